import ast
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
pkg = os.path.join(ws, "pricewatch")
found = []
for dp, dn, fn in os.walk(pkg):
    for n in sorted(fn):
        if not n.endswith(".py"):
            continue
        path = os.path.join(dp, n)
        tree = ast.parse(read(path))
        names, modules, consts = set(), set(), {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("retry"):
                names |= {a.asname or a.name for a in node.names if a.name == "retry"}
            elif isinstance(node, ast.Import):
                modules |= {a.asname or a.name for a in node.names if a.name == "pricewatch.retry"}
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        consts[t.id] = node.value.value
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for d in node.decorator_list:
                if not isinstance(d, ast.Call):
                    continue
                f = d.func
                ours = (isinstance(f, ast.Name) and f.id in names) or (
                    isinstance(f, ast.Attribute) and f.attr == "retry" and isinstance(f.value, ast.Name) and f.value.id in modules)
                if not ours:
                    continue
                val = ast.Constant(3)
                if d.args:
                    val = d.args[0]
                for k in d.keywords:
                    if k.arg == "attempts":
                        val = k.value
                n_att = consts[val.id] if isinstance(val, ast.Name) else val.value
                if n_att > 3:
                    found.append((node.name, n_att))
emit(ev, answer="Functions retried more than 3 times:\n" + "\n".join("- %s: %d attempts" % f for f in sorted(found)))
