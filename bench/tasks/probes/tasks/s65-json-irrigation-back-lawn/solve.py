import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def dumps(data):
    """json.dumps(indent=2) but with lists of plain values kept on one line, as in the file."""
    text = json.dumps(data, indent=2, ensure_ascii=False)

    def inline(m):
        return "[" + ", ".join(json.dumps(v, ensure_ascii=False) for v in json.loads(m.group(0))) + "]"
    return re.sub(r"\[\s*(?:(?:\"(?:[^\"\\]|\\.)*\"|[-\w.]+)\s*,?\s*)*\]", inline, text)


ws, ev = ek.solve_args()
path = os.path.join(ws, "irrigation", "controller.json")
data = json.loads(ek.read(path))
zones = [z for z in data["zones"] if z["name"] == "back-lawn"]
ek.require(len(zones) == 1, "expected exactly one back-lawn zone")
zones[0]["duration_min"] = 25
zones[0]["days"] = [d for d in zones[0]["days"] if d != "Wed"]
ek.write(path, dumps(data))
