"""Does a written file hold what its name says? A re-read of an output by its extension.

A small model writes CSV with f-strings (a value with a comma becomes two fields), JSON by string
concatenation, YAML by hand. The host reads the file back with the parser its name implies and
says, in one line, where it breaks. Bounded: the first `MAX_BYTES` of a file are read.
"""

from __future__ import annotations

import csv
import io
import json
import re
import tomllib
from pathlib import Path

MAX_BYTES = 2 * 1024 * 1024


def read_text(path: Path, limit: int = MAX_BYTES) -> str | None:
    """The first `limit` bytes of a UTF-8 text file (a BOM dropped), or None (unreadable, not UTF-8)."""
    try:
        with open(path, "rb") as fh:
            return fh.read(limit).decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None


_DOTENV_LINE = re.compile(r"\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_.-]*\s*=")


def dotenv_name(name: str) -> bool:
    """A KEY=value settings file by its name: `.env`, `.env.local`, `prod.env` (the one rule for
    the readers, `set_value` and the check below)."""
    low = name.lower()
    return low == ".env" or low.startswith(".env.") or low.endswith(".env")


def _dotenv_problem(text: str, rel: str) -> str | None:
    """The first line of a KEY=value file that is neither a setting, a comment nor blank (a value
    written as the script printed it, `KEY value`, which no dotenv reader takes)."""
    for n, line in enumerate(text.splitlines()[:10000], start=1):
        bare = line.strip()
        if bare and not bare.startswith("#") and not _DOTENV_LINE.match(line):
            return f"{rel} line {n} is not KEY=value ({bare[:80]!r}): write each setting as KEY=value"
    return None


def format_problem(path: Path, rel: str | None = None) -> str | None:
    """Why `path` is not a valid file of the kind its extension names, or None (valid, empty, a
    kind not checked, or unreadable: other checks report those)."""
    rel = rel or path.name
    suffix = path.suffix.lower()
    if dotenv_name(path.name):
        text = read_text(path)
        return _dotenv_problem(text, rel) if text else None
    if suffix not in (".csv", ".tsv", ".json", ".jsonl", ".ndjson", ".toml", ".yaml", ".yml", ".ini", ".cfg"):
        return None
    text = read_text(path)
    if not text or not text.strip():
        return None
    if suffix in (".ini", ".cfg"):
        return _ini_problem(text, rel)
    if suffix in (".csv", ".tsv"):
        try:
            cut = path.stat().st_size >= MAX_BYTES
        except OSError:
            return None
        return _table_problem(text, rel, "\t" if suffix == ".tsv" else ",", cut)
    if suffix == ".json":
        try:
            json.loads(text)
        except json.JSONDecodeError as exc:
            return f"{rel} is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno}): write it with json.dump"
        return None
    if suffix in (".jsonl", ".ndjson"):
        for n, line in enumerate(text.splitlines()[:10000], start=1):
            if line.strip():
                try:
                    json.loads(line)
                except json.JSONDecodeError as exc:
                    return f"{rel} line {n} is not a JSON value ({exc.msg}): write each line with json.dumps"
        return None
    if suffix == ".toml":
        try:
            tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            return f"{rel} is not valid TOML ({exc})"
        return None
    try:
        import yaml
    except ImportError:  # pragma: no cover - PyYAML is a dependency
        return None
    try:
        list(yaml.safe_load_all(text))
    except yaml.YAMLError as exc:
        return f"{rel} is not valid YAML ({str(exc).splitlines()[0]})"
    return None


def _ini_problem(text: str, rel: str) -> str | None:
    """A section or a key written twice (a change appended as a second copy of its section): what
    a strict INI reader (configparser's default) refuses. A file with no section header at all is
    not read as INI (a .cfg can be anything)."""
    import configparser

    if not re.search(r"^\s*\[[^\]\n]+\]\s*$", text, re.M):
        return None
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    try:
        parser.read_string(text)
    except configparser.DuplicateSectionError as exc:
        return (f"{rel} has the section [{exc.section}] twice (again at line {exc.lineno}): change the value in "
                "the section where it is, with an ```edit block, instead of adding the section again")
    except configparser.DuplicateOptionError as exc:
        return (f"{rel} has the key {exc.option!r} twice in [{exc.section}] (again at line {exc.lineno}): change "
                "the line where it is, with an ```edit block, instead of adding it again")
    except configparser.Error:
        return None  # not an INI file this reader knows: no verdict
    return None


def _table_problem(text: str, rel: str, delimiter: str, cut: bool) -> str | None:
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    if cut and rows:
        rows = rows[:-1]  # the last line may be cut by the read bound
    rows = [r for r in rows if r]
    if len(rows) < 2:
        return None
    width = len(rows[0])
    for n, row in enumerate(rows[1:], start=2):
        if len(row) != width:
            sep = "comma" if delimiter == "," else "tab"
            return (f"{rel} row {n} has {len(row)} fields but the first row has {width} ({delimiter.join(row)[:120]!r}): "
                    f"a value that contains a {sep} or a quote must be quoted; write the file with csv.writer")
    return None


# --------------------------------------------------------------------------- written vs printed

#: `key: value`, `key = value`, `key,value`, `key<TAB>value` (a bullet allowed in front): the shape in
#: which a script both prints and writes one fact per line.
_PAIR = re.compile(r"^\s*(?:[-*]\s+)?(?P<key>[^\s:=,\t][^:=,\t]{0,79}?)\s*[:=,\t]\s*(?P<value>\S[^\n]{0,119}?)\s*$")
_NUMBER = re.compile(r"-?\d+(?:[.,]\d+)*")


def _pairs(text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for line in text.splitlines()[:2000]:
        m = _PAIR.match(line)
        if m and not m.group("key").strip().upper().startswith("ANSWER"):
            out.setdefault(m.group("key").strip().lower(), []).append(m.group("value"))
    return out


def printed_not_written(printed: str, written: str, limit: int = 3) -> list[tuple[str, str, str]]:
    """Facts a script printed one way and wrote another: for each key that is on one line of its
    output and one line of the file it wrote (`east.log: 17` printed, `east.log: 4` written), the
    (key, printed value, written value) whose numbers differ. A small model computes the right
    value in a loop and then writes a variable left from the loop's last pass for every line."""
    shown, kept = _pairs(printed), _pairs(written)
    out = []
    for key, values in kept.items():
        said = shown.get(key)
        if not said or len(said) != 1 or len(values) != 1:
            continue
        a, b = _NUMBER.findall(said[0]), _NUMBER.findall(values[0])
        if a and b and a != b:
            out.append((key, said[0], values[0]))
            if len(out) >= limit:
                break
    return out


def dropped_lines(printed: str, written: str) -> list[str]:
    """The lines of a script's output that a file copied from it skipped: when the file's lines
    (three or more) are, in order, lines of the output, the output's lines between the first and
    the last of them that the file lacks, if they are at most a third as many as it holds. A
    small model that copied eight printed headings into an edit block left one out."""
    def keep(line: str) -> bool:
        return bool(line.strip()) and not line.lstrip().startswith("ANSWER:")

    shown = [ln.rstrip() for ln in printed.splitlines() if keep(ln)]
    kept = [ln.rstrip() for ln in written.splitlines() if keep(ln)]
    if len(kept) < 3:
        return []
    at: list[int] = []
    i = 0
    for line in kept:
        while i < len(shown) and shown[i] != line:
            i += 1
        if i == len(shown):
            return []  # a line the output does not have (in this order): not a copy of it
        at.append(i)
        i += 1
    taken = set(at)
    skipped = [shown[j] for j in range(at[0], at[-1] + 1) if j not in taken]
    return skipped if 0 < len(skipped) * 3 <= len(kept) else []


def repeated_line(written: str) -> tuple[str, int, int] | None:
    """(the line, how often, of how many) when one line is most of a written file of three
    lines or more: a loop that wrote the same value (a header, the last pass's variable) on every
    pass. Blank lines are not counted."""
    from collections import Counter

    lines = [ln for ln in written.splitlines() if ln.strip()]
    if len(lines) < 3:
        return None
    line, n = Counter(lines).most_common(1)[0]
    return (line, n, len(lines)) if n >= 3 and 2 * n > len(lines) else None

