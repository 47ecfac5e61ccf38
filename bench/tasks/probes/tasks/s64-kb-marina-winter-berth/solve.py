import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import json, math, re

ws, ev = ek.solve_args()
_, kb = ek.pristine(__file__)  # regenerate the KB documents the agent would search
obj = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "task.json")))["objective"]
loa = float(re.search(r"(\d+(?:\.\d+)?)\s*m long", obj).group(1))
tariff = ek.read(os.path.join(kb, "tern_point_tariff_2025-26.md"))
winter = tariff.split("## Winter berth package", 1)[1]
rate = float(re.search(r"\u00a3(\d+(?:\.\d+)?) per metre", winter).group(1))
terms = ek.read(os.path.join(kb, "berth_holder_terms.md"))
assert "rounded up to\nthe next half metre" in terms or "rounded up to the next half metre" in " ".join(terms.split())
minimum = float(re.search(r"minimum\s+charging length is (\d+(?:\.\d+)?) m", terms).group(1))
charged = max(minimum, math.ceil(loa * 2 - 1e-9) / 2)
total = charged * rate
ek.emit(ev, answer="Curlew (LOA %.1f m) is charged as %.1f m (rounded up to the next half metre); "
        "winter package 2025-26 is \u00a3%g per metre, so %.1f x \u00a3%g = \u00a3%.2f in total." % (loa, charged, rate, charged, rate, total))
