"""One cell of a table set to a value the objective gives, in the row it names (guided/cellset.py):
the host's first edit, the value written as its column writes its own, through the real CLI."""

from __future__ import annotations

from pathlib import Path

import docx

from ncurator_cli.guided.cellset import cell_set, date_like

from .docx_cli_lib import sha256

HEADER = ["Booking", "Venue", "Hirer", "From", "Until", "Notes"]
CURRENT = [HEADER,
           ["B-101", "Corn Hall, Upper Room", "Lydford Choir", "03/02/2025", "24/03/2025", "Tuesdays"],
           ["B-102", "Corn Hall", "Tai Chi Group", "06/01/2025", "30/04/2025", "Mornings"],
           ["B-103", "Corn Hall Annexe", "Rug Makers", "13/01/2025", "28/02/2025", ""],
           ["B-104", "Mill Studio", "Lydford Choir", "10/02/2025", "31/03/2025", "Extra rehearsals"]]
PAST = [HEADER, ["B-090", "Corn Hall", "Tai Chi Group", "02/09/2024", "20/12/2024", ""]]
TITLES = {0: "Current bookings", 1: "Past bookings"}
OBJECTIVE = ("The Tai Chi Group at the Corn Hall want to carry on into the summer. In bookings.docx change "
             "the until date to 31 July 2025 and save it as bookings_new.docx.")


def test_the_cell_of_the_named_row_in_the_current_table_is_set_in_the_columns_form() -> None:
    # "Corn Hall" names B-102's venue, not "Corn Hall, Upper Room" (its leading part is, but that row's
    # hirer is not said... both say Corn Hall: the hirer decides) nor "Corn Hall Annexe"; the past table's
    # row is the same hire's last season.
    assert cell_set(OBJECTIVE, {0: CURRENT, 1: PAST}, TITLES) == (0, 2, 4, "31/07/2025")
    # Without titles that tell current from past, two rows fit: nothing is set.
    assert cell_set(OBJECTIVE, {0: CURRENT, 1: PAST}, {0: "Bookings", 1: "More bookings"}) is None
    # A value that is words of a change, another change beside it, or no column of that name: nothing.
    assert cell_set(OBJECTIVE.replace("to 31 July 2025", "to match the new term dates"), {0: CURRENT}, TITLES) is None
    assert cell_set(OBJECTIVE.replace("and save", "and add a note and save"), {0: CURRENT}, TITLES) is None
    assert cell_set(OBJECTIVE.replace("the until date", "the end date"), {0: CURRENT}, TITLES) is None
    # A row named by its identifier; a number said as the value names no row.
    assert cell_set("Set the notes of B-104 to Cancelled.", {0: CURRENT}, TITLES) == (0, 4, 5, "Cancelled")
    assert cell_set("Set the booking to 3.", {0: [["Qty", "Booking"], ["3", "x"]]}, {}) is None


def test_a_date_is_written_as_the_column_writes_its_dates() -> None:
    assert date_like("31 July 2025", ["03/02/2025", "24/03/2025"]) == "31/07/2025"
    assert date_like("31 July 2025", ["02/03/2025", "03/24/2025"]) == "07/31/2025"  # month first: 24 is a day
    assert date_like("31 July 2025", ["2025-02-03"]) == "2025-07-31"
    assert date_like("31 July 2025", ["3 Feb 2025", "24 Mar 2025"]) == "31 Jul 2025"
    assert date_like("31 July 2025", ["3 February 2025"]) == "31 July 2025"
    assert date_like("31 July 2025", ["TBC", "03/02/2025", "2025-02-03"]) == "31 July 2025"  # no one form
    assert date_like("Closed", ["03/02/2025"]) == "Closed"


def _bookings(path: Path) -> None:
    d = docx.Document()
    d.add_heading("Lydford Community Rooms - bookings", 1)
    for title, grid in (("Current bookings", CURRENT), ("Past bookings", PAST)):
        d.add_heading(title, 2)
        t = d.add_table(rows=len(grid), cols=len(HEADER))
        for r, row in enumerate(grid):
            for c, text in enumerate(row):
                t.cell(r, c).text = text
    d.save(str(path))


def test_a_guided_run_sets_the_cell_saves_the_new_file_and_finishes_without_a_model_turn(
        run_cli, write_script, workspace: Path, tmp_path: Path) -> None:
    _bookings(workspace / "bookings.docx")
    before = sha256(workspace / "bookings.docx")
    policy = tmp_path / "policy.toml"
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n')
    script = write_script([])  # any model turn would fail the run
    res = run_cli("run", OBJECTIVE, "-w", str(workspace), "--model", f"script:{script}", "--planner", "guided",
                  "--policy", str(policy))
    assert res.code == 0, res.stderr + "\n".join(str(e) for e in res.lines)[-2000:]
    assert not res.of_type("model_request_completed")
    got = [[[c.text for c in row.cells] for row in t.rows] for t in docx.Document(str(workspace / "bookings_new.docx")).tables]
    assert got[0][2][4] == "31/07/2025"
    assert got[0] == [*CURRENT[:2], [*CURRENT[2][:4], "31/07/2025", CURRENT[2][5]], *CURRENT[3:]] and got[1] == PAST
    assert sha256(workspace / "bookings.docx") == before
    assert any(e["path"] == "bookings_new.docx" for e in res.of_type("file_artifact"))
