"""The docx task's first message: documents already inspected, the one the task is about first."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import docx

from ncurator_cli.capabilities.docx import DocxCapability, relevance
from ncurator_cli.docx import inspect
from ncurator_cli.runtime.context import Workspace


def block_id(path: Path, text: str) -> str:
    return next(b["id"] for b in inspect(path)["blocks"] if b.get("text") == text)


def write(path: Path, heading: str, body: str) -> None:
    d = docx.Document()
    d.add_heading(heading, 1)
    d.add_paragraph(body)
    path.parent.mkdir(parents=True, exist_ok=True)
    d.save(str(path))


def test_relevance_prefers_the_documents_vocabulary_and_phrases() -> None:
    objective = "One of the files names the renewal date; add 'Renewal noted.' after its heading"
    assert relevance(objective, "The renewal date is 2 May.") > relevance(objective, "A date, and a renewal.")
    assert relevance(objective, "A date, and a renewal.") > relevance(objective, "Parking rules for visitors")
    assert relevance(objective, "Parking rules for visitors") == 0.0
    assert relevance("the docx file", "anything") == 0.0  # nothing but stop words: no signal


def test_several_documents_are_ranked_and_the_best_is_named(tmp_path: Path) -> None:
    write(tmp_path / "papers" / "fleet.docx", "Fleet Costs", "Fuel costs are 12,000.")
    write(tmp_path / "papers" / "lease-terms.docx", "Lease Terms", "The renewal date is 2 May.")
    write(tmp_path / "papers" / "crew.docx", "Crew", "P. Okoro leads the crew.")
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    task = {"id": "t1", "objective": "One document in papers/ names the renewal date. Add a paragraph after its heading."}
    msg = DocxCapability().first_message(ctx, task, "")  # type: ignore[arg-type]
    assert "The document that matches the task best is papers/lease-terms.docx." in msg
    assert msg.index("Document papers/lease-terms.docx (already inspected)") < msg.index("Document papers/crew.docx")
    assert "(Heading 1) Lease Terms" in msg
    # Only the best two are shown inspected (each costs prefill); the rest are listed by first line.
    assert msg.count("(already inspected)") == 2 and "Fuel costs" not in msg
    assert "- papers/fleet.docx: Fleet Costs" in msg


def test_many_documents_cost_little_prefill_and_all_are_named(tmp_path: Path) -> None:
    for i in range(12):
        write(tmp_path / f"r{i:02d}.docx", f"Report {i}", "Quarterly figures. " * 40)
    write(tmp_path / "r99.docx", "Lease Terms", "The renewal date is 2 May.")
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    msg = DocxCapability().first_message(ctx, {"id": "t1", "objective": "Which document names the renewal date?"}, "")  # type: ignore[arg-type]
    assert msg.index("Document r99.docx (already inspected)") < msg.index("(already inspected)", msg.index("r99.docx") + 1)
    assert all(f"r{i:02d}.docx" in msg for i in range(12))
    assert len(msg) < 6000


def test_no_document_is_named_when_none_stands_out(tmp_path: Path) -> None:
    write(tmp_path / "a.docx", "Alpha", "first text")
    write(tmp_path / "b.docx", "Beta", "second text")
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    msg = DocxCapability().first_message(ctx, {"id": "t1", "objective": "Add a closing paragraph to the report"}, "")  # type: ignore[arg-type]
    assert "matches the task best" not in msg
    assert "Document a.docx (already inspected)" in msg and "Document b.docx (already inspected)" in msg


def test_column_sums_skip_headers_totals_and_non_numbers() -> None:
    from ncurator_cli.capabilities.docx import column_sums

    rows = [
        ["Part", "Count", "Cost", "Date"],
        ["Valves", "3", "1,120.00", "2023-05-04"],
        ["Gaskets", "12", "348.00", "2023-05-06"],
        ["Seals", "4", "€62.25", "n/a"],
        ["Total", "", "1,999.99", ""],
    ]
    assert column_sums(rows) == [(1, "19"), (2, "1,530.25")]
    assert column_sums([["Name"], ["x"]]) == []
    # A header naming a total column is no total row; a column numbering the rows gets no sum.
    from ncurator_cli.capabilities.docx import total_rows

    sheet = [["Run", "Handler", "Pen (10)", "Total (100)"], ["1", "Ann", "7", "83"], ["2", "Bo", "9", "80"],
             ["3", "Cy", "6", "71"]]
    assert total_rows(sheet) == [] and total_rows(rows) == [4]
    assert column_sums(sheet) == [(2, "22"), (3, "234")]
    assert column_sums([["Run", "Pts"], ["1", "5"], ["3", "4"]]) == [(0, "4"), (1, "9")]


def test_inspection_shows_the_sums_of_a_table(tmp_path: Path) -> None:
    d = docx.Document()
    t = d.add_table(rows=4, cols=2)
    for r, (a, b) in enumerate([("Item", "Amount"), ("A", "10.25"), ("B", "4.75"), ("Total", "99.00")]):
        t.cell(r, 0).text, t.cell(r, 1).text = a, b
    d.save(str(tmp_path / "inv.docx"))
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    msg = DocxCapability().first_message(ctx, {"id": "t1", "objective": "fix the total", "source_path": "inv.docx"}, "")  # type: ignore[arg-type]
    assert "column sums over the number cells, rows labelled total excluded: c1=15.00" in msg


def test_edit_schema_has_one_alternative_per_edit_type_with_its_required_fields() -> None:
    from ncurator_cli.capabilities.docx import EDIT_SCHEMA
    from ncurator_cli.docx.edits import OPERATIONS

    alts = {a["properties"]["type"]["const"]: a for a in EDIT_SCHEMA["anyOf"]}
    assert set(alts) == set(OPERATIONS)
    assert set(alts["set_cell_text"]["required"]) == {"type", "text"}
    assert set(alts["replace_text"]["required"]) == {"type", "find", "replace"}
    assert set(alts["insert_paragraph"]["required"]) == {"type", "anchor_id", "text"}
    assert all(a["additionalProperties"] is False for a in alts.values())


def test_total_rows_are_spelled_out(tmp_path: Path) -> None:
    d = docx.Document()
    d.add_paragraph("DRAFT")
    d.add_heading("Invoice", 1)
    t = d.add_table(rows=4, cols=2)
    for r, (a, b) in enumerate([("Item", "Amount"), ("A", "10.25"), ("B", "4.75"), ("Total", "99.00")]):
        t.cell(r, 0).text, t.cell(r, 1).text = a, b
    d.save(str(tmp_path / "inv.docx"))
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    task = {"id": "t1", "objective": "Correct the sum in the table", "source_path": "inv.docx"}
    msg = DocxCapability().first_message(ctx, task, "")  # type: ignore[arg-type]
    assert "row 3 is a total row: the other rows of c1 add up to 15.00 (the cell now says '99.00')" in msg
    assert block_id(tmp_path / "inv.docx", "Invoice") in msg


def test_guided_mode_addresses_cells_by_row_and_col_only() -> None:
    # The local model decodes under a grammar built from this schema: what it leaves out, a
    # small model cannot write (it invented cell block ids like `body/t0#06a9/c2`).
    def cell_schema(guided: bool) -> dict[str, object]:
        tools = DocxCapability().tools(SimpleNamespace(guided=guided), {})
        tool = next(t for t in tools if t.name == "docx_apply_edits")
        alts = tool.parameters["properties"]["edits"]["items"]["anyOf"]
        return next(a for a in alts if a["properties"]["type"]["const"] == "set_cell_text")

    guided = cell_schema(True)
    assert "block_id" not in guided["properties"] and guided["required"] == ["type", "row", "col", "text"]
    assert {"type": "string"} in guided["properties"]["row"]["anyOf"]  # a label or an index
    full = cell_schema(False)  # the contract's form for every other model
    assert "block_id" in full["properties"] and full["required"] == ["type", "text"]
    # The guided spec keeps its expert arguments out of a constrained call (they were decoded as
    # `"author": "your_name", "dry_run": false`, ~15 tokens of every edit call).
    for guided_mode in (True, False):
        tool = next(t for t in DocxCapability().tools(SimpleNamespace(guided=guided_mode), {}) if t.name == "docx_apply_edits")
        assert {"author", "dry_run"}.isdisjoint(tool.lean_parameters()["properties"])
        assert {"source_path", "edits"} <= set(tool.lean_parameters()["properties"])
        # `mode` only for a task whose objective (or the run's) asks for tracked changes.
        assert "mode" not in tool.parameters["properties"]
        for ctx, task in ((SimpleNamespace(guided=guided_mode), {"objective": "Fix it with tracked changes"}),
                          (SimpleNamespace(guided=guided_mode, objective="Redline the memo"), {"objective": "edit"})):
            asked = next(t for t in DocxCapability().tools(ctx, task) if t.name == "docx_apply_edits")
            assert "mode" in asked.lean_parameters()["properties"]


def test_a_document_without_a_table_is_offered_no_cell_edit(tmp_path: Path) -> None:
    """A constrained call cannot choose an edit with nothing to address: a small model sent a cell
    edit ("row 4, col 1") for a blank in a paragraph of a document without a table."""
    write(tmp_path / "memo.docx", "Memo", "Visits per month: to be confirmed.")
    d = docx.Document()
    d.add_paragraph("Grid")
    d.add_table(rows=1, cols=1).cell(0, 0).text = "x"
    d.save(str(tmp_path / "grid.docx"))
    (tmp_path / "broken.docx").write_bytes(b"not a zip")
    ctx = SimpleNamespace(guided=True, workspace=Workspace(root=tmp_path, workspace_id="ws"))

    def kinds(task: dict[str, str]) -> set[str]:
        tool = next(t for t in DocxCapability().tools(ctx, task) if t.name == "docx_apply_edits")  # type: ignore[arg-type]
        return {a["properties"]["type"]["const"] for a in tool.parameters["properties"]["edits"]["items"]["anyOf"]}

    memo = {"id": "t1", "objective": "In memo.docx set the visits per month to 4", "source_path": "memo.docx"}
    assert "set_cell_text" not in kinds(memo) and {"replace_text", "insert_paragraph"} <= kinds(memo)
    assert "set_cell_text" in kinds({**memo, "source_path": "grid.docx"})
    assert "set_cell_text" in kinds({**memo, "source_path": "broken.docx"})  # unreadable: nothing taken away
    msg = DocxCapability().first_message(ctx, memo, "")  # type: ignore[arg-type]
    assert "set_cell_text" not in msg and "To change words use replace_text" in msg
    assert "set_cell_text" in DocxCapability().first_message(ctx, {**memo, "source_path": "grid.docx"}, "")  # type: ignore[arg-type]
    # A change of formatting alone is offered set_format and nothing else, table or not.
    bold = {"id": "t1", "objective": "Make bold the names in grid.docx of everyone who still owes subs.",
            "source_path": "grid.docx"}
    assert kinds(bold) == {"set_format"}
    assert "set_cell_text" in kinds({**bold, "objective": "Put the new fee in grid.docx in bold and update it to 22."})


def test_a_question_is_shown_the_plain_view_and_a_change_the_edit_view(tmp_path: Path) -> None:
    """A question addresses no block or cell: its view has no block ids and a table's header once
    (fewer tokens to process); a change keeps the ids and cell labels its edits take."""
    d = docx.Document()
    d.add_paragraph("Shift rota")
    t = d.add_table(rows=2, cols=2)
    for c, (h, v) in enumerate([("Day", "Mon"), ("Lead", "R. Osei")]):
        t.cell(0, c).text, t.cell(1, c).text = h, v
    d.save(str(tmp_path / "rota.docx"))
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    cap = DocxCapability()
    asked = cap.first_message(ctx, {"id": "t1", "objective": "Who leads on Monday in rota.docx?", "read_only": True,
                                    "source_path": "rota.docx"}, "")  # type: ignore[arg-type]
    assert "Table 0 (2 rows x 2 cols), by row:\n  header: Day | Lead\n  1: Mon | R. Osei" in asked
    assert "[body/" not in asked and "set_cell_text with" not in asked
    change = cap.first_message(ctx, {"id": "t1", "objective": "Set the lead in rota.docx to K. Ito",
                                     "source_path": "rota.docx"}, "")  # type: ignore[arg-type]
    assert "[body/p0#" in change and "row 1: c0 Day=Mon | c1 Lead=R. Osei" in change


def test_a_question_about_formatting_is_shown_the_formatting_marked(tmp_path: Path) -> None:
    """A document that gives bold a meaning ("Rides shown in bold include the lift pass") or a
    question about formatting: the question's view marks bold, italic, struck and underlined text,
    in table cells too (the plain view had none, and the model answered from the text alone). A
    question about neither keeps the plain view; docx_read marks cells as well."""
    from ncurator_cli.tools import ALL, ToolEnv

    d = docx.Document()
    d.add_paragraph("Rides shown in bold include the lift pass.")
    t = d.add_table(rows=3, cols=2)
    for r, (ride, when) in enumerate([("Ride", "Day"), ("Ridge run", "Mon"), ("Valley loop", "Tue")]):
        t.cell(r, 0).paragraphs[0].add_run(ride).bold = r == 1
        t.cell(r, 1).text = when
    d.add_paragraph("Bring water.")
    d.save(str(tmp_path / "rides.docx"))
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    cap = DocxCapability()
    asked = cap.first_message(ctx, {"id": "t1", "objective": "Which rides in rides.docx include the lift pass?",
                                    "read_only": True, "source_path": "rides.docx"}, "")  # type: ignore[arg-type]
    assert "Table 0 (3 rows x 2 cols), by row:\n  header: Ride | Day\n  1: **Ridge run** | Mon\n  2: Valley loop | Tue" in asked
    assert "(bold is **marked**" in asked and "[body/" not in asked
    read = ALL["docx_read"].run(ToolEnv(tmp_path), {"path": "rides.docx"}).text
    assert "row 1: Ride=**Ridge run**; Day=Mon" in read and "row 2: Ride=Valley loop; Day=Tue" in read

    plain = docx.Document()
    plain.add_paragraph("Ride list")
    pt = plain.add_table(rows=2, cols=1)
    pt.cell(0, 0).text = "Ride"
    pt.cell(1, 0).paragraphs[0].add_run("Ridge run").bold = True
    plain.save(str(tmp_path / "plain.docx"))
    other = cap.first_message(ctx, {"id": "t1", "objective": "Which rides are in plain.docx?", "read_only": True,
                                    "source_path": "plain.docx"}, "")  # type: ignore[arg-type]
    assert "  1: Ridge run" in other and "**" not in other


def _meetings(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("Harbour Book Club – autumn meetings", style="Title")
    for day, book, opens, talk in (("Tuesday 7 October", "Moby-Dick", "6:30 pm", "7:00 pm"),
                                   ("Tuesday 4 November", "Middlemarch", "6:30 pm", "7:00 pm")):
        d.add_heading(f"{day} – {book}", 1)
        d.add_paragraph(f"Room opens {opens}; the discussion starts at {talk}. Bring £3 for tea.")
    t = d.add_table(rows=3, cols=4)
    for r, row in enumerate((("Date", "Book", "Room opens", "Discussion"), ("7 Oct", "Moby-Dick", "6:30 pm", "7:00 pm"),
                             ("4 Nov", "Middlemarch", "6:30 pm", "7:00 pm"))):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.save(str(path))
    return path


def test_a_changes_new_values_are_placed_where_values_of_their_kind_match_the_task(tmp_path: Path) -> None:
    """"The Middlemarch meeting now starts at 7:30 pm, the room opening at 7:15 pm": the new times are
    not in the document; the paragraph under Middlemarch's heading and the table's Middlemarch row
    hold times and share the task's words, so both are named with the times they hold. Nothing for a
    value the document already has, for a task with no value of a known kind, or for an amount to add."""
    from ncurator_cli.guided.docx import value_places

    path = _meetings(tmp_path / "meetings.docx")
    blocks = inspect(path)["blocks"]
    objective = "The Middlemarch meeting now starts at 7:30 pm, the room opening at 7:15 pm. Update meetings.docx."
    places = value_places(blocks, objective) or ""
    assert places.startswith("Where the task's new values (7:30 pm, 7:15 pm) likely go")
    lines = places.splitlines()[1:]
    para = block_id(path, "Room opens 6:30 pm; the discussion starts at 7:00 pm. Bring £3 for tea.")
    assert len(lines) == 2 and "Middlemarch" in lines[0] + lines[1] and "Moby" not in places
    assert any(line.startswith("- table 0 row 2 (Date=4 Nov; Book=Middlemarch") and "Room opens=6:30 pm" in line
               for line in lines)
    assert any("(under 'Tuesday 4 November – Middlemarch')" in line for line in lines)
    assert para.split("/")[0] == "body"
    assert value_places(blocks, "The Middlemarch meeting starts at 7:00 pm; bold it in meetings.docx.") is None
    assert value_places(blocks, "Rename the Middlemarch meeting to 'Novel night' in meetings.docx.") is None
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    msg = DocxCapability().first_message(ctx, {"id": "t1", "objective": objective, "source_path": "meetings.docx"}, "")  # type: ignore[arg-type]
    assert "Where the task's new values (7:30 pm, 7:15 pm) likely go" in msg
    add = {"id": "t1", "objective": "Add £1 to the tea price in meetings.docx", "source_path": "meetings.docx"}
    assert "likely go" not in DocxCapability().first_message(ctx, add, "")  # type: ignore[arg-type]


def test_a_change_of_the_document_itself_is_told_to_save_over_it(tmp_path: Path) -> None:
    """A change whose one stated output is its source document ("save it in place") is told to
    save over it with overwrite true; one with a new output file, or a question, is not."""
    write(tmp_path / "actions.docx", "Actions", "A-01 open")
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    task = {"id": "t1", "objective": "Mark A-01 done in actions.docx, saved in place", "source_path": "actions.docx",
            "outputs": ["actions.docx"]}
    msg = DocxCapability().first_message(ctx, task, "")  # type: ignore[arg-type]
    assert ("The task changes actions.docx itself: save the result over it with docx_save_output "
            "(output_path actions.docx, overwrite true).") in msg
    copy = {**task, "outputs": ["actions.docx", "actions-v2.docx"]}
    assert "overwrite true" not in DocxCapability().first_message(ctx, copy, "")  # type: ignore[arg-type]
    asked = {**task, "read_only": True, "outputs": []}
    assert "overwrite true" not in DocxCapability().first_message(ctx, asked, "")  # type: ignore[arg-type]


def test_rows_a_change_names_by_a_value_are_given_their_numbers(tmp_path: Path) -> None:
    """"Set the status of J-03 and J-09 to Closed": each named value that one row of its column
    holds is given with its table and row, one several rows hold with all of those rows; a value of
    the column the task sets (a status) is not, and a question is not given them."""
    d = docx.Document()
    d.add_paragraph("Jobs")
    t = d.add_table(rows=1, cols=3)
    for c, h in enumerate(("Job", "Task", "Status")):
        t.cell(0, c).text = h
    for job, task, status in (("J-01", "Paint", "Open"), ("J-02", "Wire", "Closed"), ("J-03", "Tile", "Open"),
                              ("J-05", "Glaze", "Open"), ("J-09", "Sand", "Open")):
        cells = t.add_row().cells
        cells[0].text, cells[1].text, cells[2].text = job, task, status
    d.save(str(tmp_path / "jobs.docx"))
    ctx = SimpleNamespace(guided=True, workspace=Workspace(root=tmp_path, workspace_id="ws"))
    task = {"id": "t1", "objective": "In jobs.docx set the Status of J-03 and J-09 to Closed and save it as out.docx.",
            "source_path": "jobs.docx", "output_path": "out.docx"}
    msg = DocxCapability().first_message(ctx, task, "")  # type: ignore[arg-type]
    assert ("Rows the task names, by a value of theirs (give set_cell_text this row, or the value itself as the row; "
            "to pick or delete the row, the `where` shown): J-03 is table 0 row 3 (where {'Job': 'J-03'}); "
            "J-09 is table 0 row 5 (where {'Job': 'J-09'}).") in msg
    question = DocxCapability().first_message(ctx, {**task, "objective": "What is the status of J-03?", "read_only": True}, "")  # type: ignore[arg-type]
    assert "Rows the task names" not in question
    # A value several rows hold in a column the task does not set: all of those rows, and their where.
    t.add_row().cells[0].text = "J-10"
    for row in t.rows[1:]:
        row.cells[1].text = "Tile" if row.cells[0].text in ("J-03", "J-05", "J-10") else "Paint"
    d.save(str(tmp_path / "jobs.docx"))
    many = {**task, "objective": "All the Tile jobs in jobs.docx are done: set their Status to Closed."}
    msg = DocxCapability().first_message(ctx, many, "")  # type: ignore[arg-type]
    assert "Tile is in table 0 rows 3, 4, 6 (where {'Task': 'Tile'} picks all 3)" in msg


def test_a_note_the_change_takes_its_facts_from_is_shown_once(tmp_path: Path) -> None:
    """The probe's preview of a note is dropped from a change's first message when the note is
    shown whole among the task's facts; other evidence stays."""
    d = docx.Document()
    d.add_paragraph("Fee: 7")
    d.save(str(tmp_path / "sheet.docx"))
    (tmp_path / "note.txt").write_text("The fee should have been 9, not 7.\n\nThanks\n")
    evidence = ("[workspace] workspace overview (2 files listed)\nnote.txt (40 B)\nsheet.docx\n\n"
                "[workspace] preview of note.txt\nThe fee should have been 9, not 7.\n\nThanks\n\n"
                "[kb] a passage\nfees are reviewed yearly")
    ctx = SimpleNamespace(workspace=Workspace(root=tmp_path, workspace_id="ws"))
    task = {"id": "t1", "objective": "Put the correction in note.txt into sheet.docx and save it as sheet2.docx",
            "source_path": "sheet.docx", "output_path": "sheet2.docx"}
    msg = DocxCapability().first_message(ctx, task, evidence)  # type: ignore[arg-type]
    assert msg.count("should have been 9") == 1 and "--- note.txt" in msg
    assert "fees are reviewed yearly" in msg and "workspace overview" in msg
    # A question shows no side facts, so its evidence keeps the preview.
    msg = DocxCapability().first_message(ctx, {**task, "read_only": True}, evidence)  # type: ignore[arg-type]
    assert msg.count("should have been 9") == 1 and "preview of note.txt" in msg
