"""Plans from any planner, normalised (`normalize_plan`: workspace-relative paths, the objective
kept when a task's is unusable), and the workspace's Word documents (`docx_files_in`).

The rule-based plan for small models lives in `ncurator_cli.guided.plan`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ..objective import DOCX_REF  # noqa: F401  (re-exported)
from ..workspace import docx_files_in  # noqa: F401  (re-exported)


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
        # `list_big_files` is a label, not an instruction a capability can act on.
        if not obj or re.fullmatch(r"[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+", obj):
            t["objective"] = objective
        out.append(t)
    return out
