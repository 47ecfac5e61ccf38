"""The host's one-place repair search (tools/repair.py), with the check run as a real subprocess."""

from __future__ import annotations

import ast
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ncurator_cli.tools.repair import Found, mutants_of, search, under_test

TEST = ("import unittest\nfrom {mod} import {fn}\n\n\nclass T(unittest.TestCase):\n"
        "    def test_it(self):\n        self.assertEqual({call}, {want})\n")


def passes(copy: Path) -> bool:
    return subprocess.run([sys.executable, "-m", "unittest", "-q"], cwd=copy, capture_output=True, timeout=30).returncode == 0


def failing(root: Path) -> str:
    return subprocess.run([sys.executable, "-m", "unittest"], cwd=root, capture_output=True, text=True, timeout=30).stderr


@pytest.mark.parametrize(("source", "call", "want", "fixed"), [
    # the last n, not the first
    ("def recent_best(xs, n):\n    picked = sorted(xs[:n])\n    return picked[0]\n", "recent_best([9, 8, 3, 1], 2)", 1,
     "    picked = sorted(xs[-n:])"),
    # a bound that leaves the last one out
    ("def count_up(n):\n    out = []\n    for i in range(1, n):\n        out.append(i)\n    return out\n", "count_up(3)",
     [1, 2, 3], "    for i in range(1, n + 1):"),
    # the comparison
    ("def adults(ages):\n    return [a for a in ages if a > 18]\n", "adults([17, 18, 30])", [18, 30],
     "    return [a for a in ages if a >= 18]"),
    # the one helper called one call down
    ("def _weight(i):\n    return 3 if i % 2 else 1\n\n\ndef check_sum(digits):\n"
     "    return sum(_weight(i) * d for i, d in enumerate(digits)) % 10\n", "check_sum([1, 2, 3])", 4,
     "    return 3 if i % 2 else 2"),
])
def test_the_first_one_place_change_under_which_the_check_passes_is_found(tmp_path: Path, source: str, call: str,
                                                                           want: object, fixed: str) -> None:
    (tmp_path / "lib.py").write_text(source)
    fn = call.split("(")[0]
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "__init__.py").write_text("")
    (tmp_path / "tests" / "test_lib.py").write_text(TEST.format(mod="lib", fn=fn, call=call, want=want))
    found = search(tmp_path, failing(tmp_path), passes, time.monotonic() + 60)
    assert isinstance(found, Found), found
    assert found.rel == "lib.py" and found.after == fixed, found
    assert (tmp_path / "lib.py").read_text() == source  # the workspace itself is not changed


def test_what_is_tried_leaves_docstrings_and_the_tests_alone(tmp_path: Path) -> None:
    text = 'def f(x):\n    """Adds 1 to x."""\n    return x + 1\n'
    tree = ast.parse(text)
    found = list(mutants_of("m.py", text, [tree.body[0]]))
    news = [text[:m.start] + m.text + text[m.end:] for m in found]
    assert 'def f(x):\n    """Adds 1 to x."""\n    return x - 1\n' in news
    assert all('"""Adds 1 to x."""' in n for n in news)
    (tmp_path / "m.py").write_text(text)
    (tmp_path / "test_m.py").write_text("from m import f\n\ndef test_f():\n    assert f(1) == 3\n")
    out = 'File "test_m.py", line 4, in test_f\n    assert f(1) == 3\n'
    assert [(rel, node.name) for rel, node in under_test(tmp_path, out)] == [("m.py", "f")]
    assert search(tmp_path, "no traceback here", passes, time.monotonic() + 5) is None


def test_a_check_the_host_may_not_run_stops_the_search(tmp_path: Path) -> None:
    from ncurator_cli.tools.base import ToolEnv, ToolError
    from ncurator_cli.tools.repair import REPAIR_SEARCH

    (tmp_path / "lib.py").write_text("def inc(x):\n    return x - 1\n")
    (tmp_path / "test_lib.py").write_text("from lib import inc\n\ndef test_inc():\n    assert inc(1) == 2\n")
    out = 'File "test_lib.py", line 4, in test_inc\n    assert inc(1) == 2\n'
    tried: list[str] = []

    def refused(command: str, root: Path, cwd: str) -> bool:
        tried.append(command)
        raise ToolError("no repair searched: the check is not run unasked in a copy (medium risk)")

    with pytest.raises(ToolError, match="no repair searched"):
        REPAIR_SEARCH.command(ToolEnv(tmp_path, scratch_check=refused), {"check": "pytest -q", "output": out})
    assert tried == ["pytest -q"]  # stopped at the first refusal, not tried for every change
    assert (tmp_path / "lib.py").read_text() == "def inc(x):\n    return x - 1\n"


def test_two_changes_each_of_which_fails_fewer_tests_are_found_together(tmp_path: Path) -> None:
    """Two boundary bugs in one file: no one change passes, each of the two fails fewer tests, and
    both together pass; the workspace itself is not changed. A bool check (no counts) finds none."""
    source = ("def discount(qty):\n    return 0.1 if qty > 10 else 0.0\n\n\n"
              "def free_delivery(total):\n    return total > 50\n")
    (tmp_path / "shop.py").write_text(source)
    (tmp_path / "test_shop.py").write_text(
        "import unittest\nfrom shop import discount, free_delivery\n\n\nclass T(unittest.TestCase):\n"
        "    def test_ten(self):\n        self.assertEqual(discount(10), 0.1)\n\n"
        "    def test_fifty(self):\n        self.assertTrue(free_delivery(50))\n")
    from ncurator_cli.tools.repair import failure_count

    def counted(copy: Path) -> bool | int:
        res = subprocess.run([sys.executable, "-m", "unittest", "-q"], cwd=copy, capture_output=True, text=True, timeout=30)
        return True if res.returncode == 0 else (failure_count(res.stderr) or False)

    out = failing(tmp_path)
    assert failure_count(out) == 2 and failure_count("=== 1 failed, 3 passed, 2 errors in 0.1s ===") == 3
    found = search(tmp_path, out, counted, time.monotonic() + 90)
    assert isinstance(found, Found), found
    changes = {(found.before, found.after), *found.more}
    assert changes == {("    return 0.1 if qty > 10 else 0.0", "    return 0.1 if qty >= 10 else 0.0"),
                       ("    return total > 50", "    return total >= 50")}, changes
    assert (tmp_path / "shop.py").read_text() == source
    assert isinstance(search(tmp_path, out, passes, time.monotonic() + 90), int)  # no counts: no pairs


CARRY = ('def hhmm(hours):\n    """Hours as H:MM, to the nearest minute."""\n    whole = int(hours)\n'
         '    minutes = round((hours - whole) * 60)\n    return "%d:%02d" % (whole, minutes)\n\n\n'
         'def shift_label(name, hours):\n    return name + " " + hhmm(hours)\n')
CARRY_TESTS = ("import unittest\nfrom clock import hhmm, shift_label\n\n\nclass T(unittest.TestCase):\n"
               "    def test_carry(self):\n        self.assertEqual(hhmm(2.999), '3:00')\n\n"
               "    def test_label(self):\n        self.assertEqual(shift_label('Ann', 0.9999), 'Ann 1:00')\n\n"
               "    def test_plain(self):\n        self.assertEqual(hhmm(1.5), '1:30')\n")
FIXED_HHMM = ['def hhmm(hours):', '    """Hours as H:MM, to the nearest minute."""', '    total = round(hours * 60)',
              '    whole, minutes = divmod(total, 60)', '    return "%d:%02d" % (whole, minutes)']


def carry_project(root: Path) -> None:
    (root / "clock.py").write_text(CARRY)
    (root / "tests").mkdir()
    (root / "tests" / "__init__.py").write_text("")
    (root / "tests" / "test_clock.py").write_text(CARRY_TESTS)


def test_a_function_the_model_writes_again_is_kept_only_when_the_check_passes_with_it(tmp_path: Path) -> None:
    """A carry bug (59.99 minutes rounded to 60 on their own) is no one-place change: the model
    writes the function again in a short call of its own, shown the failing tests' lines and
    errors and the function the failing tests' other function calls (the leaf, asked first); the
    rewrite is tried in a scratch copy and kept only when the check passes there."""
    import json

    from ncurator_cli.tools.repair import failing_lines, rewrite, rewrite_targets

    carry_project(tmp_path)
    out = failing(tmp_path)
    assert isinstance(search(tmp_path, out, passes, time.monotonic() + 60), int)  # no one-place change passes
    assert [getattr(n, "name", "") for _, n in rewrite_targets(tmp_path, out)][:2] == ["hhmm", "shift_label"]
    assert ("self.assertEqual(hhmm(2.999), '3:00')", "AssertionError: '2:60' != '3:00'") in failing_lines(out)
    asked: list[tuple[str, float]] = []

    def ask(system: str, user: str, schema: dict, temperature: float = 0.0) -> str:
        asked.append((user, temperature))
        # A rewrite that does not fix it, greedy and sampled, for each function.
        return json.dumps({"bug": "?", "lines": FIXED_HHMM[:2] + ['    return "%d:%02d" % (int(hours), 0)']})

    assert rewrite(tmp_path, out, passes, ask, time.monotonic() + 300) is None
    assert [t for _, t in asked] == [0.0, 0.7, 0.0, 0.7]
    asked.clear()
    # With little time left, no second draw.
    assert rewrite(tmp_path, out, passes, ask, time.monotonic() + 30) is None
    assert [t for _, t in asked] == [0.0, 0.0]
    asked = [(u, 0.0) for u, _ in asked]
    assert "The function hhmm in clock.py" in asked[0][0]
    assert "hhmm(2.999) returned '2:60'; the test expects '3:00'" in asked[0][0]
    assert (tmp_path / "clock.py").read_text() == CARRY  # nothing tried is left in the workspace

    found = rewrite(tmp_path, out, passes, lambda *_: "```json\n" + json.dumps({"lines": FIXED_HHMM}), time.monotonic() + 60)
    assert found is None  # not JSON: no function to try
    found = rewrite(tmp_path, out, passes, lambda *_: json.dumps({"lines": FIXED_HHMM}), time.monotonic() + 60)
    assert isinstance(found, Found) and found.rel == "clock.py" and found.line == 1
    assert found.before == CARRY.split("\n\n\n")[0] and found.after == "\n".join(FIXED_HHMM)
    assert (tmp_path / "clock.py").read_text() == CARRY


def test_a_failing_equality_is_said_as_what_the_call_returned_and_what_the_test_expects() -> None:
    from ncurator_cli.tools.repair import said_failure

    assert said_failure("assert total([1, 2]) == 4", "AssertionError: assert 3 == 4") == \
        "  total([1, 2]) returned 3; the test expects 4"
    # A call split wrongly at a list's comma, a list's diff, or no equality: quoted as they are.
    assert said_failure("self.assertEqual(pair(1), [1, 2])", "AssertionError: [1, 3] != [1, 2]") == \
        "  self.assertEqual(pair(1), [1, 2])\n    -> AssertionError: [1, 3] != [1, 2]"
    assert said_failure("self.assertTrue(ok(3))", "AssertionError: False is not true").endswith("-> AssertionError: False is not true")


def test_a_method_written_again_keeps_its_indentation_and_a_model_error_ends_the_rewrites(tmp_path: Path) -> None:
    import json

    from ncurator_cli.tools.repair import rewrite, rewritten

    # A method is written back at its class's indentation, whatever the reply's.
    assert rewritten(json.dumps({"lines": ["def f(self):", "    return 2"]}), "f", "    ") == "    def f(self):\n        return 2\n"
    assert rewritten(json.dumps({"lines": ["def g():", "    return 2"]}), "f", "") is None  # another function
    carry_project(tmp_path)

    def broken(*_: object) -> str:
        raise RuntimeError("the model's time is up")

    assert rewrite(tmp_path, failing(tmp_path), passes, broken, time.monotonic() + 60) is None
