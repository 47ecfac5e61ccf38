"""Guided planning rules: which capabilities an objective needs, with the paths it names."""

from __future__ import annotations

from pathlib import Path

import pytest

from ncurator_cli.runtime.rule_planner import route


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "report.docx").write_bytes(b"")
    (tmp_path / "quote.docx").write_bytes(b"")
    (tmp_path / "data.csv").write_text("a\n")
    return tmp_path


def kinds(tasks: list[dict]) -> list[str]:
    return [t["kind"] for t in tasks]


def test_a_docx_edit_names_its_source_and_output(ws: Path) -> None:
    tasks = route("Update the price in the table of quote.docx to 12.50 and save the result as quote-v2.docx.",
                  workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["docx"]
    assert tasks[0]["source_path"] == "quote.docx" and tasks[0]["output_path"] == "quote-v2.docx"


def test_a_document_in_a_subfolder_is_found_by_its_name(ws: Path) -> None:
    tasks = route("In report.docx replace 'a' with 'b' and save it as docs/report-b.docx", workspace=ws, kb_docs=0, probe=None)
    assert tasks[0]["source_path"] == "docs/report.docx" and tasks[0]["output_path"] == "docs/report-b.docx"


def test_a_document_read_into_a_text_file_is_one_terminal_task(ws: Path) -> None:
    tasks = route("Create outline.txt containing the headings of report.docx", workspace=ws, kb_docs=0, probe=None)
    assert kinds(tasks) == ["terminal_exec"] and tasks[0]["title"] == "Write outline.txt"


def test_kb_lookup_comes_first_when_the_objective_names_the_kb(ws: Path) -> None:
    obj = "Using the severity definitions in our knowledge base, write the SEV1 ids to sev1.txt"
    assert kinds(route(obj, workspace=ws, kb_docs=3, probe=None)) == ["local_kb_retrieval", "terminal_exec"]
    # Without documents in the KB there is nothing to look up.
    assert kinds(route(obj, workspace=ws, kb_docs=0, probe=None)) == ["terminal_exec"]
    obj = "The knowledge base gives the new name of DataPilot. Replace it in quote.docx and save as quote-new.docx"
    assert kinds(route(obj, workspace=ws, kb_docs=3, probe=None)) == ["local_kb_retrieval", "docx"]


def test_a_pure_kb_question_needs_no_workspace_task(ws: Path) -> None:
    obj = "According to the knowledge base, which port does the VPN gateway listen on?"
    assert kinds(route(obj, workspace=ws, kb_docs=2, probe=None)) == ["local_kb_retrieval"]
    assert kinds(route(obj, workspace=None, kb_docs=2, probe=None)) == ["local_kb_retrieval"]


def test_workspace_work_is_a_terminal_task_and_no_workspace_means_an_answer(ws: Path) -> None:
    obj = "How many rows does data.csv have?"
    assert kinds(route(obj, workspace=ws, kb_docs=0, probe=None)) == ["terminal_exec"]
    assert route(obj, workspace=None, kb_docs=0, probe=None) == []
