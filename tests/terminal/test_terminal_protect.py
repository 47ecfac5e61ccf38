"""What the objective's intent says must not change: checked against a real workspace."""

from __future__ import annotations

from pathlib import Path

import pytest

from ncurator_cli.capabilities.terminal_protect import protection
from ncurator_cli.objective.intent import Intent, cues


def layout(root: Path) -> Path:
    for rel in ("src/calc.py", "notes/a.txt", "config.yaml", "data/base.csv"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("x\n")
    return root


def intent_of(objective: str) -> Intent:
    c = cues(objective)
    return Intent(c.kind or "change", c.outputs, c.keep, c.only)


@pytest.mark.parametrize(
    ("objective", "read_only", "writable"),
    [
        ("Rename the .txt files in notes/. Do not touch files outside notes/.", ["."], ["notes"]),
        ("Update the port in src/calc.py, but leave config.yaml unchanged.", ["config.yaml"], []),
        ("Write a summary to out.txt and keep data/base.csv as it is.", ["data/base.csv"], []),
        ("Do not change the existing lines.", [], []),
        ("Fix src/calc.py and leave missing.yaml unchanged", [], []),   # not in the workspace
        ("Add a test for src/calc.py", [], []),
        # The output inside a kept folder stays writable; a folder kept "but for" the task's own
        # change, with no output named inside it, is not kept at all.
        ("Fix the typo in notes/a.txt. Leave everything else in notes/ unchanged.", ["notes"], ["notes/a.txt"]),
        ("Drop the second line from the notes file, notes/a.txt, editing the file in place; "
         "don't touch anything else in notes/.", ["notes"], ["notes/a.txt"]),
        ("Tidy up the spelling, and don't touch anything else in notes/.", [], []),
    ],
)
def test_protection_from_the_intent(tmp_path: Path, objective: str, read_only: list[str], writable: list[str]) -> None:
    prot = protection(intent_of(objective), layout(tmp_path / "ws"))
    assert sorted(prot.read_only) == sorted(read_only) and prot.writable == writable
    assert bool(prot) is bool(read_only)
    if prot:
        binds = prot.binds(tmp_path / "ws")
        assert all(p.startswith(str((tmp_path / "ws").resolve())) for p, _ in binds)
        assert [w for _, w in binds] == [False] * len(read_only) + [True] * len(writable)


def test_no_intent_protects_nothing_and_describe_says_what_is(tmp_path: Path) -> None:
    root = layout(tmp_path / "ws")
    assert not protection(None, root)
    assert protection(intent_of("Do not touch files outside notes/"), root).describe() == "everything except notes/"


def test_an_output_in_a_kept_folder_is_said_to_stay_writable(tmp_path: Path) -> None:
    prot = protection(intent_of("Fix notes/a.txt and leave everything else in notes/ unchanged."), layout(tmp_path / "ws"))
    assert prot.describe() == "notes (but notes/a.txt, which the task changes)"
