"""The edit program: SEARCH/REPLACE pairs applied to one text file by a Python script run as one
bash command (a quoted here-doc), so every edit — an edit block the model wrote, a typed
`set_value` — goes through the command path (parse, classify, boundary, approval, sandbox,
copy-on-write rating, artifacts) like any other command. The file is written atomically."""

from __future__ import annotations

import re


def python_command(code: str) -> str:
    """`code` as one bash command: python3 reading the script from a quoted here-doc."""
    tag = "PYEOF"
    n = 0
    lines = set(code.splitlines())
    while tag in lines:
        n += 1
        tag = f"PYEOF{n}"
    return f"python3 - <<'{tag}'\n{code.rstrip()}\n{tag}"


def script_of(command: str) -> str | None:
    """The Python script of a `python_command` (None for any other command)."""
    m = re.match(r"python3 - <<'(PYEOF\d*)'\n(.*)\n\1\Z", command or "", re.S)
    return m.group(2) if m else None


#: The program an ```edit block runs: exact text replacement in one file, all pairs or none,
#: written atomically. Matching falls back to whole lines compared without trailing blanks (a
#: model drops a trailing space or the file's last newline), then to SEARCH lines found once in
#: order a few lines apart (a section header and the setting under it, the lines between left
#: out) with as many REPLACE lines, each changed line replaced where it is; a SEARCH that matches
#: nowhere or in several places changes nothing and says so.
_EDIT_PROGRAM = r"""
import difflib, os, sys, tempfile
def fail(msg):
    print("edit failed: " + msg, file=sys.stderr); sys.exit(1)
def find(text, search):
    n = text.count(search)
    if n:
        return n, text.index(search), len(search)
    lines, want = text.splitlines(True), search.splitlines()
    hits = [i for i in range(len(lines) - len(want) + 1)
            if all(lines[i + k].rstrip() == w.rstrip() for k, w in enumerate(want))] if want else []
    if len(hits) != 1:
        return len(hits), 0, 0
    start = sum(len(x) for x in lines[:hits[0]])
    return 1, start, sum(len(x) for x in lines[hits[0]:hits[0] + len(want)])
def spread(text, search, replace):
    # SEARCH lines found in order a few lines apart, once ("[mirror]" then, three lines down,
    # "timeout = 45"), with as many REPLACE lines: each changed line is replaced where it is.
    lines, want, put = text.splitlines(True), [w.rstrip() for w in search.splitlines()], replace.splitlines()
    if len(want) < 2 or len(want) != len(put) or not all(want):
        return None
    found = []
    for i, line in enumerate(lines):
        if line.rstrip() != want[0]:
            continue
        pos, j = [i], i
        for w in want[1:]:
            j += 1
            while j < len(lines) and j - i <= 12 and lines[j].rstrip() != w:
                j += 1
            if j >= len(lines) or j - i > 12:
                break
            pos.append(j)
        if len(pos) == len(want):
            found.append(pos)
    if len(found) != 1:
        return None
    for k, p in enumerate(found[0]):
        if want[k] != put[k].rstrip():
            lines[p] = put[k] + lines[p][len(lines[p].rstrip("\r\n")):]
    return "".join(lines)
try:
    with open(PATH, encoding="utf-8", newline="") as fh:
        old = fh.read()
except FileNotFoundError:
    old = None
new = old
for i, (search, replace) in enumerate(PAIRS, 1):
    if new is None:
        if search.strip():
            fail(PATH + " does not exist (leave SEARCH empty to create it)")
        new = replace
        continue
    if "\r\n" in new:
        search, replace = search.replace("\n", "\r\n"), replace.replace("\n", "\r\n")
    if not search.strip():
        new = new + ("" if not new or new.endswith("\n") else "\n") + replace
        continue
    n, at, size = find(new, search)
    if n == 0:
        spread_out = spread(new, search, replace)
        if spread_out is not None:
            new = spread_out
            continue
        first = next((w.strip() for w in search.splitlines() if w.strip()), "")
        close = difflib.get_close_matches(first, [x.strip() for x in new.splitlines() if x.strip()], n=2, cutoff=0.75)
        fail(f"the SEARCH text of change {i} occurs 0 times in {PATH}; copy the lines exactly from the file" + (
            "; the file's nearest lines: " + " | ".join(repr(c) for c in close) if close else
            f"; no line of the file is like {first[:80]!r}") + "; to add lines at the end of the file, leave SEARCH empty")
    if n != 1:
        fail(f"the SEARCH text of change {i} occurs {n} times in {PATH}; include more lines so it matches once")
    if at + size == len(new) and not new.endswith("\n") and replace.endswith("\n"):
        replace = replace[:-1]
    new = new[:at] + replace + new[at + size:]
if new == old:
    fail("the REPLACE text is the same as the SEARCH text: nothing would change")
folder = os.path.dirname(PATH) or "."
os.makedirs(folder, exist_ok=True)
fd, tmp = tempfile.mkstemp(dir=folder, prefix=".edit-")
with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
    fh.write(new)
if old is not None:
    os.chmod(tmp, os.stat(PATH).st_mode & 0o7777)
os.replace(tmp, PATH)
diff = difflib.unified_diff((old or "").splitlines(), new.splitlines(), "a/" + PATH, "b/" + PATH, lineterm="", n=1)
print(("created " if old is None else "edited ") + PATH)
print("\n".join(list(diff)[2:40]))
"""


def edit_command(path: str, pairs: list[tuple[str, str]]) -> str:
    """An edit of `path` (SEARCH → REPLACE pairs) as one bash command: python3 reading
    `_EDIT_PROGRAM` from a quoted here-doc, the path and texts as Python literals."""
    return python_command(f"PATH = {path!r}\nPAIRS = {pairs!r}{_EDIT_PROGRAM}")


def is_edit_command(command: str) -> bool:
    """Whether a command is an `edit_command` (an edit block's, or a typed edit's), not a script
    of the model's."""
    script = script_of(command) or ""
    return script.startswith("PATH = ") and "\nPAIRS = " in script
