"""docx end to end (issue 6): plan → inspect → apply_edits → save_output → finish, through the real
CLI in a subprocess with a `script:` model, on a .docx written here and re-read with python-docx."""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import docx
import orjson
import pytest

from ncurator_cli.capabilities.docx import (
    _described_anchor,
    format_only,
    header_cells,
    label_cells,
    left_out_edits,
    more_asked,
)
from ncurator_cli.guided.plan import HELPER_FALLBACK_CHARS, helper_fallback
from ncurator_cli.objective import given_names

from .docx_cli_lib import (
    NS,
    RED,
    RESPOND,
    CliResult,
    W,
    block_id,
    body_texts,
    build_report,
    call,
    check_stream,
    cli_for,
    document_xml,
    final,
    finish,
    plan_docx,
    sha256,
    table_doc,
    tool_results,
    write_script_to,
)

SOURCE = "docs/memo.docx"
OUTPUT = "out/memo-v2.docx"
INSERTED = "Added after the details heading."
EXPECTED_BODY = [
    "Quarterly Report",
    "Revenue in the southern region grew. The south team celebrated.",
    "Details",
    INSERTED,
    "The south office opened in March.",
    "The spending plan was approved.",
    "The end.",
]


@dataclass
class EditedRun:
    ws: Path
    res: CliResult
    artifacts: CliResult
    source_before: bytes
    existing_before: bytes
    heading_id: str

    @property
    def output(self) -> Path:
        return self.ws / OUTPUT

    @property
    def run_id(self) -> str:
        return self.res.lines[0]["run_id"]


@pytest.fixture(scope="module")
def edited(tmp_path_factory: pytest.TempPathFactory) -> EditedRun:
    """One direct-mode run shared by the tests of this module (each CLI run costs ~2 s)."""
    tmp = tmp_path_factory.mktemp("docx_cli_edit")
    ws = tmp / "ws"
    src = build_report(ws / SOURCE)
    existing = build_report(ws / "out" / "existing.docx", title="Last year's report")
    heading = block_id(src, "Details")
    edits = [
        {"type": "replace_text", "find": "north", "replace": "south", "all": True},
        {"type": "replace_text", "find": "budget", "replace": "spending plan", "expected_count": 1},
        {"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "250"},
        {"type": "insert_paragraph", "anchor_id": heading, "position": "after", "text": INSERTED},
    ]
    script = write_script_to(
        tmp / "script.jsonl",
        [
            plan_docx("Rename north to south in docs/memo.docx", source_path=SOURCE, output_path=OUTPUT),
            call("docx_inspect", source_path=SOURCE),
            call("docx_apply_edits", source_path=SOURCE, edits=edits),
            # A name that is taken, without overwrite: a tool error the model recovers from.
            call("docx_save_output", output_path="out/existing.docx"),
            call("docx_save_output", output_path=OUTPUT),
            finish(summary="north is now south; saved out/memo-v2.docx"),
            RESPOND,
            final("Saved out/memo-v2.docx."),
        ],
    )
    source_before = src.read_bytes()
    existing_before = existing.read_bytes()
    cli = cli_for(tmp / "home")
    res = cli(
        "run",
        f"Rename north to south in {SOURCE} and save as {OUTPUT}",
        "-w",
        str(ws),
        "--model",
        f"script:{script}",
        "--no-probe",
    )
    assert res.code == 0, res.stderr + res.stdout.decode()
    artifacts = cli("artifacts", res.lines[0]["run_id"])
    return EditedRun(ws, res, artifacts, source_before, existing_before, heading)


def test_run_completes_with_a_valid_stream(edited: EditedRun) -> None:
    lines = check_stream(edited.res)
    assert lines[0]["type"] == "run_started" and lines[-1]["type"] == "run_completed"
    assert lines[0]["workspace"]["root_path"] == str(edited.ws)
    plan = edited.res.of_type("plan_created")[0]["plan"]
    assert [t["kind"] for t in plan] == ["docx"]
    calls = [e["tool_name"] for e in edited.res.of_type("tool_call_started")]
    assert calls == [
        "docx_inspect",
        "docx_apply_edits",
        "docx_save_output",
        "docx_save_output",
        "docx_finish",
    ]
    result = edited.res.of_type("task_result")[0]
    assert result["code"] == "ok" and result["data"]["saved"] == [OUTPUT]
    assert not edited.res.of_type("task_failed") and not edited.res.of_type("approval_required")


def test_inspection_shows_the_ids_the_model_edits_with(edited: EditedRun) -> None:
    out = tool_results(edited.res, "docx_inspect")[0]
    assert out["error"] is None
    assert edited.heading_id in out["output_preview"]
    assert "set_cell_text with table=0" in out["output_preview"]
    assert "row 0: c0=Region | c1=Sales" in out["output_preview"]
    assert "row 1: c0 Region=North | c1 Sales=100" in out["output_preview"]  # cells carry their header


def test_apply_reports_every_change(edited: EditedRun) -> None:
    out = tool_results(edited.res, "docx_apply_edits")[0]
    assert out["error"] is None
    report = orjson.loads(out["output_preview"])
    assert report["applied"] == 4 and report["mode"] == "direct" and report["dry_run"] is False
    # north: twice in paragraph 1, once in paragraph 3, once in the header.
    assert [r["count"] for r in report["results"]] == [4, 1, 1, 1]
    assert f"new paragraph after {edited.heading_id}: {{+{INSERTED}+}}" in report["redline"]


def test_saving_onto_an_existing_name_is_a_tool_error_and_the_run_goes_on(edited: EditedRun) -> None:
    first, second = tool_results(edited.res, "docx_save_output")
    assert first["error"] and first["error"].startswith("EXISTS")
    assert second["error"] is None
    assert (edited.ws / "out" / "existing.docx").read_bytes() == edited.existing_before


def test_output_is_an_artifact_with_the_sha256_on_disk(edited: EditedRun) -> None:
    arts = edited.res.of_type("file_artifact")
    assert len(arts) == 1
    art = arts[0]
    assert art["capability"] == "docx" and art["path"] == OUTPUT and art["operation"] == "created"
    assert art["sha256"] == sha256(edited.output) and art["size"] == edited.output.stat().st_size
    assert art["task_id"] == edited.res.of_type("task_started")[0]["task_id"]
    assert edited.artifacts.code == 0, edited.artifacts.stderr
    listed = edited.artifacts.lines
    assert [(a["path"], a["operation"], a["sha256"], a["capability"]) for a in listed] == [
        (OUTPUT, "created", art["sha256"], "docx")
    ]
    assert listed[0]["run_id"] == edited.run_id and listed[0]["size"] == art["size"]


def test_source_is_byte_identical(edited: EditedRun) -> None:
    assert (edited.ws / SOURCE).read_bytes() == edited.source_before
    assert sorted(p.name for p in (edited.ws / "out").iterdir()) == ["existing.docx", "memo-v2.docx"]


def test_output_has_every_edit(edited: EditedRun) -> None:
    d = docx.Document(str(edited.output))
    assert body_texts(edited.output) == EXPECTED_BODY
    assert [[c.text for c in row.cells] for row in d.tables[0].rows] == [
        ["Region", "Sales"],
        ["North", "250"],
        ["South", "80"],
    ]
    assert d.sections[0].header.paragraphs[0].text == "Kestrel south division (confidential)"
    inserted = d.paragraphs[3]
    assert not inserted.style.name.startswith("Heading")


def test_formatting_of_the_first_matched_run_is_kept(edited: EditedRun) -> None:
    d = docx.Document(str(edited.output))
    runs = d.paragraphs[1].runs
    south = next(r for r in runs if r.text == "south")
    assert south.bold is True and south.font.color.rgb == RED
    rest = next(r for r in runs if r.text.startswith("ern region"))
    assert not rest.bold and (rest.font.color.type is None)
    # `budget` spanned an italic `bud` and a plain `get`: the replacement is italic, the rest is not.
    runs = d.paragraphs[5].runs
    assert [(r.text, bool(r.italic)) for r in runs if r.text] == [
        ("The ", False),
        ("spending plan", True),
        (" was approved.", False),
    ]
    # The table kept its XML around the edited cell.
    tbl = document_xml(edited.output).find(f".//{{{W}}}tbl")
    assert tbl is not None and len(tbl.findall("w:tr", NS)) == 3


SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")


@pytest.mark.skipif(SOFFICE is None, reason="LibreOffice (soffice) is not installed")
def test_libreoffice_reads_the_saved_output(edited: EditedRun, tmp_path: Path) -> None:
    assert SOFFICE is not None
    outdir = tmp_path / "txt"
    cmd = [
        SOFFICE,
        f"-env:UserInstallation=file://{tmp_path / 'lo-profile'}",
        "--headless",
        "--norestore",
        "--convert-to",
        "txt:Text (encoded):UTF8",
        "--outdir",
        str(outdir),
        str(edited.output),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    text = (outdir / "memo-v2.txt").read_text(encoding="utf-8-sig")
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for expected in EXPECTED_BODY:
        assert expected in lines
    assert lines.index("Details") + 1 == lines.index(INSERTED)
    assert "250" in text and "north" not in text


# --- tracked mode ----------------------------------------------------------------------------------


def test_tracked_mode_records_revisions_by_the_author(
    run_cli, write_script, workspace: Path, report: Path
) -> None:
    author = "Review Bot"
    before = report.read_bytes()
    heading = block_id(report, "Details")
    script = write_script(
        [
            plan_docx(source_path=SOURCE),
            call(
                "docx_apply_edits",
                source_path=SOURCE,
                mode="tracked",
                author=author,
                edits=[
                    {"type": "replace_text", "find": "north office", "replace": "south office"},
                    {"type": "insert_paragraph", "anchor_id": heading, "text": INSERTED},
                ],
            ),
            call("docx_save_output", output_path="out/tracked.docx"),
            finish(),
            RESPOND,
            final(),
        ]
    )
    res = run_cli(
        "run",
        "Suggest the changes as tracked changes",
        "-w",
        str(workspace),
        "--model",
        f"script:{script}",
        "--no-probe",
    )
    assert res.code == 0, res.stderr
    check_stream(res)
    out = workspace / "out" / "tracked.docx"
    assert res.of_type("file_artifact")[0]["sha256"] == sha256(out)
    assert report.read_bytes() == before

    body = document_xml(out)
    ins = body.findall(".//w:ins", NS)
    dels = body.findall(".//w:del", NS)
    assert ins and dels
    assert {e.get(f"{{{W}}}author") for e in ins + dels} == {author}
    assert ["".join(d.itertext()) for d in dels] == ["north office"]
    inserted_text = ["".join(t.text or "" for t in e.iter(f"{{{W}}}t")) for e in ins]
    assert "south office" in inserted_text and INSERTED in inserted_text
    # python-docx still opens it; with revisions shown, Word reads the new wording.
    assert docx.Document(str(out)).paragraphs[1].text.startswith("Revenue in the northern")


# --- no workspace ----------------------------------------------------------------------------------


def test_docx_task_without_workspace_exits_4(run_cli, write_script, tmp_path: Path) -> None:
    script = write_script([plan_docx(source_path=SOURCE), RESPOND, final()])
    res = run_cli("run", "edit docs/memo.docx", "--model", f"script:{script}", "--no-probe", cwd=tmp_path)
    assert res.code == 4, res.stderr
    check_stream(res)
    req = res.of_type("workspace_required")[0]
    assert req["required_fields"] == ["workspace"]
    assert res.of_type("task_failed")[0]["code"] == "workspace_required"
    assert res.lines[-1]["type"] == "run_failed" and res.lines[-1]["code"] == "workspace_required"
    assert not res.of_type("tool_call_started") and not res.of_type("file_artifact")


# --- finishing with unsaved edits --------------------------------------------------------------------


def test_finish_saves_to_the_planned_output_but_never_over_an_existing_file(
    run_cli, write_script, workspace: Path, report: Path
) -> None:
    """Two tasks on the same source. The first planned a new output and finishes without saving: the
    edits are saved there. The second planned a name that exists: finishing is refused once, and
    finishing again discards the edits; the existing file is untouched."""
    existing = build_report(workspace / "out" / "existing.docx", title="Keep me")
    existing_before = existing.read_bytes()
    source_before = report.read_bytes()
    edit = call(
        "docx_apply_edits",
        source_path=SOURCE,
        edits=[{"type": "replace_text", "find": "north", "replace": "south"}],
    )
    script = write_script(
        [
            {
                "node": "host_plan",
                "tool_calls": [
                    {
                        "name": "plan_tasks",
                        "args": {
                            "tasks": [
                                {
                                    "kind": "docx",
                                    "title": "New",
                                    "objective": "replace every north with south",
                                    "source_path": SOURCE,
                                    "output_path": "out/auto.docx",
                                },
                                {
                                    "kind": "docx",
                                    "title": "Old",
                                    "objective": "replace every north with south",
                                    "source_path": SOURCE,
                                    "output_path": "out/existing.docx",
                                },
                            ]
                        },
                    }
                ],
            },
            edit,
            finish(),
            edit,
            finish(),
            finish(summary="discarded: the planned output exists"),
            RESPOND,
            final(),
        ]
    )
    res = run_cli("run", "north to south", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    check_stream(res)
    auto = workspace / "out" / "auto.docx"
    arts = res.of_type("file_artifact")
    assert [(a["path"], a["operation"], a["sha256"]) for a in arts] == [
        ("out/auto.docx", "created", sha256(auto))
    ]
    assert body_texts(auto)[1] == "Revenue in the southern region grew. The south team celebrated."
    finishes = tool_results(res, "docx_finish")
    assert [f["error"] is None for f in finishes] == [True, False, True]
    assert "unsaved edits" in finishes[1]["error"]
    assert existing.read_bytes() == existing_before
    assert report.read_bytes() == source_before
    assert [r["code"] for r in res.of_type("task_result")] == ["ok", "ok"]


def facilities_doc(path: Path) -> str:
    """A heading and two paragraphs with a `____` blank each; the desk paragraph's block id."""
    d = docx.Document()
    d.add_heading("Facilities", 1)
    d.add_paragraph("Desk booking: up to ____ hours per day.")
    d.add_paragraph("Locker number: ____")
    d.save(str(path))
    return block_id(path, "Desk booking: up to ____ hours per day.")


def fill_desk(run_cli: Any, write_script: Any, workspace: Path, objective: str, first: list[dict[str, Any]]) -> Any:
    """A run that sends the `first` edits, then the desk blank filled by its block id, and saves."""
    desk = block_id(workspace / "hb.docx", "Desk booking: up to ____ hours per day.")
    script = write_script([
        plan_docx(objective, source_path="hb.docx", output_path="hb-final.docx"),
        call("docx_apply_edits", source_path="hb.docx", edits=first),
        call("docx_apply_edits", source_path="hb.docx",
             edits=[{"type": "replace_text", "find": "____", "replace": "3", "block_id": desk}]),
        call("docx_save_output", output_path="hb-final.docx"),
        finish(), RESPOND, final(),
    ])
    return run_cli("run", "fill the blank", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")


def test_an_edit_aimed_at_the_wrong_block_is_told_where_its_text_is_and_that_the_batch_waits(
    run_cli, write_script, workspace: Path
) -> None:
    desk = facilities_doc(workspace / "hb.docx")
    heading = block_id(workspace / "hb.docx", "Facilities")
    res = fill_desk(run_cli, write_script, workspace, "Fill the '____' of the desk booking rule with 3 and save as "
                    "hb-final.docx", [{"type": "replace_text", "find": "____", "replace": "3", "block_id": desk},
                                      {"type": "replace_text", "find": "____", "replace": "3", "block_id": heading}])
    assert res.code == 0, res.stderr
    applies = tool_results(res, "docx_apply_edits")
    error = applies[0]["error"]
    assert error.startswith("NOT_FOUND: edit 1 (replace_text): text '____' is not in block body/p0 ('Facilities'); "
                            "the document has it in ")
    # Where it is after the batch's edit 0 (which filled the desk blank): the locker line.
    assert block_id(workspace / "hb.docx", "Locker number: ____") in error and desk not in error
    assert "None of this call's edits was applied (edit 0 was valid)" in error
    # The text is in the document: not told it may be the task's new value.
    assert "new value" not in error
    assert applies[1]["error"] is None
    assert body_texts(workspace / "hb-final.docx")[1:] == ["Desk booking: up to 3 hours per day.", "Locker number: ____"]


@pytest.mark.parametrize("rest", ["", " Leave any other blanks as they are."])
def test_a_replacement_found_in_several_places_needs_a_scope_unless_the_task_says_every(
    run_cli, write_script, workspace: Path, rest: str
) -> None:
    """Also when the task's only "any" is about the places to leave alone."""
    desk = facilities_doc(workspace / "hb.docx")
    res = fill_desk(run_cli, write_script, workspace, "Fill in the blank of the desk booking rule with 3 and save as "
                    "hb-final.docx." + rest, [{"type": "replace_text", "find": "____", "replace": "3"}])
    assert res.code == 0, res.stderr
    check_stream(res)
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("AMBIGUOUS: edit 0 (replace_text): '____' occurs in 2 places")
    assert desk in applies[0]["error"] and "Nothing was changed" in applies[0]["error"]
    # Each place is shown with its text, so the one the task means can be told apart.
    assert "Desk booking: up to [-____-]{+3+} hours" in applies[0]["error"]
    assert "Locker number: [-____-]{+3+}" in applies[0]["error"]
    assert applies[1]["error"] is None
    assert body_texts(workspace / "hb-final.docx")[1:] == ["Desk booking: up to 3 hours per day.", "Locker number: ____"]
    # The scoped replace says where its text still is (the task may mean those places too).
    still = json.loads(applies[1]["output_preview"])["still_found"]
    assert still == [f"'____' still occurs in 1 other place(s): {block_id(workspace / 'hb.docx', 'Locker number: ____')}. "
                     "If the task means those too, change them as well (replace_text with all=true changes every one)."]


@pytest.mark.parametrize("section, edited", [("Home Working", "Remote days: up to 3 per week."),
                                              ("Parking", "Permit number: 3")])
def test_a_replacement_found_in_several_sections_is_made_in_the_section_the_task_names(
    run_cli, write_script, workspace: Path, section: str, edited: str
) -> None:
    """A blank under each of two headings and a task that names one heading: the unscoped replace is
    made in that section's place only, and the result says so; the other blank is left."""
    d = docx.Document()
    d.add_heading("Home Working", 1)
    d.add_paragraph("Remote days: up to ____ per week.")
    d.add_heading("Parking", 1)
    d.add_paragraph("Permit number: ____")
    d.save(str(workspace / "hb.docx"))
    before = (workspace / "hb.docx").read_bytes()
    objective = f"hb.docx has a blank in its {section} section: fill it with 3 and save as hb-final.docx."
    script = write_script([
        plan_docx(objective, source_path="hb.docx", output_path="hb-final.docx"),
        call("docx_apply_edits", source_path="hb.docx", edits=[{"type": "replace_text", "find": "____", "replace": "3"}]),
        call("docx_save_output", output_path="hb-final.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    check_stream(res)
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"] is None
    said = json.loads(applies[0]["output_preview"])["readdressed"]
    assert len(said) == 1 and f"the task names the section {section!r}" in said[0]
    texts = body_texts(workspace / "hb-final.docx")
    assert edited in texts and texts.count(edited) == 1
    assert sum("____" in t for t in texts) == 1
    assert (workspace / "hb.docx").read_bytes() == before


def test_a_changed_fact_left_in_another_place_is_not_finished(run_cli, write_script, workspace: Path) -> None:
    """"Our phone number has changed to ...": the old number replaced in one of its two paragraphs and
    finished (the host saving the new output) is pushed back with where it still is; once both are
    changed the finish saves. A change with no such words is saved as it is (the test above)."""
    d = docx.Document()
    d.add_paragraph("Book on 01632 960 455 (press 2).")
    d.add_paragraph("Questions? Call 01632 960 455.")
    d.save(str(workspace / "leaflet.docx"))
    first = block_id(workspace / "leaflet.docx", "Book on 01632 960 455 (press 2).")
    second = block_id(workspace / "leaflet.docx", "Questions? Call 01632 960 455.")
    objective = "Our phone number has changed to 01632 960 781. Update leaflet.docx and save it as leaflet2.docx."
    script = write_script([
        plan_docx(objective, source_path="leaflet.docx", output_path="leaflet2.docx"),
        call("docx_apply_edits", source_path="leaflet.docx",
             edits=[{"type": "replace_text", "find": "01632 960 455", "replace": "01632 960 781", "block_id": second}]),
        finish(),
        call("docx_apply_edits", source_path="leaflet.docx",
             edits=[{"type": "replace_text", "find": "01632 960 455", "replace": "01632 960 781", "block_id": first}]),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    finishes = tool_results(res, "docx_finish")
    assert finishes[0]["error"].startswith("not saved: the task asks for the change everywhere, and '01632 960 455' "
                                           f"still occurs in 1 other place(s): {first}."), finishes[0]
    assert body_texts(workspace / "leaflet2.docx") == ["Book on 01632 960 781 (press 2).", "Questions? Call 01632 960 781."]


def test_a_change_saved_without_the_names_it_writes_is_pushed_back_then_fails(run_cli, write_script, workspace: Path,
                                                                              allow_policy: Path) -> None:
    """"The Ramblers have the minibus that day instead, going to Ashridge Estate, Pat Okafor driving":
    a save that holds none of those names is pushed back once with them listed; claimed again, the
    task fails (exit 1) instead of a run that ends 0 over a document that says otherwise. Once they
    are written, the finish stands."""
    def booking_doc() -> None:
        d = docx.Document()
        t = d.add_table(rows=2, cols=4)
        for r, row in enumerate([("Group", "Destination", "Driver", "Seats"), ("Chess Club", "St Albans", "Ann Lee", "10")]):
            for c, text in enumerate(row):
                t.cell(r, c).text = text
        d.save(str(workspace / "bus.docx"))

    booking_doc()
    objective = ("The Chess Club trip has been cancelled and the Ramblers have the minibus that day instead, going to "
                 "Ashridge Estate with Pat Okafor driving. Update the booking in bus.docx (save over the file).")
    wrong = call("docx_apply_edits", source_path="bus.docx",
                 edits=[{"type": "set_cell_text", "table": 0, "row": 1, "col": 3, "text": "11"}])
    save = call("docx_save_output", output_path="bus.docx", overwrite=True)
    script = write_script([plan_docx(objective, source_path="bus.docx", outputs=["bus.docx"]), wrong, save, finish(),
                           finish(), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 1, res.stderr
    finishes = tool_results(res, "docx_finish")
    assert finishes[0]["error"].startswith("not finished: the task writes 'Ramblers', 'Ashridge Estate', 'Pat Okafor', "
                                           "and bus.docx does not hold them."), finishes[0]
    failed = res.of_type("task_failed")
    assert failed and "holds none of 'Ramblers', 'Ashridge Estate', 'Pat Okafor'" in failed[0]["error"]
    # Written: the finish stands.
    booking_doc()
    right = call("docx_apply_edits", source_path="bus.docx", edits=[
        {"type": "set_cell_text", "table": 0, "row": 1, "col": c, "text": v}
        for c, v in ((0, "Ramblers"), (1, "Ashridge Estate"), (2, "Pat Okafor"))])
    script = write_script([plan_docx(objective, source_path="bus.docx", outputs=["bus.docx"]), right, save, finish(),
                           RESPOND, final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    assert [r["error"] for r in tool_results(res, "docx_finish")] == [None]


def test_a_change_saved_without_the_date_it_states_is_pushed_back_once(run_cli, write_script, workspace: Path,
                                                                      allow_policy: Path) -> None:
    """"Up from £18 to £21 from 1 May 2025 (including the effective date at the top)": the rate
    changed and saved without the new date is pushed back once, naming it; the date written (in
    another form: "1st May, 2025") stands. A date the document already held is no new value."""
    from ncurator_cli.objective import holds_date, stated_dates

    d = docx.Document()
    d.add_paragraph("Effective from: 1 September 2024")
    d.add_paragraph("Standard rate: £18 per hour. Deposit: £180.")
    d.save(str(workspace / "terms.docx"))
    objective = ("Put the standard rate up from £18 to £21 from 1 May 2025 in terms.docx (including the effective date "
                 "at the top) and save it as terms2.docx.")
    rate = call("docx_apply_edits", source_path="terms.docx",
                edits=[{"type": "replace_text", "find": "£18 per", "replace": "£21 per"}])
    date = call("docx_apply_edits", source_path="terms.docx",
                edits=[{"type": "replace_text", "find": "1 September 2024", "replace": "1st May, 2025"}])
    save = call("docx_save_output", output_path="terms2.docx", overwrite=True)
    script = write_script([plan_docx(objective, source_path="terms.docx", output_path="terms2.docx"), rate, save,
                           finish(), date, save, finish(), RESPOND, final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    finishes = tool_results(res, "docx_finish")
    assert finishes[0]["error"].startswith("not finished: the task writes '1 May 2025', and terms2.docx does not hold it")
    assert finishes[1]["error"] is None
    assert body_texts(workspace / "terms2.docx") == ["Effective from: 1st May, 2025", "Standard rate: £21 per hour. Deposit: £180."]
    assert stated_dates("Move it from 3 March to 10th of March 2026, see notes-2025-01-02.docx.") == [
        "3 March", "10th of March 2026"]
    assert holds_date("Sat 10 Mar", "10th of March 2026") and holds_date("On March 10, 2026", "10 March")
    assert holds_date("due 2025-05-01", "2025-05-01") and holds_date("due 1st May", "2025-05-01")
    assert not holds_date("Sat 12 Apr", "2 April") and not holds_date("1 June", "1 May")
    # Written as numbers, the year said: day or month first, two- or four-digit year, or ISO.
    assert holds_date("until 23/07/2025", "23 July 2025") and holds_date("07/23/25", "23 July 2025")
    assert holds_date("2025-07-23", "23 July 2025") and holds_date("23.07.2025", "July 23, 2025")
    assert not holds_date("23/07/2024", "23 July 2025") and not holds_date("123/07/2025", "23 July 2025")
    assert not holds_date("23/07/2025", "23 July")  # no year said: numbers alone do not say it


def test_a_change_asked_everywhere_is_not_saved_while_its_text_is_still_there(
    run_cli, write_script, workspace: Path
) -> None:
    """"Correct the date everywhere": a replace scoped to its first paragraph, then a save, is pushed back
    once with where the text still is; a give-up right after that refusal is pushed back too (the
    refusal is no reason the task cannot be done); after those are changed too, the save goes through."""
    d = docx.Document()
    d.add_paragraph("The review meets on 3 March 2026.")
    d.add_paragraph("Slides are due before 3 March 2026.")
    d.save(str(workspace / "invite.docx"))
    first = block_id(workspace / "invite.docx", "The review meets on 3 March 2026.")
    second = block_id(workspace / "invite.docx", "Slides are due before 3 March 2026.")
    objective = "The review in invite.docx moved to 10 March 2026: correct the date everywhere and save as invite2.docx."
    script = write_script([
        plan_docx(objective, source_path="invite.docx", output_path="invite2.docx"),
        call("docx_apply_edits", source_path="invite.docx",
             edits=[{"type": "replace_text", "find": "3 March 2026", "replace": "10 March 2026", "block_id": first}]),
        call("docx_save_output", output_path="invite2.docx"),
        finish(False, "the date still occurs in 1 other place"),
        call("docx_apply_edits", source_path="invite.docx",
             edits=[{"type": "replace_text", "find": "3 March 2026", "replace": "10 March 2026", "block_id": second}]),
        call("docx_save_output", output_path="invite2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    saves = tool_results(res, "docx_save_output")
    assert saves[0]["error"].startswith("not saved: the task asks for the change everywhere, and '3 March 2026' still "
                                        f"occurs in 1 other place(s): {second}.")
    gave_up = tool_results(res, "docx_finish")[0]["error"]
    assert gave_up.startswith("not finished: your previous call failed (not saved: the task asks for the change")
    assert saves[1]["error"] is None
    assert body_texts(workspace / "invite2.docx") == ["The review meets on 10 March 2026.", "Slides are due before 10 March 2026."]
    # "Any other" is no "everywhere": a blank filled in one place, the others left as asked, is saved.
    d = docx.Document()
    d.add_paragraph("Desk hours: ____")
    d.add_paragraph("Locker: ____")
    d.save(str(workspace / "hb.docx"))
    desk = block_id(workspace / "hb.docx", "Desk hours: ____")
    objective = "Fill in the desk hours blank of hb.docx with 3 and save as hb2.docx. Leave any other blanks as they are."
    script = write_script([
        plan_docx(objective, source_path="hb.docx", output_path="hb2.docx"),
        call("docx_apply_edits", source_path="hb.docx",
             edits=[{"type": "replace_text", "find": "____", "replace": "3", "block_id": desk}]),
        call("docx_save_output", output_path="hb2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    assert tool_results(res, "docx_save_output")[0]["error"] is None
    assert body_texts(workspace / "hb2.docx") == ["Desk hours: 3", "Locker: ____"]


def test_edits_that_change_nothing_are_refused(run_cli, write_script, workspace: Path) -> None:
    d = docx.Document()
    t = d.add_table(rows=2, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text, t.cell(1, 0).text, t.cell(1, 1).text = "Item", "Amount", "Total", "9.00"
    d.save(str(workspace / "inv.docx"))
    script = write_script([
        plan_docx("correct the total in inv.docx and save as inv-fixed.docx", source_path="inv.docx", output_path="inv-fixed.docx"),
        call("docx_apply_edits", source_path="inv.docx", edits=[{"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "9.00"}]),
        call("docx_apply_edits", source_path="inv.docx", edits=[{"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "8.00"}]),
        call("docx_save_output", output_path="inv-fixed.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", "fix the total", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    applies = tool_results(res, "docx_apply_edits")
    # The cell already holds that number: said per edit, before the batch's own no-change check.
    assert applies[0]["error"].startswith("NO_CHANGE: edit 0 (set_cell_text): row 1, col 1 already holds '9.00'")
    assert applies[1]["error"] is None
    cells = [c.text for c in docx.Document(str(workspace / "inv-fixed.docx")).tables[0]._cells]
    assert cells == ["Item", "Amount", "Total", "8.00"]


def test_the_call_that_just_failed_sent_again_unchanged_is_drawn_again_within_the_turn(
        run_cli, write_script, workspace: Path) -> None:
    """Guided mode (a small model): greedy-like decoding answers an error with the same call;
    redrawn hot before it runs, the failing edit runs once, and the redraw's call is the one the
    turn makes."""
    d = docx.Document()
    t = d.add_table(rows=2, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text, t.cell(1, 0).text, t.cell(1, 1).text = "Part", "Cost", "Sum", "4.50"
    d.save(str(workspace / "bill.docx"))
    same = call("docx_apply_edits", source_path="bill.docx",
                edits=[{"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "4.50"}])
    script = write_script([
        plan_docx("set the sum in bill.docx to 5.25, save as bill2.docx", source_path="bill.docx", output_path="bill2.docx"),
        same, same,
        call("docx_apply_edits", source_path="bill.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "5.25"}]),
        call("docx_save_output", output_path="bill2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", "Set the sum in bill.docx to 5.25 and save the result as bill2.docx.", "-w", str(workspace),
                  "--model", f"script:{script}", "--no-probe", "--planner", "guided")
    assert res.code == 0, res.stderr
    applies = tool_results(res, "docx_apply_edits")
    assert [a["error"] is None for a in applies] == [False, True]  # the repeat never ran
    redrawn = [a for a in res.of_type("activity") if a["action_type"] == "resample"]
    assert len(redrawn) == 1 and "repeated the call that just failed" in redrawn[0]["summary"]
    assert [c.text for c in docx.Document(str(workspace / "bill2.docx")).tables[0]._cells][-1] == "5.25"


def test_a_repeat_drawn_again_identical_is_drawn_last_without_its_tool(
        run_cli, write_script, workspace: Path, tmp_path: Path) -> None:
    """A call copied from the context comes back identical at any temperature (a probe's
    docx_find, refused as a repeat, drawn the same at 1.0 for three turns): the turn's last draw
    may not call that tool at all — the record names the tools each draw could call."""
    d = docx.Document()
    d.add_heading("Rota", level=1)
    d.add_paragraph("Mon: Ann")
    d.save(str(workspace / "rota.docx"))
    objective = "Who is on the rota on Monday in rota.docx?"
    same = call("docx_find", path="rota.docx", bold=True, text="Monday")
    script = write_script([
        plan_docx(objective, read_only=True), same, same, same, same,
        call("docx_read", path="rota.docx"),
        finish(summary="Ann is on the rota on Monday (docx_read: Mon: Ann)."), RESPOND, final(),
    ])
    log = tmp_path / "turns.jsonl"
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--record", str(log), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    redrawn = [a["summary"] for a in res.of_type("activity") if a["action_type"] == "resample"]
    assert redrawn == ["the reply repeated the call that just failed; drawn again at temperature 1.0",
                       "the reply repeated the call that just failed; drawn again without docx_find"]
    turns = [json.loads(line) for line in log.read_text().splitlines()]
    loop = [t for t in turns if t["node"] == "docx"]
    assert "docx_find" in loop[3]["tools"] and loop[3]["temperature"] == 1.0
    assert "docx_find" not in loop[4]["tools"] and "docx_read" in loop[4]["tools"]
    assert [r["tool_name"] for r in res.of_type("tool_call_result")][:3] == ["docx_find", "docx_find", "docx_read"]


def _total_already_right(workspace: Path) -> dict:
    """inv.docx whose Total already reads 9.00, and the edit that writes 9.00 again (NO_CHANGE)."""
    d = docx.Document()
    t = d.add_table(rows=2, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text, t.cell(1, 0).text, t.cell(1, 1).text = "Item", "Amount", "Total", "9.00"
    d.save(str(workspace / "inv.docx"))
    return call("docx_apply_edits", source_path="inv.docx",
                edits=[{"type": "set_cell_text", "row": "Total", "col": "Amount", "text": "9.00"}])


def test_the_same_failing_call_ends_the_loop_instead_of_using_up_its_turns(run_cli, write_script,
                                                                           workspace: Path) -> None:
    same = _total_already_right(workspace)
    ok = call("docx_inspect", source_path="inv.docx")
    # A success in between does not reset the count: the model keeps coming back to the same call.
    script = write_script([plan_docx(source_path="inv.docx"), same, ok, same, same, same, same, RESPOND, final()])
    res = run_cli("run", "fix the total", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    check_stream(res)
    assert len(tool_results(res, "docx_apply_edits")) == 4
    result = res.of_type("task_result")[0]
    assert result["code"] == "bounded_loop_error" and "the same failing call was made 4 times" in result["message"]
    assert res.code == 1


def test_a_loop_stuck_on_one_call_gets_one_finish_only_turn(run_cli, write_script, workspace: Path,
                                                            tmp_path: Path) -> None:
    """After the same failing call four times the model is told so and offered the finish tool
    alone (a second such turn only after a push-back): a model that had read the answer five times
    over ended with none (a probe trace). Its finish stands (a give-up says why); the loop does not
    call the edit again."""
    same = _total_already_right(workspace)
    script = write_script([plan_docx(source_path="inv.docx"), same, same, same, same,
                           finish(False, "the total already reads 9.00; nothing to change"), RESPOND, final()])
    log = tmp_path / "prompts.jsonl"
    res = run_cli("run", "fix the total", "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--record", str(log), env={"NCURATOR_RECORD_PROMPTS": "1"})
    check_stream(res)
    assert len(tool_results(res, "docx_apply_edits")) == 4
    result = res.of_type("task_result")[0]
    assert result["code"] == "failed" and "already reads 9.00" in result["message"]
    turns = [json.loads(line) for line in log.read_text().splitlines() if json.loads(line).get("node") == "docx"]
    assert "no other call is offered now. Call docx_finish" in turns[-1]["prompt"][-1]["content"]


def test_a_task_that_only_adds_may_not_rewrite_a_paragraph(run_cli, write_script, workspace: Path) -> None:
    """"Add a paragraph after the heading" sent as a replace_text of the paragraph there (the new
    text over the old) is refused unapplied when it names no paragraph; naming one, it is made the
    insert it stands for, after that paragraph, then moved after the heading the task names. Every
    old paragraph is kept. A task that also replaces, or a find the task quotes, is not held back
    (erasing_edits)."""
    d = docx.Document()
    d.add_heading("Venue", level=1)
    d.add_paragraph("The hall seats two hundred guests comfortably.")
    d.save(str(workspace / "hall.docx"))
    objective = "Add a paragraph 'Booking confirmed.' right after the first heading of hall.docx and save it as hall-done.docx."
    para = block_id(workspace / "hall.docx", "The hall seats two hundred guests comfortably.")
    rewrite = {"type": "replace_text", "find": "The hall seats two hundred guests comfortably.", "replace": "Booking confirmed."}
    script = write_script([
        plan_docx(objective, source_path="hall.docx", output_path="hall-done.docx"),
        call("docx_apply_edits", source_path="hall.docx", edits=[rewrite]),
        call("docx_apply_edits", source_path="hall.docx", edits=[{**rewrite, "block_id": para}]),
        call("docx_save_output", output_path="hall-done.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("ERASES_TEXT: edit 0 (replace_text) would rewrite 'The hall seats two")
    assert applies[1]["error"] is None
    said = json.loads(applies[1]["output_preview"])["readdressed"]
    assert said[0] == ("edit 0 (replace_text) would have erased 'The hall seats two hundred guests comfortably.', which "
                       "the task does not ask to change; it adds a paragraph, so it was made insert_paragraph after body/p1")
    assert said[1].startswith("edit 0 (insert_paragraph): anchor " + para + " -> body/p0#")
    assert body_texts(workspace / "hall-done.docx") == [
        "Venue", "Booking confirmed.", "The hall seats two hundred guests comfortably."]
    assert body_texts(workspace / "hall.docx") == ["Venue", "The hall seats two hundred guests comfortably."]

    from ncurator_cli.capabilities.docx import erasing_edits

    rewrite = [{"type": "replace_text", "find": "The hall seats two hundred guests comfortably.", "replace": "x"}]
    assert erasing_edits(rewrite, "Add a note to hall.docx and replace the seating line.") == []
    assert erasing_edits(rewrite, "Add 'x' in place of 'The hall seats two hundred guests comfortably.' in hall.docx.") == []
    assert erasing_edits([{"type": "replace_text", "find": "____", "replace": "3"}], "Add the count to the blank in a.docx.") == []


def test_the_tasks_new_value_written_over_other_text_is_refused_and_an_old_value_left_is_pushed_back(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"It should be 3 July 2031, not 9 June 2031 ... everywhere": the new date written over the
    letter's own date is refused unapplied (the document has the old date); one of two old dates
    changed and saved is pushed back once; both changed and saved again stands, the letter's date
    kept."""
    d = docx.Document()
    d.add_paragraph("4 March 2031")
    d.add_paragraph("Your start date is 9 June 2031.")
    d.add_paragraph("Please arrive at 09:00 on 9 June 2031.")
    d.save(str(workspace / "letter.docx"))
    objective = ("The start date in letter.docx is wrong: it should be 3 July 2031, not 9 June 2031. Correct it "
                 "everywhere and save the result as letter-fixed.docx.")
    first = block_id(workspace / "letter.docx", "Your start date is 9 June 2031.")
    script = write_script([
        plan_docx(objective, source_path="letter.docx", output_path="letter-fixed.docx"),
        call("docx_apply_edits", source_path="letter.docx",
             edits=[{"type": "replace_text", "find": "4 March 2031", "replace": "3 July 2031"}]),
        call("docx_apply_edits", source_path="letter.docx",
             edits=[{"type": "replace_text", "find": "9 June 2031", "replace": "3 July 2031", "block_id": first}]),
        call("docx_save_output", output_path="letter-fixed.docx"),
        finish(),
        call("docx_apply_edits", source_path="letter.docx",
             edits=[{"type": "replace_text", "find": "9 June 2031", "replace": "3 July 2031", "all": True}]),
        call("docx_save_output", output_path="letter-fixed.docx", overwrite=True),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("OTHER_TEXT: edit 0 (replace_text) writes '3 July 2031' over '4 March 2031', "
                                          "but the task changes '9 June 2031' to '3 July 2031', and the document has "
                                          "'9 June 2031' in body/p1#")
    assert [a["error"] for a in applies[1:]] == [None, None]
    finishes = tool_results(res, "docx_finish")
    assert finishes[0]["error"].startswith("not finished: in the saved letter-fixed.docx, '9 June 2031' is still in "
                                           "body/p2#")
    assert finishes[1]["error"] is None
    assert body_texts(workspace / "letter-fixed.docx") == [
        "4 March 2031", "Your start date is 3 July 2031.", "Please arrive at 09:00 on 3 July 2031."]
    assert body_texts(workspace / "letter.docx")[1] == "Your start date is 9 June 2031."


def test_a_column_to_fill_left_partly_empty_is_pushed_back_once(run_cli, write_script, workspace: Path,
                                                                allow_policy: Path) -> None:
    """"Fill in the empty Total column": one cell of two filled and saved is pushed back once, naming
    the rows still empty; both filled and saved again stands. Another table's column is no concern."""
    d = docx.Document()
    for cells in ([("Team", "R1", "Total"), ("Owls", "4", "9")],
                  [("Team", "R1", "R2", "Total"), ("Owls", "4", "5", ""), ("Bats", "3", "3", "")]):
        t = d.add_table(rows=len(cells), cols=len(cells[0]))
        for r, row in enumerate(cells):
            for c, text in enumerate(row):
                t.cell(r, c).text = text
    d.save(str(workspace / "scores.docx"))
    objective = "Fill in the empty Total column of the second table in scores.docx and save it as scores2.docx."
    script = write_script([
        plan_docx(objective, source_path="scores.docx", output_path="scores2.docx"),
        call("docx_apply_edits", source_path="scores.docx",
             edits=[{"type": "set_cell_text", "table": 1, "row": 1, "col": 3, "text": "9"}]),
        call("docx_save_output", output_path="scores2.docx"),
        finish(),
        call("docx_apply_edits", source_path="scores.docx",
             edits=[{"type": "set_cell_text", "table": 1, "row": 2, "col": 3, "text": "6"}]),
        call("docx_save_output", output_path="scores2.docx", overwrite=True),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    finishes = tool_results(res, "docx_finish")
    assert finishes[0]["error"].startswith("not finished: in the saved scores2.docx, the 'Total' column of table 1 is "
                                           "still empty in 1 row (first cells: Bats")
    assert finishes[1]["error"] is None
    assert [c.text for c in docx.Document(str(workspace / "scores2.docx")).tables[1].column_cells(3)] == ["Total", "9", "6"]


@pytest.mark.parametrize(("objective", "pairs"), [
    ("It should be 3 July 2031, not 9 June 2031. Correct it everywhere.", [("9 June 2031", "3 July 2031")]),
    ("Change the port from 7001 to 7002 in app.ini", [("7001", "7002")]),
    ("Replace 'Orbit Foods' with 'Lumen' in every document", [("Orbit Foods", "Lumen")]),
    ("The total should read $2,310.75, not $2,301.75.", [("$2,301.75", "$2,310.75")]),
    ("change the listening port of the service to 7002", []),
    ("Rename the file notes.txt to notes.md", []),
    # What the old value is called before it.
    ("In rider.docx replace the name Dan Whitlock with Priya Shah everywhere", [("Dan Whitlock", "Priya Shah")]),
    ("Change the date 9 June 2031 to 3 July 2031.", [("9 June 2031", "3 July 2031")]),
    # The new value first; a sentence's first word is no part of a name.
    ("On Fridays we now close at 5pm instead of 4pm.", [("4pm", "5pm")]),
    ("Use Hall B rather than Hall A for the Tuesday class", [("Hall A", "Hall B")]),
    ("use the new logo instead of the old one", []),
    # A phrase of any case between "every mention of" and "says": the words of the phrase, not its
    # capitalised part alone (a road of the same name stays).
    ("Update the handbook so every mention of the Elm Park depot says Oak Lane depot instead, "
     "and save it.", [("Elm Park depot", "Oak Lane depot")]),
    ("Make all mentions of the old hall read the Scout Hut.", [("old hall", "Scout Hut")]),
])
def test_replacement_pairs(objective: str, pairs: list[tuple[str, str]]) -> None:
    from ncurator_cli.objective import replacement_pairs

    assert replacement_pairs(objective) == pairs


def test_a_change_that_saved_an_unedited_copy_is_pushed_back(run_cli, write_script, workspace: Path) -> None:
    """Saved with no edit applied, the output is a copy of the source: the claim of done is pushed
    back once, and the edit then applied and saved stands."""
    d = docx.Document()
    d.add_paragraph("Desk hours: ____")
    d.save(str(workspace / "hb.docx"))
    script = write_script([
        plan_docx("fill the blank in hb.docx with 3 and save as hb2.docx", source_path="hb.docx"),
        call("docx_save_output", output_path="hb2.docx"),
        finish(),
        call("docx_apply_edits", source_path="hb.docx", edits=[{"type": "replace_text", "find": "____", "replace": "3"}]),
        call("docx_save_output", output_path="hb3.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", "fill the blank", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    pushed = [e for e in res.of_type("activity") if e["action_type"] == "push_back"]
    assert len(pushed) == 1 and "no edit was applied, so hb2.docx is an unchanged copy" in pushed[0]["summary"]
    assert body_texts(workspace / "hb3.docx") == ["Desk hours: 3"]


def test_an_unedited_copy_claimed_twice_stands_only_when_a_copy_is_what_was_asked(
        run_cli, write_script, workspace: Path) -> None:
    """Asked for a copy, a saved copy claimed done again after the push-back stands (exit 0); asked for
    an edit, the same claim fails the run (exit 1), saying no edit was applied, also when the
    objective's verbs are a copy's ("make a copy ... with the prices put up by 10%")."""
    d = docx.Document()
    d.add_paragraph("Desk hours: ____")
    d.save(str(workspace / "hb.docx"))
    for objective, code in (("Save a copy of hb.docx as hb-copy.docx.", 0),
                            ("Make a copy of hb.docx as hb-set-2.docx.", 0),  # a change word in a name only
                            ("Fill in the desk hours in hb.docx with 3 and save it as hb-3.docx.", 1),
                            # Only copy verbs, the change said in other words (a probe's run had ended 0).
                            ("Make a copy of hb.docx as hb-4.docx with the desk hours put up by 10%.", 1)):
        out = objective.split(" as ")[1].split(" ")[0].rstrip(".")
        script = write_script([
            plan_docx(objective, source_path="hb.docx", output_path=out),
            call("docx_save_output", output_path=out),
            finish(), finish(), RESPOND, final(),
        ])
        res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
        assert res.code == code, res.stderr
        result = res.of_type("task_result")[0]
        assert (result["code"] == "ok") is (code == 0)
        if code:
            assert result["message"].startswith(f"claimed success, but no edit was applied: {out} is an unchanged copy")


def test_an_edit_of_table_n_where_the_task_names_another_table_by_its_heading_goes_to_that_table(
    run_cli, write_script, workspace: Path
) -> None:
    """"Delete the rows of the Bookings table whose state is Void": the model sent table 0 (the
    Rooms table, which has a Void row too); the table under the heading "Bookings" is the one the
    task names, so the edit goes there and the result says so. A name no table's heading holds,
    or one that several hold, leaves the edit as it was sent."""
    d = docx.Document()
    d.add_heading("Rooms", level=2)
    rooms = d.add_table(rows=3, cols=2)
    for r, row in enumerate([("Room", "State"), ("Oak", "Open"), ("Elm", "Void")]):
        for c, v in enumerate(row):
            rooms.cell(r, c).text = v
    d.add_heading("Bookings", level=2)
    d.add_paragraph("Received so far:")
    books = d.add_table(rows=4, cols=2)
    for r, row in enumerate([("Ref", "State"), ("B-1", "Paid"), ("B-2", "Void"), ("B-3", "Paid")]):
        for c, v in enumerate(row):
            books.cell(r, c).text = v
    d.save(str(workspace / "venue.docx"))
    objective = "In venue.docx, delete the rows of the Bookings table whose state is Void and save it as venue-clean.docx."
    script = write_script([
        plan_docx(objective, source_path="venue.docx", output_path="venue-clean.docx"),
        call("docx_apply_edits", source_path="venue.docx",
             edits=[{"type": "delete_rows", "table": 0, "where": {"State": "Void"}}]),
        call("docx_save_output", output_path="venue-clean.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    said = json.loads(tool_results(res, "docx_apply_edits")[0]["output_preview"])["readdressed"]
    assert said == ["edit 0 (delete_rows): the task names 'the Bookings table', which is table 1 (after "
                    "'Bookings / Received so far:'), so that table was edited, not table 0"]
    out = docx.Document(str(workspace / "venue-clean.docx"))
    assert [[c.text for c in r.cells] for r in out.tables[1].rows] == [["Ref", "State"], ["B-1", "Paid"], ["B-3", "Paid"]]
    assert len(out.tables[0].rows) == 3  # the Rooms table as it was
    assert len(docx.Document(str(workspace / "venue.docx")).tables[1].rows) == 4

    from ncurator_cli.capabilities.docx import named_table
    from ncurator_cli.docx import DocxDocument

    doc = DocxDocument.open(workspace / "venue.docx")
    assert named_table(doc, objective) == (1, "the Bookings table", "Bookings / Received so far:")
    assert named_table(doc, "delete the Void rows of the first table") is None
    assert named_table(doc, "delete the Void rows of the Parking table") is None
    assert named_table(doc, "delete the Void rows of the State table") is None  # no heading says it


def test_a_sort_in_the_order_opposite_to_the_tasks_words_is_sorted_as_the_task_says(
    run_cli, write_script, workspace: Path
) -> None:
    """"Sort the rows alphabetically by name": the model sent descending=true; the objective's
    words decide the order, and the result says so."""
    d = docx.Document()
    t = d.add_table(rows=4, cols=2)
    for r, row in enumerate([("Name", "Desk"), ("Orla", "4"), ("Bede", "9"), ("Kit", "2")]):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.save(str(workspace / "desks.docx"))
    objective = "Sort the rows of the table in desks.docx alphabetically by name and save it as desks-sorted.docx."
    script = write_script([
        plan_docx(objective, source_path="desks.docx", output_path="desks-sorted.docx"),
        call("docx_apply_edits", source_path="desks.docx",
             edits=[{"type": "sort_rows", "by": ["Name"], "descending": True}]),
        call("docx_save_output", output_path="desks-sorted.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    said = json.loads(tool_results(res, "docx_apply_edits")[0]["output_preview"])["readdressed"]
    assert said == ["edit 0 (sort_rows): the task asks for ascending order, so descending=false"]
    out = docx.Document(str(workspace / "desks-sorted.docx"))
    assert [r.cells[0].text for r in out.tables[0].rows] == ["Name", "Bede", "Kit", "Orla"]

    from ncurator_cli.capabilities.docx import sort_descending

    assert sort_descending("order the price list by price, highest first") is True
    assert sort_descending("list them Z to A") is True and sort_descending("in reverse alphabetical order") is True
    assert sort_descending("oldest first") is False and sort_descending("sort by surname") is None
    assert sort_descending("alphabetically, but the largest first") is None  # both: the model's choice stands


def test_placeholders_the_objective_gives_values_for_are_filled_by_the_host(run_cli, write_script,
                                                                            workspace: Path) -> None:
    """Guided mode: "[DAY] = ..., [ROOM] = ..." with both placeholders in the template: the host's
    first call replaces each everywhere, keeps the run's bold, saves the copy and finishes with no
    model turn; the template is unchanged. One placeholder the document lacks leaves it to the model."""
    from ncurator_cli.objective import placeholder_fills

    d = docx.Document()
    p = d.add_paragraph("Meet on ")
    p.add_run("[DAY]").bold = True
    p.add_run(" in [ROOM].")
    d.add_paragraph("Bring your notes to [ROOM].")
    d.save(str(workspace / "note_template.docx"))
    before = (workspace / "note_template.docx").read_bytes()
    objective = ("Fill in note_template.docx and save it as note.docx: [DAY] = Friday 6 March, "
                 "[ROOM] = Hall B, east wing.")
    script = write_script([plan_docx(objective, source_path="note_template.docx", output_path="note.docx"), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided")
    assert res.code == 0, res.stderr
    out = docx.Document(str(workspace / "note.docx"))
    assert [q.text for q in out.paragraphs] == ["Meet on Friday 6 March in Hall B, east wing.",
                                                "Bring your notes to Hall B, east wing."]
    assert [r.text for r in out.paragraphs[0].runs if r.bold] == ["Friday 6 March"]
    assert (workspace / "note_template.docx").read_bytes() == before
    assert placeholder_fills(objective) == [("[DAY]", "Friday 6 March"), ("[ROOM]", "Hall B, east wing")]
    assert placeholder_fills("Fill {{name}}: \"Ola Berg\" and {{ref}} -> A-17.") == [("{{name}}", "Ola Berg"),
                                                                                    ("{{ref}}", "A-17")]
    assert placeholder_fills("Set the fee in a.docx to 40.") == []


def test_a_tables_empty_column_is_filled_from_a_data_file_by_the_host(run_cli, write_script, workspace: Path) -> None:
    """Guided mode: "fill in the empty Host column of rota.docx from hosts.csv (match on event and
    day)": the table and the CSV share Event, Day and Host; each empty Host cell takes the host of
    the one record with its row's event and day (case and spacing aside), by the host's first call,
    with no values step and no model turn; the copy is saved, the source unchanged, a spacer row left.
    Rows of the CSV that match on one key only (the same event another day) fill nothing."""
    d = docx.Document()
    d.add_paragraph("Rota")
    t = d.add_table(rows=6, cols=3)
    cells = [("Event", "Day", "Host"), ("Quiz", "Monday", ""), ("Quiz", "Friday", ""), ("Open mic", "friday", ""),
             ("", "", ""), ("Film club", "Sunday", "Ravi")]
    for r, row in enumerate(cells):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    t.cell(1, 0).paragraphs[0].runs[0].bold = True
    d.save(str(workspace / "rota.docx"))
    before = (workspace / "rota.docx").read_bytes()
    (workspace / "hosts.csv").write_text("event,day,host\nQuiz,Friday,Mo Adeyemi\nOpen  Mic,Friday,Lee Park\n"
                                         "Quiz,Monday,Ann Lowe\nFilm club,Sunday,Tess Gray\nChess,Monday,Bo Li\n")
    objective = ("Fill in the empty Host column of the table in rota.docx from hosts.csv (match each row on event and "
                 "day) and save the result as rota_filled.docx.")
    script = write_script([final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided")
    assert res.code == 0, res.stderr
    plan = res.of_type("plan_created")[0]["plan"]
    assert [(p["kind"], p.get("inputs")) for p in plan] == [("docx", ["hosts.csv"])]
    table = docx.Document(str(workspace / "rota_filled.docx")).tables[0]
    assert [[c.text for c in row.cells] for row in table.rows] == [
        ["Event", "Day", "Host"], ["Quiz", "Monday", "Ann Lowe"], ["Quiz", "Friday", "Mo Adeyemi"],
        ["Open mic", "friday", "Lee Park"], ["", "", ""], ["Film club", "Sunday", "Ravi"]]
    assert table.cell(1, 0).paragraphs[0].runs[0].bold
    assert (workspace / "rota.docx").read_bytes() == before


def test_figures_per_row_label_are_filled_in_place_by_the_host(run_cli, write_script, workspace: Path,
                                                               allow_policy: Path) -> None:
    """Guided mode: "fill in the Shifts and Hours columns ... from the shift log, including the Total
    row, in the same document": counts and hours per volunteer worked out by the host (no values
    script, no model turn), saved in place with the policy's approval; the bold total label kept."""
    d = docx.Document()
    d.add_paragraph("March")
    t = d.add_table(rows=4, cols=3)
    for r, row in enumerate([("Volunteer", "Shifts", "Hours"), ("Ann Bell", "", ""), ("Raj Patel", "", ""),
                             ("Total", "", "")]):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    t.cell(3, 0).paragraphs[0].runs[0].bold = True
    d.save(str(workspace / "hours.docx"))
    (workspace / "shifts.csv").write_text("date,volunteer,start,end\n2024-03-02,Ann Bell,10:00,13:30\n"
                                          "2024-03-02,Raj Patel,13:30,16:15\n2024-03-09,Ann Bell,09:00,10:00\n")
    objective = ("Please fill in the Shifts and Hours columns of the table in hours.docx using shifts.csv, including "
                 "the Total row. Save the changes in the same document.")
    script = write_script([final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    calls = [(e["tool_name"], e["tool_call_id"].split(":")[1]) for e in res.of_type("tool_call_started")]
    assert calls[:2] == [("docx_apply_edits", "pre0"), ("docx_save_output", "pre1")], calls
    assert calls[-1][0] == "docx_finish", calls
    assert [e["action"] for e in res.of_type("approval_required")] == ["docx_overwrite"]
    assert not [e for e in res.of_type("model_request_completed") if e.get("node") == "docx"]  # no model turn
    plan = res.of_type("plan_created")[0]["plan"]
    assert [(p["kind"], p.get("inputs")) for p in plan] == [("docx", ["shifts.csv"])]
    table = docx.Document(str(workspace / "hours.docx")).tables[0]
    assert [[c.text for c in row.cells] for row in table.rows] == [
        ["Volunteer", "Shifts", "Hours"], ["Ann Bell", "2", "4.5"], ["Raj Patel", "1", "2.75"], ["Total", "3", "7.25"]]
    assert table.cell(3, 0).paragraphs[0].runs[0].bold


def test_a_section_the_objective_names_is_deleted_by_the_host(run_cli, write_script, workspace: Path) -> None:
    """Guided mode: "delete the whole 'Parking' section": the host's first call deletes its heading
    and every block under it (a subheading of a lower level, a table, bullets) up to the next
    heading of its level, saves the copy and finishes with no model turn; the source is unchanged.
    A heading named twice, or none, leaves the task to the model."""
    from ncurator_cli.capabilities.docx import section_blocks

    d = docx.Document()
    d.add_heading("Notes", level=1)
    d.add_heading("Parking", level=2)
    d.add_paragraph("Use the back lot.")
    d.add_heading("Fees", level=3)
    t = d.add_table(rows=1, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text = "Car", "3"
    d.add_paragraph("No vans.", style="List Bullet")
    d.add_heading("Parking permits", level=2)
    d.add_paragraph("Ask the office.")
    d.save(str(workspace / "notes.docx"))
    before = (workspace / "notes.docx").read_bytes()
    objective = "Delete the whole 'Parking' section from notes.docx and save the result as notes2.docx."
    script = write_script([plan_docx(objective, source_path="notes.docx", output_path="notes2.docx"), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided")
    assert res.code == 0, res.stderr
    out = docx.Document(str(workspace / "notes2.docx"))
    assert [p.text for p in out.paragraphs] == ["Notes", "Parking permits", "Ask the office."] and not out.tables
    assert (workspace / "notes.docx").read_bytes() == before
    blocks = [{"id": "body/p0#a", "kind": "paragraph", "level": "1", "text": "Parking"},
              {"id": "body/p1#b", "kind": "paragraph", "text": "x"},
              {"id": "body/p2#c", "kind": "paragraph", "level": "1", "text": "Parking"}]
    assert section_blocks(blocks, "Delete the Parking section") == []  # two headings of that text
    assert section_blocks(blocks[:2], "Delete the Fees section") == []
    assert section_blocks(blocks[:2], "Delete the Parking section") == ["body/p0#a", "body/p1#b"]
    # Only an order whose object is the section itself: a block inside it is no section to delete.
    from ncurator_cli.capabilities.docx import _DELETE_SECTION

    for order in ("Delete the whole 'Car parking' section and save it", "Remove the section called Parking",
                  "delete the Fees section - its heading and everything under it"):
        assert _DELETE_SECTION.search(order), order
    for order in ("Delete the paragraph in the Budget section", "Remove the Budget section's table",
                  "Remove the duplicate row in the Budget section's table", "delete the table in the Fees section",
                  "Delete the second bullet of the Risks section"):
        assert not _DELETE_SECTION.search(order), order


def test_a_value_changed_everywhere_is_replaced_by_the_host_and_saved_in_place_under_its_own_name(
        run_cli, write_script, workspace: Path, tmp_path: Path) -> None:
    """Guided mode: "moving check-out from 10:00 to 11:00: change it everywhere in welcome.docx and
    save it under the same name": the host's first call replaces 10:00 in a bold run and a table cell
    (the arrival time and the bold kept); the model's save to `workspace/welcome.docx` (the workspace
    named as a folder) goes over the document itself, not into a new `workspace/` folder. Without
    "everywhere" the host makes no edit of its own."""
    d = docx.Document()
    p = d.add_paragraph("Arrive from 16:00. Please leave by ")
    p.add_run("10:00").bold = True
    p.add_run(" on your last day.")
    t = d.add_table(rows=2, cols=2)
    for r, row in enumerate((("Time", "Details"), ("Check-out", "by 10:00"))):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.save(str(workspace / "welcome.docx"))
    policy = tmp_path / "allow.toml"
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n')
    objective = ("We're moving check-out from 10:00 to 11:00. Please change it everywhere it appears in welcome.docx, "
                 "keeping the formatting, and save it under the same name.")
    script = write_script([plan_docx(objective, source_path="welcome.docx", outputs=["welcome.docx"]),
                           call("docx_save_output", output_path="workspace/welcome.docx", overwrite=True),
                           finish(), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(policy))
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["tool_name"] == "docx_apply_edits"
    assert first["input"]["edits"] == [{"type": "replace_text", "find": "10:00", "replace": "11:00", "all": True}]
    assert not (workspace / "workspace").exists()
    out = docx.Document(str(workspace / "welcome.docx"))
    assert out.paragraphs[0].text == "Arrive from 16:00. Please leave by 11:00 on your last day."
    assert [r.text for r in out.paragraphs[0].runs if r.bold] == ["11:00"]
    assert [[c.text for c in row.cells] for row in out.tables[0].rows] == [["Time", "Details"], ["Check-out", "by 11:00"]]
    # Not said everywhere: a value that may be one of several is the model's to place.
    objective = "Change the check-out time in welcome.docx from 11:00 to 10:30 and save it as welcome2.docx."
    script = write_script([plan_docx(objective, source_path="welcome.docx", output_path="welcome2.docx"),
                           call("docx_finish", success=False, summary="not done"), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided")
    assert res.of_type("tool_call_started")[0]["tool_name"] == "docx_finish"


def test_a_phrase_replaced_everywhere_keeps_each_places_case_and_the_rest_of_the_task_is_the_models(
        run_cli, write_script, workspace: Path, tmp_path: Path) -> None:
    """Guided mode: "every mention of the Elm Park depot says Oak Lane depot instead,
    and put the new address in the contacts table": the host's first call replaces the phrase as
    each place writes it ("Depot" in a heading, "depot" in the text, split over a bold
    run), not "Elm Park" of the roundabout; the address is a further part of the task, so the host
    does not finish on its own edits: the model's edit and save follow."""
    d = docx.Document()
    d.add_heading("Your test at Elm Park Depot", level=1)
    p = d.add_paragraph("Meet at the ")
    p.add_run("Elm Park").bold = True
    p.add_run(" depot, past Elm Park roundabout.")
    t = d.add_table(rows=2, cols=2)
    for r, row in enumerate((("Contact", "Detail"), ("Centre address", "1 Old Road"))):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.save(str(workspace / "hb.docx"))
    policy = tmp_path / "allow.toml"
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n')
    objective = ("Please update hb.docx so every mention of the Elm Park depot says Oak Lane depot "
                 "instead, and put the new address (2 New Road) in the contacts table. Save it as hb2.docx.")
    script = write_script([plan_docx(objective, source_path="hb.docx", output_path="hb2.docx"),
                           call("docx_apply_edits", source_path="hb.docx",
                                edits=[{"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "2 New Road"}]),
                           call("docx_save_output", output_path="hb2.docx"), finish(), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(policy))
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["input"]["edits"] == [
        {"type": "replace_text", "find": "Elm Park Depot", "replace": "Oak Lane Depot", "all": True},
        {"type": "replace_text", "find": "Elm Park depot", "replace": "Oak Lane depot", "all": True}]
    out = docx.Document(str(workspace / "hb2.docx"))
    assert out.paragraphs[0].text == "Your test at Oak Lane Depot"
    assert out.paragraphs[1].text == "Meet at the Oak Lane depot, past Elm Park roundabout."
    assert out.tables[0].cell(1, 1).text == "2 New Road"
    # Replacements alone: the host's edits are the whole change, and it finishes on them.
    assert not more_asked("Make every mention of the old hall say the Scout Hut, and save it as b.docx.")
    assert more_asked(objective)


def test_every_price_put_up_by_a_percentage_is_the_hosts_first_call_rounded_with_the_year_replaced(
        run_cli, write_script, workspace: Path) -> None:
    """Guided mode: "save a copy as list2.docx with every price put up by 10%, rounded to the nearest
    50p, and the year changed from 2024 to 2025": the host's first call adjusts the money column
    (the total row and the paragraphs' "10%" and "48 hours" left) and replaces the year; the host
    saves the new output at the model's finish. The source stays as it was."""
    d = docx.Document()
    d.add_paragraph("Price List 2024")
    t = d.add_table(rows=4, cols=2)
    for r, row in enumerate((("Service", "Price"), ("Cut", "£32.00"), ("Trim", "£6.50"), ("Total", "£38.50"))):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    t.cell(1, 1).paragraphs[0].runs[0].bold = True
    d.add_paragraph("Book 48 hours ahead. Students get 10% off. Valid from 1 January 2024.")
    d.save(str(workspace / "list.docx"))
    before = (workspace / "list.docx").read_bytes()
    objective = ("Save a copy of list.docx as list2.docx with every price put up by 10%, rounded to the nearest 50p, "
                 "and the year changed from 2024 to 2025.")
    script = write_script([plan_docx(objective, source_path="list.docx", output_path="list2.docx"), finish(), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided")
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["input"]["edits"] == [
        {"type": "adjust_numbers", "table": 0, "column": "Price", "percent": 10.0, "round_to": 0.5},
        {"type": "replace_text", "find": "2024", "replace": "2025", "all": True}]
    out = docx.Document(str(workspace / "list2.docx"))
    assert [p.text for p in out.paragraphs] == ["Price List 2025",
                                                "Book 48 hours ahead. Students get 10% off. Valid from 1 January 2025."]
    assert [[c.text for c in row.cells] for row in out.tables[0].rows] == [
        ["Service", "Price"], ["Cut", "£35.00"], ["Trim", "£7.00"], ["Total", "£38.50"]]
    assert all(r.bold for r in out.tables[0].cell(1, 1).paragraphs[0].runs)
    assert (workspace / "list.docx").read_bytes() == before


def test_a_cell_set_in_a_row_the_task_does_not_describe_goes_to_the_row_it_describes_by_several_cells(
        run_cli, write_script, workspace: Path) -> None:
    """"Priya teaches the Wednesday 18:30 Vinyasa class instead of Tom": no one value names the row
    (Wednesday, 18:30 and Vinyasa are each in two rows), their combination does; a set_cell_text of
    the Monday 18:30 Vinyasa row's teacher is made in the Wednesday one, and its text written as a
    row's address ("Teacher=Priya Shah") is the name alone. The edited column and the new text count
    for no row; a tie (two rows described as well) leaves the model's row."""
    from ncurator_cli.capabilities.docx import _described_row

    rows = [("Day", "Time", "Class", "Teacher"), ("Monday", "18:30", "Vinyasa", "Tom Reed"),
            ("Wednesday", "09:30", "Pregnancy", "Priya Shah"), ("Wednesday", "18:30", "Vinyasa", "Tom Reed"),
            ("Saturday", "10:00", "Vinyasa", "Tom Reed")]
    d = docx.Document()
    t = d.add_table(rows=len(rows), cols=4)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.save(str(workspace / "tt.docx"))
    objective = ("Priya Shah teaches the Wednesday 18:30 Vinyasa class instead of Tom Reed from now on. Update tt.docx "
                 "and save it as tt2.docx.")
    script = write_script([plan_docx(objective, source_path="tt.docx", output_path="tt2.docx"),
                           call("docx_apply_edits", source_path="tt.docx",
                                edits=[{"type": "set_cell_text", "table": 0, "row": 1, "col": 3,
                                        "text": "Teacher=Priya Shah"}]),
                           finish(), RESPOND, final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    got = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "tt2.docx")).tables[0].rows]
    assert got[1][3] == "Tom Reed" and got[3][3] == "Priya Shah" and got[2][3] == "Priya Shah" and got[4][3] == "Tom Reed"
    grid = [list(r) for r in rows]
    assert _described_row(grid, 1, 3, objective, "Priya Shah") == 3
    assert _described_row(grid, 3, 3, objective, "Priya Shah") is None  # already the row it describes
    assert _described_row(grid, 1, 3, "Move the 18:30 Vinyasa classes to Anna.", "Anna") is None  # a tie
    assert _described_row(grid, 4, 3, "Anna takes the Vinyasa class on Saturday.", "Anna") is None
    # A part of a longer cell and a date's day count too: the trip "on the 20th" to St Albans is the
    # Thu 20 Mar row, not the row holding the names that take the booking over (Ramblers, Pat Okafor).
    trips = [["Date", "Group", "Destination", "Driver", "Seats"],
             ["Thu 13 Mar", "Chess Club", "County League, St Albans", "Sue Marsh", "8"],
             ["Thu 20 Mar", "Chess Club", "County League, St Albans", "Sue Marsh", "8"],
             ["Sat 29 Mar", "Ramblers", "Tring Park", "Pat Okafor", "10"]]
    taken = ("The Chess Club's St Albans trip on the 20th is cancelled and the Ramblers have the minibus that day "
             "instead, 11 seats, Pat Okafor driving.")
    assert _described_row(trips, 3, 4, taken, "11") == 2
    assert _described_row(trips, 1, 4, taken, "11") == 2
    assert _described_row(trips, 3, 4, taken.replace("on the 20th ", ""), "11") is None  # 13th and 20th tie
    # The edited cell's old value describes its row too ("on 12 April has been moved to 26 April"), and
    # a table edit naming no table in a document of two alike goes to the table holding that row.
    from ncurator_cli.capabilities.docx import described_table

    u12 = [["Date", "Opponent", "Venue"], ["Sat 8 Mar", "Harton Rovers", "Away"], ["Sat 12 Apr", "Harton Rovers", "Home"]]
    u14 = [["Date", "Opponent", "Venue"], ["Sun 9 Mar", "Harton Rovers", "Home"], ["Sun 13 Apr", "Harton Rovers", "Away"]]
    moved = "The U12s' home game v Harton Rovers on 12 April has been moved to Saturday 26 April."
    assert _described_row(u12, 1, 0, moved, "Sat 26 Apr") == 2
    assert described_table({0: u12, 1: u14}, moved) == 0
    assert described_table({0: u12, 1: u14}, "The Harton Rovers game has moved.") is None


def test_a_failed_values_step_leaves_the_document_edit_to_run_with_the_files_records(
        run_cli, write_script, workspace: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A document filled from a CSV is planned as a read-only values step (a helper, half the time
    budget) and the edit. When the helper fails, the edit still runs, and its first message has the
    CSV's records in the helper's result; the run's outcome is the edit's."""
    d = docx.Document()
    t = d.add_table(rows=3, cols=2)
    for (r, c), text in {(0, 0): "Name", (0, 1): "Fee", (1, 0): "Ann", (2, 0): "Bob"}.items():
        t.cell(r, c).text = text
    d.save(str(workspace / "offer.docx"))
    (workspace / "fees.csv").write_text("name,hours,rate\nAnn,2,6\nBob,3,5\n")
    objective = "Fill the Fee column of offer.docx with hours times rate from fees.csv and save it as offer-b.docx."
    record = tmp_path / "record.jsonl"
    monkeypatch.setenv("NCURATOR_RECORD_PROMPTS", "1")
    script = write_script([
        {"node": "terminal_exec", "content": "FAILED: the values cannot be worked out here."},
        call("docx_apply_edits", source_path="offer.docx",
             edits=[{"type": "set_cell_text", "row": "Ann", "col": "Fee", "text": "12"},
                    {"type": "set_cell_text", "row": "Bob", "col": "Fee", "text": "15"}]),
        call("docx_save_output", output_path="offer-b.docx"),
        finish(), final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--record", str(record))
    assert res.code == 0, res.stderr
    plan = res.of_type("plan_created")[0]["plan"]
    assert [(p["kind"], p.get("helper")) for p in plan] == [("terminal_exec", True), ("docx", None)]
    budgets = [a for a in res.of_type("activity") if a["action_type"] == "task_budget"]
    assert len(budgets) == 1 and budgets[0]["task_id"] == "t1" and "a helper step" in budgets[0]["summary"]
    assert [(e["task_id"]) for e in res.of_type("task_failed")] == ["t1"]
    assert [e["task_id"] for e in res.of_type("task_completed")] == ["t2"]
    prompts = [json.loads(line) for line in record.read_text().splitlines()]
    docx_first = next(p for p in prompts if p["node"] == "docx")["prompt"]
    told = "\n".join(str(m.get("content")) for m in docx_first)
    assert "The values were not worked out; the files they come from, as records:" in told
    assert "The records of fees.csv:\n{'name': 'Ann', 'hours': 2, 'rate': 6}\n{'name': 'Bob', 'hours': 3, 'rate': 5}" in told
    cells = [c.text for c in docx.Document(str(workspace / "offer-b.docx")).tables[0]._cells]
    assert cells == ["Name", "Fee", "Ann", "12", "Bob", "15"]


def test_a_failed_helpers_records_are_those_holding_a_name_the_objective_writes(tmp_path: Path) -> None:
    """The records a failed values step leaves are narrowed to the rows holding a name the task
    writes as a whole field (Lane, not Lane-Ward): a whole timesheet made a prompt too long to read
    in time. With no such row, every record is shown (bounded)."""
    rows = ["day,client,hours"] + [f"2026-04-{d:02},{c},{d % 3 + 1}" for d in range(1, 29)
                                   for c in ("Lane", "Lane-Ward", "Odum")]
    (tmp_path / "log.csv").write_text("\n".join(rows) + "\n")
    told = helper_fallback(tmp_path, ["log.csv"], "Bill Ms Lane for April from log.csv into bill.docx.")
    assert told.startswith("The records of log.csv that hold lane (28 of 84):\n{'day': '2026-04-01', 'client': 'Lane'")
    assert "Lane-Ward" not in told and "Odum" not in told and "more)" not in told
    every = helper_fallback(tmp_path, ["log.csv"], "Bill Ms Pryce for April from log.csv into bill.docx.")
    assert every.startswith("The records of log.csv:\n") and "Odum" in every and every.endswith("more)")
    assert len(every) < HELPER_FALLBACK_CHARS + 200


def test_a_date_column_sorts_in_time_order_and_a_tracked_mode_the_task_never_asked_for_is_direct(
    run_cli, write_script, workspace: Path
) -> None:
    """A fixture moved to a later date and its row moved into date order: dates without a year
    sort as dates ("Sat 7 June" after "Sat 24 May", which text order puts first). The model sent
    mode "tracked", which the task never asked for and which cannot show a row move: the edits
    are direct and the result says so. A block id given as its hash alone is completed."""
    d = docx.Document()
    d.add_paragraph("Fixtures")
    t = d.add_table(rows=4, cols=2)
    for r, row in enumerate([("Date", "Opponent"), ("Sat 10 May", "Ashby"), ("Sat 17 May", "Oldcote"),
                             ("Sat 24 May", "Brent")]):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_paragraph("All games start at 2pm.")
    d.save(str(workspace / "games.docx"))
    from ncurator_cli.docx import DocxDocument

    tail = DocxDocument.open(workspace / "games.docx").block_ids()[-1]
    assert tail.startswith("body/p1#")
    objective = ("The game against Oldcote on Sat 17 May moved to Sat 7 June. In games.docx change its date, keep "
                 "the table in date order, add a line 'Updated 1 May.' at the end, and save it as games_v2.docx.")
    script = write_script([
        plan_docx(objective, source_path="games.docx", output_path="games_v2.docx"),
        call("docx_apply_edits", source_path="games.docx", mode="tracked", edits=[
            {"type": "set_cell_text", "row": "Oldcote", "col": "Date", "text": "Sat 7 June"},
            {"type": "sort_rows", "by": ["Date"]},
            {"type": "insert_paragraph", "anchor_id": tail.split("#")[1], "position": "after",
             "text": "Updated 1 May."}]),
        call("docx_save_output", output_path="games_v2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0, res.stderr
    said = json.loads(tool_results(res, "docx_apply_edits")[0]["output_preview"])["readdressed"]
    assert f"edit 2 (insert_paragraph): anchor_id {tail.split('#')[1]!r} is {tail}" in said
    assert "mode: the task does not ask for tracked changes, so the edits are direct" in said
    out = docx.Document(str(workspace / "games_v2.docx"))
    assert [r.cells[0].text for r in out.tables[0].rows] == ["Date", "Sat 10 May", "Sat 24 May", "Sat 7 June"]
    assert [r.cells[1].text for r in out.tables[0].rows][1:] == ["Ashby", "Brent", "Oldcote"]
    assert [p.text for p in out.paragraphs][-1] == "Updated 1 May."
    assert b"w:ins" not in (workspace / "games_v2.docx").read_bytes()  # direct edits: no revision marks

    from ncurator_cli.capabilities.docx import TOOLS, asks_tracking, without_mode

    assert asks_tracking("make the change with tracked changes on") and asks_tracking("redline the contract")
    assert asks_tracking("track changes so I can review them") and not asks_tracking("move its row")
    spec = next(t for t in without_mode(TOOLS) if t.name == "docx_apply_edits")
    assert "mode" not in spec.parameters["properties"] and "tracked" not in spec.description
    assert "mode" in next(t for t in TOOLS if t.name == "docx_apply_edits").parameters["properties"]


def test_a_columns_header_rewritten_for_its_values_is_refused_and_the_cells_are_set_instead(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"Recompute the Amount column": a replace_text of the header "Amount" is refused unapplied
    (a 1.5B model wrote a formula over it); the cells set by set_cell_text stand, the header kept."""
    d = docx.Document()
    t = d.add_table(rows=3, cols=3)
    for r, row in enumerate([["Item", "Qty", "Amount"], ["Paint", "2", "10.00"], ["Brush", "3", "9.00"]]):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.save(str(workspace / "estimate.docx"))
    objective = "Recompute the Amount column of estimate.docx as Qty × 6.00 and save the result as estimate-2.docx."
    script = write_script([
        plan_docx(objective, source_path="estimate.docx", output_path="estimate-2.docx"),
        call("docx_apply_edits", source_path="estimate.docx",
             edits=[{"type": "replace_text", "find": "Amount", "replace": "Qty × 6.00"}]),
        call("docx_apply_edits", source_path="estimate.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Paint", "col": "Amount", "text": "12.00"},
                    {"type": "set_cell_text", "table": 0, "row": "Brush", "col": "Amount", "text": "18.00"}]),
        call("docx_save_output", output_path="estimate-2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("HEADER_TEXT: edit 0 (replace_text) would rewrite 'Amount', the header of a "
                                          "column of table 0")
    assert applies[1]["error"] is None
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "estimate-2.docx")).tables[0].rows]
    assert cells == [["Item", "Qty", "Amount"], ["Paint", "2", "12.00"], ["Brush", "3", "18.00"]]


def test_a_rows_own_name_written_into_another_of_its_cells_is_refused_and_the_new_value_stands(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"Move the bottle tombola to pitch 12": a 1.5B model wrote "Bottle tombola" over the row's
    pitch. Refused unapplied (ROW_LABEL), naming both cells; the pitch set to 12 then stands. A
    number both cells hold, or a cell written with its own text, is no row name."""
    table_doc(workspace / "plan.docx", [("Stall", "Pitch", "Holder"), ("Bottle tombola", "7", "Ann"),
                                        ("Cakes", "4", "Raj")])
    objective = "Move the bottle tombola to pitch 12 in plan.docx and save it as plan2.docx."
    script = write_script([
        plan_docx(objective, source_path="plan.docx", output_path="plan2.docx"),
        call("docx_apply_edits", source_path="plan.docx",
             edits=[{"type": "set_cell_text", "row": 1, "col": "Pitch", "text": "Bottle tombola"}]),
        call("docx_apply_edits", source_path="plan.docx",
             edits=[{"type": "set_cell_text", "row": "Bottle tombola", "col": "Pitch", "text": "12"}]),
        call("docx_save_output", output_path="plan2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("ROW_LABEL: edit 0 (set_cell_text) writes 'Bottle tombola' into the 'Pitch' "
                                          "cell of row 1 of table 0, but that is the row's own 'Stall' cell"), \
        applies[0]["error"]
    assert applies[1]["error"] is None
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "plan2.docx")).tables[0].rows]
    assert cells == [["Stall", "Pitch", "Holder"], ["Bottle tombola", "12", "Ann"], ["Cakes", "4", "Raj"]]
    one = [{"type": "set_cell_text", "text": "10"}]
    rows = [["Item", "Qty", "Total"], ["Pens", "10", "5"]]
    assert label_cells({0: rows}, one, {"results": [{"targets": ["body/t0/r1c2#ab12"]}]}) == []
    assert label_cells({0: rows}, [{"type": "set_cell_text", "text": "Pens"}],
                       {"results": [{"targets": ["body/t0/r1c0#ab12"]}]}) == []


def test_a_value_written_over_a_header_cell_or_a_forms_label_is_refused_and_a_forms_value_is_not(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """A date set over the header "Studio" (a 1.5B model, asked to date a price change) is refused
    unapplied, naming the column; the price set in its row stands. In a label | value form the first
    row is a field, not a header: its value cell may be set, its label may not."""
    table_doc(workspace / "prices.docx", [("Studio", "Hourly price"), ("Small room", "£12.00"), ("Large room", "£20.00")],
              paragraphs=("Prices below apply from the date shown.",))
    objective = "In prices.docx the large room now costs £24.00 from 3 March 2026; save it as prices-new.docx."
    script = write_script([
        plan_docx(objective, source_path="prices.docx", output_path="prices-new.docx"),
        call("docx_apply_edits", source_path="prices.docx",
             edits=[{"type": "set_cell_text", "row": 0, "col": 0, "text": "3 March 2026"}]),
        call("docx_apply_edits", source_path="prices.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Large room", "col": 1, "text": "£24.00"}]),
        call("docx_save_output", output_path="prices-new.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("HEADER_TEXT: edit 0 (set_cell_text) would write '3 March 2026' over "
                                          "'Studio', which labels a row or column of table 0"), applies[0]["error"]
    assert applies[1]["error"] is None
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "prices-new.docx")).tables[0].rows]
    assert cells == [["Studio", "Hourly price"], ["Small room", "£12.00"], ["Large room", "£24.00"]]

    form = [["Applicant", "Dana Reyes"], ["Course", "Pottery"], ["Start", "Monday"]]
    one = [{"type": "set_cell_text", "table": 0}]
    assert header_cells({0: form}, one, {"results": [{"targets": ["body/t0/r0c1#ab12"]}]}, "Change the applicant.") == []
    assert header_cells({0: form}, one, {"results": [{"targets": ["body/t0/r0c0#ab12"]}]}, "Change the applicant.")
    assert header_cells({0: form}, one, {"results": [{"targets": ["body/t0/r0c0#ab12"]}]}, "Rename the heading.") == []
    assert header_cells({0: form}, one, {"results": [{"targets": ["body/t0/r1c0#ab12"]}]}, "Change the course.") == []
    sums = [["Week 1", "Week 2"], ["4", "5"]]
    assert header_cells({0: sums}, one, {"results": [{"targets": ["body/t0/r0c0#ab12"]}]}, "Set week one to 6.") == []


def test_a_value_written_over_a_column_the_task_gives_to_work_from_is_refused(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"Hours x the rate already in the table": a new rate set over the given one is refused
    unapplied, naming the column; the hours and amounts set after it stand, the rates kept."""
    table_doc(workspace / "bill.docx", [("Job", "Hours", "Rate", "Amount"), ("Pruning", "", "30.00", ""),
                                        ("Weeding", "", "22.00", "")])
    objective = ("Complete bill.docx: pruning took 2 hours and weeding 3; each amount is hours x the rate already in "
                 "the table. Save it in place.")
    script = write_script([
        plan_docx(objective, source_path="bill.docx", output_path="bill.docx"),
        call("docx_apply_edits", source_path="bill.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Pruning", "col": "Rate", "text": "60.00"}]),
        call("docx_apply_edits", source_path="bill.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Pruning", "col": "Hours", "text": "2"},
                    {"type": "set_cell_text", "table": 0, "row": "Pruning", "col": "Amount", "text": "60.00"},
                    {"type": "set_cell_text", "table": 0, "row": "Weeding", "col": "Hours", "text": "3"},
                    {"type": "set_cell_text", "table": 0, "row": "Weeding", "col": "Amount", "text": "66.00"}]),
        call("docx_save_output", output_path="bill.docx", overwrite=True),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("GIVEN_VALUE: edit 0 (set_cell_text) would write '60.00' over '30.00' in the "
                                          "'Rate' column of table 0, which the task gives"), applies[0]["error"]
    assert applies[1]["error"] is None
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "bill.docx")).tables[0].rows]
    assert cells == [["Job", "Hours", "Rate", "Amount"], ["Pruning", "2", "30.00", "60.00"], ["Weeding", "3", "22.00", "66.00"]]
    assert given_names("Multiply by the existing unit prices; keep the discounts as they are.") == [
        "unit prices", "prices", "discounts"]
    assert given_names("Do not change the quantity column.") == ["quantity"]
    assert given_names("Raise the rates already in the table by 5%.") == [] == given_names("Update the existing fees.")


def test_one_batch_setting_a_cell_to_two_values_is_refused_unapplied(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """A batch that sets one cell to "Indoor" and then to "Outdoor" (a 1.5B model unsure which
    the task meant) changes nothing and names both edits; the batch after it stands."""
    table_doc(workspace / "plan.docx", [("Session", "Day", "Setting"), ("Yoga", "Mon", "Indoor"),
                                        ("Circuits", "Wed", "Indoor")])
    objective = "Circuits on Wednesday moves outdoors. Update plan.docx and save it as plan-2.docx."
    script = write_script([
        plan_docx(objective, source_path="plan.docx", output_path="plan-2.docx"),
        call("docx_apply_edits", source_path="plan.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Circuits", "col": "Setting", "text": "Indoor"},
                    {"type": "set_cell_text", "table": 0, "row": "Circuits", "col": "Setting", "text": "Outdoor"}]),
        call("docx_apply_edits", source_path="plan.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Circuits", "col": "Setting", "text": "Outdoor"}]),
        call("docx_save_output", output_path="plan-2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("CONFLICTING_EDITS: edits 0 and 1 (set_cell_text) both set body/t0/r2c2, to "
                                          "'Indoor' and to 'Outdoor'. Nothing was changed"), applies[0]["error"]
    assert applies[1]["error"] is None
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "plan-2.docx")).tables[0].rows]
    assert cells == [["Session", "Day", "Setting"], ["Yoga", "Mon", "Indoor"], ["Circuits", "Wed", "Outdoor"]]


def test_a_cell_edit_resent_beside_a_new_one_is_left_out_and_the_new_one_applied(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """A batch that sends again the value an earlier batch set (beside a change it has not made
    yet) applies the new change and says the repeat was left out; a batch of nothing but repeats
    is still NO_CHANGE."""
    table_doc(workspace / "fees.docx", [("Class", "Fee"), ("Pottery", "£40"), ("Weaving", "£35")],
              paragraphs=("Fees from 1 March 2026.",))
    objective = "Put the pottery fee up to £45 from 1 June 2026 in fees.docx and save it as fees-june.docx."
    pottery = {"type": "set_cell_text", "table": 0, "row": "Pottery", "col": "Fee", "text": "£45"}
    script = write_script([
        plan_docx(objective, source_path="fees.docx", output_path="fees-june.docx"),
        call("docx_apply_edits", source_path="fees.docx", edits=[pottery]),
        call("docx_apply_edits", source_path="fees.docx", edits=[pottery]),
        call("docx_apply_edits", source_path="fees.docx",
             edits=[pottery, {"type": "replace_text", "find": "1 March 2026", "replace": "1 June 2026"}]),
        call("docx_save_output", output_path="fees-june.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"] is None
    assert applies[1]["error"].startswith("NO_CHANGE: edit 0 (set_cell_text): row 1, col 1 already holds '£45'")
    assert applies[2]["error"] is None
    said = json.loads(applies[2]["output_preview"])
    assert "edit 0 (set_cell_text) was left out: its cell already holds '£45', set by an earlier batch" in said["readdressed"]
    d = docx.Document(str(workspace / "fees-june.docx"))
    assert [p.text for p in d.paragraphs] == ["Fees from 1 June 2026."]
    assert [[c.text for c in row.cells] for row in d.tables[0].rows] == [["Class", "Fee"], ["Pottery", "£45"],
                                                                         ["Weaving", "£35"]]


def test_a_saved_change_missing_its_new_date_is_pushed_back_naming_the_documents_dates(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """Saved with the new fee and without the date the task states, the finish is pushed back
    with the paragraphs that hold dates (where the new one goes); the replacement then stands."""
    table_doc(workspace / "fees.docx", [("Class", "Fee"), ("Pottery", "£40")],
              paragraphs=("Studio fees", "Valid from 1 March 2026.", "Call 01632 960 111 to book."))
    objective = "Pottery now costs £45 from 1 June 2026: update fees.docx and save it as fees-june.docx."
    script = write_script([
        plan_docx(objective, source_path="fees.docx", output_path="fees-june.docx"),
        call("docx_apply_edits", source_path="fees.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Pottery", "col": "Fee", "text": "£45"}]),
        call("docx_save_output", output_path="fees-june.docx"),
        finish(),
        call("docx_apply_edits", source_path="fees-june.docx",
             edits=[{"type": "replace_text", "find": "1 March 2026", "replace": "1 June 2026"}]),
        call("docx_save_output", output_path="fees-june.docx", overwrite=True),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    first = tool_results(res, "docx_finish")[0]["error"]
    assert "the task writes '1 June 2026', and fees-june.docx does not hold it" in first
    assert "The document's dates are in body/p1: 'Valid from 1 March 2026.'. Change the one the task means" in first
    d = docx.Document(str(workspace / "fees-june.docx"))
    assert [p.text for p in d.paragraphs] == ["Studio fees", "Valid from 1 June 2026.", "Call 01632 960 111 to book."]


def test_a_new_bullet_goes_after_the_item_the_task_describes_in_its_section_in_the_lists_style(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"A new bullet in the kiln section, straight after the shelf one": the model's anchor (the
    section's heading) and its style ("normal") give way to the kiln section's item about shelves
    (not the glazing section's look-alike) and that item's list style."""
    d = docx.Document()
    d.add_heading("Glazing", level=2)
    d.add_paragraph("Wipe every shelf before glazing starts.", style="List Bullet")
    d.add_heading("Kiln room", level=2)
    d.add_paragraph("Wear gloves when unloading.", style="List Bullet")
    d.add_paragraph("Check each shelf for cracks before loading.", style="List Bullet")
    d.add_paragraph("Log every firing, shelf positions included.", style="List Bullet")
    d.add_paragraph("Reviewed in May.")
    d.save(str(workspace / "studio.docx"))
    heading = block_id(workspace / "studio.docx", "Kiln room")
    objective = ('In studio.docx add a new bullet in the kiln room section, right after the shelf one: '
                 '"Never prop the kiln lid open." Same bullet style; overwrite the file.')
    script = write_script([
        plan_docx(objective, source_path="studio.docx", output_path="studio.docx"),
        call("docx_apply_edits", source_path="studio.docx",
             edits=[{"type": "insert_paragraph", "anchor_id": heading, "text": "Never prop the kiln lid open.",
                     "style": "normal"}]),
        call("docx_save_output", output_path="studio.docx", overwrite=True),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    said = json.loads(tool_results(res, "docx_apply_edits")[0]["output_preview"])["readdressed"]
    assert any("the paragraph about 'shelf' in the 'kiln room' section, as the task describes it" in x for x in said), said
    got = [(p.text, p.style.name) for p in docx.Document(str(workspace / "studio.docx")).paragraphs]
    assert got[4:7] == [("Check each shelf for cracks before loading.", "List Bullet"),
                        ("Never prop the kiln lid open.", "List Bullet"),
                        ("Log every firing, shelf positions included.", "List Bullet")]
    assert len(got) == 8
    # "After the first paragraph" names a place, not what a paragraph is about: no paragraph that
    # holds the word "first" is taken for it.
    blocks = [{"id": "body/p0#a", "text": "Intro"}, {"id": "body/p1#b", "text": "The first kiln firing"}]
    assert _described_anchor(blocks, blocks[0], "Add a line after the first paragraph of studio.docx.") is None
    assert _described_anchor(blocks, blocks[0], "Add a line after the kiln firing one.") == (
        "body/p1#b", "the paragraph about 'kiln firing', as the task describes it")
    # A clause tells the step by what happens in it, in the section the task names by its opening.
    steps = [{"id": "h1", "text": "Get-in (Saturday)", "level": 2},
             {"id": "s1", "text": "Unlock the fly bars and lower bars 2 and 4."},
             {"id": "s2", "text": "Fly bars 2 and 4 out to their deads and lock them at the rail."},
             {"id": "h2", "text": "Get-out (Sunday)", "level": 2},
             {"id": "s3", "text": "Fly the empty bars back out and lock them at the rail."}]
    order = ("Add a step to the get-in, straight after the step where the lit bars are flown out and locked off.")
    assert _described_anchor(steps, steps[0], order) == (
        "s2", "the paragraph where 'the lit bars are flown out and locked off' in the 'get-in' section, "
              "as the task describes it")
    assert _described_anchor(steps, steps[2], order) is None  # the model's anchor is that step
    assert _described_anchor(steps, steps[0], order.replace("to the get-in, ", "")) is None  # s2 and s3 tie
    # "straight after the fuel check in the daily checks": a check is a step described by its subject.
    checks = [{"id": "h1", "text": "Daily checks", "level": 2},
              {"id": "c1", "text": "Check the fuel level on the gauge."},
              {"id": "c2", "text": "Check the tyre pressures."},
              {"id": "h2", "text": "Weekly jobs", "level": 2},
              {"id": "c3", "text": "Top up the fuel additive."}]
    assert _described_anchor(checks, checks[0], "Add a step straight after the fuel check in the daily checks, "
                             "numbered like the others.") == (
        "c1", "the paragraph about 'fuel' in the 'daily checks' section, as the task describes it")
    from ncurator_cli.capabilities.docx import _LIST_ITEM

    assert all(_LIST_ITEM.search(t) for t in ("add a step 'X' after Y, numbered like the other steps",
                                              "insert an item after the second one", "keep the same numbering"))
    assert not _LIST_ITEM.search("Add a paragraph after the heading.")


def test_names_put_in_italics_by_set_format_keep_their_text_and_get_only_the_flag_asked_for(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"Put the boat names in italics": set_format is offered (only to a task that speaks of
    formatting); the model's bold, underline and strike beside italic are dropped; every place the
    name is, the table's cell too, is italic and the text is unchanged; the finish stands."""
    table_doc(workspace / "bulletin.docx", [("Boat", "Route"), ("Petrel", "North")],
              paragraphs=("Petrel sails at ten.", "Book the Petrel early."))
    objective = "House style puts boat names in italics: fix Petrel in bulletin.docx, table too. Save over the file."
    script = write_script([
        plan_docx(objective, source_path="bulletin.docx", output_path="bulletin.docx"),
        call("docx_apply_edits", source_path="bulletin.docx",
             edits=[{"type": "set_format", "find": "Petrel", "bold": True, "italic": True, "underline": True,
                     "strike": True}]),
        call("docx_save_output", output_path="bulletin.docx", overwrite=True),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    applied = json.loads(tool_results(res, "docx_apply_edits")[0]["output_preview"])
    assert applied["results"][0]["count"] == 3 and applied["results"][0]["format"] == {"italic": True}
    d = docx.Document(str(workspace / "bulletin.docx"))
    assert [[(r.text, r.italic, r.bold, r.underline) for r in p.runs] for p in d.paragraphs] == [
        [("Petrel", True, None, None), (" sails at ten.", None, None, None)],
        [("Book the ", None, None, None), ("Petrel", True, None, None), (" early.", None, None, None)]]
    assert [(r.text, r.italic) for r in d.tables[0].cell(1, 0).paragraphs[0].runs] == [("Petrel", True)]
    assert d.tables[0].cell(0, 0).text == "Boat"
    assert "set_format" in left_out_edits("Fix the date in bulletin.docx")
    assert "set_format" not in left_out_edits("Put the names in italics.")


def test_names_listed_for_italics_alone_are_formatted_by_the_host_every_place_and_saved_over(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """Guided mode: a change of formatting alone of the names the objective lists ("(Petrel, Skua)")
    is the host's first call: set_format italic of each name the document holds, every place (the
    table's cell too), the text unchanged, saved over the document and finished by the host; no
    model turn could write over a cell. A change that also changes text is the model's to make."""
    table_doc(workspace / "bulletin.docx", [("Boat", "Route"), ("Petrel", "North"), ("Skua", "South")],
              paragraphs=("Petrel sails at ten.", "Book the Skua early.", "Tern is laid up."))
    objective = ("House style puts vessel names in italics and the bulletin doesn't. Fix bulletin.docx for our boats "
                 "(Petrel, Skua, Fulmar), table included. Just save over the file.")
    script = write_script([plan_docx(objective, source_path="bulletin.docx", outputs=["bulletin.docx"]), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["tool_name"] == "docx_apply_edits"
    assert first["input"]["edits"] == [{"type": "set_format", "find": "Petrel", "italic": True},
                                       {"type": "set_format", "find": "Skua", "italic": True}]
    d = docx.Document(str(workspace / "bulletin.docx"))
    assert [[(r.text, r.italic) for r in p.runs] for p in d.paragraphs] == [
        [("Petrel", True), (" sails at ten.", None)], [("Book the ", None), ("Skua", True), (" early.", None)],
        [("Tern is laid up.", None)]]
    assert [[c.text for c in row.cells] for row in d.tables[0].rows] == [["Boat", "Route"], ["Petrel", "North"],
                                                                           ["Skua", "South"]]
    assert [(r.text, r.italic) for r in d.tables[0].cell(2, 0).paragraphs[0].runs] == [("Skua", True)]
    assert format_only("Change the route of Petrel to West and put it in italics in bulletin.docx") is None
    assert format_only("Take the bold off 'Draft' in memo.docx") is None
    assert format_only("Make 'Urgent' bold in memo.docx") == {"bold": True}
    from ncurator_cli.capabilities.docx import format_terms

    # What to format worked out from the tables is the model's; a column named says where, not what.
    assert format_terms("For each class, make the fastest dog's name bold in the Dog column of trials.docx.") == []
    assert format_terms("Put Petrel and Skua in italics in the Boat column of bulletin.docx.") == ["Petrel", "Skua"]
    assert format_terms("Make 'Urgent' bold in memo.docx", "memo.docx") == ["Urgent"]
    # A section or heading named says where; a kind of thing shown by an example is worked out.
    assert format_terms("Bold Petrel in the Harbour section of bulletin.docx.") == ["Petrel"]
    assert format_terms("In log.docx, make every depth in the Dive section bold (e.g. 12m).") == []
    assert format_terms("Make all the boat names in bulletin.docx italic, for example Petrel.") == []
    assert format_terms("Bold every occurrence of Petrel in bulletin.docx.") == ["Petrel"]


def _brew_guide(path: Path) -> None:
    d = docx.Document()
    d.add_heading("Brewing notes", 1)
    d.add_paragraph("Store the kegs at 4°C.")
    d.add_heading("Mashing", 2)
    d.add_paragraph("Mash at 66°C for an hour; ")
    d.paragraphs[-1].add_run("sparge").italic = True
    d.paragraphs[-1].add_run(" at 76 °C.")
    t = d.add_table(rows=2, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text = "Step", "Heat"
    t.cell(1, 0).text, t.cell(1, 1).text = "Boil", "100°C, or 18–20°C after"
    d.add_heading("Storing", 2)
    d.add_paragraph("Keep below 12°C and sell by 14 May 2026.")
    d.save(str(path))


def test_the_figures_under_a_table_worked_out_of_its_total_follow_the_corrected_total(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """A bill's quantity corrected "so it adds up": the line's amount, the total row, and under the
    table the balance (total less a figure paid on account) and a share of the total ("a 20% deposit")
    follow, in their own runs' formatting; a figure no total makes (a year, a unit price in a note)
    and the paragraphs above the table stay as they were."""
    d = docx.Document()
    d.add_paragraph("Kiln hire - total so far £102.25")
    t = d.add_table(rows=4, cols=4)
    for r, row in enumerate([("Item", "Qty", "Price each", "Amount"), ("Shelf", "3", "£12.25", "£36.75"),
                             ("Firing", "2", "£32.75", "£65.50"), ("Total", "", "", "£102.25")]):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.add_paragraph("Less: paid on account on 3 May 2025: £40.00")
    p = d.add_paragraph()
    p.add_run("Balance due by 30 June 2025: ").bold = True
    p.add_run("£62.25").bold = True
    d.add_paragraph("A 20% deposit of £20.45 secures the booking. Shelves are £12.25 each.")
    d.save(str(workspace / "bill.docx"))
    def corrected(objective: str, output: str) -> dict:
        """The docx_apply_edits result of the model's one edit (the shelves' quantity), saved as `output`."""
        script = write_script([
            plan_docx(objective, source_path="bill.docx", output_path=output),
            call("docx_apply_edits", source_path="bill.docx",
                 edits=[{"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "5"}]),
            call("docx_save_output", output_path=output),
            finish(), RESPOND, final(),
        ])
        res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                      "--policy", str(allow_policy))
        return tool_results(res, "docx_apply_edits")[0]

    applied = corrected("Ray used 5 shelves, not 3. Correct bill.docx so it all adds up, and save it as bill-2.docx.",
                        "bill-2.docx")
    assert applied["error"] is None, applied
    assert "'£62.25' -> '£86.75', the total less 40.00 under table 0" in applied["output_preview"]
    out = docx.Document(str(workspace / "bill-2.docx"))
    assert [c.text for c in out.tables[0].rows[1].cells] == ["Shelf", "5", "£12.25", "£61.25"]
    assert out.tables[0].rows[3].cells[3].text == "£126.75"
    texts = [q.text for q in out.paragraphs]
    assert texts == ["Kiln hire - total so far £102.25", "Less: paid on account on 3 May 2025: £40.00",
                     "Balance due by 30 June 2025: £86.75",
                     "A 20% deposit of £25.35 secures the booking. Shelves are £12.25 each."]
    assert all(r.bold for r in out.paragraphs[2].runs)

    # No word of a total or of adding up: the cells and figures are left, and the result names them.
    applied = corrected("Ray used 5 shelves, not 3: put that in bill.docx and save it as bill-3.docx.", "bill-3.docx")
    assert "holds '£20.45', 20% of the total under table 0; after these edits it would be '£25.35'" \
        in applied["output_preview"], applied["output_preview"]
    assert [q.text for q in docx.Document(str(workspace / "bill-3.docx")).paragraphs][2:] == [
        "Balance due by 30 June 2025: £62.25", "A 20% deposit of £20.45 secures the booking. Shelves are £12.25 each."]


def test_a_figure_the_task_corrects_is_set_by_the_host_and_its_totals_follow(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """Guided mode: "Ray used 5 shelves, not 3" over a bill whose Shelf row holds 3: the host's first
    call sets that cell (the other rows' 3s are not in a row the sentence names), the amount and the
    total follow as the task asks them to add up, and the host saves in place with no model turn.
    A second change beside the correction is left to the model."""
    table_doc(workspace / "bill.docx", [("Item", "Qty", "Price each", "Amount"), ("Shelf", "3", "£12.25", "£36.75"),
                                        ("Firing", "3", "£32.75", "£98.25"), ("Total", "", "", "£135.00")])
    objective = "Ray used 5 shelves, not 3. Correct bill.docx so it all adds up."
    script = write_script([plan_docx(objective, source_path="bill.docx"), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["tool_name"] == "docx_apply_edits" and first["input"]["edits"] == [
        {"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "5"}]
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "bill.docx")).tables[0].rows]
    assert cells[1:] == [["Shelf", "5", "£12.25", "£61.25"], ["Firing", "3", "£32.75", "£98.25"], ["Total", "", "", "£159.50"]]
    from ncurator_cli.capabilities.docx import corrected_cells

    grid = [["Item", "Qty"], ["Shelf", "3"], ["Firing", "3"]]
    assert corrected_cells("Ray used 5 shelves, not 3, and add a line for glaze.", {0: grid}) is None
    assert corrected_cells("Ray used 5 of them, not 3.", {0: grid}) is None  # no row named: two 3s
    assert corrected_cells("Ray had 4 firings, not 3.", {0: grid}) == [(0, 2, 1, "4")]


@pytest.mark.parametrize("objective, bolded", [
    # A kind shown by an example, in the section named: every text of that kind there, the heading aside.
    ("In brew.docx make every temperature in the Mashing section bold (e.g. 66°C). Save it in place.",
     ["66°C", "76 °C", "100°C", "18–20°C"]),
    # A kind named by its word, no section: the whole document's.
    ("Bold all the dates in brew.docx and save over it.", ["14 May 2026"]),
    # "not" saying what stays as it is, a section named by its heading.
    ("In brew.docx, make the dates in the Storing section bold - just the dates, not the whole sentences. "
     "Save it in place.", ["14 May 2026"]),
])
def test_a_kind_of_text_named_for_formatting_is_found_and_formatted_by_the_host(
        run_cli, write_script, workspace: Path, allow_policy: Path, objective: str, bolded: list[str]) -> None:
    """Guided mode: "make every temperature in the Mashing section bold (e.g. 66°C)" is no list of
    words: the host finds each text of that kind (the example made general: any figure, a space
    before the unit or not, a range) in each paragraph and table cell of the section, and its first
    call sets them bold, block by block; the rest of the text and its formatting stay as they were
    (the italic run kept), and the temperatures of other sections are not bold."""
    _brew_guide(workspace / "brew.docx")
    script = write_script([plan_docx(objective, source_path="brew.docx", outputs=["brew.docx"]), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["tool_name"] == "docx_apply_edits"
    assert [e["find"] for e in first["input"]["edits"]] == bolded
    d = docx.Document(str(workspace / "brew.docx"))
    paragraphs = [*d.paragraphs, *(p for row in d.tables[0].rows for c in row.cells for p in c.paragraphs)]
    bold = [r.text for p in paragraphs for r in p.runs if r.bold and not p.style.name.startswith("Heading")]
    assert bold == bolded
    assert [p.text for p in d.paragraphs][:4] == ["Brewing notes", "Store the kegs at 4°C.", "Mashing",
                                                "Mash at 66°C for an hour; sparge at 76 °C."]
    assert [r.text for r in d.paragraphs[3].runs if r.italic] == ["sparge"]


def test_kind_patterns_make_an_example_general_and_know_common_kinds() -> None:
    from ncurator_cli.objective.kinds import kind_pattern, kind_spans

    text = "Pitch at 16°C, hold 18–20°C or 12.5 °C; 35°C; 1.5 litres; 16 C. Open 9:30 to 17:00, Sat 4 Oct 2025, £13.40."
    assert kind_spans(kind_pattern("bold every temperature (e.g. 16°C)")[1], text) == ["16°C", "18–20°C", "12.5 °C", "35°C"]
    assert kind_spans(kind_pattern("italicise the dates")[1], text) == ["Sat 4 Oct 2025"]
    assert kind_spans(kind_pattern("bold each price in the list")[1], text) == ["£13.40"]
    assert kind_spans(kind_pattern("underline the times, such as 9:30")[1], text) == ["9:30", "17:00"]
    # An example with no figure, month or day names no kind; nor does an objective without a kind.
    assert kind_pattern("bold every boat name (e.g. Petrel)") is None
    assert kind_pattern("bold the word Urgent") is None
    assert kind_pattern("bold Petrel every time it appears") is None  # how often, no kind of text


def _hours_leaflet(path: Path) -> None:
    table_doc(path, [("Day", "Opening hours"), ("Friday", "9am – 5pm"), ("Saturday", "9am – 2pm"), ("Sunday", "10am – 4pm")],
              paragraphs=("Questions about opening times? Call us on 01632 960 455.",
                          "Trade inbox: 01632 960 544 (weekdays only)."))


def test_a_cell_set_to_the_new_value_alone_keeps_the_rest_and_goes_to_the_row_with_the_old_value(
        run_cli, write_script, workspace: Path, allow_policy: Path) -> None:
    """"Open until 3pm instead of 2pm": the model wrote "3pm" alone into the Sunday row. The row whose
    cell holds 2pm is the row to change, and only 2pm in it: "9am – 3pm". A phone number written over
    opening hours (a cell holding times and no phone number) is refused, naming the document's phone
    numbers, and the replace the model then sends changes the one it means."""
    _hours_leaflet(workspace / "hours.docx")
    objective = ("On Saturday we're now open until 3pm instead of 2pm, and our phone number has changed to "
                 "01632 960 781. Save it as hours2.docx.")
    script = write_script([
        plan_docx(objective, source_path="hours.docx", output_path="hours2.docx"),
        call("docx_apply_edits", source_path="hours.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": 3, "col": 1, "text": "3pm"},
                    {"type": "set_cell_text", "table": 0, "row": 3, "col": 1, "text": "01632 960 781"}]),
        call("docx_apply_edits", source_path="hours.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": 3, "col": 1, "text": "3pm"}]),
        call("docx_apply_edits", source_path="hours.docx",
             edits=[{"type": "replace_text", "find": "01632 960 455", "replace": "01632 960 781"}]),
        call("docx_save_output", output_path="hours2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    results = tool_results(res, "docx_apply_edits")
    assert results[0]["error"].startswith("OTHER_KIND: edit 1 (set_cell_text) writes the phone number '01632 960 781' "
                                          "over '10am – 4pm' (row 3, col 1), which holds no phone number. Nothing was "
                                          "changed. The document's phone numbers are in body/p0: ")
    assert "body/p1: 'Trade inbox: 01632 960 544" in results[0]["error"]
    assert results[1]["error"] is None and results[2]["error"] is None
    out = docx.Document(str(workspace / "hours2.docx"))
    assert [[c.text for c in r.cells] for r in out.tables[0].rows][1:] == [
        ["Friday", "9am – 5pm"], ["Saturday", "9am – 3pm"], ["Sunday", "10am – 4pm"]]
    assert out.paragraphs[0].text == "Questions about opening times? Call us on 01632 960 781."
    assert out.paragraphs[1].text == "Trade inbox: 01632 960 544 (weekdays only)."


def test_value_kinds() -> None:
    from ncurator_cli.capabilities.docx import other_kind, value_kinds

    assert value_kinds("9am – 2pm") == {"time"}
    assert value_kinds("Call 01632 960 455 or mail desk@shop.example") == {"phone number", "e-mail address"}
    assert value_kinds("Fee: £13.40 from 3 March") == {"amount of money", "date"}
    assert value_kinds("Order 2025-03-14, ref 12345678") == {"date"}  # 8 digits are no phone number
    assert other_kind("10am – 4pm", "01632 960 781") == "phone number"
    assert other_kind("TBC", "01632 960 781") is None  # holds no value: a blank to fill
    assert other_kind("Tel 01632 960 455, 9am – 5pm", "Tel 01632 960 781, 9am – 5pm") is None
    assert other_kind("10am – 4pm", "11am – 4pm") is None  # times are not one thing's name


def test_a_blank_column_the_task_fills_for_every_row_left_partly_empty_is_pushed_back(
        run_cli, write_script, workspace: Path, allow_policy: Path) -> None:
    """"Fill in the team totals" names no column, but the Total column was empty in every row before
    the first edit: one total written and saved in place is pushed back once, naming the rows still
    empty; all of them written stands. Asked for one row's total, one cell filled is the change."""
    from ncurator_cli.capabilities.docx import blank_columns, partly_filled

    table_doc(workspace / "sheet.docx", [("Team", "Total"), ("Owls", ""), ("Bats", ""), ("Hawks", "")])
    objective = "Fill in the team totals on sheet.docx from scores.csv. Save over the same file."
    script = write_script([
        plan_docx(objective, source_path="sheet.docx", output_path="sheet.docx"),
        call("docx_apply_edits", source_path="sheet.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Owls", "col": "Total", "text": "14"}]),
        call("docx_save_output", output_path="sheet.docx", overwrite=True),
        finish(),
        call("docx_apply_edits", source_path="sheet.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Bats", "col": "Total", "text": "12"},
                    {"type": "set_cell_text", "table": 0, "row": "Hawks", "col": "Total", "text": "9"}]),
        call("docx_save_output", output_path="sheet.docx", overwrite=True),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    finishes = tool_results(res, "docx_finish")
    assert finishes[0]["error"].startswith("not finished: in the saved sheet.docx, the 'Total' column of table 0 is "
                                           "still empty in 2 rows (first cells: Bats, Hawks)")
    assert finishes[1]["error"] is None
    assert [c.text for c in docx.Document(str(workspace / "sheet.docx")).tables[0].column_cells(1)] == [
        "Total", "14", "12", "9"]
    grid = {0: [["Team", "Total"], ["Owls", "14"], ["Bats", ""]]}
    blanks = blank_columns({0: [["Team", "Total"], ["Owls", ""], ["Bats", ""]]})
    assert blanks == [[0, "Total"]]
    assert partly_filled(grid, blanks, "Put 14 as the Owls' total in sheet.docx.") == ""
    assert partly_filled(grid, blanks, "Fill in the totals.").startswith("the 'Total' column of table 0 is still empty in 1 row")


def test_a_cell_set_in_a_row_the_task_does_not_name_is_refused_when_it_names_one_other_row(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"The March session moves to the library": a 1.5B model set the first data row's venue (the
    February session). Refused unapplied (OTHER_ROW), naming the row the task's word is in; the
    March row's venue then stands. A task whose words name two rows, or none, or the row set: no
    refusal."""
    from ncurator_cli.capabilities.docx import other_row_cells

    table_doc(workspace / "flyer.docx", [("Date", "Venue", "Time"), ("Sat 15 February", "Church Hall", "10:00"),
                                         ("Sat 15 March", "Church Hall", "10:00"), ("Sat 12 April", "Scout Hut", "10:00")])
    objective = "The March session moves to the library: update flyer.docx and save it as flyer2.docx."
    script = write_script([
        plan_docx(objective, source_path="flyer.docx", output_path="flyer2.docx"),
        call("docx_apply_edits", source_path="flyer.docx",
             edits=[{"type": "set_cell_text", "row": 1, "col": "Venue", "text": "Library"}]),
        call("docx_apply_edits", source_path="flyer.docx",
             edits=[{"type": "set_cell_text", "row": 2, "col": "Venue", "text": "Library"}]),
        call("docx_save_output", output_path="flyer2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("OTHER_ROW: edit 0 (set_cell_text) sets row 1 of table 0 (Sat 15 February | "
                                          "Church Hall | 10:00), but the task names row 2 ('march' is in that row "
                                          "alone"), applies[0]["error"]
    assert applies[1]["error"] is None
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "flyer2.docx")).tables[0].rows]
    assert [r[1] for r in cells] == ["Venue", "Church Hall", "Library", "Scout Hut"]
    rows = [["Date", "Venue"], ["Sat 15 February", "Church Hall"], ["Sat 15 March", "Church Hall"],
            ["Sat 12 April", "Scout Hut"]]
    edit = [{"type": "set_cell_text", "text": "Library"}]
    at_row1 = {"results": [{"targets": ["body/t0/r1c1#ab12"]}]}
    assert other_row_cells({0: rows}, edit, at_row1, "Swap the March and February venues") == []  # names row 1 too
    # The edited column's values (the old venue, the new one) name no row: March alone does.
    assert other_row_cells({0: rows}, edit, at_row1, "Move the March session to the Scout Hut") != []
    assert other_row_cells({0: rows}, edit, at_row1, "Set the first session's venue to the library") == []
    # A batch that sets the named row too: an edit copying its new text into another row is refused,
    # one with its own text is not (a column filled with its Total row named).
    both = [{"type": "set_cell_text", "text": "Library"}, {"type": "set_cell_text", "text": "Library"}]
    at_2_3 = {"results": [{"targets": ["body/t0/r2c1#ab12"]}, {"targets": ["body/t0/r3c1#ab12"]}]}
    said = other_row_cells({0: rows}, both, at_2_3, "The March session moves to the library")
    assert len(said) == 1 and said[0].startswith("edit 1 (set_cell_text) sets row 3 of table 0")
    both[1] = {"type": "set_cell_text", "text": "Scout Hut"}
    assert other_row_cells({0: rows}, both, at_2_3, "The March session moves to the library") == []


def test_a_cell_written_with_straight_apostrophes_keeps_the_documents_curly_ones() -> None:
    from ncurator_cli.capabilities.docx import _format_like

    assert _format_like("St Aidan\u2019s Hall", "St Aidan's Library") == "St Aidan\u2019s Library"
    assert _format_like("Ann's Hall", "Bob's Hall") == "Bob's Hall"
    assert _format_like("Hall", "'quoted' it's") == "'quoted' it's"  # the old text types no apostrophe


def test_the_notes_a_document_change_takes_its_facts_from_are_shown_whole(tmp_path: Path) -> None:
    """"Everything's in her chat in inbox/": of the chats there, the one whose name shares a word
    with the task (not a word every chat's name has) is shown; a folder of one file shows it; a
    folder none of whose names the task shares shows nothing."""
    from ncurator_cli.capabilities.docx import side_texts

    (tmp_path / "inbox").mkdir()
    (tmp_path / "inbox" / "moreau_chat.txt").write_text("Moreau: 18 crates (not 12)\n")
    (tmp_path / "inbox" / "santos_chat.txt").write_text("Santos: 9 crates\n")
    got = side_texts(tmp_path, "Do the booking form for the Moreau move: it's all in her chat in inbox/.")
    assert "--- inbox/moreau_chat.txt\nMoreau: 18 crates (not 12)" in got and "santos" not in got
    assert side_texts(tmp_path, "Fill the form from the chats in inbox/.") == ""
    # A note named by whose it is: a name the task capitalises mid-sentence, in a text file's name.
    (tmp_path / "mail").mkdir()
    (tmp_path / "mail" / "from_rosa.txt").write_text("Bay 2, not bay 5\n")
    got = side_texts(tmp_path, "The centre moved (Rosa's note has the details): update the handbook.")
    assert "--- mail/from_rosa.txt\nBay 2, not bay 5" in got
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "a.md").write_text("x" * 3000)
    got = side_texts(tmp_path, "Fill the form from notes/.")
    assert got.count("x") == 2400 and got.endswith("(... cut)")
    # A long data file's first rows are no facts of the task: named with its length, not shown.
    (tmp_path / "tallies").mkdir()
    (tmp_path / "tallies" / "counts.csv").write_text("site,n\n" + "".join(f"s{i},{i}\n" for i in range(400)))
    got = side_texts(tmp_path, "Fill the Q3 column of the form from tallies/counts.csv.")
    assert got.endswith("--- tallies/counts.csv: 402 lines, too long to show (data_query reads it)") and "s1,1" not in got
    (tmp_path / "tallies" / "counts.csv").write_text("site,n\ns1,4\n")
    assert "--- tallies/counts.csv\nsite,n\ns1,4" in side_texts(tmp_path, "Fill the form from tallies/counts.csv.")
    # A folder's README, and a lone text file beside the documents themselves: not the task's facts.
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "readme.txt").write_text("Documents for the round.\n")
    (tmp_path / "docs" / "memo.docx").write_bytes(b"x")
    (tmp_path / "docs" / "rota.txt").write_text("Mon: Ann\n")
    assert side_texts(tmp_path, "Find the one .docx in docs/ that mentions the venue and add a line.") == ""
    assert "--- docs/rota.txt" in side_texts(tmp_path, "Fill the memo in docs/ from the rota.")


def test_a_figure_as_a_float_prints_it_is_refused_with_the_documents_decimals(
        run_cli, write_script, workspace: Path, allow_policy: Path) -> None:
    """A cell edit writing 18.428571428571427 (a mean as computed) is refused unapplied, with how
    the document writes its other figures (1 decimal here); the same edit rounded is applied and
    the file re-read holds it."""
    table_doc(workspace / "rain.docx", [("Month", "Mean (mm)"), ("June", "12.4"), ("July", "9.8"), ("August", "TBC")])
    objective = "Fill in August's mean rainfall in rain.docx from the gauge readings (save over the file)."
    noisy = call("docx_apply_edits", source_path="rain.docx",
                 edits=[{"type": "set_cell_text", "table": 0, "row": "August", "col": "Mean (mm)",
                         "text": "18.428571428571427"}])
    rounded = call("docx_apply_edits", source_path="rain.docx",
                   edits=[{"type": "set_cell_text", "table": 0, "row": "August", "col": "Mean (mm)", "text": "18.4"}])
    save = call("docx_save_output", output_path="rain.docx", overwrite=True)
    script = write_script([plan_docx(objective, source_path="rain.docx", outputs=["rain.docx"]), noisy, rounded, save,
                           finish(), RESPOND, final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("LONG_FIGURE: edit 0 (set_cell_text) writes 18.428571428571427"), applies[0]
    assert "1 decimal (12.4, 9.8)" in applies[0]["error"] and "Nothing was changed" in applies[0]["error"]
    assert not applies[1]["error"]
    cells = [[c.text for c in r.cells] for r in docx.Document(str(workspace / "rain.docx")).tables[0].rows]
    assert cells[3] == ["August", "18.4"]
    # A figure the task itself writes with six decimals is the task's: applied as given.
    table_doc(workspace / "site.docx", [("Site", "Latitude"), ("North gate", "TBC")])
    given = "Set the North gate latitude in site.docx to 51.507351 (save over the file)."
    exact = call("docx_apply_edits", source_path="site.docx",
                 edits=[{"type": "set_cell_text", "table": 0, "row": "North gate", "col": "Latitude", "text": "51.507351"}])
    script = write_script([plan_docx(given, source_path="site.docx", outputs=["site.docx"]), exact,
                           call("docx_save_output", output_path="site.docx", overwrite=True), finish(), RESPOND, final()])
    res = run_cli("run", given, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    assert docx.Document(str(workspace / "site.docx")).tables[0].rows[1].cells[1].text == "51.507351"


def test_a_format_the_task_asks_for_and_no_edit_set_is_pushed_back_then_fails(
        run_cli, write_script, workspace: Path, allow_policy: Path) -> None:
    """"Put the new fee in bold": a finish after only the fee's text was set is pushed back naming
    set_format; claimed again, the task fails (exit 1), not a run that ends 0 over a fee that is not
    bold. With the set_format edit applied and saved, the finish stands and the cell is bold."""
    def form() -> None:
        table_doc(workspace / "fees.docx", [("Section", "Fee"), ("Open", "£25"), ("Minor", "£18"), ("Junior", "£18")])

    form()
    objective = "The Minor fee has gone up from £18 to £22. Update fees.docx (save over it) and put the new fee in bold."
    set_fee = call("docx_apply_edits", source_path="fees.docx",
                   edits=[{"type": "set_cell_text", "table": 0, "row": "Minor", "col": "Fee", "text": "£22"}])
    save = call("docx_save_output", output_path="fees.docx", overwrite=True)
    plan = plan_docx(objective, source_path="fees.docx", outputs=["fees.docx"])
    res = run_cli("run", objective, "-w", str(workspace), "--model",
                  f"script:{write_script([plan, set_fee, save, finish(), finish(), final()])}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 1, res.stderr
    finishes = tool_results(res, "docx_finish")
    assert finishes[0]["error"].startswith("not finished: the task asks for bold, and no edit of this task set it.")
    assert "no edit set the bold the task asks for" in res.of_type("task_failed")[0]["error"]
    form()
    bold = call("docx_apply_edits", source_path="fees.docx",
                edits=[{"type": "set_format", "find": "£22", "bold": True}])
    res = run_cli("run", objective, "-w", str(workspace), "--model",
                  f"script:{write_script([plan, set_fee, save, finish(), bold, save, finish(), RESPOND, final()])}",
                  "--no-probe", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    row = docx.Document(str(workspace / "fees.docx")).tables[0].rows[2]
    assert row.cells[1].text == "£22" and all(r.bold for r in row.cells[1].paragraphs[0].runs)
    assert not any(r.bold for r in docx.Document(str(workspace / "fees.docx")).tables[0].rows[3].cells[1].paragraphs[0].runs)
    from ncurator_cli.capabilities.docx import flags_unset

    # A format the text has, keeps or loses is no format to put on.
    for said in ("The names in bold are volunteers; add Jo Lee to the list in team.docx.", "Change the fee to £22, keep it bold.",
                 "Remove the bold from the heading.", "The titles should no longer be in italics."):
        assert flags_unset(said, []) == [], said
    assert flags_unset("Bold the totals in sales_q3.docx.", []) == ["bold"]
    assert flags_unset("The new price should be in bold.", []) == ["bold"]


def test_a_total_follows_the_cell_a_change_corrects_when_the_task_speaks_of_it(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """A score corrected in a row whose Total was the sum of its scores, under a total row: with a
    note that says the total changes to match, the row's total and the column totals follow (set
    by the host, said in the result); with no word of a total, they are left and the result says
    what they would be."""
    rows = [("Run", "Rider", "Jump", "Pace", "Total"), ("1", "Ann", "7", "8", "15"), ("2", "Bo", "6", "5", "11"),
            ("", "Total", "13", "13", "26")]
    table_doc(workspace / "sheet.docx", rows, paragraphs=("Results",))
    (workspace / "note.txt").write_text("Ann's jump should have been 9, not 7. Her total changes to match.\n")
    objective = "Put the correction in note.txt into sheet.docx and save it as sheet-fixed.docx."
    edit = {"type": "set_cell_text", "table": 0, "row": 1, "col": 2, "text": "9"}
    script = write_script([
        plan_docx(objective, source_path="sheet.docx", output_path="sheet-fixed.docx"),
        call("docx_apply_edits", source_path="sheet.docx", edits=[edit]),
        call("docx_save_output", output_path="sheet-fixed.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applied = tool_results(res, "docx_apply_edits")[0]
    assert applied["error"] is None, applied
    assert "'15' -> '17', the total of the cells changed" in applied["output_preview"]
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "sheet-fixed.docx")).tables[0].rows]
    assert cells == [["Run", "Rider", "Jump", "Pace", "Total"], ["1", "Ann", "9", "8", "17"], ["2", "Bo", "6", "5", "11"],
                     ["", "Total", "15", "13", "28"]]

    # No word of a total anywhere: the cell alone changes, and the result names what the totals would be.
    objective = "In sheet.docx Ann's jump is 9; save it as sheet-b.docx."
    script = write_script([
        plan_docx(objective, source_path="sheet.docx", output_path="sheet-b.docx"),
        call("docx_apply_edits", source_path="sheet.docx", edits=[edit]),
        call("docx_save_output", output_path="sheet-b.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applied = tool_results(res, "docx_apply_edits")[0]
    assert "holds the total '15', which after these edits adds up to '17'" in applied["output_preview"]
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "sheet-b.docx")).tables[0].rows]
    assert cells[1] == ["1", "Ann", "9", "8", "15"] and cells[3] == ["", "Total", "13", "13", "26"]


def test_a_unit_price_set_in_the_total_row_is_refused_and_the_items_amount_and_total_follow(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """A quote's new unit price written into the total row's blank Price each cell is refused
    unapplied, naming the item rows; set in the item's row, its amount (quantity x unit price) and
    the quote's total follow, in the cells' own format, when the task speaks of the total."""
    table_doc(workspace / "estimate.docx", [("Item", "Qty", "Price each", "Amount"), ("Oak board", "2", "£24.00", "£48.00"),
                                         ("Varnish", "3", "£9.50", "£28.50"), ("Total", "", "", "£76.50")])
    objective = "The first item is now £31.00 each: change its price each and amount in estimate.docx, and the Total, and save it as estimate-2.docx."
    script = write_script([
        plan_docx(objective, source_path="estimate.docx", output_path="estimate-2.docx"),
        call("docx_apply_edits", source_path="estimate.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Total", "col": "Price each", "text": "£31.00"}]),
        call("docx_apply_edits", source_path="estimate.docx",
             edits=[{"type": "set_cell_text", "table": 0, "row": "Oak board", "col": "Price each", "text": "31"}]),
        call("docx_save_output", output_path="estimate-2.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applies = tool_results(res, "docx_apply_edits")
    assert applies[0]["error"].startswith("TOTAL_ROW: edit 0 (set_cell_text) writes '£31.00' into the blank 'Price each' "
                                          "cell of row 3, the table's total row"), applies[0]["error"]
    assert "'Oak board', 'Varnish'" in applies[0]["error"]
    assert applies[1]["error"] is None
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "estimate-2.docx")).tables[0].rows]
    assert cells == [["Item", "Qty", "Price each", "Amount"], ["Oak board", "2", "£31.00", "£62.00"],
                     ["Varnish", "3", "£9.50", "£28.50"], ["Total", "", "", "£90.50"]]


@pytest.mark.parametrize("objective, bolded", [
    # Two columns compared, the table named by its heading; the other table's full rows left.
    ("In rota.docx make the walk name bold for every walk in the Winter table that is full (Signed equals Spaces). "
     "Save it as rota-marked.docx.", ["Ridge loop", "Mill path"]),
    # A column and a value.
    ("In rota.docx bold the leaders of the Winter table whose Signed is 2, and save it as rota-marked.docx.", ["Cal"]),
    # A comparison with a number, the column named by the noun counted (objective/conditions.py).
    ("In rota.docx bold the walks in the Winter table that have more than 5 spaces, and save it as rota-marked.docx.",
     ["Ridge loop", "Fen edge"]),
])
def test_cells_of_the_rows_that_meet_a_stated_condition_are_formatted_by_the_host(
        run_cli, write_script, workspace: Path, allow_policy: Path, objective: str, bolded: list[str]) -> None:
    """Guided mode: a formatting put on one column's cells in the rows of a named table that meet a
    condition over its columns is the host's first call; the heading, the other columns, the rows
    that do not meet it and the other table stay as they were."""
    d = docx.Document()
    for title, rows in (("Autumn", [("Walk", "Leader", "Spaces", "Signed"), ("Old road", "Ann", "5", "5")]),
                        ("Winter", [("Walk", "Leader", "Spaces", "Signed"), ("Ridge loop", "Bo", "6", "6"),
                                    ("Fen edge", "Cal", "8", "2"), ("Mill path", "Bo", "4", "4")])):
        d.add_heading(title, 2)
        t = d.add_table(rows=len(rows), cols=4)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                t.cell(r, c).text = text
    d.save(str(workspace / "rota.docx"))
    script = write_script([plan_docx(objective, source_path="rota.docx", output_path="rota-marked.docx"), final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["tool_name"] == "docx_apply_edits" and [e["find"] for e in first["input"]["edits"]] == bolded
    out = docx.Document(str(workspace / "rota-marked.docx"))
    bold = [c.text for t in out.tables for row in t.rows for c in row.cells if any(r.bold for p in c.paragraphs for r in p.runs)]
    assert bold == bolded
    assert not any(r.bold for p in out.paragraphs for r in p.runs)


def test_a_total_the_edits_set_to_another_sum_is_set_to_what_the_cells_add_up_to(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """An item's new price and amount set with a total the model added up wrong: when the task
    speaks of the total, the host writes what the amounts add up to after the edits, and says so."""
    table_doc(workspace / "estimate.docx", [("Item", "Qty", "Price each", "Amount"), ("Oak board", "2", "£24.00", "£48.00"),
                                            ("Varnish", "3", "£9.50", "£28.50"), ("Total", "", "", "£76.50")])
    objective = "Oak board is now £31.00 each: update estimate.docx (its amount and the Total) and save it as estimate-3.docx."
    script = write_script([
        plan_docx(objective, source_path="estimate.docx", output_path="estimate-3.docx"),
        call("docx_apply_edits", source_path="estimate.docx", edits=[
            {"type": "set_cell_text", "table": 0, "row": "Oak board", "col": "Price each", "text": "£31.00"},
            {"type": "set_cell_text", "table": 0, "row": "Oak board", "col": "Amount", "text": "£62.00"},
            {"type": "set_cell_text", "table": 0, "row": "Total", "col": "Amount", "text": "£83.50"}]),
        call("docx_save_output", output_path="estimate-3.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applied = tool_results(res, "docx_apply_edits")[0]
    assert applied["error"] is None, applied
    assert "the edit's '£83.50' is not what the cells add up to after the other edits; set to '£90.50'" in applied["output_preview"]
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "estimate-3.docx")).tables[0].rows]
    assert cells[1] == ["Oak board", "2", "£31.00", "£62.00"] and cells[3] == ["Total", "", "", "£90.50"]


def test_a_unit_price_sent_to_the_total_row_goes_to_the_one_item_row_the_task_names(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"The Oak line's price each": an edit sent to the total row's blank Price each cell, when one item
    row's label shares a word with the task, is readdressed to that row (said in the result); its
    amount and the total follow; the total the model set itself is set to the cells' sum."""
    table_doc(workspace / "estimate.docx", [("Item", "Qty", "Price each", "Amount"), ("Oak board - planed", "2", "£24.00", "£48.00"),
                                            ("Varnish", "3", "£9.50", "£28.50"), ("Total", "", "", "£76.50")])
    objective = "The Oak line now costs £31.00 each: change its price and amount in estimate.docx, and the Total; save it as estimate-4.docx."
    script = write_script([
        plan_docx(objective, source_path="estimate.docx", output_path="estimate-4.docx"),
        call("docx_apply_edits", source_path="estimate.docx", edits=[
            {"type": "set_cell_text", "table": 0, "row": "Total", "col": "Price each", "text": "£31.00"},
            {"type": "set_cell_text", "table": 0, "row": "Total", "col": "Amount", "text": "£86.40"}]),
        call("docx_save_output", output_path="estimate-4.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    applied = tool_results(res, "docx_apply_edits")[0]
    assert applied["error"] is None, applied
    assert "row 'Total' is not the row the task means; row 1 is the one whose cell the task names" in applied["output_preview"]
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "estimate-4.docx")).tables[0].rows]
    assert cells[1] == ["Oak board - planed", "2", "£31.00", "£62.00"] and cells[3] == ["Total", "", "", "£90.50"], cells


def test_a_docx_answer_without_the_named_rows_worked_share_is_pushed_back_once(
        run_cli, write_script, workspace: Path, tmp_path: Path) -> None:
    """Costs under two pools in one document and each unit's share of each pool in another: the
    question's first message holds the host's subtotals and the named unit's share of them; an
    answer with the table's grand total instead is pushed back once with that line, and the
    answer that gives it stands."""
    table_doc(workspace / "costs.docx", [("Cost", "Pool", "Budget"), ("Heating", "Common", "€1,000"), ("Roof", "Common", "€500"),
                                         ("Crane", "Yard", "€600"), ("Lights", "Yard", "€200"), ("Total", "", "€2,300")])
    table_doc(workspace / "shares.docx", [("Unit", "Common share", "Yard share"), ("Unit 1", "60%", "50%"),
                                          ("Unit 2", "40%", "50%")])
    objective = "How much will Unit 2 pay in total this year?"
    log = tmp_path / "turns.jsonl"
    script = write_script([
        plan_docx(objective, read_only=True),
        finish(summary="Unit 2 will pay €2,300 in total."),
        finish(summary="Unit 2 will pay €1,000 (€600 of the Common pool and €400 of the Yard pool)."),
        RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--record", str(log), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    first = next(t for t in (json.loads(x) for x in log.read_text().splitlines()) if t["node"] == "docx")
    assert "row 'Unit 2': Common share 40% of €1,500 = €600; Yard share 50% of €800 = €400; together €1,000" in \
        first["prompt"][1]["content"]
    finishes = tool_results(res, "docx_finish")
    assert finishes[0]["error"].startswith("not finished: the host worked out from the tables: ")
    assert "together €1,000" in finishes[0]["error"]
    assert res.of_type("answer_completed")[0]["text"].startswith("Unit 2 will pay €1,000")
    # The same wrong figure again (given up, even): the host's working is the answer.
    script = write_script([
        plan_docx(objective, read_only=True),
        finish(summary="Unit 2 will pay €2,300 in total."),
        finish(success=False, summary="Unit 2 will pay €2,300 in total."),
        RESPOND, final(),
    ])
    again = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                    "--planner", "guided")
    assert again.code == 0, again.stderr
    answer = again.of_type("answer_completed")[0]["text"]
    assert answer.startswith("Worked out from the tables: ") and answer.endswith("together €1,000.")


def test_quantities_changed_rather_than_or_instead_of_are_set_and_the_invoice_stack_follows(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    """"3 days rather than 2, and two helmets instead of one": each correction (a count written as a
    word too) sets the one cell of the row its clause names; the line amounts follow, then the
    subtotal, the VAT worked from it and the total of the two; the new file named in quotes with
    spaces goes next to the original, from which it is made."""
    (workspace / "hire").mkdir()
    table_doc(workspace / "hire" / "H-7 Ortiz.docx", [
        ("Item", "Qty", "Price each", "Amount"), ("Kayak hire (per day)", "2", "£30.00", "£60.00"),
        ("Helmet", "1", "£5.00", "£5.00"), ("Dry bag", "1", "£4.00", "£4.00"), ("Subtotal", "", "", "£69.00"),
        ("VAT (20%)", "", "", "£13.80"), ("Total", "", "", "£82.80")], paragraphs=("Quote H-7 for Mr Ortiz",))
    objective = ("Mr Ortiz wants the kayak for 3 days rather than 2, and two helmets instead of one. Update his quote "
                 "with the new amounts, subtotal, VAT and total, and save it as \"H-7 Ortiz rev2.docx\" next to the original.")
    script = write_script([final()])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["input"]["edits"] == [{"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "3"},
                                       {"type": "set_cell_text", "table": 0, "row": 2, "col": 1, "text": "2"}]
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "hire" / "H-7 Ortiz rev2.docx")).tables[0].rows]
    assert [r[3] for r in cells[1:]] == ["£90.00", "£10.00", "£4.00", "£104.00", "£20.80", "£124.80"]
    assert [c.text for c in docx.Document(str(workspace / "hire" / "H-7 Ortiz.docx")).tables[0].rows[1].cells][1] == "2"
    assert not [e for e in res.of_type("model_request_completed") if e["node"] == "docx"]


def test_corrections_and_the_invoice_stack_are_read_as_written() -> None:
    from ncurator_cli.capabilities.docx import corrected_cells, corrections, stack_values, summary_stack

    assert [c[:2] for c in corrections("For 3 nights rather than 2, and two packs instead of one.")] == [("3", "2"), ("2", "1")]
    assert [c[:2] for c in corrections("She had 5 lessons, not 3. It costs 1,200 in all.")] == [("5", "3")]
    grid = [["Item", "Qty"], ["Night", "2"], ["Pack", "1"], ["Bag", "1"]]
    assert corrected_cells("3 nights rather than 2, and two packs instead of one.", {0: grid}) == [(0, 1, 1, "3"), (0, 2, 1, "2")]
    # A correction no one cell fits (two rows hold 1 and neither is named), or another change beside: none.
    assert corrected_cells("Make it 2 instead of 1.", {0: grid}) is None
    assert corrected_cells("3 nights rather than 2, and add a line for towels.", {0: grid}) is None
    # The stack holds only when each figure held: a discount row takes its rate off.
    inv = [["Item", "Amount"], ["A", "100.00"], ["B", "50.00"], ["Sub-total", "150.00"], ["Discount 10%", "15.00"],
           ["Total", "135.00"]]
    stack = summary_stack(inv, 1)
    assert stack == ([1, 2], 3, [(4, 10.0, -1)], 5)
    now = [list(r) for r in inv]
    now[1][1] = "200.00"
    assert stack_values(inv, now, 1, stack) == {(3, 1): "250.00", (4, 1): "25.00", (5, 1): "225.00"}
    broken = [list(r) for r in inv]
    broken[5][1] = "140.00"
    assert summary_stack(broken, 1) is None


def test_a_file_name_with_spaces_in_quotes_is_one_path() -> None:
    from ncurator_cli.objective.intent import paths_in

    assert paths_in('save it as "Q-12 Smith rev2.docx" next to the original') == ["Q-12 Smith rev2.docx"]
    assert paths_in("save it as “Minutes March final.docx” in notes/") == ["Minutes March final.docx", "notes/"]
    assert paths_in("it's 'a b' and b.txt isn't") == ["b.txt"]  # quotes around no file name


def test_a_task_that_fills_gaps_names_them_and_may_not_overwrite_other_text(
        run_cli, write_script, workspace: Path, allow_policy: Path, tmp_path: Path) -> None:
    """"Fill in the two gaps in square brackets from the table": the first message names the gaps;
    an edit that would write over a table's note (no gap, not quoted by the task) is refused with
    the gaps listed, and changes nothing; the gaps filled with replace_text are saved."""
    table_doc(workspace / "season.docx", [("Date", "Walk", "Km", "Notes"), ("4 May", "Ridge loop", "12", "Muddy after rain on the top"),
                                          ("11 May", "River path", "8", "Easy going all the way")],
              paragraphs=("This season we walked [TOTAL KM] km over [WALKS] walks.",))
    objective = "The summary in season.docx has two gaps in square brackets: fill them in from the table and save it in place."
    log = tmp_path / "turns.jsonl"
    script = write_script([
        plan_docx(objective, source_path="season.docx"),
        call("docx_apply_edits", source_path="season.docx",
             edits=[{"type": "set_cell_text", "row": 1, "col": 3, "text": "20"}]),
        call("docx_apply_edits", source_path="season.docx",
             edits=[{"type": "replace_text", "find": "[TOTAL KM]", "replace": "20"},
                    {"type": "replace_text", "find": "[WALKS]", "replace": "2"}]),
        call("docx_save_output", output_path="season.docx", overwrite=True),
        finish(summary="Filled the two gaps: 20 km over 2 walks."), RESPOND, final(),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--planner", "guided", "--policy", str(allow_policy), "--record", str(log),
                  env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    first = next(t for t in (json.loads(x) for x in log.read_text().splitlines()) if t["node"] == "docx")
    assert "The gaps to fill, each with replace_text (find: the gap, replace: its value): '[TOTAL KM]', '[WALKS]'." in \
        first["prompt"][1]["content"]
    refused = tool_results(res, "docx_apply_edits")[0]
    assert refused["error"].startswith("NOT_A_GAP: edit 0 (set_cell_text) would overwrite 'Muddy after rain on the top'")
    assert "The gaps it has: '[TOTAL KM]', '[WALKS]'" in refused["error"]
    out = docx.Document(str(workspace / "season.docx"))
    assert out.paragraphs[0].text == "This season we walked 20 km over 2 walks."
    assert out.tables[0].rows[1].cells[3].text == "Muddy after rain on the top"
