import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

STEPS = [
    ["Pick a single colony into 5 mL LB with the selection antibiotic."],
    ["Grow overnight (12\u201316 h) at 37 \u00b0C, shaking at 200 rpm."],
    ["Pellet 1.5 mL of culture at 8,000 \u00d7 g for 2 min and discard the supernatant."],
    ["Wash the pellet in 1 mL PBS, spin again as in step 3 and discard the PBS."],
    ["Resuspend the pellet completely in 250 \u00b5L Buffer P1. No clumps should remain."],
    ["Add 250 \u00b5L Buffer P2 and invert 4\u20136 times until the lysate is clear. ", ("Do not vortex.", "b"),
     " Do not let the lysis run for longer than 5 min."],
    ["Add 350 \u00b5L Buffer N3 and invert immediately, 4\u20136 times, as in step 6."],
    ["Centrifuge for 10 min at 13,000 rpm and apply the supernatant to a spin column."],
    ["Spin 1 min and discard the flow-through. Add 0.75 mL Buffer PE, spin 1 min, then spin once more to dry the "
     "membrane before going on to step 10."],
    ["Put the column in a clean 1.5 mL tube, add 50 \u00b5L Buffer EB, stand for 1 min and spin 1 min. ",
     ("For low-copy plasmids, start again from step 3 with 5 mL of culture.", "i")],
]

NOTES = [
    [("Step 6", "b"), " is time-critical: never leave the lysis for more than 5 minutes."],
    ["Buffer P1 must be kept at 4 \u00b0C once RNase A has been added (see step 5)."],
    ["Steps 8\u201310 can be done on the vacuum manifold instead of the centrifuge."],
    ["Wear gloves and eye protection from step 6 onwards: Buffer P2 contains sodium hydroxide."],
]

TROUBLE = [
    ["Problem", "Likely cause"],
    ["Low yield", "Culture too old or overgrown (step 2); cells not fully resuspended (step 5)"],
    ["Genomic DNA in the prep", "Lysate vortexed, or lysis left too long (step 6)"],
    ["No DNA at all", "Ethanol not added to Buffer PE before use (step 9)"],
]

HISTORY = [
    ["Version", "Date", "Change"],
    ["1.1", "2022-09-14", "First version for the teaching lab"],
    ["1.2", "2024-03-11", "Added step 4 (PBS wash) for the new host strain \u2013 K. Osei"],
    ["1.3", "2025-01-20", "Spin speed in step 8 changed to 13,000 rpm"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 1, 20, 11, 0, 0)
    cp.author = cp.last_modified_by = "Kwame Osei"
    add_heading(d, "Plasmid miniprep (alkaline lysis) \u2013 bench protocol", 0)
    add_par(d, "Version 1.3 \u00b7 Molecular Biology Teaching Lab \u00b7 Owner: Dr K. Osei")
    add_heading(d, "Materials", 1)
    for m in ["LB medium with the selection antibiotic", "Buffers P1 (with RNase A), P2, N3, PE and EB",
              "Spin columns and 1.5 mL tubes", "Microcentrifuge (13,000 rpm)"]:
        add_par(d, m, style="List Bullet")
    add_heading(d, "Procedure", 1)
    for k, runs in enumerate(STEPS, start=1):
        add_par(d, [("%d." % k, "b"), " "] + runs)
    add_heading(d, "Notes", 1)
    for runs in NOTES:
        add_par(d, runs, style="List Bullet")
    add_heading(d, "Troubleshooting", 1)
    add_table(d, TROUBLE)
    add_heading(d, "Revision history", 1)
    add_table(d, HISTORY)
    add_par(d, [("Printed copies are uncontrolled.", "i"), " Check the lab SharePoint for the current version."])
    save_docx(d, os.path.join(ws, "miniprep_protocol.docx"))
