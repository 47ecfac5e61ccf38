import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# October, withdrawn lines dropped, codes normalised:
# OAT25 4+3+1=8 /6 -> 2; LEN02 10/10 -> 1; RICE5 5/4 -> 2; PB340 2/12 -> 1; TOM400 30/24 -> 2;
# OLV1L 6/6 -> 1; SOY250 discontinued -> none; MAP250 withdrawn -> none; CHK500 not asked for.
EXPECTED = {"OAT25": 2, "LEN02": 1, "RICE5": 2, "PB340": 1, "TOM400": 2, "OLV1L": 1}
CODES = {"OAT25", "LEN02", "RICE5", "PB340", "TOM400", "CHK500", "OLV1L", "SOY250", "MAP250"}
COST = 185.20  # 27.60 + 21.50 + 34.40 + 26.40 + 33.60 + 41.70
OUT = "orders/2024-10_order.csv"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, OUT)
    ek.require(os.path.isfile(p), "%s was not created" % OUT)
    got = {}
    text = ek.read(p).lstrip("\ufeff")
    first = next((l for l in text.splitlines() if l.strip()), "")
    delim = max(",;\t|", key=first.count)
    for row in csv.reader(io.StringIO(text), delimiter=delim):
        line = delim.join(row)
        if not line.strip():
            continue
        cells = [c.strip() for c in row]
        codes = [c.upper() for c in cells if c.upper() in CODES]
        if not codes:
            if got and "total" in line.lower():
                continue  # a total line is fine
            ek.require(not got and not any(re.fullmatch(r"\d+", c) for c in cells), "unexpected line %r" % line)
            continue  # header
        ek.require(len(codes) == 1, "line %r has more than one product code" % line)
        code = codes[0]
        ints = [c for c in cells if re.fullmatch(r"\d+", c)]
        ek.require(len(ints) >= 1, "line %r has no whole number of cases" % line)
        ek.require(code not in got, "%s listed twice" % code)
        # the case count is the first whole number after the code
        after = cells[[c.upper() for c in cells].index(code) + 1:]
        n = next((int(c) for c in after if re.fullmatch(r"\d+", c)), int(ints[0]))
        got[code] = n
    got = {k: v for k, v in got.items() if v != 0}
    ek.require(got == EXPECTED, "order is %s, expected %s" % (sorted(got.items()), sorted(EXPECTED.items())))
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, COST, tol=0.005), "answer does not give the order cost of \u00a3185.20")
    return "October order and \u00a3185.20"


ek.run_check(check)
