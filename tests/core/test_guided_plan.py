"""Guided planning rules: which capabilities an objective needs, from its intent and the paths it names."""

from __future__ import annotations

from pathlib import Path

import pytest

from ncurator_cli.guided.plan import plan_by_rules
from ncurator_cli.objective.intent import Intent


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers" / "memo.docx").write_bytes(b"")
    (tmp_path / "offer.docx").write_bytes(b"")
    (tmp_path / "rows.csv").write_text("a\n")
    return tmp_path


def kinds(tasks: list[dict]) -> list[str]:
    return [t["kind"] for t in tasks]


def test_a_docx_edit_names_its_source_and_output(ws: Path) -> None:
    tasks = plan_by_rules("Set the fee in the table of offer.docx to 40 and save the result as offer-b.docx.",
                  workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["docx"] and tasks[0]["title"] == "Edit the document"
    assert tasks[0]["source_path"] == "offer.docx" and tasks[0]["output_path"] == "offer-b.docx"


def test_a_document_in_a_subfolder_is_found_by_its_name(ws: Path) -> None:
    tasks = plan_by_rules("In memo.docx replace 'x' with 'y' and save it as papers/memo-y.docx", workspace=ws, kb_docs=0, probe=None)
    assert tasks[0]["source_path"] == "papers/memo.docx" and tasks[0]["output_path"] == "papers/memo-y.docx"


def test_a_question_about_documents_is_a_reading_task_not_an_edit(ws: Path) -> None:
    for obj in ("Which phrases are bold in memo.docx?", "Compare offer.docx and memo.docx: what differs?",
                "List the headings of memo.docx."):
        tasks = plan_by_rules(obj, workspace=ws, kb_docs=0, probe=None)
        assert kinds(tasks) == ["docx"] and tasks[0]["title"] == "Read the documents to answer", obj
        assert "output_path" not in tasks[0]


def test_a_question_joining_a_document_with_a_data_file_is_a_script_task(ws: Path) -> None:
    # The docx tools read documents alone; a script reads the CSV and the document's tables.
    tasks = plan_by_rules("offer.docx lists the fees and rows.csv the orders: what is the total?",
                          workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["terminal_exec"] and tasks[0]["title"] == "Answer from the workspace"
    # A file that is named but does not exist is no reason to leave the docx tools.
    tasks = plan_by_rules("Does offer.docx mention missing.csv?", workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["docx"]


def test_a_folder_of_documents_counts_as_naming_them(ws: Path) -> None:
    tasks = plan_by_rules("What is the sum of the fees across the files in papers/?", workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["docx"] and tasks[0]["title"] == "Read the documents to answer"


def test_a_question_naming_no_file_over_a_workspace_of_documents_reads_them(ws: Path) -> None:
    """Two of the three files are Word documents: a question that names no file is about them. A
    knowledge-base question is still the knowledge base's, and a workspace of data files a script's."""
    tasks = plan_by_rules("How much does the firm owe the printer this quarter?", workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["docx"] and tasks[0]["title"] == "Read the documents to answer"
    kb = plan_by_rules("Under our travel policy, what is the hotel cap?", workspace=ws, kb_docs=3, probe=None)
    assert kinds(kb) == ["local_kb_retrieval"]
    for i in range(3):
        (ws / f"rows{i}.csv").write_text("a\n")
    assert kinds(plan_by_rules("How much does the firm owe the printer this quarter?", workspace=ws, kb_docs=0,
                               probe=None)) == ["terminal_exec"]


def test_a_change_in_a_folder_of_documents_edits_the_one_its_words_describe_in_place(ws: Path) -> None:
    """"Correct her June invoice in the bills folder": the intent's output is the folder; the
    document whose name holds most of the parts the task says (Rosa, June) is the source, and the
    task's output, changed in place. A tie is no pick; an intent naming the document itself is."""
    bills = ws / "bills"
    bills.mkdir()
    for name in ("B-11 Rosa June.docx", "B-12 Ted June.docx", "B-07 Rosa May.docx"):
        (bills / name).write_bytes(b"")
    change = Intent("change", ["bills/"], [], [], "model", "")
    tasks = plan_by_rules("Rosa had 3 lessons in June, not 2: correct her June invoice in the bills folder.",
                          workspace=ws, kb_docs=0, probe=None, intent=change)
    assert kinds(tasks) == ["docx"] and tasks[0]["source_path"] == "bills/B-11 Rosa June.docx"
    assert tasks[0]["outputs"] == ["bills/B-11 Rosa June.docx"] and "output_path" not in tasks[0]
    tie = plan_by_rules("Correct the June invoice in the bills folder.", workspace=ws, kb_docs=0, probe=None, intent=change)
    assert "source_path" not in tie[0]
    named = Intent("change", ["bills/B-12 Ted June.docx"], [], [], "model", "")
    tasks = plan_by_rules("Put Ted's lesson count right in the document.", workspace=ws, kb_docs=0, probe=None, intent=named)
    assert tasks[0]["source_path"] == "bills/B-12 Ted June.docx"


def test_one_document_among_a_folders_other_files_does_not_make_a_document_task(ws: Path) -> None:
    draw = ws / "drawings"
    draw.mkdir()
    for i in range(5):
        (draw / f"plan_rev{i}.pdf").write_bytes(b"%PDF")
    (draw / "comments.docx").write_bytes(b"")
    obj = "Tidy drawings/: move the files of older revisions into drawings/old/."
    assert kinds(plan_by_rules(obj, workspace=ws, kb_docs=0, probe=None)) == ["terminal_exec"]
    # The same folder made mostly of documents is a document task.
    for i in range(6):
        (draw / f"note{i}.docx").write_bytes(b"")
    assert kinds(plan_by_rules("Which of the files in drawings/ mention revision 3?", workspace=ws, kb_docs=0,
                               probe=None)) == ["docx"]


def test_a_document_read_into_a_new_file_is_one_terminal_task(ws: Path) -> None:
    tasks = plan_by_rules("Create toc.txt containing the headings of memo.docx", workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["terminal_exec"] and tasks[0]["title"] == "Write toc.txt"


def test_a_data_file_brought_up_to_date_from_a_document_is_one_terminal_task(ws: Path) -> None:
    """The change names an existing data file as its output and the document as what it reads:
    a script reads the document's tables and changes the file (it was planned as an edit of the
    document, with the data file as the values to put in it)."""
    obj = "Bring rows.csv up to date from the signed offer (offer.docx). Don't change other rows."
    intent = Intent("change", ["rows.csv"], [], [], "cues", "orders an effect (bring)")
    tasks = plan_by_rules(obj, workspace=ws, kb_docs=0, probe=None, intent=intent)
    assert kinds(tasks) == ["terminal_exec"] and tasks[0]["title"] == "Write rows.csv"
    # The document among the outputs: still its edit.
    both = Intent("change", ["offer.docx", "rows.csv"], [], [], "cues", "orders an effect (fill)")
    assert kinds(plan_by_rules("Fill offer.docx from rows.csv and log it in rows.csv.", workspace=ws, kb_docs=0,
                               probe=None, intent=both))[-1] == "docx"


def test_kb_lookup_comes_first_when_the_objective_names_the_kb(ws: Path) -> None:
    obj = "Using the glossary in our knowledge base, write the defined terms to terms.txt"
    assert kinds(plan_by_rules(obj, workspace=ws, kb_docs=3, probe=None)) == ["local_kb_retrieval", "terminal_exec"]
    assert kinds(plan_by_rules(obj, workspace=ws, kb_docs=0, probe=None)) == ["terminal_exec"]
    obj = "The knowledge base gives the new team name. Replace the old one in offer.docx and save as offer-n.docx"
    assert kinds(plan_by_rules(obj, workspace=ws, kb_docs=3, probe=None)) == ["local_kb_retrieval", "docx"]


def test_a_pure_kb_question_needs_no_workspace_task(ws: Path) -> None:
    obj = "According to the knowledge base, how long is the warranty?"
    assert kinds(plan_by_rules(obj, workspace=ws, kb_docs=2, probe=None)) == ["local_kb_retrieval"]
    assert kinds(plan_by_rules(obj, workspace=None, kb_docs=2, probe=None)) == ["local_kb_retrieval"]


def test_workspace_work_is_a_terminal_task_and_no_workspace_means_an_answer(ws: Path) -> None:
    obj = "How many rows does rows.csv have?"
    tasks = plan_by_rules(obj, workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["terminal_exec"] and tasks[0]["title"] == "Answer from the workspace"
    assert plan_by_rules(obj, workspace=None, kb_docs=0, probe=None) == []


def test_a_document_edited_with_values_of_another_file_gets_a_read_only_script_first(ws: Path) -> None:
    """The docx tools read documents alone: a change to a document that needs a data file's values
    is two tasks, a script that works them out (read-only) and the edit."""
    tasks = plan_by_rules("Fill the fee column of offer.docx from rows.csv and save it as offer-b.docx.",
                          workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["terminal_exec", "docx"]
    assert tasks[0]["read_only"] is True and "rows.csv" in tasks[0]["objective"]
    assert tasks[1]["source_path"] == "offer.docx" and tasks[1]["output_path"] == "offer-b.docx"
    # Naming no other file that exists: the edit alone.
    assert kinds(plan_by_rules("Fill the fee column of offer.docx from missing.csv and save it as offer-c.docx.",
                               workspace=ws, kb_docs=0, probe=None)) == ["docx"]
    # A folder of data files named as where the values are counts as the file (a folder of
    # documents, or of nothing the values come from, does not).
    (ws / "sales").mkdir()
    (ws / "sales" / "march.csv").write_text("who,paid\nAl,5\n")
    (ws / "sales" / "README.txt").write_text("exports\n")
    tasks = plan_by_rules("The fee row of offer.docx still says TBC. The export is in sales/ - work it out and fill it in.",
                          workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["terminal_exec", "docx"] and "sales/" in tasks[0]["objective"]
    assert tasks[0]["read_only"] is True and tasks[1]["inputs"] == ["sales/"]
    assert kinds(plan_by_rules("Fill the fee row of offer.docx from the memo in papers/.",
                               workspace=ws, kb_docs=0, probe=None)) == ["docx"]


def test_a_short_note_needs_no_helper_script_but_a_long_one_or_a_data_file_does(ws: Path) -> None:
    """A note the docx step's first message shows whole is no values step; a long note is."""
    (ws / "note.txt").write_text("The fee should have been 9, not 7.\n")
    tasks = plan_by_rules("Put the correction in note.txt into offer.docx and save it as offer-b.docx.",
                          workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["docx"] and tasks[0]["inputs"] == ["note.txt"]
    (ws / "long.txt").write_text("fee line\n" * 400)
    assert kinds(plan_by_rules("Put the fees in long.txt into offer.docx and save it as offer-b.docx.",
                               workspace=ws, kb_docs=0, probe=None)) == ["terminal_exec", "docx"]


def test_a_new_document_whose_name_extends_an_existing_ones_is_edited_from_it(ws: Path) -> None:
    """"Save the corrected version as papers/memo_fixed.docx": papers/memo.docx is the source; a name
    that several documents' names begin, or none, leaves the source to the model."""
    tasks = plan_by_rules("Put the note's correction into the memo and save it as papers/memo_fixed.docx.",
                          workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["docx"] and tasks[0]["source_path"] == "papers/memo.docx"
    assert tasks[0]["output_path"] == "papers/memo_fixed.docx"
    assert "source_path" not in plan_by_rules("Write the memo and save it as papers/memorandum.docx.",
                                              workspace=ws, kb_docs=0, probe=None)[0]  # another word
    (ws / "papers" / "memo_old.docx").write_bytes(b"")
    assert plan_by_rules("Fix the memo and save it as papers/memo_old_fixed.docx.", workspace=ws, kb_docs=0,
                         probe=None)[0].get("source_path") is None  # memo and memo_old both begin it


def test_a_question_under_a_policy_reads_the_knowledge_base_then_the_file_it_names(ws: Path) -> None:
    """"Under our current expenses policy" names the knowledge base with words between "our" and
    "policy"; the workspace file the question names is read after the passages."""
    (ws / "trip.txt").write_text("Leeds, one night\n")
    obj = "The details are in trip.txt. Under our current expenses policy, what may I claim for the hotel?"
    assert kinds(plan_by_rules(obj, workspace=ws, kb_docs=4, probe=None)) == ["local_kb_retrieval", "terminal_exec"]
    assert kinds(plan_by_rules("Under our current expenses policy, what may I claim for a hotel?", workspace=ws,
                               kb_docs=4, probe=None)) == ["local_kb_retrieval"]


def test_a_guided_task_that_starts_late_gets_what_is_left_of_the_runs_time() -> None:
    """A guided run's tasks share 1.25 times one default budget (225 s of 180 s): a task that
    starts after 120 s gets 105 s; one that starts after 200 s still gets 60 s; an early one, or
    a budget under the floor, keeps its own."""
    from ncurator_cli.guided.plan import guided_budget

    assert guided_budget(180.0, 5.0, 180.0) is None
    assert guided_budget(180.0, 45.0, 180.0) is None  # 180 s left: the whole budget
    assert guided_budget(180.0, 120.0, 180.0) == 105.0
    assert guided_budget(180.0, 200.0, 180.0) == 60.0
    assert guided_budget(40.0, 200.0, 180.0) is None  # a budget under the floor stands
    assert guided_budget(600.0, 300.0, 600.0) == 450.0  # scales with a configured budget


def test_a_knowledge_base_question_that_points_to_workspace_files_in_words_reads_them_too(ws: Path) -> None:
    """"The letter is in my folder along with my leave record": the question's facts are also
    workspace files it does not name; the passages come first, then a script reads the files."""
    (ws / "my_leave_record.csv").write_text("date,reason\n2025-09-01,training\n")
    probe = {"kb_match": True}
    for obj in ("The letter is in my folder. Under the staff handbook, how many days will I be paid for?",
                "How many training days will I be paid for, given my leave record?"):
        assert kinds(plan_by_rules(obj, workspace=ws, kb_docs=3, probe=probe)) == ["local_kb_retrieval", "terminal_exec"]
    assert kinds(plan_by_rules("How many training days does the company pay for?", workspace=ws, kb_docs=3,
                               probe=probe)) == ["local_kb_retrieval"]
