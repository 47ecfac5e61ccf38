import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from evalkit import *

GREY, YELLOW = "D9D9D9", "FFE699"
PITCHES = ["A1 (hardstanding, hook-up)", "A2 (hardstanding, hook-up)", "A3 (hardstanding)", "B1 (grass, hook-up)",
           "B2 (grass, hook-up)", "B3 (grass)", "C1 (tent field)", "C2 (tent field)", "C3 (tent field)",
           "D1 (bell tent)"]

# per week: {pitch letter-number: [(first col, last col, text, fill, italic)]}, cols 1..7 = Mon..Sun
WEEK32 = {
    "A1": [(1, 3, "Sutton", GREY, False)],
    "B3": [(6, 6, "Barker", GREY, False)],
    "C2": [(5, 6, "Osei", GREY, False)],
    "D1": [(4, 7, "Rahman", GREY, False)],
}
WEEK33 = {
    "A1": [(1, 2, "Ferris", GREY, False), (4, 6, "Okafor", GREY, False)],
    "A2": [(1, 3, "Brennan", GREY, False), (7, 7, "Quigley", GREY, False)],
    "A3": [(6, 7, "Lindqvist", YELLOW, False)],
    "B1": [(2, 2, "Hale", GREY, False), (5, 5, "Moss?", None, True), (6, 6, "Moss?", None, True)],
    "B2": [(1, 4, "Adeyemi", GREY, False), (6, 6, "", GREY, False)],
    "B3": [(3, 3, "Cole", GREY, False)],
    "C1": [(1, 5, "Patel", GREY, False)],
    "C2": [(4, 4, "Jackson", GREY, False), (7, 7, "Ward", YELLOW, False)],
    "C3": [(1, 3, "Harris", GREY, False), (7, 7, "Vance", GREY, False)],
    "D1": [(5, 5, "Nguyen", GREY, False), (6, 6, "Nguyen", GREY, False)],
}
WEEK34 = {
    "A2": [(1, 4, "Morrow", GREY, False)],
    "B3": [(5, 6, "Kowalski", GREY, False)],
    "C3": [(5, 7, "Dunn", YELLOW, False)],
}


def shade(cell, fill):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tcPr.append(shd)


def week(doc, title, days, spec):
    add_heading(doc, title, 2)
    t = doc.add_table(rows=1 + len(PITCHES), cols=8)
    t.style = "Table Grid"
    for j, h in enumerate(["Pitch"] + days):
        t.cell(0, j).paragraphs[0].add_run(h).bold = True
    for i, pitch in enumerate(PITCHES, start=1):
        t.cell(i, 0).paragraphs[0].add_run(pitch)
        # merge right to left so earlier merges do not shift later ones
        for a, b, text, fill, italic in sorted(spec.get(pitch.split()[0], []), reverse=True):
            c = t.cell(i, a) if a == b else t.cell(i, a).merge(t.cell(i, b))
            if text:
                r = c.paragraphs[0].add_run(text)
                r.italic = italic
            if fill:
                shade(c, fill)
    return t


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 7, 28, 18, 5, 0)
    cp.author = cp.last_modified_by = "Fran Ellery"
    add_heading(d, "Highfield Farm Camping \u2013 pitch bookings, August 2025", 0)
    add_par(d, ["Key: ", ("grey shading", "b"), " = booked and paid. ", ("Yellow shading", "b"),
                " = booked, deposit still due (the pitch is held). A name in ", ("italics", "i"),
                " with no shading is an enquiry only \u2013 nothing is held. Grey with no name = pitch closed."])
    add_par(d, "Each cell is a night (the night starting on that date). Check-in from 14:00, check-out by 11:00.")
    week(d, "Week 32: Mon 4 \u2013 Sun 10 August",
         ["Mon 4", "Tue 5", "Wed 6", "Thu 7", "Fri 8", "Sat 9", "Sun 10"], WEEK32)
    week(d, "Week 33: Mon 11 \u2013 Sun 17 August",
         ["Mon 11", "Tue 12", "Wed 13", "Thu 14", "Fri 15", "Sat 16", "Sun 17"], WEEK33)
    week(d, "Week 34: Mon 18 \u2013 Sun 24 August",
         ["Mon 18", "Tue 19", "Wed 20", "Thu 21", "Fri 22", "Sat 23", "Sun 24"], WEEK34)
    add_par(d, ["B2 is closed on Sat 16 August for the drainage work. ",
                ("Bell tent D1 is only let for 2 nights or more.", "i")])
    save_docx(d, os.path.join(ws, "bookings_august_2025.docx"))
