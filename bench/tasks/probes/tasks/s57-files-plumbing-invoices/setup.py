import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

# inbox file -> month folder (None = stays)
FILES = {
    "invoice_2024-11-03_Plumbase.pdf": "2024-11",
    "INV 15.11.2024 Screwfix.pdf": "2024-11",
    "2024_12_02-invoice-Toolstation.pdf": "2024-12",
    "invoice-19-Dec-2024-BuildBase.pdf": "2024-12",
    "Invoice 28.12.2024 Wolseley.pdf": "2024-12",
    "invoice_2025-01-07_Plumbase.pdf": "2025-01",
    "INV 21.01.2025 Screwfix.pdf": "2025-01",
    "quote_2024-12-10_Plumbase.pdf": None,
    "delivery_note_2025-01-07_Plumbase.pdf": None,
    "scan_notes.txt": None,
}


def pdf(name):
    return "%PDF-1.4\n% scanned document\n% " + name + "\n%%EOF\n"


for n in FILES:
    if n.endswith(".txt"):
        ek.write(os.path.join(ws, "scans", "inbox", n), "Scanner: Brother ADS-1200. Rescan the Wolseley one if it's blurry.\n")
    else:
        ek.write(os.path.join(ws, "scans", "inbox", n), pdf(n))
ek.write(os.path.join(ws, "scans", "2024-11", "invoice_2024-11-01_Wolseley.pdf"), pdf("invoice_2024-11-01_Wolseley.pdf"))
ek.write(os.path.join(ws, "scans", "2024-10", "INV 12.10.2024 Screwfix.pdf"), pdf("INV 12.10.2024 Screwfix.pdf"))
ek.write(os.path.join(ws, "accounts", "README.txt"), "Ledger is in the cloud now; scans/ is for paper invoices.\n")
