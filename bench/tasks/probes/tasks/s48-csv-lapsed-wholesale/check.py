import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# No live order since 1 March 2025: Dune & Daisy (last 28/02/2025), Bramble & Bean (its 18/03 order was Cancelled),
# Northgate Co-working (its only March portal order was cancelled), Little Fox Nursery Cafe (status "Active") and
# Oak & Anchor (type "Wholesale "). Not: Copper Kettle, Harbour Lights (ordered 07/04 as "kh-w03 "), Millstone
# (portal only), The Reading Room (02/03/2025 is 2 March, not 3 February), St Aidan's (portal), Greenway (type
# "WHOLESALE", status "active "), Saltmarsh (closed), retail accounts. Phone numbers must be given with their
# leading 0 (07700900562 read as a number loses it). A wrong customer's phone number anywhere fails; its name
# only in a sentence that sets it aside. Workspace unchanged.
WANT = {"Dune & Daisy": (r"dune", "01632960877"),
        "Bramble & Bean": (r"bramble", "07700900562"),
        "Northgate Co-working": (r"northgate", "01632961733"),
        "Little Fox": (r"little fox", "07700900829"),
        "Oak & Anchor": (r"oak (&|and|&amp;) anchor", "07700900471")}
WRONG = {"Copper Kettle": (r"copper kettle", "01632960412"),
         "Harbour Lights": (r"harbour lights", "01632961205"),
         "Millstone": (r"millstone", "07700900314"),
         "The Reading Room": (r"reading room", "01632960190"),
         "Saltmarsh": (r"saltmarsh", "01632960655"),
         "St Aidan's": (r"aidan", "01632960348"),
         "Greenway": (r"greenway", "01632961950"),
         "Ellison": (r"ellison", "07700900118"),
         "Adeyemi": (r"adeyemi", "07700900240"),
         "Dr Kay": (r"dr kay", "01632960733")}
ASIDE = ["ordered", "did order", "has ordered", "have ordered", "placed", "closed", "retail", "not lapsed",
         "isn't lapsed", "excluded", "exclude", "left out", "not included", "not on the list", "still ordering",
         "recent order", "portal order", "via the portal", "on the portal", "through the portal", "kh-w03",
         "lower case", "lowercase", "typed", "2 march", "2nd march", "march 2", "not counted",
         "doesn't count", "does not count", "skipped", "ignore", "ignored", "shut", "not active", "inactive",
         "awaiting", "processing", "dispatched", "delivered", "april", "not wholesale"]


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


def phones(text):
    """Digit strings of phone-like numbers; +44 / 44 prefixes turned back into a leading 0."""
    out = set()
    for m in re.finditer(r"\+?\d[\d \-().]{7,}\d", text):
        digits = re.sub(r"\D", "", m.group(0).replace("(0)", ""))
        if digits.startswith("44") and len(digits) == 12:
            digits = "0" + digits[2:]
        out.add(digits)
    return out


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    raw = last_answer(ev).replace("\\", "")
    ans = norm(raw)
    nums = phones(raw)
    missing = [k for k, (rx, _) in WANT.items() if not re.search(rx, ans)]
    require(not missing, "answer does not name %s" % ", ".join(missing))
    nophone = [k for k, (_, ph) in WANT.items() if ph not in nums]
    require(not nophone, "answer does not give the phone number (with its leading 0) for %s" % ", ".join(nophone))
    bad = {k for k, (_, ph) in WRONG.items() if ph in nums}
    for sent in (norm(x) for x in re.split(r"\n|;\s|\.\s|\.$", raw)):
        if set_aside(sent):
            continue
        bad |= {k for k, (rx, _) in WRONG.items() if re.search(rx, sent)}
    require(not bad, "answer also lists customers who are not lapsed active wholesale accounts: %s"
            % ", ".join(sorted(bad)))
    return "Dune & Daisy, Bramble & Bean, Northgate, Little Fox, Oak & Anchor with phones; workspace unchanged"

run_check(check)
