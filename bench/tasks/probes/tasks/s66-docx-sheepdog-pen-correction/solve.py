"""Reference solution: apply the judge's pen correction to the Open table in a copy."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document

import evalkit as ek

ws, ev = ek.solve_args()
tdir = os.path.join(ws, "trials")
note = " ".join(ek.read(os.path.join(tdir, "judge_note.txt")).split())
m = re.search(r"(\w+ \w+) and (\w+) in the (\w+): the (\w+) should have been (\d+), not (\d+)", note)
assert m, note
handler, dog, cls, phase, new, old = m.groups()

doc = Document(os.path.join(tdir, "hillend_2025_results.docx"))
# the class table follows the "<Class> class" heading
body = list(doc.element.body.iterchildren())
heading = next(p for p in doc.paragraphs if p.text.strip().lower() == cls.lower() + " class")
idx = body.index(heading._p)
tbl_el = next(el for el in body[idx + 1:] if el.tag.endswith("}tbl"))
table = next(t for t in doc.tables if t._tbl is tbl_el)

hdr = [c.text for c in table.rows[0].cells]
col = next(i for i, h in enumerate(hdr) if h.lower().startswith(phase.lower()))
tot = next(i for i, h in enumerate(hdr) if h.lower().startswith("total"))
score_cols = [i for i, h in enumerate(hdr) if re.search(r"\(\d+\)$", h) and i != tot]
hits = [r for r in table.rows[1:] if r.cells[1].text == handler and r.cells[2].text == dog]
assert len(hits) == 1
row = hits[0]
assert row.cells[col].text == old
ek.set_cell_text(row.cells[col], new)
ek.set_cell_text(row.cells[tot], str(sum(int(row.cells[i].text) for i in score_cols)))
doc.save(os.path.join(tdir, "hillend_2025_results_corrected.docx"))
ek.emit(ev, answer=f"Corrected {handler} & {dog} ({cls}): {phase} {old} -> {new}, total now {row.cells[tot].text}. "
                   "Saved as trials/hillend_2025_results_corrected.docx; the original is unchanged.",
        artifacts=["trials/hillend_2025_results_corrected.docx"])
