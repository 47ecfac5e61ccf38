"""mcp: the tools of the MCP servers declared in the config, as one capability kind.

The host plans an `mcp` task like any other (its description lists the servers' tools); the
task's bounded loop offers the model every reachable server's tools, named `SERVER__TOOL`, plus
`mcp_finish`. The same tools (`McpTools`) are offered beside the built-in tools in every other
tool-calling capability loop (the composition root adds them to the registry's tool sets). Every call is decided by the policy (`action = "mcp_tool"`, subject `SERVER/TOOL`;
no matching rule = ask), approved like a command, evented as `tool_call_started` /
`tool_call_result`, and its result redacted before the model or any record sees it. Servers that
cannot be reached, tools that hang past their timeout and malformed results come back to the
model as tool errors.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..mcp_hub import McpError
from ..protocol.approval import ApprovalRequest
from ..protocol.capability import PendingApproval, TaskOutcome, ToolLoopCapability, ToolOutcome
from ..protocol.task import LoopState, McpData, Task, loop_data
from ..protocol.tools import ToolCall, ToolSpec

if TYPE_CHECKING:
    from ..mcp_hub import McpHub, McpTool
    from ..protocol.context import RunContext

FINISH = ToolSpec(
    "mcp_finish",
    "Finish the task: success and a summary that states the result (the facts the tools returned).",
    {"type": "object", "properties": {"success": {"type": "boolean"}, "summary": {"type": "string"}},
     "required": ["success", "summary"]},
)

SYSTEM = """You complete a task with tools provided by MCP servers (named SERVER__TOOL). Call the
tools you need with arguments that follow their schemas, read the results, then call mcp_finish
with success and a summary stating the result. A tool error says what went wrong: fix the
arguments or try another way; never invent a result a tool did not return."""

_NAME_OK = re.compile(r"[^A-Za-z0-9_-]")


def tool_name(server: str, tool: str) -> str:
    """The name the model sees (OpenAI-style tool names: [A-Za-z0-9_-], at most 64 characters)."""
    return _NAME_OK.sub("_", f"{server}__{tool}")[:64]


class McpTools:
    """The configured servers' tools as a tool set (protocol.capability.ToolSet): offered by the
    `mcp` capability's own loop, and by the composition root beside the built-in tools of every
    tool-calling capability loop. Each call: the policy's decision (`mcp_tool`, `SERVER/TOOL`; no
    rule = ask), the approval, the call within the server's timeout and the run's time left, the
    result redacted before the model sees it; every failure is a tool error for the model."""

    def __init__(self, hub: McpHub) -> None:
        self.hub = hub
        self._by_name: dict[str, McpTool] | None = None

    def by_name(self) -> dict[str, McpTool]:
        if self._by_name is None:
            import sys

            self._by_name = {tool_name(t.server, t.name): t for t in self.hub.tools()}
            for error in self.hub.errors.values():
                sys.stderr.write(f"ncurator: {error}\n")
        return self._by_name

    def specs(self, ctx: RunContext | None = None, task: Task | None = None) -> list[ToolSpec]:
        return [ToolSpec(name, t.description or f"{t.name} (MCP server {t.server})", t.input_schema or {"type": "object"})
                for name, t in self.by_name().items()]

    def handle(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome | PendingApproval:
        tool = self.by_name().get(call.name)
        if tool is None:
            return ToolOutcome(error=f"unknown tool {call.name!r}")
        data = loop_data(loop, McpData)
        subject = f"{tool.server}/{tool.name}"
        decision = ctx.policy.decide_mcp_tool(tool.server, tool.name)
        verdict = ctx.approvals.request(ctx, ApprovalRequest(
            task_id=task["id"], key=call.id, action="mcp_tool", subject=subject, risk_level=decision.risk_level,
            reasons=list(decision.reasons), decision=decision.decision, rule=decision.rule, message=decision.message,
        ))
        if verdict.pending:
            return PendingApproval(verdict, {"action": "mcp_tool", "subject": subject, "risk_level": decision.risk_level})
        if not verdict.approved:
            data["denied"] = True
            return ToolOutcome(error=f"MCP tool {subject} denied ({verdict.source}): {verdict.reason or 'denied'}. "
                               "Do not retry it; find another way or finish.")
        data["mcp_calls"] = int(data.get("mcp_calls") or 0) + 1
        try:
            text, is_error = self.hub.call(tool.server, tool.name, dict(call.args), timeout=ctx.remaining_s())
        except McpError as exc:
            return ToolOutcome(error=str(exc))
        # Redacted before the model sees it (the events are redacted by the emitter anyway).
        text = ctx.emitter.redactor.text(text)
        if is_error:
            return ToolOutcome(output=text, error=f"the MCP tool {subject} reported an error")
        return ToolOutcome(output=text)


class McpCapability(ToolLoopCapability):
    kind = "mcp"
    node = "mcp"
    finish_tool = "mcp_finish"
    requires_workspace = False

    def __init__(self, hub: McpHub, tools: McpTools | None = None) -> None:
        self.hub = hub
        self.mcp_tools = tools or McpTools(hub)

    @property
    def description(self) -> str:
        tools = self.mcp_tools.by_name()
        listed = "; ".join(f"{tool_name(t.server, t.name)}: {t.description.splitlines()[0][:120] if t.description else ''}"
                           for t in list(tools.values())[:40])
        unreachable = f" (unreachable: {', '.join(sorted(self.hub.errors))})" if self.hub.errors else ""
        return f"call tools of the configured MCP servers{unreachable}: {listed or 'no tools available'}"

    def tools(self, ctx: RunContext, task: Task) -> list[ToolSpec]:
        return [*self.mcp_tools.specs(ctx, task), FINISH]

    def system_prompt(self, ctx: RunContext, task: Task) -> str:
        return SYSTEM

    def max_turns(self, ctx: RunContext) -> int:
        return 12

    def handle(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome | PendingApproval:
        data = loop_data(loop, McpData)
        if call.name == FINISH.name:
            success = call.args.get("success")
            if not isinstance(success, bool):
                return ToolOutcome(error="mcp_finish needs a boolean 'success'")
            summary = str(call.args.get("summary") or "").strip() or ("done" if success else "failed")
            code = "ok" if success else ("approval_denied" if data.get("denied") else "failed")
            return ToolOutcome(output="finished", finish=TaskOutcome(code, summary, {
                "summary": summary, "calls": int(data.get("mcp_calls") or 0), "details": summary}))
        return self.mcp_tools.handle(ctx, task, call, loop)
