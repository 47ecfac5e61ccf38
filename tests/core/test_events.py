"""The wire protocol: schema committed in docs matches the code; every event type validates."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from pydantic import ValidationError
from tests.conftest import REPO

from ncurator_cli.protocol import events


def test_committed_schema_matches_code() -> None:
    committed = json.loads((REPO / "docs" / "events.schema.json").read_text())
    assert committed == json.loads(json.dumps(events.events_json_schema())), (
        "docs/events.schema.json drifted: regenerate with `ncurator schema events > docs/events.schema.json`"
    )


def test_schema_command_prints_the_committed_file() -> None:
    out = subprocess.run([sys.executable, "-m", "ncurator_cli.cli", "schema", "events"], capture_output=True, check=True)
    assert json.loads(out.stdout) == json.loads((REPO / "docs" / "events.schema.json").read_text())


def test_every_spec_event_type_is_in_the_union() -> None:
    spec_types = {
        "run_started", "probe_started", "probe_skipped", "probe_evidence", "probe_completed", "plan_created",
        "task_started", "task_completed", "task_result", "task_failed", "tool_call_started", "tool_call_result",
        "terminal_step_started", "terminal_step_result", "terminal_step_error", "activity", "file_artifact",
        "workspace_required", "approval_required", "approval_decision", "run_paused", "run_resumed",
        "answer_token", "answer_completed", "model_request_completed", "run_completed", "run_failed", "run_cancelled",
        "ingest_started", "document_ingested", "ingest_completed",
    }
    assert set(events.EVENT_CLASSES) == spec_types
    schema_types = {s["properties"]["type"]["const"] for s in events.events_json_schema()["$defs"].values() if "type" in s.get("properties", {}) and "const" in s["properties"]["type"]}
    assert spec_types <= schema_types


def test_envelope_and_round_trip() -> None:
    e = events.make_event("task_result", run_id="run_x", seq=3, task_id="t1", code="ok", message="m", data={"a": 1})
    wire = e.model_dump_json()
    back = events.parse_event(wire)
    assert back == e
    d = json.loads(wire)
    assert d["schema_version"] == 1 and d["seq"] == 3 and d["ts"].endswith("Z") and len(d["ts"]) == 24


@pytest.mark.parametrize(
    ("type_", "fields"),
    [
        ("task_result", {"task_id": "t", "code": "not_a_code", "message": "m"}),
        ("probe_completed", {"outcome": "completed_with_confidence", "confidence": 1.5, "gaps": [], "planning_basis": "history_only"}),
        ("approval_required", {"task_id": "t", "approval_id": "a", "action": "command", "subject": "rm", "risk_level": "low", "reasons": [], "rule": None}),
        ("file_artifact", {"task_id": "t", "artifact_id": "a", "capability": "c", "path": "p", "operation": "moved", "summary": "", "step_id": None, "sha256": None, "size": None}),
        ("run_started", {"session_id": None, "input": "x", "workspace": None, "model": "m", "policy": None, "extra": 1}),
    ],
)
def test_invalid_events_are_rejected(type_: str, fields: dict) -> None:
    with pytest.raises(ValidationError):
        events.make_event(type_, run_id="r", seq=0, **fields)


def test_unknown_type_rejected() -> None:
    with pytest.raises(ValueError):
        events.make_event("nope", run_id="r", seq=0)
    with pytest.raises(ValidationError):
        events.parse_event({"schema_version": 1, "type": "nope", "run_id": "r", "seq": 0, "ts": "x"})
