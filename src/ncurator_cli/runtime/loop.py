"""The bounded model ⇄ tool loop shared by every ToolLoopCapability.

One call of `step` does one unit of work — one model turn or one tool call — so the graph
checkpoints after each, and a pause for approval resumes at exactly the tool call that asked.
The loop state is plain data (JSON-able) and lives in the graph state.
"""

from __future__ import annotations

import json
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..clip import preview
from ..models.base import Message, ModelError, TextFormat, ToolCall
from ..protocol.capability import (
    PendingApproval,
    PushBack,
    TaskOutcome,
    TextProtocol,
    ToolLoopCapability,
    ToolOutcome,
    ToolSet,
    push_back,
)
from ..protocol.task import HOST_SAVE, LoopState, Task, fresh_loop
from ..protocol.tools import ToolSpec
from ..tools import ALL, HOST_TOOLS
from .metering import TaskTimeUp

if TYPE_CHECKING:
    from .context import RunContext

#: Sampling temperature of a turn after the last failing call has failed 0, 1, 2, 3 times (a
#: refusal counts: a read repeated with nothing changed, a failed call refused unrun); a call
#: failing that often ends the loop. From the first failure on the turn is sampled: the context
#: differs from the last turn's only by an error, and greedy decoding made the same call again (a
#: docx question sent one refused docx_find five times; a replace_text whose `find` was the
#: task's new value was sent again unchanged).
RETRY_TEMPERATURES = (None, 0.6, 0.7, 1.0)

#: The last turn of a loop stuck on one failing call: only the finish tool is offered.
FINISH_NOW = ("The same call has failed four times; no other call is offered now. Call {finish} with what the "
              "results above show: the answer or the change made, or success=false and why.")

#: Times a call may fail in a row, with nothing changed since, before it is refused unrun.
FAILED_RUNS = 2
#: `read_calls` key prefix of a failed call: the `version` it last failed at.
FAILED_AT = "failed\0"
REPEATED_FAILURE = ("refused, not run: this exact call has failed {n} times with nothing changed since, the last time with: {error}. "
                    "Run unchanged it fails the same way: change its arguments (read the error), or call {finish}.")

#: Finish-only turns a stuck loop gets before it stops.
FINISH_ONLY_TURNS = 2

#: Turns after a failed call that offer no finish: the call must be fixed or another one made.
#: Told to fix the call, a small model gave up again on the next turn (two development docx
#: tasks: an edit refused with the edit type to use instead, then `success=false` twice). A
#: provider that decodes calls under a schema leaves the finish out of it; the prompt still
#: describes it, so its cached prefix holds. After this many failures in a row it is offered again.
RETRIES_BEFORE_GIVING_UP = 2

#: What the model reads when it makes a read call it already made while nothing has changed.
REPEATED_READ = (
    "refused: {name} was already called with exactly these arguments and nothing has changed since; "
    "its result is above. Use it: answer from it, make a different call, or call {finish}."
)

REPROMPT = (
    "You must answer with a tool call. Call one of the tools you were given; "
    "call {finish} when the task is done or cannot be done."
)

#: What the model reads when it gives up right after a tool error.
FIX_THE_CALL = (
    "not finished: your previous call failed ({error}). Fix its arguments and call the tool again; "
    "call {finish} with success=false only if the task truly cannot be done."
)


def msg_to_dict(m: Message) -> dict[str, Any]:
    d: dict[str, Any] = {"role": m.role, "content": m.content}
    if m.tool_calls:
        d["tool_calls"] = [{"name": c.name, "args": c.args, "id": c.id} for c in m.tool_calls]
    if m.tool_call_id:
        d["tool_call_id"] = m.tool_call_id
    if m.name:
        d["name"] = m.name
    return d


def msg_from_dict(d: dict[str, Any]) -> Message:
    # Runs for every message of the history on every model turn: kept lean (bench/overhead.py).
    calls = d.get("tool_calls")
    return Message(
        d["role"],
        d.get("content", ""),
        [ToolCall(c["name"], c.get("args", {}), c.get("id", "")) for c in calls] if calls else [],
        d.get("tool_call_id"),
        d.get("name"),
    )


#: id(message dict) → (that dict, its Message): the history is converted on every model turn,
#: and the graph hands the same dicts from step to step, so each is converted once (a long loop
#: was quadratic: bench/overhead.py). The dict is held so its id cannot be reused meanwhile;
#: message dicts are never changed once appended (a changed one would have to be a new dict).
_CONVERTED: OrderedDict[int, tuple[dict[str, Any], Message, int]] = OrderedDict()
_CONVERTED_MAX = 4096


#: id(history list) → (that list's dicts so far, their ids and sizes, their Messages): a loop's
#: history only grows, so a turn converts what was appended since the last one; the ids and
#: sizes (compared at C speed) catch a list whose earlier dicts were replaced or changed.
_HISTORIES: OrderedDict[int, tuple[list[dict[str, Any]], list[int], list[int], list[Message]]] = OrderedDict()
_HISTORIES_MAX = 64


def _history(dicts: list[dict[str, Any]]) -> list[Message]:
    out: list[Message] = []
    known = _HISTORIES.get(id(dicts))
    if known is not None:
        refs, ids, sizes, messages = known
        k = len(refs)
        if k <= len(dicts) and list(map(id, dicts[:k])) == ids and list(map(len, dicts[:k])) == sizes:
            out = list(messages)
    for d in dicts[len(out):]:
        hit = _CONVERTED.get(id(d))
        if hit is not None and hit[0] is d and len(d) == hit[2]:
            out.append(hit[1])
            continue
        m = msg_from_dict(d)
        _CONVERTED[id(d)] = (d, m, len(d))
        out.append(m)
    refs = list(dicts)
    _HISTORIES[id(dicts)] = (refs, list(map(id, refs)), list(map(len, refs)), out[:])
    _HISTORIES.move_to_end(id(dicts))
    while len(_CONVERTED) > _CONVERTED_MAX:
        _CONVERTED.popitem(last=False)
    while len(_HISTORIES) > _HISTORIES_MAX:
        _HISTORIES.popitem(last=False)
    return out


def turn_limit(ctx: RunContext, cap: ToolLoopCapability) -> int:
    """Model turns a task of this kind may take: `[capabilities.KIND] max_turns` in the config,
    else the capability's own default."""
    configured = ctx.limits.capability_turns.get(cap.kind)
    return int(configured) if configured else cap.max_turns(ctx)


def new_loop(ctx: RunContext, cap: ToolLoopCapability, task: Task, evidence: str,
             tool_sets: Sequence[ToolSet] = (), tasks_left: int = 1) -> LoopState:
    system = cap.system_prompt(ctx, task)
    protocol = cap.text_protocol(ctx, task)
    if protocol is not None and tool_sets:
        # A text protocol that takes the shared tools says how to call them in its own words.
        shared = _shared(ctx, cap, task, protocol, cap.tools(ctx, task), tool_sets)[0]
        tools_note = getattr(protocol, "tools_note", None)
        note = tools_note(shared) if shared and callable(tools_note) else ""
        system = f"{system}\n\n{note}" if note else system
    messages = [
        msg_to_dict(Message("system", system)),
        msg_to_dict(Message("user", cap.first_message(ctx, task, evidence))),
    ]
    # Deterministic first calls run like the model's own (same events, same checks), before any turn.
    pre = [
        ToolCall(name=c.name, args=dict(c.args), id=f"{task['id']}:pre{i}")
        for i, c in enumerate(cap.initial_calls(ctx, task))
    ]
    if pre:
        messages.append(msg_to_dict(Message("assistant", "", tool_calls=pre)))
    loop = fresh_loop(messages, [{"name": c.name, "args": c.args, "id": c.id} for c in pre])
    # Fixed when the task starts: its share of the run's time left then (a resumed run keeps it).
    loop["budget_s"] = ctx.limits.task_budget(cap.default_timeout(ctx), ctx.remaining_s(), tasks_left)
    return loop


def step(ctx: RunContext, cap: ToolLoopCapability, task: Task, loop: LoopState,
         tool_sets: Sequence[ToolSet] = ()) -> PendingApproval | None:
    """Advance the loop by one unit, mutating `loop`. Returns a pending approval when the run must pause.

    `tool_sets` are offered beside the capability's own tools: in a tool-calling loop always, in a
    text protocol when it can take them (`with_tools`; otherwise its replies map onto the
    capability's own tools only)."""
    t0 = time.monotonic()
    tool = bool(loop["queue"])
    # A model call in flight when the task's budget runs out is cut off (metering.TaskTimeUp).
    ctx.task_deadline = t0 + max(0.0, cap.loop_timeout(ctx, loop) - loop["elapsed_s"])
    cut = False
    try:
        return _step(ctx, cap, task, loop, tool_sets)
    except TaskTimeUp:
        cut = True
    finally:
        ctx.task_deadline = None
        took = time.monotonic() - t0
        loop["elapsed_s"] += took
        if tool:
            loop["tool_s"] += took
        else:
            loop["model_s"] += took
    if cut:
        _finish(loop, cap.out_of_time(ctx, loop))
    return None


def read_tool_names(cap: ToolLoopCapability) -> frozenset[str]:
    return frozenset(cap.read_tools) | frozenset(n for n, t in ALL.items() if t.read_only)


def offered(ctx: RunContext, cap: ToolLoopCapability, task: Task,
            tool_sets: Sequence[ToolSet]) -> tuple[list[ToolSpec], dict[str, ToolSet]]:
    """The tools a turn offers: the capability's own, then the shared sets' (a name the
    capability already has stays the capability's), and which set owns each shared name."""
    own = cap.tools(ctx, task)
    extra, owners = _shared(ctx, cap, task, cap.text_protocol(ctx, task), own, tool_sets)
    return [*own, *extra], owners


def _shared(ctx: RunContext, cap: ToolLoopCapability, task: Task, protocol: TextProtocol | None,
            own: list[ToolSpec], tool_sets: Sequence[ToolSet]) -> tuple[list[ToolSpec], dict[str, ToolSet]]:
    """The shared sets' tools this loop offers beside `own`, and their owners. A text protocol
    gets them only when it can take them (`with_tools`: a ```tool block of the guided terminal)."""
    if not tool_sets or (protocol is not None and not callable(getattr(protocol, "with_tools", None))):
        return [], {}
    names = {t.name for t in own}
    extra: list[ToolSpec] = []
    owners: dict[str, ToolSet] = {}
    for tool_set in tool_sets:
        for spec in tool_set.specs(ctx, task):
            if spec.name not in names:
                names.add(spec.name)
                extra.append(spec)
                owners[spec.name] = tool_set
    return extra, owners


def text_protocol(ctx: RunContext, cap: ToolLoopCapability, task: Task,
                  tool_sets: Sequence[ToolSet] = ()) -> TextProtocol | None:
    """The capability's text protocol (None for a tool-calling loop), reading calls of the
    shared tools too when it can take them."""
    protocol = cap.text_protocol(ctx, task)
    if protocol is None or not tool_sets:
        return protocol
    extra = _shared(ctx, cap, task, protocol, cap.tools(ctx, task), tool_sets)[0]
    return protocol.with_tools(extra) if extra else protocol  # type: ignore[attr-defined]


def _signature(call: ToolCall) -> str:
    return f"{call.name}\0{json.dumps(call.args, sort_keys=True, default=str)}"


def _seen_unchanged(call: ToolCall, loop: LoopState) -> bool:
    """Whether the call repeats an earlier one with nothing changed since (the repeat guard
    refuses it unread)."""
    return loop["read_calls"].get(_signature(call)) == loop["version"]


def _refused_repeat(calls: list[ToolCall], loop: LoopState) -> bool:
    """Whether a turn's one call would be refused as such a repeat."""
    return len(calls) == 1 and _seen_unchanged(calls[0], loop)


def _failed_unchanged(signature: str, loop: LoopState) -> bool:
    """Whether the call with this signature failed before, with nothing changed since (run again,
    it fails the same way). Not only the last failure: a probe's docx loop alternated two calls
    that both failed on the same file, eight turns, each one not "the call that just failed"."""
    return bool(signature) and loop["read_calls"].get(FAILED_AT + signature) == loop["version"]


def _repeats_last_failure(calls: list[ToolCall], loop: LoopState) -> bool:
    """Whether a turn's one call is a call that failed, with nothing changed since."""
    return len(calls) == 1 and _failed_unchanged(_signature(calls[0]), loop)


def _without_tool(names: tuple[str, ...], tool: str, finish: str) -> tuple[str, ...]:
    """The tools a turn may call, less `tool`; the finish tool when that leaves none."""
    return tuple(n for n in names if n != tool) or (finish,)


def _owned_calls(task_id: str, turns: int, raw: list[ToolCall]) -> list[ToolCall]:
    """A turn's calls with ids scoped to the task (made up from the turn when the model gave none)."""
    return [
        ToolCall(name=c.name, args=c.args if isinstance(c.args, dict) else {},
                 id=f"{task_id}:{c.id or f'{task_id}_t{turns}_{i}'}")
        for i, c in enumerate(raw)
    ]


#: The id prefix (after the task id) of a finish the host queued itself.
HOST_FINISH = "host-finish"


def _host_finish(ctx: RunContext, cap: ToolLoopCapability, task: Task, loop: LoopState, call: ToolCall,
                 outcome: ToolOutcome, protocol: Any, note: str) -> None:
    """Guided mode: queue the capability's finish without a model turn when the call that just ran
    completed the task (the protocol's `host_done` reply, or the capability's `host_finish` call).
    Once per loop: the finish runs the same checks as the model's own, and a finish they refuse
    leaves the next turn to the model, which sees that refusal."""
    if not getattr(ctx, "guided", False) or loop.get("host_finishes"):
        return
    text = ""
    calls: list[ToolCall] = []
    if protocol is not None:
        done = getattr(protocol, "host_done", None)
        text = (done(call, loop, note) if callable(done) else None) or ""
        calls = protocol.parse(text, loop)[0] if text else []
    else:
        finish = getattr(cap, "host_finish", None)
        made = finish(ctx, task, call, outcome, loop) if callable(finish) else None
        calls = [made] if made is not None else []
    if len(calls) != 1 or calls[0].name != cap.finish_tool:
        return
    loop["host_finishes"] = 1
    queued = ToolCall(calls[0].name, dict(calls[0].args), id=f"{task['id']}:{HOST_FINISH}:{call.id}")
    loop["messages"].append(msg_to_dict(Message("assistant", text, tool_calls=[queued])))
    loop["queue"] = [{"name": queued.name, "args": queued.args, "id": queued.id}]
    ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="host_finish", status="completed",
             summary=f"{call.name} completed the task: finished by the host, without a model turn "
                     f"({preview(str(queued.args.get('summary') or ''), 200)})")


def _host_save(ctx: RunContext, task: Task, loop: LoopState, call: ToolCall, protocol: Any, note: str) -> None:
    """Guided mode: queue the protocol's `host_save` call (the last script's printed lines
    written to the output it was opened to write) without a model turn. Once per loop."""
    save = getattr(protocol, "host_save", None) if protocol is not None else None
    if not getattr(ctx, "guided", False) or loop.get("host_saves") or not callable(save):
        return
    made = save(call, loop, note)
    if made is None:
        return
    if isinstance(made, tuple):  # a save of the protocol's own, with its reason
        made, why = made
    else:
        why = (f"{call.name} printed the lines of {made.args.get('path')} and wrote nothing: "
               "the host writes them as printed, without a model turn")
    loop["host_saves"] = 1
    queued = ToolCall(made.name, dict(made.args), id=f"{task['id']}:{HOST_SAVE}:{call.id}")
    loop["messages"].append(msg_to_dict(Message("assistant", f"SAVE: {made.args.get('path')}", tool_calls=[queued])))
    loop["queue"] = [{"name": queued.name, "args": queued.args, "id": queued.id}]
    ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="host_save", status="completed",
             summary=why)


def _finish(loop: LoopState, outcome: TaskOutcome) -> None:
    loop["done"] = {"code": outcome.code, "message": outcome.message, "data": outcome.data}


def _push_back(ctx: RunContext, task_id: str, loop: LoopState, pushed: PushBack, refused: str) -> None:
    """Count a push-back under its key and event it (the one place either happens)."""
    n = loop["pushbacks"].get(pushed.key, 0) + 1
    loop["pushbacks"][pushed.key] = n
    ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task_id, action_type="push_back", status="completed",
             summary=f"{refused} pushed back ({pushed.key}, {n}): {preview(pushed.reason, 300)}")


def _step(ctx: RunContext, cap: ToolLoopCapability, task: Task, loop: LoopState,
          tool_sets: Sequence[ToolSet]) -> PendingApproval | None:
    task_id = task["id"]
    if loop["queue"]:
        call = ToolCall(**loop["queue"][0])
        if call.id not in loop["started_calls"]:
            ctx.emit("tool_call_started", task_id=task_id, tool_call_id=call.id, tool_name=call.name, input=call.args)
            loop["started_calls"].append(call.id)
        specs, owners = offered(ctx, cap, task, tool_sets)
        allowed = {t.name for t in specs}
        if call.id.startswith(f"{task_id}:pre"):
            allowed |= {t.name for t in HOST_TOOLS}  # the host's own first calls may use its host-only tools
        reads = read_tool_names(cap)
        signature = _signature(call)
        seen = loop["read_calls"]
        if call.name not in allowed:
            outcome: ToolOutcome | PendingApproval | PushBack = ToolOutcome(
                error=f"unknown tool {call.name!r}; available: {', '.join(sorted(allowed))}"
            )
        elif _seen_unchanged(call, loop):
            # A read repeated with nothing changed reads the same: a small model loops on it.
            outcome = ToolOutcome(error=REPEATED_READ.format(name=call.name, finish=cap.finish_tool))
        elif loop["failed_calls"].get(signature, 0) >= FAILED_RUNS and _failed_unchanged(signature, loop):
            # The call that just failed, failed before too: run again it fails the same way (a
            # small model sent one move_path 24 times, each failing on the same missing source).
            error = loop.get("failed_errors", {}).get(signature) or loop["last_error"] or "an error"
            if error.startswith(REPEATED_FAILURE[:18]):
                error = error.split("the last time with: ", 1)[-1].rsplit(". Run unchanged", 1)[0]
            outcome = ToolOutcome(error=REPEATED_FAILURE.format(
                n=loop["failed_calls"][signature], error=error[:300], finish=cap.finish_tool))
        else:
            try:
                owner = owners.get(call.name)
                outcome = owner.handle(ctx, task, call, loop) if owner is not None else cap.handle(ctx, task, call, loop)
            except ModelError:
                raise
            except (ValueError, TypeError, KeyError) as exc:
                # Bad arguments from the model are the model's problem to fix, not a crash.
                outcome = ToolOutcome(error=f"invalid arguments for {call.name}: {exc}")
        if isinstance(outcome, PendingApproval):
            return outcome
        pushed: PushBack | None = None
        if isinstance(outcome, PushBack):
            pushed = outcome
        else:
            if outcome.error is None and (call.name in reads or outcome.data.get("changed") is False):
                seen[signature] = loop["version"]
            elif call.name not in reads and outcome.finish is None:
                loop["version"] += 1  # it may have changed what a read shows
            last_error = loop["last_error"] or loop.get("last_refused")
            if outcome.finish is not None and outcome.finish.code == "failed" and last_error \
                    and not loop["pushbacks"].get("finish_only"):
                # Small models give up on the first tool error, or on the first refusal of a call
                # (a probe's docx task, told its save left the old value in 4 places "if the task
                # means those too", gave up with that sentence as its reason); a push (two in guided
                # mode) to fix the call and retry.
                pushed = push_back(loop, "tool_error", FIX_THE_CALL.format(error=last_error[:300], finish=cap.finish_tool),
                                   limit=2 if getattr(ctx, "guided", False) else 1)
        if pushed is not None:
            _push_back(ctx, task_id, loop, pushed, call.name)
            outcome = ToolOutcome(output=pushed.output, error=pushed.reason)
        # A push back is not a tool error to push back on again.
        loop["last_error"] = None if pushed is not None else outcome.error
        loop["last_refused"] = pushed.reason if pushed is not None and call.name != cap.finish_tool else None
        if pushed is None and outcome.finish is None:
            loop["failed_in_a_row"] = loop.get("failed_in_a_row", 0) + 1 if outcome.error else 0
        if outcome.error and pushed is None and outcome.finish is None:
            failed = loop["failed_calls"]
            failed[signature] = failed.get(signature, 0) + 1
            loop["last_failed_call"] = signature
            loop.setdefault("failed_errors", {})[signature] = outcome.error[:400]
            seen[FAILED_AT + signature] = loop["version"]  # what it failed on (nothing changed since: same again)
        loop["queue"].pop(0)
        text = outcome.output if outcome.error is None else f"ERROR: {outcome.error}\n{outcome.output}".rstrip()
        ctx.emit(
            "tool_call_result", task_id=task_id, tool_call_id=call.id, tool_name=call.name,
            output_preview=preview(outcome.output or outcome.error or "", 2000), error=outcome.error,
        )
        text = preview(text, ctx.limits.output_chars(ctx.guided))
        protocol = text_protocol(ctx, cap, task, tool_sets) if outcome.finish is None else None
        note = ""
        if protocol is not None:
            note = protocol.result_note(call, loop)
            text = f"{text}\n\n{note}" if note else text
        loop["messages"].append(msg_to_dict(Message("tool", text, tool_call_id=call.id, name=call.name)))
        if outcome.finish is not None:
            if call.id.startswith(f"{task_id}:{HOST_FINISH}"):
                outcome.finish.data["host_finished"] = True
            loop["queue"].clear()
            _finish(loop, outcome.finish)
        elif pushed is None and outcome.error is None and not loop["queue"]:
            _host_finish(ctx, cap, task, loop, call, outcome, protocol, note)
            if not loop["queue"]:
                _host_save(ctx, task, loop, call, protocol, note)
        return None

    max_turns = turn_limit(ctx, cap)
    if loop["turns"] >= max_turns:
        _finish(loop, TaskOutcome("bounded_loop_error", f"{cap.kind} ran out of model turns: {loop['turns']} model turns "
                                  f"without finishing (its turn limit is {max_turns})",
                                  {"budget": "capability_turns", "limit": max_turns}))
        return None
    if loop["elapsed_s"] >= cap.loop_timeout(ctx, loop):
        _finish(loop, cap.out_of_time(ctx, loop))
        return None

    protocol = text_protocol(ctx, cap, task, tool_sets)
    repeats = loop["failed_calls"].get(loop["last_failed_call"], 0)
    stuck = f"{cap.kind} stopped: the same failing call was made {repeats} times"
    if protocol is not None:
        if repeats >= len(RETRY_TEMPERATURES):
            # A text protocol has no finish-only turn; the loop stops instead of spending the rest
            # of the task's time (and the shared model server's) on the same call.
            _finish(loop, TaskOutcome("bounded_loop_error", stuck))
            return None
        return _text_turn(ctx, cap, task, loop, protocol, _history(loop["messages"]))
    specs, _ = offered(ctx, cap, task, tool_sets)
    finish_only = [t for t in specs if t.name == cap.finish_tool]
    if repeats >= len(RETRY_TEMPERATURES):
        given = loop["pushbacks"].get("finish_only", 0)
        if not finish_only or given >= FINISH_ONLY_TURNS:
            _finish(loop, TaskOutcome("bounded_loop_error", stuck))
            return None
        # The last turns offer the finish tool alone: a model that read the document five times
        # over held the answer; stopped without a finish it gave none (a probe trace). A second
        # one serves a finish that the capability pushed back (a give-up after reading).
        loop["pushbacks"]["finish_only"] = given + 1
        specs = finish_only
        if not given:
            loop["messages"].append(msg_to_dict(Message("user", FINISH_NOW.format(finish=cap.finish_tool))))
        repeats = len(RETRY_TEMPERATURES) - 1
    messages = _history(loop["messages"])
    # Greedy decoding answers the same context with the same call: after a failed call, the
    # retries are sampled (a small model copied a wrong value seven times).
    retry = None
    if specs is not finish_only and 0 < loop.get("failed_in_a_row", 0) <= RETRIES_BEFORE_GIVING_UP:
        retry = tuple(t.name for t in specs if t.name != cap.finish_tool) or None
    temperature = RETRY_TEMPERATURES[repeats]
    fmt = {"text_format": TextFormat(temperature=temperature, tools=retry)} if temperature or retry else {}
    turn = ctx.model.complete(cap.node or cap.kind, messages, specs, tool_choice="required", **fmt)
    loop["turns"] += 1
    for drawn in range(RESAMPLES if getattr(ctx, "guided", False) else 0):
        if not _repeats_last_failure(turn.tool_calls, loop):
            break
        # The call that just failed, unchanged, with nothing changed since: it would fail the same
        # way. Drawn again within the turn, hot: at 0.6 a small model sent the same docx edit
        # (a cell set to the value it already held) again, a turn of ~100 s beside another run.
        tools, how, hot = retry, "at temperature 1.0", 1.0
        if drawn:
            # Hot did not help: a call copied from the context is near-certain at any temperature
            # (a probe's docx_find, refused as a repeat, drawn identical at 1.0 three turns
            # running). The last draw is decoded without the repeated call's tool.
            tools = _without_tool(retry or tuple(t.name for t in specs), turn.tool_calls[0].name, cap.finish_tool)
            how, hot = f"without {turn.tool_calls[0].name}", temperature
        ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task_id, action_type="resample", status="completed",
                 summary=f"the reply repeated the call that just failed; drawn again {how}")
        turn = ctx.model.complete(cap.node or cap.kind, messages, specs, tool_choice="required",
                                  text_format=TextFormat(temperature=hot, tools=tools))
    calls = _owned_calls(task_id, loop["turns"], turn.tool_calls)
    loop["messages"].append(msg_to_dict(Message("assistant", turn.content, tool_calls=calls)))
    if specs is finish_only and any(c.name != cap.finish_tool for c in calls):
        _finish(loop, TaskOutcome("bounded_loop_error", stuck))  # no finish on the finish-only turn
        return None
    if calls:
        loop["queue"] = [{"name": c.name, "args": c.args, "id": c.id} for c in calls]
        return None
    pushed = push_back(loop, "no_tool_call", REPROMPT.format(finish=cap.finish_tool))
    if pushed is not None:
        _push_back(ctx, task_id, loop, pushed, "a reply without a tool call")
        loop["messages"].append(msg_to_dict(Message("user", pushed.reason)))
        return None
    _finish(loop, TaskOutcome("invalid_input", f"the model answered without a tool call twice in {cap.kind}"))
    return None


#: Replies in a row that a text protocol could not read before the loop gives up.
TEXT_MISSES = 3
#: Times a reply that repeats the command that just failed is drawn again within its turn.
RESAMPLES = 2


def _text_turn(
    ctx: RunContext, cap: ToolLoopCapability, task: Task, loop: LoopState,
    protocol: TextProtocol, messages: list[Message],
) -> None:
    """One model turn in a capability's text protocol: plain text in, the same tool calls out."""
    task_id = task["id"]
    fmt_for = getattr(protocol, "text_format", None)
    fmt = fmt_for(loop) if callable(fmt_for) else fmt_for
    kwargs = {"text_format": fmt} if fmt is not None else {}
    shown = getattr(protocol, "history", None)
    raw = messages
    if callable(shown):
        messages = shown(raw, loop)
    turn = ctx.model.complete(cap.node or cap.kind, messages, None, tool_choice="none", **kwargs)
    loop["turns"] += 1
    text = turn.content or ""
    parsed, problem = protocol.parse(text, loop)
    resample = getattr(protocol, "resample_format", None)
    for _ in range(RESAMPLES if callable(resample) else 0):
        # A reply that repeats the command whose result was just refused is drawn again, hotter,
        # within this turn: refused as a turn of its own, it was copied again (greedy-like
        # sampling of a 1.5B model), and each refusal lengthened what the model reads.
        hot = resample(parsed, loop) if parsed else None
        why = "the reply repeated the command that just failed (or the line it failed at)"
        if hot is None and fmt is not None and _refused_repeat(parsed, loop):
            # Any earlier call whose result nothing has changed since would be refused unread.
            hot, why = replace(fmt, temperature=max(fmt.temperature or 0.0, 1.0)), "the reply repeated an earlier call"
        if hot is None:
            break
        note_copy = getattr(protocol, "copied", None)
        if callable(note_copy) and parsed[0].args.get("command"):
            note_copy(loop, str(parsed[0].args["command"]))
        ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task_id, action_type="resample", status="completed",
                 summary=f"{why}; drawn again at temperature {hot.temperature}")
        if callable(shown):
            # What the protocol hides once a reply was noted as a copy is hidden for the redraw:
            # a small model copies what it can see, at any temperature.
            messages = shown(raw, loop)
        turn = ctx.model.complete(cap.node or cap.kind, messages, None, tool_choice="none", text_format=hot)
        text = turn.content or ""
        parsed, problem = protocol.parse(text, loop)
    choose = getattr(cap, "choose_reply", None)
    if parsed and callable(choose):
        # A capability may weigh this reply against others sampled for the same turn.
        text, parsed = choose(ctx, task, loop, messages, fmt, protocol, text, parsed)
    calls = _owned_calls(task_id, loop["turns"], parsed)
    loop["messages"].append(msg_to_dict(Message("assistant", text, tool_calls=calls)))
    if calls:
        loop["text_misses"] = 0
        loop["queue"] = [{"name": c.name, "args": c.args, "id": c.id} for c in calls]
        return None
    loop["text_misses"] += 1
    # A give-up right after a refused reply is pushed back like one after a failed call (a model
    # told an edit block cannot change a .docx wrote FAILED instead of the script that could).
    loop["last_error"] = problem or "the reply could not be read"
    if loop["text_misses"] >= TEXT_MISSES:
        _finish(loop, TaskOutcome("invalid_input", f"the model's replies could not be read {TEXT_MISSES} times in a row in {cap.kind}"))
        return None
    loop["messages"].append(msg_to_dict(Message("user", problem or "That reply could not be read; follow the reply format.")))
    return None
