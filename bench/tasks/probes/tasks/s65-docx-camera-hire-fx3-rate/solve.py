import os
import re
import shutil
import sys

from docx import Document

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
src = os.path.join(ws, "camera_hire_rates.docx")
dst = os.path.join(ws, "camera_hire_rates_new.docx")

# new day rate from the price review notes; multipliers from the rate card's intro
notes = ek.read(os.path.join(ws, "price_review_notes.txt"))
day = float(re.search(r"FX3: day rate up to (\d+(?:\.\d+)?)", notes).group(1))
intro = ek.doc_text(src)
weekend_x = float(re.search(r"Weekend rate.*?is ([\d.]+) \u00d7 the day rate", intro).group(1))
week_x = float(re.search(r"Week rate.*?is ([\d.]+) \u00d7 the day rate", intro).group(1))

shutil.copyfile(src, dst)
doc = Document(dst)
done = 0
for table in doc.tables:
    hdr = [c.text.strip() for c in table.rows[0].cells]
    if not {"Day", "Weekend", "Week"} <= set(hdr):
        continue
    for row in table.rows[1:]:
        if row.cells[0].text.strip().startswith("Sony FX3"):
            for col, value in (("Day", day), ("Weekend", day * weekend_x), ("Week", day * week_x)):
                ek.set_cell_text(row.cells[hdr.index(col)], f"\u00a3{value:,.2f}")
            done += 1
ek.require(done == 1, "Sony FX3 row not found exactly once")
doc.save(dst)

ek.emit(ev, artifacts=["camera_hire_rates_new.docx"], answer=(
    f"Saved camera_hire_rates_new.docx with the Sony FX3 body at \u00a3{day:.2f} a day, "
    f"\u00a3{day * weekend_x:.2f} a weekend ({weekend_x:g} \u00d7 day) and \u00a3{day * week_x:.2f} a week "
    f"({week_x:g} \u00d7 day). The deposit, the other rows and camera_hire_rates.docx are unchanged."))
