import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
lines = []
d = os.path.join(ws, "docs")
for rel in list_files(d):
    if rel.endswith(".md"):
        for t in re.findall(r"\]\(([^)#]+)", read(os.path.join(d, rel))):
            if "://" not in t and not os.path.exists(os.path.join(d, os.path.dirname(rel), t)):
                lines.append("- docs/%s links to missing %s" % (rel, t))
emit(ev, answer="Broken links:\n" + "\n".join(lines))
