import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import csv, re
from docx import Document
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph

ws, ev = ek.solve_args()
MONTHS = {m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
doc = Document(os.path.join(ws, "film_society_programme_2025-26.docx"))

# walk the body: the table under the "Autumn season YYYY" heading, and the "Programme changes" paragraphs
section, year, autumn, changes = None, None, None, []
for child in doc.element.body.iterchildren():
    if child.tag == qn("w:p"):
        p = Paragraph(child, doc)
        if p.style.name.startswith("Heading"):
            section = p.text
            m = re.match(r"Autumn season (\d{4})", p.text)
            if m:
                year = int(m.group(1))
        elif section == "Programme changes" and p.text.strip():
            changes.append(p.text)
    elif child.tag == qn("w:tbl") and section and section.startswith("Autumn") and autumn is None:
        autumn = Table(child, doc)

rows = [[c.text.strip() for c in r.cells] for r in autumn.rows]
hdr = [h.lower() for h in rows[0]]
di, ti, ri = hdr.index("date"), hdr.index("film"), hdr.index("running time")


def day_month(s):
    m = re.search(r"(\d{1,2})\s+([A-Za-z]{3})", s)
    return int(m.group(1)), MONTHS[m.group(2).lower()]


def mins(s):
    m = re.fullmatch(r"(?:(\d+)h)?\s*(?:(\d+)m)?", s.strip())
    return int(m.group(1) or 0) * 60 + int(m.group(2) or 0)


films = [[day_month(r[di]), r[ti], mins(r[ri])] for r in rows[1:]]
for c in changes:
    m = re.match(r"(\d{1,2}) ([A-Za-z]+): (.*)", c)
    if not m or m.group(2)[:3].lower() not in MONTHS:
        continue
    when, text = (int(m.group(1)), MONTHS[m.group(2)[:3].lower()]), m.group(3)
    rep = re.search(r"withdrawn.*Replacement: (.+?) \([^)]*?(\d+h\s*\d+m)\)", text)
    if rep:
        for f in films:
            if f[0] == when:
                f[1], f[2] = rep.group(1), mins(rep.group(2))
    mv = re.search(r"moves .*? to (?:\w+day )?(\d{1,2}) ([A-Za-z]+)", text)
    if mv:
        for f in films:
            if f[0] == when:
                f[0] = (int(mv.group(1)), MONTHS[mv.group(2)[:3].lower()])

films.sort(key=lambda f: (f[0][1], f[0][0]))
with open(os.path.join(ws, "autumn_2025.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["date", "title", "minutes"])
    for (d, mo), title, mn in films:
        w.writerow(["%04d-%02d-%02d" % (year, mo, d), title, mn])
print(films)
