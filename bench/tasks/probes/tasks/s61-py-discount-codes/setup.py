import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
P = os.path.join(ws, "woolshed_shop")

ek.write(os.path.join(P, "config.py"), '''"""Site settings for the Woolshed online shop."""
from datetime import date

SHOP_NAME = "The Woolshed"
CURRENCY = "GBP"
FREE_DELIVERY_OVER = 40

# end of the spring makers' sale (was 30 June, brought forward - see #112)
# SALE_END = date(2025, 6, 30)
SALE_END = date(2025, 5, 31)
''')
ek.write(os.path.join(P, "pricing.py"), '''"""Basket pricing and discount codes."""
from datetime import date

from .config import FREE_DELIVERY_OVER, SALE_END

# code -> (percent off, first day, last day); both days inclusive, None = no end date
DISCOUNT_CODES = {
    "WELCOME10": (10, date(2024, 1, 1), None),
    "XMAS24": (15, date(2024, 12, 1), None),
    "SPRING15": (15, date(2025, 3, 1), date(2025, 5, 31)),
    "SUMMER20": (20, date(2025, 6, 1), date(2025, 8, 31)),
    "KNITNIGHT": (12, date(2024, 9, 1), date(2025, 6, 30)),
    # "FLASH30": (30, date(2025, 6, 1), date(2025, 6, 2)),   # cancelled, see #118
    "FAIR2025": (10, date(2025, 5, 10), date(2025, 5, 11)),
    "MAKERS5": (5, date(2025, 1, 1), SALE_END),
    "bookclub": (10, date(2025, 1, 1), None),
}

# codes that are switched off but kept so old orders still display their discount
RETIRED_CODES = {"XMAS24", "BLACKFRI"}

# Thursday knit night at the Crown has stopped meeting; code ends with the spring sale
DISCOUNT_CODES["KNITNIGHT"] = (12, date(2024, 9, 1), date(2025, 5, 31))

DISCOUNT_CODES.update({
    "NEWSLETTER": (10, date(2025, 5, 20), date(2025, 6, 15)),
    "YARNSWAP": (8, date(2025, 6, 2), date(2025, 6, 30)),
})


def code_is_valid(code, on=None):
    """True if `code` is accepted at checkout on day `on` (default today)."""
    on = on or date.today()
    code = code.strip().upper()
    if code in RETIRED_CODES:
        return False
    entry = DISCOUNT_CODES.get(code)
    if entry is None:
        return False
    _, start, end = entry
    if on < start:
        return False
    if end is not None and on > end:
        return False
    return True


def basket_total(lines, code=None, on=None):
    subtotal = sum(qty * price for qty, price in lines)
    if code and code_is_valid(code, on):
        pct = DISCOUNT_CODES[code.strip().upper()][0]
        subtotal = round(subtotal * (100 - pct) / 100, 2)
    delivery = 0 if subtotal >= FREE_DELIVERY_OVER else 3.95
    return round(subtotal + delivery, 2)
''')
ek.write(os.path.join(P, "__init__.py"), "")
ek.write(os.path.join(P, "tests", "test_pricing.py"), '''from datetime import date

from woolshed_shop.pricing import basket_total, code_is_valid


def test_welcome_lowercase():
    assert code_is_valid(" welcome10 ", date(2025, 2, 1))


def test_spring_last_day():
    assert code_is_valid("SPRING15", date(2025, 5, 31))


def test_retired():
    assert not code_is_valid("XMAS24", date(2025, 1, 5))


def test_total_with_code():
    assert basket_total([(2, 12.50)], "WELCOME10", date(2025, 2, 1)) == 26.45  # 22.50 + 3.95 delivery
''')
ek.write(os.path.join(ws, "discount_codes_2025.csv"), """code,percent,from,to,notes
WELCOME10,10,2024-01-01,,new customers
SPRING15,15,2025-03-01,2025-06-15,
SUMMER20,20,2025-06-01,2025-08-31,
KNITNIGHT,12,2024-09-01,2025-06-30,Crown knit night
FLASH30,30,2025-06-01,2025-06-02,48h flash sale
MAKERS5,5,2025-01-01,2025-06-30,makers sale
BOOKCLUB,10,2025-01-01,,Woolshed book club
NEWSLETTER,10,2025-05-20,2025-06-15,
""")
ek.write(os.path.join(ws, "README.md"),
         "# The Woolshed - online shop\n\nSmall Flask shop for our yarn and pattern business.\n"
         "Pricing and discount codes live in woolshed_shop/pricing.py. The spreadsheet export\n"
         "discount_codes_2025.csv is Jen's planning sheet and is not always up to date.\n")
