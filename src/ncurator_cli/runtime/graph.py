"""The host-led graph: intake → context_probe → host_plan → dispatch ⇄ host_plan → finalize.

Nodes are small functions of the state; routing is a handful of named functions. `dispatch`
advances the current task by one unit (a model turn or a tool call) so every step is
checkpointed and an approval pause resumes exactly where it stopped.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..guided import active as guided_active
from ..guided.plan import GUIDED_RUN_SHARE, HELPER_BUDGET_SHARE, guided_budget, helper_fallback, plan_by_rules
from ..guided.reading import HOST_ROWS
from ..kb.passages import answer_sources
from ..models.base import Message, TextFormat
from ..numbers import numbers_not_in
from ..objective import intent as intents
from ..objective import restates_task
from ..plugins import Registry
from ..protocol.capability import SimpleCapability, TaskOutcome, ToolLoopCapability
from ..protocol.task import Task, upgrade_loop
from ..tools.calc import CalcError, apply_workings, evaluate, grounded, period_workings, show, unshown_dates
from ..tools.facts import notice_facts, notice_note
from .context import BudgetExceededError, RunContext
from .host import (
    assign_ids,
    finalize_messages,
    format_evidence,
    format_results,
    host_messages,
    host_tools,
    parse_plan,
)
from .loop import new_loop, step
from .rule_planner import normalize_plan
from .state import RunState
from .structured import check, instruction

#: The guided loop's reply marker, which a small model may copy to the head of its final answer.
_REPLY_MARKER = re.compile(r"^\s*(?:DONE|ANSWER)\s*:[ \t]*")
#: A question of the objective that a yes or a no does not answer ("what's the biggest one?").
_WH_QUESTION = re.compile(r"\b(?:what|what's|which|how|when|where|who|whom|whose|why)\b[^?]*\?", re.I)
_YES_NO = re.compile(r"\s*(?:yes|no|correct|incorrect|true|false|right|wrong)\b", re.I)
#: Asked of an answer stating figures its sources do not hold as written (`_worked_answer`).
WORKINGS_NOTE = ("Your answer states {figures}, which the sources above do not show as written. For each, write "
                 "the arithmetic that gives it from figures shown above (amounts, percentages, dates, periods), "
                 'e.g. "40 + 15", "80 + 20%", "3 * 7.25", "1 March 2024 + 6 weeks". Write "none" for a figure '
                 "not worked out from others.")
#: A question whose answer may be a figure worked from others: an amount, a count, a date.
_WORKED_ASK = re.compile(r"\b(?:how\s+(?:much|many|long|soon)|total|altogether|in\s+all|combined|cost|price|"
                         r"pay|charge[ds]?|fee|earliest|latest|what\s+date|which\s+date|by\s+when|deadline|"
                         r"when\s+(?:can|could|will|would|should|must|is|does|do))\b", re.I)
WORKINGS_FIRST_NOTE = ("Before you answer: if the answer is a figure worked out from figures above (parts added up, "
                       "a share added or taken off, a period counted on from a date), write that arithmetic with "
                       "the figures that apply to the objective's case, e.g. \"40 + 15\", \"80 + 20%\", "
                       "\"1 March 2024 + 6 weeks\". If the answer is a figure written above as it stands, give no "
                       "workings.")
WORKINGS_FIRST_SCHEMA = {
    "type": "object",
    "properties": {"workings": {"type": "array", "maxItems": 3, "items": {"type": "string"}}},
    "required": ["workings"],
}
WORKED_FIRST_HEAD = "Worked out by the host (the arithmetic the answer needs, with the figures it applies to):"
UNSHOWN_NOTE = "(The sources found do not show {figures}; no working from their figures gives {it}.)"
WORKINGS_SCHEMA = {
    "type": "object",
    "properties": {"workings": {"type": "array", "maxItems": 4, "items": {
        "type": "object",
        "properties": {"figure": {"type": "string"}, "arithmetic": {"type": "string"}},
        "required": ["figure", "arithmetic"],
    }}},
    "required": ["workings"],
}
BARE_REPLY_NOTE = ("{answer!r} does not answer every question of the objective. Answer each of them in full, with "
                   "the values and names from the evidence above.")


def bare_reply(answer: str, objective: str) -> bool:
    """A yes or a no of a few words, without a number, to an objective that also asks a what / which
    / how question: it leaves that question unanswered."""
    words = re.findall(r"\w+", answer)
    return (0 < len(words) <= 4 and bool(_YES_NO.match(answer)) and not re.search(r"\d", answer)
            and bool(_WH_QUESTION.search(objective)))
#: Task kinds whose verified finish summary answers a question by itself.
_ANSWERING_KINDS = ("terminal_exec", "docx")


def _turns_for(ctx: RunContext, node: str) -> bool:
    """Whether an optional model turn of `node` is taken: always, but for a scripted model whose
    script has no line for it (a script written before the step was)."""
    wants = getattr(ctx.model, "has_turns_for", None)
    return bool(wants(node)) if callable(wants) else True


def _passages_shown(state: RunState) -> str:
    """The knowledge-base passages the final answer was written from: the probe's and the tasks'."""
    probe = state.get("probe") or {}
    parts = [str(ev.get("text") or "") for ev in probe.get("evidence", []) if ev.get("source") == "kb"]
    parts += [str(r.get("details") or "") for r in state.get("results") or [] if r.get("kind") == "local_kb_retrieval"]
    return "\n".join(parts)


def _sources_read(state: RunState) -> str:
    """The passages (`_passages_shown`) and the workspace files the probe read whole
    (guided/reading.py): what an answer worked from figures is written from."""
    probe = state.get("probe") or {}
    whole = [str(ev.get("text") or "") for ev in probe.get("evidence", []) if ev.get("whole")]
    return "\n".join([_passages_shown(state), *whole])


def _sole_answer(state: RunState) -> str | None:
    """Guided mode (small models): a question answered by one workspace task: that task's summary
    is the answer. It passed the finish check (its figures come from tool results); a finalize
    turn would only restate it, and a small model miscopies figures. Not for a change: there the
    finalize turn reads what the task's summary may leave out from its details (a development
    task's corrected total, asked for, was in the edit's result and not in the summary; tried
    and reverted twice). None when anything else ran, or the knowledge base is part of the
    evidence (the answer cites its passages)."""
    results = state.get("results") or []
    if (state.get("intent") or {}).get("kind") != "question" or len(results) != 1:
        return None
    r = results[0]
    kb = any(ev.get("source") == "kb" for ev in (state.get("probe") or {}).get("evidence", []))
    if r.get("code") != "ok" or r.get("kind") not in _ANSWERING_KINDS or kb:
        return None
    return str(r.get("message") or "").strip() or None


def _host_answer(state: RunState) -> str | None:
    """Guided mode: when every workspace task of the run was finished by the host (runtime.loop.
    _host_finish) and succeeded, their summaries are the answer: written from what ran (the
    script's `ANSWER:` lines, the files written, the edits applied and saved) and checked by the
    finish. A finalize turn would restate them at the cost of one more model turn. Knowledge-base
    tasks beside them are evidence the script used; any other task, or a failed one, leaves the
    answer to finalize."""
    results = state.get("results") or []
    work = [r for r in results if r.get("kind") != "local_kb_retrieval"]
    if not work or any(r.get("code") != "ok" for r in results) or not all(r.get("host_finished") for r in work):
        return None
    return "\n".join(str(r.get("message") or "").strip() for r in work).strip() or None


def _ranked_answer(state: RunState) -> str | None:
    """Guided mode: a question read whole that picks the one row a superlative singles out, ranked
    by the host over the documents' tables (guided/reading.py `ranked_pick`), with no task run: the
    host's pick is the answer. A probe's finalize turn, shown the ranking, answered with the time
    the ranking had corrected."""
    if state.get("results") or (state.get("intent") or {}).get("kind") != "question":
        return None
    # Likewise a row the host added up over the documents in force (`summed_answer`): a probe's
    # finalize turn took 90 s to restate its total.
    return (state.get("probe") or {}).get("ranked_pick") or (state.get("probe") or {}).get("summed_answer")


def _change_answer(state: RunState) -> str | None:
    """Guided mode: a change made by workspace scripts alone (every task a terminal_exec that
    succeeded and wrote files) is answered by the host: the latest clean script's `ANSWER:`
    lines and the files each task wrote, as re-read by its finish. The finalize turn only
    restated them (a probe's turn copied its one `ANSWER:` line), at 30-40 s of prompt processing
    on 2 slow cores, since its prompt shares no prefix with the task's. Not when the objective
    asks to be told something that no `ANSWER:` line says, and not for a document edit (whose
    summary left out the corrected total a development task asked for). Knowledge-base tasks
    beside them are evidence the scripts used, as for `_host_answer` (a probe's finalize turn after
    a KB lookup and a script that wrote the file read a new prompt for 113 s, past the run's limit)."""
    results = state.get("results") or []
    if (state.get("intent") or {}).get("kind") != "change" or not results:
        return None
    if any(r.get("code") != "ok" for r in results):
        return None
    work = [r for r in results if r.get("kind") != "local_kb_retrieval"]
    if not work or any(r.get("kind") != "terminal_exec" for r in work):
        return None
    answers: list[str] = []
    files: list[str] = []
    for r in work:
        if not r.get("files"):
            return None
        answers += [str(a) for a in r.get("answers") or [] if str(a) not in answers]
        re_read = {str(line).split(":", 1)[0]: str(line).split(":", 1)[1].strip()
                   for line in r.get("outputs") or [] if ":" in str(line)}
        for f in r["files"][:12]:
            path = str(f.get("path") if isinstance(f, dict) else f)
            op = f.get("operation") if isinstance(f, dict) else None
            files.append(f"{path} ({op or 'changed'}{'; ' + re_read[path] if path in re_read else ''})")
    if not answers and intents.asks_report(str(state.get("objective") or "")):
        return None
    return "\n".join([*answers, "Files: " + ", ".join(files) + "."])


END_FAILED = "failed"
# Kinds from the earlier writing pipeline; rejected explicitly so old plans fail loudly, not oddly.
LEGACY_KINDS = frozenset(
    {"writer", "writing", "outline", "draft", "drafting", "rewrite", "edit", "editor", "summary_writer", "report_writer"}
)


def _written_paths(data: dict[str, Any]) -> list[str]:
    """Workspace paths a task's outcome says it created, updated or deleted."""
    out: list[str] = []
    for f in data.get("files") or []:
        p = f.get("path") if isinstance(f, dict) else f
        if isinstance(p, str) and p not in out:
            out.append(p)
    for p in data.get("saved") or []:
        if isinstance(p, str) and p not in out:
            out.append(p)
    return out


def _plan_view(tasks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    keys = ("id", "title", "kind", "objective", "status", "source_path", "output_path", "read_only", "helper", "outputs",
            "inputs")
    return [{k: t.get(k) for k in keys if t.get(k) is not None or k in ("id", "title", "kind", "objective", "status")} for t in tasks]


class GraphBuilder:
    def __init__(self, ctx: RunContext, registry: Registry, *, probe: Any) -> None:
        self.ctx = ctx
        self.registry = registry
        self.probe = probe

    # --- bounds --------------------------------------------------------------------------------

    def _tick(self, state: RunState) -> int:
        self.ctx.check_bounds()
        steps = int(state.get("steps") or 0) + 1
        if steps > self.ctx.limits.max_steps:
            raise BudgetExceededError("max_steps", f"run exceeded --max-steps {self.ctx.limits.max_steps}")
        return steps

    # --- nodes ---------------------------------------------------------------------------------

    def intake(self, state: RunState) -> dict[str, Any]:
        return {"rounds": 0, "steps": 0, "current": None, "pending_approval": None, "outcome": None, "answer": None}

    def context_probe(self, state: RunState) -> dict[str, Any]:
        self.ctx.check_bounds()
        intent = self._intent(state)
        return {"intent": intent.to_dict(), "probe": self.probe(self.ctx, state)}

    def _intent(self, state: RunState) -> intents.Intent:
        """Intent first (objective/intent.py): decided before any capability, once per objective."""
        ctx = self.ctx
        known = intents.Intent.from_dict(state.get("intent"))
        if known is not None:
            ctx.intent = known
            return known
        decided = intents.decide(ctx, state["objective"], workspace=ctx.workspace.root if ctx.workspace else None)
        ctx.intent = decided
        ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=None, action_type="intent", status="completed",
                 summary=decided.summary())
        return decided

    def _apply_intent(self, state: RunState, tasks: list[Task]) -> None:
        """A question's tasks are read-only; a change's tasks carry the outputs it names."""
        intent = intents.Intent.from_dict(state.get("intent"))
        if intent is None:
            return
        for task in tasks:
            task["intent"] = intent.kind
            if intent.read_only:
                task["read_only"] = True
            elif intent.outputs:
                task["outputs"] = list(intent.outputs)

    def host_plan(self, state: RunState) -> dict[str, Any]:
        ctx = self.ctx
        steps = self._tick(state)
        rounds = int(state.get("rounds") or 0) + 1
        by_rules: list[dict[str, Any]] = []
        if rounds > ctx.limits.max_rounds:
            return {"steps": steps, "rounds": rounds, "outcome": {"status": "respond"}}
        if self.ctx.guided:
            # Small models: one deterministic plan from the evidence, then the answer.
            if rounds > 1:
                return {"steps": steps, "rounds": rounds, "outcome": {"status": "respond"}}
            probe = state.get("probe") or {}
            by_rules = plan_by_rules(state["objective"], workspace=ctx.workspace.root if ctx.workspace else None,
                                     kb_docs=int(probe.get("kb_docs") or 0), probe=probe,
                                     intent=intents.Intent.from_dict(state.get("intent")), kinds=self.registry.kinds())
            if not by_rules:
                return {"steps": steps, "rounds": rounds, "outcome": {"status": "respond"}}
            planned, error = parse_plan({"tasks": by_rules})
        else:
            messages = host_messages(ctx, dict(state), self.registry)
            turn = ctx.model.complete("host_plan", messages, host_tools(self.registry.kinds()), tool_choice="required")
            call = turn.tool_calls[0] if turn.tool_calls else None
            if call is None:
                # A model that answers in prose has answered directly.
                return {"steps": steps, "rounds": rounds, "outcome": {"status": "respond"}, "answer": turn.content or None}
            if call.name == "respond_directly":
                return {"steps": steps, "rounds": rounds, "outcome": {"status": "respond"}}
            if call.name != "plan_tasks":
                return {
                    "steps": steps, "rounds": rounds,
                    "outcome": {"status": END_FAILED, "code": "invalid_input", "error": f"host called unknown tool {call.name!r}"},
                }
            planned, error = parse_plan(call.args)
        if planned is None:
            return {"steps": steps, "rounds": rounds, "outcome": {"status": END_FAILED, "code": "invalid_input", "error": error}}

        existing = list(state.get("tasks") or [])
        new = normalize_plan(assign_ids(planned, existing), objective=state["objective"],
                             workspace=ctx.workspace.root if ctx.workspace else None)
        self._apply_intent(state, new)
        for t, rule in zip(new, by_rules, strict=False):
            if rule.get("read_only"):
                # A rule task that works out values for the next one (a script reading the data a
                # document edit needs) changes nothing, whatever the objective's outputs.
                t["read_only"] = True
                t.pop("outputs", None)
            if rule.get("helper"):
                t["helper"] = True
            if rule.get("inputs"):
                t["inputs"] = list(rule["inputs"])
            if rule.get("outputs") and not t.get("read_only"):
                # The one document of a folder the intent names that the task's words describe.
                t["outputs"] = list(rule["outputs"])
        rejected: list[tuple[dict[str, Any], str, str]] = []
        for t in new:
            kind = t["kind"]
            if kind.lower() in LEGACY_KINDS:
                t["status"] = "rejected"
                rejected.append((t, "unsupported_legacy_capability", f"legacy writing kind {kind!r} is no longer supported"))
            elif kind not in self.registry:
                t["status"] = "rejected"
                rejected.append((t, "unsupported_capability", f"no capability is registered for kind {kind!r} (known: {', '.join(self.registry.kinds())})"))
        ctx.emit("plan_created", plan=_plan_view(existing + new))
        results = []
        for t, code, msg in rejected:
            ctx.emit("task_failed", task_id=t["id"], code=code, error=msg)
            results.append({"task_id": t["id"], "kind": t["kind"], "code": code, "message": msg})

        if ctx.workspace is None:
            for t in new:
                if t["status"] == "pending" and self.registry.requires_workspace(t["kind"]):
                    reason = f"{t['kind']} runs commands or edits files and needs --workspace DIR"
                    ctx.emit("workspace_required", task_id=t["id"], reason=reason, required_fields=["workspace"])
                    ctx.emit("task_failed", task_id=t["id"], code="workspace_required", error=reason)
                    t["status"] = "failed"
                    return {
                        "steps": steps, "rounds": rounds, "tasks": new, "results": results,
                        "outcome": {"status": END_FAILED, "code": "workspace_required", "error": reason},
                    }
        if not any(t["status"] == "pending" for t in new):
            # Every task was rejected: the host hears why and may plan again (rounds are bounded).
            return {"steps": steps, "rounds": rounds, "tasks": new, "results": results, "outcome": {"status": "replan"}}
        return {"steps": steps, "rounds": rounds, "tasks": new, "results": results, "outcome": None}

    def dispatch(self, state: RunState) -> dict[str, Any]:
        ctx = self.ctx
        steps = self._tick(state)
        tasks = list(state.get("tasks") or [])
        current_id = state.get("current")
        task = next((t for t in tasks if t["id"] == current_id), None) if current_id else None
        update: dict[str, Any] = {"steps": steps}
        if task is None:
            task = next((t for t in tasks if t["status"] == "pending"), None)
            if task is None:
                update["current"] = None
                return update
            task = {**task, "status": "running"}
            ctx.emit("task_started", task_id=task["id"], kind=task["kind"])
            update["tasks"] = [{"id": task["id"], "status": "running"}]
            update["current"] = task["id"]

        ctx.intent = intents.Intent.from_dict(state.get("intent"))
        cap = self.registry.get(task["kind"])
        if isinstance(cap, ToolLoopCapability):
            known = (state.get("loops") or {}).get(task["id"])
            # A loop from an older checkpoint gets today's keys (missing ones their defaults).
            left = max(1, sum(1 for t in tasks if t["status"] in ("pending", "running")))
            loop = (new_loop(ctx, cap, task, self._context_for(state), self.registry.tool_sets, tasks_left=left)
                    if known is None else upgrade_loop(known))
            if known is None and task.get("helper"):
                # A helper (the values an edit after it needs) leaves that edit its time.
                loop["budget_s"] = cap.loop_timeout(ctx, loop) * HELPER_BUDGET_SHARE
                ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="task_budget",
                         status="completed", summary=f"time budget {loop['budget_s']:.0f} s: a helper step, whose "
                                                     "failure leaves the next task to read the files itself")
            elif known is None and guided_active(ctx) and not ctx.limits.task_share and (late := guided_budget(
                    cap.loop_timeout(ctx, loop), ctx.elapsed_s(), cap.default_timeout(ctx))):
                loop["budget_s"] = late
                ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="task_budget",
                         status="completed", summary=f"time budget {late:.0f} s: what is left of the "
                                                     f"{GUIDED_RUN_SHARE * cap.default_timeout(ctx):g} s a guided "
                                                     "run's tasks share")
            elif known is None and loop.get("budget_s"):
                ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="task_budget",
                         status="completed",
                         summary=f"time budget {loop['budget_s']:.0f} s: its share of the {ctx.remaining_s():.0f} s the run "
                                 f"has left ({left} task(s) to go), more than the default {cap.default_timeout(ctx):g} s")
            ctx.approvals.decided = dict(state.get("approvals") or {})
            pending = step(ctx, cap, task, loop, tool_sets=self.registry.tool_sets)
            update["loops"] = {task["id"]: loop}
            update["current"] = task["id"]
            if pending is not None:
                update["pending_approval"] = {"approval_id": pending.verdict.approval_id, "task_id": task["id"], **pending.request}
                return update
            if loop["done"] is None:
                return update
            done = loop["done"]
            outcome = cap.finish_outcome(ctx, task, loop, TaskOutcome(done["code"], done["message"], done.get("data") or {}))
        elif isinstance(cap, SimpleCapability) or hasattr(cap, "run"):
            outcome = cap.run(ctx, task)
        else:
            outcome = TaskOutcome("unsupported_capability", f"capability {task['kind']!r} has neither run() nor a tool loop")
        update.update(self._finish_task(state, task, outcome))
        return update

    def _context_for(self, state: RunState) -> str:
        parts = []
        results = state.get("results") or []
        probe = state.get("probe")
        # A file an earlier script read, whose values it printed, is previewed no more: the
        # values are below (a helper's CSV preview was ~400 tokens of a docx step's first prompt).
        read = " ".join(str(r.get("details") or "") for r in results
                        if r.get("kind") == "terminal_exec" and r.get("code") == "ok")
        if probe and read:
            probe = {**probe, "evidence": [e for e in probe.get("evidence") or []
                                           if not (str(e.get("summary") or "").startswith("preview of ")
                                                   and str(e["summary"])[len("preview of "):] in read)]}
        ev = format_evidence(probe, limit=5000)
        if ev:
            parts.append(ev)
        # A knowledge-base task's passages are most often the ones the probe found: shown once.
        res = format_results(results, limit=4000, shown=ev, drop_quoted=True, brief=True)
        if res:
            parts.append("Results of earlier tasks:\n" + res)
        return "\n\n".join(parts)

    def _finish_task(self, state: RunState, task: Task, outcome: TaskOutcome) -> dict[str, Any]:
        ctx = self.ctx
        data = {k: v for k, v in outcome.data.items() if k != "details"}
        ctx.emit("task_result", task_id=task["id"], code=outcome.code, message=outcome.message, data=data)
        result = {
            "task_id": task["id"], "kind": task["kind"], "code": outcome.code, "message": outcome.message,
            "details": outcome.data.get("details", ""),
        }
        if outcome.data.get("host_finished"):
            result["host_finished"] = True
        for key in ("answers", "files", "outputs"):  # what a host-written answer says (`_change_answer`)
            if outcome.data.get(key):
                result[key] = list(outcome.data[key])[:20]
        written = _written_paths(outcome.data)
        surprise = intents.unexpected(written, intents.Intent.from_dict(state.get("intent")))
        for path in surprise:
            ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="unexpected_write",
                     status="completed", summary=f"{path} was written, but the objective "
                     + ("is a question" if task.get("read_only") else "does not name it as an output"))
        if surprise:
            result["unexpected"] = surprise
        update: dict[str, Any] = {"current": None, "results": [result]}
        if outcome.ok:
            ctx.emit("task_completed", task_id=task["id"])
            update["tasks"] = [{"id": task["id"], "status": "completed"}]
            return update
        ctx.emit("task_failed", task_id=task["id"], code=outcome.code, error=outcome.message)
        later = [t for t in state.get("tasks") or [] if t["status"] == "pending" and t["id"] != task["id"]]
        if task.get("helper") and later:
            # A helper that failed (the values for the edit after it): that edit still runs, with
            # the helper's data files as they are (its result says so) instead of worked-out values.
            fallback = helper_fallback(ctx.workspace.root if ctx.workspace else None, list(task.get("inputs") or []),
                                       str(state.get("objective") or task.get("objective") or ""))
            printed = str(outcome.data.get("printed") or "").strip()
            result["message"] = (f"{outcome.message}. The values were not worked out"
                                 + (f" to the end; its last command that ran without error printed:\n{printed}\n"
                                    if printed else "")
                                 + (f"; the files they come from, as records:\n{fallback}" if fallback else ""))
            update["tasks"] = [{"id": task["id"], "status": "failed"}]
            return update
        # Fail fast: what comes after a failed task was planned on its success.
        skipped = [{"id": t["id"], "status": "skipped"} for t in state.get("tasks") or [] if t["status"] == "pending" and t["id"] != task["id"]]
        update["tasks"] = [{"id": task["id"], "status": "failed"}, *skipped]
        update["outcome"] = {"status": END_FAILED, "code": outcome.code, "error": f"task {task['id']} ({task['kind']}): {outcome.message}"}
        budget = outcome.data.get("budget")
        if budget:
            # A capability's own turn or time limit is a budget like the run's (exit 6).
            update["outcome"].update(code="budget_exceeded", budget=budget)
        return update

    def approval_gate(self, state: RunState) -> dict[str, Any]:
        from langgraph.types import interrupt

        pending = state.get("pending_approval") or {}
        # Nothing may run before interrupt(): on resume this node starts over from the top.
        answer = interrupt({"approval_id": pending.get("approval_id"), "task_id": pending.get("task_id")})
        approved = bool(answer.get("approved"))
        decision = {"approved": approved, "source": answer.get("source", "approve_command"), "reason": answer.get("reason")}
        self.ctx.emit(
            "approval_decision", task_id=pending.get("task_id"), approval_id=pending["approval_id"], approved=approved,
            source=decision["source"], reason=decision["reason"],
        )
        return {"approvals": {pending["approval_id"]: decision}, "pending_approval": None}

    def finalize(self, state: RunState) -> dict[str, Any]:
        ctx = self.ctx
        ctx.check_bounds()
        if ctx.config.output_schema is not None:
            return self._finalize_structured(state, ctx.config.output_schema)
        text = state.get("answer") or ((_sole_answer(state) or _host_answer(state) or _change_answer(state)
                                        or _ranked_answer(state)) if guided_active(ctx) else None)
        results = state.get("results") or []
        if text:
            ctx.emit("answer_token", token=text)
        elif results:
            text = self._checked_answer(state)
            ctx.emit("answer_token", token=text)
        else:
            pieces: list[str] = []
            held: dict[str, Any] = {"text": "", "started": False}  # started: past the answer's first word

            def on_token(tok: str) -> None:
                # Redaction works on whole words: hold back the text after the last whitespace so a
                # secret streamed in two chunks is still masked in one event.
                if not tok:
                    return
                pieces.append(tok)
                buf = held["text"] + tok
                cut = max(buf.rfind(" "), buf.rfind("\n"), buf.rfind("\t"))
                if cut < 0:
                    held["text"] = buf
                    return
                held["text"] = buf[cut + 1 :]
                chunk = buf[: cut + 1]
                if not held["started"]:
                    # A small model may open its answer with the loop's reply marker ("DONE: ...").
                    chunk = _REPLY_MARKER.sub("", chunk, count=1)
                    if not chunk.strip():
                        return
                    held["started"] = True
                ctx.emit("answer_token", token=chunk)

            turn = ctx.model.complete("finalize", self._answer_messages(state), None, tool_choice="none", on_token=on_token)
            if held["text"]:
                ctx.emit("answer_token", token=held["text"] if held["started"] else _REPLY_MARKER.sub("", held["text"], count=1))
            text = _REPLY_MARKER.sub("", turn.content or "".join(pieces), count=1)
            if not pieces and text:
                ctx.emit("answer_token", token=text)
        if text and not state.get("answer"):
            # "48 hours before Thursday at 10:30am", the day it comes to left out: the host says it.
            note = notice_note(text, notice_facts(str(state.get("objective") or ""), _passages_shown(state)))
            if note:
                ctx.emit("answer_token", token=" " + note)
                text = f"{text.rstrip()} {note}"
        sources = answer_sources(text or "", _passages_shown(state))
        if sources:
            # An answer from knowledge-base passages names them, as the answer prompt asks: where
            # the model named none, the host names the passages that hold its words.
            note = "\n\nSources: " + "; ".join(f"[{c}]" for c in sources)
            ctx.emit("answer_token", token=note)
            text = (text or "") + note
        surprise = [p for r in state.get("results") or [] for p in r.get("unexpected") or []]
        if surprise:
            # Writing what the objective did not ask for is reported, in the answer as in the events.
            note = "\n\nAlso written, though the objective did not ask for it: " + ", ".join(dict.fromkeys(surprise)) + "."
            ctx.emit("answer_token", token=note)
            text = (text or "") + note
        ctx.emit("answer_completed", text=text)
        return {"answer": text, "outcome": {"status": "done"}}

    def _checked_answer(self, state: RunState) -> str:
        """The final answer after tasks ran, checked before it is shown (so not streamed): one that
        states a number no task result or evidence shows (a small model miscopied `27` as `17`),
        or that restates the objective (a 1.5B model wrote the change asked for, not the change
        made: "... and add retries = 3 to that same table", which no task had done), is
        replaced by the tasks' own results, which are what happened."""
        messages = self._answer_messages(state)
        objective = str(state.get("objective") or "")
        pieces: list[str] = []  # streamed, but held until checked
        turn = self.ctx.model.complete("finalize", messages, None, tool_choice="none", on_token=pieces.append)
        text = _REPLY_MARKER.sub("", turn.content or "".join(pieces), count=1).strip()
        if bare_reply(text, objective):
            # "No." to "Am I allowed ...? If not, what's the biggest one I can have?" (a probe's
            # answer from passages that gave the limit): asked once more, for every question.
            again: list[str] = []
            more = [*messages, Message("assistant", text), Message("user", BARE_REPLY_NOTE.format(answer=text))]
            turn = self.ctx.model.complete("finalize", more, None, tool_choice="none", on_token=again.append)
            fuller = _REPLY_MARKER.sub("", turn.content or "".join(again), count=1).strip()
            if len(fuller) > len(text):
                # The fuller answer may answer only the question the bare one left out ("The biggest
                # is 6 m2"): the yes or no stands in front of it.
                text = fuller if _YES_NO.match(fuller) else f"{text.rstrip()} {fuller}"
        shown = "\n".join(str(m.content or "") for m in messages)
        unshown = numbers_not_in(text, shown)
        if text and not restates_task(text, objective) and (unshown or unshown_dates(text, shown)):
            # A total, a price after a surcharge, a date a period after another: figures the
            # sources hold only as the parts of a sum, which the model worked in its head. It writes
            # the sum; the host works it and keeps (or corrects) the figure.
            worked, lines = self._worked_answer(messages, text, shown) if _turns_for(self.ctx, "workings") else (text, [])
            left = numbers_not_in(worked, shown + "\n" + "\n".join(lines))
            if not left:
                return worked
            if all(r.get("kind") == "local_kb_retrieval" for r in state.get("results") or []):
                # Passages were all the tasks found: their messages ("6 passages found") answer
                # nothing. The answer stands with the figures the sources do not show named.
                return f"{worked.rstrip()}\n\n" + UNSHOWN_NOTE.format(figures=", ".join(left), it="it" if len(left) == 1 else "them")
        elif text and not unshown and not restates_task(text, objective):
            return text
        done = [str(r.get("message") or "").strip() for r in state.get("results") or [] if r.get("code") == "ok"]
        return "\n".join(m for m in done if m) or text

    def _answer_messages(self, state: RunState) -> list[Message]:
        """The finalize prompt; for a question over knowledge-base passages (or files read whole)
        that asks an amount, a count or a date, with the workings the model names first, worked by
        the host."""
        messages = finalize_messages(self.ctx, dict(state))
        # Passages, or documents and notes read whole (a fee table and the minutes that changed it:
        # a probe's answer gave the per-session fee for three visitors' total).
        sources = _sources_read(state)
        if not (sources.strip() and _WORKED_ASK.search(str(state.get("objective") or ""))):
            return messages
        # The rows the host read off the tables for the question (`guided/reading.py`: a row looked up,
        # or added up over the documents) are the figure: no workings turn first (a probe's model, asked
        # for workings beside two years' price lists, added two cells of the older one).
        read = any(ev.get("summary") == HOST_ROWS for ev in (state.get("probe") or {}).get("evidence", []))
        worked = self._workings_first(messages) if _turns_for(self.ctx, "workings") and not read else []
        # A date a rule counts from the question's date ("21 days before the hire date"): worked by
        # the host whatever the model named.
        for arithmetic in period_workings(str(state.get("objective") or ""), sources):
            try:
                line = f"{arithmetic} = {show(evaluate(arithmetic))}"
            except CalcError:
                continue
            if line not in worked:
                worked.append(line)
        if not worked:
            return messages
        # "Her permit, with the second-permit surcharge?", "the earliest I can book again?": the
        # answer is a figure the passages hold only as parts. A 1.5B model chose the parts and
        # stated a figure from nowhere, or one of the parts (probe traces); it writes the sum
        # first, the host works it, and the answer is written with the result in view.
        head = WORKED_FIRST_HEAD + "\n" + "\n".join(f"- {w}" for w in worked)
        return [*messages[:-1], Message("user", f"{messages[-1].content}\n\n{head}")]

    def _workings_first(self, messages: list[Message]) -> list[str]:
        """The arithmetic the model says the answer needs (one constrained turn before the answer),
        each working grounded in the figures shown and worked by the host ("40 + 15 = 55"); empty
        when it names none."""
        shown = "\n".join(str(m.content or "") for m in messages)
        asked = self._ask_workings([*messages, Message("user", WORKINGS_FIRST_NOTE)], WORKINGS_FIRST_SCHEMA, 120)
        out: list[str] = []
        for arithmetic in asked or []:
            arithmetic = str(arithmetic).split("=", 1)[0].strip()  # not the model's own result
            try:
                if grounded(arithmetic, shown):
                    continue
                line = f"{arithmetic} = {show(evaluate(arithmetic))}"
            except CalcError:
                continue
            if line not in out:
                out.append(line)
        return out

    def _ask_workings(self, ask: list[Message], schema: dict[str, Any], max_tokens: int) -> list[Any] | None:
        """The `workings` list of one constrained turn (node `workings`), or None when the reply has none."""
        turn = self.ctx.model.complete("workings", ask, None, tool_choice="none",
                                       text_format=TextFormat(json_schema=schema, max_tokens=max_tokens))
        try:
            workings = json.loads(turn.content or "{}").get("workings")
        except (ValueError, AttributeError):
            return None
        return workings if isinstance(workings, list) else None

    def _worked_answer(self, messages: list[Message], text: str, shown: str) -> tuple[str, list[str]]:
        """`text` with each figure it states that `shown` does not hold worked out by the host from
        the arithmetic the model writes for it (one constrained turn), the workings said after it;
        and those workings. A figure no grounded working gives stays as written."""
        stated = numbers_not_in(text, shown) + unshown_dates(text, shown)
        ask = [*messages, Message("assistant", text), Message("user", WORKINGS_NOTE.format(figures=", ".join(stated)))]
        workings = self._ask_workings(ask, WORKINGS_SCHEMA, 200)
        if workings is None:
            return text, []
        worked, lines, _left = apply_workings(text, stated, workings, shown)
        if not lines:
            return text, []
        return f"{worked.rstrip()}\n\n(Worked out: {'; '.join(lines)}.)", lines

    def _finalize_structured(self, state: RunState, schema: dict[str, Any]) -> dict[str, Any]:
        """The answer as a JSON value valid against --output-schema: one try, one repair turn.

        Not streamed: a half-written JSON value is of no use to a reader, so `answer_completed`
        carries the whole text and its parsed `output`.
        """
        ctx = self.ctx
        messages = finalize_messages(ctx, dict(state))
        messages[-1] = Message("user", messages[-1].content + "\n\n" + instruction(schema))
        fmt = TextFormat(json_schema=schema)
        problem = ""
        for attempt in range(2):
            turn = ctx.model.complete("finalize", messages, None, tool_choice="none", text_format=fmt)
            text = turn.content or ""
            value, problem = check(schema, text)
            if problem is None:
                ctx.emit("answer_completed", text=text.strip(), output=value)
                return {"answer": text.strip(), "outcome": {"status": "done"}}
            if attempt == 0:
                messages = [*messages, Message("assistant", text),
                            Message("user", f"That reply is not usable: {problem}. Reply again with only the corrected JSON value.")]
        error = f"the final answer is not valid against --output-schema after one repair: {problem}"
        return {"outcome": {"status": END_FAILED, "code": "invalid_model_output", "error": error}}

    # --- routing -------------------------------------------------------------------------------

    @staticmethod
    def after_host(state: RunState) -> str:
        outcome = state.get("outcome") or {}
        if outcome.get("status") == END_FAILED:
            return "end"
        if outcome.get("status") == "respond":
            return "finalize"
        if outcome.get("status") == "replan":
            return "host_plan"
        if any(t["status"] == "pending" for t in state.get("tasks") or []):
            return "dispatch"
        return "finalize"

    @staticmethod
    def after_dispatch(state: RunState) -> str:
        outcome = state.get("outcome") or {}
        if outcome.get("status") == END_FAILED:
            return "end"
        if state.get("pending_approval"):
            return "approval_gate"
        if state.get("current") or any(t["status"] == "pending" for t in state.get("tasks") or []):
            return "dispatch"
        return "host_plan"

    def build(self, checkpointer: Any) -> Any:
        from langgraph.graph import END, START, StateGraph

        g = StateGraph(RunState)
        g.add_node("intake", self.intake)
        g.add_node("context_probe", self.context_probe)
        g.add_node("host_plan", self.host_plan)
        g.add_node("dispatch", self.dispatch)
        g.add_node("approval_gate", self.approval_gate)
        g.add_node("finalize", self.finalize)
        g.add_edge(START, "intake")
        g.add_edge("intake", "context_probe")
        g.add_edge("context_probe", "host_plan")
        g.add_conditional_edges(
            "host_plan", self.after_host,
            {"dispatch": "dispatch", "finalize": "finalize", "host_plan": "host_plan", "end": END},
        )
        g.add_conditional_edges(
            "dispatch", self.after_dispatch,
            {"dispatch": "dispatch", "approval_gate": "approval_gate", "host_plan": "host_plan", "end": END},
        )
        g.add_edge("approval_gate", "dispatch")
        g.add_edge("finalize", END)
        return g.compile(checkpointer=checkpointer)
