"""Plans from any planner, normalised (`normalize_plan`: workspace-relative paths, the objective
kept when a task's is unusable), and the workspace's Word documents (`docx_files_in`).

The rule-based plan for small models lives in `ncurator_cli.guided.plan`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..objective import DOCX_REF  # noqa: F401  (re-exported)
from ..protocol.task import Task
from ..workspace import docx_files_in  # noqa: F401  (re-exported)


def normalize_plan(tasks: list[Task], *, objective: str, workspace: Path | None) -> list[Task]:
    """Make paths workspace-relative and keep the user's words when a task's objective is unusable."""
    out = []
    for planned in tasks:
        task = Task(**planned)
        for key in ("source_path", "output_path"):
            p = task.get(key)
            if not p:
                continue
            if workspace is not None and os.path.isabs(p):
                real = os.path.realpath(p)
                root = str(workspace)
                if real == root or real.startswith(root + os.sep):
                    task[key] = os.path.relpath(real, root)
        obj = (task.get("objective") or "").strip()
        # `list_big_files` is a label, not an instruction a capability can act on.
        if not obj or re.fullmatch(r"[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+", obj):
            task["objective"] = objective
        out.append(task)
    return out
