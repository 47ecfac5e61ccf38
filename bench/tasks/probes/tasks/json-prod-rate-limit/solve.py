import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "config", "services.json")
cfg = json.loads(read(p))
rl = cfg["environments"]["production"]["services"]["payments-api"]["rate_limit"]
rl["requests_per_minute"] = 1800
rl["retry_after_s"] = 30
write(p, json.dumps(cfg, indent=2))
emit(ev, answer="Raised production payments-api requests_per_minute from 1200 to 1800 and added retry_after_s: 30.",
     artifacts=["config/services.json"])
