import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "reports/no2_report_2025_draft.docx"


def expected(pws):
    vals = []
    with open(os.path.join(pws, "data", "no2_daily_2025-05.csv"), newline="") as f:
        for r in csv.DictReader(f):
            if r["site"] == "HS1" and r["flag"] == "ok" and r["date"].startswith("2025-05"):
                vals.append(float(r["no2_ugm3"]))
    return sum(vals) / len(vals), len(vals)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    mean, days = expected(pws)

    def mean_ok(t):
        n = ek.numbers_in(t, words=False)
        return len(n) == 1 and abs(n[0] - mean) <= 0.051

    def days_ok(t):
        n = ek.numbers_in(t, words=False)
        return len(n) == 1 and n[0] == days

    ek.require_cells_changed(os.path.join(pws, DOC), os.path.join(ws, DOC),
                             {(1, 5, 1): mean_ok, (1, 5, 2): days_ok})
    return "HS1 May = %.1f over %d valid days" % (mean, days)


ek.run_check(check)
