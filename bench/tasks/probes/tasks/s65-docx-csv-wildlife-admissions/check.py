import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "trustee_report_q3.docx"
ROWS = ["hedgehog", "garden_bird", "waterbird", "bird_of_prey", "mammal", "reptile_amphibian"]


def is_count(n):
    return lambda text: re.fullmatch(rf"\s*{n:d}\s*", text) is not None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    counts = dict.fromkeys(ROWS, 0)
    with open(os.path.join(pws, "intake", "admissions_2025.csv"), newline="") as f:
        for r in csv.DictReader(f):
            if "2025-07-01" <= r["date_admitted"] <= "2025-09-30":
                counts[r["group"]] += 1
    expect = {(0, i + 1, 3): is_count(counts[g]) for i, g in enumerate(ROWS)}
    expect[(0, len(ROWS) + 1, 3)] = is_count(sum(counts.values()))
    ek.require_cells_changed(os.path.join(pws, DOC), os.path.join(ws, DOC), expect)
    return "Q3 column: {}, total {}".format(", ".join(str(counts[g]) for g in ROWS), sum(counts.values()))


ek.run_check(check)
