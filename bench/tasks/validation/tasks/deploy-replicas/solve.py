import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
p = os.path.join(ws, "deploy", "api.yaml")
write(p, read(p).replace("replicas: 2", "replicas: 4"))
emit(ev, answer="Set replicas to 4 in deploy/api.yaml.")
