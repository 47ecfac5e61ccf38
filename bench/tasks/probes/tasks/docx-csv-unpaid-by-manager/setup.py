import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CURRENT = [
    ("C-101", "Alder & Finch Architects", "Tom Ellery", "Jan 2023"),
    ("C-104", "Brookline Dental Group", "Priya Raman", "Mar 2024"),
    ("C-107", "Corvid Logistics", "Priya Raman", "Sep 2022"),
    ("C-112", "Dunmore Hotels", "Sofia Brandt", "Nov 2024"),
    ("C-115", "Eastgate Veterinary", "Tom Ellery", "Feb 2025"),
    ("C-118", "Fenwick Tooling", "Priya Raman", "Jan 2025"),
    ("C-121", "Glasshouse Media", "Sofia Brandt", "Jun 2023"),
]
PREVIOUS = [
    ("C-112", "Dunmore Hotels", "Priya Raman", "Oct 2024"),
    ("C-115", "Eastgate Veterinary", "Priya Raman", "Jan 2025"),
    ("C-118", "Fenwick Tooling", "Tom Ellery", "Dec 2024"),
]
# invoice_no, client_code, issue_date, due_date, amount, status (typed by hand: case/spaces vary)
INVOICES = [
    ("INV-25-0601", "C-101", "2025-05-02", "2025-06-01", "1840.00", "Paid"),
    ("INV-25-0602", "C-104", "2025-05-03", "2025-06-02", "2315.50", "Unpaid"),
    ("INV-25-0603", "C-107", "2025-05-05", "2025-06-04", "980.00", "Paid"),
    ("INV-25-0604", "C-112", "2025-05-06", "2025-06-05", "4120.00", "Unpaid"),
    ("INV-25-0605", "c-107", "2025-05-09", "2025-06-08", "1275.25", "unpaid"),
    ("INV-25-0606", "C-115", "2025-05-12", "2025-06-11", "640.00", "Unpaid"),
    ("INV-25-0607", "C-118", "2025-05-13", "2025-06-12", "3050.00", "UNPAID"),
    ("INV-25-0608", "C-104", "2025-05-14", "2025-06-13", "415.00", "Void"),
    ("INV-25-0609", "C-121", "2025-05-16", "2025-06-15", "2200.00", "Paid"),
    ("INV-25-0610", "C-118", "2025-05-19", "2025-06-18", "760.40", "Paid"),
    ("INV-25-0611", "C-107", "2025-05-20", "2025-06-19", "1999.99", "Unpaid "),
    ("INV-25-0612", "C-101", "2025-05-21", "2025-06-20", "530.00", "Unpaid"),
    ("INV-25-0613", "C-104", "2025-05-23", "2025-06-22", "88.20", "unpaid"),
    ("INV-25-0614", "C-112", "2025-05-26", "2025-06-25", "1460.00", "Unpaid"),
    ("INV-25-0615", "C-118", "2025-05-28", "2025-06-27", "1325.00", "Paid"),
    ("INV-25-0616", "C-115", "2025-05-30", "2025-06-29", "212.75", "Unpaid"),
]
# Priya now: C-104, C-107, C-118. Unpaid: 2315.50 + 1275.25 + 3050.00 + 1999.99 + 88.20 = 8728.94

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Key Accounts Register", 1)
    add_par(d, "Updated 2 June 2025 by Sales Operations. One account manager per client; "
               "questions to sales-ops@example.test.")
    add_heading(d, "Current assignments", 2)
    add_table(d, [["Client code", "Client", "Account manager", "Since"]] + [list(r) for r in CURRENT])
    add_heading(d, "Previous assignments (for reference)", 2)
    add_table(d, [["Client code", "Client", "Former account manager", "Until"]] + [list(r) for r in PREVIOUS])
    add_par(d, [("Cover arrangements: ", "b"),
                "Priya Raman covers Tom Ellery's clients during his leave in July; those accounts "
                "remain assigned to Tom."])
    save_docx(d, os.path.join(ws, "accounts.docx"))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["invoice_no", "client_code", "issue_date", "due_date", "amount_eur", "status"])
    w.writerows(INVOICES)
    write(os.path.join(ws, "finance", "invoices.csv"), buf.getvalue())
    write(os.path.join(ws, "finance", "notes.txt"),
          "Void = cancelled invoice, never to be collected.\n"
          "Export from the billing system, 1 June 2025. Amounts are in EUR, VAT included.")
