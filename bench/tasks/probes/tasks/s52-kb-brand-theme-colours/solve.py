import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "website", "theme.json")
t = json.load(open(p))
t["colors"].update({"primary": "#1B4F72", "accent": "#E9A23B", "text": "#2E2E2E", "background": "#FAF9F6",
                    "link": "#1B4F72"})
t["fonts"].update({"body": "Source Sans 3", "base_size": "17px"})
write(p, json.dumps(t, indent=2))
emit(ev, answer="Updated website/theme.json: primary and link #1B4F72, accent #E9A23B, text #2E2E2E, background "
                "#FAF9F6, body font Source Sans 3, base size 17px. Secondary and the heading font already matched.",
     artifacts=["website/theme.json"])
