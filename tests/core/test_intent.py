"""Intent first: a question gets a read-only toolset and changes no file; a change names its outputs
and a write outside them is reported. Real CLI, real sandbox, real .docx; only the model is scripted."""

from __future__ import annotations

import hashlib
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from docx import Document

from ncurator_cli.capabilities.docx import TOOLS, DocxCapability
from ncurator_cli.models.script import ScriptModel
from ncurator_cli.objective.intent import Intent, covered, cues, decide, kept_in_workspace, unexpected


@pytest.mark.parametrize(
    ("objective", "kind", "outputs"),
    [
        ("How many lines of web.log mention a timeout?", "question", []),
        ("Which columns of staff.csv have empty cells", "question", []),
        ("According to the KB, when does the office open?", "question", []),
        ("List the bold phrases in memo.docx.", "question", []),
        ("Compare a.docx with b.docx and tell me what changed.", "question", []),
        ("Count the rows of data/rows.csv, then write the number to out/count.txt.", "change", ["out/count.txt"]),
        ("Could you rename notes.txt to notes.md?", "change", ["notes.txt", "notes.md"]),
        # A file named by a participle of a request asked as a question: a change that makes it.
        ("Can you do the weekly tally? Same columns as tallies/w1.csv, saved as tallies/w2.csv: one row per site.",
         "change", ["tallies/w2.csv"]),
        ("Which tally was saved as tallies/w2.csv?", "question", []),
        ("What do the settings saved in conf.json say about retries?", "question", []),
        ("Please tidy up the inbox/ folder", "change", ["inbox/"]),
        ("Set the fee in offer.docx to 40 and save it as offer-b.docx. Leave offer.docx unchanged.", "change",
         ["offer-b.docx"]),
        ("Find the slowest request in web.log and save its id to slow.txt", "change", ["slow.txt"]),
        ("Which files are empty? Delete them.", "change", []),
        # A reading whose result goes into a file writes that file; a comparison "to" a file does not.
        ("Summarise the reports (the *.docx files in reports/) into summary.csv in the workspace root.",
         "change", ["summary.csv"]),
        ("Count the errors in app.log into a new file counts.txt.", "change", ["counts.txt"]),
        ("Compare a.txt to b.txt and tell me what differs.", "question", []),
        # The place a sentence ends with holds for the effects before it.
        ("Set the min length to 12 and the lockout attempts to 5 in conf/auth.toml.", "change", ["conf/auth.toml"]),
        # A dash between spaces ends a clause: what follows it is its own (here, a keep clause).
        ("Fix the bug in lib/calc.py - don't edit tests/test_calc.py.", "change", ["lib/calc.py"]),
        # A keep clause that names an output by a word of its file name keeps it.
        ("Fill in the blanks of letter_template.docx and save it as letter.docx (keep the template unchanged).",
         "change", ["letter.docx"]),
        # What an effect is done with is read: "convert ... with rates.json" changes no rates.json.
        ("Take the costs from trip.docx, convert each to euros with rates.json and write costs_eur.csv.", "change",
         ["costs_eur.csv"]),
        ("Convert notes.md to HTML using style.css.", "change", ["notes.md"]),
        # What is made comes before what it is made from: the source is no output.
        ("Create toc.txt containing the headings of memo.docx, one per line.", "change", ["toc.txt"]),
        ("Create digest.txt listing each CSV file in data/ with its row count.", "change", ["digest.txt"]),
        # A wish for a new file is a change, though the request ends with a question mark; a wish
        # to know, or a file named as where something is, is not.
        ("Could you put together a totals summary from the exports in sales/? I'd like a file totals.csv "
         "with the header store,total.", "change", ["totals.csv"]),
        ("I want a new report.md listing the errors in app.log.", "change", ["report.md"]),
        # ... its file after commas of its own: the clause naming it is the wish's, the source no output.
        ("pos/till.csv has every sale. I need April takings per stall (paid only, no refunds or voids) in a "
         "new file stalls_april.csv, columns stall,total.", "change", ["stalls_april.csv"]),
        ("We need the list of users in users.csv, sorted by name?", "question", []),
        ("I'd like to know which port config.yaml sets?", "question", []),
        # A destination whose path comes in the next clause; "and" before a path splits no clause.
        ("Combine the tables of the reports in reports/ into one file, all.csv in the workspace root.",
         "change", ["all.csv"]),
        ("Combine a.txt and b.txt into c.txt", "change", ["c.txt"]),
        ("Can you turn the scores in games.csv into a table, table.csv in the root?", "change", ["table.csv"]),
        # "put ... in X": X is where it goes, after a question ("Which ...? Put the ids in due.txt").
        ("Which hosts are down? Use the logs in logs/ and hosts.csv. Put their names in down.txt, one per line.",
         "change", ["down.txt"]),
        ("Could you put together a summary of sales/ in summary.md?", "change", ["summary.md"]),
        ("Where did we put the backup settings?", "question", []),
        # Sentences written in lower case are sentences; a label before the order is no verb.
        ("heads-up: upgrade lib to 2.1 in deps.txt. leave deps-dev.txt alone. which version was it?",
         "change", ["deps.txt"]),
        # A wish whose object is the file itself, after a polite question.
        ("Could you tally the hours in logs/week.csv? I need hours.csv with the columns name,hours.",
         "change", ["hours.csv"]),
        # Gathering whose result goes into a file writes that file; an order after a colon is an order.
        ("gather the unchecked items from the lists in plans/ (subfolders too) into pending.md.", "change",
         ["pending.md"]),
        ("Extract the error lines of svc.log into faults.txt", "change", ["faults.txt"]),
        ("I want a monthly view of my cycling: write monthly.csv with columns month,km.", "change", ["monthly.csv"]),
        ("Reminder for later: which host is down?", "question", []),
        # What the answer says, quoted, is no file written; nor is an order beside "change no file".
        ("Which functions take a timeout parameter? List each with its default (write 'none' if it has "
         "none).", "question", []),
        ("List the ids of the late orders (put n/a when there are none). Do not modify anything.", "question", []),
        ("Write \"done\" into status.txt", "change", ["status.txt"]),
        ("How many rows are there? Write the count to n.txt. Don't change any other files.", "change", ["n.txt"]),
        ("Which hosts are down? Mark them in hosts.csv.", "change", ["hosts.csv"]),
        # "pull out of" a course is the user's own doing, not a change of a file.
        ("I need to pull out of the pottery course. How much will I get back? The email is in the folder.",
         "question", []),
        # "Can you bring a file in line with ...?" asks for a change; "bring me the total" for an answer.
        ("The rules changed. Can you bring shop/settings.toml in line with them? Leave the rest as it is.", "change",
         ["shop/settings.toml"]),
        ("Please align config/app.yaml with the handbook.", "change", ["config/app.yaml"]),
        ("Could you bring me the total for March from sales.csv?", "question", []),
    ],
)
def test_cues_read_the_mood_of_each_clause(objective: str, kind: str, outputs: list[str]) -> None:
    c = cues(objective)
    assert c.kind == kind, c.reason
    assert [o for o in c.outputs if o not in c.keep] == outputs or set(outputs) <= set(c.outputs)


def test_what_an_effect_works_from_is_read_and_leaving_a_file_unchanged_keeps_it() -> None:
    """"Fill ... of a.docx from b.csv": b.csv is read; "remove ... from notes.txt" changes notes.txt;
    "leaving a.docx unchanged" keeps a.docx (as "leave a.docx unchanged" does)."""
    c = cues("Fill in the Presenter column of the table in sched.docx from presenters.csv and save the result as "
             "sched_filled.docx, leaving sched.docx unchanged.")
    assert (c.outputs, c.keep) == (["sched_filled.docx"], ["sched.docx"])
    assert cues("Update prices.docx using the list in prices.csv").outputs == ["prices.docx"]
    assert cues("Remove the blank lines from notes.txt.").outputs == ["notes.txt"]
    assert cues("Copy the header from a.csv to b.csv").outputs == ["b.csv"]
    # A clause that names only what it works from is read from when another clause names an
    # output, and changes it only when none does.
    c = cues("Using rota.docx and the rates in rates.json, write pay.csv with one row per person. "
             "Apply the overtime rule from rates.json and leave out any shift marked void.")
    assert c.outputs == ["pay.csv"]
    assert cues("Apply the overtime rule from rates.json.").outputs == ["rates.json"]


def test_negated_orders_and_keep_clauses_are_not_effects() -> None:
    assert cues("Change nothing.").kind is None
    assert cues("Do not modify anything; what is the port in app.ini?").kind == "question"
    c = cues("Update a.txt and keep b.txt as it is. Do not touch files outside docs/.")
    assert c.kind == "change" and c.keep == ["b.txt"] and c.only == ["docs/"] and "a.txt" in c.outputs
    # A keep sentence split at "and": its first part names the folder, its last says "alone".
    c = cues("Rename the scans in inbox/ to their dates. Leave inbox/done/ and any file not named that way alone.")
    assert c.keep == ["inbox/done/"] and c.outputs == ["inbox/"]
    # ... unless another part of it orders an effect.
    c = cues("Sort names.txt. Leave a.txt alone and delete b.txt.")
    assert c.keep == ["a.txt"] and "b.txt" in c.outputs
    # "where it is" keeps a file too (a probe's finish was refused for not reading the note it named so).
    c = cues("Move each photo in inbox/ into photos/<date>/ and leave inbox/notes.txt where it is.")
    assert c.keep == ["inbox/notes.txt"] and "photos/" in c.outputs


def test_outputs_cover_paths_and_folders() -> None:
    change = Intent("change", ["out/", "report.csv"])
    assert covered("out/a/b.txt", change.outputs) and covered("sub/report.csv", change.outputs)
    assert unexpected(["out/x", "notes.txt"], change) == ["notes.txt"]
    assert unexpected(["x"], Intent("question")) == ["x"]
    assert unexpected(["x"], Intent("change")) == []  # no named outputs: nothing to compare with


class _Ctx:
    def __init__(self, model: Any) -> None:
        self.model = model
        self.usage: dict[str, int] = {}

    def add_usage(self, usage: dict[str, int]) -> None:
        self.usage.update(usage)


def test_the_model_decides_only_what_the_cues_leave_open(tmp_path: Path) -> None:
    script = tmp_path / "s.jsonl"
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["./conf/app.ini", "/etc/passwd"]}}]}\n')
    model = ScriptModel(script)
    clear = decide(_Ctx(model), "What is the port in conf/app.ini?")
    assert clear.kind == "question" and clear.source == "cues" and not model.used
    open_ = decide(_Ctx(model), "The port in conf/app.ini should be 8080.")
    assert open_.kind == "change" and open_.source == "model" and open_.outputs == ["conf/app.ini"]
    # No line for the intent node: a scripted model is not asked, and an unclear objective is a change.
    fallback = decide(_Ctx(ScriptModel(script)), "The port should be 8080.")
    assert fallback.kind in ("change",)


def test_an_order_that_names_no_file_beside_a_question_yields_to_the_models_reading(tmp_path: Path) -> None:
    """"Which rows are ...? Then tidy the list up before Friday.": the order names no file; the
    model's reading (a question) stands. Told it is a change, the order's cue stands; an order
    with an output stays a change whatever the model says; "sort them out" is no order at all."""
    def decided(kind: str, objective: str) -> Any:
        script = tmp_path / f"{kind}.jsonl"
        script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                          f'"args": {{"kind": "{kind}", "outputs": []}}}}]}}\n')
        return decide(_Ctx(ScriptModel(script)), objective)

    objective = "Which rows of kit.docx are marked as broken? Then tidy the list up before Friday."
    assert (decided("question", objective).kind, decided("question", objective).outputs) == ("question", [])
    assert decided("change", objective).kind == "change"
    assert decided("question", "Which rows are broken? Then tidy up kit.docx.").kind == "change"
    assert cues("Which rows of kit.docx are broken? I want to sort them out soon.").kind == "question"


def test_outputs_from_the_model_are_only_paths_the_objective_writes_down(tmp_path: Path) -> None:
    """A small model also lists files it merely saw in the workspace listing; those are not
    promised results (they would be checked and reported as outputs)."""
    script = tmp_path / "s.jsonl"
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["settings.ini", "main.py", "settings.ini.bak", "out/"]}}]}\n')
    got = decide(_Ctx(ScriptModel(script)), "The timeout in settings.ini should be 30, like in settings.ini.bak.")
    assert got.kind == "change" and got.outputs == ["settings.ini", "settings.ini.bak"]
    # A path the model lists twice (`./x` and `x`) is one output.
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["conf/smb.conf", "./conf/smb.conf"]}}]}\n')
    got = decide(_Ctx(ScriptModel(script)), "On the file server config (conf/smb.conf), the share should stop showing up.")
    assert got.kind == "change" and got.outputs == ["conf/smb.conf"], got
    # Phrases of the objective are no paths ("one step per line" came back as an output).
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["one step per line", "nothing else", "notes.txt"]}}]}\n')
    got = decide(_Ctx(ScriptModel(script)), "The notes in notes.txt should be one step per line, nothing else.")
    assert got.outputs == ["notes.txt"]
    # A path the model puts beside the source file is the one the objective writes down.
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["data/summary.csv"]}}]}\n')
    got = decide(_Ctx(ScriptModel(script)), "The figures are in data/raw.csv; summary.csv in the workspace root "
                                             "should hold the totals.")
    assert got.outputs == ["summary.csv"]
    # A file the objective reads from is no output beside one it does not ("up to date from the form").
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["form-03.docx", "inventory.json"]}}]}\n')
    objective = "Please bring inventory.json up to date from the March handover form (form-03.docx). Set the status."
    assert decide(_Ctx(ScriptModel(script)), objective).outputs == ["inventory.json"]
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["form-03.docx"]}}]}\n')
    # "bring inventory.json up to date" is itself an effect on inventory.json: the model's lone source is no output.
    assert decide(_Ctx(ScriptModel(script)), objective).outputs == ["inventory.json"]


def test_dotfiles_are_paths_an_objective_names() -> None:
    c = cues("Compare .env with .env.sample and append every missing key to the end of .env.")
    assert c.kind == "change" and c.outputs == [".env"]
    assert cues("Add the key to config/.env.local.").outputs == ["config/.env.local"]
    assert cues("Write the names to out.txt, e.g. one per line.").outputs == ["out.txt"]
    # An extension named as a kind of file is no dotfile.
    assert cues("Rename every .txt file in notes/ to .md").outputs == ["notes/"]


def test_a_destination_named_as_a_kind_of_file_is_the_only_output() -> None:
    """"Export the table in a.docx to a CSV file named a.csv": the destination is a.csv; a.docx is
    where the table is read (it was listed as an output too, so the model was told to write it)."""
    assert cues("Export the price table in prices.docx to a CSV file named prices.csv.").outputs == ["prices.csv"]
    assert cues("Save the totals to a new JSON file called out/t.json.").outputs == ["out/t.json"]
    assert cues("Copy the table of a.docx into a text file b.txt.").outputs == ["b.txt"]


def test_a_place_named_first_holds_for_every_clause_of_its_sentence() -> None:
    """"In a.json, raise x to 9 and add y": a.json is what changes (the second clause has no path
    of its own); amount verbs are effects, but not as the first word of a question."""
    c = cues("In config/limits.json, raise the rpm of the api service to 900 and add a burst of 50 to the same block.")
    assert c.kind == "change" and c.outputs == ["config/limits.json"]
    assert cues("Lower the log level in app.ini to warn.").outputs == ["app.ini"]
    assert cues("Increase in 5xx errors: which day of logs/web.log had the most?").kind == "question"


def test_a_table_name_in_brackets_is_no_path_and_a_path_part_is_no_kept_folder(tmp_path: Path) -> None:
    """"In config/s.toml, set x in the [database.pool] table ... and leave config/s.prod.toml alone":
    the output was read as `database.pool` and `config/` (a part of the kept path) was bound
    read-only, so the script could not write config/s.toml (a probe trace, four turns)."""
    objective = ("In config/s.toml, set max_size in the [database.pool] table to 40. Keep every other line, and "
                 "leave config/s.prod.toml alone.")
    c = cues(objective)
    assert c.outputs == ["config/s.toml"] and c.keep == ["config/s.prod.toml"]
    (tmp_path / "config").mkdir()
    assert kept_in_workspace(c.kept, tmp_path, c.only) == []
    got = decide(_Ctx(None), objective, workspace=tmp_path)
    assert got.outputs == ["config/s.toml"] and got.keep == ["config/s.prod.toml"]


def test_what_a_keep_clause_names_by_a_bare_word_is_kept_and_never_an_output(tmp_path: Path) -> None:
    """"Do not modify the tests" with a tests/ folder: tests/ is kept (the sandbox binds it
    read-only), and a model that lists it as an output is not followed."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_a.py").write_text("")
    (tmp_path / "lib.py").write_text("")
    script = tmp_path / "s.jsonl"
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["tests", "tests/test_a.py", "lib.py"]}}]}\n')
    got = decide(_Ctx(ScriptModel(script)), "Some tests fail. Fix the bug in lib.py so they pass. Do not modify the tests.",
                 workspace=tmp_path)
    assert got.kind == "change" and got.keep == ["tests/"] and "tests" not in got.outputs
    assert not any(o.startswith("tests") for o in got.outputs)
    # A word that is no workspace path keeps nothing; one outside a keep clause is not kept.
    plain = decide(_Ctx(None), "Fix the tests in tests/. Do not change the existing lines.", workspace=tmp_path)
    assert plain.keep == [] and plain.outputs == ["tests/"]


def test_a_question_has_no_tool_that_writes() -> None:
    cap = DocxCapability()
    for guided in (False, True):
        names = {t.name for t in cap.tools(SimpleNamespace(guided=guided), {"read_only": True})}  # type: ignore[arg-type]
        assert {"docx_inspect", "docx_finish"} <= names
        assert not names & {"docx_apply_edits", "docx_save_output", "write_file", "move_file", "run_command"}
    assert {"docx_apply_edits", "docx_save_output"} <= {t.name for t in TOOLS}


# --- end to end ----------------------------------------------------------------------------------


def _digests(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(root.rglob("*")) if p.is_file()}


def _activities(res: Any, action: str) -> list[dict[str, Any]]:
    return [e for e in res.lines if e["type"] == "activity" and e["action_type"] == action]


def test_a_docx_question_changes_no_file_even_when_the_model_tries(run_cli, write_script, workspace: Path) -> None:
    doc = Document()
    doc.add_heading("Fees", 1)
    doc.add_paragraph("The yearly fee is 40 EUR.")
    doc.save(str(workspace / "terms.docx"))
    before = _digests(workspace)
    script = write_script([
        {"node": "docx", "tool_calls": [{"name": "docx_save_output", "args": {"output_path": "terms-copy.docx"}}]},
        {"node": "docx", "tool_calls": [{"name": "docx_apply_edits", "args": {
            "source_path": "terms.docx", "edits": [{"type": "replace_text", "find": "40", "replace": "41"}]}}]},
        {"node": "docx", "tool_calls": [{"name": "docx_inspect", "args": {"source_path": "terms.docx"}}]},
        {"node": "docx", "tool_calls": [{"name": "docx_finish", "args": {"success": True, "summary": "The fee is 40 EUR."}}]},
        {"node": "finalize", "content": "The yearly fee is 40 EUR."},
    ])
    res = run_cli("run", "What is the yearly fee in terms.docx?", "-w", str(workspace), "--model", f"script:{script}",
                  "--planner", "guided", "--no-probe")
    assert res.code == 0, res.stderr
    intent = _activities(res, "intent")
    assert len(intent) == 1 and intent[0]["summary"].startswith("question")
    plan = res.of_type("plan_created")[0]["plan"]
    assert [t["kind"] for t in plan] == ["docx"] and plan[0]["read_only"] is True
    errors = [e for e in res.lines if e["type"] == "tool_call_result" and e.get("error")]
    assert len(errors) == 2 and all(e["error"].startswith("unknown tool") for e in errors)
    assert _digests(workspace) == before
    # Guided mode: a question answered by one task has that task's checked summary as its answer
    # (no finalize turn to miscopy it); the scripted finalize line is never asked for.
    assert res.of_type("answer_completed")[0]["text"] == "The fee is 40 EUR."
    assert not [e for e in res.of_type("model_request_completed") if e["node"] == "finalize"]


def test_a_terminal_question_runs_read_only(run_cli, write_script, workspace: Path, allow_policy: Path) -> None:
    before = _digests(workspace)
    script = write_script([
        {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
            {"kind": "terminal_exec", "title": "look", "objective": "count the words of hello.txt"}]}}]},
        {"node": "terminal_exec", "tool_calls": [{"name": "terminal_run_command",
                                                  "args": {"command": "wc -w hello.txt > count.txt; echo hi >> hello.txt"}}]},
        {"node": "terminal_exec", "tool_calls": [{"name": "terminal_run_command", "args": {"command": "wc -w < hello.txt"}}]},
        {"node": "terminal_exec", "tool_calls": [{"name": "terminal_finish", "args": {"success": True, "summary": "2 words"}}]},
        {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
        {"node": "finalize", "content": "hello.txt has 2 words."},
    ])
    res = run_cli("run", "How many words does hello.txt have?", "-w", str(workspace), "--model", f"script:{script}",
                  "--planner", "model", "--no-probe", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    assert res.of_type("plan_created")[0]["plan"][0]["read_only"] is True
    first = [e for e in res.lines if e["type"] in ("terminal_step_result", "terminal_step_error")][0]
    assert first["exit_code"] != 0 and "read-only" in first["output_preview"].lower()
    assert _digests(workspace) == before and not res.of_type("file_artifact")


def test_a_change_reports_writes_outside_its_outputs(run_cli, write_script, workspace: Path, allow_policy: Path) -> None:
    script = write_script([
        {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
            {"kind": "terminal_exec", "title": "count", "objective": "write the word count of hello.txt to count.txt"}]}}]},
        {"node": "terminal_exec", "tool_calls": [{"name": "terminal_run_command",
                                                  "args": {"command": "wc -w < hello.txt > count.txt; echo tmp > scratch.txt"}}]},
        {"node": "terminal_exec", "tool_calls": [{"name": "terminal_finish", "args": {"success": True, "summary": "done"}}]},
        {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
        {"node": "finalize", "content": "Wrote count.txt."},
    ])
    res = run_cli("run", "Write the word count of hello.txt to count.txt.", "-w", str(workspace), "--model",
                  f"script:{script}", "--planner", "model", "--no-probe", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    assert _activities(res, "intent")[0]["summary"].startswith("change: outputs count.txt")
    assert (workspace / "count.txt").read_text().strip() == "2"
    surprise = _activities(res, "unexpected_write")
    assert [a["summary"].split()[0] for a in surprise] == ["scratch.txt"]
    answer = res.of_type("answer_completed")[0]["text"]
    assert answer.startswith("Wrote count.txt.") and "scratch.txt" in answer


def test_a_docx_question_answered_from_the_inspected_documents_stands(run_cli, write_script, workspace: Path) -> None:
    """The documents shown in the task's first message were read by the host: an answer taken from
    them rests on that, and is not pushed back as resting on no tool result (a small model, pushed
    back, gave up with a right answer)."""
    doc = Document()
    doc.add_heading("Fees", 1)
    doc.add_paragraph("The yearly fee is 40 EUR.")
    doc.save(str(workspace / "terms.docx"))
    script = write_script([
        {"node": "docx", "tool_calls": [{"name": "docx_finish", "args": {"success": True, "summary": "40 EUR a year."}}]},
        {"node": "finalize", "content": "The yearly fee is 40 EUR."},
    ])
    res = run_cli("run", "What is the yearly fee in terms.docx?", "-w", str(workspace), "--model", f"script:{script}",
                  "--planner", "guided", "--no-probe")
    assert res.code == 0, res.stderr
    finish = [e for e in res.of_type("tool_call_result") if e["tool_name"] == "docx_finish"]
    assert len(finish) == 1 and finish[0]["error"] is None
    sources = res.of_type("task_result")[0]["data"]["sources"]
    assert sources and "inspected" in sources[0]["tool"]


@pytest.mark.parametrize("objective, outputs", [
    ("In app.ini set the timeout to 90.", ["app.ini"]),
    ("In config/app.ini, change the timeout of the [db] section to 90. Also tell me the old value.", ["config/app.ini"]),
    # A destination of its own wins: the place named first is then only the source.
    ("In a.docx, set the Status of X to Closed and save the result as b.docx.", ["b.docx"]),
])
def test_a_clause_that_opens_with_where_it_acts_changes_that_file(objective: str, outputs: list[str]) -> None:
    from ncurator_cli.objective.intent import cues

    found = cues(objective)
    assert found.kind == "change" and found.outputs == outputs


def test_what_is_made_is_the_output_not_what_it_is_made_from() -> None:
    assert cues("Create toc.txt containing the headings of memo.docx, one per line.").outputs == ["toc.txt"]
    assert cues("Create digest.txt listing each CSV file in data/ with its row count.").outputs == ["digest.txt"]
    assert cues("Write the totals of data.csv to out.txt").outputs == ["out.txt"]
    # A destination split from its effect by commas is that effect's destination.
    c = cues("Look up the procedure in the knowledge base, and write its steps, in order, to steps.txt: one per line.")
    assert c.kind == "change" and c.outputs == ["steps.txt"] and c.reason == "orders an effect (write)"
    # "to the end of X": X is where it goes.
    assert cues("Append to the end of app/.env every key from app/.env.sample it lacks.").outputs == ["app/.env"]
    # A reading into a file: the file is the output, the files read are not.
    assert cues("Summarise the INC-*.docx files in incidents/ into incidents.csv.").outputs == ["incidents.csv"]


def test_sentences_split_before_lower_case_but_not_after_an_abbreviation() -> None:
    from ncurator_cli.objective.intent import sentences

    assert sentences("fix a.txt. leave b.txt alone. what was it?") == ["fix a.txt.", "leave b.txt alone.", "what was it?"]
    assert sentences("Sum the logs, e.g. app.log and db.log. Then stop.") == [
        "Sum the logs, e.g. app.log and db.log.", "Then stop."]
    assert sentences("Count rows of approx. ten files") == ["Count rows of approx. ten files"]


class _Asked:
    """A model that records the tools it is offered and declares a change of `outputs`."""

    def __init__(self, outputs: list[str]) -> None:
        self.outputs = outputs
        self.tools: list[Any] = []

    def complete(self, node: str, messages: list[Any], tools: list[Any] | None = None, **_: Any) -> Any:
        from ncurator_cli.models.base import ModelTurn, ToolCall

        self.tools = list(tools or [])
        args: dict[str, Any] = {"kind": "change"}
        if "outputs" in self.tools[0].parameters["properties"]:
            args["outputs"] = self.outputs
        return ModelTurn(tool_calls=[ToolCall("declare_intent", args)])


def test_the_intent_call_offers_as_outputs_only_the_paths_the_objective_names(tmp_path: Path) -> None:
    """Only paths the objective writes down are kept as outputs, so only those can be decoded: a
    small model listed every config file it saw (~40 tokens of a call that precedes every task)."""
    (tmp_path / "queues").mkdir()
    for name in ("alpha.toml", "beta.yaml", "gamma.ini"):
        (tmp_path / "queues" / name).write_text("x = 1\n")
    (tmp_path / "NOTES.md").write_text("")
    model = _Asked(["queues/"])
    got = decide(_Ctx(model), "Two queues in queues/ share a retry limit; the later one by name gets 9.", workspace=tmp_path)
    assert got.kind == "change" and got.outputs == ["queues/"]
    outputs = model.tools[0].parameters["properties"]["outputs"]
    assert outputs["items"]["enum"] == ["queues/"] and outputs["maxItems"] == 1
    # A folder named by a bare word is offered as the folder; with no path named there is nothing to decode.
    model = _Asked(["queues/"])
    decide(_Ctx(model), "The queues folder has one file too many: the beta one goes.", workspace=tmp_path)
    assert model.tools[0].parameters["properties"]["outputs"]["items"]["enum"] == ["queues/"]
    model = _Asked([])
    got = decide(_Ctx(model), "Every retry limit should be 9 from now on.", workspace=tmp_path)
    params = model.tools[0].parameters
    assert "outputs" not in params["properties"] and params["required"] == ["kind"]
    assert got.kind == "change" and got.outputs == []


def test_a_bare_file_name_stands_for_the_file_of_that_name_beside_another_named_file(tmp_path: Path) -> None:
    """"logs/web.log, rotated into web.log.1 and web.log.2.gz": the rotated copies are the ones in
    logs/; a bare name found once anywhere is that file; a name found twice, or nowhere, or an
    output, is not guessed."""
    from ncurator_cli.objective.intent import named_inputs

    (tmp_path / "logs").mkdir()
    for name in ("web.log", "web.log.1", "web.log.2.gz"):
        (tmp_path / "logs" / name).write_text("x\n")
    (tmp_path / "docs" / "a").mkdir(parents=True)
    (tmp_path / "docs" / "b").mkdir()
    (tmp_path / "docs" / "a" / "plan.docx").write_text("x")
    (tmp_path / "docs" / "a" / "notes.md").write_text("x")
    (tmp_path / "docs" / "b" / "notes.md").write_text("x")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "plan.docx").write_text("x")
    task = "Across logs/web.log, rotated into web.log.1 and web.log.2.gz, count the 5xx requests"
    assert named_inputs(task, tmp_path) == ["logs/web.log", "logs/web.log.1", "logs/web.log.2.gz"]
    assert named_inputs("Summarise plan.docx and notes.md into sum.txt", tmp_path, ["sum.txt"]) == ["docs/a/plan.docx"]
    assert named_inputs("Summarise plan.docx into missing.txt", tmp_path, ["plan.docx"]) == []
    assert named_inputs("Summarise gone.docx", tmp_path) == []


def test_files_without_an_extension_that_the_workspace_has_are_paths_of_the_objective(tmp_path: Path) -> None:
    """`deploy/hosts`, a backticked `motd` and a Makefile exist in the workspace: an objective
    naming them names files (an output to change, an input to read); the same words without such
    a file, or a slash pair that is no file ("read/write"), are no paths."""
    from ncurator_cli.objective.intent import files_known, named_inputs, paths_in

    (tmp_path / "deploy").mkdir()
    (tmp_path / "deploy" / "hosts").write_text("10.0.0.1 web\n")
    (tmp_path / "motd").write_text("hi\n")
    (tmp_path / "Makefile").write_text("all:\n")
    objective = "Update deploy/hosts so that web points at 10.0.0.9, and keep every comment."
    assert cues(objective).outputs == []
    with files_known(objective, tmp_path):
        assert cues(objective).outputs == ["deploy/hosts"]
    script = tmp_path / "s.jsonl"
    script.write_text("")
    model = ScriptModel(script)
    decided = decide(_Ctx(model), objective, workspace=tmp_path)
    assert decided.outputs == ["deploy/hosts"] and decided.source == "cues" and not model.used
    said = "Use the Makefile, `motd` and deploy/hosts (read/write access; motd is plain)."
    assert named_inputs(said, tmp_path) == ["Makefile", "motd", "deploy/hosts"]
    assert paths_in(said) == []  # outside files_known: only paths with an extension or a trailing slash
    assert named_inputs("Update deploy/nowhere and the makefile", tmp_path) == []


def test_a_bare_file_name_the_objective_also_writes_in_full_is_that_path() -> None:
    """"... the theme in website/theme.json is stale. Update theme.json in place": the output is
    website/theme.json; a copy to the bare name, or a kept full path, stays as written."""
    c = cues("The website theme in website/theme.json hasn't caught up. Update theme.json in place so its "
             "colours follow the guidelines.")
    assert c.kind == "change" and c.outputs == ["website/theme.json"]
    assert cues("Copy reports/summary.csv to summary.csv.").outputs == ["summary.csv"]
    c = cues("Leave reports/summary.csv unchanged. Write summary.csv with the totals.")
    assert c.outputs == ["summary.csv"] and "reports/summary.csv" in c.keep
    # Two different files of that name: which one is meant is not known, the name stays.
    assert cues("Compare a/x.json and b/x.json, then update x.json.").outputs == ["x.json"]


def test_a_question_that_offers_two_clauses_is_answered_with_one_of_them_not_yes_or_no() -> None:
    from ncurator_cli.objective.intent import choice_question
    from ncurator_cli.runtime.host import CHOICE_NOTE, finalize_messages

    objective = ("I want to buy a £60 kettle from petty cash. Can I just buy it, or does someone have to approve "
                 "it first? How long do I have for the receipt?")
    assert choice_question(objective) == ("Can I just buy it", "does someone have to approve it first")
    assert choice_question("Should we renew the licence or do we let it lapse?") == (
        "Should we renew the licence", "do we let it lapse")
    # A choice of nouns, "or not", and no question at all offer no two clauses.
    assert choice_question("Is the meeting on Monday or Tuesday?") is None
    assert choice_question("Can I park there or not?") is None
    assert choice_question("Check whether it runs or does nothing.") is None
    user = finalize_messages(None, {"objective": objective, "results": []})[1].content
    assert user.endswith(CHOICE_NOTE.format("Can I just buy it", "does someone have to approve it first"))
    assert "which of two" not in finalize_messages(None, {"objective": "How long do I have?", "results": []})[1].content


def test_a_bare_output_of_a_series_a_named_folder_holds_is_in_that_folder(tmp_path: Path) -> None:
    """"The recordings in recordings/ are called lecture_1.mp4 ... rename them ... lecture_01.mp4":
    the output is recordings/lecture_01.mp4 (the folder holds lecture_<n>.mp4); a name of no
    series there, or one the root holds, stays as written."""
    (tmp_path / "recordings").mkdir()
    (tmp_path / "slides").mkdir()
    for n in (1, 2, 12):
        (tmp_path / "recordings" / f"lecture_{n}.mp4").write_bytes(b"x")
    (tmp_path / "slides" / "week_1.pdf").write_bytes(b"x")
    script = tmp_path / "s.jsonl"
    script.write_text("")
    ctx = _Ctx(ScriptModel(script))
    objective = ("The lecture recordings in recordings/ are called lecture_1.mp4 ... lecture_12.mp4. Rename them so "
                 "the number has two digits: lecture_01.mp4 ... lecture_12.mp4. Leave slides/ as it is.")
    assert decide(ctx, objective, workspace=tmp_path).outputs[0] == "recordings/lecture_01.mp4"
    assert decide(ctx, "Using recordings/, write summary_1.csv with one row per file.",
                  workspace=tmp_path).outputs == ["summary_1.csv"]


def test_a_bare_output_followed_by_the_folder_it_goes_in_is_in_that_folder(tmp_path: Path) -> None:
    """"write totals.csv in survey/ with the header ...": survey/totals.csv, whether the folder is
    there yet or not; "in the workspace root" and a folder named elsewhere leave the name as it is."""
    (tmp_path / "survey").mkdir()
    (tmp_path / "survey" / "a.csv").write_text("k,n\nx,1\n")
    script = tmp_path / "s.jsonl"
    script.write_text("")
    ctx = _Ctx(ScriptModel(script))
    assert decide(ctx, "Add up the counts in survey/a.csv and write totals.csv in survey/ with the header k,n.",
                  workspace=tmp_path).outputs == ["survey/totals.csv"]
    assert decide(ctx, "From survey/a.csv, write `totals.csv` in out/ with one line per day.",
                  workspace=tmp_path).outputs == ["out/totals.csv"]  # a folder still to make
    assert decide(ctx, "Read survey/a.csv and write totals.csv in the workspace root.",
                  workspace=tmp_path).outputs == ["totals.csv"]
    assert decide(ctx, "From the files in survey/, write totals.csv with one row per site.",
                  workspace=tmp_path).outputs == ["totals.csv"]
    # "Use the blank form in forms/ and save it there as ...": there is that folder.
    assert decide(ctx, "Use the sheet in survey/ and save it there as totals.csv, like last week's.",
                  workspace=tmp_path).outputs == ["survey/totals.csv"]


def test_put_together_from_files_in_a_folder_writes_nothing_in_that_folder(tmp_path: Path) -> None:
    """"Could you put together a summary per store from the exports in sales/? I'd like a file
    totals.csv ...": sales/ is where it reads from; "put ... in summary.md" still writes there."""
    (tmp_path / "sales").mkdir()
    (tmp_path / "sales" / "a.csv").write_text("store,amount\nx,1\n")
    script = tmp_path / "s.jsonl"
    script.write_text("")
    ctx = _Ctx(ScriptModel(script))
    objective = ("Could you put together a revenue summary per store from the till exports in sales/? I'd like a file "
                 "totals.csv in the workspace root with the header store,revenue.")
    assert decide(ctx, objective, workspace=tmp_path).outputs == ["totals.csv"]
    assert decide(ctx, "Put together a summary of sales/ in summary.md", workspace=tmp_path).outputs == ["summary.md"]


def test_a_file_described_by_its_name_and_kind_is_found_when_no_path_is_written(tmp_path: Path) -> None:
    """"our wedding suppliers doc" is wedding/suppliers.docx, "the price list" price_list.csv: each
    word of the name in order, then a word for what the file is (or a name ending in one). Two
    files that fit, a name's words without such a word, an output, or code: nothing."""
    from ncurator_cli.guided.terminal import first_step
    from ncurator_cli.objective.intent import described_files

    (tmp_path / "wedding").mkdir()
    (tmp_path / "wedding" / "suppliers.docx").write_bytes(b"x")
    (tmp_path / "wedding" / "budget_notes.md").write_text("# notes\n")
    (tmp_path / "price_list.csv").write_text("item,price\ntea,1.20\n")
    (tmp_path / "suppliers.py").write_text("x = 1\n")
    assert described_files(tmp_path, "From our wedding suppliers doc, make balances.json") == ["wedding/suppliers.docx"]
    assert described_files(tmp_path, "Price the order from the price list.") == ["price_list.csv"]
    assert described_files(tmp_path, "Which suppliers are still owed?") == []
    assert described_files(tmp_path, "Update the price list", outputs=["price_list.csv"]) == []
    assert described_files(tmp_path, "Read the budget notes file") == ["wedding/budget_notes.md"]
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "price_list.csv").write_text("item,price\n")
    assert described_files(tmp_path, "Price the order from the price list.") == []  # two fit
    # Each description on its own; the Word doc is the workspace's one .docx.
    (tmp_path / "draw_sheet.csv").write_text("n\n1\n")
    assert described_files(tmp_path, "The draw sheet is here and the prizes are in the Word doc.") == [
        "draw_sheet.csv", "wedding/suppliers.docx"]
    assert described_files(tmp_path, "Read the budget notes file and the draw sheet") == [
        "draw_sheet.csv", "wedding/budget_notes.md"]
    # Three words of a name in order need no word for the file's kind; numbers of the name go unsaid.
    (tmp_path / "film_club_programme_2025-26.docx").write_bytes(b"x")
    assert described_files(tmp_path, "The autumn films from the film club programme as a CSV") == [
        "film_club_programme_2025-26.docx"]
    # A tracker, a ledger, a roster are kinds of file a name may end in.
    (tmp_path / "staff").mkdir()
    (tmp_path / "staff" / "first_aid_tracker.csv").write_text("name,expires\n")
    assert described_files(tmp_path, "Who in the first aid tracker needs a refresher?") == ["staff/first_aid_tracker.csv"]
    assert first_step("Total the prices in the price lists file", tmp_path, []) == ""  # two fit
    step = first_step("How much is still owed? See the wedding suppliers doc.", tmp_path, [])
    assert step.startswith("# 1. read ") and "wedding/suppliers.docx" in step


def test_a_change_that_describes_one_file_and_names_no_output_changes_that_file(tmp_path: Path) -> None:
    """"fill them into the draft" of "the air report draft" (reports/air_report_2025_draft.docx; its
    year unsaid): that document is the output, not the folder the objective says the inputs are in
    (a probe's model named data/). A relocation keeps the model's folders."""
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "may.csv").write_text("day,value\n1,2\n")
    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "air_report_2025_draft.docx").write_bytes(b"x")
    script = tmp_path / "s.jsonl"
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["data/"]}}]}\n')
    objective = ("The air report draft still has TBC for May. The May readings are in the data folder now: work out "
                 "the mean and fill it into the draft.")
    got = decide(_Ctx(ScriptModel(script)), objective, workspace=tmp_path)
    assert got.kind == "change" and got.outputs == ["reports/air_report_2025_draft.docx"], got
    moved = decide(_Ctx(ScriptModel(script)), "Move the air report draft into the data folder.", workspace=tmp_path)
    assert moved.outputs == ["data/"]
    # A file the change reads from is no output of it.
    read = decide(_Ctx(ScriptModel(script)), "From the air report draft, make a summary of May.", workspace=tmp_path)
    assert read.outputs == []  # not the draft it reads


def test_a_change_that_puts_files_into_a_folder_named_in_words_writes_that_folder(tmp_path: Path) -> None:
    """"copy the last version each uploaded into a for_review folder": for_review/ is the
    output, not the list of candidates the model named; a folder the task keeps is none."""
    (tmp_path / "uploads").mkdir()
    (tmp_path / "uploads" / "a.pdf").write_bytes(b"%PDF")
    (tmp_path / "wanted.txt").write_text("17 Novak\n")
    script = tmp_path / "s.jsonl"
    script.write_text('{"node": "intent", "tool_calls": [{"name": "declare_intent", '
                      '"args": {"kind": "change", "outputs": ["wanted.txt"]}}]}\n')
    got = decide(_Ctx(ScriptModel(script)), "The candidates are in wanted.txt. Copy each one's last upload into a "
                 "for_review folder, named <number>.pdf. Leave uploads/ as it is.", workspace=tmp_path)
    assert got.kind == "change" and got.outputs == ["for_review/"], got


def test_a_change_whose_clauses_name_only_its_source_changes_the_other_file_named(tmp_path: Path) -> None:
    """"The table in club_news.docx has a row blank. Fill it in from this year's entries in
    data/entries.csv, and save the newsletter in place": the clauses' only path is what the fill
    reads; the other file the objective names is the output. Two other files: no guess."""
    from ncurator_cli.objective.intent import decide

    objective = ("The prize table in club_news.docx still has the junior row blank. Fill in the winner and the "
                 "time from this year's entries in data/entries.csv, and save the newsletter in place.")
    got = decide(_Ctx(None), objective, workspace=tmp_path)
    assert got.kind == "change" and got.outputs == ["club_news.docx"]
    two = objective.replace("club_news.docx", "club_news.docx (or spring_news.docx)")
    assert decide(_Ctx(None), two, workspace=tmp_path).outputs == ["data/entries.csv"]
