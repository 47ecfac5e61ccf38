"""Bad input through the CLI: every refusal reaches the model as a typed tool error, the run goes
on, and no file inside or outside the workspace is touched."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import docx
import pytest

from .docx_cli_lib import (
    RESPOND,
    CliResult,
    block_id,
    body_texts,
    build_report,
    call,
    check_stream,
    cli_for,
    final,
    finish,
    plan_docx,
    sha256,
    snapshot,
    tool_results,
    write_legacy_doc,
    write_script_to,
)

SOURCE = "docs/memo.docx"


@dataclass
class BadRun:
    ws: Path
    outside: Path
    res: CliResult
    before: dict[str, str]
    original_text: list[str]
    stale_id: str


@pytest.fixture(scope="module")
def bad(tmp_path_factory: pytest.TempPathFactory) -> BadRun:
    tmp = tmp_path_factory.mktemp("docx_cli_bad")
    ws = tmp / "ws"
    outside = tmp / "elsewhere"
    src = build_report(ws / SOURCE)
    # An id the model took from an earlier inspection; the paragraph has changed since.
    stale = block_id(src, "The north office opened in March.")
    d = docx.Document(str(src))
    d.paragraphs[3].text = "The north office opened in April."
    d.save(str(src))
    (ws / "docs" / "notes.docx").write_text("meeting notes, saved as plain text\n")
    write_legacy_doc(ws / "docs" / "old.docx")
    build_report(tmp / "x.docx")  # ws/../x.docx
    secret = build_report(outside / "secret.docx")
    os.symlink(secret, ws / "docs" / "link.docx")
    replace = [{"type": "replace_text", "find": "budget", "replace": "spending plan"}]
    script = write_script_to(
        tmp / "script.jsonl",
        [
            plan_docx(source_path=SOURCE, output_path="out/copy.docx"),
            call("docx_inspect", source_path="docs/notes.docx"),
            call("docx_apply_edits", source_path="docs/old.docx", edits=replace),
            call("docx_inspect", source_path="../x.docx"),
            call("docx_apply_edits", source_path=str(secret), edits=replace),
            call("docx_inspect", source_path="docs/link.docx"),
            call("docx_inspect", source_path="docs/missing.docx"),
            call("docx_inspect", source_path=SOURCE, offset="first"),
            call(
                "docx_apply_edits",
                source_path=SOURCE,
                edits=[
                    *replace,
                    {"type": "insert_paragraph", "anchor_id": stale, "text": "Never inserted."},
                ],
            ),
            call("docx_save_output", output_path="../escape.docx"),
            call("docx_save_output", output_path=str(outside / "new.docx")),
            call("docx_save_output", output_path="out/copy.docx"),
            finish(summary="nothing could be edited; saved an unchanged copy"),
            # pushed back once (`nothing_edited`: an unchanged copy is no change); claimed again, the
            # claim does not stand: the task fails (exit 1), saying so
            finish(summary="nothing could be edited; saved an unchanged copy"),
            RESPOND,
            final(),
        ],
    )
    before = snapshot(tmp)  # before the run: the run store does not exist yet
    original = body_texts(src)
    res = cli_for(tmp / "home")(
        "run",
        "Fix the wording in the Word documents",
        "-w",
        str(ws),
        "--model",
        f"script:{script}",
        "--no-probe",
    )
    assert res.code == 1, res.stderr + res.stdout.decode()
    return BadRun(ws, outside, res, before, original, stale)


# (index of the tool call, tool, the code its error starts with)
CASES = [
    (0, "docx_inspect", "NOT_A_ZIP"),
    (1, "docx_apply_edits", "LEGACY_DOC"),
    (2, "docx_inspect", "OUTSIDE_WORKSPACE"),  # ../x.docx
    (3, "docx_apply_edits", "OUTSIDE_WORKSPACE"),  # an absolute path elsewhere
    (4, "docx_inspect", "OUTSIDE_WORKSPACE"),  # a symlink in the workspace that points out
    (5, "docx_inspect", "NOT_FOUND"),
    (6, "docx_inspect", "invalid arguments"),  # offset "first"
    (7, "docx_apply_edits", "STALE_REF"),
    (8, "docx_save_output", "OUTSIDE_WORKSPACE"),  # ../escape.docx
    (9, "docx_save_output", "OUTSIDE_WORKSPACE"),  # an absolute path elsewhere
]


@pytest.mark.parametrize(("index", "tool", "code"), CASES, ids=[f"{c[0]}-{c[2]}" for c in CASES])
def test_each_bad_input_is_a_typed_tool_error(bad: BadRun, index: int, tool: str, code: str) -> None:
    result = tool_results(bad.res)[index]
    assert result["tool_name"] == tool
    assert result["error"] and result["error"].startswith(code), result["error"]


def test_the_run_goes_on_to_its_finish_which_fails_truthfully(bad: BadRun) -> None:
    lines = check_stream(bad.res)
    assert lines[-1]["type"] == "run_failed"
    results = tool_results(bad.res)
    assert len(results) == len(CASES) + 3  # the save, a finish pushed back, the finish
    assert [r["error"] for r in results[len(CASES) :]][0::2] == [None, None]
    assert "no edit was applied" in results[len(CASES) + 1]["error"]
    result = bad.res.of_type("task_result")[0]
    assert result["code"] == "failed" and result["message"].startswith(
        "claimed success, but no edit was applied: out/copy.docx is an unchanged copy")


def test_stale_id_names_the_current_block_and_applies_nothing(bad: BadRun) -> None:
    stale = tool_results(bad.res)[7]
    assert bad.stale_id in stale["output_preview"] and "current_id" in stale["output_preview"]
    assert "body/p3#" in stale["output_preview"]
    # The batch was all or nothing: the copy saved afterwards has neither edit.
    copy = bad.ws / "out" / "copy.docx"
    assert body_texts(copy) == bad.original_text
    assert "Never inserted." not in body_texts(copy)


def test_no_file_was_touched_and_nothing_written_outside(bad: BadRun) -> None:
    home = str(bad.ws.parent / "home") + os.sep  # the run store: not the run's business here
    after = {k: v for k, v in snapshot(bad.ws.parent).items() if not k.startswith(home)}
    copy = bad.ws / "out" / "copy.docx"
    assert sorted(set(after) - set(bad.before)) == [str(copy)]
    assert {k: v for k, v in after.items() if k != str(copy)} == bad.before
    assert not (bad.ws.parent / "escape.docx").exists() and not (bad.outside / "new.docx").exists()
    arts = bad.res.of_type("file_artifact")
    assert [(a["path"], a["operation"], a["sha256"]) for a in arts] == [
        ("out/copy.docx", "created", sha256(copy))
    ]
