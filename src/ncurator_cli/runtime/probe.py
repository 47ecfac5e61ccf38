"""context_probe: gather read-only evidence before planning.

Deterministic evidence first (KB hybrid search on the objective, an in-process overview of the
workspace, previews of files the objective names), then optional model steps with the probe
tools. Nothing here mutates anything: workspace reads happen in-process, and `probe_observe`
only runs commands the classifier rates low in probe mode. A probe failure never fails the run.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..clip import preview
from ..exec import CommandExec
from ..guided import active as guided_active
from ..guided.reading import (
    HOST_ROWS,
    change_texts,
    looked_up_row,
    ranked_pick,
    ranked_rows,
    summed_answer,
    summed_rows,
    whole_text,
    whole_texts,
)
from ..kb.passages import BUDGET, format_passages, in_force, with_status
from ..models.base import Message, ModelError, ToolSpec
from ..sandbox.request import CommandLimits
from ..workspace import workspace_overview
from .host import format_evidence

if TYPE_CHECKING:
    from .context import RunContext

PROBE_TOOLS = [
    ToolSpec("probe_kb_search", "Search the knowledge base (read-only).", {
        "type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}),
    ToolSpec("probe_observe", "Run one read-only shell command in the workspace (ls, cat, grep, head, wc, find ...).", {
        "type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}),
    ToolSpec("probe_finish", "Finish probing with a confidence (0..1), the gaps that remain, and a summary.", {
        "type": "object",
        "properties": {
            "confidence": {"type": "number", "minimum": 0, "maximum": 1},
            "gaps": {"type": "array", "items": {"type": "string"}},
            "summary": {"type": "string"},
        },
        "required": ["confidence"],
    }),
]

FILE_PREVIEW_BYTES = 2000
PATH_RE = re.compile(r"(?:[\w.\-]+/)*[\w.\-]+\.[A-Za-z0-9]{1,8}\b|(?:[\w.\-]+/)+")
GREETING = re.compile(r"^\s*(hi|hello|hey|thanks|thank you|good (morning|evening))\b", re.I)
MODEL_STEPS = 4


def _read_preview(path: Path) -> str | None:
    try:
        with path.open("rb") as fh:
            data = fh.read(FILE_PREVIEW_BYTES + 1)
    except OSError:
        return None
    if b"\0" in data[:1024]:
        return "(binary file)"
    text = data[:FILE_PREVIEW_BYTES].decode("utf-8", errors="replace")
    return text + ("\n…" if len(data) > FILE_PREVIEW_BYTES else "")


def mentioned_paths(objective: str) -> list[str]:
    seen: list[str] = []
    for m in PATH_RE.finditer(objective):
        p = m.group(0).strip("`'\".,;:()")
        if p and p not in seen and not p.startswith(("http", "www.")):
            seen.append(p)
    return seen


def should_skip(ctx: RunContext, state: dict[str, Any], kb_docs: int) -> str | None:
    if ctx.config.no_probe:
        return "--no-probe"
    if ctx.workspace is None and kb_docs == 0:
        return "no workspace and an empty knowledge base: nothing to observe"
    if GREETING.match(state["objective"]) and len(state["objective"]) < 60:
        return "the objective needs no context"
    return None


def _kb_count(ctx: RunContext) -> int:
    uri = ctx.kb_uri
    if "://" not in uri and not Path(uri).exists():
        return 0  # no KB on disk: skip importing the store at all
    try:
        return int(ctx.kb.count_documents())
    except Exception as exc:  # a broken KB is a gap, not a failure
        sys.stderr.write(f"ncurator: knowledge base unavailable for the probe: {exc}\n")
        return 0


def _format_hits(hits: list[dict[str, Any]], limit: int = 5, kb: Any = None, question: str = "") -> str:
    return format_passages(in_force(with_status(kb, hits[:limit]), question) if kb is not None else hits[:limit],
                           with_doc=True)


def run_probe(ctx: RunContext, state: dict[str, Any]) -> dict[str, Any]:
    kb_docs = _kb_count(ctx)
    reason = should_skip(ctx, state, kb_docs)
    if reason:
        ctx.emit("probe_skipped", reason=reason)
        return {"status": "skipped", "evidence": [], "confidence": 0.0, "gaps": [], "planning_basis": "history_only",
                "kb_docs": kb_docs}
    ctx.emit("probe_started")
    probe: dict[str, Any] = {"status": "running", "evidence": [], "gaps": [], "paths": [], "doc_ids": [], "kb_docs": kb_docs}
    try:
        _deterministic(ctx, state, probe, kb_docs)
        if _model_steps_wanted(ctx):
            _model_steps(ctx, state, probe)
    except ModelError as exc:
        probe["gaps"].append(f"probe model step failed: {exc}")
    except Exception as exc:  # never fail the run from here
        probe["gaps"].append(f"probe error: {type(exc).__name__}: {exc}")
    confidence = probe.get("confidence")
    if confidence is None:
        confidence = _confidence(probe)
    confidence = max(0.0, min(1.0, float(confidence)))
    probe["confidence"] = confidence
    probe["planning_basis"] = "probe_enriched" if probe["evidence"] else "history_only"
    probe["status"] = "completed"
    outcome = "completed_with_confidence" if confidence >= 0.6 and not probe["gaps"] else "completed_with_gaps"
    ctx.emit(
        "probe_completed", outcome=outcome, confidence=round(confidence, 3), gaps=probe["gaps"],
        planning_basis=probe["planning_basis"],
    )
    return probe


def _add_evidence(ctx: RunContext, probe: dict[str, Any], source: str, summary: str, text: str) -> None:
    # Passages are bounded whole by format_passages; a clip here would cut one in the middle.
    limit = BUDGET + 1200 if source == "kb" else 3000
    probe["evidence"].append({"source": source, "summary": summary, "text": preview(text, limit)})
    ctx.emit("probe_evidence", source=source, summary=summary, preview=preview(text, 1500))


def kb_asked_for(ctx: RunContext) -> bool:
    """The run names its knowledge base (`--kb`, `NCURATOR_KB`, config `kb`) or documents (`--doc`)."""
    return bool(ctx.config.kb or ctx.doc_ids)


def _deterministic(ctx: RunContext, state: dict[str, Any], probe: dict[str, Any], kb_docs: int) -> None:
    objective = state["objective"]
    if kb_docs > 0:
        # A KB serves only where it is asked for: one the run names is always consulted; the
        # default KB only when the objective clearly matches it (a hit's calibrated relevance at
        # or above the floor, kb/relevance.py). Otherwise it stays silent: no evidence, no gap,
        # no confidence, and the planner is told there is no KB for this run.
        named = kb_asked_for(ctx)
        hits = ctx.kb.search(objective, mode="hybrid", limit=5, document_ids=ctx.doc_ids or None, with_relevance=True)
        best = max((float(h.get("relevance") or 0.0) for h in hits), default=0.0)
        probe["kb_relevance"] = round(best, 4)
        # Whether a passage matches the objective at the calibrated floor, KB named or not: the
        # guided planner reads a question there (guided/plan.py).
        probe["kb_match"] = any(h.get("match") for h in hits)
        if not named:
            hits = [h for h in hits if h.get("match")]
            probe["kb_consulted"] = bool(hits)
            if not hits:
                probe["kb_docs"] = 0
        else:
            probe["kb_consulted"] = True
        if hits:
            probe["doc_ids"] = list(dict.fromkeys(h["document_id"] for h in hits))
            probe["kb_top_score"] = float(hits[0].get("score") or 0.0)
            why = "" if named else f", matching the objective (relevance {best:.2f})"
            _add_evidence(ctx, probe, "kb", f"{len(hits)} passages from {len(probe['doc_ids'])} documents{why}",
                          _format_hits(hits, kb=ctx.kb, question=objective))
        elif named:
            probe["gaps"].append("the knowledge base has no passage matching the objective")
    if ctx.workspace is not None:
        root = ctx.workspace.root
        listing, files = workspace_overview(root)
        _add_evidence(ctx, probe, "workspace", f"workspace overview ({len(files)} files listed)", listing or "(empty workspace)")
        # Guided mode: a question over a few short text files gets them whole, as evidence the
        # answer is written from (guided/reading.py); the plan then runs no script over them.
        intent = getattr(ctx, "intent", None)
        kind = getattr(intent, "kind", None)
        # A change whose facts are in a folder of messages it names gets them whole too
        # (`change_texts`); the plan is unchanged by them.
        whole = ((whole_texts(root, objective, passages=bool(probe.get("doc_ids"))) if kind == "question"
                  else change_texts(root, objective, list(getattr(intent, "outputs", None) or [])))
                 if guided_active(ctx) else [])
        for rel in whole:
            text = whole_text(root, rel) or ""
            probe["evidence"].append({"source": "workspace", "summary": f"whole text of {rel}", "text": text, "whole": True})
            ctx.emit("probe_evidence", source="workspace", summary=f"whole text of {rel}", preview=preview(text, 1500))
        if whole and kind == "question":
            probe["read_whole"] = whole
            # A superlative of a measure the documents' tables hold, ranked by the host with the
            # corrections the texts write and the rows the question leaves out set aside.
            ranking = ranked_rows(root, whole, objective)
            pick = ranked_pick(root, whole, objective) if ranking else None
            if pick:
                probe["ranked_pick"] = pick  # the answer, when nothing else runs (runtime/graph.py)
            if ranking:
                probe["evidence"].append({"source": "workspace", "summary": "table rows ranked by the host",
                                          "text": ranking, "whole": True})
                ctx.emit("probe_evidence", source="workspace", summary="table rows ranked by the host",
                         preview=preview(ranking, 1500))
            lookup = (summed_rows(root, whole, objective) or looked_up_row(root, whole, objective)) if not ranking else ""
            answer = summed_answer(lookup)
            if answer:
                probe["summed_answer"] = answer  # the answer, when nothing else runs (runtime/graph.py)
            if lookup:
                # The row a question's words pick (added up over the documents when it asks a total),
                # in the documents in force.
                probe["evidence"].append({"source": "workspace", "summary": HOST_ROWS,
                                          "text": lookup, "whole": True})
                ctx.emit("probe_evidence", source="workspace", summary=HOST_ROWS,
                         preview=preview(lookup, 1500))
        for rel in mentioned_paths(objective):
            target = (root / rel).resolve()
            if not target.is_relative_to(root):
                continue
            if target.is_file():
                probe["paths"].append(rel)
                content = _read_preview(target)
                if content is not None and not rel.endswith(".docx") and rel not in whole:
                    _add_evidence(ctx, probe, "workspace", f"preview of {rel}", content)
            elif target.is_dir():
                probe["paths"].append(rel.rstrip("/") + "/")
            elif "/" in rel or rel.count(".") == 1 and rel.split(".")[-1] in {"py", "txt", "md", "docx", "csv", "json", "log", "toml", "yaml", "yml", "ini", "cfg", "env"}:
                # Output files named in the objective do not exist yet: that is expected, not a gap.
                pass


def _confidence(probe: dict[str, Any]) -> float:
    score = 0.3
    if probe["evidence"]:
        score += 0.3
    if probe.get("paths"):
        score += 0.2
    if probe.get("kb_top_score", 0) > 0:
        score += 0.1
    return score - 0.1 * len(probe["gaps"])


def _model_steps_wanted(ctx: RunContext) -> bool:
    wants = getattr(ctx.model, "has_turns_for", None)
    if wants is not None:
        return bool(wants("context_probe"))
    return getattr(ctx, "probe_model_steps", False)


def _model_steps(ctx: RunContext, state: dict[str, Any], probe: dict[str, Any]) -> None:
    messages = [
        Message("system", "You gather context before planning. Use probe_kb_search and probe_observe (read-only "
                "commands only) to fill gaps, then call probe_finish with your confidence and remaining gaps."),
        Message("user", f"Objective: {state['objective']}\n\nEvidence so far:\n{format_evidence(probe)}"),
    ]
    tools = PROBE_TOOLS if probe.get("kb_consulted") else [t for t in PROBE_TOOLS if t.name != "probe_kb_search"]
    for _ in range(MODEL_STEPS):
        ctx.check_bounds()
        turn = ctx.model.complete("context_probe", messages, tools, tool_choice="required")
        if not turn.tool_calls:
            return
        messages.append(Message("assistant", turn.content, tool_calls=turn.tool_calls))
        for call in turn.tool_calls:
            if call.name == "probe_finish":
                probe["confidence"] = call.args.get("confidence", _confidence(probe))
                probe["gaps"].extend(str(g) for g in call.args.get("gaps") or [])
                if call.args.get("summary"):
                    probe["summary"] = str(call.args["summary"])
                return
            result = _probe_tool(ctx, probe, call.name, call.args, state["objective"])
            messages.append(Message("tool", result, tool_call_id=call.id, name=call.name))


def _probe_tool(ctx: RunContext, probe: dict[str, Any], name: str, args: dict[str, Any], objective: str = "") -> str:
    if name == "probe_kb_search":
        if not probe.get("kb_consulted"):
            return "no knowledge base serves this run"
        query = str(args.get("query") or "")
        hits = ctx.kb.search(query, mode="hybrid", limit=5, document_ids=ctx.doc_ids or None) if query else []
        text = _format_hits(hits, kb=ctx.kb, question=objective)
        if hits:
            probe["doc_ids"] = list(dict.fromkeys([*probe["doc_ids"], *(h["document_id"] for h in hits)]))
            _add_evidence(ctx, probe, "kb", f"search {query!r}: {len(hits)} passages", text)
        return text or "no passages found"
    if name == "probe_observe":
        command = str(args.get("command") or "")
        if ctx.workspace is None:
            probe["gaps"].append(f"cannot observe without a workspace: {command}")
            return "refused: no workspace"
        # The same path as every command: validated, decided by the policy, and run read-only
        # (only a `low` command the policy allows unasked observes).
        res = CommandExec(ctx).run_unasked(
            command, ctx.workspace.root, ctx.workspace.root, purpose="probe",
            limits=CommandLimits(timeout_s=min(15.0, max(1.0, ctx.remaining_s())), max_output_bytes=32 * 1024),
        )
        if isinstance(res, str):
            probe["gaps"].append(f"probe refused `{command}`: {res}")
            return f"refused in probe mode: {res}"
        out = (res.stdout + ("\n" + res.stderr if res.stderr else "")).strip()
        _add_evidence(ctx, probe, "workspace", f"$ {command} (exit {res.exit_code})", out)
        return preview(out, 3000) or f"(no output, exit {res.exit_code})"
    return f"unknown probe tool {name!r}"
