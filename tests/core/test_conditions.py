"""Conditions a task states on a table's rows, read by the host (objective/conditions.py)."""

from __future__ import annotations

import pytest

from ncurator_cli.capabilities.docx import row_condition_cells
from ncurator_cli.objective.conditions import condition_text, rows_meeting

HEADER = ["Boat", "Skipper", "Length", "Engine", "Berths", "Fee"]
BODY = [
    ["Curlew", "Ann", "9.5 m", "Diesel inboard", "4", "£40"],
    ["Tern", "Bo", "24 ft", "Outboard (petrol)", "2", "£25"],
    ["Heron", "Cal", "850 cm", "Diesel inboard", "6", "£55"],
    ["Puffin", "Di", "8 m", "Electric", "2", "£30"],
    ["Skua", "Ed", "32 ft", "none - sail only", "3", "£35"],
]


@pytest.mark.parametrize("condition, names", [
    # Lengths in three units against metres; strictly longer (8 m is not longer than 8 metres).
    ("that are longer than 8 metres", ["Curlew", "Heron", "Skua"]),
    ("that are shorter than 30 feet", ["Tern", "Heron", "Puffin"]),
    # A column named in the part; an inclusive bound; a count of the column the noun names.
    ("whose Length is at least 8 m", ["Curlew", "Heron", "Puffin", "Skua"]),
    ("with more than 2 berths", ["Curlew", "Heron", "Skua"]),
    ("that cost over £35", ["Curlew", "Heron"]),
    ("that have fewer than 3 berths", ["Tern", "Puffin"]),
    # A column's value, with its header word or found in the one column that holds it.
    ("that have a diesel engine", ["Curlew", "Heron"]),
    ("that are longer than 8 metres and have a diesel engine", ["Curlew", "Heron"]),
    ("that use electric", ["Puffin"]),
])
def test_a_stated_condition_selects_the_rows_that_meet_it(condition: str, names: list[str]) -> None:
    rows = rows_meeting(HEADER, BODY, condition)
    assert rows is not None and [BODY[r][0] for r in rows] == names


@pytest.mark.parametrize("condition", [
    "that do not have a diesel engine",          # a negation is the model's to read
    "that are longer than 8 metres or electric",  # so is "or"
    "that are heavier than 2 tonnes",             # no column holds weights
    "that have a blue hull",                      # no column holds the words
    "that have a skipper",                        # every row does: nothing told apart
])
def test_a_condition_the_host_cannot_read_is_left_to_the_model(condition: str) -> None:
    assert rows_meeting(HEADER, BODY, condition) is None


def test_the_condition_ends_at_the_formatting_or_the_sentence() -> None:
    objective = "Put the boat names that are longer than 8 metres and have a diesel engine in italics, please."
    at = objective.index(" that")
    assert condition_text(objective, at) == "that are longer than 8 metres and have a diesel engine"
    assert condition_text("Bold the boats whose fee is over £30. Save it.", len("Bold the boats")) == "whose fee is over £30"
    assert condition_text("Bold the boats.", len("Bold the boats")) is None


def test_the_cells_formatted_are_the_target_column_of_the_rows_that_meet_the_condition() -> None:
    grid = [HEADER, *BODY]
    cells = row_condition_cells(grid, "In berths.docx put the names of the boats that are longer than 8 metres and "
                                      "have a diesel engine in italics. Leave the rest as it is.")
    assert cells == [(1, 0), (3, 0)]
    cells = row_condition_cells(grid, "Make the skippers bold whose boats are shorter than 30 feet.")
    assert cells == []  # the condition is not after the cells it formats: not read by the host
    assert row_condition_cells(grid, "Bold the skippers with more than 2 berths.") == [(1, 1), (3, 1), (5, 1)]
