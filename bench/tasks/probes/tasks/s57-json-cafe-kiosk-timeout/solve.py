import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "kiosks", "config.json")
cfg = json.loads(ek.read(p))
for k in cfg["kiosks"]:
    if k["name"] == "Café counter":
        k["idle_timeout_s"] = 300
        k["screensaver"]["enabled"] = False
ek.write(p, json.dumps(cfg, indent=2, ensure_ascii=False))
ek.emit(ev, answer="Café counter kiosk (K1): screensaver disabled and idle_timeout_s set to 300 in kiosks/config.json.", artifacts=["kiosks/config.json"])
