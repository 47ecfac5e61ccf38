import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = {}

FILES["ledgerlite/__init__.py"] = '''"""ledgerlite - a small double-entry ledger for club and charity accounts."""
from .core.accounts import Account, open_account
from .core.journal import Journal, make_entry

__version__ = "0.4.2"
__all__ = ["Account", "Journal", "open_account", "make_entry", "get_version"]


def get_version():
    return __version__
'''

FILES["ledgerlite/core/__init__.py"] = '''"""Core ledger types: accounts and the journal."""
'''

FILES["ledgerlite/core/accounts.py"] = '''"""Accounts and balances."""
from decimal import Decimal

ACCOUNT_KINDS = ("asset", "liability", "equity", "income", "expense")


class Account:
    """A ledger account identified by a four-digit code."""

    def __init__(self, code, name, kind):
        self.code = code
        self.name = name
        self.kind = kind
        self.closed = False
        self.postings = []

    def current_balance(self):
        return sum((amount for _, amount in self.postings), Decimal("0"))

    def is_debit_normal(self):
        return self.kind in ("asset", "expense")


def open_account(code, name, kind="asset"):
    \'\'\'Create an account after checking its code and kind.\'\'\'
    if not _check_code(code):
        raise ValueError("account code must be four digits: %r" % code)
    if kind not in ACCOUNT_KINDS:
        raise ValueError("unknown account kind: %r" % kind)
    return Account(code, name, kind)


def close_account(account):
    # Closing keeps the history; only new postings are refused.
    account.closed = True
    return account


def _check_code(code):
    return code.isdigit() and len(code) == 4
'''

FILES["ledgerlite/core/journal.py"] = '''"""The journal: dated, balanced transactions."""
from decimal import Decimal


class Journal:
    """An append-only list of entries."""

    def __init__(self):
        self.entries = []

    def post_entry(self, entry):
        if not is_balanced(entry["lines"]):
            raise ValueError("entry does not balance")
        self.entries.append(entry)

    def entries_for(self, code):
        return [e for e in self.entries if any(c == code for c, _ in e["lines"])]


def make_entry(date, lines, memo=""):
    """Build a journal entry from (account_code, amount) pairs."""
    return {"date": date, "lines": [(c, Decimal(str(a))) for c, a in lines], "memo": memo}


def is_balanced(lines):
    total = sum((amount for _, amount in lines), Decimal("0"))
    return total == 0


def reverse_entry(entry):
    r"""Return the reversing entry: amounts negated, memo prefixed with 'Reversal of'."""
    lines = [(c, -a) for c, a in entry["lines"]]
    return make_entry(entry["date"], lines, "Reversal of " + entry["memo"])
'''

FILES["ledgerlite/io/__init__.py"] = ""

FILES["ledgerlite/io/csv_import.py"] = '''"""Import bank statements exported as CSV."""
import csv
from decimal import Decimal


def read_statement(path, delimiter=","):
    """Yield (date, description, amount) rows from a bank statement CSV."""
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter=delimiter):
            yield row["date"], row["description"].strip(), Decimal(row["amount"])


def _sniff(sample):
    return csv.Sniffer().sniff(sample, delimiters=",;\\t").delimiter
'''

FILES["ledgerlite/io/export.py"] = '''"""Export the journal to CSV or SQL."""
import csv


def export_csv(journal, path, *, delimiter=",",
               include_header=True):
    """Write every journal line to a CSV file."""
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, delimiter=delimiter)
        if include_header:
            w.writerow(["date", "account", "amount", "memo"])
        for e in journal.entries:
            for code, amount in e["lines"]:
                w.writerow([e["date"], code, amount, e["memo"]])


def export_sql(journal, table="entries"):
    template = """INSERT INTO {table} (date, account, amount) VALUES ('{date}', '{account}', {amount});"""
    out = []
    for e in journal.entries:
        for code, amount in e["lines"]:
            out.append(template.format(table=table, date=e["date"], account=code, amount=amount))
    return "\\n".join(out)
'''

FILES["ledgerlite/io/rates.py"] = '''"""Exchange rates for foreign-currency receipts."""
import asyncio
import functools

_FALLBACK = {"EUR": 1.19, "USD": 1.27}


async def fetch_rates(base="GBP", timeout=5.0):
    await asyncio.sleep(0)
    return dict(_FALLBACK)


@functools.lru_cache(maxsize=None)
def currency_symbol(code):
    """Return the symbol for an ISO 4217 currency code (or the code itself)."""
    return {"GBP": "\\u00a3", "EUR": "\\u20ac", "USD": "$"}.get(code, code)
'''

FILES["ledgerlite/reports/__init__.py"] = '''"""Reports built from the journal."""
'''

FILES["ledgerlite/reports/summary.py"] = '''"""Trial balance and monthly summaries."""
from collections import defaultdict
from decimal import Decimal


def trial_balance(journal):
    """Return {account_code: balance} for every account with postings."""
    def by_code(entries):
        totals = defaultdict(Decimal)
        for e in entries:
            for code, amount in e["lines"]:
                totals[code] += amount
        return totals
    return dict(by_code(journal.entries))


def monthly_totals(journal, year):
    totals = defaultdict(Decimal)
    for e in journal.entries:
        if e["date"].startswith(str(year)):
            month = e["date"][:7]
            totals[month] += sum(a for _, a in e["lines"] if a > 0)
    return dict(sorted(totals.items()))


def format_amount(value, symbol="\\u00a3"):
    "Format an amount with two decimals and a thousands separator."
    return "%s%s" % (symbol, format(value, ",.2f"))
'''

FILES["ledgerlite/util.py"] = '''"""Small helpers shared by the other modules."""
import datetime


def parse_date(text):
    """Parse 'YYYY-MM-DD' or 'DD/MM/YYYY' into a date."""
    if "/" in text:
        d, m, y = text.split("/")
        return datetime.date(int(y), int(m), int(d))
    return datetime.date.fromisoformat(text)


def chunks(seq, size):
    """Split seq into lists of at most size items."""
    return [seq[i:i + size] for i in range(0, len(seq), size)]


def _round2(value):
    return round(value, 2)
'''

FILES["tests/conftest.py"] = '''import pytest

from ledgerlite import Journal, open_account


@pytest.fixture
def journal():
    return Journal()


def make_accounts():
    return [open_account("1000", "Bank"), open_account("4000", "Subscriptions", "income")]
'''

FILES["tests/test_journal.py"] = '''from ledgerlite.core.journal import is_balanced, make_entry, reverse_entry


def test_balanced_entry():
    assert is_balanced([("1000", 50), ("4000", -50)])


def test_reverse_entry_negates():
    e = make_entry("2025-01-04", [("1000", "12.50"), ("4000", "-12.50")], "Raffle")
    r = reverse_entry(e)
    assert [a for _, a in r["lines"]] == [-a for _, a in e["lines"]]
'''

FILES["tests/test_accounts.py"] = '''import pytest

from ledgerlite.core.accounts import close_account, open_account


def test_open_account_rejects_bad_code():
    with pytest.raises(ValueError):
        open_account("10A0", "Bank")


def test_close_account():
    assert close_account(open_account("1000", "Bank")).closed
'''

FILES["scripts/rebuild_index.py"] = '''#!/usr/bin/env python3
import sys

from ledgerlite.io.csv_import import read_statement


def main(argv):
    for path in argv[1:]:
        print(path, sum(1 for _ in read_statement(path)))


if __name__ == "__main__":
    main(sys.argv)
'''

FILES["README.md"] = '''# ledgerlite

A small double-entry ledger used for the sailing club and the food bank accounts.

    pip install -e .
    pytest

Every public function should have a docstring (see CONTRIBUTING).
'''

FILES["pyproject.toml"] = '''[project]
name = "ledgerlite"
version = "0.4.2"
requires-python = ">=3.9"

[tool.pytest.ini_options]
testpaths = ["tests"]
'''

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in FILES.items():
        write(os.path.join(ws, rel), text, newline_at_end=bool(text))
