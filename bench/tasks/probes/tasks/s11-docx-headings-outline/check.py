import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

EXPECTED = [
    (1, "Background"), (1, "Scope"), (2, "In scope"), (2, "Out of scope"),
    (1, "Timeline"), (2, "Phase one: fit-out"), (2, "Phase two: equipment move"), (2, "Phase three: opening"),
    (1, "Risks and mitigations"), (1, "Budget"), (2, "Capital costs"), (2, "Running costs"),
    (1, "Approvals"),
]
TITLE = "Clinic Relocation Project Plan"


def clean(s):
    s = re.sub(r"^(#+)\s*", "", s.strip())
    s = re.sub(r"^([-*+\u2022\u25e6]|\d+(\.\d+)*[.)]?)\s+", "", s)
    s = s.replace("**", "").replace("__", "").strip()
    if len(s) > 1 and s[0] == s[-1] == "_":
        s = s[1:-1]
    if len(s) > 1 and s[0] == s[-1] == "*":
        s = s[1:-1]
    return norm(s).rstrip(":").strip()


def parse(text):
    items = []
    for line in text.splitlines():
        if not line.strip() or re.fullmatch(r"\s*(-{3,}|={3,})\s*", line):
            continue
        raw = line.expandtabs(4)
        indent = len(raw) - len(raw.lstrip(" "))
        m = re.match(r"\s*(#+)\s", raw)
        key = (0, len(m.group(1))) if m else (1, indent)
        items.append([key, clean(raw)])
    # an optional first line naming the document ("# Outline", the title, ...) is not an item
    first = set(norm(t) for _, t in EXPECTED)
    if items and items[0][1] not in first and (
            norm(TITLE) in items[0][1] or "outline" in items[0][1] or "relocation_plan" in items[0][1]
            or (items[0][0][0] == 0 and all(k[0] == 1 for k, _ in items[1:]))):
        items = items[1:]
    keys = sorted({k for k, _ in items})
    return [(keys.index(k) + 1, t) for k, t in items], len(keys)


def check(ws, ev):
    path = os.path.join(ws, "outline.md")
    require(os.path.isfile(path), "outline.md not created")
    got, nlev = parse(read(path))
    want = [(l, norm(t)) for l, t in EXPECTED]
    texts = [t for _, t in got]
    for bad in ("key dates", "decision needed", "note on contingency", "sterilisation unit", "imaging"):
        require(bad not in texts, "outline contains %r, which is not a Heading 1/2" % bad)
    require(texts == [t for _, t in want], "headings/order differ: expected %s, found %s" % ([t for _, t in want], texts))
    require(nlev == 2, "expected exactly 2 indentation levels, found %d" % nlev)
    require(got == want, "wrong nesting: expected %s, found %s" % (want, got))
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "relocation_plan.docx"), os.path.join(ws, "relocation_plan.docx"),
                     "relocation_plan.docx")
    return "13 headings, 2 levels"

run_check(check)
