import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Editor = base Role (view_published) + Reader (comment) + Contributor (create_draft, edit_own_draft, upload_image)
# + Editor (edit_any_draft, publish, schedule_post, moderate_comments) - withholds comment, then
# settings.ROLE_OVERRIDES["editor"] adds manage_events. 9 permissions.
# Traps: Editor's class body lists only 4; comment is inherited then withheld; the contributor override
# (suggest_tags) applies to that role name only; the commented-out override with delete_any_post (turned down),
# a skipped test, the stale docs/roles.md ("comment", "delete posts") and the v1 legacy table; Admin's grants.
# Permission names accepted as enum values, enum names or with spaces; a wrong one only in a sentence that sets it
# aside. Workspace unchanged.
WANT = ["view published", "create draft", "edit own draft", "upload image", "edit any draft", "publish",
        "schedule post", "moderate comments", "manage events"]
WRONG = {"comment": r"(?<!\w)comment(?! moderation| queue)(?!\w)", "suggest_tags": r"suggest tag",
         "delete_any_post": r"delete any post|delete post", "manage_users": r"manage user",
         "edit_settings": r"edit setting"}
ASIDE = ["\u274c", "\u2717", "\u2718",
         "not", "no", "isn't", "aren't", "doesn't", "does not", "don't", "cannot", "can't", "without", "except",
         "excluding", "excluded", "withheld", "withholds", "withhold", "removed", "remove", "removes", "taken away",
         "takes away", "lost", "loses", "minus", "only", "admin", "admins", "contributor-only", "turned down",
         "rejected", "commented", "commented-out", "skipped", "skip", "legacy", "v1", "2019", "old", "stale",
         "outdated", "docs", "roles.md", "never", "nor", "neither", "but", "although", "however", "inherit",
         "inherited", "inherits", "applies to", "overridden", "override", "excludes"]


def set_aside(sent):
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False


BULLET = re.compile(r"^\s*([-*\u2022+]|\d+[.)])\s+")


def units(raw):
    """Sentences of the answer as (text, under_aside_lead_in). List items under a lead-in line or heading that
    sets things aside ("Not included:", "### Not granted") inherit it until the next ordinary line."""
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


def clean(s):
    return norm(s.replace("_", " ").replace("Perm.", " "))


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    raw = last_answer(ev)
    ans = clean(raw)
    missing = [w for w in WANT if not re.search(r"(?<!\w)" + re.escape(w) + r"s?(?!\w)", ans)]
    require(not missing, "answer does not list: %s" % ", ".join(missing))
    bad = set()
    for sent, ctx in units(raw):
        s = clean(sent)
        if ctx or set_aside(s):
            continue
        bad |= {k for k, rx in WRONG.items() if re.search(rx, s)}
    require(not bad, "answer also gives permissions an editor does not have: %s" % ", ".join(sorted(bad)))
    return "9 editor permissions; workspace unchanged"

run_check(check)
