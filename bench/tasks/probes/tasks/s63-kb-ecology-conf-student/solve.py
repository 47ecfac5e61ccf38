import datetime as dt, re
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# KB documents are written by setup.py into its KBDOCS folder; solve.py is only given WS and EVENTS,
# so take KBDOCS from an optional third argument or regenerate it with the task setup.
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

reg = ek.read(os.path.join(kb, "nes_conference_2025_registration.md"))
mem = ek.read(os.path.join(kb, "nes_membership.md"))
sub = float(re.search(r"Student member: \u00a3(\d+)", mem).group(1))
early, standard = map(float, re.search(r"\| Student member \| \u00a3(\d+) \| \u00a3(\d+) \|", reg).groups())
# early bird only if paid by 31 March 2025; registering on 10 April -> standard; membership starts immediately
fee = early if dt.date(2025, 4, 10) <= dt.date(2025, 3, 31) else standard
total = sub + fee
ek.emit(ev, answer="It will cost you \u00a3%d altogether: \u00a3%d for student membership (it starts immediately, so "
        "member rates apply) plus \u00a3%d for the standard student-member conference rate, because the early-bird "
        "rate ended on 31 March." % (total, sub, fee))
