import ast
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
hits = []
root = os.path.join(ws, "shopkit")
for p in list_files(root):
    if not p.endswith(".py"):
        continue
    tree = ast.parse(read(os.path.join(root, p)))
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        if any(n == "requests" or n.startswith("requests.") for n in names):
            hits.append("shopkit/" + p)
            break
emit(ev, answer="%d modules import requests:\n" % len(hits) + "\n".join("- " + h for h in sorted(hits)))
