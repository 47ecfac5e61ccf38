import re
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# KB documents are written by setup.py into its KBDOCS folder; solve.py is only given WS and EVENTS,
# so take KBDOCS from an optional third argument or regenerate it with the task setup.
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

doc = ek.read(os.path.join(kb, "ashgrove_resident_permits_2025.md"))
co2 = 128
price = None
for band, lo, hi, p in re.findall(r"\| ([A-E]) \| (\d+) - (\d+) \| \u00a3(\d+) \|", doc):
    if int(lo) <= co2 <= int(hi):
        price = (band, int(p))
surcharge = int(re.search(r"plus a (\d+)% surcharge", doc).group(1))
total = price[1] * (100 + surcharge) / 100
ek.emit(ev, answer="Her permit will cost \u00a3%g for 12 months: the Corsa (%d g/km) is band %s at \u00a3%d, and as the "
        "second permit at your address it carries the %d%% additional-permit surcharge." % (total, co2, price[0], price[1], surcharge))
