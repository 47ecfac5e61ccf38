"""The one path every command takes: validate → policy decision → approval → sandbox → change
tracking.  The terminal loop, its trial and check runs, and the probe's observations all go
through ``CommandExec``; the sandbox request's ``access`` is set here, from the decision, and
nowhere else.

Least privilege by decision: a command the policy allows as ``low`` without a rule runs with the
workspace read-only; only a command approved as a change (by a rule, by the policy's default for
its risk, or by a person on the terminal, on stdin or through ``ncurator approve``) gets the
workspace writable, and protected paths stay read-only even then.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ..protocol.approval import ApprovalRequest
from ..sandbox import overlay
from ..sandbox.request import READ_ONLY, WORKSPACE_WRITE, Access, CommandLimits, ExecResult, SandboxRequest
from ..workspace.changes import tracker_for
from . import effects
from .validate import invalid_command, parse_refusal

if TYPE_CHECKING:
    from ..protocol.approval import Verdict
    from ..protocol.context import RunContext

#: What an unasked run is for: ``probe`` looks at the workspace (only `low` commands, read-only);
#: ``trial`` tries a candidate of a question read-only; ``scratch`` runs in a throw-away copy of the
#: workspace (a trial of a change, a check in that copy), writable.
Purpose = Literal["probe", "trial", "scratch"]


@dataclass
class Screened:
    """A command after validation and the policy decision. ``refusal``: it may not run at all."""

    command: str
    cwd: Path
    workspace: Path
    decision: Any = None  # policy.Decision
    refusal: str | None = None
    outside: list[str] = field(default_factory=list)

    @property
    def risk_level(self) -> str:
        return str(getattr(self.decision, "risk_level", "high"))


@dataclass
class Approved:
    verdict: Verdict
    access: Access


def access_for(screened: Screened, verdict: Verdict) -> Access:
    """The workspace access an approved command gets: read-only for a `low` command the policy's
    defaults let through unasked; writable for anything approved as a change."""
    decision = screened.decision
    unasked = verdict.source == "policy" and getattr(decision, "rule", None) is None
    if unasked and screened.risk_level == "low":
        return READ_ONLY
    return WORKSPACE_WRITE


@dataclass
class Preview:
    """A copy-on-write run of code the classifier cannot read: its result, its change, and the
    overlay folder holding that change until it is applied or discarded."""

    result: ExecResult
    effect: Any  # effects.Effect
    base: Path

    @property
    def upper(self) -> Path:
        return self.base / "upper"

    def digest(self) -> str:
        import hashlib

        e = self.effect
        text = "\0".join("|".join(v) for v in (e.created, e.overwritten, e.edited, e.deleted, e.modes,
                                                 e.replaced_dirs, e.moved))
        return hashlib.sha1(text.encode()).hexdigest()[:10]


class CommandExec:
    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx

    # -- validate + decide -----------------------------------------------------------------------

    def screen(self, command: str, workspace: Path, cwd: Path | None = None) -> Screened:
        root = Path(os.path.realpath(workspace))
        where = Path(os.path.realpath(cwd)) if cwd is not None else root
        bad = invalid_command(command)
        if bad:
            return Screened(str(command), where, root, refusal=bad)
        decision = self.ctx.policy.decide_command(command, root, where)
        s = Screened(command, where, root, decision)
        unparsed = parse_refusal(decision)
        outside = list(getattr(getattr(decision, "assessment", None), "outside_workspace", None) or [])
        if unparsed:
            s.refusal = f"{unparsed}; write it so bash's grammar reads it one way"
        elif outside:
            # The workspace is the boundary of every command: leaving it is refused, not asked.
            s.refusal, s.outside = "; ".join(outside[:3]), outside
        return s

    # -- effects decide for code the classifier cannot read (exec/effects.py) --------------------

    def previewable(self, screened: Screened, sandbox: Any) -> bool:
        if screened.refusal or not sandbox.confined or not effects.opaque(getattr(screened.decision, "assessment", None)):
            return False
        return overlay.usable_path(str(screened.workspace)) and overlay.probe()[0]

    def preview(self, screened: Screened, limits: CommandLimits, *, sandbox: Any,
                protect: tuple[tuple[str, bool], ...] = ()) -> Preview:
        """Run in a copy-on-write view of the workspace; the real one is untouched."""
        base = Path(tempfile.mkdtemp(prefix="ncurator-cow-"))
        request = SandboxRequest(screened.command, screened.cwd, screened.workspace, limits, WORKSPACE_WRITE,
                                 protect, overlay=base)
        try:
            res = sandbox.execute(request, self.ctx.cancel.event)
            effect = effects.observe(base / "upper", screened.workspace)
        except BaseException:
            self.discard(Preview(None, None, base))  # type: ignore[arg-type]
            raise
        return Preview(res, effect, base)

    def rerate(self, screened: Screened, preview: Preview, own: frozenset[str] = frozenset()) -> Screened:
        """The decision on what the script did: its change rated like the equivalent shell
        command, decided by the policy's defaults (a deny or ask rule on the command still holds).
        `own`: files the task created earlier (rewriting one is not overwriting the user's file)."""
        risk, reasons = preview.effect.rating(own)
        d = screened.decision
        policy = self.ctx.policy
        verdict = policy.defaults.get(risk, "ask")
        rule = None
        if d.rule is not None and d.decision != "allow":
            strict = {"allow": 0, "ask": 1, "deny": 2}
            if strict[d.decision] > strict[verdict]:
                verdict, rule = d.decision, d.rule
        if "read-only file system" in ((preview.result.stderr or "") + (preview.result.stdout or "")).lower():
            reasons = [*reasons, "the script tried to write where it may not (outside the workspace or a protected path)"]
            risk = "medium" if risk == "low" else risk
        decision = replace(d, decision=verdict, risk_level=risk, rule=rule,
                           reasons=[*reasons, f"rated by what it did in a copy-on-write run ({preview.effect.summary()})"],
                           message=d.message if rule else None)
        return replace(screened, decision=decision)

    def commit(self, preview: Preview, workspace: Path) -> None:
        """Apply an approved preview's change to the real workspace, then drop the overlay."""
        try:
            effects.apply(preview.effect, preview.upper, workspace)
        finally:
            self.discard(preview)

    def commit_tracked(self, preview: Preview, workspace: Path) -> tuple[ExecResult, Any]:
        tracker = tracker_for(Path(os.path.realpath(workspace)))
        tracker.begin()
        try:
            self.commit(preview, workspace)
        finally:
            observed = tracker.end()
        return preview.result, observed

    @staticmethod
    def discard(preview: Preview) -> None:
        overlay.remove_tree(preview.base)

    # -- approve --------------------------------------------------------------------------------

    def approve(self, screened: Screened, *, task_id: str | None, key: str, sandbox: Any,
                subject: str | None = None) -> Approved:
        d = screened.decision
        risk = screened.risk_level
        decision = d.decision
        if decision == "allow" and risk != "low" and not sandbox.confined:
            decision = "ask"  # without a sandbox, nothing but low-risk commands runs unasked
        verdict = self.ctx.approvals.request(
            self.ctx,
            ApprovalRequest(task_id=task_id, key=key, action="command", subject=subject or screened.command, risk_level=risk,
                            reasons=list(d.reasons), decision=decision, rule=d.rule,
                            message=getattr(d, "message", None)),
        )
        return Approved(verdict, access_for(screened, verdict))

    # -- run ------------------------------------------------------------------------------------

    def run(self, screened: Screened, access: Access, limits: CommandLimits, *, sandbox: Any,
            protect: tuple[tuple[str, bool], ...] = ()) -> ExecResult:
        """Run an approved command (never one with a refusal)."""
        if screened.refusal:
            raise ValueError(f"refused command cannot run: {screened.refusal}")
        request = SandboxRequest(screened.command, screened.cwd, screened.workspace, limits, access,
                                 protect if sandbox.confined else ())
        return sandbox.execute(request, self.ctx.cancel.event)

    def run_tracked(self, screened: Screened, access: Access, limits: CommandLimits, *, sandbox: Any,
                    protect: tuple[tuple[str, bool], ...] = ()) -> tuple[ExecResult, Any]:
        """`run`, with the workspace changes it made observed (workspace/changes.py)."""
        tracker = tracker_for(screened.workspace)
        tracker.begin()
        try:
            res = self.run(screened, access, limits, sandbox=sandbox, protect=protect)
        finally:
            observed = tracker.end()
        return res, observed

    def run_unasked(self, command: str, workspace: Path, cwd: Path | None, limits: CommandLimits, *, purpose: Purpose,
                    protect: tuple[tuple[str, bool], ...] = ()) -> ExecResult | str:
        """A run nobody is asked about (a trial, a check in a scratch copy, the probe's look):
        only a command the policy allows unasked; ``probe`` only a `low` one.
        Returns the result, or why it did not run."""
        sandbox = self.ctx.sandbox
        s = self.screen(command, workspace, cwd)
        if s.refusal:
            return s.refusal
        if s.decision.decision != "allow":
            return "; ".join(s.decision.reasons) or f"the policy does not allow it unasked ({s.risk_level} risk)"
        if purpose == "probe" and (s.risk_level != "low" or getattr(s.decision.assessment, "refused", False)):
            return "; ".join(s.decision.reasons) or f"{s.risk_level} risk: the probe runs only read-only commands"
        access = WORKSPACE_WRITE if purpose == "scratch" else READ_ONLY  # scratch: a throw-away copy
        return self.run(s, access, limits, sandbox=sandbox, protect=protect)
