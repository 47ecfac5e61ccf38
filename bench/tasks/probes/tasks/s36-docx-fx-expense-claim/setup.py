import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Date", "Description", "Currency", "Amount", "Receipt"]
CLAIMED = [
    ["08/09/2025", "Train to Heathrow", "GBP", "38.40", "Yes"],
    ["08/09/2025", "Taxi, Lisbon airport to hotel", "EUR", "31.50", "Yes"],
    ["09/09/2025", "Hotel Alfama (2 nights)", "EUR", "412.00", "Yes"],
    ["10/09/2025", "Team dinner, Cervejaria Ramiro", "EUR", "1,086.20", "Yes"],
    ["11/09/2025", "Flight Lisbon to Basel", "EUR", "189.99", "Yes"],
    ["12/09/2025", "Hotel Basel Rhein (3 nights)", "CHF", "645.00", "Yes"],
    ["13/09/2025", "Client lunch, Kunstmuseum caf\u00e9", "CHF", "84.60", "Yes"],
    ["14/09/2025", "Tram day pass", "chf", "9.80", "No (ticket machine)"],
    ["15/09/2025", "Flight Basel to London (booked on US site)", "USD", "212.35", "Yes"],
]
PERSONAL = [
    ["10/09/2025", "Pasteis de nata for the office", "EUR", "18.00", "Yes"],
    ["13/09/2025", "Rhine river swim bag", "CHF", "29.00", "No"],
]
RATES = {
    "2025-09-05": {"EUR": 1.1505, "CHF": 1.0772, "USD": 1.3498},
    "2025-09-08": {"EUR": 1.1540, "CHF": 1.0790, "USD": 1.3520},
    "2025-09-09": {"EUR": 1.1562, "CHF": 1.0801, "USD": 1.3547},
    "2025-09-10": {"EUR": 1.1551, "CHF": 1.0784, "USD": 1.3533},
    "2025-09-11": {"EUR": 1.1578, "CHF": 1.0810, "USD": 1.3561},
    "2025-09-12": {"EUR": 1.1587, "CHF": 1.0826, "USD": 1.3575},
    "2025-09-15": {"EUR": 1.1549, "CHF": 1.0768, "USD": 1.3602},
    "2025-09-16": {"EUR": 1.1530, "CHF": 1.0755, "USD": 1.3588},
}


def table(d, rows, total=None):
    t = d.add_table(rows=len(rows) + 1 + (1 if total else 0), cols=len(HDR))
    t.style = "Table Grid"
    for j, h in enumerate(HDR):
        t.cell(0, j).paragraphs[0].add_run(h).bold = True
    for i, row in enumerate(rows, start=1):
        for j, val in enumerate(row):
            t.cell(i, j).paragraphs[0].add_run(val)
    if total:
        for j, val in enumerate(total):
            t.cell(len(rows) + 1, j).paragraphs[0].add_run(val).bold = True


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 9, 17, 10, 0, 0)
    cp.author = cp.last_modified_by = "Rosa Lindgren"
    add_heading(d, "Travel expense claim \u2013 Lisbon and Basel, September 2025", 0)
    add_table(d, [["Claimant", "Rosa Lindgren"], ["Cost centre", "CC-4410 Partnerships"],
                  ["Trip", "Client workshops, Lisbon (8\u201311 Sep) and Basel (11\u201315 Sep)"],
                  ["Approver", "Tomas Ekberg"]], bold_header=False)
    add_par(d, "Amounts are in the currency paid. Dates are DD/MM/YYYY. Finance convert to GBP at the "
               "published daily rate.")
    add_heading(d, "Claimed expenses", 1)
    table(d, CLAIMED, total=["", "Total (mixed currencies)", "", "2,720.84", ""])
    add_heading(d, "Personal spending \u2013 not claimed", 1)
    add_par(d, "Paid on the company card by mistake; to be deducted from my salary, not reimbursed.")
    table(d, PERSONAL)
    add_par(d, "I confirm these expenses were incurred on company business.")
    save_docx(d, os.path.join(ws, "trip_claim.docx"))
    write(os.path.join(ws, "fx_rates.json"), json.dumps({
        "source": "Finance daily reference rates",
        "quote": "units of foreign currency per 1 GBP",
        "rates": RATES}, indent=2))
