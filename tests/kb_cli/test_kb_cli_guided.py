"""Guided mode: the KB task is one deterministic hybrid search on the user's words, no model turn."""

from __future__ import annotations

import re
from typing import Any

import orjson
import pytest

from ncurator_cli.guided.kb import guided_query

from .kb_cli_lib import ROCKET_FACT, Cli, check_stream


@pytest.mark.parametrize(
    ("objective", "query"),
    [
        ("According to our knowledge base, how long is the warranty on laptops?",
         "how long is the warranty on laptops?"),
        ("Using the packing guide in the knowledge base, create packlist.txt",
         "Using the packing guide, create packlist.txt"),
        ("What does the KB say about parking permits?", "What does say about parking permits?"),
        ("knowledge base", "knowledge base"),  # nothing left: search the words as given
    ],
)
def test_guided_query_drops_where_to_look(objective: str, query: str) -> None:
    assert guided_query(objective) == query


def test_guided_kb_task_searches_once_without_a_model_turn(cli: Cli, shared: dict[str, Any], tmp_path) -> None:
    script = tmp_path / "s.jsonl"
    # Only the final answer is scripted: a model turn in the KB task would exhaust the script.
    script.write_bytes(orjson.dumps({"node": "finalize", "content": f"The code is {ROCKET_FACT}."}) + b"\n")
    res = cli("run", "According to our knowledge base, what is the launch code of the Quillfeather rocket?",
              "--kb", shared["kb_arg"], "--planner", "guided", "--model", f"script:{script}")
    assert res.code == 0, res.stderr
    check_stream(res)
    assert [t["kind"] for t in res.of_type("plan_created")[0]["plan"]] == ["local_kb_retrieval"]
    started = res.of_type("tool_call_started")
    assert [(s["tool_name"], s["input"]) for s in started] == [
        ("kb_hybrid_search_chunks", {"query": "what is the launch code of the Quillfeather rocket?", "limit": 6})
    ]
    result = res.of_type("task_result")[0]
    assert result["code"] == "ok" and re.fullmatch(r"[1-6] passages found", result["message"])
    assert "rocket.txt" in result["data"]["document_ids"]
    assert res.of_type("answer_completed")[0]["text"] == f"The code is {ROCKET_FACT}."


def test_a_question_the_knowledge_base_matches_is_read_there_though_a_workspace_is_given(
        cli: Cli, shared: dict[str, Any], tmp_path) -> None:
    """A question that names no workspace file, to which a passage matches (the probe's calibrated
    relevance), is answered from the knowledge base, not by a script over the workspace's files,
    though it never says "knowledge base"; one that names a workspace file is the workspace's."""
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "launch_log.csv").write_text("day,rocket,status\nmon,Quillfeather,scrubbed\n")
    script = tmp_path / "s.jsonl"
    script.write_bytes(orjson.dumps({"node": "finalize", "content": f"The code is {ROCKET_FACT}."}) + b"\n")
    res = cli("run", "What is the launch code of the Quillfeather rocket?", "--kb", shared["kb_arg"],
              "--planner", "guided", "--model", f"script:{script}", "-w", str(ws))
    assert res.code == 0, res.stderr
    assert [t["kind"] for t in res.of_type("plan_created")[0]["plan"]] == ["local_kb_retrieval"]
    assert "rocket.txt" in res.of_type("task_result")[0]["data"]["document_ids"]
    script.write_bytes(orjson.dumps({"node": "terminal_exec", "content": "FAILED: test"}) + b"\n"
                       + orjson.dumps({"node": "finalize", "content": "no"}) + b"\n")
    res = cli("run", "What is the status of the Quillfeather rocket in launch_log.csv?", "--kb", shared["kb_arg"],
              "--planner", "guided", "--model", f"script:{script}", "-w", str(ws))
    assert [t["kind"] for t in res.of_type("plan_created")[0]["plan"]] == ["terminal_exec"]


def test_a_kb_task_before_a_workspace_task_shows_its_passages_once(cli: Cli, shared: dict[str, Any], tmp_path) -> None:
    """The workspace task's first message quotes the passages the probe found; the knowledge-base
    task's result, which found the same ones, does not quote them again, and, with nothing else to
    tell, is no line of the message (prefill is the cost)."""
    ws = tmp_path / "ws"
    ws.mkdir()
    script = tmp_path / "s.jsonl"
    script.write_bytes(orjson.dumps({"node": "terminal_exec", "content": "FAILED: test"}) + b"\n"
                       + orjson.dumps({"node": "finalize", "content": "no"}) + b"\n")
    record = tmp_path / "rec.jsonl"
    res = cli("run", "Using the rocket notes in the knowledge base, write the launch code of the Quillfeather rocket to code.txt",
              "--kb", shared["kb_arg"], "--planner", "guided", "--model", f"script:{script}", "-w", str(ws),
              "--record", str(record), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert [t["kind"] for t in res.of_type("plan_created")[0]["plan"]] == ["local_kb_retrieval", "terminal_exec"]
    first = next(orjson.loads(line) for line in record.read_bytes().splitlines()
                 if orjson.loads(line).get("node") == "terminal_exec")
    message = [m for m in first["prompt"] if m["role"] == "user"][0]["content"]
    assert "Results of earlier tasks:" not in message and message.count(ROCKET_FACT) == 1, message


def test_an_answer_that_cites_no_passage_is_given_the_sources_it_rests_on(cli: Cli, shared: dict[str, Any],
                                                                           tmp_path) -> None:
    """The answer prompt asks for [document › heading]; an answer without any is given, by the
    host, the passages that share its words, streamed and in answer_completed alike. One that
    cites already, or shares too few words with any passage, is left as it is."""
    from ncurator_cli.kb.passages import answer_sources

    script = tmp_path / "s.jsonl"
    script.write_bytes(orjson.dumps({"node": "finalize", "content": "The Quillfeather rocket launches from Mirabel Island."})
                       + b"\n")
    res = cli("run", "According to our knowledge base, where does the Quillfeather rocket launch from?",
              "--kb", shared["kb_arg"], "--planner", "guided", "--model", f"script:{script}")
    assert res.code == 0, res.stderr
    text = res.of_type("answer_completed")[0]["text"]
    assert text == "The Quillfeather rocket launches from Mirabel Island.\n\nSources: [rocket.txt]"
    assert "".join(t["token"] for t in res.of_type("answer_token")) == text
    shown = "[rocket.txt] The secret launch code of the Quillfeather rocket is TANGO-7731. It launches from Mirabel Island."
    assert answer_sources("It launches from Mirabel Island [rocket.txt].", shown) == []
    assert answer_sources("The code is TANGO-7731.", shown) == []


def test_a_change_made_by_a_script_after_a_kb_lookup_is_answered_by_the_host(cli: Cli, shared: dict[str, Any],
                                                                             tmp_path) -> None:
    """A knowledge-base task and then a script that wrote the stated output, ended by the model's
    `DONE:`: the answer is the host's (the files written, re-read), with no finalize turn. A probe's finalize turn read its new
    prompt for 113 s and took the run past its time limit, the file written. The scripted finalize
    line WRONG is never read."""
    ws = tmp_path / "ws"
    ws.mkdir()
    code = f"open('code.txt', 'w').write('{ROCKET_FACT}\\n')\nprint('written')"  # not shown: the model's DONE ends it
    script = tmp_path / "s.jsonl"
    script.write_bytes(orjson.dumps({"node": "terminal_exec", "content": f"```python\n{code}\n```"}) + b"\n"
                       + orjson.dumps({"node": "terminal_exec", "content": "DONE: wrote the code"}) + b"\n"
                       + orjson.dumps({"node": "finalize", "content": "WRONG"}) + b"\n")
    policy = tmp_path / "policy.toml"
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n'
                      'noninteractive_ask = "deny"\n')
    res = cli("run", "Using the rocket notes in the knowledge base, write the launch code of the Quillfeather rocket to code.txt",
              "--kb", shared["kb_arg"], "--planner", "guided", "--model", f"script:{script}", "-w", str(ws),
              "--policy", str(policy))
    assert res.code == 0, res.stderr
    assert [t["kind"] for t in res.of_type("plan_created")[0]["plan"]] == ["local_kb_retrieval", "terminal_exec"]
    assert (ws / "code.txt").read_text() == f"{ROCKET_FACT}\n"
    answer = res.of_type("answer_completed")[0]["text"]
    assert answer.startswith("Files: code.txt (created") and "WRONG" not in answer
    assert not [e for e in res.of_type("model_request_completed") if e.get("node") == "finalize"]


def _answer_prompt(cli: Cli, tmp_path, kb, question: str, answer: str) -> str:
    """The user message of the answer prompt (finalize) of a guided run of `question` over `kb`,
    the scripted model answering `answer`."""
    script = tmp_path / "s.jsonl"
    script.write_bytes(orjson.dumps({"node": "finalize", "content": answer}) + b"\n")
    record = tmp_path / "rec.jsonl"
    record.unlink(missing_ok=True)
    res = cli("run", question, "--kb", str(kb), "--planner", "guided", "--model", f"script:{script}",
              "--record", str(record), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    final = next(orjson.loads(line) for line in record.read_bytes().splitlines()
                 if orjson.loads(line).get("node") == "finalize")
    return [m for m in final["prompt"] if m["role"] == "user"][0]["content"]


def test_the_row_whose_range_holds_the_asked_amount_is_read_off_for_the_answer(cli: Cli, tmp_path) -> None:
    """A knowledge-base table of amount bands ("Up to 40 € | Over 40 € and up to 250 € | ...") and a
    question that states an amount: the answer prompt names the row that holds it, with its
    passage; another amount in another unit, and a band list the amount is outside, name none."""
    from ncurator_cli.runtime.host import BAND_FACTS_HEAD

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "grants.md").write_text(
        "# Travel grants\n\n## Who signs off\n\n| Grant asked (per trip) | Sign-off |\n|---|---|\n"
        "| Up to €40 | Nobody: claim it afterwards |\n| Over €40 and up to €250 | The team lead, in advance |\n"
        "| Over €250 | The department board |\n\n## Deadlines\n\nClaims go in within 10 working days.\n")
    kb = tmp_path / "kb"
    assert cli("ingest", str(corpus), "--kb", str(kb)).code == 0
    message = _answer_prompt(cli, tmp_path, kb, "According to the knowledge base, who signs off a travel grant of "
                             "€120 per trip?", "The team lead signs it off.")
    assert (f"{BAND_FACTS_HEAD}\n- €120 is in the row 'Over €40 and up to €250': The team lead, in advance "
            "[grants.md › Travel grants › Who signs off]") in message, message
    assert BAND_FACTS_HEAD not in _answer_prompt(cli, tmp_path, kb, "According to the knowledge base, how long do I "
                                                 "have to claim a grant of 3 days' travel?", "Ten working days.")


def test_the_latest_moment_before_the_asked_day_and_time_is_worked_out_for_the_answer(cli: Cli, tmp_path) -> None:
    """"Booked for Thursday at 10:30am: what's the latest they can cancel without a charge?" over a
    passage stating 48 hours' notice (and one stating 2 working days for home visits): the answer
    prompt gives the moment each period of notice comes to, with its passage; a question that asks
    no deadline, or names no day, gets none."""
    from ncurator_cli.runtime.host import NOTICE_FACTS_HEAD
    from ncurator_cli.tools.facts import notice_facts

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "cancel.md").write_text("# Cancellations\n\n## Notice\n\nPatients must give at least **48 hours' notice** "
                                      "to cancel free of charge.\n\n## Home visits\n\nCancel home visits at least 2 "
                                      "working days ahead.\n")
    kb = tmp_path / "kb"
    assert cli("ingest", str(corpus), "--kb", str(kb)).code == 0
    message = _answer_prompt(cli, tmp_path, kb, "A patient is booked for Thursday at 10:30am. Going by our policies, "
                             "what's the latest they can cancel without being charged?", "Tuesday 10:30am.")
    # An answer that states the period and no day of it gets the moment it comes to; one that names the day does not.
    script = tmp_path / "s.jsonl"
    script.write_bytes(orjson.dumps({"node": "finalize", "content": "They can cancel up to 48 hours before Thursday at "
                                     "10:30am."}) + b"\n")
    res = cli("run", "A patient is booked for Thursday at 10:30am. What's the latest they can cancel for free?",
              "--kb", str(kb), "--planner", "guided", "--model", f"script:{script}")
    assert res.code == 0, res.stderr
    text = res.of_type("answer_completed")[0]["text"]
    assert text.startswith("They can cancel up to 48 hours before Thursday at 10:30am. (48 hours before Thursday "
                           "10:30am is Tuesday 10:30am.)"), text
    assert "".join(t["token"] for t in res.of_type("answer_token")) == text
    from ncurator_cli.tools.facts import notice_note

    facts = ["48 hours before Thursday 10:30am is Tuesday 10:30am [a.md › x]"]
    assert notice_note("Cancel by Tuesday at 10:30am (48 hours' notice).", facts) == ""
    assert notice_note("Give 48 hours' notice.", facts) == "(48 hours before Thursday 10:30am is Tuesday 10:30am.)"
    assert notice_note("A 48-hour notice period applies.", facts) != ""
    assert notice_note("Give 24 hours' notice.", facts) == ""
    # Another day named, with one period in force: the worked-out moment is said beside it.
    assert notice_note("The latest is Monday 10:30am.", facts) == (
        "(Worked out from the policy: 48 hours before Thursday 10:30am is Tuesday 10:30am, not Monday.)")
    assert notice_note("The latest is Monday 10:30am.", [*facts, "24 hours before Thursday 10:30am is Wednesday 10:30am"
                                                         " [b.md › y]"]) == ""  # two in force: no correction
    assert f"{NOTICE_FACTS_HEAD}\n- 48 hours before Thursday 10:30am is Tuesday 10:30am [cancel.md › " in message, message
    assert "- 2 working days before Thursday 10:30am is Tuesday [cancel.md › " in message
    assert NOTICE_FACTS_HEAD not in _answer_prompt(cli, tmp_path, kb, "How much notice do patients give to cancel?",
                                                   "48 hours.")
    # Working days skip the weekend; hours cross midnight; a day alone has no time.
    text = "[a.md › x] 3 working days before the visit. 36 hours' notice. 2 days in advance."
    assert notice_facts("Booked for Tuesday 9am: by when must I cancel?", text) == [
        "3 working days before Tuesday 9:00am is Thursday [a.md › x]",
        "36 hours before Tuesday 9:00am is Sunday 9:00pm [a.md › x]",
        "2 days before Tuesday 9:00am is Sunday [a.md › x]"]
    assert notice_facts("What is the latest I can cancel a Monday class?", "48 hours' notice") == [
        "48 hours before Monday is Saturday"]
    assert notice_facts("What is the latest I can cancel a class on Monday or Friday?", "48 hours' notice") == []
    # A superseded document's period comes after the one in force, marked.
    text = ("[old.md › 2021] (doc old.md) (the document says: \"Superseded on 1 April 2024.\") 24 hours' notice.\n"
            "[new.md › Notice] (doc new.md) (the document says: \"Replaces the 2021 policy.\") 48 hours' notice.")
    assert notice_facts("Booked for Thursday at 10:30am: the latest to cancel?", text) == [
        "48 hours before Thursday 10:30am is Tuesday 10:30am [new.md › Notice]",
        "24 hours before Thursday 10:30am is Wednesday 10:30am [old.md › 2021] (that document says it is no longer "
        "in force)"]


def test_a_documents_own_word_on_whether_it_is_in_force_is_quoted_with_its_passages(cli: Cli, tmp_path) -> None:
    """A superseded policy and its successor: the answer prompt quotes, beside each document's first
    passage, what its opening says about it ("SUPERSEDED on ... by version 3.", "Replaces version
    2."); a document that says nothing of the kind gets no such note."""
    from ncurator_cli.kb.passages import document_status

    assert document_status("# Policy (version 2)\n\nSUPERSEDED on 1 March 2025 by version 3. Kept for old claims.\n"
                           "\n## Meals\nUp to £25.") == "SUPERSEDED on 1 March 2025 by version 3."
    assert document_status("# Kitchen\n\nWash your own mugs.") == ""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "allowance-v2.md").write_text(
        "# Travel allowance (version 2)\n\nSUPERSEDED on 1 March 2025 by version 3.\n\n## Meals\n\n"
        "An evening meal may be claimed up to £25 per night away.\n")
    (corpus / "allowance-v3.md").write_text(
        "# Travel allowance\n\nVersion 3. In force from 1 March 2025. Replaces version 2.\n\n## Meals\n\n"
        "An evening meal may be claimed up to £32 per night away.\n")
    (corpus / "kitchen.md").write_text("# Kitchen\n\nWash your own mugs. The evening meal rota is on the fridge.\n")
    kb = tmp_path / "kb"
    assert cli("ingest", str(corpus), "--kb", str(kb)).code == 0
    message = _answer_prompt(cli, tmp_path, kb, "According to the knowledge base, how much did I use to claim for "
                             "an evening meal per night away, before the previous version was replaced?", "Up to £25.")
    assert '(the document says: "SUPERSEDED on 1 March 2025 by version 3.")' in message, message
    assert '(the document says: "In force from 1 March 2025. Replaces version 2.")' in message, message
    assert "kitchen.md › Kitchen] (doc kitchen.md) (the document says" not in message
    # A question of what holds now: the superseded document's passages are left out, the rest kept.
    message = _answer_prompt(cli, tmp_path, kb, "According to the knowledge base, how much can I claim for an "
                             "evening meal per night away?", "Up to £32.")
    assert "£32" in message and '(the document says: "In force from 1 March 2025. Replaces version 2.")' in message
    assert "SUPERSEDED" not in message and "£25" not in message, message


def test_the_cell_at_the_row_and_column_a_question_names_is_read_off_for_the_answer(cli: Cli, tmp_path) -> None:
    """A knowledge-base table of kit by plan and a question naming one plan and one kit: the
    answer prompt gives that cell, with its passage; a question naming no plan gets none."""
    from ncurator_cli.runtime.host import CELL_FACTS_HEAD

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "hire.md").write_text(
        "# Boat club\n\n## Longest loan\n\n| Kit | Junior | Senior | Family |\n|---|---|---|---|\n"
        "| Kayak (sit-on-top) | 1 day | 4 days | 4 days |\n| Paddleboard | 2 hours | 1 day | 1 day |\n\n"
        "## Returns\n\nRinse everything before it goes back on the rack.\n")
    kb = tmp_path / "kb"
    assert cli("ingest", str(corpus), "--kb", str(kb)).code == 0
    message = _answer_prompt(cli, tmp_path, kb, "According to the knowledge base, I'm a Junior member: how long can "
                             "I borrow a kayak?", "One day.")
    assert (f"{CELL_FACTS_HEAD}\n- Kayak (sit-on-top) × Junior: 1 day [hire.md › Boat club › Longest loan]"
            in message), message
    assert CELL_FACTS_HEAD not in _answer_prompt(cli, tmp_path, kb, "According to the knowledge base, how long can "
                                                 "I borrow a kayak?", "It depends.")


def test_a_script_opening_a_knowledge_base_document_reads_it_whole(cli: Cli, tmp_path) -> None:
    """A script that opens a quoted knowledge-base document by name reads the whole document (its
    chunks in order, each section under its heading), not only the passages the search quoted: a
    line of a section far from the one quoted is there. Run through the CLI: the script's
    `open('moorings.md')` reads the document of the real store."""
    from types import SimpleNamespace

    from ncurator_cli.capabilities.terminal import _kb_text
    from ncurator_cli.kb.store import KnowledgeBase

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    filler = "\n\n".join(f"### Note {i}\n\n" + " ".join(f"Harbour note {i}.{j} on tides, moorings and the slipway."
                                                         for j in range(12)) for i in range(14))
    (corpus / "moorings.md").write_text(f"# Moorings\n\n## Visitor berths\n\nVisitor berths cost 14 a night.\n\n"
                                        f"## History\n\n{filler}\n\n## Winter\n\nWINTER-RATE-LINE: 9 a night from November.\n")
    kb = tmp_path / "kb"
    assert cli("ingest", str(corpus), "--kb", str(kb)).code == 0
    whole = _kb_text(SimpleNamespace(kb=KnowledgeBase.open(str(kb)), emitter=None), "moorings.md")
    assert whole is not None and whole.index("Visitor berths cost 14") < whole.index("Harbour note 13.11")
    assert whole.rstrip().endswith("## Winter\n\nWINTER-RATE-LINE: 9 a night from November.")
    assert _kb_text(SimpleNamespace(kb=KnowledgeBase.open(str(kb)), emitter=None), "nothing.md") is None
    ws = tmp_path / "ws"
    ws.mkdir()
    code = ("lines = [ln for ln in open('moorings.md').read().splitlines() if ln.startswith('WINTER-RATE-LINE')]\n"
            "open('rate.txt', 'w').write('\\n'.join(lines) + '\\n')\nprint(open('rate.txt').read())")
    script = tmp_path / "s.jsonl"
    script.write_bytes(orjson.dumps({"node": "terminal_exec", "content": f"```python\n{code}\n```"}) + b"\n"
                       + orjson.dumps({"node": "terminal_exec", "content": "DONE: wrote rate.txt"}) + b"\n"
                       + orjson.dumps({"node": "finalize", "content": "done"}) + b"\n")
    policy = tmp_path / "policy.toml"
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n'
                      'noninteractive_ask = "deny"\n')
    res = cli("run", "Using the visitor berth prices in the knowledge base, write the line I need to rate.txt",
              "--kb", str(kb), "--planner", "guided", "--model", f"script:{script}", "-w", str(ws),
              "--policy", str(policy))
    assert res.code == 0, res.stderr
    assert (ws / "rate.txt").read_text() == "WINTER-RATE-LINE: 9 a night from November.\n"


def test_the_arithmetic_a_question_needs_is_named_by_the_model_and_worked_by_the_host(cli: Cli, tmp_path) -> None:
    """"How much altogether?" over passages that hold only the parts: the model names the sum first
    (its own turn, `workings`), the host works it and the answer prompt shows the result; a working
    on a figure no passage or the question shows is dropped; a question that asks no amount or date
    takes no such turn."""
    from ncurator_cli.runtime.graph import WORKED_FIRST_HEAD

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "club.md").write_text("# Rowing club\n\n## Fees\n\nJoining fee: £35 (once).\n\nAnnual "
                                    "subscription: £140 for adults, £60 for juniors.\n\nA boat rack costs 15% on top "
                                    "of the subscription.\n")
    kb = tmp_path / "kb"
    assert cli("ingest", str(corpus), "--kb", str(kb)).code == 0

    def run(question: str, workings: list[str] | None) -> tuple[str, list[str]]:
        script = tmp_path / "s.jsonl"
        lines = [{"node": "workings", "content": orjson.dumps({"workings": workings}).decode()}] if workings is not None else []
        lines.append({"node": "finalize", "content": "It comes to £196 in the first year."})
        script.write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in lines))
        record = tmp_path / "rec.jsonl"
        record.unlink(missing_ok=True)
        res = cli("run", question, "--kb", str(kb), "--planner", "guided", "--model", f"script:{script}",
                  "--record", str(record), env={"NCURATOR_RECORD_PROMPTS": "1"})
        assert res.code == 0, res.stderr
        final = [orjson.loads(line) for line in record.read_bytes().splitlines()]
        prompt = next(r for r in final if r.get("node") == "finalize")["prompt"]
        run.answer = res.of_type("answer_completed")[-1]["text"]  # type: ignore[attr-defined]
        return [m for m in prompt if m["role"] == "user"][-1]["content"], [r.get("node") for r in final]

    message, nodes = run("As an adult joining the rowing club with a boat rack, how much do I pay altogether in "
                         "the first year?", ["35 + 140 + 15%", "140 + 15% = 165", "35 + 500"])
    assert f"{WORKED_FIRST_HEAD}\n- 35 + 140 + 15% = 201.25\n- 140 + 15% = 161" in message, (nodes, message[-300:])
    assert "35 + 500" not in message  # 500 is shown nowhere
    assert nodes.index("workings") < nodes.index("finalize")
    # The answer's £196 is in no passage and no working gives it (the script has no second working):
    # with passages all the run found, the answer stands with that said, not "1 passages found".
    assert run.answer.startswith("It comes to £196 in the first year.\n\n(The sources found do not show 196; "  # type: ignore[attr-defined]
                                 "no working from their figures gives it.)"), run.answer  # type: ignore[attr-defined]
    message, nodes = run("What does the rowing club's knowledge base say about boat racks?", None)
    assert WORKED_FIRST_HEAD not in message and "workings" not in nodes
