import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# validate.py passes only WS and EVENTS; the knowledge base is rebuilt from setup.py
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

docs = {os.path.basename(p): ek.read(p) for p in sorted(glob.glob(os.path.join(kb, "*")))}
# site notes for the flight; the current ones say so (and replace the older notes)
notes = [t for t in docs.values() if t.startswith("# Site notes") and "Bramwell" in t.split("\n", 1)[0]]
current = next(t for t in notes if "Current version" in t)
summer = re.search(r"## Summer season.*?(?=\n## |\Z)", current, re.DOTALL).group(0)
start = re.search(r"[Ff]irst shift starts at (\d\d:\d\d)", summer)
minimum = re.search(r"[Mm]inimum of (\d+) volunteers", summer)
handbook = next(t for t in docs.values() if "handbook" in t.split("\n", 1)[0].lower())
start = start.group(1) if start else re.search(r"shifts run from (\d\d:\d\d)", handbook).group(1)
minimum = minimum.group(1) if minimum else re.search(r"at least (\d+) volunteers", handbook).group(1)

ek.emit(ev, answer=f"First shift starts at {start}, with a minimum of {minimum} volunteers on shift.")
