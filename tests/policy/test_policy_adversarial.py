"""Table-driven adversarial cases (tests/policy/cases.py): obfuscation, wrappers, nesting, boundary."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from ncurator_cli.policy import assess

# cases.py is a data table next to this file; load it by path (tests/ is not a package).
_spec = importlib.util.spec_from_file_location("ncurator_policy_cases", Path(__file__).with_name("cases.py"))
assert _spec is not None and _spec.loader is not None
_cases = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_cases)
LOW: list[str] = _cases.LOW
MEDIUM: list[str] = _cases.MEDIUM
HIGH: list[str] = _cases.HIGH


def _grade(command: str, workspace: Path) -> str:
    a = assess(command, workspace)
    assert not any("internal classifier error" in r for r in a.reasons), a.reasons
    return "low" if a.risk_level == "low" and not a.refused else a.risk_level


def test_table_is_large_and_unique() -> None:
    total = LOW + MEDIUM + HIGH
    assert len(total) >= 500
    dupes = {c for c in total if total.count(c) > 1}
    assert not dupes


@pytest.mark.parametrize("command", LOW)
def test_low(command: str, workspace: Path) -> None:
    a = assess(command, workspace)
    assert a.risk_level == "low" and not a.refused, a.reasons


@pytest.mark.parametrize("command", MEDIUM)
def test_medium(command: str, workspace: Path) -> None:
    a = assess(command, workspace)
    assert _grade(command, workspace) == "medium", a.reasons


@pytest.mark.parametrize("command", HIGH)
def test_high(command: str, workspace: Path) -> None:
    a = assess(command, workspace)
    assert a.risk_level == "high", a.reasons
    assert a.reasons
    # the fail-closed fallback for classifier bugs must not be what makes these high
    assert not any("internal classifier error" in r for r in a.reasons), a.reasons
