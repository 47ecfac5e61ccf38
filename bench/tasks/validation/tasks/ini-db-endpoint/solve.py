import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import configparser

ws, ev = solve_args()
c = configparser.ConfigParser()
c.read(os.path.join(ws, "config", "settings.ini"))
emit(ev, answer="The database is at %s, port %s." % (c["database"]["host"], c["database"]["port"]))
