import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
p = os.path.join(ws, "client.py")
write(p, read(p).replace("/v1/customers", "/v2/accounts").replace("/v1/tickets", "/v2/cases"))
emit(ev, answer="Updated client.py to v2 endpoints.")
