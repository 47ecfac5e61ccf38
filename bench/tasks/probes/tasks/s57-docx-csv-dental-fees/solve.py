import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
tabs = ek.tables(os.path.join(ws, "fee_guide.docx"))
new = tabs[1]  # the table under "Fees from 1 April 2025"
with open(os.path.join(ws, "fees_2025.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["treatment", "fee"])
    for t, fee, _ in new[1:]:
        w.writerow([t, "%.2f" % ek.parse_number(fee.replace("\u00a3", ""))])
ek.emit(ev, answer="Saved fees_2025.csv with the 12 fees from 1 April 2025.", artifacts=["fees_2025.csv"])
