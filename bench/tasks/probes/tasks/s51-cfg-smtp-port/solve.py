import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "services", "config", "helpdesk.toml")
write(p, read(p).replace("smtp_port = 587", "smtp_port = 465"))
emit(ev, answer="The SMTP settings are in services/config/helpdesk.toml ([mail] section); smtp_port is now 465.",
     artifacts=["services/config/helpdesk.toml"])
