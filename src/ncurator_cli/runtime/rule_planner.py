"""Guided planning: a deterministic plan from the objective and the probe's evidence.

Small local models write poor plans (wrong kinds, paraphrased objectives, invented absolute
paths) but do well inside one capability's loop. For them the host plans by rules over the same
evidence a large model would see, and each task carries the user's own words plus the concrete
paths the probe found. Large models plan themselves; their plans are normalised by
`normalize_plan` (workspace-relative paths, the objective kept when a task's is unusable).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ..objective import DOC_WORD, DOCX_REF, KB_HINT, OUTPUT_FILE, QUESTION, SAVE_AS
from ..workspace import docx_files_in


def route(objective: str, *, workspace: Path | None, kb_docs: int, probe: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Tasks for the objective, in order; an empty list means: answer directly."""
    tasks: list[dict[str, Any]] = []
    mentions_kb = bool(KB_HINT.search(objective))
    docx_refs = [m.group(0) for m in DOCX_REF.finditer(objective)]
    docx_files = docx_files_in(workspace)
    uses_docx = workspace is not None and bool(docx_files) and (bool(docx_refs) or bool(DOC_WORD.search(objective)))
    outputs = [m.group(1) for m in OUTPUT_FILE.finditer(objective)]

    if kb_docs > 0 and (mentions_kb or workspace is None):
        tasks.append({
            "kind": "local_kb_retrieval",
            "title": "Look it up in the knowledge base",
            "objective": f"Find the facts in the knowledge base that this needs: {objective}",
        })
    save_as = SAVE_AS.search(objective)
    if uses_docx and outputs and not save_as:
        # A document read into a text file (an outline, a table as CSV): one terminal task, whose
        # first message carries the document's inspection (styles, tables).
        tasks.append({"kind": "terminal_exec", "title": f"Write {outputs[0]}", "objective": objective})
    elif uses_docx:
        source = None
        for ref in docx_refs:
            cand = ref.lstrip("./")
            match = [f for f in docx_files if f == cand or f.endswith("/" + cand)]
            if match:
                source = match[0]
                break
        task: dict[str, Any] = {"kind": "docx", "title": "Edit the document", "objective": objective}
        if source:
            task["source_path"] = source
        if save_as:
            task["output_path"] = save_as.group(1).lstrip("./")
        tasks.append(task)
    elif workspace is not None:
        pure_question = mentions_kb and QUESTION.search(objective) and not outputs
        if not pure_question:
            tasks.append({"kind": "terminal_exec", "title": "Work in the workspace", "objective": objective})
    return tasks


def normalize_plan(tasks: list[dict[str, Any]], *, objective: str, workspace: Path | None) -> list[dict[str, Any]]:
    """Make paths workspace-relative and keep the user's words when a task's objective is unusable."""
    out = []
    for t in tasks:
        t = dict(t)
        for key in ("source_path", "output_path"):
            p = t.get(key)
            if not p:
                continue
            if workspace is not None and os.path.isabs(p):
                real = os.path.realpath(p)
                root = str(workspace)
                if real == root or real.startswith(root + os.sep):
                    t[key] = os.path.relpath(real, root)
        obj = (t.get("objective") or "").strip()
        # `count_python_files` is a label, not an instruction a capability can act on.
        if not obj or re.fullmatch(r"[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+", obj):
            t["objective"] = objective
        out.append(t)
    return out
