import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
tt = os.path.join(ws, "timetables")


def slots(name):
    table = ek.tables(os.path.join(tt, name))[0]
    hdr = [h.strip() for h in table[0]]
    ic, iday, itime = hdr.index("Class"), hdr.index("Day"), hdr.index("Time")
    return {r[ic].strip(): (r[iday].strip(), r[itime].strip().replace("\u2013", "-")) for r in table[1:]}


autumn, spring = slots("timetable_autumn_2025.docx"), slots("timetable_spring_2026.docx")
moves = [(c, autumn[c], spring[c]) for c in autumn if c in spring and autumn[c] != spring[c]]

lines = ["Classes running in both terms that are on a different day or time in spring 2026:"]
for c, (od, ot), (nd, nt) in moves:
    lines.append(f"- {c}: now {nd} {nt} (autumn: {od} {ot})")
lines.append("Every other class keeps its day and time (some have a studio or teacher change only).")
ek.emit(ev, answer="\n".join(lines))
