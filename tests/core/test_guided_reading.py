"""Questions over a few short text files are read whole and answered from them (guided/reading.py):
which questions qualify, and a run through the real CLI that runs no script for one."""

from __future__ import annotations

from pathlib import Path

import docx
import orjson
import pytest

from ncurator_cli.guided.reading import WHOLE_CHARS, change_texts, whole_texts

POLICY = 'version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\nnoninteractive_ask = "deny"\n'


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "site" / "auth").mkdir(parents=True)
    (root / "site" / "auth" / "roles.py").write_text("ROLES = {'viewer': {'read'}, 'author': {'read', 'write'}}\n")
    (root / "site" / "README.md").write_text("The site's code.\n")
    (root / "plan.txt").write_text("Shuttle: leaves the depot at 07:40, back at 18:10.\nLunch: packed.\n")
    (root / "rows.csv").write_text("a,b\n1,2\n")
    (root / "server.txt").write_text("".join(f"2025-01-0{i} 10:00:00 ERROR disk\n" for i in range(1, 8)))
    return root


def test_a_question_naming_a_short_note_or_a_small_package_reads_them_whole(ws: Path) -> None:
    assert whole_texts(ws, "When does the shuttle leave, going by plan.txt?") == ["plan.txt"]
    # A number a rule gives is read, not counted; a person asked for is no selection of documents.
    assert whole_texts(ws, "How many packed lunches can I order, going by plan.txt?") == ["plan.txt"]
    (ws / "mails").mkdir()
    for i in range(3):
        (ws / "mails" / f"m{i}.eml").write_text(f"From: a{i}@example.org\n\nI can drive on day {i}.\n")
    assert len(whole_texts(ws, "Who is driving on day 2? The mails are in mails/.")) == 3
    # A folder named in words: "my notes are in the mails folder".
    assert len(whole_texts(ws, "Who is driving on day 2 (see the mails folder)?")) == 3
    assert whole_texts(ws, "Who is driving on day 2 (see the trips folder)?") == []  # no such folder
    # Source code is left to the terminal's code facts: read whole, a small model missed items.
    assert whole_texts(ws, "Going by the code in site/, what may an author do?") == []
    assert whole_texts(ws, "What does site/README.md say the site is?") == ["site/README.md"]


def _doc(path: Path, paragraphs: list[str], rows: list[tuple[str, str]] | None = None) -> None:
    import docx

    d = docx.Document()
    for text in paragraphs:
        d.add_paragraph(text)
    if rows:
        t = d.add_table(rows=len(rows), cols=2)
        for i, (a, b) in enumerate(rows):
            t.cell(i, 0).text, t.cell(i, 1).text = a, b
    d.save(str(path))


def test_a_question_over_a_folder_of_short_documents_reads_their_text_whole(ws: Path) -> None:
    """A rate table in one document and a later meeting's change to it in another: a question over
    the folder reads them whole, each document as its paragraphs and its table's rows, with the
    notes beside them. One document alone, a question about formatting or about what changed
    between versions: the docx tools' (no whole reading)."""
    from ncurator_cli.guided.reading import whole_text

    (ws / "club").mkdir()
    _doc(ws / "club" / "rates.docx", ["Hire rates for 2025."], [("Item", "Rate"), ("Canoe", "£20 a day")])
    _doc(ws / "club" / "minutes_june.docx", ["Agreed: the canoe rate goes up to £24 a day from July."])
    (ws / "club" / "board.txt").write_text("Ask at the hut.\n")
    question = "Two canoes for a day in August: what do I charge? It's all in the club folder."
    assert whole_texts(ws, question) == ["club/board.txt", "club/minutes_june.docx", "club/rates.docx"]
    assert whole_text(ws, "club/rates.docx") == "Hire rates for 2025.\nTable 1:\nItem | Rate\nCanoe | £20 a day\n"
    assert whole_texts(ws, "What is the canoe rate in club/rates.docx?") == []  # one document
    assert whole_texts(ws, "Which rates are bold in the club folder?") == []  # its formatting
    assert whole_texts(ws, "What changed between the versions in the club folder?") == []  # versions compared
    (ws / "club" / "broken.docx").write_bytes(b"not a zip")
    assert whole_texts(ws, question) == []  # a document that does not open: the tools report it


def test_an_amount_over_documents_read_whole_is_worked_before_the_answer(run_cli, write_script, tmp_path: Path,
                                                                       ws: Path) -> None:
    """Through the CLI: a question that asks a total over a folder of a rate table and the minutes
    that changed it reads them whole, and the answer turn is shown the host's working of the
    arithmetic the model names first (node `workings`), as for knowledge-base passages."""
    (ws / "club").mkdir()
    _doc(ws / "club" / "rates.docx", ["Hire rates for 2025."], [("Item", "Rate"), ("Canoe", "£20 a day")])
    _doc(ws / "club" / "minutes_june.docx", ["Agreed: the canoe rate is £24 a day from July."])
    policy = tmp_path / "policy.toml"
    policy.write_text(POLICY)
    record = tmp_path / "record.jsonl"
    script = write_script([{"node": "workings", "content": '{"workings": ["2 * 24"]}'},
                           {"node": "finalize", "content": "Two canoes for a day in August: £48."}])
    res = run_cli("run", "Two canoes for a day in August: what do I charge altogether? It's all in the club folder.",
                  "-w", str(ws), "--model", f"script:{script}", "--planner", "guided", "--policy", str(policy),
                  "--record", str(record), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    assert [e["node"] for e in res.of_type("model_request_completed")] == ["workings", "finalize"]
    assert not res.of_type("task_started")
    turns = [orjson.loads(line) for line in record.read_bytes().splitlines()]
    prompt = "\n".join(m["content"] for m in turns[-1]["prompt"])
    assert "2 * 24 = 48" in prompt and "the canoe rate is £24 a day from July" in prompt
    assert res.of_type("answer_completed")[0]["text"] == "Two canoes for a day in August: £48."


@pytest.mark.parametrize("question", [
    "How many lines does plan.txt have?",           # a count over the file's surface
    "Which words in plan.txt appear twice?",        # its words
    "Which of the notes in site/ has the most headings?",  # a superlative over many things
    "What is the total of column b in rows.csv?",   # a data file: records a script sums
    "What went wrong in server.txt?",               # a log under a .txt name
    "What does missing.txt say about lunch?",       # a path that does not exist
    "What is said about lunch?",                    # no file named at all
])
def test_questions_a_script_answers_better_are_not_read_whole(ws: Path, question: str) -> None:
    assert whole_texts(ws, question) == []


def test_an_amount_worked_from_passages_and_a_note_reads_the_note_whole(ws: Path) -> None:
    """"What's the total I should quote, going by plan.txt?" with knowledge-base passages for it: a
    total of the passages' rates and the note's quantities, worked in the answer, not a count over
    the note's surface; without passages, or with a count of the note's own lines, a script's."""
    question = "Using our price list, what's the total for the lunches in plan.txt?"
    assert whole_texts(ws, question, passages=True) == ["plan.txt"]
    assert whole_texts(ws, question) == []
    assert whole_texts(ws, "What's the total number of lines in plan.txt?", passages=True) == []


def test_files_too_long_in_all_are_not_read_whole(ws: Path) -> None:
    (ws / "long.md").write_text("word " * (WHOLE_CHARS // 5 + 10))
    assert whole_texts(ws, "What does long.md recommend?") == []


def test_a_selection_among_documents_is_left_to_their_judgement(ws: Path) -> None:
    # Which of several prose documents qualify is judged document by document (tools/judge.py).
    (ws / "tickets").mkdir()
    for i in range(3):
        (ws / "tickets" / f"t{i}.txt").write_text(f"Ticket {i}: the customer reports a problem.\n")
    assert whole_texts(ws, "Which tickets in tickets/ are still open?") == []


def test_a_question_over_a_note_is_answered_from_its_whole_text_with_no_script(run_cli, write_script, tmp_path: Path,
                                                                               ws: Path) -> None:
    """Through the CLI: the probe reads the note whole (a line past the 2,000-byte preview included),
    the plan runs no task, and the answer turn is shown the note's last line."""
    note = "Shuttle notes\n" + "".join(f"Stop {i}: a quiet road with no shelter.\n" for i in range(60)) \
        + "Return shuttle: leaves the museum at 17:25.\n"
    assert len(note) > 2000
    (ws / "plan.txt").write_text(note)
    policy = tmp_path / "policy.toml"
    policy.write_text(POLICY)
    record = tmp_path / "record.jsonl"
    script = write_script([{"node": "finalize", "content": "The return shuttle leaves the museum at 17:25."}])
    res = run_cli("run", "When does the return shuttle leave, going by plan.txt? Just tell me.", "-w", str(ws),
                  "--model", f"script:{script}", "--planner", "guided", "--policy", str(policy),
                  "--record", str(record), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    evidence = [e for e in res.of_type("probe_evidence") if e["summary"] == "whole text of plan.txt"]
    assert len(evidence) == 1 and evidence[0]["source"] == "workspace"
    assert not res.of_type("task_started") and not res.of_type("terminal_step_started")
    assert res.of_type("answer_completed")[0]["text"] == "The return shuttle leaves the museum at 17:25."
    turns = [orjson.loads(line) for line in record.read_bytes().splitlines()]
    assert [t["node"] for t in turns] == ["finalize"]
    prompt = "\n".join(m["content"] for m in turns[0]["prompt"])
    assert "Return shuttle: leaves the museum at 17:25." in prompt
    # Notes hold earlier plans beside later changes: the answer goes by what is in force.
    assert "a later message over an earlier one it changes" in turns[0]["prompt"][0]["content"]


def test_a_change_to_the_same_note_is_still_worked_in_the_workspace(run_cli, write_script, tmp_path: Path,
                                                                    ws: Path) -> None:
    policy = tmp_path / "policy.toml"
    policy.write_text(POLICY)
    script = write_script([
        {"node": "terminal_exec", "content": "```bash\nsed -i 's/07:40/07:50/' plan.txt\n```"},
        {"node": "terminal_exec", "content": "DONE: the shuttle now leaves at 07:50"},
        {"node": "finalize", "content": "Changed the departure to 07:50."},
    ])
    res = run_cli("run", "In plan.txt change the shuttle's departure from 07:40 to 07:50.", "-w", str(ws),
                  "--model", f"script:{script}", "--planner", "guided", "--policy", str(policy))
    assert not [e for e in res.of_type("probe_evidence") if e["summary"].startswith("whole text of")]
    assert [t["kind"] for t in res.of_type("plan_created")[0]["plan"]] == ["terminal_exec"]


def test_a_change_whose_facts_are_in_a_folder_of_messages_reads_them_whole(ws: Path) -> None:
    """"See the emails folder" (or `mails/`): its short prose files, in name order; not when the
    change moves or deletes them, writes into that folder, or the folder holds data files."""
    (ws / "mails").mkdir()
    (ws / "mails" / "2025-07-01.txt").write_text("Moved: the tombola goes to pitch 12.\n")
    (ws / "mails" / "2025-06-24.txt").write_text("The tombola is at pitch 10.\n")
    want = ["mails/2025-06-24.txt", "mails/2025-07-01.txt"]
    assert change_texts(ws, "The clerk emailed (see the mails folder). Update the pitch in plan.docx.", []) == want
    assert change_texts(ws, "Update the pitch in plan.docx as mails/ says.", ["plan.docx"]) == want
    assert change_texts(ws, "Update the pitch in plan.json as mails/ says.", ["plan.json"]) == []  # no document
    assert change_texts(ws, "Move the old messages in the mails folder to archive/.", []) == []
    assert change_texts(ws, "Delete them from the mails folder and update plan.docx.", []) == []
    assert change_texts(ws, "Archive plan.docx to old/ after the mails folder's update.", []) == []
    # A session or a row that moves or goes is no file acted on.
    assert change_texts(ws, "The fete is moving to the park (see the mails folder): update plan.docx.", []) == want
    assert change_texts(ws, "Remove the cancelled stall from plan.docx, as the mails folder says.", []) == want
    assert change_texts(ws, "Write a digest of plan.docx into the mails folder.", ["mails/digest.md"]) == []
    assert change_texts(ws, "Update the pitch in plan.docx.", []) == []
    assert change_texts(ws, "Count the mails in the mails folder into plan.docx.", []) == []
    (ws / "mails" / "pitches.csv").write_text("stall,pitch\ntombola,12\n")
    assert change_texts(ws, "Update plan.docx from the mails folder.", []) == []


def test_a_document_change_is_shown_the_messages_of_the_folder_it_names(run_cli, write_script, tmp_path: Path,
                                                                          ws: Path) -> None:
    """Through the CLI: the docx task's first message holds both mails whole, after the note that a
    later message goes over an earlier one; the model's edit of the pitch cell is saved."""
    import docx

    d = docx.Document()
    t = d.add_table(rows=3, cols=2)
    for r, row in enumerate((("Stall", "Pitch"), ("Tombola", "10"), ("Cakes", "4"))):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.save(str(ws / "plan.docx"))
    (ws / "mails").mkdir()
    (ws / "mails" / "2025-06-24.txt").write_text("The tombola stays at pitch 10.\n")
    (ws / "mails" / "2025-07-01.txt").write_text("Change of plan: the tombola moves to pitch 12.\n")
    policy = tmp_path / "policy.toml"
    policy.write_text(POLICY)
    record = tmp_path / "record.jsonl"
    objective = ("The clerk has emailed (see the mails folder) about the tombola. Update its pitch in plan.docx and "
                 "save the result as plan_v2.docx.")
    script = write_script([
        {"node": "docx", "tool_calls": [{"name": "docx_apply_edits", "args": {
            "source_path": "plan.docx", "edits": [{"type": "set_cell_text", "row": "Tombola", "col": "Pitch",
                                                   "text": "12"}]}}]},
        {"node": "finalize", "content": "Moved the tombola to pitch 12."},
    ])
    res = run_cli("run", objective, "-w", str(ws), "--model", f"script:{script}", "--planner", "guided",
                  "--policy", str(policy), "--record", str(record), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    turns = [orjson.loads(line) for line in record.read_bytes().splitlines()]
    first = "\n".join(m["content"] for m in turns[0]["prompt"])
    assert turns[0]["node"] == "docx"
    assert first.index("a later message over an earlier one") < first.index("The tombola stays at pitch 10.") \
        < first.index("the tombola moves to pitch 12.")
    out = docx.Document(str(ws / "plan_v2.docx"))
    assert [[c.text for c in row.cells] for row in out.tables[0].rows] == [["Stall", "Pitch"], ["Tombola", "12"],
                                                                            ["Cakes", "4"]]



def _results_sheet(path: Path, rows: list[tuple[str, str, str]], note: str = "") -> None:
    d = docx.Document()
    d.add_paragraph("Club swim - results")
    t = d.add_table(rows=len(rows) + 1, cols=3)
    for c, h in enumerate(("Swimmer", "Class", "Time")):
        t.cell(0, c).text = h
    for r, row in enumerate(rows, start=1):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    if note:
        d.add_paragraph(note)
    path.parent.mkdir(parents=True, exist_ok=True)
    d.save(str(path))


def test_a_superlative_over_documents_read_whole_is_ranked_with_corrections_and_left_out_rows(tmp_path: Path) -> None:
    """"Which member swam the fastest time? Visitors are not members.": the tables' rows ranked by
    the Time column, a time a later sheet corrects ("Ada's time on 3 May was 1:12.4, not 1:02.4")
    changed, rows with a cell 'Visitor' set aside; a question with no superlative gets nothing."""
    from ncurator_cli.guided.reading import ranked_rows

    _results_sheet(tmp_path / "swim" / "may.docx", [("Ada Reyes", "Open", "1:02.4"), ("Bo Lind", "Visitor", "1:01.0"),
                                                   ("Cy Moor", "Masters", "1:05.9")])
    _results_sheet(tmp_path / "swim" / "june.docx", [("Cy Moor", "Masters", "1:04.1"), ("Ada Reyes", "Open", "1:06.0")],
                   note="Correction: Ada Reyes's time on 3 May was 1:12.4, not 1:02.4 as printed.")
    rels = ["swim/may.docx", "swim/june.docx"]
    got = ranked_rows(tmp_path, rels, "Which member swam the fastest time in swim/? Visitors are not members.")
    head, first, *_ = got.splitlines()
    assert "lowest Time first" in head and "1:02.4 -> 1:12.4 (as swim/june.docx corrects it)" in head, got
    assert "1 row(s) left out as the question says (visitor)" in head
    assert first == "1. Cy Moor | Masters | 1:04.1 (swim/june.docx)", got
    assert "Bo Lind" not in got
    assert ranked_rows(tmp_path, rels, "Who swam in May? Visitors are not members.") == ""
    # The slowest first when asked.
    assert ranked_rows(tmp_path, rels, "Who swam the slowest time?").splitlines()[1].startswith("1. Ada Reyes | Open | 1:12.4")
    assert ranked_rows(tmp_path, rels, "Did Cy swim at least twice? Visitors are not members.") == ""
    # The one row picked: its cells, the measure last; no pick for a question of how much.
    from ncurator_cli.guided.reading import ranked_pick

    pick = ranked_pick(tmp_path, rels, "Which member swam the fastest time in swim/? Visitors are not members.")
    assert pick is not None and pick.startswith("Cy Moor | Masters: Time 1:04.1 (swim/june.docx).\nRanked by the host"), pick
    assert ranked_pick(tmp_path, rels, "By how much was the fastest time in swim/ faster than the slowest?") is None


def test_a_question_that_picks_the_fastest_row_is_answered_by_the_host(run_cli, write_script, tmp_path: Path) -> None:
    """Through the CLI: the documents read whole, the row ranked first is the answer, no model turn."""
    ws = tmp_path / "ws"
    _results_sheet(ws / "swim" / "may.docx", [("Ada Reyes", "Open", "1:02.4"), ("Bo Lind", "Visitor", "1:01.0")])
    _results_sheet(ws / "swim" / "june.docx", [("Cy Moor", "Masters", "1:04.1")],
                   note="Correction: Ada Reyes's time on 3 May was 1:12.4, not 1:02.4 as printed.")
    (ws / "policy.toml").write_text(POLICY)
    script = write_script([{"node": "finalize", "content": "Bo Lind, 1:01.0"}])
    res = run_cli("run", "Which member swam the fastest time in swim/? Visitors are not members.", "-w", str(ws),
                  "--model", f"script:{script}", "--planner", "guided", "--policy", str(ws / "policy.toml"))
    assert res.code == 0, res.stderr
    answer = res.of_type("answer_completed")[0]["text"]
    assert answer.startswith("Cy Moor | Masters: Time 1:04.1"), answer
    assert not res.of_type("model_request_completed")


def _rate_card(path: Path, year: str, adults: tuple[str, str], juniors: tuple[str, str]) -> None:
    """A lesson rate card: one table per group, each under its heading."""
    d = docx.Document()
    d.add_heading(f"Lakeside Sailing - lesson rates {year}", 1)
    for group, (half, full) in (("Adults (18 and over)", adults), ("Juniors (under 18)", juniors)):
        d.add_heading(group, 2)
        t = d.add_table(rows=3, cols=2)
        for r, cells in enumerate((("Lesson", "Rate"), ("Half day dinghy lesson", half), ("Full day dinghy lesson", full))):
            for c, text in enumerate(cells):
                t.cell(r, c).text = text
    path.parent.mkdir(parents=True, exist_ok=True)
    d.save(str(path))


def test_the_row_a_lookup_names_is_found_under_its_heading_in_the_version_in_force(tmp_path: Path) -> None:
    """"A full day dinghy lesson for a junior": the row 'Full day dinghy lesson' of the table under
    'Juniors', in this year's card (last year's is an earlier version, unless the question names its
    year); no row for words that pick two rows alike, or too few words."""
    from ncurator_cli.guided.reading import current_versions, looked_up_row

    _rate_card(tmp_path / "club" / "rates_2024.docx", "2024", ("£40", "£70"), ("£30", "£50"))
    _rate_card(tmp_path / "club" / "rates_2025.docx", "2025", ("£45", "£80"), ("£35", "£55"))
    rels = ["club/rates_2024.docx", "club/rates_2025.docx"]
    assert current_versions(rels, "what now?") == (["club/rates_2025.docx"], ["club/rates_2024.docx"])
    assert current_versions(rels, "what was it in 2024?") == (["club/rates_2024.docx"], ["club/rates_2025.docx"])
    got = looked_up_row(tmp_path, rels, "What do they charge for a full day dinghy lesson for a junior?")
    assert got.endswith("club/rates_2025.docx, under 'Juniors (under 18)': Lesson: Full day dinghy lesson; Rate: £55"), got
    assert "club/rates_2024.docx is an earlier version" in got
    assert "£55" in looked_up_row(tmp_path, rels, "Full day dinghy lesson for juniors in 2025?")
    assert "£50" in looked_up_row(tmp_path, rels, "What was a full day dinghy lesson for juniors in 2024?")
    # Adults and juniors alike: two rows tie, none is picked.
    assert looked_up_row(tmp_path, rels, "What do they charge for a full day dinghy lesson?") == ""
    assert looked_up_row(tmp_path, rels, "Is sailing fun?") == ""


def test_a_lookup_question_gets_the_row_in_force_in_its_answer_prompt(run_cli, write_script, tmp_path: Path) -> None:
    """Through the CLI: the documents read whole, and the looked-up row is evidence the answer is written from."""
    ws = tmp_path / "ws"
    _rate_card(ws / "club" / "rates_2024.docx", "2024", ("£40", "£70"), ("£30", "£50"))
    _rate_card(ws / "club" / "rates_2025.docx", "2025", ("£45", "£80"), ("£35", "£55"))
    (ws / "policy.toml").write_text(POLICY)
    script = write_script([{"node": "workings", "content": '{"workings": []}'},
                           {"node": "finalize", "content": "A junior's full day dinghy lesson is £55."}])
    record = tmp_path / "rec.jsonl"
    res = run_cli("run", "What does the club charge now for a full day dinghy lesson for a junior? The cards are in club/.",
                  "-w", str(ws), "--model", f"script:{script}", "--planner", "guided", "--policy", str(ws / "policy.toml"),
                  "--record", str(record), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    turns = [orjson.loads(line) for line in record.read_bytes().splitlines()]
    text = "\n".join(m["content"] for m in turns[-1]["prompt"])
    assert "looked up by the host" in text and "under 'Juniors (under 18)': Lesson: Full day dinghy lesson; Rate: £55" in text
    assert res.of_type("answer_completed")[0]["text"] == "A junior's full day dinghy lesson is £55."


def _monthly(path: Path, month: str, rows: list[tuple[str, str, str]], note: str = "") -> None:
    d = docx.Document()
    d.add_heading(f"Riverside Bakery stall - {month}", 1)
    d.add_heading("Sales", 2)
    t = d.add_table(rows=len(rows) + 1, cols=3)
    for r, row in enumerate([("Item", "Sold", "Takings (£)"), *rows]):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.add_heading("Costs", 2)
    t = d.add_table(rows=2, cols=2)
    for c, text in enumerate(("Item", "Cost (£)")):
        t.cell(0, c).text = text
    for c, text in enumerate(("Sourdough flour and starter", "40.00")):
        t.cell(1, c).text = text
    if note:
        d.add_paragraph(note)
    path.parent.mkdir(parents=True, exist_ok=True)
    d.save(str(path))


def test_a_row_is_added_up_over_the_monthly_documents_in_force_with_corrections(tmp_path: Path) -> None:
    """"How much did the sourdough loaves take from April to June 2025?": the Sourdough loaf row of
    each month's final report (the June draft and March left out), its takings, April's figure as May's
    note corrects it; a count for how many; nothing for one document or a row two rows of one fit."""
    from ncurator_cli.guided.reading import asked_months, summed_rows

    assert asked_months("from April to June 2025") == ["2025-04", "2025-05", "2025-06"]
    assert asked_months("in Q3 2024, please") == ["2024-07", "2024-08", "2024-09"]
    assert asked_months("the second quarter of 2025") == ["2025-04", "2025-05", "2025-06"]
    assert asked_months("in May 2025") == ["2025-05"] and asked_months("lately") is None
    base = tmp_path / "stall"
    _monthly(base / "stall_2025-03.docx", "March 2025", [("Sourdough loaf", "20", "100.00")])
    _monthly(base / "stall_2025-04.docx", "April 2025", [("Sourdough loaf", "30", "150.00"), ("Rye loaf", "5", "20.00")])
    _monthly(base / "stall_2025-05.docx", "May 2025", [("Sourdough loaf", "25", "125.00")],
             note="Correction to April: 32 sourdough loaves were sold, so sourdough loaf takings were £160.00 (not £150.00).")
    _monthly(base / "stall_2025-06.docx", "June 2025", [("Sourdough loaf", "40", "200.00")])
    _monthly(base / "stall_2025-06 draft.docx", "June 2025 (draft)", [("Sourdough loaf", "44", "220.00")])
    rels = sorted(str(p.relative_to(tmp_path)) for p in base.glob("*.docx"))
    got = summed_rows(tmp_path, rels, "How much did the sourdough loaves take from April to June 2025?")
    lines = got.splitlines()
    assert "stall/stall_2025-06 draft.docx is a draft of a final one" in lines[0]
    assert "stall/stall_2025-03.docx outside the months asked" in lines[0]
    assert lines[1] == ("stall/stall_2025-04.docx: Sourdough loaf, Takings (£) 150.00 -> £160.00 "
                        "(as stall/stall_2025-05.docx corrects it)")
    assert lines[2:] == ["stall/stall_2025-05.docx: Sourdough loaf, Takings (£) 125.00",
                         "stall/stall_2025-06.docx: Sourdough loaf, Takings (£) 200.00", "Total: 485"]
    # How many: the count column (the correction is of the takings, not the count).
    assert summed_rows(tmp_path, rels, "How many sourdough loaves did we sell from April to June 2025?").endswith("Total: 95")
    # One document of the months asked: no sum over documents.
    assert summed_rows(tmp_path, rels, "How much did the sourdough loaves take in May 2025?") == ""
    # "loaf" alone fits two rows of April's report: which one is meant is the model's reading.
    assert summed_rows(tmp_path, rels, "How much did loaves take from April to June 2025?") == ""


def test_a_question_the_host_added_up_is_answered_by_the_host(run_cli, write_script, tmp_path: Path) -> None:
    """Through the CLI: no workings turn and no finalize turn; the host's total, with each figure, is the answer."""
    ws = tmp_path / "ws"
    _monthly(ws / "stall" / "stall_2025-04.docx", "April 2025", [("Sourdough loaf", "30", "150.00")])
    _monthly(ws / "stall" / "stall_2025-05.docx", "May 2025", [("Sourdough loaf", "25", "125.00")])
    (ws / "policy.toml").write_text(POLICY)
    script = write_script([])  # any model turn would fail the run
    res = run_cli("run", "How much did the sourdough loaves take in April to May 2025? The reports are in stall/.",
                  "-w", str(ws), "--model", f"script:{script}", "--planner", "guided", "--policy", str(ws / "policy.toml"))
    assert res.code == 0, res.stderr
    assert [e["node"] for e in res.of_type("model_request_completed") if e["node"] != "intent"] == []
    assert res.of_type("answer_completed")[0]["text"] == (
        "275 in all: stall/stall_2025-04.docx: Sourdough loaf, Takings (£) 150.00; stall/stall_2025-05.docx: "
        "Sourdough loaf, Takings (£) 125.00. Added up by the host.")
