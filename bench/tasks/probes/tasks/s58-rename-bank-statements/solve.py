import os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
S = os.path.join(ws, "paperwork", "statements")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
for n in sorted(os.listdir(S)):
    m = re.fullmatch(r"Statement_(CurrentAcct|Saver)_([A-Za-z]{3})(\d{4})\.pdf", n)
    if not m:
        continue
    acct = "current" if m.group(1) == "CurrentAcct" else "saver"
    yr = m.group(3)
    mm = MONTHS.index(m.group(2)) + 1
    os.makedirs(os.path.join(S, yr), exist_ok=True)
    shutil.move(os.path.join(S, n), os.path.join(S, yr, "%s-%s-%02d.pdf" % (acct, yr, mm)))
ek.emit(ev, answer="Moved 10 statements into paperwork/statements/2023 and 2024 with the new names.")
