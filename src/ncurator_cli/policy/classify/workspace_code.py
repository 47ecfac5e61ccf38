"""Workspace code is never `low`: running a program that is not a system one runs code nobody
reviewed.  A cloned repository can ship `bin/ls` that deletes files; its name says nothing.

Called from the classifier for a program named by a path outside the system folders (`./x`,
`bin/x`, `/opt/tool/x`, a shebang script): the finding is at least `medium` and names the path,
workspace-relative when it is in the workspace.  Interpreters and shells given a script
(`sh x.sh`, `python x.py`) are `medium` in their own handlers, which name the script too.
"""

from __future__ import annotations

import os

from .boundary import Boundary


def by_path_reason(value: str, boundary: Boundary, cwd: str | None) -> str:
    """The reason for running the program `value` (a path, not a system program)."""
    base = cwd or boundary.base_cwd
    real = os.path.realpath(os.path.join(base, value)) if base and not value.startswith("/") else value
    if boundary.inside(os.path.realpath(real)):
        return f"runs {boundary.rel(os.path.realpath(real))} from the workspace: code nobody reviewed"
    return f"runs a program by path ({value})"
