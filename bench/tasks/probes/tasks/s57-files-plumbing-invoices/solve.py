import os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

MONTHS = {m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
ws, ev = ek.solve_args()
inbox = os.path.join(ws, "scans", "inbox")
moved = []
for n in sorted(os.listdir(inbox)):
    low = n.lower()
    if not (low.startswith("inv") or "-invoice-" in low):
        continue
    m = re.search(r"(\d{4})[-_](\d{2})[-_](\d{2})", n)
    if m:
        y, mo = m.group(1), int(m.group(2))
    else:
        m = re.search(r"(\d{2})\.(\d{2})\.(\d{4})", n)
        if m:
            y, mo = m.group(3), int(m.group(2))
        else:
            m = re.search(r"(\d{1,2})-([A-Za-z]{3})-(\d{4})", n)
            y, mo = m.group(3), MONTHS[m.group(2).lower()]
    dest = os.path.join(ws, "scans", "%s-%02d" % (y, mo))
    os.makedirs(dest, exist_ok=True)
    shutil.move(os.path.join(inbox, n), os.path.join(dest, n))
    moved.append("%s -> scans/%s-%02d/" % (n, y, mo))
ek.emit(ev, answer="Moved:\n" + "\n".join(moved) + "\nLeft the quote, delivery note and scan_notes.txt in the inbox.")
