import ast, csv, os, sys
from collections import OrderedDict
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def expected(ws):
    days = OrderedDict()
    with open(os.path.join(ws, "weather", "data", "readings_2025-04.csv"), newline="") as f:
        for row in csv.DictReader(f):
            d = days.setdefault(row["timestamp"][:10], [0, None])
            d[0] += int(row["tips"])
            t = float(row["temp_f"])
            d[1] = t if d[1] is None else max(d[1], t)
    return {k: (v[0] * 0.254, round((v[1] - 32) * 5 / 9, 1)) for k, v in days.items()}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    W = os.path.join(ws, "weather")
    # the live conversion module must now use 0.254
    src = ek.read(os.path.join(W, "station", "convert.py"))
    tree = ast.parse(src)
    val = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "MM_PER_TIP" for t in node.targets):
            val = ast.literal_eval(node.value)
    ek.require(val is not None and abs(val - 0.254) < 1e-9, "station/convert.py MM_PER_TIP is %r, expected 0.254" % (val,))
    for rel in ("weather/data/readings_2025-04.csv", "weather/legacy/maplin_convert.py", "weather/make_report.py", "weather/README.md"):
        ek.require(ek.same_file(os.path.join(pws, rel), os.path.join(ws, rel)), "%s should not have been changed" % rel)
    # the module must still work
    ns = {}
    exec(compile(src, "convert.py", "exec"), ns)
    ek.require(abs(ns["tips_to_mm"](10) - 2.54) < 1e-6, "tips_to_mm(10) no longer gives 2.54")
    ek.require(ns["f_to_c"](212) == 100.0, "f_to_c was broken")
    # report regenerated
    out = os.path.join(W, "daily_rain.csv")
    ek.require(os.path.isfile(out), "weather/daily_rain.csv is missing")
    exp = expected(ws)
    with open(out, newline="", encoding="utf-8-sig") as f:
        rows = [{(k or "").strip().lower(): (v or "").strip() for k, v in r.items()} for r in csv.DictReader(f)]
    ek.require(rows and {"date", "rain_mm", "max_temp_c"} <= set(rows[0]), "daily_rain.csv lost its date/rain_mm/max_temp_c columns")
    got = {r["date"]: r for r in rows if r.get("date")}
    ek.require(set(got) == set(exp), "daily_rain.csv dates differ: %s" % sorted(set(got) ^ set(exp)))
    for day, (mm, tc) in exp.items():
        g = ek.parse_number(got[day]["rain_mm"])
        ek.require(g is not None and abs(g - mm) <= 0.006, "rain on %s is %s, expected %.2f" % (day, got[day]["rain_mm"], mm))
        c = ek.parse_number(got[day]["max_temp_c"])
        ek.require(c is not None and abs(c - tc) <= 0.051, "max temp on %s is %s, expected %.1f" % (day, got[day]["max_temp_c"], tc))
    return "constant fixed and report regenerated"


ek.run_check(check)
