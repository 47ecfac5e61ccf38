import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
items = [("BCD", 12), ("Regulator set", 14), ("Wetsuit 7mm", 10), ("Dive computer", 9)]
out = ["Quote - Lena Vogt (member 2231), Sat 17 - Sun 18 May 2025, 2 days", ""]
hire = 0
for name, rate in items:
    out.append("%-22s 2 days x %5.2f = %6.2f" % (name, rate, rate * 2))
    hire += rate * 2
disc = hire * 0.2
out.append("%-22s %24s" % ("Member discount 20%", "-%.2f" % disc))
out.append("%-22s 4 x 6.00       = %6.2f" % ("Air fills", 24))
out.append("Total                  GBP %.2f" % (hire - disc + 24))
ek.write(os.path.join(ws, "requests", "vogt_quote.txt"), "\n".join(out))
ek.emit(ev, answer="Wrote requests/vogt_quote.txt: hire \u00a390 less 20%% member discount = \u00a372, plus 4 air fills "
        "at \u00a36 = \u00a324, total \u00a3%.2f." % (hire - disc + 24), artifacts=["requests/vogt_quote.txt"])
