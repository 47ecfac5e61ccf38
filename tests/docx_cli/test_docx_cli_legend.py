"""Guided mode: a question a document's own legend answers ("Services shown in bold are new for
2025" and "which services are new this year?") is answered by the host from the formatted cells of
the column the legend names, with no model turn. Real .docx files, the real CLI."""

from __future__ import annotations

from pathlib import Path

import docx
from tests.docx_cli.docx_cli_lib import final


def legend_doc(path: Path) -> None:
    d = docx.Document()
    d.add_heading("Price list 2025", 1)
    p = d.add_paragraph("Services shown in ")
    p.add_run("bold").bold = True
    p.add_run(" are new for 2025. Services shown in ")
    p.add_run("italics").italic = True
    p.add_run(" have gone up since last year.")
    t = d.add_table(rows=5, cols=2)
    for r, row in enumerate([("Service", "Price"), ("Bath", "£20"), ("Nail clip", "£9"), ("Puppy care", "£28"),
                             ("Hydrotherapy", "£35")]):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    for r in (3, 4):
        t.cell(r, 0).paragraphs[0].runs[0].bold = True
    t.cell(2, 0).paragraphs[0].runs[0].italic = True
    t.cell(1, 1).paragraphs[0].runs[0].bold = True  # a bold price is no service
    d.add_paragraph().add_run("Bookings: 0123 456").bold = True
    d.save(str(path))


def test_a_question_the_legend_answers_is_answered_by_the_host(run_cli, write_script, workspace: Path) -> None:
    legend_doc(workspace / "prices.docx")
    before = (workspace / "prices.docx").read_bytes()
    script = write_script([final()])
    res = run_cli("run", "Which services on our price list in prices.docx are the new ones this year?",
                  "-w", str(workspace), "--model", f"script:{script}", "--no-probe", "--planner", "guided")
    assert res.code == 0, res.stderr
    answer = res.of_type("answer_completed")[0]["text"]
    assert "The entries in bold are: Puppy care; Hydrotherapy." in answer, answer
    assert "Nail clip" not in answer and "Bookings" not in answer and "£20" not in answer
    assert not res.of_type("model_request_completed")
    assert (workspace / "prices.docx").read_bytes() == before
    # The other legend, by the words of its meaning.
    res = run_cli("run", "Which services in prices.docx have gone up?", "-w", str(workspace), "--model",
                  f"script:{script}", "--no-probe", "--planner", "guided")
    assert "The entries in italic are: Nail clip." in res.of_type("answer_completed")[0]["text"]


def test_a_question_no_legend_answers_is_left_to_the_model(run_cli, write_script, workspace: Path) -> None:
    from ncurator_cli.tools import ToolEnv
    from ncurator_cli.tools.docx_impl import legend_answer

    legend_doc(workspace / "prices.docx")
    env = ToolEnv(workspace)
    assert legend_answer(env, "prices.docx", "What does a bath cost?") is None
    assert legend_answer(env, "prices.docx", "Which services are new this year?") is not None
