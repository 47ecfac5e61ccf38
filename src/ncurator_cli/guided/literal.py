"""A literal value moved across a folder's text files, old and new said by the task.

"We've moved the site over to new-shop.example (it used to be old-shop.example). Update everything
in site/ that still points at the old domain; leave the logs alone": a domain, an email address or
a host name that many files of many kinds hold (an `.env`, YAML, nginx, templates). A 1.5B model
wrote a folder walk that rebound its own file list and looked for the domain in file names (probe
trace). The host finds the files and replaces the value itself, as one command through the
ordinary path (approval, sandbox, `file_artifact`): every text file under the task's folders that
holds the old value as a whole token, but those a sentence of the task keeps as they are (the
words of "leave the logs and the CHANGELOG alone" name `logs/` and `CHANGELOG.md`) and retired or
archived subfolders.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..tools.edit import python_command, script_of
from ..words import STOPWORDS

#: A literal value: a domain or host name (labels joined by dots), or an email address.
_TOKEN = r"[A-Za-z0-9][\w+-]*(?:[.@][A-Za-z0-9][\w+-]*)+"
_PAIRS = [re.compile(p, re.I) for p in (
    # "new.example (it used to be old.example)", "(formerly old.example)", "(was old.example)"
    rf"(?P<new>{_TOKEN})\s*\(\s*(?:it\s+|which\s+|that\s+)?(?:used\s+to\s+be|was|formerly|previously|replacing)\s+"
    rf"(?:at\s+|on\s+)?(?P<old>{_TOKEN})",
    # "from old.example to new.example", "moved from old.example over to new.example"
    rf"\bfrom\s+(?P<old>{_TOKEN})\s+(?:over\s+)?to\s+(?P<new>{_TOKEN})",
    # "new.example instead of old.example"
    rf"(?P<new>{_TOKEN})\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?P<old>{_TOKEN})",
    # "replace old.example with new.example"
    rf"\breplace\s+(?:every\s+|all\s+|each\s+)?(?:the\s+)?(?P<old>{_TOKEN})\s+(?:with|by)\s+(?P<new>{_TOKEN})",
    # "old.example is now new.example", "old@x.example has become new@x.example"
    rf"(?P<old>{_TOKEN})\s+(?:is\s+now|has\s+become|becomes|has\s+moved\s+to|changed\s+to)\s+(?P<new>{_TOKEN})",
)]
#: A token ending in one of these is a file's name, not a domain ("from notes.txt to notes.md").
_FILE_ENDINGS = frozenset("yaml yml json csv tsv txt py md docx doc xlsx log ini toml env html htm xml conf cfg sh gz "
                          "zip pdf js ts css bak sql db lock png jpg svg mp3 wav".split())
#: The sentences that keep files as they are ("leave those alone", "are history", "don't touch").
_KEPT = re.compile(r"\b(?:leave|alone|unchanged|untouched|as\s+(?:they|it)\s+(?:are|is)|history|historical|"
                   r"don'?t\s+(?:touch|change)|do\s+not\s+(?:touch|change)|not\s+(?:touch|change)|except|but\s+not|"
                   r"stay\s+(?:as|the\s+same))\b", re.I)
_RETIRED = re.compile(r"^(?:archived?|old|backups?|decommissioned|retired|deprecated|attic)$", re.I)
#: The most files looked at, the biggest file read, and the most files changed by one command.
MAX_FILES = 2000
MAX_BYTES = 1024 * 1024
MAX_CHANGED = 200


def _named_place(token: str) -> bool:
    """A domain or host (its last label letters, not a file's ending) or an email address; not a
    version ("from 1.4.2 to 1.5.0": its pins and history elsewhere are no such value)."""
    last = token.rsplit(".", 1)[-1]
    return "@" in token or ("." in token and last.isalpha() and 2 <= len(last) <= 24 and last.lower() not in _FILE_ENDINGS)


def literal_pair(objective: str) -> tuple[str, str] | None:
    """The one (old, new) literal value the objective moves (a domain, a host, an email address),
    or None: none, more than one, or a file's name."""
    text = " ".join(objective.split())
    found: list[tuple[str, str]] = []
    for rx in _PAIRS:
        for m in rx.finditer(text):
            old, new = m.group("old"), m.group("new")
            if old.lower() == new.lower() or not all(_named_place(t) for t in (old, new)):
                continue
            if (old, new) not in found:
                found.append((old, new))
    return found[0] if len(found) == 1 else None


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOPWORDS}


def _forms(word: str) -> set[str]:
    return {word, word.removesuffix("s"), word + "s"} if len(word) > 3 else {word}


def kept_words(objective: str, pair: tuple[str, str], scope: list[str]) -> set[str]:
    """The words of the sentences that keep files as they are, less the value's and the scope's own
    words (a folder the task changes is no file it keeps)."""
    sentences = re.split(r"(?<=[.!?;])\s+|,\s+(?:but|and)\s+|\s+but\s+", " ".join(objective.split()))
    words = {w for s in sentences if _KEPT.search(s) for w in _words(s)}
    words -= _words(" ".join(pair)) | _words(" ".join(scope))
    return {f for w in words for f in _forms(w)}


def _text(path: Path) -> str | None:
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        raw = path.read_bytes()
    except OSError:
        return None
    if b"\x00" in raw[:8192]:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def token_pattern(old: str) -> re.Pattern[str]:
    """`old` as a whole token: not inside a longer name (`www.old.example` holds it, `bold.example` does not)."""
    return re.compile(rf"(?<![\w-]){re.escape(old)}(?![\w-])")


def literal_files(root: Path, scope: list[str], objective: str, keep: list[str] = ()) -> tuple[list[tuple[str, int]], list[str]]:
    """(files that hold the old value with how many times, files that hold it and are kept) under
    the folders `scope` (workspace-relative; the root when empty). `keep`: paths the intent keeps."""
    pair = literal_pair(objective)
    if pair is None:
        return [], []
    base = Path(os.path.realpath(root))
    folders = [Path(os.path.realpath(base / s.rstrip("/"))) for s in scope] or [base]
    if not all(f.is_dir() and (f == base or base in f.parents) for f in folders):
        return [], []
    kept = kept_words(objective, pair, scope)
    pattern = token_pattern(pair[0])
    found: list[tuple[str, int]] = []
    left: list[str] = []
    seen = 0
    for folder in folders:
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and not _RETIRED.match(d)
                                 and not os.path.islink(os.path.join(dirpath, d)))
            for name in sorted(filenames):
                seen += 1
                if seen > MAX_FILES:
                    return found, left
                path = Path(dirpath) / name
                if path.is_symlink():
                    continue
                text = _text(path)
                n = len(pattern.findall(text)) if text else 0
                if not n:
                    continue
                rel = path.relative_to(base).as_posix()
                parts = {w for part in rel.split("/") for w in re.findall(r"[a-z0-9]+", part.lower().rsplit(".", 1)[0])}
                parts |= {part.lower().rsplit(".", 1)[0] for part in rel.split("/")}
                if parts & kept or any(rel == k.rstrip("/") or rel.startswith(k.rstrip("/") + "/") for k in keep):
                    left.append(rel)
                else:
                    found.append((rel, n))
    return found, left


_REPLACE_PROGRAM = r"""
import os, re, tempfile
pattern = re.compile(r"(?<![\w-])" + re.escape(OLD) + r"(?![\w-])")
total = 0
for path in FILES:
    with open(path, encoding="utf-8", newline="") as fh:
        text = fh.read()
    new, n = pattern.subn(NEW, text)
    if not n:
        continue
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path) or ".", prefix=".edit-")
    with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
        fh.write(new)
    os.chmod(tmp, os.stat(path).st_mode & 0o7777)
    os.replace(tmp, path)
    total += n
    print(f"edited {path}: {n} x {OLD} -> {NEW}")
print(f"{total} replacements in {len(FILES)} files")
"""


def literal_command(files: list[str], old: str, new: str) -> str:
    """One command that replaces `old` (a whole token) with `new` in each of `files`, atomically."""
    return python_command(f"OLD = {old!r}\nNEW = {new!r}\nFILES = {files!r}{_REPLACE_PROGRAM}")


def literal_replaced(command: str) -> tuple[str, str] | None:
    """(old, new) when `command` is one `literal_command` made, else None: the host's own change,
    whose clean run is the whole task."""
    code = script_of(command) or ""
    head = re.match(r"OLD = ('[^'\n]*'|\"[^\"\n]*\")\nNEW = ('[^'\n]*'|\"[^\"\n]*\")\nFILES = \[[^\n]*\]", code)
    if head is None or code[head.end():].strip() != _REPLACE_PROGRAM.strip():
        return None
    return head.group(1)[1:-1], head.group(2)[1:-1]
