"""Does a written file hold what its name says? A re-read of an output by its extension.

A small model writes CSV with f-strings (a value with a comma becomes two fields), JSON by string
concatenation, YAML by hand. The host reads the file back with the parser its name implies and
says, in one line, where it breaks. Bounded: the first `MAX_BYTES` of a file are read.
"""

from __future__ import annotations

import csv
import io
import json
import tomllib
from pathlib import Path

MAX_BYTES = 2 * 1024 * 1024


def format_problem(path: Path, rel: str | None = None) -> str | None:
    """Why `path` is not a valid file of the kind its extension names, or None (valid, empty, a
    kind not checked, or unreadable: other checks report those)."""
    rel = rel or path.name
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".tsv", ".json", ".jsonl", ".ndjson", ".toml", ".yaml", ".yml"):
        return None
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES)
        text = raw.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
    if not text.strip():
        return None
    if suffix in (".csv", ".tsv"):
        return _table_problem(text, rel, "\t" if suffix == ".tsv" else ",", len(raw) == MAX_BYTES)
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
