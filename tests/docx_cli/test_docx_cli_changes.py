"""A document's table brought up to date from a file of changes, one per record (guided/changes.py):
the changes that stand (approved) applied by the host as its first edit, through the real CLI."""

from __future__ import annotations

from pathlib import Path

import docx

from ncurator_cli.guided.changes import change_edits

from .docx_cli_lib import sha256, table_doc

PLOTS = [("Plot", "Holder", "Phone", "Water butt"),
         ("12A", "Nell Carter", "01632 960001", "Yes"),
         ("12", "Raj Patel", "01632 960002", "No"),
         ("14", "Ivy Moss", "01632 960003", "No")]
TASK = "Apply the approved changes in plot_changes.csv to the plot holders table in plots.docx and save it as plots_2026.docx."
CHANGES = ("received,plot,field,new_value,status\n"
           "2026-01-04,12,Phone,01632 960099,approved\n"
           "2026-01-05,12A,Holder,Sam Carter,pending\n"
           "2026-01-09,14,Water butt,Yes,approved\n"
           "2026-01-11,14,Holder,Bea Moss,rejected\n"
           "2026-01-12,12,Phone,01632 960100,approved\n")


def _files(root: Path, changes: str = CHANGES) -> tuple[Path, Path]:
    doc = table_doc(root / "plots.docx", PLOTS, [("Role", "Name"), ("Secretary", "Raj Patel")],
                    paragraphs=("Hill Lane Allotments - plot holders",))
    data = root / "plot_changes.csv"
    data.write_text(changes)
    return doc, data


def test_the_changes_that_stand_are_applied_to_the_row_the_key_names_and_the_column_the_field_names(tmp_path: Path) -> None:
    doc, data = _files(tmp_path)
    # Plot "12" is its own row, not "12A"; the later change of one cell wins; pending and rejected stay out.
    assert change_edits(doc, data, TASK) == [
        {"type": "set_cell_text", "table": 0, "row": 2, "col": 2, "text": "01632 960100"},
        {"type": "set_cell_text", "table": 0, "row": 3, "col": 3, "text": "Yes"}]
    # A status the host cannot read, a key no row holds, or a field no column names: the model's.
    data.write_text(CHANGES.replace("pending", "on hold"))
    assert change_edits(doc, data, TASK) is None
    data.write_text(CHANGES + "2026-01-13,15,Phone,01632 960101,approved\n")
    assert change_edits(doc, data, TASK) is None
    data.write_text(CHANGES + "2026-01-13,14,Email,ivy@example.org,approved\n")
    assert change_edits(doc, data, TASK) is None
    # No status column: every change stands.
    data.write_text("plot,field,new_value\n14,Holder,Bea Moss\n")
    assert change_edits(doc, data, TASK) == [{"type": "set_cell_text", "table": 0, "row": 3, "col": 1, "text": "Bea Moss"}]
    # Not a change of the document from that file.
    assert change_edits(doc, data, "Which plots have a water butt?") is None


def test_a_guided_run_applies_the_changes_saves_the_new_file_and_finishes_without_a_model_turn(
        run_cli, write_script, workspace: Path, tmp_path: Path) -> None:
    _files(workspace)
    before = sha256(workspace / "plots.docx")
    policy = tmp_path / "policy.toml"
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n')
    script = write_script([])  # any model turn would fail the run (no helper step runs first either)
    res = run_cli("run", TASK, "-w", str(workspace), "--model", f"script:{script}", "--planner", "guided",
                  "--policy", str(policy))
    assert res.code == 0, res.stderr + "\n".join(str(e) for e in res.lines)[-2000:]
    assert not res.of_type("model_request_completed")
    assert [t["kind"] for t in res.of_type("plan_created")[0]["plan"]] == ["docx"]
    got = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "plots_2026.docx")).tables[0].rows]
    assert got == [list(PLOTS[0]), list(PLOTS[1]), ["12", "Raj Patel", "01632 960100", "No"], ["14", "Ivy Moss", "01632 960003", "Yes"]]
    assert sha256(workspace / "plots.docx") == before
