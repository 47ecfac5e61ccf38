import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# character, played by, marks for 1.1 1.2 1.3 | 2.1 2.2 2.3 2.4
SPRING = [
    ("Mara Quill", "Hannah Vickers", ["X", "X", "X", "X", "X", "X", "X"]),
    ("Elias Quill (her father)", "Graham Tull", ["X", "", "X", "X", "", "x", ""]),
    ("Captain Rusk", "Rhys Morgan", ["", "X", "X", "", "X", "V", ""]),
    ("Widow Penhallow", "Sue Dainty", ["X", "", "X", "", "X", "", "X"]),
    ("Dr Tobias Fenn", "Dan Ellery (was Chris Bowen until 10 Feb)", ["", "X", "", "X", "", "X ", ""]),
    ("Postman", "Ajay Mistry", ["X", "", "", "", "", "", "X"]),
    ("Fisherman 1", "Lewis Crane", ["", "", "X", "", "X", "X", ""]),
    ("Fisherman 2", "Ajay Mistry", ["", "", "X", "", "", "X", ""]),
    ("Young Mara", "Poppy Tull", ["X", "", "", "", "", "", "X"]),
    ("Lighthouse Inspector", "Nell Farraday", ["", "", "", "X", "X", "", "X"]),
]
AUTUMN = [
    ("Old Ferryman", "Ken Ashby", ["X", "", "X", "X", "X", "X"]),
    ("Bess", "Maggie Rowe", ["X", "X", "", "", "X", "X"]),
    ("The Stranger", "Rhys Morgan", ["", "X", "X", "X", "", "X"]),
    ("Innkeeper", "Sue Dainty", ["X", "", "", "X", "", "X"]),
]


def chart(doc, rows, acts):
    ncols = 2 + sum(n for _, n in acts)
    t = doc.add_table(rows=2 + len(rows), cols=ncols)
    t.style = "Table Grid"
    c = t.cell(0, 0).merge(t.cell(1, 0))
    c.paragraphs[0].add_run("Character").bold = True
    c = t.cell(0, 1).merge(t.cell(1, 1))
    c.paragraphs[0].add_run("Played by").bold = True
    col = 2
    for act, n in acts:
        c = t.cell(0, col).merge(t.cell(0, col + n - 1))
        c.paragraphs[0].add_run(act).bold = True
        for k in range(n):
            t.cell(1, col + k).paragraphs[0].add_run("Sc %d" % (k + 1)).bold = True
        col += n
    for i, (ch, actor, marks) in enumerate(rows, start=2):
        t.cell(i, 0).paragraphs[0].add_run(ch)
        t.cell(i, 1).paragraphs[0].add_run(actor)
        for j, m in enumerate(marks):
            if m:
                t.cell(i, 2 + j).paragraphs[0].add_run(m)
    return t


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 2, 24, 21, 15, 0)
    cp.author = cp.last_modified_by = "Bryony Hale"
    add_heading(d, "Harbourside Players \u2013 scene chart", 0)
    add_par(d, [("Spring 2025: \u201cThe Lighthouse Keeper\u2019s Daughter\u201d", "b"),
                " \u2013 performances 3\u20135 April, Harbourside Hall."])
    add_par(d, ["Key: ", ("X", "b"), " = on stage in the scene (needs a costume). ", ("V", "b"),
                " = voice only, heard from off stage (no costume needed). Blank = not in the scene."])
    add_par(d, "Costume fittings are on Thursdays at 7.30pm in the green room, one scene at a time. Some actors "
               "double up parts, so check both rows before calling them.")
    chart(d, SPRING, [("Act 1", 3), ("Act 2", 4)])
    add_par(d, "")
    add_heading(d, "Archive: autumn 2024 \u2013 \u201cThe Ferryman\u2019s Wager\u201d", 2)
    add_par(d, [("Kept for the costume store\u2019s records. Not this season.", "i")])
    chart(d, AUTUMN, [("Act 1", 3), ("Act 2", 3)])
    add_par(d, "Questions about the chart: Bryony (stage manager), 07700 900417.")
    save_docx(d, os.path.join(ws, "scene_chart_spring_2025.docx"))
