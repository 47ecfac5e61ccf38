import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import re
from docx import Document

ws, ev = ek.solve_args()
note = ek.read(os.path.join(ws, "notes", "from_dave.txt"))
# the corrected address is the indented block under "Beacon Way test centre" in the later (correction) mail
lines = note.splitlines()
addr = None
for i, l in enumerate(lines):
    if l.startswith("    ") and l.strip().lower() == "beacon way test centre":
        addr = lines[i + 1].strip()
if addr is None:  # fall back to the last "Unit N, ... LE.." address in the note
    addr = re.findall(r"(Unit \d+, [^\n]*?[A-Z]{1,2}\d{1,2}\s*\d[A-Z]{2})", note, re.I)[-1]
    addr = addr[0].upper() + addr[1:]

doc = Document(os.path.join(ws, "handbook", "pupil_handbook.docx"))
n = ek.replace_in_doc(doc, "Kings Hill test centre", "Beacon Way test centre")
n += ek.replace_in_doc(doc, "Kings Hill Test Centre", "Beacon Way Test Centre")

# contacts table: the test centre row, Address column
for t in doc.tables:
    hdr = [c.text.strip().lower() for c in t.rows[0].cells]
    if "address" not in hdr:
        continue
    ai = hdr.index("address")
    for row in t.rows[1:]:
        if row.cells[0].text.strip().lower() == "beacon way test centre":
            p = row.cells[ai].paragraphs[0]
            p.runs[0].text = addr
            for r in p.runs[1:]:
                r.text = ""
doc.save(os.path.join(ws, "handbook", "pupil_handbook_2025.docx"))
print("%d replacements; address %s" % (n, addr))
