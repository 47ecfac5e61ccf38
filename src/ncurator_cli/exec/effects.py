"""Effects decide for code the classifier cannot read.

A command rated `medium` only because it launches code the classifier cannot read — a Python,
Node, Perl or shell script from a here-doc, a file or `-c`, an `awk` program, a program from the
workspace — runs first in a copy-on-write view of the workspace (sandbox/overlay.py).  What it
changed there is read from the overlay's upper folder and rated like the equivalent shell
command: deleting or overwriting an existing file is `high` (like `rm`, `truncate`), creating files or
editing one — most of its content kept (`kept_share`) — or changing modes `medium` (like `sed -i`, `touch`,
`chmod`), no change `low`.  The policy decides on that
rating, the approval request lists the change, and only an approved change is applied to the
real workspace, exactly as observed, each file atomically (a temporary file renamed over the
target): the script does not run a second time.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..workspace.formats import MAX_BYTES, format_problem

#: Programs whose code the classifier cannot read (families: python3.11 -> python).
LAUNCHERS = frozenset({
    "python", "python2", "python3", "pypy", "pypy3", "node", "nodejs", "deno", "bun", "perl", "ruby", "php", "lua",
    "Rscript", "julia", "bash", "sh", "dash", "zsh", "ksh", "awk", "gawk", "mawk", "nawk",
})  # fmt: skip
_SYSTEM_BIN_DIRS = ("/bin", "/usr/bin", "/sbin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin")
#: Changes listed in an approval request and a step's report.
SHOWN = 20


def _family(argv0: str) -> str:
    base = os.path.basename(argv0)
    for fam in ("python", "pypy", "perl", "ruby", "php", "lua"):
        if base.startswith(fam) and base[len(fam):].replace(".", "").isdigit():
            return fam
    return base


def opaque(assessment: Any) -> bool:
    """Whether `medium` comes only from launching code the classifier cannot read: every part is
    `low`, or a launcher (or a program by path) with nothing but `exec` findings and nothing
    risky around it (no redirection, no environment prefix)."""
    if assessment is None or assessment.refused or assessment.risk_level != "medium" or assessment.outside_workspace:
        return False
    found = False
    for part in assessment.parts or []:
        if part.risk_level == "low":
            continue
        if not part.argv or part.categories != ["exec"] or part.context_risk != "low":
            return False
        name = part.argv[0]
        by_path = "/" in name and os.path.dirname(os.path.normpath(name)) not in _SYSTEM_BIN_DIRS
        if _family(name) not in LAUNCHERS and not by_path:
            return False
        found = True
    return found


@dataclass
class Effect:
    """What a copy-on-write run changed, by workspace-relative path."""

    created: list[str] = field(default_factory=list)
    overwritten: list[str] = field(default_factory=list)
    #: Existing files rewritten with most of their lines kept (an edit, like `sed -i`).
    edited: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    modes: list[str] = field(default_factory=list)
    #: "old -> new": a file deleted whose content reappears at a created path (a rename, like `mv`).
    moved: list[str] = field(default_factory=list)
    renamed: list[tuple[str, str]] = field(default_factory=list)
    #: Paths whose upper-layer entry replaces a folder's whole content (deleted, then recreated).
    replaced_dirs: list[str] = field(default_factory=list)
    #: Comment lines (`#`, `;`) an edited or overwritten text file would lose, by path: a parser
    #: that rewrites a file (configparser, a JSON/YAML dump) drops them with the layout.
    comments_lost: dict[str, list[str]] = field(default_factory=dict)
    #: Settings and data files (JSON, TOML, YAML, CSV, INI, `.env`) that read as their kind before
    #: and would not after, by path: why (`workspace.formats.format_problem`).
    formats_broken: dict[str, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.created or self.overwritten or self.edited or self.deleted or self.modes or self.replaced_dirs
                    or self.moved)

    def rating(self, own: frozenset[str] | set[str] = frozenset()) -> tuple[str, list[str]]:
        """(risk, reasons) like the equivalent shell command's. `own`: files the same task created
        earlier; writing one of them again replaces nothing the user had (a script correcting the
        output it wrote a turn ago), so it is rated like creating it."""
        mine = [p for p in self.overwritten if p in own]
        overwritten = [p for p in self.overwritten if p not in own]
        reasons = [f"the script deletes {p}" for p in self.deleted[:SHOWN]]
        reasons += [f"the script overwrites {p}" for p in overwritten[:SHOWN]]
        reasons += [f"the script writes {p} again, which this task created" for p in mine[:SHOWN]]
        reasons += [f"the script replaces the contents of {p}/" for p in self.replaced_dirs[:SHOWN]]
        reasons += [f"the script moves {p}" for p in self.moved[:SHOWN]]
        reasons += [f"the script edits {p}" for p in self.edited[:SHOWN]]
        reasons += [f"the script creates {p}" for p in self.created[:SHOWN]]
        reasons += [f"the script changes the mode of {p}" for p in self.modes[:SHOWN]]
        if self.deleted or overwritten or self.replaced_dirs:
            return "high", reasons
        if self.created or self.edited or self.modes or self.moved or mine:
            return "medium", reasons
        return "low", ["the script changed no file in a copy-on-write run"]

    def summary(self) -> str:
        parts = [f"{len(v)} {k}" for k, v in (("deleted", self.deleted), ("overwritten", self.overwritten), ("moved", self.moved), ("edited", self.edited),
                 ("created", self.created), ("mode changed", self.modes)) if v]  # fmt: skip
        return ", ".join(parts) or "no change"


def _whiteout(st: os.stat_result) -> bool:
    return stat.S_ISCHR(st.st_mode) and st.st_rdev == 0


def _opaque_dir(path: str) -> bool:
    for name in ("user.overlay.opaque", "trusted.overlay.opaque"):
        with contextlib.suppress(OSError):
            if os.getxattr(path, name, follow_symlinks=False) == b"y":
                return True
    return False


def _same_content(a: str, b: str) -> bool:
    try:
        if os.path.getsize(a) != os.path.getsize(b):
            return False
        with open(a, "rb") as fa, open(b, "rb") as fb:
            while True:
                x, y = fa.read(1 << 16), fb.read(1 << 16)
                if x != y:
                    return False
                if not x:
                    return True
    except OSError:
        return False


#: An existing file whose new version keeps at least this share of its content was edited, not
#: overwritten; files larger than EDIT_MAX_BYTES are compared as overwritten.
EDIT_KEPT = 0.5
EDIT_MAX_BYTES = 4 * 1024 * 1024
_WORD = re.compile(r"\w+")


def kept_share(before: bytes, after: bytes) -> float:
    """The share of `before`'s content that `after` still holds, the larger of two readings:
    its non-blank lines with their indentation and line endings ignored (a re-indented or
    re-dumped JSON/YAML file keeps its lines), and its words weighted by length (a one-line
    file whose version number changed keeps most of it). 1.0 for a file with no content."""
    from collections import Counter

    def lines(raw: bytes) -> Counter[bytes]:
        return Counter(ln.strip() for ln in raw.splitlines() if ln.strip())

    old_lines = lines(before)
    total = sum(old_lines.values())
    if total == 0:
        return 1.0  # an empty file written is like creating it
    share = sum((old_lines & lines(after)).values()) / total
    if b"\0" in before[:8192] or b"\0" in after[:8192]:
        return share  # binary: no words to read
    old_words = Counter(_WORD.findall(before.decode("utf-8", errors="replace")))
    weight = sum(len(w) * n for w, n in old_words.items())
    if weight:
        new_words = Counter(_WORD.findall(after.decode("utf-8", errors="replace")))
        share = max(share, sum(len(w) * n for w, n in (old_words & new_words).items()) / weight)
    return share


def _kept_most(old: str, new: str) -> bool:
    """Whether `new` keeps most of `old` (an edit), rather than replacing it (an overwrite)."""
    try:
        if os.path.getsize(old) > EDIT_MAX_BYTES or os.path.getsize(new) > EDIT_MAX_BYTES:
            return False
        return kept_share(Path(old).read_bytes(), Path(new).read_bytes()) >= EDIT_KEPT
    except OSError:
        return False


def _regular(path: str) -> bool:
    """A regular file itself, not a symlink to one."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _lost_comments(old: str, new: str) -> list[str]:
    """The comment lines of text file `old` that `new` no longer has (as many times as lost)."""
    from collections import Counter

    try:
        # Never a symlink's target: it may lie outside the workspace, and lost lines are quoted.
        if not _regular(old) or not _regular(new) or os.path.getsize(old) > EDIT_MAX_BYTES:
            return []
        before_raw, after_raw = Path(old).read_bytes(), Path(new).read_bytes()
    except OSError:
        return []
    if b"\0" in before_raw[:8192]:
        return []

    def comments(raw: bytes) -> Counter[str]:
        lines = raw.decode("utf-8", errors="replace").splitlines()
        return Counter(ln.strip() for ln in lines if ln.strip()[:1] in ("#", ";") and len(ln.strip()) > 1)

    missing = comments(before_raw) - comments(after_raw)
    return [line for line, n in missing.items() for _ in range(n)]


def _broken_format(old: str, new: str, rel: str) -> str | None:
    """Why text file `new` no longer reads as the kind its name says, when `old` did
    (`workspace.formats.format_problem`: JSON, JSON lines, TOML, YAML, CSV/TSV, INI, `.env`), or None."""
    try:
        # Never a symlink's target: it may lie outside the workspace, and the reason quotes a line.
        if not _regular(old) or not _regular(new) or os.path.getsize(old) >= MAX_BYTES:
            return None
    except OSError:
        return None
    if format_problem(Path(old), rel) is not None:
        return None
    return format_problem(Path(new), rel)


def observe(upper: Path, workspace: Path) -> Effect:
    """The change recorded in an overlay's upper folder, against the workspace (its lower layer)."""
    eff = Effect()
    root = str(upper)
    ws = os.path.realpath(workspace)
    for dirpath, dirnames, filenames in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        for name in sorted(dirnames + filenames):
            up = os.path.join(dirpath, name)
            rel = os.path.normpath(os.path.join(rel_dir, name))
            low = os.path.join(ws, rel)
            st = os.lstat(up)
            exists = os.path.lexists(low)
            if _whiteout(st):
                if exists:
                    eff.deleted.append(rel)
                continue
            if stat.S_ISDIR(st.st_mode):
                if not exists:
                    eff.created.append(rel + "/")
                elif not os.path.isdir(low) or os.path.islink(low):
                    eff.overwritten.append(rel)
                else:
                    if _opaque_dir(up) and os.listdir(low):
                        eff.replaced_dirs.append(rel)
                    if stat.S_IMODE(os.lstat(low).st_mode) != stat.S_IMODE(st.st_mode):
                        eff.modes.append(rel + "/")
                continue
            if not exists:
                eff.created.append(rel)
            elif stat.S_ISLNK(st.st_mode):
                if not os.path.islink(low) or os.readlink(low) != os.readlink(up):
                    eff.overwritten.append(rel)
            elif os.path.islink(low) or not os.path.isfile(low):
                eff.overwritten.append(rel)
            elif not _same_content(up, low):
                (eff.edited if _kept_most(low, up) else eff.overwritten).append(rel)
            elif stat.S_IMODE(os.lstat(low).st_mode) != stat.S_IMODE(st.st_mode):
                eff.modes.append(rel)
        dirnames[:] = [d for d in dirnames if not _whiteout(os.lstat(os.path.join(dirpath, d)))]
    _pair_moves(eff, root, ws)
    for rel in [*eff.edited, *eff.overwritten]:
        lost = _lost_comments(os.path.join(ws, rel), os.path.join(root, rel))
        if lost:
            eff.comments_lost[rel] = lost
        broken = _broken_format(os.path.join(ws, rel), os.path.join(root, rel), rel)
        if broken:
            eff.formats_broken[rel] = broken
    for lst in (eff.created, eff.overwritten, eff.edited, eff.deleted, eff.modes, eff.replaced_dirs, eff.moved):
        lst.sort()
    return eff


def _pair_moves(eff: Effect, upper: str, ws: str) -> None:
    """A deleted file whose exact content was created elsewhere was renamed (`mv`), not destroyed.
    Apply still deletes and creates; only the rating sees a move."""
    created = [c for c in eff.created if not c.endswith("/")]
    for old in list(eff.deleted):
        low = os.path.join(ws, old)
        if os.path.islink(low) or not os.path.isfile(low):
            continue
        for new in created:
            up = os.path.join(upper, new)
            if not os.path.islink(up) and os.path.isfile(up) and _same_content(low, up):
                eff.deleted.remove(old)
                eff.moved.append(f"{old} -> {new}")
                eff.renamed.append((old, new))
                created.remove(new)
                break


def _place(src: str, dst: str) -> None:
    """Put the upper layer's file (or symlink) at dst atomically: a temporary beside it, renamed."""
    parent = os.path.dirname(dst)
    os.makedirs(parent, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".ncurator-apply-", dir=parent)
    os.close(fd)
    try:
        if os.path.islink(src):
            os.unlink(tmp)
            os.symlink(os.readlink(src), tmp)
        else:
            shutil.copyfile(src, tmp)
            os.chmod(tmp, stat.S_IMODE(os.lstat(src).st_mode))
        if os.path.isdir(dst) and not os.path.islink(dst):
            shutil.rmtree(dst)
        os.replace(tmp, dst)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _remove(path: str) -> None:
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.unlink(path)


def apply(effect: Effect, upper: Path, workspace: Path) -> None:
    """Make the real workspace what the copy-on-write run left, exactly as observed."""
    ws = os.path.realpath(workspace)
    up = str(upper)

    def real(rel: str) -> str:
        p = os.path.normpath(os.path.join(ws, rel.rstrip("/")))
        if not (p == ws or p.startswith(ws.rstrip("/") + "/")):
            raise ValueError(f"{rel!r} is outside the workspace")
        return p

    for rel in effect.deleted + [old for old, _new in effect.renamed]:
        _remove(real(rel))
    for rel in effect.replaced_dirs:
        target = real(rel)
        keep = set(os.listdir(os.path.join(up, rel)))
        for name in os.listdir(target):
            if name not in keep:
                _remove(os.path.join(target, name))
    for rel in effect.created + effect.overwritten + effect.edited:
        src = os.path.join(up, rel.rstrip("/"))
        if os.path.isdir(src) and not os.path.islink(src):
            dst = real(rel)
            if os.path.lexists(dst) and not os.path.isdir(dst):
                os.unlink(dst)
            os.makedirs(dst, exist_ok=True)
            os.chmod(dst, stat.S_IMODE(os.lstat(src).st_mode))
        else:
            _place(src, real(rel))
    for rel in effect.modes:
        os.chmod(real(rel), stat.S_IMODE(os.lstat(os.path.join(up, rel.rstrip("/"))).st_mode))
