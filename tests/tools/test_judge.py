"""Judging prose documents one at a time (tools/judge.py): which tasks and files it is for, and
what it makes of the model's constrained replies."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from ncurator_cli.tools import ToolEnv, ToolError
from ncurator_cli.tools.judge import JUDGE_SCHEMA, asks_selection, judge_documents, prose_documents


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    (tmp_path / "incidents").mkdir()
    (tmp_path / "incidents" / "A-1.txt").write_text("Impact: 40% of users could not log in.\nData loss: none.\n")
    (tmp_path / "incidents" / "A-2.md").write_text("# A-2\nInternal wiki down for an hour.\n")
    return tmp_path


def files(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


@pytest.mark.parametrize("objective, selects", [
    ("Determine which incidents in incidents/ qualify as P1.", True),
    ("Which of the reports in incidents/ describe data loss?", True),
    ("List the tickets that are still open.", True),
    ('Which files in incidents/ contain "Data loss"?', False),  # a quoted phrase is a search
    ("How many incidents are in incidents/?", False),
    ("Which notes in notes/ were modified last week?", False),  # the files' metadata
    ("Which of the files in notes/ has the most lines?", False),  # a count
    ("Which files in notes/ have the same content as another?", False),  # a comparison of files
    ("Which note in notes/ mentions the heron?", False),  # a word it contains: a search
])
def test_a_selection_by_a_criterion_is_told_from_a_search_or_a_count(objective: str, selects: bool) -> None:
    assert asks_selection(objective) is selects


def test_prose_documents_are_the_few_short_text_files_of_a_named_folder(ws: Path) -> None:
    obj = "Which incidents in incidents/ qualify as P1?"
    assert prose_documents(ws, files(ws), obj) == ["incidents/A-1.txt", "incidents/A-2.md"]
    assert prose_documents(ws, files(ws), "Which incidents qualify as P1?") == []  # no folder or file named
    (ws / "incidents" / "README.md").write_text("One file per incident.\n")
    assert prose_documents(ws, files(ws), obj) == ["incidents/A-1.txt", "incidents/A-2.md"]  # the folder's README is none
    (ws / "incidents" / "README.md").unlink()
    (ws / "incidents" / "index.csv").write_text("id\nA-1\n")
    assert prose_documents(ws, files(ws), obj) == []  # not prose alone: a script reads a CSV
    (ws / "incidents" / "index.csv").unlink()
    (ws / "incidents" / "A-3.txt").write_text("2025-03-01 10:00 start\n2025-03-01 10:05 stop\n")
    assert prose_documents(ws, files(ws), obj) == []  # a log is no prose document
    (ws / "incidents" / "A-3.txt").write_text("x " * 2000)
    assert prose_documents(ws, files(ws), obj) == []  # too long to judge whole


def check(condition: str, says: str, met: bool) -> dict:
    return {"condition": condition, "document_says": says, "met": "yes" if met else "no"}


def test_each_document_is_judged_by_one_constrained_call_and_meets_the_task_when_every_check_is_met(ws: Path) -> None:
    asked: list[tuple[str, dict]] = []
    replies = {
        "A-1": {"checks": [check("outage over 25% of users", "40% of users could not log in", True)]},
        "A-2": {"checks": [check("outage over 25% of users", "Internal wiki down", False),
                           check("customer data lost", "nothing said", False)]},
    }

    def ask(system: str, user: str, schema: dict) -> str:
        asked.append((user, schema))
        return json.dumps(next(r for k, r in replies.items() if f"Document incidents/{k}" in user))

    env = ToolEnv(ws, ask=ask)
    lines = judge_documents(env, ["incidents/A-1.txt", "incidents/A-2.md"], "Which qualify as P1?",
                            "P1: an outage for more than 25% of users.")
    assert lines == [
        "incidents/A-1.txt: yes — outage over 25% of users: '40% of users could not log in' (met)",
        "incidents/A-2.md: no — outage over 25% of users: 'Internal wiki down' (not met); "
        "customer data lost: 'nothing said' (not met)"]
    assert all(schema is JUDGE_SCHEMA for _, schema in asked)
    assert "P1: an outage for more than 25% of users." in asked[0][0] and "Document incidents/A-1.txt:" in asked[0][0]
    # One check not met is a no; a reply that is no verdict is said to be one.
    replies["A-1"] = {"checks": [check("a", "x", True), check("b", "y", False)]}
    replies["A-2"] = {"verdict": "yes"}
    assert [ln.split(" — ")[0] for ln in judge_documents(env, ["incidents/A-1.txt", "incidents/A-2.md"], "Which?")] == [
        "incidents/A-1.txt: no", "incidents/A-2.md: not judged (the reply was not a verdict)"]
    with pytest.raises(ToolError, match="needs a model"):
        judge_documents(ToolEnv(ws), ["incidents/A-1.txt"], "Which qualify?")


def test_judging_stops_at_the_time_budget_and_says_so(ws: Path) -> None:
    env = ToolEnv(ws, deadline=time.monotonic() + 1, ask=lambda *a: '{"checks": []}')
    assert judge_documents(env, ["incidents/A-1.txt", "incidents/A-2.md"], "Which qualify?") == []
    assert env.notes == ["stopped at the time budget: 2 documents not judged"]


def test_criteria_are_focused_on_the_label_the_task_selects_by() -> None:
    from ncurator_cli.tools.judge import focused_criteria

    matrix = ("[sev.md › Severity]\n# Severity\n\nAssign the highest level met.\n\n| Level | Criteria |\n"
              "| L1 | Data lost, or more than 25% of users down. |\n| L2 | Up to 25% of users down. |\n"
              "| L3 | Internal only. |\nL1 needs a status page update.\n")
    got = focused_criteria("Which reports in reports/ qualify as L1?", matrix)
    assert "| L1 | Data lost" in got and "[sev.md › Severity]" in got
    assert "L2" not in got and "L3" not in got and "Internal only" not in got
    # The matrix row defines the level; prose naming it says what follows from it, no condition.
    assert "status page" not in got
    # The evidence's count line, a passage that names no label and a passage opening's words go.
    evidence = ("[kb] 2 passages from 2 documents\n[sev.md › Severity] (doc sev.md) Assign the highest level met.\n"
                "| L1 | Data lost, or more than 25% of users down. |\n| L2 | Up to 25% of users down. |\n"
                "[rota.md › Rota] (doc rota.md) Who is on call.\nL1 pages go to the lead.\n")
    assert focused_criteria("Which reports qualify as L1?", evidence) == (
        "[sev.md › Severity]\n| L1 | Data lost, or more than 25% of users down. |")
    assert focused_criteria("Which reports are serious?", evidence).startswith("[sev.md › Severity] (doc sev.md)")
    # No label in the task, or one that no line names: the criteria whole.
    assert focused_criteria("Which reports are serious?", matrix) == matrix
    assert focused_criteria("Which reports qualify as L9?", matrix) == matrix


@pytest.mark.parametrize("condition, says, met", [
    ("an outage affecting more than 25% of active users", "about 18% of active users saw errors for 40 minutes", False),
    ("an outage affecting more than 25% of active users", "roughly 40 percent of users were locked out", True),
    ("down for at least 2 hours", "the site was down for 3 hours", True),
    ("orders under £50", "order total £75.20", False),
    ("up to 25% of users", "25% of users", True),
    # A share of another group states no share of the one bounded.
    ("an outage affecting more than 25% of active users", "30% of employees could not connect", False),
    ("an outage affecting more than 25% of active users", "45% of the active users were locked out", True),
    # No verdict by number: alternatives, no unit, no quantity of that unit, or quantities that disagree.
    # Alternatives: a quantity speaks to the alternative that bounds its unit.
    ("data loss, or an outage for more than 25% of users", "18% of users", False),
    ("data loss, **or** an outage for more than 25% of users", "40% of users", True),
    ("data loss, or an outage for more than 25% of users", "the notes were lost", None),
    ("more than 25 of the members", "30 of the members", None),
    ("more than 25% of users", "for 40 minutes", None),
    ("more than 25% of users", "10% at first, then 60% of users", None),
])
def test_a_bound_on_a_quantity_is_checked_by_its_numbers(condition: str, says: str, met: bool | None) -> None:
    from ncurator_cli.tools.judge import threshold_met

    assert threshold_met(condition, says) is met


def test_a_check_the_numbers_contradict_turns_the_verdict(ws: Path) -> None:
    """The model marks 18% as meeting "more than 25%": the host's check by the numbers says not
    met, and the document is a no."""
    def ask(system: str, user: str, schema: dict) -> str:
        return json.dumps({"checks": [check("outage affecting more than 25% of users", "18% of users saw errors", True)]})

    lines = judge_documents(ToolEnv(ws, ask=ask), ["incidents/A-1.txt"], "Which qualify as P1?")
    assert lines == ["incidents/A-1.txt: no — outage affecting more than 25% of users: '18% of users saw errors' (not met)"]


def test_criteria_of_alternatives_are_met_by_any_check(ws: Path) -> None:
    """"Data lost, **or** more than 25% of users down": a report of data lost and no outage is
    selected; criteria joined by "and", or more than one line of them, still need every check."""
    from ncurator_cli.tools.judge import alternatives

    def ask(system: str, user: str, schema: dict) -> str:
        return json.dumps({"checks": [check("customer data lost", "order notes truncated", True),
                                      check("more than 25% of users down", "no outage", False)]})

    either = "[sev.md › Severity]\n| L1 | Customer data lost, **or** more than 25% of users down. |"
    lines = judge_documents(ToolEnv(ws, ask=ask), ["incidents/A-1.txt"], "Which qualify as L1?", either)
    assert lines[0].startswith("incidents/A-1.txt: yes — ")
    both = "[sev.md › Severity]\n| L1 | Customer data lost and more than 25% of users down. |"
    assert judge_documents(ToolEnv(ws, ask=ask), ["incidents/A-1.txt"], "Which qualify as L1?", both)[0].startswith(
        "incidents/A-1.txt: no — ")
    assert alternatives("Refunds over £50, or any refund to a new customer.")
    assert not alternatives("Over £50, or to a new customer.\nSigned off by a lead.")
    assert not alternatives("Over £50 and signed off.")


def test_a_written_list_of_other_documents_than_the_judgement_selected_is_named() -> None:
    from ncurator_cli.tools.judge import verdicts_of, verdicts_slip

    judged = verdicts_of(["incidents/A-1.txt: no — x: 'y' (not met)", "incidents/A-2.md: yes — x: 'z' (met)",
                          "incidents/A-3.txt: not judged (the reply was not a verdict)", "incidents/A-4.txt: yes — q"])
    assert judged == {"incidents/A-1.txt": False, "incidents/A-2.md": True, "incidents/A-4.txt": True}
    note = verdicts_slip(judged, "A-1\nA-4\n", "top.txt")
    assert note is not None and note.startswith("top.txt lists A-1, A-4, but the documents judged one by one against the "
                                                "task gave yes for A-2, A-4")
    assert verdicts_slip(judged, "A-2\nA-4\n", "top.txt") is None  # the ones judged yes
    assert verdicts_slip(judged, "A-4.txt\nA-2.md\n", "top.txt") is None  # named by their file names
    assert verdicts_slip(judged, "A-10\n", "top.txt") is None  # names none of them
    assert verdicts_slip({"a/A-1.txt": False, "a/A-2.txt": False}, "A-1\n", "top.txt") is None  # none selected


@pytest.mark.parametrize("quote, held", [
    ("Impact: 40% of users could not log in.", True),
    ("40% of users could not log in", True),  # trimmed, case aside
    ("users were unable to log in, 40%", True),  # reworded, half its words the document's
    ("an outage affecting more than 25% of users", False),  # the criterion's words and number, not the document's
    ("70% of users could not log in", False),  # a number the document does not state
    ("none.", True),  # too short to tell
])
def test_a_quote_is_the_documents_own(quote: str, held: bool) -> None:
    from ncurator_cli.tools.judge import said_in

    assert said_in(quote, "Impact: 40% of users could not log in.\nData loss: none.\n") is held


def test_a_check_met_by_a_quote_the_document_does_not_hold_is_not_met(ws: Path) -> None:
    """The judge "quotes" the criterion itself as what the document says: no evidence, not met."""
    def ask(system: str, user: str, schema: dict) -> str:
        return json.dumps({"checks": [check("customer data lost, or an outage for more than 25% of users",
                                            "Customer data was lost in the nightly job", True)]})

    lines = judge_documents(ToolEnv(ws, ask=ask), ["incidents/A-1.txt"], "Which qualify as L1?")
    assert lines[0].startswith("incidents/A-1.txt: no — ") and lines[0].endswith("(not met)")


@pytest.mark.parametrize("objective, output, listed", [
    ("Which incidents qualify as L1? Write their IDs to l1.txt, one per line.", "l1.txt", "A-1\n"),
    ("Put the file names of the L1 incidents in l1.txt, one per line.", "l1.txt", "A-1.txt\n"),
    # Not a list of ids or names one per line, or no plain list file: the model's.
    ("Which incidents qualify as L1? Write a summary of each to l1.txt.", "l1.txt", None),
    ("Write the IDs of the L1 incidents to l1.csv, one per line.", "l1.csv", None),
])
def test_the_documents_judged_yes_are_the_list_file_the_task_asks_for(ws: Path, objective: str, output: str,
                                                                       listed: str | None) -> None:
    from ncurator_cli.tools.judge import chosen_list

    (ws / "incidents" / "A-1.txt").write_text("ID: A-1\nImpact: 40% of users could not log in.\n")
    judged = {"incidents/A-1.txt": True, "incidents/A-2.md": False}
    assert chosen_list(ws, judged, objective, output) == listed
    assert chosen_list(ws, {"incidents/A-1.txt": False, "incidents/A-2.md": False}, objective, output) is None
    # An id the document itself does not state is not its file's stem.
    (ws / "incidents" / "A-1.txt").write_text("Impact: 40% of users could not log in.\n")
    if listed == "A-1\n":
        assert chosen_list(ws, judged, objective, output) is None


def test_the_host_writes_the_chosen_list_after_the_judgement_without_a_model_turn(ws: Path) -> None:
    from ncurator_cli.guided.terminal import CodeReplies
    from ncurator_cli.models.base import ToolCall

    (ws / "incidents" / "A-1.txt").write_text("ID: A-1\nImpact: 40% of users could not log in.\n")
    objective = "Which incidents qualify as L1? Write their IDs to l1.txt, one per line."
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {objective}"}],
            "data": {"judged": {"incidents/A-1.txt": True, "incidents/A-2.md": False}}}
    call = ToolCall("judge_documents", {"task": objective, "files": ["incidents/A-1.txt", "incidents/A-2.md"]})
    made = CodeReplies(root=ws, outputs=["l1.txt"], objective=objective).host_save(call, loop, "")
    assert made is not None and made[0].name == "write_file" and made[0].args == {"path": "l1.txt", "content": "A-1\n"}
    # An output that exists already is not the host's to write.
    (ws / "l1.txt").write_text("old\n")
    assert CodeReplies(root=ws, outputs=["l1.txt"], objective=objective).host_save(call, loop, "") is None
