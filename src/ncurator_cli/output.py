"""Event emission: envelope + validation + redaction, then the JSONL sink, text renderer and run store.

stdout belongs to the event stream. Everything here writes bytes to the stream it was given and
flushes after each line so `| jq` consumers see events as they happen.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any, BinaryIO, Protocol, TextIO

import orjson

from .protocol.events import Event, make_event, now_rfc3339
from .redact import Redactor


class Sink(Protocol):
    def write(self, event: dict[str, Any]) -> None: ...


class OutputClosedError(Exception):
    """The reader of stdout went away (`ncurator run ... | head -1`)."""


class JsonlSink:
    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream
        self.closed = False

    def write(self, event: dict[str, Any]) -> None:
        if self.closed:
            return
        try:
            self.stream.write(orjson.dumps(event) + b"\n")
            self.stream.flush()
        except BrokenPipeError:
            self.closed = True
            _silence(self.stream)
            raise OutputClosedError("stdout was closed by its reader") from None


def _silence(stream: Any) -> None:
    # Point the fd at /dev/null so the interpreter's final flush does not fail a second time.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def use_color(stream: TextIO) -> bool:
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class TextRenderer:
    """Renders events for a person. Answer tokens stream inline; everything else is one line."""

    COLORS = {"dim": "2", "red": "31", "green": "32", "yellow": "33", "blue": "34", "magenta": "35", "cyan": "36", "bold": "1"}

    def __init__(self, stream: TextIO, color: bool | None = None) -> None:
        self.stream = stream
        self.color = use_color(stream) if color is None else color
        self._in_answer = False

    def _c(self, name: str, text: str) -> str:
        if not self.color:
            return text
        return f"\x1b[{self.COLORS[name]}m{text}\x1b[0m"

    def write(self, e: dict[str, Any]) -> None:
        t = e["type"]
        if t == "answer_token":
            self._in_answer = True
            self.stream.write(e["token"])
            self.stream.flush()
            return
        if t == "model_request_completed":
            return  # summed up on the last line; must not break the answer being streamed
        if self._in_answer:
            self.stream.write("\n")
            self._in_answer = False
            if t == "answer_completed":
                self.stream.flush()
                return
        line = self.render(e)
        if line is not None:
            self.stream.write(line + "\n")
            self.stream.flush()

    def render(self, e: dict[str, Any]) -> str | None:
        t = e["type"]
        c = self._c
        match t:
            case "run_started":
                ws = e["workspace"]["root_path"] if e.get("workspace") else "no workspace"
                return c("bold", f"▶ run {e['run_id']}") + c("dim", f"  model={e['model']}  {ws}")
            case "probe_started":
                return c("dim", "· probing context")
            case "probe_skipped":
                return c("dim", f"· probe skipped: {e['reason']}")
            case "probe_evidence":
                return c("dim", f"  evidence [{e['source']}] {e['summary']}")
            case "probe_completed":
                gaps = f"; gaps: {', '.join(e['gaps'])}" if e["gaps"] else ""
                return c("dim", f"· probe {e['outcome']} (confidence {e['confidence']:.2f}){gaps}")
            case "plan_created":
                lines = [c("bold", "plan:")]
                lines += [f"  {p['id']} [{p['kind']}] {p['title']} ({p['status']})" for p in e["plan"]]
                return "\n".join(lines)
            case "task_started":
                return c("blue", f"● {e['task_id']} started ({e['kind']})")
            case "task_completed":
                return c("green", f"✓ {e['task_id']} completed")
            case "task_result":
                return f"  {e['task_id']}: {e['code']} — {e['message']}"
            case "task_failed":
                return c("red", f"✗ {e['task_id']} failed: {e['code']} — {e['error']}")
            case "tool_call_started":
                args = orjson.dumps(e["input"]).decode()
                return c("dim", f"  → {e['tool_name']} {args[:200]}")
            case "tool_call_result":
                if e.get("error"):
                    return c("yellow", f"  ← {e['tool_name']} error: {e['error']}")
                return None
            case "terminal_step_started":
                return c("cyan", f"  $ {e['command']}") + c("dim", f"  [{e['risk_level']}, {e['sandbox']}]")
            case "terminal_step_result" | "terminal_step_error":
                tail = " (timed out)" if e["timed_out"] else ""
                tail += " (truncated)" if e["truncated"] else ""
                preview = e["output_preview"].rstrip()
                body = ("\n" + "\n".join("    " + ln for ln in preview.splitlines()[:20])) if preview else ""
                head = f"    exit {e['exit_code']} in {e['duration_ms']} ms{tail}"
                if t == "terminal_step_error":
                    head += f": {e['error']}"
                return c("dim", head) + body
            case "activity":
                return c("dim", f"  · {e['action_type']} {e['status']}: {e['summary']}")
            case "file_artifact":
                return c("magenta", f"  ✎ {e['operation']} {e['path']}")
            case "workspace_required":
                return c("red", f"! {e['task_id']} needs a workspace: {e['reason']}")
            case "approval_required":
                reasons = "; ".join(e["reasons"])
                return c("yellow", f"? approval {e['approval_id']} [{e['risk_level']}] {e['action']}: {e['subject']}  ({reasons})")
            case "approval_decision":
                verdict = "allowed" if e["approved"] else "denied"
                return c("yellow", f"  approval {e['approval_id']} {verdict} by {e['source']}")
            case "run_paused":
                ids = " ".join(e["pending_approvals"])
                return c("yellow", f"⏸ paused, waiting for approval {ids}: ncurator approve {e['run_id']} --allow|--deny")
            case "run_resumed":
                return c("dim", "▶ resumed")
            case "answer_completed":
                if e.get("output") is not None:
                    return orjson.dumps(e["output"], option=orjson.OPT_INDENT_2).decode()
                return e["text"]
            case "model_request_completed":
                return None  # summed up on the last line
            case "run_completed":
                return c("green", f"■ completed in {e['duration_ms']} ms") + c("dim", _usage_text(e.get("usage")))
            case "run_failed":
                lines = [c("red", f"■ failed: {e['code']} — {e['error']}") + c("dim", _usage_text(e.get("usage")))]
                if e.get("budget"):
                    lines.append(c("red", f"  budget exceeded: {e['budget']}"))
                lines += [c("red", f"  denied {d['action']}: {d['subject']}") for d in e.get("denied") or []]
                return "\n".join(lines)
            case "run_cancelled":
                return c("red", f"■ cancelled: {e['reason']}")
            case "ingest_started":
                return c("bold", f"ingest into {e['kb']}")
            case "document_ingested":
                err = f" — {e['error']}" if e.get("error") else ""
                color = "red" if e["status"] == "failed" else "dim"
                return c(color, f"  {e['status']:9} {e['document_id']} ({e['chunks']} chunks){err}")
            case "ingest_completed":
                return (
                    f"added {e['added']}, updated {e['updated']}, unchanged {e['unchanged']}, "
                    f"failed {e['failed']}, removed {e['removed']} in {e['duration_ms']} ms"
                )
        return f"{t}: {orjson.dumps({k: v for k, v in e.items() if k not in ('schema_version', 'run_id', 'seq', 'ts', 'type')}).decode()}"


def _usage_text(usage: dict[str, Any] | None) -> str:
    if not usage or not usage.get("model_calls"):
        return ""
    text = f"  ({usage['model_calls']} model calls"
    if usage.get("total_tokens"):
        text += f", {usage['total_tokens']} tokens" + (" (some estimated)" if usage.get("estimated") else "")
    if usage.get("cost") is not None:
        text += f", cost {usage['cost']:.4f}"
    return text + ")"


class Emitter:
    """Stamps the envelope (run_id, seq, ts), validates against the protocol, redacts, fans out.

    Thread-safe: capabilities may emit from worker threads; seq stays gap-free and ordered.
    """

    def __init__(
        self,
        run_id: str,
        *,
        sinks: list[Sink],
        next_seq: int = 0,
        redactor: Redactor | None = None,
        persist: Callable[[str, int, str, str, bytes], None] | None = None,
        guard: Callable[[], AbstractContextManager[Any]] | None = None,
    ) -> None:
        self.run_id = run_id
        self.sinks = sinks
        self.seq = next_seq
        self.redactor = redactor or Redactor()
        self.persist = persist
        # Wraps each line (the runner passes its cancellation's critical section, so a signal
        # never leaves half a JSON object on stdout).
        self.guard = guard or nullcontext
        self.closed = False
        self._lock = threading.Lock()
        self.last: dict[str, Any] | None = None

    def close(self) -> None:
        """No event is written after this (a cancelled run's late worker threads stay silent)."""
        self.closed = True

    def emit(self, type_: str, **fields: Any) -> dict[str, Any]:
        if self.closed:
            return {}
        with self.guard(), self._lock:
            fields = self.redactor.value(fields)
            event: Event = make_event(type_, run_id=self.run_id, seq=self.seq, ts=now_rfc3339(), **fields)
            data = event.model_dump(mode="json")
            body = orjson.dumps(data)
            if self.persist is not None:
                self.persist(self.run_id, self.seq, type_, data["ts"], body)
            for sink in self.sinks:
                sink.write(data)
            self.seq += 1
            self.last = data
            return data


def stdout_sink(fmt: str) -> Sink:
    if fmt == "text":
        return TextRenderer(sys.stdout)
    return JsonlSink(sys.stdout.buffer)
