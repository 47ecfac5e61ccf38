import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Present by number: nickname cards (Mags Hollis, David O, Sam A, Fatima Z, Hannah F), vCard 4.0 tel: URI,
# Apple "item1.TEL" lines (a ^TEL grep misses Tomasz), lower-case "tel", a second TEL line, "+44 (0)7700",
# "0044" in the CSV, CRLF lines. Missing: Priya (card with an old number), Eleanor (no card), Ruth (card with
# 900190), Aisha (card without a phone), Jonah (his number only inside another card's NOTE).
EXPECTED = [("Priya Raman", "07700900103"), ("Eleanor Price", "07700900105"), ("Ruth Kowalczyk", "07700900109"),
            ("Aisha Noor", "07700900111"), ("Jonah Reeve", "07700900114")]


def digits(p):
    d = re.sub(r"\D", "", p.replace("(0)", ""))
    for pre in ("0044", "44"):
        if d.startswith(pre):
            d = "0" + d[len(pre):]
    return d


def check(ws, ev):
    path = os.path.join(ws, "not_in_contacts.csv")
    require(os.path.isfile(path), "not_in_contacts.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["name", "phone"], "header is not name,phone")
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        got.append((" ".join(r[0].split()).lower(), digits(r[1])))
    want = [(n.lower(), p) for n, p in EXPECTED]
    require(sorted(n for n, _ in got) == sorted(n for n, _ in want),
            "members are %s, expected %s" % ([n for n, _ in got], [n for n, _ in want]))
    require(sorted(got) == sorted(want), "phone numbers wrong: %s" % got)
    require(got == want, "rows are not in choir_members.csv order")
    pws, _ = pristine(__file__)
    for p in ("choir_members.csv", "contacts.vcf"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    return "5 members without a saved number"

run_check(check)
