import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

MOVES = {
    "invoice_2024-11-03_Plumbase.pdf": "2024-11",
    "INV 15.11.2024 Screwfix.pdf": "2024-11",
    "2024_12_02-invoice-Toolstation.pdf": "2024-12",
    "invoice-19-Dec-2024-BuildBase.pdf": "2024-12",
    "Invoice 28.12.2024 Wolseley.pdf": "2024-12",
    "invoice_2025-01-07_Plumbase.pdf": "2025-01",
    "INV 21.01.2025 Screwfix.pdf": "2025-01",
}


def target(p):
    parts = p.split("/")
    if len(parts) == 3 and parts[0] == "scans" and parts[1] == "inbox" and parts[2] in MOVES:
        return "scans/%s/%s" % (MOVES[parts[2]], parts[2])
    return p


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    ek.require_tree(pws, ws, target, "scans")
    return "invoices filed by month"


ek.run_check(check)
