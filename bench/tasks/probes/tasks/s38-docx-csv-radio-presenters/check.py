import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Breakfast runs on Weekdays, Saturday and Sunday with three different presenters (Sasha Green, Rob Tennant,
# Owen Pryce): matching on the show name alone puts one name in all three rows. presenters.csv also has a Country
# Hour row that is not in the schedule (no new row). Contacts table and all other text unchanged; original intact.
WANT = ["Sasha Green", "Anita Desai-Ross", "Kemi Adeyinka", "Rob Tennant", "Dev Chauhan", "Owen Pryce",
        "Callum Reid", "Marguerite Lowe"]


def cell(want):
    return lambda t: norm(t) == norm(want)


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "winter_schedule.docx")
    out = os.path.join(ws, "winter_schedule_filled.docx")
    require(os.path.isfile(out), "winter_schedule_filled.docx not created")
    T = tables(out)
    require(len(T) == 2 and len(T[0]) == 9, "the programme table should still have 9 rows (found %s)"
            % [len(t) for t in T])
    got = [" ".join(r[3].split()) for r in T[0][1:]]
    require([norm(g) for g in got] == [norm(w) for w in WANT], "presenters are %s, expected %s" % (got, WANT))
    require_cells_changed(src, out, {(0, i + 1, 3): cell(w) for i, w in enumerate(WANT)})
    require_same_doc(src, os.path.join(ws, "winter_schedule.docx"), "original winter_schedule.docx")
    pres = os.path.join(ws, "presenters.csv")
    require(same_file(os.path.join(pws, "presenters.csv"), pres), "presenters.csv was changed")
    return "8 presenters filled by show and day"

run_check(check)
