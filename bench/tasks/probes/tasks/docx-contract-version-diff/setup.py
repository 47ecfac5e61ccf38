import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()

CLAUSES = [
    ("1. Parties", "This Supply Agreement is made between Fenwick Dairy Cooperative (the \"Supplier\") and Larchmont Grocers Inc. (the \"Buyer\")."),
    ("2. Term", "The agreement runs for 24 months from 1 April 2025 and renews for 12-month periods unless terminated."),
    ("3. Products", "The Supplier will deliver the products listed in Schedule 1 in the quantities set out in each purchase order."),
    ("4. Delivery", "Deliveries are made to the Buyer's Reading distribution centre between 05:00 and 09:00 on weekdays."),
    ("5. Prices", "Prices are fixed for the first 6 months and may then be adjusted by at most 3.5% per year."),
    ("6. Payment", "The Buyer pays each invoice within 30 days of receipt by bank transfer."),
    ("7. Late Payment", "Overdue amounts bear interest at {rate} per month from the due date until paid in full."),
    ("8. Returns", "Products that fail the Buyer's quality check may be returned within 48 hours; a restocking fee of 1.5% applies to other returns."),
    ("9. Termination", "Either party may terminate the agreement with 90 days' written notice."),
    ("10. Governing Law", "This agreement is governed by the laws of England and Wales."),
]


def build(path, rate, resplit):
    d = new_doc()
    add_heading(d, "Supply Agreement", 1)
    for title, text in CLAUSES:
        text = text.replace("{rate}", rate)
        if resplit and len(text) > 40:
            # same text, different run segmentation (as Word does after editing)
            a, b = len(text) // 3, 2 * len(text) // 3
            runs = [(title + " ", "b"), text[:a], text[a:b], text[b:]]
        else:
            runs = [(title + " ", "b"), text]
        add_par(d, runs)
    add_par(d, "Signed on behalf of the Supplier: ____________    Signed on behalf of the Buyer: ____________")
    save_docx(d, path)


build(os.path.join(ws, "contract_v1.docx"), "1.25%", False)
build(os.path.join(ws, "contract_v2.docx"), "1.75%", True)
