import importlib
import os
import sys
import types

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
# import the auth package without Flask: stub the top-level package
root = os.path.join(ws, "gazette-site")
pkg = types.ModuleType("newsdesk")
pkg.__path__ = [os.path.join(root, "newsdesk")]
sys.modules["newsdesk"] = pkg
sys.dont_write_bytecode = True
check = importlib.import_module("newsdesk.auth.check")
perms = sorted(check.effective_permissions("editor"))
emit(ev, answer="An editor ends up with: " + ", ".join(perms) + ".")
