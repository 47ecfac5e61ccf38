import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 9, 15, 10, 0, 0)
    cp.author = cp.last_modified_by = "IT Service Desk"
    add_heading(d, "IT service desk runbook", 0)
    add_par(d, "Contents: Quick reference; Accounts; Network (Wi-Fi problems, VPN outages); Printers.")
    add_heading(d, "Quick reference", 1)
    add_par(d, [("Password resets", "b"), " \u2013 self-service portal first, then the Accounts section."])
    add_par(d, [("VPN outages", "b"), " \u2013 check the status page, then follow the Network section."])
    add_par(d, [("Printer jams", "b"), " \u2013 Printers section; never open the fuser unit."])
    add_heading(d, "Accounts", 1)
    add_par(d, "Verify the caller with their staff number and line manager before any reset.")
    add_par(d, "Locked accounts unlock themselves after 30 minutes; unlock sooner only for verified callers.")
    add_heading(d, "Network", 1)
    add_heading(d, "Wi-Fi problems", 2)
    add_par(d, "Ask for the building and floor, then check the controller dashboard for that access point.")
    add_heading(d, "VPN outages", 2)
    add_par(d, "Check status.example.org for a known incident and link the call to it.")
    add_par(d, "If the caller alone is affected, ask them to reconnect on the 'Staff-Backup' gateway.")
    add_heading(d, "Printers", 1)
    add_par(d, "Most jams clear from tray 2. Log a call with the print contractor for anything else.")
    save_docx(d, os.path.join(ws, "helpdesk_runbook.docx"))
