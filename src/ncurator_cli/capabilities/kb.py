"""local_kb_retrieval: search tools over the knowledge base, scoped to the run's documents,
in a bounded loop that ends with `kb_finish`. The passages found are handed on as evidence so
the final answer can cite its sources."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..clip import preview
from ..guided import active as guided_active
from ..guided.kb import GUIDED_LIMIT, guided_query
from ..kb.passages import cite, format_passages, in_force, with_status
from ..protocol.capability import TaskOutcome, ToolLoopCapability, ToolOutcome
from ..protocol.task import KbData, LoopState, Task, loop_data
from ..protocol.tools import ToolCall, ToolSpec

if TYPE_CHECKING:
    from ..protocol.context import RunContext

_SEARCH_PARAMS = {
    "type": "object",
    "properties": {
        "query": {"type": "string"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
        "document_ids": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["query"],
}

TOOLS = [
    ToolSpec("kb_hybrid_search_chunks", "Search passages by meaning and keywords together (best default).", _SEARCH_PARAMS),
    ToolSpec("kb_vector_search_chunks", "Search passages by meaning only.", _SEARCH_PARAMS),
    ToolSpec("kb_fts_search_chunks", "Search passages by exact keywords (names, codes, identifiers).", _SEARCH_PARAMS),
    ToolSpec(
        "kb_list_documents",
        "List documents in the knowledge base, optionally filtered by a keyword in the name or title.",
        {
            "type": "object",
            "properties": {
                "keyword": {"type": "string"},
                "page": {"type": "integer", "minimum": 1, "default": 1},
                "page_size": {"type": "integer", "minimum": 1, "maximum": 50, "default": 20},
                "document_ids": {"type": "array", "items": {"type": "string"}},
            },
        },
    ),
    ToolSpec(
        "kb_finish",
        "Finish: satisfied=true when the passages found answer the task; summary states the answer with its sources.",
        {
            "type": "object",
            "properties": {"satisfied": {"type": "boolean"}, "summary": {"type": "string"}},
            "required": ["satisfied", "summary"],
        },
    ),
]
MODES = {"kb_hybrid_search_chunks": "hybrid", "kb_vector_search_chunks": "vector", "kb_fts_search_chunks": "fts"}

SYSTEM = """You answer a question from a local knowledge base. Search it with the kb_* tools
(hybrid search is the best default; use fts for exact names or codes), read the passages, then
call kb_finish with satisfied and a summary that states the answer and cites the documents as
[document › heading]. Do not invent facts that are not in the passages."""

MAX_EVIDENCE = 12
def scope(run_ids: list[str], call_ids: Any) -> list[str] | None:
    """The run's --doc ids and the call's document_ids intersect; None means unscoped."""
    wanted = [str(x) for x in call_ids] if isinstance(call_ids, list) and call_ids else None
    if run_ids and wanted is not None:
        return [d for d in wanted if d in set(run_ids)]
    if run_ids:
        return list(run_ids)
    return wanted


class KBRetrievalCapability(ToolLoopCapability):
    kind = "local_kb_retrieval"
    node = "local_kb_retrieval"
    finish_tool = "kb_finish"
    requires_workspace = False
    read_tools = frozenset({"kb_hybrid_search_chunks", "kb_vector_search_chunks", "kb_fts_search_chunks",
                            "kb_list_documents"})

    def tools(self, ctx: RunContext, task: Task) -> list[ToolSpec]:
        return TOOLS

    def system_prompt(self, ctx: RunContext, task: Task) -> str:
        return SYSTEM

    def max_turns(self, ctx: RunContext) -> int:
        return 8

    def initial_calls(self, ctx: RunContext, task: Task) -> list[ToolCall]:
        """Guided mode: one hybrid search on the user's own words, and the passages go on as
        evidence. A 1.5B model's searches and "satisfied" judgements were worse than this
        (agent task suite); answering from passages is left to the step that reads them."""
        if not guided_active(ctx):
            return []
        return [ToolCall("kb_hybrid_search_chunks", {"query": guided_query(ctx.objective or task["objective"]), "limit": GUIDED_LIMIT})]

    def handle(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome:
        args = call.args
        data = loop_data(loop, KbData)
        evidence = data.setdefault("evidence", {})
        if call.name in MODES:
            query = args.get("query")
            if not isinstance(query, str) or not query.strip():
                return ToolOutcome(error="a search needs a non-empty 'query'")
            scope_key = ",".join(sorted(str(x) for x in args.get("document_ids") or []))
            signature = f"{call.name}\0{query.strip().lower()}\0{scope_key}\0{args.get('limit') or 10}"
            repeats = data.get("repeats", 0) + 1 if data.get("last_search") == signature else 0
            data["last_search"], data["repeats"] = signature, repeats
            if repeats >= 2 and evidence:
                # The same search a third time: the model is stuck; hand on what was found.
                return ToolOutcome(output="finished", finish=TaskOutcome(
                    "ok", f"gathered {len(evidence)} passages (the search was repeated without a conclusion)",
                    {"satisfied": None, "summary": ""}))
            if repeats == 1:
                return ToolOutcome(output="You already ran this search; its passages are above. "
                                   "Call kb_finish now with the answer, or search for something different.")
            limit = max(1, min(50, int(args.get("limit") or 10)))
            ids = scope(ctx.doc_ids, args.get("document_ids"))
            if ids == []:
                return ToolOutcome(output="no documents in scope (the requested ids are outside the run's --doc scope)")
            hits = ctx.kb.search(query, mode=MODES[call.name], limit=limit, document_ids=ids)
            for h in hits[:6]:
                if h["chunk_id"] not in evidence and len(evidence) < MAX_EVIDENCE:
                    evidence[h["chunk_id"]] = {k: h.get(k) for k in ("chunk_id", "document_id", "document_name", "text", "heading_path", "page", "score")}
            if call.id.endswith(":pre0") and guided_active(ctx):
                # Not "... found for: <the query>": the query is the objective itself, and a 1.5B
                # model copied that line as its final answer (a probe).
                found = f"{len(hits)} passages found" if hits else "no passages found"
                return ToolOutcome(output=found, finish=TaskOutcome("ok", found, {"satisfied": None, "summary": found}))
            if not hits:
                return ToolOutcome(output="no passages found")
            lines = [f"{len(hits)} passages:"]
            for i, h in enumerate(hits, 1):
                page = f" p.{h['page']}" if h.get("page") else ""
                lines.append(f"{i}. [{cite(h)}{page}] (doc {h['document_id']}, score {h['score']:.3f})\n{preview(h['text'], 900)}")
            return ToolOutcome(output="\n".join(lines), data={"hits": len(hits)})
        if call.name == "kb_list_documents":
            page = max(1, int(args.get("page") or 1))
            page_size = max(1, min(50, int(args.get("page_size") or 20)))
            ids = scope(ctx.doc_ids, args.get("document_ids"))
            if ids == []:
                return ToolOutcome(output="no documents in scope")
            res = ctx.kb.list_documents(keyword=args.get("keyword") or None, page=page, page_size=page_size, document_ids=ids)
            lines = [f"{res['total']} documents (page {res['page']}):"]
            for d in res["documents"]:
                lines.append(f"- {d['document_id']}: {d.get('title') or d.get('name')} ({d.get('chunks')} chunks)")
            return ToolOutcome(output="\n".join(lines))
        if call.name == "kb_finish":
            satisfied = bool(args.get("satisfied"))
            summary = str(args.get("summary") or "").strip() or ("found" if satisfied else "not found")
            message = summary if satisfied else f"not satisfied: {summary}"
            return ToolOutcome(output="finished", finish=TaskOutcome("ok", message, {"satisfied": satisfied, "summary": summary}))
        return ToolOutcome(error=f"unknown tool {call.name}")

    def finish_outcome(self, ctx: RunContext, task: Task, loop: LoopState, outcome: TaskOutcome) -> TaskOutcome:
        evidence = list(loop_data(loop, KbData).get("evidence", {}).values())
        sources = []
        for h in evidence:
            c = cite(h)
            if c not in sources:
                sources.append(c)
        details = format_passages(in_force(with_status(ctx.kb, evidence[:8]), str(task.get("objective") or "")))
        data = {**outcome.data, "sources": sources[:10], "document_ids": sorted({h["document_id"] for h in evidence}),
                "details": f"{outcome.message}\nPassages:\n{details}" if details else outcome.message}
        return TaskOutcome(outcome.code, outcome.message, data)
