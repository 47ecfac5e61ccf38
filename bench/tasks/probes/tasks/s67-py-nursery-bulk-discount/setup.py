import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
R = os.path.join(ws, "nursery")

ek.write(os.path.join(R, "README.md"), """# Bramblegate Plant Nursery - web shop pricing

Prices are per plant (see `nursery_shop/catalogue.py`).

Pricing rules (as agreed with the owners, March 2025):

- **Bulk discount:** buy 10 or more plants of the same variety and that line gets 10% off.
- **Delivery:** GBP 6.50 per order, free when the plants come to GBP 50 or more (after discounts).
- Totals are rounded to the nearest penny.

Run the tests from this folder with `python -m unittest`.
""")
ek.write(os.path.join(R, "nursery_shop", "__init__.py"), '"""Bramblegate nursery web shop helpers."""\n')
ek.write(os.path.join(R, "nursery_shop", "catalogue.py"), '''"""Plant prices in GBP per plant."""

PRICES = {
    "lavender": 4.50,
    "foxglove": 3.00,
    "hosta": 10.25,
    "hellebore": 8.75,
    "box ball": 24.00,
}


def price_of(variety):
    return PRICES[variety.strip().lower()]
''')
ek.write(os.path.join(R, "nursery_shop", "pricing.py"), '''"""Order pricing for the web shop."""
from .catalogue import price_of

BULK_QTY = 10          # plants of one variety
BULK_DISCOUNT = 0.10   # 10% off that line
DELIVERY = 6.50
FREE_DELIVERY_FROM = 50.00


def line_total(variety, qty):
    """Price of qty plants of one variety, with the bulk discount if it applies."""
    total = price_of(variety) * qty
    if qty > BULK_QTY:
        total = total * (1 - BULK_DISCOUNT)
    return round(total, 2)


def order_total(lines):
    """lines: list of (variety, qty) pairs. Returns goods + delivery."""
    goods = round(sum(line_total(v, q) for v, q in lines), 2)
    delivery = 0.0 if goods > FREE_DELIVERY_FROM else DELIVERY
    return round(goods + delivery, 2)
''')
ek.write(os.path.join(R, "nursery_shop", "labels.py"), '''"""Pot label text."""


def label(variety, qty):
    # e.g. "LAVENDER x 12"
    return "%s x %d" % (variety.upper(), qty)
''')
ek.write(os.path.join(R, "tests", "__init__.py"), "")
ek.write(os.path.join(R, "tests", "test_pricing.py"), '''import unittest

from nursery_shop.pricing import line_total, order_total


class LineTotalTests(unittest.TestCase):
    def test_no_discount_below_ten(self):
        self.assertAlmostEqual(line_total("lavender", 3), 13.50)

    def test_discount_at_ten(self):
        self.assertAlmostEqual(line_total("lavender", 10), 40.50)

    def test_discount_above_ten(self):
        self.assertAlmostEqual(line_total("foxglove", 12), 32.40)


class OrderTotalTests(unittest.TestCase):
    def test_delivery_charged_under_50(self):
        self.assertAlmostEqual(order_total([("foxglove", 5)]), 21.50)

    def test_free_delivery_at_exactly_50(self):
        self.assertAlmostEqual(order_total([("hosta", 4), ("lavender", 2)]), 50.00)

    def test_free_delivery_over_50(self):
        self.assertAlmostEqual(order_total([("box ball", 3)]), 72.00)


if __name__ == "__main__":
    unittest.main()
''')
ek.write(os.path.join(R, "tests", "test_labels.py"), '''import unittest

from nursery_shop.labels import label


class LabelTests(unittest.TestCase):
    def test_label(self):
        self.assertEqual(label("lavender", 12), "LAVENDER x 12")


if __name__ == "__main__":
    unittest.main()
''')
