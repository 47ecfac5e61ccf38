import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "bookstall", "__init__.py"), '"""Stock helpers for the Greenway Hospice bookshop."""\n__version__ = "0.3.2"\n')
ek.write(os.path.join(ws, "bookstall", "isbn.py"), '''"""ISBN helpers."""
import re


def normalize(isbn):
    """Strip hyphens and spaces: '0-306-40615-2' -> '0306406152'."""
    return re.sub(r"[^0-9]", "", str(isbn))


def is_valid_isbn10(isbn):
    s = normalize(isbn)
    if len(s) != 10 or not s[:9].isdigit():
        return False
    total = sum((10 - i) * int(c) for i, c in enumerate(s[:9]))
    last = s[9]
    if last == "X":
        check = 10
    elif last.isdigit():
        check = int(last)
    else:
        return False
    return (total + check) % 11 == 0


def is_valid_isbn13(isbn):
    s = normalize(isbn)
    if len(s) != 13 or not s.isdigit():
        return False
    total = sum((1 if i % 2 == 0 else 3) * int(c) for i, c in enumerate(s))
    return total % 10 == 0


def to_isbn13(isbn10):
    """Convert a valid ISBN-10 to ISBN-13 (978 prefix)."""
    if not is_valid_isbn10(isbn10):
        raise ValueError("not a valid ISBN-10: %r" % (isbn10,))
    core = "978" + normalize(isbn10)[:9]
    total = sum((1 if i % 2 == 0 else 3) * int(c) for i, c in enumerate(core))
    return core + str((10 - total % 10) % 10)
''')
ek.write(os.path.join(ws, "bookstall", "labels.py"), '''"""Price sticker text."""


def price_label(price_pence, gift_aid=False):
    label = "\\u00a3%d.%02d" % divmod(int(price_pence), 100)
    if gift_aid:
        label += " GA"
    return label
''')
ek.write(os.path.join(ws, "tests", "__init__.py"), "")
ek.write(os.path.join(ws, "tests", "test_isbn.py"), '''import unittest

from bookstall.isbn import is_valid_isbn10, is_valid_isbn13, normalize, to_isbn13


class TestIsbn10(unittest.TestCase):
    def test_valid_digits(self):
        self.assertTrue(is_valid_isbn10("0-306-40615-2"))
        self.assertTrue(is_valid_isbn10("0 14 044913 2"))

    def test_invalid(self):
        self.assertFalse(is_valid_isbn10("0-306-40615-3"))
        self.assertFalse(is_valid_isbn10("12345"))

    def test_check_digit_x(self):
        # check digit 10 is written as X (either case)
        self.assertTrue(is_valid_isbn10("0-8044-2957-X"))
        self.assertTrue(is_valid_isbn10("043965548x"))


class TestIsbn13(unittest.TestCase):
    def test_valid(self):
        self.assertTrue(is_valid_isbn13("978-0-306-40615-7"))

    def test_invalid(self):
        self.assertFalse(is_valid_isbn13("978-0-306-40615-8"))

    def test_convert(self):
        self.assertEqual(to_isbn13("0-306-40615-2"), "9780306406157")


class TestNormalize(unittest.TestCase):
    def test_hyphens(self):
        self.assertEqual(normalize("0-306-40615-2"), "0306406152")


if __name__ == "__main__":
    unittest.main()
''')
ek.write(os.path.join(ws, "tests", "test_labels.py"), '''import unittest

from bookstall.labels import price_label


class TestLabels(unittest.TestCase):
    def test_basic(self):
        self.assertEqual(price_label(250), "\\u00a32.50")

    def test_gift_aid(self):
        self.assertEqual(price_label("1999", gift_aid=True), "\\u00a319.99 GA")


if __name__ == "__main__":
    unittest.main()
''')
ek.write(os.path.join(ws, "README.md"), "# bookstall\n\nStock helpers for the Greenway Hospice bookshop (ISBN look-ups for donated books, price stickers).\n\n"
         "Run the tests with `python -m unittest` from this folder.\n")
