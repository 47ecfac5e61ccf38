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


def roster(path: Path, rows: list[tuple[str, str, str]], bold: set[str], italic: set[str]) -> None:
    d = docx.Document()
    d.add_heading(path.stem.replace("_", " ").title(), 1)
    d.add_paragraph().add_run("Practice night moved to Wednesday").bold = True  # bold, outside the table
    t = d.add_table(rows=len(rows) + 1, cols=3)
    for c, h in enumerate(("Date", "Walker", "Leader")):
        t.cell(0, c).text = h
    for r, row in enumerate(rows, start=1):
        for c, text in enumerate(row):
            run = t.cell(r, c).paragraphs[0].add_run(text)
            run.bold, run.italic = text in bold, text in italic
    d.save(str(path))


def test_a_legend_the_question_gives_is_answered_over_the_documents_it_singles_out(
    run_cli, write_script, workspace: Path
) -> None:
    """"A walker's name in bold means it was their first summit (the leader's name is in italics).
    Who climbed their first summit in 2025, per the spring and summer issues?": the bold cells of the
    tables of the two issues the words single out, each once, answered by the host with no model
    turn; bold outside the tables and the other year's issue are left out."""
    (workspace / "news").mkdir()
    roster(workspace / "news" / "club_spring_2025.docx", [("3 Apr", "Ana Diaz", "Ray Cole"), ("9 Apr", "Ben Ode", "Ray Cole")],
           bold={"Ana Diaz"}, italic={"Ray Cole"})
    roster(workspace / "news" / "club_summer_2025.docx", [("2 Jul", "Cal Eng", "Ray Cole"), ("8 Jul", "Ana Diaz", "Ray Cole")],
           bold={"Cal Eng"}, italic={"Ray Cole"})
    roster(workspace / "news" / "club_autumn_2024.docx", [("5 Oct", "Dee Fox", "Ray Cole")], bold={"Dee Fox"}, italic=set())
    objective = ("Our club's newsletters are in news/. In each issue's walks table, a walker's name in bold means it was "
                 "their first summit (the leader's name is in italics). Who climbed their first summit in 2025, "
                 "according to the Spring 2025 and Summer 2025 issues?")
    script = write_script([final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe", "--planner", "guided")
    assert res.code == 0, res.stderr
    answer = res.of_type("answer_completed")[0]["text"]
    assert answer.endswith(":\nAna Diaz\nCal Eng"), answer
    assert "Dee Fox" not in answer and "Practice" not in answer and "Ray Cole" not in answer
    assert not res.of_type("model_request_completed")

    from ncurator_cli.tools.docx_impl import asked_legend

    assert asked_legend(objective) == "bold"
    assert asked_legend("Names in bold are new members. Who leads the walks?") is None  # no shared word
    assert asked_legend("Which walkers are new? Names in bold are new, names in italics are new too.") is None
