"""Repository config that names programs: found and disarmed through the environment.

Repository config (.git/config, config.worktree and whatever they include) can name programs that
plain read commands run: core.fsmonitor on `git status`, diff drivers/textconv on `git diff/log -p`,
pagers, filters on checkout/status, gpg on `log --show-signature`.  Config given through the
environment (GIT_CONFIG_COUNT/KEY_n/VALUE_n, git >= 2.31) has the highest precedence, so every such
key the repository defines is overridden with something inert.
"""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

_ALWAYS = {
    "core.fsmonitor": "false",
    "core.hooksPath": "/dev/null",
    "core.pager": "cat",
    "log.showSignature": "false",
    "protocol.ext.allow": "never",
    "protocol.fd.allow": "never",
}
_EXEC_KEYS: dict[str, str] = {
    "diff.external": "echo ncurator: repository diff.external disabled:",
    "core.editor": "false",
    "sequence.editor": "false",
    "core.askpass": "false",
    "core.sshcommand": "ssh",
    "core.gitproxy": "false",
    "core.alternaterefscommand": "false",
    "credential.helper": "",
    "gpg.program": "false",
    "interactive.difffilter": "cat",
    "web.browser": "false",
}
_EXEC_SUBKEYS: dict[tuple[str, str], str] = {
    ("diff", "textconv"): "cat",
    ("diff", "command"): "echo ncurator: repository diff driver disabled:",
    ("filter", "clean"): "cat",
    ("filter", "smudge"): "cat",
    ("filter", "process"): "false",
    ("filter", "required"): "false",
    ("merge", "driver"): "false",
    ("remote", "uploadpack"): "git-upload-pack",
    ("remote", "receivepack"): "git-receive-pack",
    ("gpg", "program"): "false",
    ("difftool", "cmd"): "false",
    ("mergetool", "cmd"): "false",
    ("man", "cmd"): "false",
    ("browser", "cmd"): "false",
    ("trailer", "command"): "true",
    ("trailer", "cmd"): "true",
    ("credential", "helper"): "",
}
_SECTION_RE = re.compile(r'^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*(.*)$')
_KEY_RE = re.compile(r"^\s*([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$")
_git_cache: dict[str, tuple[tuple, dict[str, str]]] = {}
_git_lock = threading.Lock()


def _git_config_entries(path: Path, seen: set[str], depth: int = 0) -> list[tuple[str, str | None, str, str]]:
    """(section, subsection, key, value) from a git config file, following include paths."""
    real = os.path.realpath(path)
    if depth > 5 or real in seen:
        return []
    seen.add(real)
    try:
        text = Path(real).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    out: list[tuple[str, str | None, str, str]] = []
    section, sub = "", None
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].split(";", 1)[0] if '"' not in raw else raw
        m = _SECTION_RE.match(line)
        if m:
            name = m.group(1)
            section, sub = (
                (name.split(".", 1)[0], name.split(".", 1)[1])
                if "." in name and m.group(2) is None
                else (name, m.group(2))
            )
            line = m.group(3)
            if not line.strip():
                continue
        km = _KEY_RE.match(line)
        if not km or not section:
            continue
        key, value = km.group(1), (km.group(2) or "true").strip().strip('"')
        out.append((section.lower(), sub, key.lower(), value))
        if key.lower() == "path" and section.lower() in ("include", "includeif"):
            inc = os.path.expanduser(value)
            if not os.path.isabs(inc):
                inc = os.path.join(os.path.dirname(real), inc)
            out.extend(_git_config_entries(Path(inc), seen, depth + 1))
    return out


GIT_WORD = re.compile(r"\bgit\b")
#: Bounds of the search for repositories nested in the workspace (vendored code, submodules).
NESTED_GIT_MAX_DIRS = 3000
NESTED_GIT_MAX_DEPTH = 6
_NO_DESCEND = frozenset({".git", "node_modules", "__pycache__"})


def nested_repositories(workspace: Path) -> list[Path]:
    """Folders below the workspace root that hold a `.git` (a folder, or a gitdir file), found by a
    bounded walk that follows no symlinks: `cd vendor/lib && git diff` reads *their* config."""
    root = str(workspace)
    found: list[Path] = []
    for visited, (dirpath, dirnames, filenames) in enumerate(os.walk(root), start=1):
        if visited > NESTED_GIT_MAX_DIRS:
            break
        if dirpath != root and (".git" in dirnames or ".git" in filenames):
            found.append(Path(dirpath))
        depth = dirpath[len(root):].count(os.sep)
        dirnames[:] = [d for d in dirnames if d not in _NO_DESCEND and depth < NESTED_GIT_MAX_DEPTH]
    return found


def _config_files(repo: Path) -> list[Path]:
    gitdir = repo / ".git"
    if gitdir.is_file():  # worktree/submodule: "gitdir: path"
        try:
            target = gitdir.read_text().split(":", 1)[1].strip()
            gitdir = (repo / target).resolve()
        except (OSError, IndexError):
            gitdir = repo / ".git"
    return [gitdir / "config", gitdir / "config.worktree"]


def git_config_overrides(workspace: Path, *, nested: bool = False) -> dict[str, str]:
    """GIT_CONFIG_COUNT/KEY/VALUE variables that disarm program-running keys of the repo config
    (and, with `nested`, of every repository inside the workspace)."""
    repos = [workspace, *(nested_repositories(workspace) if nested else [])]
    files = [f for repo in repos for f in _config_files(repo)]
    stamp = []
    for f in files:
        try:
            st = f.stat()
            stamp.append((str(f), st.st_mtime_ns, st.st_size))
        except OSError:
            stamp.append((str(f), 0, 0))
    key = "\0".join(str(f) for f in files)
    with _git_lock:
        cached = _git_cache.get(key)
        if cached and cached[0] == tuple(stamp):
            return dict(cached[1])
    overrides: dict[str, str] = dict(_ALWAYS)
    seen: set[str] = set()
    for f in files:
        for section, sub, k, value in _git_config_entries(f, seen):
            full = f"{section}.{k}" if sub is None else f"{section}.{sub}.{k}"
            if sub is None and full in _EXEC_KEYS:
                overrides[full] = _EXEC_KEYS[full]
            elif sub is not None and (section, k) in _EXEC_SUBKEYS:
                overrides[full] = _EXEC_SUBKEYS[(section, k)]
            elif section == "alias" and sub is None and value.startswith("!"):
                overrides[f"alias.{k}"] = "!false"
            elif (
                section == "pager"
                and sub is None
                and value.lower() not in ("true", "false", "yes", "no", "on", "off", "1", "0")
            ):
                overrides[f"pager.{k}"] = "cat"
            elif section == "submodule" and sub is not None and k == "update" and value.startswith("!"):
                overrides[full] = "checkout"
    env: dict[str, str] = {"GIT_CONFIG_COUNT": str(len(overrides))}
    for i, (k, v) in enumerate(overrides.items()):
        env[f"GIT_CONFIG_KEY_{i}"] = k
        env[f"GIT_CONFIG_VALUE_{i}"] = v
    with _git_lock:
        _git_cache[key] = (tuple(stamp), env)
    return dict(env)

