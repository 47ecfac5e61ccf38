import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
root = os.path.join(ws, "postage-quote")

ek.write(os.path.join(root, "README.md"), """# postage-quote

Price quotes for the web shop's courier parcels (Swiftline Couriers contract, 2025 rates).

## Rules

1. Volumetric weight (kg) = length x width x height in cm / 5000.
2. Chargeable weight = the greater of the actual weight and the volumetric weight,
   **rounded up** to the next 0.5 kg (1.0 stays 1.0, 1.1 becomes 1.5).
3. The price is that of the first band whose limit is >= the chargeable weight:

   | up to | price |
   |---|---|
   | 1 kg | 3.20 |
   | 2 kg | 4.10 |
   | 5 kg | 6.50 |
   | 10 kg | 9.80 |
   | 20 kg | 14.90 |

4. Over 20 kg chargeable is not accepted (ValueError).
5. Express service adds 60 %, rounded to the penny.

Run the tests with `python -m unittest` from this folder.
""")

ek.write(os.path.join(root, "quote", "__init__.py"), '"""Courier parcel price quotes."""\n\nfrom .pricing import price, chargeable_weight\n\n__all__ = ["price", "chargeable_weight"]\n')

ek.write(os.path.join(root, "quote", "pricing.py"), '''"""Swiftline parcel pricing (2025 contract)."""

BANDS = [
    (1.0, 3.20),
    (2.0, 4.10),
    (5.0, 6.50),
    (10.0, 9.80),
    (20.0, 14.90),
]
VOLUMETRIC_DIVISOR = 5000  # cm3 per kg
EXPRESS_SURCHARGE = 0.60


def volumetric_weight(length_cm, width_cm, height_cm):
    return length_cm * width_cm * height_cm / VOLUMETRIC_DIVISOR


def chargeable_weight(actual_kg, dims_cm):
    """Greater of actual and volumetric weight, to the next 0.5 kg."""
    weight = max(actual_kg, volumetric_weight(*dims_cm))
    return round(weight * 2) / 2


def price(actual_kg, dims_cm, express=False):
    weight = chargeable_weight(actual_kg, dims_cm)
    for limit, cost in BANDS:
        if weight <= limit:
            break
    else:
        raise ValueError("parcel over %.0f kg chargeable weight" % BANDS[-1][0])
    if express:
        cost = round(cost * (1 + EXPRESS_SURCHARGE), 2)
    return cost
''')

ek.write(os.path.join(root, "quote", "formatting.py"), '''def money(value):
    return "\\u00a3%.2f" % value


def describe(actual_kg, dims_cm, total, express=False):
    l, w, h = dims_cm
    return "%.1f kg, %dx%dx%d cm, %s: %s" % (actual_kg, l, w, h, "express" if express else "standard", money(total))
''')

ek.write(os.path.join(root, "tests", "__init__.py"), "")
ek.write(os.path.join(root, "tests", "test_pricing.py"), '''import unittest

from quote.pricing import chargeable_weight, price, volumetric_weight


class VolumetricTests(unittest.TestCase):
    def test_volumetric(self):
        self.assertAlmostEqual(volumetric_weight(40, 30, 20), 4.8)

    def test_bulky_parcel_uses_volumetric(self):
        self.assertEqual(chargeable_weight(1.0, (40, 30, 20)), 5.0)


class ChargeableWeightTests(unittest.TestCase):
    def test_whole_kilo_unchanged(self):
        self.assertEqual(chargeable_weight(1.0, (10, 10, 10)), 1.0)

    def test_rounds_up_to_half_kilo(self):
        self.assertEqual(chargeable_weight(1.1, (10, 10, 10)), 1.5)

    def test_just_over_band(self):
        self.assertEqual(chargeable_weight(2.05, (20, 15, 10)), 2.5)


class PriceTests(unittest.TestCase):
    def test_small_parcel(self):
        self.assertEqual(price(0.4, (20, 15, 5)), 3.20)

    def test_band_limit_is_inclusive(self):
        self.assertEqual(price(2.0, (20, 15, 10)), 4.10)

    def test_just_over_one_kilo(self):
        self.assertEqual(price(1.2, (20, 15, 10)), 4.10)

    def test_express(self):
        self.assertEqual(price(3.0, (30, 20, 10), express=True), 10.40)

    def test_too_heavy(self):
        with self.assertRaises(ValueError):
            price(21.0, (50, 40, 40))


if __name__ == "__main__":
    unittest.main()
''')

ek.write(os.path.join(root, "tests", "test_formatting.py"), '''import unittest

from quote.formatting import describe, money


class FormattingTests(unittest.TestCase):
    def test_money(self):
        self.assertEqual(money(4.1), "\\u00a34.10")

    def test_describe(self):
        self.assertEqual(describe(1.5, (30, 20, 10), 4.1), "1.5 kg, 30x20x10 cm, standard: \\u00a34.10")


if __name__ == "__main__":
    unittest.main()
''')
