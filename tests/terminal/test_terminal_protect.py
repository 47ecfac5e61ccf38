"""What an objective forbids changing: parsed from its words, checked against a real workspace."""

from __future__ import annotations

from pathlib import Path

import pytest

from ncurator_cli.capabilities.terminal_protect import protection


def layout(root: Path) -> Path:
    for rel in ("tests/test_calc.py", "tests/__init__.py", "pkg/test_util.py", "pkg/util.py", "pkg/conftest.py",
                "web/app.spec.ts", "calc.py", "notes/a.txt", "config.yaml", "node_modules/x/test_y.py"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("x\n")
    return root


@pytest.mark.parametrize(
    ("objective", "read_only", "writable"),
    [
        ("Fix the bug so the tests pass. Do not modify the tests.", ["tests", "pkg/conftest.py", "pkg/test_util.py", "web/app.spec.ts"], []),
        ("Make it pass without changing the test files", ["tests", "pkg/conftest.py", "pkg/test_util.py", "web/app.spec.ts"], []),
        ("Don't edit any of the unit tests.", ["tests", "pkg/conftest.py", "pkg/test_util.py", "web/app.spec.ts"], []),
        ("Rename the .txt files in notes/. Do not touch files outside notes/.", ["."], ["notes"]),
        ("Do not change files outside `notes`", ["."], ["notes"]),
        ("Update the port, but do not modify config.yaml.", ["config.yaml"], []),
        ("Do not change the existing lines.", [], []),
        ("Do not modify missing.yaml", [], []),            # not in the workspace
        ("Do not touch files outside ../etc/", [], []),   # not a folder in it
        ("Do not modify ../outside.txt", [], []),
        ("Add a test for calc.py", [], []),
    ],
)
def test_protection_from_the_objective(tmp_path: Path, objective: str, read_only: list[str], writable: list[str]) -> None:
    prot = protection(objective, layout(tmp_path / "ws"))
    assert sorted(prot.read_only) == sorted(read_only) and prot.writable == writable
    assert bool(prot) is bool(read_only)
    if prot:
        binds = prot.binds(tmp_path / "ws")
        assert all(p.startswith(str((tmp_path / "ws").resolve())) for p, _ in binds)
        assert [w for _, w in binds] == [False] * len(read_only) + [True] * len(writable)


def test_describe_says_what_is_protected(tmp_path: Path) -> None:
    root = layout(tmp_path / "ws")
    assert protection("Do not touch files outside notes/", root).describe() == "everything except notes/"
    assert protection("do not modify the tests", root).describe().startswith("tests, ")
