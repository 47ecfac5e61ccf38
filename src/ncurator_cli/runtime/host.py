"""The host: decides to answer directly or to plan capability tasks, and writes the final answer."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..kb.passages import QUOTED_ABOVE, unseen_passages
from ..models.base import Message, ToolSpec
from ..objective.intent import choice_question
from ..protocol.task import Task
from ..tools.facts import band_facts, cell_facts, notice_facts

if TYPE_CHECKING:
    from ..plugins import Registry
    from .context import RunContext

RESPOND_DIRECTLY = ToolSpec(
    "respond_directly",
    "Answer now from what is already known (evidence and task results), without more tasks.",
    {"type": "object", "properties": {}},
)


def host_tools(kinds: list[str] | tuple[str, ...]) -> list[ToolSpec]:
    """The host's tools; a task's `kind` may be any registered capability (plugins and MCP
    included), so an installed capability is planned exactly like a built-in."""
    plan = ToolSpec(
        "plan_tasks",
        "Plan capability tasks to run in order. Use when the objective needs one of the capabilities "
        "(the knowledge base, commands in the workspace, .docx edits, or another listed capability).",
        {
            "type": "object",
            "properties": {
                "tasks": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 8,
                    "items": {
                        "type": "object",
                        "properties": {
                            "id": {"type": "string"},
                            "title": {"type": "string"},
                            "kind": {"type": "string", "enum": list(kinds)},
                            "objective": {"type": "string"},
                            "source_path": {"type": "string"},
                            "output_path": {"type": "string"},
                        },
                        "required": ["title", "kind", "objective"],
                    },
                }
            },
            "required": ["tasks"],
        },
    )
    return [plan, RESPOND_DIRECTLY]


CAPABILITY_HELP = {
    "local_kb_retrieval": "search the local knowledge base (ingested documents) and return cited passages",
    "terminal_exec": "run shell commands in the workspace to inspect files, compute answers, create or change files",
    "docx": "inspect and edit .docx documents (replace text, insert paragraphs, set table cells, comments) and save them",
}


class PlannedTask(BaseModel):
    model_config = ConfigDict(extra="ignore")
    id: str | None = None
    title: str = Field(default="", max_length=300)
    kind: str = Field(min_length=1, max_length=100)
    objective: str = Field(min_length=1, max_length=4000)
    source_path: str | None = None
    output_path: str | None = None


class PlanArgs(BaseModel):
    model_config = ConfigDict(extra="ignore")
    tasks: list[PlannedTask] = Field(min_length=1, max_length=12)


def parse_plan(args: dict[str, Any]) -> tuple[list[PlannedTask] | None, str | None]:
    try:
        return PlanArgs.model_validate(args).tasks, None
    except ValidationError as exc:
        first = exc.errors()[0]
        return None, f"invalid plan_tasks arguments at {'.'.join(map(str, first['loc']))}: {first['msg']}"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40]


def assign_ids(planned: list[PlannedTask], existing: list[Task]) -> list[Task]:
    taken = {t["id"] for t in existing}
    out: list[Task] = []
    n = len(existing)
    for p in planned:
        n += 1
        tid = _slug(p.id) if p.id else ""
        if not tid or tid in taken:
            tid = f"t{n}"
            while tid in taken:
                n += 1
                tid = f"t{n}"
        taken.add(tid)
        out.append(
            {
                "id": tid,
                "title": p.title or p.objective[:80],
                "kind": p.kind.strip(),
                "objective": p.objective,
                "source_path": p.source_path,
                "output_path": p.output_path,
                "status": "pending",
            }
        )
    return out


def format_evidence(probe: dict[str, Any] | None, limit: int = 6000, sources: tuple[str, ...] | None = None) -> str:
    """The probe's evidence as text; `sources` keeps only evidence of those sources (kb, workspace).

    Files the probe read whole (guided/reading.py) are the evidence an answer is written from:
    they are kept whatever `sources` says, and come whole after the rest (bounded there)."""
    if not probe:
        return ""
    parts, whole = [], []
    for ev in probe.get("evidence", []):
        if ev.get("whole"):
            whole.append(f"[{ev['source']}] {ev['summary']}:\n{ev.get('text', '')}".strip())
            continue
        if sources is not None and ev.get("source") not in sources:
            continue
        parts.append(f"[{ev['source']}] {ev['summary']}\n{ev.get('text', '')}".strip())
    if probe.get("gaps") and sources is None:
        parts.append("Gaps: " + "; ".join(probe["gaps"]))
    text = "\n\n".join(parts)[:limit]
    if len(whole) > 1:
        # Messages side by side hold a plan and its later change (a stall moved again in a
        # later mail): which one stands is said once, before them.
        whole.insert(0, WHOLE_NOTE)
    return "\n\n".join(p for p in (text, *whole) if p)


#: Said before two or more files read whole.
WHOLE_NOTE = ("Files read whole follow. Where they disagree, go by what is in force: a later message over an "
              "earlier one it changes, a current version over a superseded one or a draft.")


#: A script sent as a here-document, with its exit status: `$ python3 - <<'PYEOF' ... PYEOF (exit 0)`.
_HEREDOC_RUN = re.compile(r"^(\$ [^\n]*?<<-?\s*'?(\w+)'?)\n.*?\n\2( \(exit -?\d+\))$", re.S | re.M)


def brief_details(details: str) -> str:
    """A task's details for a later task's model: each script run by its first line and exit
    status, not its body, and no "results this rests on" line (the outputs are shown above it).
    A helper step's whole script, before its printed values, came to a third of a ~3,000-token
    first prompt of the docx step after it, and that step's first turn was cut at its time budget
    before a token (a probe trace: ~25 tokens/s of prefill on two cores)."""
    details = _HEREDOC_RUN.sub(lambda m: f"{m.group(1)} … {m.group(2)}{m.group(3)}", details)
    lines = [ln for ln in details.splitlines() if not ln.lstrip().startswith("results this rests on: ")]
    return "\n".join(_superseded_runs_dropped(lines))


_RUN_EXIT = re.compile(r"^\$ .*\(exit (-?\d+)\)$")


def _superseded_runs_dropped(lines: list[str]) -> list[str]:
    """Runs a later run supersedes, left out: a failed run when one after it succeeded, and a run
    whose output a later run printed again. A helper that failed twice on a note's encoding and
    then printed it put the note three times (stderr twice) into the next step's first prompt."""
    head: list[str] = []
    runs: list[list[str]] = []
    for ln in lines:
        if _RUN_EXIT.match(ln):
            runs.append([ln])
        elif runs:
            runs[-1].append(ln)
        else:
            head.append(ln)
    if len(runs) < 2:
        return lines

    def failed(run: list[str]) -> bool:
        m = _RUN_EXIT.match(run[0])
        return m is not None and m.group(1) != "0"

    def output(run: list[str]) -> str:
        return "\n".join(run[1:]).split("[stderr]", 1)[0].strip()

    kept = []
    for i, run in enumerate(runs):
        later = runs[i + 1:]
        if (failed(run) and any(not failed(r) for r in later)) or (output(run) and any(output(r) == output(run) for r in later)):
            continue
        kept.append(run)
    dropped = len(runs) - len(kept)
    note = [f"({dropped} earlier run(s) left out: a later run succeeded or printed the same)"] if dropped else []
    return head + note + [ln for run in kept for ln in run]


def format_results(results: list[dict[str, Any]], limit: int = 8000, shown: str = "", *,
                   drop_quoted: bool = False, brief: bool = False) -> str:
    """The tasks' results, a line each with its details; a knowledge-base task's passages that
    `shown` (the evidence above them) quotes already are said once (every token is prefill).
    With `drop_quoted`, a task that succeeded with nothing but such passages is no line at all
    ("3 passages found for: <its query>": ~60 tokens that tell a capability's model nothing).
    With `brief`, each task's details are `brief_details`."""
    parts = []
    for r in results:
        line = f"- task {r['task_id']} ({r['kind']}): {r['code']} — {r['message']}"
        details = str(r.get("details") or "")
        if brief:
            details = brief_details(details)
        if shown:
            details = unseen_passages(details, shown)
            if drop_quoted and r["code"] == "ok" and details.endswith("\n" + QUOTED_ABOVE):
                continue
        if details.startswith(str(r["message"])):
            details = details[len(str(r["message"])):].lstrip("\n")  # the message, said once
        if details:
            line += "\n" + "\n".join("  " + ln for ln in details.splitlines())
        parts.append(line)
    text = "\n".join(parts)
    if len(text) > limit:
        text = text[: limit // 2] + "\n…\n" + text[-limit // 2 :]
    return text


def format_memory(memory: list[dict[str, Any]], limit: int = 3000) -> str:
    if not memory:
        return ""
    lines = []
    for m in memory[-6:]:
        lines.append(f"- earlier objective: {m.get('objective', '')}")
        if m.get("answer"):
            lines.append(f"  answer: {m['answer'][:600]}")
        for k in m.get("key_results", [])[:5]:
            lines.append(f"  result: {k[:300]}")
    return "\n".join(lines)[-limit:]


def _run_so_far(state: dict[str, Any], evidence: str, results: str, after_results: str = "",
                kept_after_tasks: tuple[str, ...] | None = None) -> list[str]:
    """The blocks of a host prompt that tell what the run knows so far, each under its heading:
    the session's earlier turns, the probe's evidence (once tasks have run, only the sources in
    `kept_after_tasks` when given), the tasks' results."""
    blocks = []
    mem = format_memory(state.get("memory") or [])
    if mem:
        blocks.append(f"Earlier in this session:\n{mem}")
    done = state.get("results") or []
    ev = format_evidence(state.get("probe"), sources=kept_after_tasks if done else None)
    res = format_results(done, shown=ev)
    if ev:
        blocks.append(f"{evidence}:\n{ev}")
    if res:
        blocks.append(f"{results}:\n{res}" + (f"\n{after_results}" if after_results else ""))
    return blocks


def host_messages(ctx: RunContext, state: dict[str, Any], registry: Registry) -> list[Message]:
    kinds = registry.kinds()
    caps = "\n".join(f"- {k}: {CAPABILITY_HELP.get(k, getattr(registry.get(k), 'description', 'plugin capability'))}" for k in kinds)
    ws = f"The workspace is {ctx.workspace.root}." if ctx.workspace else "There is no workspace: terminal_exec and docx cannot run."
    system = (
        "You are the host of ncurator, a local agent runtime. Decide how to meet the user's objective: "
        "call respond_directly when you can answer from what is known, or plan_tasks with capability tasks "
        "(each with a self-contained objective naming concrete files and facts) when work is needed. "
        "After tasks finish you are asked again and may plan more tasks or respond.\n"
        f"Capabilities:\n{caps}\n{ws}"
    )
    user = [f"Objective: {state['objective']}"]
    intent = state.get("intent") or {}
    if intent.get("kind") == "question":
        user.append("Intent: a question. Plan only tasks that read (they run read-only); no file may change.")
    elif intent.get("kind") == "change":
        outs = ", ".join(intent.get("outputs") or []) or "not named"
        user.append(f"Intent: a change. Outputs the objective names: {outs}. Write nothing else.")
    user += _run_so_far(state, "Evidence gathered before planning", "Tasks done so far",
                        "Plan more tasks only if the objective is not yet met; otherwise respond_directly.")
    return [Message("system", system), Message("user", "\n\n".join(user))]


#: The heading of the rows the host read off the evidence for the amounts an objective states.
BAND_FACTS_HEAD = "Read off the evidence by the host (the row whose range holds each amount the objective states):"
CELL_FACTS_HEAD = "Read off the evidence's tables by the host (the cell at the row and the column the objective names):"
NOTICE_FACTS_HEAD = ("Worked out by the host (the question's day and time, less each period of notice the evidence "
                     "states; use the one the answer goes by):")


#: The last line of the finalize prompt for a question that offers two clauses to choose from.
CHOICE_NOTE = ('The objective asks which of two holds: "{0}", or "{1}". Say which one the evidence supports '
               '(a "yes" or "no" answers neither).')


def finalize_messages(ctx: RunContext, state: dict[str, Any]) -> list[Message]:
    system = (
        "You are ncurator. Write the final answer to the user's objective from the evidence and task results "
        "below. Be direct and concise; give the concrete facts, numbers, names and file paths asked for. "
        "Use only facts that appear below: never add a name, number or file that is not there. "
        "If something could not be done, say so plainly."
    )
    has_kb = any(ev.get("source") == "kb" for ev in (state.get("probe") or {}).get("evidence", [])) or any(
        r.get("kind") == "local_kb_retrieval" for r in state.get("results") or []
    )
    if has_kb:
        system += " When a fact comes from a knowledge-base passage, cite it as [document › heading] exactly as shown there."
    if has_kb or any(ev.get("whole") for ev in (state.get("probe") or {}).get("evidence", [])):
        # Documents and messages read to answer from hold older versions, drafts and later changes
        # side by side (a superseded policy's limit, a visit rearranged in a later mail).
        system += (" Where the sources disagree, go by what is in force: a current version over a superseded one "
                   "or a draft, a later message over an earlier one it changes.")
    user = [f"Objective: {state['objective']}"]
    # The workspace overview was gathered for planning; once tasks have run, their results say what
    # was found. Knowledge-base passages stay: the answer cites them.
    user += _run_so_far(state, "Evidence", "Task results", kept_after_tasks=("kb",))
    bands = band_facts(str(state.get("objective") or ""), "\n".join(user[1:]))
    if bands:
        # "£60" and a table of "Up to £30 | Over £30 and up to £100 | ...": a 1.5B model read the
        # row above (a probe's "no approval needed"); the host reads which row holds the amount.
        user.append(BAND_FACTS_HEAD + "\n" + "\n".join(f"- {b}" for b in bands))
    cells = cell_facts(str(state.get("objective") or ""), "\n".join(user[1:]))
    if cells:
        # "On the Basic membership, the longest laser cutter slot?" over a table of machines by plan:
        # a 1.5B model read another plan's column; the host reads the cell of the row and column named.
        user.append(CELL_FACTS_HEAD + "\n" + "\n".join(f"- {c}" for c in cells))
    notices = notice_facts(str(state.get("objective") or ""), "\n".join(user[1:]))
    if notices:
        # "Booked for Thursday at 10:30am: the latest to cancel?" with "48 hours' notice" in a passage:
        # a 1.5B model answered "48 hours before the appointment" and named no day (probe trace).
        user.append(NOTICE_FACTS_HEAD + "\n" + "\n".join(f"- {n}" for n in notices))
    choice = choice_question(str(state.get("objective") or ""))
    if choice:
        user.append(CHOICE_NOTE.format(*choice))
    return [Message("system", system), Message("user", "\n\n".join(user))]
