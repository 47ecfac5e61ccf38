import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# As of 12 Mar 2025: certificate older than 3 years -> Morgan (02-Mar-2022), Varma (Oct 2021),
# Papadopoulos (Jan 2022).  Update Service without a status check in the last 12 months -> Nowak
# (28-Feb-2024), Dunn (none).  Not: Achebe (front of house, exempt), Whitby (left), Bell (22-Mar-2022,
# not yet 3 years), Kearney/Fairbairn (checks within 12 months), Raman, Oyelaran.
DUE = {"Gethin Morgan": "Morgan", "Tomasz Nowak": "Nowak", "Sunita Varma": "Varma",
       "Fiona Dunn": "Dunn", "Leo Papadopoulos": "Papadopoulos"}
# Priya Raman is fine too but is also the Safeguarding Lead, so an answer may name her as the one to act.
OK = {"Alice Fairbairn": "Fairbairn", "Helen Achebe": "Achebe",
      "Marcus Bell": "Bell", "Rob Kearney": "Kearney", "Dan Whitby": "Whitby", "Grace Oyelaran": "Oyelaran"}
NEG = re.compile(r"\b(ok|okay|fine|not overdue|not due|no action|nothing|exempt|valid|in date|up to date|current|"
                 r"doesn't|does not|don't|do not|isn't|is not|left|excluded|not included|within|still good|"
                 r"not need|no need|no longer)\b")


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    missing = [n for n, s in DUE.items() if not ek.has_word(ans, s)]
    ek.require(not missing, "answer misses: %s" % ", ".join(missing))
    for n, s in OK.items():
        lines = [l for l in ans.splitlines() if ek.has_word(l, s)]
        for l in lines:
            ek.require(NEG.search(ek.norm(l)) is not None, "%s does not need a new DBS but is listed (%r)" % (n, l.strip()[:80]))
    return "Morgan, Nowak, Varma, Dunn, Papadopoulos"


ek.run_check(check)
