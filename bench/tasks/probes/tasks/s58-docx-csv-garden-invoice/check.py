import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

TASKS = ["mowing", "hedge trim", "planting", "clearance"]


def expected(pws):
    hours = {t: 0.0 for t in TASKS}
    with open(os.path.join(pws, "timesheet.csv"), newline="") as f:
        for r in csv.DictReader(f):
            if r["client"] == "Hartley" and r["date"].startswith("2025-03"):
                hours[r["task"]] += float(r["hours"])
    return [hours[t] for t in TASKS]


def num_is(v):
    def f(t):
        x = ek.parse_number(t)
        return x is not None and abs(x - v) < 0.005
    return f


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    inv = "invoices/INV-0147_Hartley.docx"
    for f in ek.list_files(pws):
        if f != inv:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    hrs = expected(pws)
    exp = {}
    for i, h in enumerate(hrs):
        exp[(1, i + 1, 1)] = num_is(h)
        exp[(1, i + 1, 3)] = num_is(h * 28)
    tot_h, tot = sum(hrs), sum(hrs) * 28
    exp[(1, 5, 1)] = lambda t: t.strip() == "" or num_is(tot_h)(t)
    exp[(1, 5, 3)] = num_is(tot)
    ek.require_cells_changed(os.path.join(pws, inv), os.path.join(ws, inv), exp)
    return "hours %s, total %.2f" % (hrs, tot)


ek.run_check(check)
