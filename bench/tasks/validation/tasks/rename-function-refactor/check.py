import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import ast


def check(ws, ev):
    names = set()
    for rel in list_files(ws):
        if rel.endswith(".py") and "__pycache__" not in rel:
            tree = ast.parse(read(os.path.join(ws, rel)))
            for node in ast.walk(tree):
                if isinstance(node, ast.Name):
                    names.add((rel, node.id))
                elif isinstance(node, ast.Attribute):
                    names.add((rel, node.attr))
                elif isinstance(node, ast.alias):
                    names.add((rel, node.name))
                elif isinstance(node, ast.FunctionDef):
                    names.add((rel, "def " + node.name))
    old = sorted(r for r, n in names if n in ("net_price", "def net_price"))
    require(not old, "net_price still used in %s" % ", ".join(old))
    require(("shop/vat.py", "def price_after_tax") in names, "shop/vat.py does not define price_after_tax")
    p = subprocess.run([sys.executable, "-m", "unittest", "discover", "-s", "tests"], cwd=ws,
                       capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONPATH=ws))
    require(p.returncode == 0, "tests fail: %s" % p.stderr.strip().splitlines()[-1:])
    require("Ran 4 tests" in p.stderr, "the four original tests did not all run")
    require_others_unchanged(__file__, ws, changed=("shop/vat.py", "shop/cart.py", "shop/invoice.py", "tests/test_vat.py"))
    return "renamed, tests pass"

run_check(check)
