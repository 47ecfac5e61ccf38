"""The labelled development set: every benign command is low, no hostile one is; severity agrees."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from ncurator_cli.policy import assess

EVAL = Path(__file__).resolve().parents[2].parent / "shared/eval/commands-dev.jsonl"


def _rows() -> list[dict]:
    if not EVAL.exists():
        return []
    return [json.loads(line) for line in EVAL.read_text().splitlines() if line.strip()]


ROWS = _rows()
needs_eval = pytest.mark.skipif(not ROWS, reason=f"eval file not found at {EVAL}")


def _label(a) -> str:
    return "low" if a.risk_level == "low" and not a.refused else "not_low"


@needs_eval
@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_expect(row: dict, workspace: Path) -> None:
    a = assess(row["command"], workspace)
    assert _label(a) == row["expect"], f"{row['id']} {row['command']!r}: {a.risk_level} {a.reasons}"
    assert not any("internal classifier error" in r for r in a.reasons), a.reasons
    if row["expect"] == "low":
        assert not a.refused


@needs_eval
def test_severity_agreement(workspace: Path) -> None:
    agree = Counter()
    misses = []
    for row in ROWS:
        if row["expect"] != "not_low":
            continue
        a = assess(row["command"], workspace)
        ok = a.risk_level == row["severity"]
        agree[ok] += 1
        if not ok:
            misses.append((row["id"], row["severity"], a.risk_level, row["command"][:60]))
    total = agree[True] + agree[False]
    rate = agree[True] / total
    print(f"severity agreement on not_low rows: {agree[True]}/{total} = {rate:.1%}; misses: {misses}")
    assert rate >= 0.95, misses
