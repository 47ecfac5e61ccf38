import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 9 forms + a blank template. Medication needed and consent given: Oscar Bell (EpiPen, text with an en dash), Ruby
# Khan (consent "YES"; "Cetirizine 10 mg, one tablet each morning" has a comma: CSV quoting), Jacob Owusu (consent
# "yes") and Leo Sandhu, whose form is an older layout (Class row first, "Child's name", "Medicines (name, dose,
# when)", "Can your child attend? (Yes/No)" = "Yes "). Not: Isla Murray (inhaler but consent "No - family
# holiday"), Mia Clarke (ibuprofen, consent blank, unsigned), medication "None"/"n/a"/"-". Sorted by surname:
# Bell, Khan, Owusu, Sandhu (first-name order differs). Forms unchanged.
WANT = [("oscar bell", "6a", ["adrenaline", "epipen"]), ("ruby khan", "6b", ["cetirizine"]),
        ("jacob owusu", "6b", ["melatonin"]), ("leo sandhu", "6c", ["salbutamol"])]


def check(ws, ev):
    pws, _ = pristine(__file__)
    for f in list_files(os.path.join(pws, "consent_forms")):
        require(same_file(os.path.join(pws, "consent_forms", f), os.path.join(ws, "consent_forms", f)),
                "consent_forms/%s was changed or removed" % f)
    path = os.path.join(ws, "trip_medication.csv")
    require(os.path.isfile(path), "trip_medication.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows, "trip_medication.csv is empty")
    head = [c.strip().lower() for c in rows[0]]
    require(sorted(head) == ["class", "medication", "pupil"], "header is %s, expected pupil, class, medication" % rows[0])
    require(all(len(r) == 3 for r in rows), "rows do not all have 3 fields (unquoted commas?): %s" % rows)
    ix = [head.index(c) for c in ("pupil", "class", "medication")]
    got = [(norm(r[ix[0]]), norm(r[ix[1]]), norm(r[ix[2]])) for r in rows[1:]]
    names = [g[0] for g in got]
    require(sorted(names) == sorted(w[0] for w in WANT), "pupils are %s, expected %s" % (names, [w[0] for w in WANT]))
    require(names == [w[0] for w in WANT], "rows are not sorted by surname: %s" % names)
    for (n, c, m), (_, wc, keys) in zip(got, WANT):
        require(c == wc, "%s: class %r, expected %s" % (n, c, wc.upper()))
        require(any(k in m for k in keys), "%s: medication %r does not match the form" % (n, m))
    return "4 pupils with medication, sorted by surname"

run_check(check)
