"""Reference solution: 2025 Glenroam terms, windscreen replacement excess, Highlander, Super Cover."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# validate.py passes only WS and EVENTS; the KB docs are rebuilt by the task's setup.py then
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]


def md_tables(text):
    """Markdown tables as lists of rows of stripped cells (separator rows dropped)."""
    out, cur = [], []
    for line in text.splitlines() + [""]:
        s = line.strip()
        if s.startswith("|"):
            cells = [c.strip() for c in s.strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                cur.append(cells)
        elif cur:
            out.append(cur)
            cur = []
    return out


booking = ek.read(os.path.join(ws, "booking_confirmation.txt"))
vehicle = re.search(r"Vehicle:\s*(\w+)", booking).group(1)
cover = re.search(r"Cover:\s*([A-Za-z ]+?)\s*\(", booking).group(1)
year = re.search(r"Pick up:.*?(\d{4})", booking).group(1)

terms = next(ek.read(os.path.join(kb, n)) for n in sorted(os.listdir(kb))
             if re.search(r"hire terms " + year, ek.read(os.path.join(kb, n)).splitlines()[0], re.IGNORECASE))
excess = None
for t in md_tables(terms):
    if not t[0][0].lower().startswith("excess"):
        continue
    col = next(i for i, h in enumerate(t[0]) if h.lower() == cover.lower())
    for row in t[1:]:
        what, _, models = row[0].partition(" - ")
        if what.lower() == "windscreen replacement" and (vehicle in models or "all models" in models):
            excess = ek.parse_number(row[col].replace("\u00a3", ""))
assert excess is not None
ek.emit(ev, answer=f"You pay \u00a3{excess:g} - that's the windscreen replacement excess for a {vehicle} on "
                   f"{cover} under the {year} Glenroam hire terms; Glenroam covers the rest.")
