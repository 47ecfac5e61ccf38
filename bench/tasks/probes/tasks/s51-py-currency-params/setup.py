import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INIT = '''"""Billing helpers for the Quillon Joinery invoicing tool."""
from .invoices import create_invoice, void_invoice
from .rates import convert, load_rates

__all__ = ["create_invoice", "void_invoice", "convert", "load_rates"]
'''

INVOICES = '''"""Creating and voiding invoices."""
import datetime

from .money import format_amount

DEFAULT_DUE_DAYS = 30


def create_invoice(customer_id, lines, currency="GBP", due_days=DEFAULT_DUE_DAYS):
    """Build an invoice dict from (description, quantity, unit_price) lines."""
    total = sum(q * p for _, q, p in lines)
    return {
        "customer": customer_id,
        "lines": list(lines),
        "currency": currency,
        "total": total,
        "total_text": format_amount(total, currency),
        "due": datetime.date.today() + datetime.timedelta(days=due_days),
    }


def void_invoice(invoice, reason=""):
    """Mark an invoice as void, keeping it for the records."""
    invoice["void"] = True
    invoice["void_reason"] = reason
    return invoice


def invoice_number(sequence, prefix="LJ"):
    return "%s-%05d" % (prefix, sequence)
'''

RATES = '''"""Exchange rates from the monthly rates file."""
import csv


def load_rates(path):
    """Read a CSV of currency,rate_to_gbp into a dict."""
    with open(path, newline="") as f:
        return {row["currency"]: float(row["rate_to_gbp"]) for row in csv.DictReader(f)}


def convert(amount, currency, rates, to="GBP"):
    """Convert amount from currency into `to` using GBP rates."""
    in_gbp = amount * rates[currency]
    return in_gbp if to == "GBP" else in_gbp / rates[to]
'''

MONEY = '''"""Formatting money for invoices and statements."""

SYMBOLS = {"GBP": "\\u00a3", "EUR": "\\u20ac", "USD": "$"}


def format_amount(value, currency="GBP", decimals=2):
    symbol = SYMBOLS.get(currency, currency + " ")
    return "%s%.*f" % (symbol, decimals, value)


def round_pennies(value):
    return round(value + 1e-9, 2)
'''

REPORTS = '''"""Month-end reports."""
import csv

from .money import format_amount


def monthly_summary(invoices, year, month, currency=None):
    """Total the month's invoices; with currency set, only invoices in that currency."""
    chosen = [i for i in invoices if i["due"].year == year and i["due"].month == month
              and (currency is None or i["currency"] == currency)]
    return {"count": len(chosen), "total": sum(i["total"] for i in chosen)}


def export_csv(invoices, path, currency="EUR"):
    """Write the invoices of one currency (EUR by default, for the Dublin office) to a CSV file."""
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["customer", "total"])
        for i in invoices:
            if i["currency"] == currency:
                w.writerow([i["customer"], format_amount(i["total"], currency)])


def overdue(invoices, today):
    return [i for i in invoices if not i.get("void") and i["due"] < today]
'''

README = """# billing

Invoicing helpers used by the Quillon Joinery office. Amounts are in pounds unless an invoice says otherwise.
Run the tests with `python -m pytest tests`.
"""

TEST = '''from billing.money import format_amount


def test_format_amount():
    assert format_amount(12.5) == "\\u00a312.50"
'''

if __name__ == "__main__":
    ws, kb = setup_args()
    b = os.path.join(ws, "billing")
    write(os.path.join(b, "__init__.py"), INIT)
    write(os.path.join(b, "invoices.py"), INVOICES)
    write(os.path.join(b, "rates.py"), RATES)
    write(os.path.join(b, "money.py"), MONEY)
    write(os.path.join(b, "reports.py"), REPORTS)
    write(os.path.join(ws, "README.md"), README)
    write(os.path.join(ws, "tests", "test_money.py"), TEST)
