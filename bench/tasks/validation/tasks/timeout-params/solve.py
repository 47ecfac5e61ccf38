import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import ast

ws, ev = solve_args()
out = []
for rel in list_files(os.path.join(ws, "lib")):
    if rel.endswith(".py"):
        for n in ast.walk(ast.parse(read(os.path.join(ws, "lib", rel)))):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
                a = n.args
                if "timeout" in [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]:
                    out.append(n.name)
emit(ev, answer="Functions with a timeout parameter: " + ", ".join(out))
