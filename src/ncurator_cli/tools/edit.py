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
#: model drops a trailing space or the file's last newline), then to SEARCH lines found in order
#: with as many REPLACE lines, each changed line replaced where it is, when the changed lines have
#: one place only (a section header and the setting under it, the lines between left out; an
#: unchanged line the file does not have, left out too); a SEARCH that matches nowhere or in
#: several places changes nothing and says so, naming its lines the file does not have.
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
    # SEARCH lines read line for line with as many REPLACE lines, each changed line replaced where
    # it is, when the changed lines can be placed in one way only: SEARCH's lines found in order,
    # an unchanged line before the first changed one any distance above it ("[mirror]", then lines
    # down, "timeout = 45"), the others at most 12 lines below the line before; an unchanged line
    # in no line of the file is left out (a model adds a neighbour the file does not have).
    lines, want, put = text.splitlines(True), [w.rstrip() for w in search.splitlines()], replace.splitlines()
    if len(want) < 2 or len(want) != len(put) or len(want) > 200 or not all(want):
        return None
    have = [x.rstrip() for x in lines]
    occ = {}
    for p, x in enumerate(have):
        occ.setdefault(x, []).append(p)
    changed = [k for k, w in enumerate(want) if w != put[k].rstrip()]
    keep = [k for k, w in enumerate(want) if w in occ]
    if not changed or any(k not in keep for k in changed):
        return None
    seen = {}
    def places(i, prev):
        if i == len(keep):
            return {()}
        if (i, prev) not in seen:
            k, out = keep[i], set()
            for p in occ[want[k]]:
                if p <= prev:
                    continue
                if prev >= 0 and k >= changed[0] and p - prev > 12:
                    break
                out |= {((p,) if k in changed else ()) + rest for rest in places(i + 1, p)}
                if len(out) > 1:
                    break
            seen[(i, prev)] = set(list(out)[:2])
        return seen[(i, prev)]
    found = places(0, -1)
    if len(found) != 1:
        return None
    for k, p in zip(changed, next(iter(found))):
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
        have = {x.rstrip() for x in new.splitlines()}
        given = [w.rstrip() for w in search.splitlines() if w.strip()]
        absent = [w.strip() for w in given if w not in have]
        where = "; copy the lines exactly from the file"
        if not absent:
            where = "; each of its lines is in the file, but not in this order in one place" + where
        elif len(absent) < len(given):
            where += "; not in the file: " + " | ".join(repr(w) for w in absent[:3])
        if absent:
            close = difflib.get_close_matches(absent[0], [x.strip() for x in new.splitlines() if x.strip()], n=2, cutoff=0.75)
            where += ("; the file's nearest lines: " + " | ".join(repr(c) for c in close) if close else
                      f"; no line of the file is like {absent[0][:80]!r}")
        fail(f"the SEARCH text of change {i} occurs 0 times in {PATH}" + where
             + "; to add lines at the end of the file, leave SEARCH empty")
    if n != 1:
        fail(f"the SEARCH text of change {i} occurs {n} times in {PATH}; include more lines so it matches once")
    if at + size == len(new) and not new.endswith("\n") and replace.endswith("\n"):
        replace = replace[:-1]
    new = new[:at] + replace + new[at + size:]
if new == old:
    fail("the REPLACE text is the same as the SEARCH text: nothing would change")
folder = os.path.dirname(PATH) or "."
os.makedirs(folder, exist_ok=True)
try:
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".edit-")
except OSError:
    if old is None:
        raise
    # The folder is read-only for the task and this file writable on top of it (the task's
    # output in a kept folder): written in place.
    with open(PATH, "w", encoding="utf-8", newline="") as fh:
        fh.write(new)
else:
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
