import ast
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
found = []
for p in list_files(ws):
    if not (p.startswith("helpdesk/") and p.endswith(".py")):
        continue
    tree = ast.parse(read(os.path.join(ws, p)))
    mod = p[:-3].replace("/", ".")
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for sub in ast.walk(node):
                if isinstance(sub, ast.Call):
                    f = sub.func
                    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                    if name == "close_ticket":
                        found.append("%s.%s" % (mod, node.name))
                        break
emit(ev, answer="Functions in helpdesk/ that call close_ticket():\n" + "\n".join("- " + f for f in sorted(set(found))) +
     "\nspam_sweep only calls close_ticket_silently, and the call in archive_old is commented out.")
