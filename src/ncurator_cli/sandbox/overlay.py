"""A copy-on-write view of the workspace: kernel overlayfs, mounted in a user namespace.

``unshare -Urm`` (util-linux) gives the command its own user and mount namespaces, where an
unprivileged overlay mount is allowed (Linux >= 5.11, ``userxattr``); the workspace path is
covered by an overlay whose lower layer is the workspace itself and whose upper layer is a
throw-away folder outside it, and bubblewrap runs inside that namespace as usual.  Whatever the
command writes, deletes or chmods lands in the upper folder; the real workspace is untouched.
``exec/effects.py`` reads the change from the upper folder and, once approved, applies it.

bubblewrap >= 0.9 has ``--overlay``; 0.8 (Debian 12) does not, so this does not depend on it.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

_MOUNT = 'mount -t overlay overlay -o "lowerdir=$1,upperdir=$2,workdir=$3,userxattr" "$1" && shift 3 && exec "$@"'
#: Characters that cannot appear in an overlay mount option's paths.
_BAD = (",", ":", "\\", "\n")


def prefix(workspace: str, upper: str, work: str) -> list[str]:
    """argv to put before bubblewrap's so it runs over the overlay."""
    exe = shutil.which("unshare") or "unshare"
    return [exe, "-Urm", "--", "/bin/sh", "-c", _MOUNT, "sh", workspace, upper, work]


def usable_path(path: str) -> bool:
    return not any(c in path for c in _BAD)


@functools.cache
def probe() -> tuple[bool, str]:
    """(usable, reason): mount an overlay once in a scratch folder."""
    if shutil.which("unshare") is None:
        return False, "unshare (util-linux) is not installed"
    base = tempfile.mkdtemp(prefix="ncurator-ovl-probe-")
    try:
        low, up, work = (os.path.join(base, d) for d in ("low", "up", "work"))
        for d in (low, up, work):
            os.mkdir(d)
        Path(low, "f").write_text("x")
        argv = prefix(low, up, work) + ["/bin/sh", "-c", 'cd "$0" && rm f && echo y > g', low]
        try:
            r = subprocess.run(argv, capture_output=True, text=True, timeout=10)
        except (OSError, subprocess.SubprocessError) as exc:
            return False, f"overlay probe failed: {exc}"
        ok = r.returncode == 0 and os.path.exists(os.path.join(low, "f")) and os.path.exists(os.path.join(up, "g"))
        return (True, "ok") if ok else (False, "no overlay mount in a user namespace here: " + (r.stderr.strip()[-200:] or f"exit {r.returncode}"))
    finally:
        remove_tree(base)


def remove_tree(path: str | Path) -> None:
    """rmtree that also removes overlay's work folder (mode 000) and whiteouts."""

    def fix(func, p, _exc) -> None:  # noqa: ANN001 - shutil's onerror signature
        try:
            os.chmod(os.path.dirname(p), 0o700)
            os.chmod(p, 0o700)
        except OSError:
            pass
        try:
            func(p)
        except OSError:
            pass

    shutil.rmtree(path, onerror=fix)
