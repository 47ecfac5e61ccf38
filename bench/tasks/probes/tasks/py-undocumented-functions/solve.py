import ast
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
found = []
root = os.path.join(ws, "ledgerlite")
for rel in list_files(root):
    if not rel.endswith(".py"):
        continue
    tree = ast.parse(read(os.path.join(root, rel)))
    for node in tree.body:  # module level only
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
            if ast.get_docstring(node) is None:
                found.append("%s (ledgerlite/%s)" % (node.name, rel))
emit(ev, answer="%d public functions have no docstring:\n" % len(found) + "\n".join("- " + f for f in found))
