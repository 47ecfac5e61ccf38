import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(ws, "shop", "__init__.py"), "")
write(os.path.join(ws, "shop", "vat.py"), '''"""Price arithmetic. Amounts are integer cents."""

VAT_RATES = {"standard": 19, "reduced": 7, "zero": 0}


def net_price(gross_cents, rate="standard"):
    """Return the gross amount plus VAT for the given rate, rounded half up."""
    pct = VAT_RATES[rate]
    return (gross_cents * (100 + pct) + 50) // 100


def discount(cents, percent):
    return cents - (cents * percent + 50) // 100
''')
write(os.path.join(ws, "shop", "cart.py"), '''from shop.vat import discount, net_price


class Cart:
    def __init__(self):
        self.lines = []

    def add(self, sku, cents, qty=1, rate="standard"):
        self.lines.append((sku, cents, qty, rate))

    def total(self, percent_off=0):
        s = sum(net_price(c, r) * q for _, c, q, r in self.lines)
        return discount(s, percent_off) if percent_off else s
''')
write(os.path.join(ws, "shop", "invoice.py"), '''from shop import vat


def invoice_lines(items):
    """items: list of (label, cents, rate). Returns printable lines."""
    out = []
    for label, cents, rate in items:
        out.append("%-20s %8.2f" % (label, vat.net_price(cents, rate) / 100))
    return out
''')
write(os.path.join(ws, "tests", "test_vat.py"), '''import unittest

from shop.cart import Cart
from shop.invoice import invoice_lines
from shop.vat import net_price


class VatTest(unittest.TestCase):
    def test_standard(self):
        self.assertEqual(net_price(1000), 1190)

    def test_reduced(self):
        self.assertEqual(net_price(1000, "reduced"), 1070)

    def test_cart(self):
        c = Cart()
        c.add("a", 1000, 2)
        c.add("b", 500, 1, "zero")
        self.assertEqual(c.total(), 2880)
        self.assertEqual(c.total(10), 2592)

    def test_invoice(self):
        self.assertEqual(invoice_lines([("pen", 250, "reduced")]), ["pen                      2.68"])


if __name__ == "__main__":
    unittest.main()
''')
write(os.path.join(ws, "README.md"), "# shop\n\nRun the tests with `python -m unittest discover -s tests`.\n")
