import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import ast


def check(ws, ev):
    p = os.path.join(ws, "client.py")
    require(os.path.isfile(p), "client.py missing")
    src = read(p)
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        raise Fail("client.py no longer parses: %s" % e)
    require("/v1/customers" not in src and "/v1/tickets" not in src, "client.py still calls a deprecated endpoint")
    require('"/v2/accounts"' in src or "'/v2/accounts'" in src, "list_customers does not call /v2/accounts")
    require(re.search(r"/v2/accounts/(%s|\{)", src), "get_customer does not call /v2/accounts/{id}")
    require("/v2/cases" in src, "open_ticket does not call /v2/cases")
    require("/v1/health" in src, "the health endpoint (not deprecated) was changed")
    fns = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    require({"list_customers", "get_customer", "open_ticket", "health"} <= fns, "client functions were renamed or removed")
    require_others_unchanged(__file__, ws, changed=("client.py",))
    return "migrated"

run_check(check)
