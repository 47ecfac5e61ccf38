import os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import yaml

ws, ev = ek.solve_args()
R = os.path.join(ws, "recipes")
FOLDERS = {"starter": "starters", "main": "mains", "dessert": "desserts"}

moved = []
for name in sorted(os.listdir(R)):
    src = os.path.join(R, name)
    if not (os.path.isfile(src) and name.endswith(".md")):
        continue
    m = re.match(r"---\n(.*?)\n---\n", ek.read(src), re.S)
    if not m:
        continue  # not a recipe
    fm = {str(k).lower(): v for k, v in (yaml.safe_load(m.group(1)) or {}).items()}
    draft = fm.get("draft")
    if draft is True or str(draft).strip().lower() in ("true", "yes", "y", "1"):
        continue
    course = str(fm.get("course") or "").strip().lower()
    kind = [k for k in FOLDERS if re.match(k, course)]
    if len(kind) != 1:
        continue
    dst_dir = os.path.join(R, FOLDERS[kind[0]])
    os.makedirs(dst_dir, exist_ok=True)
    shutil.move(src, os.path.join(dst_dir, name))
    moved.append("%s -> %s/" % (name, FOLDERS[kind[0]]))

ek.emit(ev, answer="Moved %d recipes:\n%s\nDrafts and non-recipe notes were left in place." % (len(moved), "\n".join(moved)))
