import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ROWS = [
    ["Swimmer", "Age group", "Event", "Time"],
    ["Freya Doyle", "Under 12", "50m freestyle", "39.50"],
    ["Maya Thornton", "Under 12", "50m backstroke", "45.12"],
    ["Ellie Ward", "Under 14", "50m backstroke", "38.76"],
    ["Ruby Carr", "Under 12", "50m backstroke", "1:02.40"],
    ["Josh Bennett", "Under 14", "50m freestyle", "31.88"],
    ["Leo Pashley", "Under 12", "50m backstroke", "43.98"],
    ["Amir Hussain", "Under 14", "50m backstroke", "41.05"],
    ["Sam Iqbal", "Under 12", "50m backstroke", "44.05"],
    ["Leo Pashley", "Under 12", "50m freestyle", "40.21"],
    ["Grace Okoye", "Under 12", "100m backstroke", "1:38.90"],
    ["Isla McKay", "Under 10", "50m backstroke", "52.33"],
    ["Tom Ridley", "Under 12", "50m breaststroke", "48.70"],
    ["Maya Thornton", "Under 12", "50m freestyle", "41.66"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    doc = new_doc()
    add_heading(doc, "Otterburn Swimming Club - Spring Gala", 1)
    add_par(doc, ["Held at ", ("Otterburn Leisure Centre", "b"), " on Saturday 16 March. Thank you to all our timekeepers and helpers!"])
    add_par(doc, [("Times are in seconds; times over a minute are shown as minutes:seconds.", "i")])
    add_heading(doc, "Individual results", 2)
    add_table(doc, ROWS)
    add_par(doc, "Club records are updated on the noticeboard.")
    save_docx(doc, os.path.join(ws, "gala_results.docx"))
