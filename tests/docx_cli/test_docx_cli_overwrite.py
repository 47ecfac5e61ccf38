"""docx overwrite approvals end to end: pause (exit 3) → `ncurator approve` in a second process
replays the edit batches and replaces the file; deny (exit 5); a policy `path_glob` rule allows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ncurator_cli.docx import inspect as docx_inspect

from .docx_cli_lib import (
    RESPOND,
    CliResult,
    block_id,
    block_id_after,
    body_texts,
    build_report,
    call,
    check_stream,
    final,
    finish,
    plan_docx,
    sha256,
    tool_results,
)

SOURCE = "docs/memo.docx"
TARGET = "out/final.docx"
INSERTED = "Added after the details heading."


@pytest.fixture
def target(workspace: Path) -> Path:
    """An existing output from an earlier run, which the edits should replace."""
    return build_report(workspace / TARGET, title="Draft of last week")


def two_batches(report: Path) -> list[dict[str, Any]]:
    """Two apply_edits turns; the second uses an id that exists only after the first (the inserted
    paragraph shifts `The north office…` from p3 to p4), so a replay must keep the batches in order."""
    first = [
        {"type": "replace_text", "find": "budget", "replace": "spending plan"},
        {"type": "insert_paragraph", "anchor_id": block_id(report, "Details"), "text": INSERTED},
    ]
    moved = block_id_after(report, first, "The north office opened in March.")
    assert moved.startswith("body/p4#")
    second = [{"type": "replace_text", "find": "north", "replace": "south", "all": True, "block_id": moved}]
    return [
        call("docx_apply_edits", source_path=SOURCE, edits=first),
        call("docx_apply_edits", source_path=SOURCE, edits=second),
    ]


EXPECTED = [
    "Quarterly Report",
    "Revenue in the northern region grew. The north team celebrated.",
    "Details",
    INSERTED,
    "The south office opened in March.",
    "The spending plan was approved.",
    "The end.",
]


def paused_run(
    run_cli,
    write_script,
    workspace: Path,
    report: Path,
    target: Path,
    after: list[dict[str, Any]],
    *args: str,
) -> tuple[CliResult, str, str]:
    script = write_script(
        [
            plan_docx(f"Edit {SOURCE} and replace {TARGET}", source_path=SOURCE, output_path=TARGET),
            *two_batches(report),
            call("docx_save_output", output_path=TARGET, overwrite=True),
            *after,
        ]
    )
    before = target.read_bytes()
    res = run_cli(
        "run",
        f"Edit {SOURCE} and save it over {TARGET}",
        "-w",
        str(workspace),
        "--model",
        f"script:{script}",
        "--no-probe",
        *args,
    )
    assert res.code == 3, res.stderr
    check_stream(res)
    req = res.of_type("approval_required")[0]
    assert req["action"] == "docx_overwrite" and req["subject"] == TARGET
    assert req["risk_level"] == "medium" and req["rule"] is None
    assert any(TARGET in r for r in req["reasons"])
    paused = res.lines[-1]
    assert paused["type"] == "run_paused" and paused["pending_approvals"] == [req["approval_id"]]
    assert not res.of_type("file_artifact") and not res.of_type("approval_decision")
    assert target.read_bytes() == before
    return res, paused["run_id"], req["approval_id"]


def test_overwrite_pauses_then_approve_replays_the_edits_and_replaces_the_file(
    run_cli,
    write_script,
    workspace: Path,
    report: Path,
    target: Path,
) -> None:
    source_before = report.read_bytes()
    first, run_id, approval_id = paused_run(
        run_cli,
        write_script,
        workspace,
        report,
        target,
        [finish(summary="replaced out/final.docx"), RESPOND, final()],
    )
    assert body_texts(target)[0] == "Draft of last week"

    second = run_cli("approve", run_id, "--allow", "--reason", "replace it")
    assert second.code == 0, second.stderr
    lines = check_stream(second, start=first.lines[-1]["seq"] + 1)
    assert lines[0]["type"] == "run_resumed" and lines[0]["run_id"] == run_id
    decision = second.of_type("approval_decision")[0]
    assert decision["approval_id"] == approval_id and decision["approved"] is True
    assert decision["source"] == "approve_command" and decision["reason"] == "replace it"
    save = tool_results(second, "docx_save_output")[0]
    assert save["error"] is None

    assert body_texts(target) == EXPECTED
    assert report.read_bytes() == source_before
    art = second.of_type("file_artifact")[0]
    assert art["path"] == TARGET and art["operation"] == "updated"
    assert art["sha256"] == sha256(target) and art["size"] == target.stat().st_size
    assert lines[-1]["type"] == "run_completed"

    listed = run_cli("artifacts", run_id)
    assert [(a["path"], a["operation"], a["sha256"]) for a in listed.lines] == [
        (TARGET, "updated", art["sha256"])
    ]
    stored = run_cli("events", run_id)
    check_stream(stored)
    assert len(stored.lines) == len(first.lines) + len(lines)


def test_overwrite_denied_leaves_the_file_and_exits_5(
    run_cli,
    write_script,
    workspace: Path,
    report: Path,
    target: Path,
) -> None:
    before = target.read_bytes()
    first, run_id, _ = paused_run(
        run_cli, write_script, workspace, report, target, [finish(False, "the overwrite was not allowed")]
    )
    res = run_cli("approve", run_id, "--deny", "--reason", "keep the draft")
    assert res.code == 5, res.stderr
    check_stream(res, start=first.lines[-1]["seq"] + 1)
    decision = res.of_type("approval_decision")[0]
    assert decision["approved"] is False and decision["reason"] == "keep the draft"
    save = tool_results(res, "docx_save_output")[0]
    assert save["error"] and "denied" in save["error"]
    assert res.of_type("task_failed")[0]["code"] == "approval_denied"
    assert res.lines[-1]["type"] == "run_failed" and res.lines[-1]["code"] == "approval_denied"
    assert not res.of_type("file_artifact")
    assert target.read_bytes() == before


POLICY = """version = 1
[defaults]
low = "allow"
medium = "ask"
high = "ask"
noninteractive_ask = "pause"

[[rules]]
id = "outputs"
decision = "allow"
action = "docx_overwrite"
path_glob = "out/**"
message = "generated outputs may be replaced"
examples_match = ["out/final.docx", "out/2024/q1.docx"]
examples_not_match = ["docs/memo.docx"]
"""


def test_policy_path_glob_allows_overwrites_under_out(
    run_cli,
    write_script,
    workspace: Path,
    report: Path,
    target: Path,
    tmp_path: Path,
) -> None:
    policy = tmp_path / "policy.toml"
    policy.write_text(POLICY)
    script = write_script(
        [
            plan_docx(source_path=SOURCE, output_path=TARGET),
            *two_batches(report),
            call("docx_save_output", output_path=TARGET, overwrite=True),
            finish(),
            RESPOND,
            final(),
        ]
    )
    res = run_cli(
        "run",
        f"Edit {SOURCE} and save it over {TARGET}",
        "-w",
        str(workspace),
        "--model",
        f"script:{script}",
        "--no-probe",
        "--policy",
        str(policy),
    )
    assert res.code == 0, res.stderr
    check_stream(res)
    assert not res.of_type("run_paused")
    # Medium risk leaves its trace even when a rule allows it.
    req = res.of_type("approval_required")[0]
    assert req["action"] == "docx_overwrite" and req["rule"] == "outputs"
    decision = res.of_type("approval_decision")[0]
    assert decision["approved"] is True and decision["source"] == "policy"
    art = res.of_type("file_artifact")[0]
    assert art["operation"] == "updated" and art["sha256"] == sha256(target)
    assert body_texts(target) == EXPECTED


def test_editing_further_after_an_approved_overwrite_of_the_source(
    run_cli,
    write_script,
    workspace: Path,
    report: Path,
    tmp_path: Path,
) -> None:
    """Edit, save over the source (approved), edit more, save over it again (approved in a third
    process). The second resume rebuilds the document: it must not replay the first batch on a
    source that already holds it. Under the `out/**` policy: the source is not covered, it asks."""
    policy = tmp_path / "policy.toml"
    policy.write_text(POLICY)
    before = report.read_bytes()
    script = write_script(
        [
            plan_docx(source_path=SOURCE),
            call(
                "docx_apply_edits",
                source_path=SOURCE,
                edits=[{"type": "replace_text", "find": "north", "replace": "south", "all": True}],
            ),
            call("docx_save_output", output_path=SOURCE, overwrite=True),
            call(
                "docx_apply_edits",
                source_path=SOURCE,
                edits=[{"type": "append_paragraph", "text": "Second pass."}],
            ),
            call("docx_save_output", output_path=SOURCE, overwrite=True),
            finish(),
            RESPOND,
            final(),
        ]
    )
    first = run_cli(
        "run",
        f"Edit {SOURCE} in place, twice",
        "-w",
        str(workspace),
        "--model",
        f"script:{script}",
        "--no-probe",
        "--policy",
        str(policy),
    )
    assert first.code == 3, first.stderr
    req = first.of_type("approval_required")[0]
    # An edit saved over its source keeps most of its text: rated medium (as a script's in-place
    # edit is), which this policy still asks about.
    assert req["subject"] == SOURCE and req["risk_level"] == "medium" and req["rule"] is None
    assert any("source document" in r for r in req["reasons"])
    assert report.read_bytes() == before
    run_id = first.lines[-1]["run_id"]
    second = run_cli("approve", run_id, "--allow")
    assert second.code == 3, second.stderr  # the second overwrite asks again
    assert "south" in body_texts(report)[1]
    third = run_cli("approve", run_id, "--allow")
    assert third.code == 0, third.stderr
    saves = tool_results(third, "docx_save_output")
    assert [s["error"] for s in saves] == [None]
    texts = body_texts(report)
    assert texts[1] == "Revenue in the southern region grew. The south team celebrated."
    assert texts.count("Second pass.") == 1 and texts[-1] == "Second pass."
    arts = [
        (a["path"], a["operation"]) for a in second.of_type("file_artifact") + third.of_type("file_artifact")
    ]
    assert arts == [(SOURCE, "updated"), (SOURCE, "updated")]


MEDIUM_ALLOWED = """version = 1
[defaults]
low = "allow"
medium = "allow"
high = "deny"
noninteractive_ask = "deny"
"""


def test_saving_over_the_source_is_rated_by_how_much_of_it_stays(
    run_cli, write_script, workspace: Path, report: Path, tmp_path: Path,
) -> None:
    """A document saved over itself after an edit that keeps most of its text is an edit in place
    (medium: allowed by a policy that allows medium and denies high); one whose edits removed most
    of its text is an overwrite (high: denied, exit 5, the file untouched)."""
    policy = tmp_path / "policy.toml"
    policy.write_text(MEDIUM_ALLOWED)

    def run(edits: list[dict[str, Any]]) -> CliResult:
        script = write_script([plan_docx(source_path=SOURCE), call("docx_apply_edits", source_path=SOURCE, edits=edits),
                               call("docx_save_output", output_path=SOURCE, overwrite=True), finish(), RESPOND, final()])
        return run_cli("run", f"Edit {SOURCE} in place", "-w", str(workspace), "--model", f"script:{script}",
                       "--no-probe", "--policy", str(policy))

    gone = [{"type": "delete_block", "block_id": block_id(report, text)} for text in (
        "Revenue in the northern region grew. The north team celebrated.", "The north office opened in March.",
        "The budget was approved.")]
    gone.append({"type": "delete_block", "block_id": next(b["id"] for b in docx_inspect(report)["blocks"] if b["kind"] == "table")})
    before = report.read_bytes()
    denied = run(gone)
    assert denied.code == 5, denied.stderr
    assert report.read_bytes() == before
    saves = tool_results(denied, "docx_save_output")
    assert saves and "denied" in (saves[0]["error"] or "")

    edited = run([{"type": "replace_text", "find": "north office", "replace": "south office"}])
    assert edited.code == 0, edited.stderr
    assert "The south office opened in March." in body_texts(report)
    assert [(a["path"], a["operation"]) for a in edited.of_type("file_artifact")] == [(SOURCE, "updated")]


def test_a_save_in_place_with_no_edit_applied_is_pushed_back_then_fails(run_cli, write_script, workspace: Path,
                                                                        report: Path, allow_policy: Path) -> None:
    """The one edit refused, the document saved over itself unchanged and success claimed: pushed
    back once (`nothing_edited`); claimed again, the task fails (exit 1) instead of reporting the
    change made. A save in place empties the batches to replay, not the record that none applied."""
    bad = [{"type": "delete_rows", "table": 0, "where": {"Item": "no such row"}, "expected_count": 1}]
    objective = f"Take the Widgets row out of the table in {SOURCE} and save it in place."
    script = write_script([
        plan_docx(objective, source_path=SOURCE),
        call("docx_apply_edits", source_path=SOURCE, edits=bad),
        call("docx_save_output", output_path=SOURCE, overwrite=True),
        finish(summary="removed the row"),
        finish(summary="removed the row"),
        RESPOND,
        final("The row was removed."),
    ])
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(allow_policy))
    assert res.code == 1, res.stderr
    results = tool_results(res)
    assert results[0]["error"] and results[1]["error"] is None  # the edit refused, the save made
    finishes = [r for r in results if r["tool_name"] == "docx_finish"]
    assert finishes[0]["error"].startswith(f"not finished: no edit was applied, so {SOURCE} is an unchanged copy")
    assert res.of_type("task_result")[0]["code"] == "failed"
    assert "no edit was applied" in res.of_type("task_result")[0]["message"]
