"""terminal_exec: a bounded tool loop over `terminal_run_command` / `terminal_finish`.

Every command: parse + classify + workspace boundary (policy/) → approval when medium/high (or
as the policy says) → sandboxed run (sandbox/) → `terminal_step_*`, `tool_call_*`, `activity`
events, and `file_artifact` events for what the command changed, found by observation.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..models.base import ToolCall, ToolSpec
from ..runtime.approvals import ApprovalRequest
from ..runtime.loop import preview
from ..runtime.registry import PendingApproval, TaskOutcome, ToolLoopCapability, ToolOutcome
from .artifacts import diff, report_artifact, snapshot

if TYPE_CHECKING:
    from ..runtime.context import RunContext

TOOLS = [
    ToolSpec(
        "terminal_run_command",
        "Run one non-interactive bash command in the workspace and get its exit code and output. "
        "Paths are relative to the workspace root; cwd (optional) is a workspace-relative folder.",
        {
            "type": "object",
            "properties": {"command": {"type": "string"}, "cwd": {"type": "string"}},
            "required": ["command"],
        },
    ),
    ToolSpec(
        "terminal_finish",
        "Finish the task. success=true when the objective is met; summary gives the facts found or "
        "what was changed (it is what the user sees).",
        {
            "type": "object",
            "properties": {
                "success": {"type": "boolean"},
                "summary": {"type": "string"},
                "result_code": {"type": "string"},
            },
            "required": ["success", "summary"],
        },
    ),
]

SYSTEM = """You complete a task by running shell commands in a workspace, one command per call.
Rules:
- Call terminal_run_command with a single bash command; you get its exit code and output back.
- Work only inside the workspace, with relative paths; never cd outside it. No network.
- Commands are non-interactive: no editors, pagers or prompts. Use python3 -c or a here-doc for logic that needs more than a pipeline.
- Look before you change: list and read the relevant files first.
- When done, call terminal_finish with success and a summary that states the concrete result (numbers, names, files changed).
Workspace root: {root}
Sandbox: {sandbox}"""

REPEAT_LIMIT = 3


class TerminalCapability(ToolLoopCapability):
    kind = "terminal_exec"
    node = "terminal_exec"
    finish_tool = "terminal_finish"
    requires_workspace = True

    def tools(self, ctx: RunContext, task: dict[str, Any]) -> list[ToolSpec]:
        return TOOLS

    def system_prompt(self, ctx: RunContext, task: dict[str, Any]) -> str:
        assert ctx.workspace is not None
        return SYSTEM.format(root=ctx.workspace.root, sandbox=self._sandbox_name(ctx))

    def max_turns(self, ctx: RunContext) -> int:
        return ctx.limits.terminal_max_steps

    def loop_timeout(self, ctx: RunContext) -> float:
        return ctx.limits.terminal_loop_timeout

    @staticmethod
    def _sandbox_name(ctx: RunContext) -> str:
        try:
            return str(ctx.sandbox.name)
        except Exception as exc:
            return f"unavailable ({exc})"

    def handle(self, ctx: RunContext, task: dict[str, Any], call: ToolCall, loop: dict[str, Any]) -> ToolOutcome | PendingApproval:
        if call.name == "terminal_finish":
            success = call.args.get("success")
            if not isinstance(success, bool):
                return ToolOutcome(error="terminal_finish needs a boolean 'success'")
            summary = str(call.args.get("summary") or "").strip() or ("done" if success else "failed")
            data = {"summary": summary, "details": self._details(loop, summary)}
            if call.args.get("result_code"):
                data["result_code"] = str(call.args["result_code"])
            if success:
                code = "ok"
            elif loop["data"].get("denied"):
                code = "approval_denied"
            else:
                code = "failed"
            return ToolOutcome(output="finished", finish=TaskOutcome(code, summary, data))
        return self._run_command(ctx, task, call, loop)

    def _details(self, loop: dict[str, Any], summary: str) -> str:
        steps = loop["data"].get("steps", [])
        lines = [f"summary: {summary}"]
        for s in steps[-6:]:
            lines.append(f"$ {s['command']} (exit {s['exit_code']})\n{preview(s['output'], 800)}")
        return "\n".join(lines)

    def _run_command(self, ctx: RunContext, task: dict[str, Any], call: ToolCall, loop: dict[str, Any]) -> ToolOutcome | PendingApproval:
        assert ctx.workspace is not None
        root = ctx.workspace.root
        command = call.args.get("command")
        if not isinstance(command, str) or not command.strip():
            return ToolOutcome(error="terminal_run_command needs a non-empty 'command' string")
        cwd_arg = call.args.get("cwd") or "."
        if not isinstance(cwd_arg, str):
            return ToolOutcome(error="'cwd' must be a workspace-relative path")
        cwd = Path(os.path.realpath(root / cwd_arg))
        if cwd != root and root not in cwd.parents:
            return ToolOutcome(error=f"cwd {cwd_arg!r} is outside the workspace; commands run inside {root}")
        if not cwd.is_dir():
            return ToolOutcome(error=f"cwd {cwd_arg!r} is not a directory in the workspace")
        cwd_rel = os.path.relpath(cwd, root)

        data = loop["data"]
        # The same command three times in a row is a loop the model is not getting out of.
        recent = data.setdefault("recent", [])
        key = f"{cwd_rel}\0{command.strip()}"
        if call.id not in data.setdefault("counted", []):
            data["counted"].append(call.id)
            recent.append(key)
            del recent[:-REPEAT_LIMIT]
            if len(recent) == REPEAT_LIMIT and len(set(recent)) == 1:
                return ToolOutcome(
                    error="the same command was requested three times in a row",
                    finish=TaskOutcome("bounded_loop_error", f"stopped: `{command.strip()}` was repeated {REPEAT_LIMIT} times in a row"),
                )

        decision = ctx.policy.decide_command(command, root, cwd)
        risk = decision.risk_level
        assessment = getattr(decision, "assessment", None)
        refusal = getattr(decision, "refusal", None) or (getattr(assessment, "refusal", None) if assessment else None)
        if refusal or getattr(decision, "refused", False):
            return self._refused(ctx, task, command, refusal or "; ".join(decision.reasons))
        outside = [r for r in (assessment.reasons if assessment else decision.reasons) if "outside the workspace" in r]
        if outside:
            # The workspace is the boundary of terminal_exec: leaving it is refused, not asked.
            return self._refused(ctx, task, command, "; ".join(outside[:3]))

        verdict_decision = decision.decision
        sandbox = ctx.sandbox
        if verdict_decision == "allow" and risk != "low" and not getattr(sandbox, "confined", False):
            verdict_decision = "ask"  # without a sandbox, nothing but low-risk commands runs unasked
        verdict = ctx.approvals.request(
            ctx,
            ApprovalRequest(
                task_id=task["id"], key=f"{call.id}", action="command", subject=command, risk_level=risk,
                reasons=list(decision.reasons), decision=verdict_decision, rule=decision.rule,
                message=getattr(decision, "message", None),
            ),
        )
        if verdict.pending:
            return PendingApproval(verdict, {"action": "command", "subject": command, "risk_level": risk})
        if not verdict.approved:
            data["denied"] = True
            why = verdict.reason or "denied"
            return ToolOutcome(error=f"command denied ({verdict.source}): {why}. Do not retry it; find another way or finish.")
        return self._execute(ctx, task, call, loop, command, cwd, cwd_rel, risk)

    def _refused(self, ctx: RunContext, task: dict[str, Any], command: str, why: str) -> ToolOutcome:
        activity_id = ctx.new_id("act")
        ctx.emit("activity", activity_id=activity_id, task_id=task["id"], action_type="command_refused", status="failed",
                 summary=f"refused `{command[:200]}`: {why}")
        return ToolOutcome(error=f"command refused: {why}")

    def _execute(self, ctx: RunContext, task: dict[str, Any], call: ToolCall, loop: dict[str, Any], command: str,
                 cwd: Path, cwd_rel: str, risk: str) -> ToolOutcome:
        from ..sandbox import Limits

        assert ctx.workspace is not None
        root = ctx.workspace.root
        data = loop["data"]
        step_index = int(data.get("step_index", 0))
        data["step_index"] = step_index + 1
        step_id = f"{task['id']}.s{step_index}"
        sandbox = ctx.sandbox
        activity_id = ctx.new_id("act")
        ctx.emit("activity", activity_id=activity_id, task_id=task["id"], action_type="command", status="started",
                 summary=command[:300])
        ctx.emit("terminal_step_started", task_id=task["id"], step_id=step_id, step_index=step_index, command=command,
                 cwd=cwd_rel, risk_level=risk, sandbox=sandbox.name)
        before = snapshot(root)
        timeout = max(1.0, min(ctx.limits.terminal_command_timeout, ctx.remaining_s()))
        limits = Limits(timeout_s=timeout, max_output_bytes=ctx.limits.terminal_max_output_bytes)
        res = sandbox.run(command, cwd=cwd, workspace=root, limits=limits, cancel=ctx.cancel.event)
        after = snapshot(root)
        ctx.cancel.check()
        truncated = bool(res.stdout_truncated or res.stderr_truncated)
        combined = res.stdout + (("\n[stderr]\n" + res.stderr) if res.stderr.strip() else "")
        fields = dict(task_id=task["id"], step_id=step_id, step_index=step_index, command=command, exit_code=res.exit_code,
                      timed_out=res.timed_out, truncated=truncated, output_preview=preview(combined, 2000),
                      duration_ms=res.duration_ms)
        error = None
        if res.timed_out:
            error = f"timed out after {timeout:g} s"
        elif res.exit_code is None:
            error = "the command did not report an exit code"
        if error:
            ctx.emit("terminal_step_error", error=error, **fields)
        else:
            ctx.emit("terminal_step_result", **fields)
        for change in diff(root, before, after):
            report_artifact(ctx, task_id=task["id"], capability=self.kind, change=change,
                            summary=f"{change.operation} by `{command[:120]}`", step_id=step_id)
        ctx.emit("activity", activity_id=activity_id, task_id=task["id"], action_type="command",
                 status="failed" if (error or res.exit_code) else "completed",
                 summary=f"exit {res.exit_code} in {res.duration_ms} ms")
        data.setdefault("steps", []).append({"command": command, "exit_code": res.exit_code, "output": preview(combined, 1500)})
        del data["steps"][:-12]

        report = [f"exit_code: {res.exit_code}", f"duration_ms: {res.duration_ms}"]
        if res.timed_out:
            report.append(f"TIMED OUT after {timeout:g} s (the command was killed)")
        if truncated:
            report.append("output truncated (limit reached)")
        report.append("stdout:\n" + (res.stdout if res.stdout else "(empty)"))
        if res.stderr.strip():
            report.append("stderr:\n" + res.stderr)
        return ToolOutcome(output=preview("\n".join(report), ctx.limits.tool_output_chars), error=error)
