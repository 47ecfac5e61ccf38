"""Reference solution: bold only the date spans in the paragraphs of the Closures section."""
import copy
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from docx.text.run import Run

import evalkit as ek

MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
DATE = re.compile(r"\b\d{1,2} (?:" + MONTHS + r") \d{4}\b")


def split_run(run, at):
    """Split run at character offset `at`; return the new second run (same formatting)."""
    r2 = copy.deepcopy(run._r)
    run._r.addnext(r2)
    second = Run(r2, run._parent)
    text = run.text
    run.text, second.text = text[:at], text[at:]
    return second


def bold_span(p, start, end):
    """Make characters [start, end) of paragraph p bold, leaving other runs as they are."""
    pos = 0
    for run in list(p.runs):
        n = len(run.text)
        a, b = max(start, pos), min(end, pos + n)
        if a < b:
            target = run
            if a > pos:
                target = split_run(target, a - pos)
            if b < pos + n:
                split_run(target, b - a)
            target.bold = True
        pos += n


ws, ev = ek.solve_args()
path = os.path.join(ws, "lighthouse_visitor_info.docx")
doc = Document(path)
in_section = False
count = 0
for p in doc.paragraphs:
    if p.style.name.lower().startswith(("heading", "title")):
        in_section = p.text.strip().lower() == "closures"
        continue
    if not in_section:
        continue
    assert "".join(r.text for r in p.runs) == p.text
    for m in reversed(list(DATE.finditer(p.text))):
        bold_span(p, m.start(), m.end())
        count += 1
assert count, "no closure dates found"
doc.save(path)
ek.emit(ev, answer=f"Made the {count} closure dates in the Closures section bold; saved in place.",
        artifacts=["lighthouse_visitor_info.docx"])
