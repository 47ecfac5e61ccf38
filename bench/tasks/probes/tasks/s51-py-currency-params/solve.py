import ast
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
out = []
for path in sorted(glob.glob(os.path.join(ws, "billing", "*.py"))):
    mod = os.path.basename(path)[:-3]
    for node in ast.walk(ast.parse(read(path))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args.args
            defaults = [None] * (len(args) - len(node.args.defaults)) + node.args.defaults
            for a, d in zip(args, defaults):
                if a.arg == "currency":
                    out.append("- billing.%s.%s: %s" % (mod, node.name, "required" if d is None else ast.unparse(d)))
emit(ev, answer="Functions with a `currency` parameter:\n" + "\n".join(out))
