import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx.enum.style import WD_STYLE_TYPE
from docx.enum.text import WD_COLOR_INDEX
from evalkit import *

# cell text: str, or list of (text, fmt) with fmt letters b/i/u, Y yellow highlight, G green highlight,
# S the "Needs repair" character style (yellow highlight from the style, nothing on the run)
ROOMS = [
    ("Hallway", [
        ["Front door", "Good, two keys supplied", "Good, two keys returned"],
        ["Smoke alarm", "Working, tested on check-in", [("Missing from ceiling mount \u2013 base only", "Y")]],
        ["Carpet", "Good, light wear", "Light wear by front door"],
        ["Light fitting", "Good", "Good, bulb working"],
    ]),
    ("Living room", [
        ["Sofa", "Good, three seat cushions", [("Cushion seam ", ""), ("split", "bY"), (" on left seat", "Y")]],
        ["Light fitting", "Good", [("Dusty \u2013 cleaned", "G")]],
        ["Curtains", "Good, lined", "Good"],
        ["Walls", "Good, magnolia", [("Minor ", ""), ("scuffs", "b"), (" behind sofa", "")]],
    ]),
    ("Kitchen", [
        ["Oven", "Clean", [("Heavily soiled \u2013 professionally cleaned", "G")]],
        ["Extractor hood", "Good, grease filter fitted", [("Grease filter missing", "S")]],
        ["Fridge freezer", "Good", "Good, defrosted and switched off"],
        ["Worktops", "Good", [("Small burn mark near hob", "i")]],
    ]),
    ("Bathroom", [
        ["Bath", "Good", [("Limescale removed", "G")]],
        ["Shower screen", "Good", [("Cracked ", ""), ("lower left corner", "Y")]],
        ["Extractor fan", "Working", "Working"],
        ["Mirror", "Good", "Good"],
    ]),
    ("Bedroom 1", [
        ["Curtain rail", "Good", [("Bracket pulled ", "Y"), ("from wall", "bY")]],
        ["Wardrobe", "Good, 6 hangers", "Good, 6 hangers"],
        ["Carpet", "Good", "Good"],
    ]),
    ("Bedroom 2", [
        ["Curtain rail", "Good", "Good"],
        ["Mattress", "Good, protector fitted", [("Stained", "b"), (" \u2013 protector missing", "")]],
        ["Desk", "Good", "Good"],
        ["Carpet", "Good", [("Cleaned", "G")]],
    ]),
]


def fill(cell, val, doc):
    p = cell.paragraphs[0]
    runs = [(val, "")] if isinstance(val, str) else val
    for text, fmt in runs:
        r = p.add_run(text)
        if "b" in fmt:
            r.bold = True
        if "i" in fmt:
            r.italic = True
        if "Y" in fmt:
            r.font.highlight_color = WD_COLOR_INDEX.YELLOW
        if "G" in fmt:
            r.font.highlight_color = WD_COLOR_INDEX.BRIGHT_GREEN
        if "S" in fmt:
            r.style = doc.styles["Needs repair"]


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 6, 30, 16, 0, 0)
    cp.author = cp.last_modified_by = "Penrose Lettings"
    st = d.styles.add_style("Needs repair", WD_STYLE_TYPE.CHARACTER)
    st.font.highlight_color = WD_COLOR_INDEX.YELLOW
    add_heading(d, "Check-out inventory \u2013 Flat 4, 22 Quarry Road", 0)
    add_par(d, ["Tenancy 1 March 2024 \u2013 27 June 2025. Check-out carried out on ", ("27 June 2025", "b"),
                " by T. Hollis in the presence of the outgoing tenant."])
    p = add_par(d, ["Key: "])
    r = p.add_run("yellow")
    r.font.highlight_color = WD_COLOR_INDEX.YELLOW
    p.add_run(" = repair or replace before re-letting (charge to be agreed); ")
    r = p.add_run("green")
    r.font.highlight_color = WD_COLOR_INDEX.BRIGHT_GREEN
    p.add_run(" = cleaned by the agent, charged to the deposit.")
    add_heading(d, "Meter readings", 1)
    add_table(d, [["Meter", "Serial", "Check-in", "Check-out"], ["Electricity", "E18K0442913", "20114", "23872"],
                  ["Gas", "G4A 771032", "4410.2", "4998.7"], ["Water", "14M 228190", "310", "402"]])
    add_heading(d, "Rooms", 1)
    for room, items in ROOMS:
        add_heading(d, room, 2)
        t = add_table(d, [["Item", "Check-in condition (March 2024)", "Check-out condition (June 2025)"]] +
                      [["", "", ""] for _ in items])
        for i, row in enumerate(items):
            for j, val in enumerate(row):
                fill(t.cell(i + 1, j), val, d)
    add_heading(d, "Notes", 1)
    add_par(d, "Tenant disputes the worktop burn mark (says it was there at check-in; no photo either way). "
               "Proposed deductions to follow in a separate letter.")
    save_docx(d, os.path.join(ws, "flat4_checkout_inventory.docx"))
