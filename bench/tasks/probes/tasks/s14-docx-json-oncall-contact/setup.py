import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

STAFF = {
    "updated": "2025-04-01",
    "staff": [
        {"name": "Amara Nwosu", "team": "platform", "email": "amara.nwosu@tallyho.example",
         "phones": {"desk": "0117 496 0712", "mobile": "07700 900 162"}},
        {"name": "Samir Patel", "team": "data", "email": "samir.patel@tallyho.example",
         "phones": {"desk": "0117 496 0745", "mobile": "07700 900 274"}},
        {"name": "Tomasz Brodzki", "team": "platform", "email": "tomasz.brodzki@tallyho.example",
         "phones": {"desk": "0117 496 0720", "mobile": "07700 900 385"}},
        {"name": "Sam Patel", "team": "platform", "email": "sam.patel@tallyho.example",
         "phones": {"desk": "0117 496 0733", "mobile": "07700 900 431"},
         "emergency_contact": {"name": "Priya Patel", "relation": "partner", "mobile": "07700 900 818"}},
        {"name": "Helen Ostrowska", "team": "platform", "email": "helen.ostrowska@tallyho.example",
         "phones": {"desk": "0117 496 0751", "mobile": "07700 900 596"}},
        {"name": "Jonah Whitfield", "team": "security", "email": "jonah.whitfield@tallyho.example",
         "phones": {"desk": "0117 496 0768", "mobile": "07700 900 627"}},
    ],
}

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Platform on-call rota", 0)
    add_par(d, "The primary takes all pages; the secondary covers if the primary does not acknowledge within "
               "15 minutes. Weeks start on Monday at 09:00.")
    add_heading(d, "Q1 2025", 1)
    add_table(d, [
        ["Week starting", "Primary", "Secondary"],
        ["10 March 2025", "Sam Patel", "Helen Ostrowska"],
        ["17 March 2025", "Amara Nwosu", "Tomasz Brodzki"],
        ["24 March 2025", "Helen Ostrowska", "Sam Patel"],
    ])
    add_heading(d, "Q2 2025", 1)
    add_table(d, [
        ["Week starting", "Primary", "Secondary"],
        ["31 March 2025", "Tomasz Brodzki", "Amara Nwosu"],
        ["7 April 2025", "Helen Ostrowska", "Sam Patel"],
        ["14 April 2025", "Tomasz Brodzki", "Amara Nwosu"],
        ["21 April 2025", "Sam Patel", "Helen Ostrowska"],
        ["28 April 2025", "Amara Nwosu", "Tomasz Brodzki"],
    ])
    add_heading(d, "Agreed swaps", 1)
    add_par(d, [("A swap listed here replaces the rota entry above for that week and role.", "b"),
                " Agree swaps in #platform-oncall and add them here."])
    add_table(d, [
        ["Week starting", "Role", "On the rota", "Covered by", "Agreed on"],
        ["7 April 2025", "Secondary", "Sam Patel", "Amara Nwosu", "2 April 2025"],
        ["14 April 2025", "Primary", "Tomasz Brodzki", "Sam Patel", "3 April 2025"],
        ["21 April 2025", "Primary", "Sam Patel", "Tomasz Brodzki", "3 April 2025"],
    ])
    add_par(d, "Escalation after the secondary: Jonah Whitfield (security on-call) for security incidents only.")
    save_docx(d, os.path.join(ws, "oncall_rota.docx"))
    write(os.path.join(ws, "team", "staff.json"), json.dumps(STAFF, indent=2, ensure_ascii=False))
