"""The wire protocol: every event ncurator writes, as pydantic models.

This module depends on nothing else in the package. The JSON Schema published by
`ncurator schema events` (and committed as docs/events.schema.json) is generated from here.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

SCHEMA_VERSION = 1

RiskLevel = Literal["low", "medium", "high"]
TaskCode = Literal[
    "ok",
    "failed",
    "workspace_required",
    "approval_denied",
    "bounded_loop_error",
    "invalid_input",
    "unsupported_capability",
    "unsupported_legacy_capability",
]


def now_rfc3339() -> str:
    """UTC timestamp, RFC 3339 with milliseconds (`2026-11-22T04:08:00.123Z`)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


class Event(BaseModel):
    """The envelope every line carries."""

    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = SCHEMA_VERSION
    type: str
    run_id: str
    seq: int = Field(ge=0)
    ts: str


# --- run lifecycle -----------------------------------------------------------------------------


class WorkspaceInfo(BaseModel):
    model_config = ConfigDict(extra="forbid")
    workspace_id: str
    root_path: str


class RunStarted(Event):
    type: Literal["run_started"] = "run_started"
    session_id: str | None
    input: str
    workspace: WorkspaceInfo | None
    model: str
    policy: dict[str, Any] | None


BudgetName = Literal["max_steps", "max_turns", "max_tokens", "timeout", "capability_turns", "capability_timeout"]


class Usage(BaseModel):
    """Totals of a run's model calls so far (every `model_request_completed` summed)."""

    model_config = ConfigDict(extra="forbid")
    model_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    total_tokens: int = 0
    cost: float | None = Field(default=None, description="Sum of the calls' cost; null unless prices are configured for every model used.")
    estimated: bool = Field(default=False, description="Some token counts were estimated (the provider reported none).")


class DeniedAction(BaseModel):
    model_config = ConfigDict(extra="forbid")
    approval_id: str
    action: str
    subject: str


class RunPaused(Event):
    type: Literal["run_paused"] = "run_paused"
    pending_approvals: list[str]
    duration_ms: int = 0
    usage: Usage = Field(default_factory=Usage)


class RunResumed(Event):
    type: Literal["run_resumed"] = "run_resumed"


class RunCompleted(Event):
    type: Literal["run_completed"] = "run_completed"
    duration_ms: int
    usage: Usage = Field(default_factory=Usage)


class RunFailed(Event):
    type: Literal["run_failed"] = "run_failed"
    code: str
    error: str
    duration_ms: int = 0
    usage: Usage = Field(default_factory=Usage)
    denied: list[DeniedAction] | None = Field(
        default=None, description="Every approval denied during the run (with code approval_denied, and beside other codes)."
    )
    budget: BudgetName | None = Field(default=None, description="The budget that ran out (code budget_exceeded).")


class RunCancelled(Event):
    type: Literal["run_cancelled"] = "run_cancelled"
    reason: str
    duration_ms: int = 0
    usage: Usage = Field(default_factory=Usage)


class ModelRequestCompleted(Event):
    """One model call: who made it, what it cost, how long it took."""

    type: Literal["model_request_completed"] = "model_request_completed"
    node: str
    provider: str
    model: str
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int
    duration_ms: int
    ttft_ms: int | None = Field(description="Time to the first streamed token; null when the reply was not streamed.")
    cost: float | None = None
    estimated: bool = False
    error: str | None = Field(default=None, description=(
        "Null for a call that returned; else what ended it: `timeout`, `connection`, `http_NNN`, `invalid_output`, "
        "`bad_response`, `cancelled`, ... (the call still counts in the run's usage, with the tokens known: none)."))
    error_message: str | None = Field(default=None, description="One line saying what went wrong (failed calls only).")


# --- probe -------------------------------------------------------------------------------------


class ProbeStarted(Event):
    type: Literal["probe_started"] = "probe_started"


class ProbeSkipped(Event):
    type: Literal["probe_skipped"] = "probe_skipped"
    reason: str


class ProbeEvidence(Event):
    type: Literal["probe_evidence"] = "probe_evidence"
    source: Literal["kb", "workspace"]
    summary: str
    preview: str = Field(max_length=4000)


class ProbeCompleted(Event):
    type: Literal["probe_completed"] = "probe_completed"
    outcome: Literal["completed_with_confidence", "completed_with_gaps"]
    confidence: float = Field(ge=0.0, le=1.0)
    gaps: list[str]
    planning_basis: Literal["history_only", "probe_enriched"]


# --- plan and tasks ----------------------------------------------------------------------------


class PlanTask(BaseModel):
    model_config = ConfigDict(extra="allow")
    id: str
    title: str
    kind: str
    objective: str
    status: str


class PlanCreated(Event):
    type: Literal["plan_created"] = "plan_created"
    plan: list[PlanTask]


class TaskStarted(Event):
    type: Literal["task_started"] = "task_started"
    task_id: str
    kind: str


class TaskCompleted(Event):
    type: Literal["task_completed"] = "task_completed"
    task_id: str


class TaskResult(Event):
    type: Literal["task_result"] = "task_result"
    task_id: str
    code: TaskCode
    message: str
    data: dict[str, Any] = Field(default_factory=dict)


class TaskFailed(Event):
    type: Literal["task_failed"] = "task_failed"
    task_id: str
    code: TaskCode
    error: str


# --- tools and terminal steps ------------------------------------------------------------------


class ToolCallStarted(Event):
    type: Literal["tool_call_started"] = "tool_call_started"
    task_id: str | None
    tool_call_id: str
    tool_name: str
    input: dict[str, Any]


class ToolCallResult(Event):
    type: Literal["tool_call_result"] = "tool_call_result"
    task_id: str | None
    tool_call_id: str
    tool_name: str
    output_preview: str
    error: str | None


class TerminalStepStarted(Event):
    type: Literal["terminal_step_started"] = "terminal_step_started"
    task_id: str | None
    step_id: str
    step_index: int
    command: str
    cwd: str
    risk_level: RiskLevel
    sandbox: str
    #: What the sandbox let the command change: read_only (a `low` command allowed unasked) or
    #: workspace_write (approved as a change); with sandbox "none" it is not enforced.
    access: Literal["read_only", "workspace_write"] | None = None


class _TerminalStepOutcome(Event):
    task_id: str | None
    step_id: str
    step_index: int
    command: str
    exit_code: int | None
    timed_out: bool
    truncated: bool
    output_preview: str
    duration_ms: int


class TerminalStepResult(_TerminalStepOutcome):
    type: Literal["terminal_step_result"] = "terminal_step_result"


class TerminalStepError(_TerminalStepOutcome):
    type: Literal["terminal_step_error"] = "terminal_step_error"
    error: str


class Activity(Event):
    type: Literal["activity"] = "activity"
    activity_id: str
    task_id: str | None
    action_type: str
    status: Literal["started", "completed", "failed"]
    summary: str


class FileArtifact(Event):
    type: Literal["file_artifact"] = "file_artifact"
    task_id: str | None
    artifact_id: str
    capability: str
    path: str
    operation: Literal["created", "updated", "deleted"]
    summary: str
    step_id: str | None
    sha256: str | None
    size: int | None


# --- workspace and approvals -------------------------------------------------------------------


class WorkspaceRequired(Event):
    type: Literal["workspace_required"] = "workspace_required"
    task_id: str
    reason: str
    required_fields: list[str]


class ApprovalRequired(Event):
    type: Literal["approval_required"] = "approval_required"
    task_id: str | None
    approval_id: str
    action: str
    subject: str
    risk_level: Literal["medium", "high"]
    reasons: list[str]
    rule: str | None


class ApprovalDecision(Event):
    type: Literal["approval_decision"] = "approval_decision"
    task_id: str | None
    approval_id: str
    approved: bool
    source: Literal["policy", "stdin", "tty", "approve_command", "default"]
    reason: str | None


# --- answer ------------------------------------------------------------------------------------


class AnswerToken(Event):
    type: Literal["answer_token"] = "answer_token"
    token: str


class AnswerCompleted(Event):
    type: Literal["answer_completed"] = "answer_completed"
    text: str
    output: Any = Field(default=None, description="With --output-schema: the answer as a JSON value valid against that schema.")


# --- ingest ------------------------------------------------------------------------------------


class IngestStarted(Event):
    type: Literal["ingest_started"] = "ingest_started"
    kb: str


class DocumentIngested(Event):
    type: Literal["document_ingested"] = "document_ingested"
    document_id: str
    path: str
    status: Literal["added", "updated", "unchanged", "failed"]
    chunks: int
    error: str | None


class IngestCompleted(Event):
    type: Literal["ingest_completed"] = "ingest_completed"
    added: int
    updated: int
    unchanged: int
    failed: int
    removed: int
    duration_ms: int


EVENT_TYPES: tuple[type[Event], ...] = (
    RunStarted,
    ProbeStarted,
    ProbeSkipped,
    ProbeEvidence,
    ProbeCompleted,
    PlanCreated,
    TaskStarted,
    TaskCompleted,
    TaskResult,
    TaskFailed,
    ToolCallStarted,
    ToolCallResult,
    TerminalStepStarted,
    TerminalStepResult,
    TerminalStepError,
    Activity,
    FileArtifact,
    WorkspaceRequired,
    ApprovalRequired,
    ApprovalDecision,
    RunPaused,
    RunResumed,
    AnswerToken,
    AnswerCompleted,
    ModelRequestCompleted,
    RunCompleted,
    RunFailed,
    RunCancelled,
    IngestStarted,
    DocumentIngested,
    IngestCompleted,
)

EVENT_CLASSES: dict[str, type[Event]] = {
    cls.model_fields["type"].default: cls for cls in EVENT_TYPES
}

AnyEvent = Annotated[
    RunStarted
    | ProbeStarted
    | ProbeSkipped
    | ProbeEvidence
    | ProbeCompleted
    | PlanCreated
    | TaskStarted
    | TaskCompleted
    | TaskResult
    | TaskFailed
    | ToolCallStarted
    | ToolCallResult
    | TerminalStepStarted
    | TerminalStepResult
    | TerminalStepError
    | Activity
    | FileArtifact
    | WorkspaceRequired
    | ApprovalRequired
    | ApprovalDecision
    | RunPaused
    | RunResumed
    | AnswerToken
    | AnswerCompleted
    | ModelRequestCompleted
    | RunCompleted
    | RunFailed
    | RunCancelled
    | IngestStarted
    | DocumentIngested
    | IngestCompleted,
    Field(discriminator="type"),
]

_ADAPTER: TypeAdapter[Any] | None = None


def event_adapter() -> TypeAdapter[Any]:
    global _ADAPTER
    if _ADAPTER is None:
        _ADAPTER = TypeAdapter(AnyEvent)
    return _ADAPTER


def parse_event(data: dict[str, Any] | str | bytes) -> Event:
    """Validate one wire line (or its dict) into its event model."""
    adapter = event_adapter()
    if isinstance(data, (str, bytes)):
        return adapter.validate_json(data)
    return adapter.validate_python(data)


def make_event(type_: str, *, run_id: str, seq: int, ts: str | None = None, **fields: Any) -> Event:
    """Build and validate an event by its wire type name."""
    cls = EVENT_CLASSES.get(type_)
    if cls is None:
        raise ValueError(f"unknown event type: {type_}")
    return cls(run_id=run_id, seq=seq, ts=ts or now_rfc3339(), **fields)


def events_json_schema() -> dict[str, Any]:
    schema = event_adapter().json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "ncurator event stream"
    schema["description"] = (
        "One JSON object per line on stdout of `ncurator run`, `approve` and `ingest`. "
        f"schema_version {SCHEMA_VERSION}."
    )
    return schema
