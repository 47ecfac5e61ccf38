import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
DOC = "show/Exhibitor list 2025.docx"
path = os.path.join(ws, DOC)
TO_M = {"m": 1.0, "cm": 0.01, "mm": 0.001, "ft": 0.3048}

doc = ek.open_docx(path)
table = doc.tables[0]  # the layouts table
header = [c.text.strip().lower() for c in table.rows[0].cells]
i_size = next(i for i, h in enumerate(header) if h.startswith("size"))
i_power = header.index("power")
done = []
for row in table.rows[1:]:
    cells = row.cells
    m = re.match(r"\s*(\d+(?:\.\d+)?)\s*(mm|cm|m|ft)\b", cells[i_size].text)
    length = float(m.group(1)) * TO_M[m.group(2)]
    if length > 4 and cells[i_power].text.strip().lower().startswith("mains"):
        for p in cells[0].paragraphs:
            for r in p.runs:
                r.italic = True
        done.append(cells[0].text)
doc.save(path)
ek.emit(ev, answer=f"Put these layouts in italics: {', '.join(done)}.", artifacts=[DOC])
