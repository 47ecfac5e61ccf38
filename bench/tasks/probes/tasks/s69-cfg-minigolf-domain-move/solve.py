import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

OLD, NEW = "minigolf-seaview.example", "seaviewgolf.example"
root = os.path.join(ws, "seaview-site")
for rel in ek.list_files(root):
    if rel == "CHANGELOG.md" or rel.startswith("logs/"):
        continue
    p = os.path.join(root, rel)
    with open(p, encoding="utf-8", newline="") as f:
        text = f.read()
    if OLD in text:
        with open(p, "w", encoding="utf-8", newline="") as f:
            f.write(text.replace(OLD, NEW))
