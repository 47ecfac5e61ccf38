import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# 2025 prices; baldric free to new dancers; second-hand jacket 30.
# Priya 2x22+85+19 = 148; Tom 22+30 = 52; Ffion 2x22+19 = 63; Marcus 22+85+19 = 126.
# Traps: baldric charged (+26 each), 2023 prices, second-hand charged as new (Tom 107).
EXPECTED = {"priya sandhu": 148, "tom ellery": 52, "ffion bevan": 63, "marcus oduya": 126}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    p = os.path.join(ws, "side", "kit_owed.csv")
    ek.require(os.path.isfile(p), "side/kit_owed.csv not found")
    text = ek.read(p).lstrip("\ufeff")
    got = {}
    for row in csv.reader(io.StringIO(text)):
        cells = [c.strip() for c in row if c.strip()]
        if not cells:
            continue
        name = " ".join(cells[0].split()).lower()
        if name in ("name", "dancer") or name.startswith("total"):
            continue
        ek.require(len(cells) >= 2, f"row {row!r} has no amount")
        amt = ek.parse_number(cells[-1].replace("\u00a3", ""))
        ek.require(amt is not None, f"row {row!r}: amount not a number")
        ek.require(name in EXPECTED, f"unexpected row {row!r}")
        ek.require(name not in got, f"{cells[0]} listed twice")
        got[name] = amt
    for n, v in EXPECTED.items():
        ek.require(n in got, f"{n.title()} missing from kit_owed.csv")
        ek.require(abs(got[n] - v) < 0.005, f"{n.title()}: {got[n]:g}, expected {v}")
    return "Priya 148, Tom 52, Ffion 63, Marcus 126"


ek.run_check(check)
