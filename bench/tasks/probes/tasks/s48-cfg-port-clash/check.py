import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Listening ports: AdGuard Home web UI http.address 0.0.0.0:3000 (YAML, port inside an address string; dns 53,
# disabled TLS 443/853, disabled pprof 6060), Gitea [server] HTTP_PORT = 3000 (INI, upper case; SSH 2222, the
# database HOST 127.0.0.1:5432 and SMTP 465 are other ports), Grafana [server] http_port = 3300 under the sample's
# commented `;http_port = 3000`, Uptime Kuma UPTIME_KUMA_PORT=3001 (env), Navidrome top-level Port = 4533 (TOML),
# Homebridge bridge 51826 and config UI 8581 (JSON; its AdGuardHome accessory's "port": 3000 is a client setting
# pointing at AdGuard). Answer: AdGuard Home and Gitea on 3000. Others may be named only in a sentence that sets
# them aside. Workspace unchanged.
WANT = {"AdGuard": r"adguard", "Gitea": r"\bgitea\b"}
WRONG = {"Grafana": r"grafana", "Homebridge": r"homebridge", "Uptime Kuma": r"uptime", "Navidrome": r"navidrome"}
ASIDE = ["comment", "commented", "commented-out", "connect", "connects", "connecting", "connection", "client",
         "plugin", "accessory", "points at", "points to", "pointing", "talks to", "talk to", "not listening",
         "doesn't listen", "does not listen", "isn't listening", "is not listening", "no conflict", "not a conflict",
         "no clash", "not a clash", "not clash", "don't clash", "doesn't clash", "does not clash", "not the culprit",
         "fine", "unaffected", "not affected", "different", "own port", "3300", "3001", "4533", "8581", "51826",
         "6060", "ignore", "ignored", "red herring", "rather than", "instead", "moved", "look like", "looks like",
         "outbound", "outgoing", "not in use", "not used", "inactive", "disabled"]
# a wanted service named only in sentences like these is not claimed as one of the pair
NOT_CLAIM = r"\b(fine|no clash|not clash|doesn't clash|does not clash|don't clash|no conflict|not a conflict|" \
            r"unaffected|not affected|different|own port|not the culprit|red herring|commented)\b"


def set_aside(sent):
    """True if the sentence contains one of the ASIDE words/phrases (whole words)."""
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def require_ws_unchanged(pws, ws):
    vis = lambda p: not any(part.startswith(".") or part == "__pycache__" for part in p.split("/"))
    a = [p for p in list_files(pws) if vis(p)]
    b = [p for p in list_files(ws) if vis(p)]
    require(not sorted(set(a) - set(b)), "files removed or moved: %s" % sorted(set(a) - set(b)))
    require(not sorted(set(b) - set(a)), "files added to the workspace: %s" % sorted(set(b) - set(a)))
    for p in a:
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    raw = last_answer(ev).replace("\\", "")
    ans = norm(raw)
    sents = [norm(x) for x in re.split(r"\n|;\s|\.\s|\.$", raw)]
    named = set()
    for sent in (norm(x) for x in re.split(r"\n|;\s|\.\s|\.$|,|\(|\)|\u2014|\u2013|\s-\s|:\s", raw)):
        if not re.search(NOT_CLAIM, sent):
            named |= {k for k, rx in WANT.items() if re.search(rx, sent)}
    missing = [k for k in WANT if k not in named]
    require(not missing, "answer does not name %s as one of the pair" % ", ".join(missing))
    require(has_number(ans, 3000, words=False), "answer does not give port 3000")
    bad = set()
    for sent in sents:
        if set_aside(sent):
            continue
        bad |= {k for k, rx in WRONG.items() if re.search(rx, sent)}
    require(not bad, "answer also names services that do not listen on 3000: %s" % ", ".join(sorted(bad)))
    return "AdGuard Home and Gitea both on 3000; workspace unchanged"

run_check(check)
