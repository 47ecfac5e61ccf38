import datetime as dt, re
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# KB documents are written by setup.py into its KBDOCS folder; solve.py is only given WS and EVENTS,
# so take KBDOCS from an optional third argument or regenerate it with the task setup.
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

doc = ek.read(os.path.join(kb, "when_can_i_donate_2025.md"))   # current guidance (2021 leaflet is withdrawn)
weeks = int(re.search(r"Women: at least \**(\d+) weeks", doc).group(1))
months = int(re.search(r"\|\s*Tattoo[^|]*\|\s*(\d+) months", doc).group(1))
last_donation, tattoo = dt.date(2025, 3, 3), dt.date(2025, 5, 20)
d1 = last_donation + dt.timedelta(weeks=weeks)
m = tattoo.month - 1 + months
d2 = tattoo.replace(year=tattoo.year + m // 12, month=m % 12 + 1)
earliest = max(d1, d2)
fmt = lambda d: "%d %s %d" % (d.day, d.strftime("%B"), d.year)
ek.emit(ev, answer="The earliest you can give blood again is %s. The %d-week gap for women after your 3 March donation "
        "ends on %s, but the tattoo needs a %d-month wait from 20 May, which runs to %s; both must have passed."
        % (fmt(earliest), weeks, fmt(d1), months, fmt(d2)))
