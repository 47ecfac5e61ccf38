import csv
import os
import sys

from docx import Document

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# report row label -> group code used in the CSV
GROUPS = {"Hedgehogs": "hedgehog", "Garden birds": "garden_bird", "Waterbirds": "waterbird",
          "Birds of prey": "bird_of_prey", "Other mammals": "mammal",
          "Reptiles & amphibians": "reptile_amphibian"}

ws, ev = ek.solve_args()
counts = dict.fromkeys(GROUPS.values(), 0)
with open(os.path.join(ws, "intake", "admissions_2025.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if "2025-07-01" <= r["date_admitted"] <= "2025-09-30":
            counts[r["group"]] += 1

path = os.path.join(ws, "trustee_report_q3.docx")
doc = Document(path)
table = next(t for t in doc.tables if [c.text.strip() for c in t.rows[0].cells][:1] == ["Group"])
q3 = [c.text.strip() for c in table.rows[0].cells].index("Q3")
for row in table.rows[1:]:
    label = row.cells[0].text.strip()
    cell = row.cells[q3]
    if label == "Total":
        ek.set_cell_text(cell, str(sum(counts.values())))
        left = row.cells[q3 - 1].paragraphs[0].runs
        if left and left[0].bold:   # match the bold of the other totals
            cell.paragraphs[0].runs[0].bold = True
    else:
        ek.set_cell_text(cell, str(counts[GROUPS[label]]))
doc.save(path)
