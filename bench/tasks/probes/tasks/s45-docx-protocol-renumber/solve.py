import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "miniprep_protocol.docx"))
new = lambda n: n - 1 if n > 4 else n
step4 = next(p for p in d.paragraphs if p.text.startswith("4. Wash the pellet"))
step4._p.getparent().remove(step4._p)


def fix_refs(text):
    def one(m):
        a = "%s %d" % (m.group(1), new(int(m.group(2))))
        return a + ("\u2013%d" % new(int(m.group(3))) if m.group(3) else "")
    return re.sub(r"\b([Ss]teps?) (\d+)(?:\u2013(\d+))?", one, text)


in_proc = False
for p in d.paragraphs:
    if p.style.name.startswith("Heading"):
        in_proc = p.text == "Procedure"
        continue
    m = re.match(r"(\d+)\.", p.text)
    if in_proc and m:
        p.runs[0].text = "%d." % new(int(m.group(1)))
    for r in p.runs:
        r.text = fix_refs(r.text)
# troubleshooting table only; the revision history (table 2) records what past versions changed
for row in d.tables[0].rows:
    for c in row.cells:
        for p in c.paragraphs:
            for r in p.runs:
                r.text = fix_refs(r.text)
d.save(os.path.join(ws, "miniprep_protocol_v2.docx"))
emit(ev, answer="Removed the PBS wash, renumbered steps 5-10 to 4-9 and updated the step references in the "
                "procedure, notes and troubleshooting table (references to steps 2 and 3 and the revision history "
                "left as they were). Saved as miniprep_protocol_v2.docx.", artifacts=["miniprep_protocol_v2.docx"])
