"""The environment a sandboxed command sees, and the shell and PATH it runs with."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from .git_config import GIT_WORD, git_config_overrides

BASH = "/bin/bash"
CLEAN_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def command_path() -> str:
    """PATH for commands: the folder of the Python running ncurator first, then the system's.

    Like an activated virtualenv: `python3` in a command is the interpreter with ncurator's own
    packages (python-docx, lxml, ...), so a script can read the documents ncurator reads. The
    sandbox mounts it read-only like the rest of the system.
    """
    here = os.path.dirname(sys.executable) if sys.executable else ""
    if not here or here in CLEAN_PATH.split(":"):
        return CLEAN_PATH
    return f"{here}:{CLEAN_PATH}"
#: After the command's main process exits, how long to wait for children still holding the pipes.
_KEEP_ENV = ("LANG", "LANGUAGE", "TZ", "USER", "LOGNAME")


def own_import_path() -> str | None:
    """The folder this ncurator's own package is imported from, when it came onto the path through
    PYTHONPATH (a source tree run beside another install): a command's scripts import
    `ncurator_cli.scriptlib`, and without it they would import the other install's. None
    otherwise: no inherited PYTHONPATH entry is ever passed on."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))  # .../src of src/ncurator_cli/sandbox/env.py
    given = [os.path.realpath(p) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    return root if root in given else None


def safe_env(
    workspace: Path | None, *, backend: str, token: str | None = None, command: str | None = None
) -> dict[str, str]:
    """The environment a sandboxed command sees: an allowlist, never secrets or LD_* / inherited PYTHON*.

    With `command`, repositories nested inside the workspace are searched for hostile config only
    when the command mentions git (the search walks the tree); without it, always.
    """
    env: dict[str, str] = {
        "PATH": command_path(),
        "HOME": os.path.expanduser("~"),
        "TERM": "dumb",
        "PAGER": "cat",
        "GIT_PAGER": "cat",
        "MANPAGER": "cat",
        "SYSTEMD_PAGER": "",
        "TMPDIR": "/tmp",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_ASKPASS": "/bin/false",
        "SSH_ASKPASS": "/bin/false",
        "NCURATOR_SANDBOX": backend,
        # Importing a workspace module must not litter it with __pycache__ (and fake artifacts).
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    for k in _KEEP_ENV:
        if k in os.environ:
            env[k] = os.environ[k]
    own = own_import_path()
    if own:
        env["PYTHONPATH"] = own
    for k, v in os.environ.items():
        if k.startswith("LC_"):
            env[k] = v
    env.setdefault("LANG", "C.UTF-8")
    if token:
        env["NCURATOR_SANDBOX_RUN"] = token
    if workspace is not None:
        ws = os.path.realpath(workspace)
        # Stop git from discovering a repository *above* the workspace.
        parent = os.path.dirname(ws.rstrip("/"))
        if parent:
            env["GIT_CEILING_DIRECTORIES"] = parent
        nested = command is None or bool(GIT_WORD.search(command))
        env.update(git_config_overrides(Path(ws), nested=nested))
    return env


# -- neutralising a hostile repository config ---------------------------------------------------
#
# Repository config (.git/config, config.worktree and whatever they include) can name programs that
# plain read commands run: core.fsmonitor on `git status`, diff drivers/textconv on `git diff/log -p`,
# pagers, filters on checkout/status, gpg on `log --show-signature`.  Config given through the
