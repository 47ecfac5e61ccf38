import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 2025 rules: Saturday adult £8, junior (under 16 on the day) £4; at most 4 guest visits a calendar year.
# Tom has had 4 visits (Feb-May) -> cannot play as a guest (must join). Lily is listed as 15 in the note but turned
# 16 the Sunday before (Tom's email) -> adult £8. Priya £8. Total £16. Traps: 20 (Tom, Lily junior, Priya), 24 (all
# three adults), 12 (Lily as a junior, without Tom), 15/18/9 (superseded 2023 £6/£3), 10 (weekday £5 x 2), 4 / 2.50
# (junior fees). Trap totals only in a sentence that sets them aside. Tom must be named as unable to play.
# Workspace unchanged.
TRAPS = [20, 24, 12, 15, 18, 9, 10, 4, 2.5]
ASIDE = ["\u274c", "\u2717", "\u2718",
         "if", "would", "would have", "had", "old", "older", "previous", "superseded", "2023", "used to", "not",
         "isn't", "wasn't", "no longer", "instead of", "rather than", "weekday", "weekdays", "monday", "friday",
         "junior rate", "junior fee", "juniors", "under 16", "was 15", "turned 16", "birthday", "including tom",
         "with tom", "plus tom", "tom's", "tom", "join", "membership", "social", "coaching", "squad"]
TOM_NO = re.compile(r"\b(can't|cannot|can not|not allowed|isn't allowed|not able|unable|won't be able|not eligible|"
                    r"ineligible|no more|used up|reached|maximum|at most|limit|only four|only 4|already|must join|"
                    r"have to join|has to join|needs to join|need to join|would need to join)\b", re.I)


def set_aside(sent):
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False


BULLET = re.compile(r"^\s*([-*\u2022+]|\d+[.)])\s+")


def units(raw):
    """Sentences of the answer as (text, under_aside_lead_in). List items under a lead-in line or heading that
    sets things aside ("If Tom could play:", "### Old rules") inherit it until the next ordinary line."""
    out, ctx = [], False
    for line in raw.splitlines():
        if not line.strip():
            continue
        head = line.lstrip().startswith("#")
        if BULLET.match(line) and not head:
            out += [(s, ctx) for s in re.split(r";\s|\.\s|\.$", line)]
            continue
        out += [(s, False) for s in re.split(r";\s|\.\s|\.$", line)]
        lead = line.strip().rstrip("*_ ").endswith(":") or head
        ctx = lead and set_aside(norm(line))
    return out


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


DATES = re.compile(r"\b\d{1,2}(st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
                   r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(st|nd|rd|th)?\b|"
                   r"\b(19|20)\d\d\b|\b\d+\.\d\b(?!\d)|\b\d{1,2}:\d\d\b|\b(age|aged|turned|turns)\s+\d+|"
                   r"\bunder\s+\d+|\b\d+(st|nd|rd|th)\b|\bc3-0614\b|\bno\.?\s*\d+|\bcourt\s+\d+")


def money(s):
    """Numbers of a sentence with dates, rule numbers (7.3), times, ages and ids taken out; amounts like
    2.50 keep their two decimals."""
    return re.sub(DATES, " ", s)


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    raw = last_answer(ev)
    t = norm(raw)
    require(has_number(money(t), 16, words=False), "answer does not give \u00a316")
    require(any(re.search(r"\btom\b", norm(s)) and TOM_NO.search(norm(s)) for s, _ in units(raw)),
            "answer does not say Tom cannot play as a guest (four visits already this year)")
    bad = set()
    for sent, ctx in units(raw):
        s = norm(sent)
        if ctx or set_aside(s):
            continue
        bad |= {t for t in TRAPS if has_number(money(s), t, words=False)}
    require(not bad, "answer gives fees that do not apply: %s" % ", ".join(str(b) for b in sorted(bad)))
    return "\u00a316 (Priya and Lily at the adult rate); Tom cannot play as a guest; workspace unchanged"

run_check(check)
