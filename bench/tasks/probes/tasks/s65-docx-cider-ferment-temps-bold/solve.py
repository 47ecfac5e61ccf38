import copy
import itertools
import os
import re
import sys

from docx import Document
from docx.oxml.ns import qn
from docx.text.run import Run

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

TEMP = re.compile(r"\d+\s?\u00b0\s?C")


def bold_spans(p, spans):
    """Split p's runs at the span boundaries and make the pieces inside spans bold."""
    off = 0
    for r_el in list(p._p.iter(qn("w:r"))):
        run = Run(r_el, p)
        text = run.text
        start, end = off, off + len(text)
        off = end
        if not text:
            continue
        cuts = sorted({start, end} | {x for s, e in spans for x in (s, e) if start < x < end})
        pieces = []
        for a, b in itertools.pairwise(cuts):
            inside = any(s <= a and b <= e for s, e in spans)
            pieces.append((text[a - start:b - start], inside))
        if len(pieces) == 1 and not pieces[0][1]:
            continue
        prev = r_el
        for i, (piece, inside) in enumerate(pieces):
            el = r_el if i == 0 else copy.deepcopy(r_el)
            if i:
                prev.addnext(el)
            new = Run(el, p)
            new.text = piece
            if inside:
                new.bold = True
            prev = el


ws, ev = ek.solve_args()
path = os.path.join(ws, "cider_guide.docx")
doc = Document(path)
in_section = False
for p in doc.paragraphs:
    style = p.style.name if p.style is not None else ""
    if style.lower().startswith("heading") or style == "Title":
        in_section = p.text.strip() == "Fermentation"
        continue
    if in_section:
        spans = [(m.start(), m.end()) for m in TEMP.finditer(p.text)]
        if spans:
            bold_spans(p, spans)
doc.save(path)
