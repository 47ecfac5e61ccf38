"""One approval service for every capability.

Decision sources, in order: a policy decision of allow/deny is final (`source: policy`); an
`ask` goes to the interactive terminal (`tty`), to JSON lines on stdin (`stdin`), or — with no
one to ask — to the policy's `noninteractive_ask`: `pause` (a LangGraph interrupt; the run
resumes through `ncurator approve`) or `deny` (`source: default`).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, TextIO

import orjson

from ..protocol.approval import ApprovalRequest, Verdict, approval_id_for

if TYPE_CHECKING:
    from ..protocol.context import RunContext


class ApprovalService:
    def __init__(
        self,
        *,
        mode: str,
        noninteractive_ask: str,
        stdin: TextIO | None = None,
        stderr: TextIO | None = None,
    ) -> None:
        if mode not in ("tty", "stdin", "none"):
            raise ValueError(f"approval mode must be tty, stdin or none, not {mode!r}")
        self.mode = mode
        self.noninteractive_ask = noninteractive_ask
        self.stdin = stdin or sys.stdin
        self.stderr = stderr or sys.stderr
        self.decided: dict[str, dict[str, Any]] = {}  # approval_id -> {approved, source, reason}; from graph state
        self._stdin_backlog: dict[str, dict[str, Any]] = {}

    def request(self, ctx: RunContext, req: ApprovalRequest) -> Verdict:
        approval_id = approval_id_for(ctx.run_id, req.key)
        earlier = self.decided.get(approval_id)
        if earlier is not None:
            # A decision made while the run was paused (or earlier in this run): apply it, once.
            return Verdict(approval_id, bool(earlier["approved"]), earlier.get("source"), earlier.get("reason"))

        needs_event = req.risk_level in ("medium", "high") or req.decision != "allow"
        if not needs_event:
            return Verdict(approval_id, True, "policy", None)

        risk = req.risk_level if req.risk_level in ("medium", "high") else "medium"
        ctx.store.add_approval(
            ctx.run_id,
            ctx.emitter.redactor.value({
                "approval_id": approval_id, "task_id": req.task_id, "action": req.action, "subject": req.subject,
                "risk_level": risk, "reasons": req.reasons, "rule": req.rule,
            }),
        )
        ctx.emit(
            "approval_required", task_id=req.task_id, approval_id=approval_id, action=req.action,
            subject=req.subject, risk_level=risk, reasons=req.reasons or [f"{risk} risk"], rule=req.rule,
        )

        if req.decision in ("allow", "deny"):
            approved = req.decision == "allow"
            reason = req.message or (f"rule {req.rule}" if req.rule else f"policy default for {req.risk_level} risk")
            return self._decide(ctx, req, approval_id, approved, "policy", reason)

        if self.mode == "tty":
            approved, reason = self._ask_tty(req, approval_id)
            return self._decide(ctx, req, approval_id, approved, "tty", reason)
        if self.mode == "stdin":
            approved, reason = self._ask_stdin(approval_id)
            return self._decide(ctx, req, approval_id, approved, "stdin", reason)
        if self.noninteractive_ask == "pause":
            return Verdict(approval_id, None)
        return self._decide(ctx, req, approval_id, False, "default", "no one to ask and the policy says noninteractive_ask = deny")

    def _decide(
        self, ctx: RunContext, req: ApprovalRequest, approval_id: str, approved: bool, source: str, reason: str | None
    ) -> Verdict:
        ctx.store.decide_approval(ctx.run_id, approval_id, approved=approved, source=source,
                                  reason=ctx.emitter.redactor.text(reason) if reason else reason)
        ctx.emit(
            "approval_decision", task_id=req.task_id, approval_id=approval_id, approved=approved,
            source=source, reason=reason,
        )
        self.decided[approval_id] = {"approved": approved, "source": source, "reason": reason}
        return Verdict(approval_id, approved, source, reason)

    def _ask_tty(self, req: ApprovalRequest, approval_id: str) -> tuple[bool, str | None]:
        reasons = "; ".join(req.reasons)
        self.stderr.write(
            f"\nncurator wants to run a {req.risk_level}-risk {req.action}:\n  {req.subject}\n"
            f"  reasons: {reasons}\nAllow? [y/N] "
        )
        self.stderr.flush()
        line = self.stdin.readline()
        if not line:
            return False, "no answer (end of input)"
        answer = line.strip().lower()
        return answer in ("y", "yes"), f"answered {answer or 'no'!r}"

    def _ask_stdin(self, approval_id: str) -> tuple[bool, str | None]:
        """Read JSON lines `{"approval_id": ..., "approved": bool, "reason"?: str}` until this id is
        answered. Lines without an id answer the oldest open request; lines for other ids are kept."""
        if approval_id in self._stdin_backlog:
            d = self._stdin_backlog.pop(approval_id)
            return bool(d.get("approved")), d.get("reason")
        while True:
            line = self.stdin.readline()
            if not line:
                return False, "no decision on stdin (end of input)"
            if not line.strip():
                continue
            try:
                data = orjson.loads(line)
            except orjson.JSONDecodeError:
                self.stderr.write(f"ncurator: ignoring malformed approval line: {line.strip()[:200]}\n")
                continue
            if not isinstance(data, dict) or not isinstance(data.get("approved"), bool):
                self.stderr.write("ncurator: approval lines need a boolean 'approved'\n")
                continue
            target = data.get("approval_id")
            if target in (None, approval_id):
                return data["approved"], data.get("reason")
            self._stdin_backlog[str(target)] = data
