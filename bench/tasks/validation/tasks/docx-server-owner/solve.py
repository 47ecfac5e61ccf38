import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
rows = tables(os.path.join(ws, "server_inventory.docx"))[0]
owner = [r[2] for r in rows if r[0] == "db-replica-2"][0]
emit(ev, answer="db-replica-2 is owned by %s." % owner)
