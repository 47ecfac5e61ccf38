"""Failure localization of guided terminal_exec: real unittest and pytest runs on a real project."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ncurator_cli.capabilities.terminal_failure import localize_failure


def project(root: Path) -> Path:
    (root / "shop").mkdir(parents=True)
    (root / "shop" / "__init__.py").write_text("")
    (root / "shop" / "pricing.py").write_text(
        '"""Prices."""\n\n\ndef discount(price, rate):\n    """rate 0.2 is 20% off"""\n    return round(price * rate, 2)\n\n\n'
        "def total(items):\n    return sum(check(i) for i in items)\n\n\n"
        "def check(item):\n    if item < 0:\n        raise ValueError('negative')\n    return item\n"
    )
    (root / "tests").mkdir()
    (root / "tests" / "__init__.py").write_text("")
    (root / "tests" / "test_pricing.py").write_text(
        "import unittest\n\nfrom shop.pricing import discount, total\n\n\nclass T(unittest.TestCase):\n"
        "    def test_discount(self):\n        self.assertEqual(discount(100, 0.2), 80.0)\n\n"
        "    def test_total(self):\n        self.assertEqual(total([1, -2]), -1)\n\n"
        "    def test_ok(self):\n        self.assertEqual(total([1, 2]), 3)\n"
    )
    return root


def run(root: Path, *argv: str) -> str:
    r = subprocess.run([sys.executable, *argv], cwd=root, capture_output=True, text=True, timeout=120)
    assert r.returncode != 0
    return r.stdout + r.stderr


@pytest.mark.parametrize("argv", [("-m", "unittest"), ("-m", "pytest", "-q", "-p", "no:cacheprovider"),
                                  ("-m", "pytest", "-q", "--tb=short", "-p", "no:cacheprovider"),
                                  ("-m", "pytest", "-q", "--tb=native", "-p", "no:cacheprovider")])
def test_failing_lines_and_the_code_they_call(tmp_path: Path, argv: tuple[str, ...]) -> None:
    root = project(tmp_path / "ws")
    report = localize_failure(root, run(root, *argv))
    assert report.startswith("The failing lines and the code they call:")
    assert "tests/test_pricing.py:8 `self.assertEqual(discount(100, 0.2), 80.0)` -> AssertionError: 20.0 != 80.0" in report
    assert "tests/test_pricing.py:11 `self.assertEqual(total([1, -2]), -1)` -> ValueError: negative" in report
    # the functions the failing lines call, then the one the traceback raised in
    assert "--- shop/pricing.py lines 4-6:\ndef discount(price, rate):" in report
    assert "--- shop/pricing.py lines 9-10:\ndef total(items):" in report
    assert "--- shop/pricing.py lines 13-16:\ndef check(item):\n    if item < 0:" in report
    assert "test_ok" not in report and "assertEqual" not in report.split("---", 1)[1]


def test_nothing_to_point_at_is_an_empty_report(tmp_path: Path) -> None:
    root = project(tmp_path / "ws")
    assert localize_failure(root, "") == ""
    assert localize_failure(root, "FAILED (failures=1)\nsomething else broke") == ""
    # a traceback through files outside the workspace names nothing in it
    outside = 'Traceback (most recent call last):\n  File "/usr/lib/python3/x.py", line 3, in f\n    g()\nValueError: x\n'
    assert localize_failure(root, outside) == ""
    # a test line that calls nothing defined in the workspace's source
    (root / "tests" / "test_len.py").write_text("import unittest\n\n\nclass T(unittest.TestCase):\n"
                                                "    def test_len(self):\n        self.assertEqual(len('ab'), 3)\n")
    assert localize_failure(root, run(root, "-m", "unittest", "tests.test_len")) == ""


def test_unparsable_and_huge_source_files_are_skipped(tmp_path: Path) -> None:
    root = project(tmp_path / "ws")
    (root / "broken.py").write_text("def discount(:\n")
    (root / "big.py").write_text("def total(items):\n    return 0\n" + "#" * (300 * 1024))
    report = localize_failure(root, run(root, "-m", "unittest"))
    assert "broken.py" not in report and "big.py" not in report and "shop/pricing.py lines 4-6" in report


def test_the_report_is_bounded(tmp_path: Path) -> None:
    root = project(tmp_path / "ws")
    body = "".join(f"    x{i} = {i}\n" for i in range(200))
    (root / "shop" / "pricing.py").write_text(f"def discount(price, rate):\n{body}    return 0\n\n\ndef total(items):\n    return 0\n")
    report = localize_failure(root, run(root, "-m", "unittest", "tests.test_pricing.T.test_discount"))
    assert "lines 1-40:" in report and "x38 = 38" in report and "x39 = 39" not in report
    assert len(report) <= 3000
