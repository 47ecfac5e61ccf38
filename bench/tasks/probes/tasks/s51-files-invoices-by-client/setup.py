import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INVOICES = [
    ("2025-01", "bayside-dental", "INV3101", 420.00),
    ("2025-01", "kilnworks", "INV3102", 1385.50),
    ("2025-02", "thornbury-florists", "INV3103", 96.00),
    ("2025-02", "bayside-dental", "INV3104", 420.00),
    ("2025-02", "mossgate-physio", "INV3105", 250.75),
    ("2025-03", "kilnworks", "INV3106", 712.40),
    ("2025-03", "bayside-dental", "INV3107", 420.00),
    ("2025-03", "thornbury-florists", "INV3108", 132.00),
    ("2025-04", "mossgate-physio", "INV3109", 250.75),
    ("2025-04", "kilnworks", "INV3110", 2040.00),
    ("2025-04", "bayside-dental", "INV3111", 465.00),
    ("2025-05", "thornbury-florists", "INV3112", 88.00),
]


def pdf_bytes(month, client, number, amount):
    body = ("%%PDF-1.4\n%% Invoice %s\n1 0 obj << /Type /Catalog >> endobj\n%% client: %s, period: %s, amount: GBP %.2f\n%%%%EOF\n"
            % (number, client, month, amount))
    return body.encode("ascii")


if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "invoices")
    os.makedirs(d, exist_ok=True)
    for m, c, n, a in INVOICES:
        with open(os.path.join(d, "%s_%s_%s.pdf" % (m, c, n)), "wb") as f:
            f.write(pdf_bytes(m, c, n, a))
    write(os.path.join(d, "invoice_log.csv"), "number,client,month,amount\n" + "\n".join(
        "%s,%s,%s,%.2f" % (n, c, m, a) for m, c, n, a in INVOICES))
    write(os.path.join(d, "README.txt"), "Sent invoices (PDF copies). The log lists every invoice sent this year.\n")
