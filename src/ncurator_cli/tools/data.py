"""Structured data as records: read, filter, group, aggregate and sort — computed by the host.

A typed tool for "what is in this data" questions: the model chooses the file and the operation,
this module computes the answer deterministically and within bounds. Nothing here writes.

Formats (by suffix, after stripping `.gz` and a rotation number such as `.1`):

==========  =====================================================================================
csv / tsv   one record per row, keyed by the header (delimiter sniffed: `,` `;` `\\t` `|`); values
            stay strings as written; a missing header cell becomes `column_N`
json        a list of objects → one record each; an object holding one list of objects (e.g.
            ``{"items": [...]}``) → that list; an object of objects → one record per key (``key``
            + the object's fields); anything else → one record ``{"value": ...}``. Nested objects
            are flattened to dotted keys (``{"a": {"b": 1}}`` → ``{"a.b": 1}``)
jsonl       one JSON value per line (`.jsonl`, `.ndjson`), shaped like json
yaml        every document of the file, shaped like json (`.yaml`, `.yml`; safe loader)
toml        arrays of tables (``[[server]]``) → one record per table with ``table``; other tables →
            one record per table (``section`` = its dotted name); top-level keys → section ``""``
ini         one record per section (`.ini`, `.cfg`, `.conf`): ``section`` + its keys (interpolation off)
log         one record per line: ``file, line, timestamp, level, message`` + every ``key=value``
            pair in the message; ISO-8601, syslog (``Mar  3 10:00:01``) and common-log
            (``[10/Oct/2000:13:55:36 -0700]``) timestamps; levels ERROR/WARN(ING)/INFO/DEBUG/
            TRACE/CRITICAL/FATAL/NOTICE. ``log_pattern`` (a regex with named groups) replaces the
            built-in line parser
==========  =====================================================================================

`.gz` files are decompressed on the fly (bounded, so a small archive cannot expand without limit).
Rotated logs (`app.log`, `app.log.1`, `app.log.2.gz`) are read oldest first by
:func:`rotated_set` / :func:`read_many`.

Comparisons and sums are numeric when both sides read as numbers: ``1,234.50``, ``$12``, ``-3``,
``4.5e3``, ``12%`` (→ 12) all count; a number is never compared as text with another number.
Sums use :class:`decimal.Decimal` (``0.1 + 0.2`` is ``0.3``).

Public functions (each bounded: at most ``MAX_BYTES`` read per file, ``MAX_RECORDS`` records):

* :func:`detect_format` (path) → format name
* :func:`read_records` (path, format=None, log_pattern=None) → :class:`Table`
* :func:`read_many` (paths, ...) → one :class:`Table` over several files (records carry ``file``)
* :func:`rotated_set` (path) → the file and its rotations, oldest first
* :func:`filter_records` (records, where) — conditions as dicts ``{"field", "op", "value"}`` or
  strings ``"level=ERROR"``, ``"amount>=100"``, ``"name~^A"``; ops ``= != > >= < <= contains
  startswith endswith matches in exists missing``; all must hold
* :func:`group_records` (records, by, aggregates) — ``aggregates`` maps an output name to
  ``"count"`` or ``"OP:field"`` (``sum mean min max count count_distinct first last``)
* :func:`aggregate` (records, op, field) → one value
* :func:`sort_records` (records, by) — keys, ``-key`` for descending; numbers sort as numbers,
  missing values last
* :func:`query` (paths, where=, group_by=, aggregates=, sort=, limit=) → a JSON-ready dict: the
  one entry point a tool exposes
* :func:`to_number` (value) → ``Decimal`` or ``None``
"""

from __future__ import annotations

import configparser
import csv
import glob as globmod
import gzip
import io
import json
import math
import os
import re
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

__all__ = [
    "MAX_BYTES",
    "MAX_RECORDS",
    "DataError",
    "Table",
    "aggregate",
    "detect_format",
    "filter_records",
    "group_records",
    "query",
    "read_many",
    "read_records",
    "rotated_set",
    "sort_records",
    "to_number",
]

MAX_BYTES = 64 * 1024 * 1024  # per file, after decompression
MAX_RECORDS = 200_000  # per read
MAX_RESULT_ROWS = 500  # rows a query returns at most

SUFFIX_FORMATS = {
    ".csv": "csv", ".tsv": "tsv", ".tab": "tsv", ".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl",
    ".yaml": "yaml", ".yml": "yaml", ".toml": "toml", ".ini": "ini", ".cfg": "ini", ".conf": "ini",
    ".log": "log", ".txt": "log", ".out": "log", ".err": "log",
}
FORMATS = frozenset(SUFFIX_FORMATS.values())
ROTATION = re.compile(r"^(?P<base>.+?)(?:\.(?P<n>\d{1,4}))?(?P<gz>\.gz)?$")
DATED_ROTATION = re.compile(r"^(?P<base>.+?)[-.](?P<date>\d{4}-?\d{2}-?\d{2})(?P<gz>\.gz)?$")


class DataError(Exception):
    """A file that cannot be read as records (missing, too big, not the format it claims)."""


@dataclass
class Table:
    records: list[dict[str, Any]]
    columns: list[str]
    sources: list[str]
    format: str
    truncated: bool = False  # a bound cut the data short
    skipped: int = 0  # lines or rows that could not be read (reported, not fatal)
    notes: list[str] = field(default_factory=list)


# --- numbers --------------------------------------------------------------------------------------

_NUM = re.compile(r"^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][+-]?\d+)?$")


def to_number(value: Any) -> Decimal | None:
    """A number when ``value`` reads as one: ints, floats, and text such as ``1,234.5``, ``$12``,
    ``-3``, ``12%``, ``(42)`` (accounting negative). Booleans and empty text are not numbers."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return Decimal(value)
    if isinstance(value, float):
        return Decimal(repr(value)) if math.isfinite(value) else None
    if isinstance(value, Decimal):
        return value
    if not isinstance(value, str):
        return None
    s = value.strip()
    negative = False
    if s.startswith("(") and s.endswith(")"):
        negative, s = True, s[1:-1].strip()
    s = s.strip("$€£¥ ").rstrip("%").strip()
    if s.startswith(("-$", "-€", "-£")):
        s = "-" + s[2:]
    if not s or not any(c.isdigit() for c in s) or not _NUM.match(s):
        return None
    try:
        n = Decimal(s.replace(",", ""))
    except InvalidOperation:
        return None
    return -n if negative else n


def _plain(n: Decimal) -> int | float:
    """A JSON-ready number: an int when integral."""
    if n == n.to_integral_value():
        return int(n)
    return float(n)


# --- reading --------------------------------------------------------------------------------------


def detect_format(path: str | Path) -> str:
    """The format of ``path`` from its suffix (``.gz`` and rotation numbers ignored); ``log`` for
    an unknown suffix whose name contains ``log``; else a :class:`DataError`."""
    name = Path(path).name.lower()
    if name.endswith(".gz"):
        name = name[:-3]
    name = re.sub(r"(\.\d{1,4})+$", "", name)
    name = re.sub(r"[-.]\d{4}-?\d{2}-?\d{2}$", "", name)
    suffix = os.path.splitext(name)[1]
    if suffix in SUFFIX_FORMATS:
        return SUFFIX_FORMATS[suffix]
    if "log" in name:
        return "log"
    raise DataError(f"{path}: unknown data format (suffix {suffix or 'none'}); give format= one of {sorted(FORMATS)}")


def _read_bytes(path: Path, limit: int = MAX_BYTES) -> tuple[bytes, bool]:
    """The file's bytes (decompressed for .gz), at most ``limit``; (data, truncated)."""
    try:
        if path.name.endswith(".gz"):
            with gzip.open(path, "rb") as fh:
                data = fh.read(limit + 1)
        else:
            if not path.is_file():
                raise DataError(f"{path}: not a regular file" if path.exists() else f"{path}: no such file")
            with path.open("rb") as fh:
                data = fh.read(limit + 1)
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        if isinstance(exc, FileNotFoundError):
            raise DataError(f"{path}: no such file") from exc
        raise DataError(f"{path}: cannot read: {exc}") from exc
    return data[:limit], len(data) > limit


def _text(data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _flatten(obj: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in obj.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict) and v:
            out.update(_flatten(v, key + "."))
        else:
            out[key] = v
    return out


def _shape(value: Any) -> list[dict[str, Any]]:
    """Records from a parsed JSON/YAML value (see the module docstring)."""
    if isinstance(value, list):
        if all(isinstance(v, dict) for v in value):
            return [_flatten(v) for v in value]
        return [_flatten(v) if isinstance(v, dict) else {"value": v} for v in value]
    if isinstance(value, dict):
        lists = [k for k, v in value.items() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)]
        if len(lists) == 1:
            return [_flatten(v) for v in value[lists[0]]]
        if value and all(isinstance(v, dict) for v in value.values()):
            return [{"key": k, **_flatten(v)} for k, v in value.items()]
        return [_flatten(value)]
    if value is None:
        return []
    return [{"value": value}]


def _csv(text: str, fmt: str) -> tuple[list[dict[str, Any]], int]:
    sample = text[:64 * 1024]
    if fmt == "tsv":
        delimiter = "\t"
    else:
        try:
            delimiter = csv.Sniffer().sniff(sample, delimiters=",;\t|").delimiter
        except csv.Error:
            delimiter = ","
    rows = csv.reader(io.StringIO(text), delimiter=delimiter)
    header: list[str] | None = None
    out: list[dict[str, Any]] = []
    skipped = 0
    for row in rows:
        if not any(cell.strip() for cell in row):
            continue
        if header is None:
            header = [h.strip() or f"column_{i + 1}" for i, h in enumerate(row)]
            seen: dict[str, int] = {}
            for i, h in enumerate(header):  # duplicate names get a suffix, never overwrite
                if h in seen:
                    seen[h] += 1
                    header[i] = f"{h}_{seen[h]}"
                else:
                    seen[h] = 1
            continue
        if len(row) > len(header):
            header += [f"column_{i + 1}" for i in range(len(header), len(row))]
        if len(row) < len(header) and len(row) == 1:
            skipped += 1  # a stray line (a title or a footer) inside the table
            continue
        out.append({h: (row[i].strip() if i < len(row) else "") for i, h in enumerate(header)})
    return out, skipped


def _toml(text: str) -> list[dict[str, Any]]:
    data = tomllib.loads(text)
    records: list[dict[str, Any]] = []
    top: dict[str, Any] = {}

    def walk(table: dict[str, Any], name: str) -> None:
        scalars: dict[str, Any] = {}
        for k, v in table.items():
            sub = f"{name}.{k}" if name else k
            if isinstance(v, dict):
                walk(v, sub)
            elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
                for item in v:
                    records.append({"table": sub, **_flatten(item)})
            else:
                scalars[k] = v
        if name:
            if scalars:
                records.append({"section": name, **scalars})
        else:
            top.update(scalars)

    walk(data, "")
    return ([{"section": "", **top}] if top else []) + records


def _ini(text: str, path: Path) -> list[dict[str, Any]]:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep the keys' case
    try:
        parser.read_string(text, source=str(path))
    except configparser.MissingSectionHeaderError:
        parser.read_string("[DEFAULT]\n" + text, source=str(path))
    except configparser.Error as exc:
        raise DataError(f"{path}: not a valid INI file: {str(exc).splitlines()[0]}") from exc
    records = []
    defaults = dict(parser.defaults())
    if defaults:
        records.append({"section": "DEFAULT", **defaults})
    for section in parser.sections():
        records.append({"section": section, **{k: v for k, v in parser.items(section) if k not in defaults or parser.get(section, k) != defaults[k]}})
    return records


# Log lines -----------------------------------------------------------------------------------------

_ISO = r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?"
_SYSLOG = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2}"
_CLF = r"\[\d{2}/\w{3}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}\]"
TIMESTAMP = re.compile(rf"(?P<ts>{_ISO}|{_SYSLOG}|{_CLF})")
LEVEL = re.compile(r"\b(?P<level>CRITICAL|FATAL|ERROR|ERR|WARNING|WARN|NOTICE|INFO|DEBUG|TRACE)\b", re.I)
LEVEL_NAMES = {"ERR": "ERROR", "WARN": "WARNING", "FATAL": "CRITICAL"}
KV = re.compile(r"(?<![\w.])(?P<k>[A-Za-z_][\w.\-]{0,40})=(?P<v>\"[^\"]*\"|'[^']*'|[^\s,;]+)")


def parse_log_line(line: str) -> dict[str, Any]:
    """``timestamp, level, message`` and the ``key=value`` pairs of one log line."""
    rec: dict[str, Any] = {"timestamp": None, "level": None, "message": line}
    rest = line
    m = TIMESTAMP.search(line[:64])
    if m:
        rec["timestamp"] = m.group("ts").strip("[]")
        rest = (line[: m.start()] + line[m.end():]).strip()
    lv = LEVEL.search(rest[:80])
    if lv:
        name = lv.group("level").upper()
        rec["level"] = LEVEL_NAMES.get(name, name)
        rest = (rest[: lv.start()] + rest[lv.end():]).strip()
    rec["message"] = rest.strip(" -:|[]") or rest
    for kv in KV.finditer(rest):
        key = kv.group("k")
        if key not in rec:
            rec[key] = kv.group("v").strip("\"'")
    return rec


def _log(text: str, path: Path, pattern: re.Pattern[str] | None) -> tuple[list[dict[str, Any]], int]:
    out = []
    skipped = 0
    for i, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        if pattern is not None:
            m = pattern.search(line)
            if m is None:
                skipped += 1
                continue
            rec = {k: v for k, v in m.groupdict().items()}
        else:
            rec = parse_log_line(line)
        out.append({"file": path.name, "line": i, **rec})
    return out, skipped


def read_records(
    path: str | Path,
    *,
    format: str | None = None,
    log_pattern: str | None = None,
    max_records: int = MAX_RECORDS,
    max_bytes: int = MAX_BYTES,
) -> Table:
    """One file as records (see the module docstring for each format). Raises :class:`DataError`
    for a missing file, an unknown format or content that is not that format."""
    p = Path(path)
    fmt = (format or detect_format(p)).lower()
    if fmt not in FORMATS:
        raise DataError(f"unknown format {format!r}; use one of {sorted(FORMATS)}")
    data, truncated = _read_bytes(p, max_bytes)
    text = _text(data)
    notes: list[str] = []
    skipped = 0
    if truncated:
        notes.append(f"{p.name}: read the first {max_bytes} bytes only")
        if fmt in ("csv", "tsv", "jsonl", "log"):
            text = text[: text.rfind("\n") + 1] if "\n" in text else text  # drop the cut line
    try:
        if fmt in ("csv", "tsv"):
            records, skipped = _csv(text, fmt)
        elif fmt == "json":
            records = _shape(json.loads(text)) if text.strip() else []
        elif fmt == "jsonl":
            records = []
            for line in text.splitlines():
                if line.strip():
                    try:
                        records.extend(_shape(json.loads(line)))
                    except json.JSONDecodeError:
                        skipped += 1
        elif fmt == "yaml":
            import yaml

            records = [r for doc in yaml.safe_load_all(text) for r in _shape(doc)]
        elif fmt == "toml":
            records = _toml(text)
        elif fmt == "ini":
            records = _ini(text, p)
        else:
            pattern = re.compile(log_pattern) if log_pattern else None
            records, skipped = _log(text, p, pattern)
    except DataError:
        raise
    except re.error as exc:
        raise DataError(f"log_pattern is not a valid regular expression: {exc}") from exc
    except Exception as exc:  # json/yaml/toml syntax errors: one line naming the file
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise DataError(f"{p}: not valid {fmt}: {first}") from exc
    if skipped:
        notes.append(f"{p.name}: {skipped} line(s) could not be read as records and were skipped")
    if len(records) > max_records:
        records = records[:max_records]
        truncated = True
        notes.append(f"{p.name}: stopped at {max_records} records")
    return Table(records, _columns(records), [str(p)], fmt, truncated, skipped, notes)


def _columns(records: Iterable[dict[str, Any]]) -> list[str]:
    cols: dict[str, None] = {}
    for r in records:
        for k in r:
            cols.setdefault(k, None)
    return list(cols)


def _rotation_key(path: Path, base: str) -> tuple[int, str]:
    """Sort key, oldest first: the highest rotation number first, the live file last; dated
    rotations by date."""
    name = path.name
    if name == base:
        return (0, "~")  # the live file: newest
    m = ROTATION.match(name)
    if m and m.group("base") == base and m.group("n"):
        return (-int(m.group("n")), "")
    d = DATED_ROTATION.match(name)
    if d and d.group("base") == base:
        return (-10_000, d.group("date").replace("-", ""))
    return (-10_001, name)


def rotated_set(path: str | Path) -> list[Path]:
    """``path`` and its rotations beside it (``app.log.1``, ``app.log.2.gz``, ``app.log-20240301``),
    oldest first. ``path`` may itself be a rotation: the whole set is returned."""
    p = Path(path)
    m = ROTATION.match(p.name)
    base = m.group("base") if m else p.name
    d = DATED_ROTATION.match(p.name)
    if d and not p.name.startswith(base + "."):
        base = d.group("base")
    folder = p.parent
    found = []
    try:
        entries = list(os.scandir(folder))
    except OSError as exc:
        raise DataError(f"{folder}: cannot list: {exc}") from exc
    for e in entries:
        if not e.is_file():
            continue
        n = e.name
        rm = ROTATION.match(n)
        dm = DATED_ROTATION.match(n)
        if n == base or (rm and rm.group("base") == base and (rm.group("n") or rm.group("gz"))) or (dm and dm.group("base") == base):
            found.append(folder / n)
    if not found and p.exists():
        found = [p]
    return sorted(found, key=lambda q: _rotation_key(q, base))


def read_many(
    paths: Sequence[str | Path] | str | Path,
    *,
    root: str | Path | None = None,
    format: str | None = None,
    log_pattern: str | None = None,
    rotated: bool = True,
    max_records: int = MAX_RECORDS,
) -> Table:
    """Several files as one table; each record gets ``file`` (relative to ``root`` when given).

    ``paths`` may hold globs (``logs/*.log``, ``**/*.csv``, relative to ``root``). With ``rotated``,
    a log file brings its rotations (oldest first). Files that cannot be read are reported in
    ``notes`` and skipped; only when none can be read is it an error.
    """
    base = Path(root) if root is not None else None
    items = [paths] if isinstance(paths, (str, Path)) else list(paths)
    files: list[Path] = []
    for item in items:
        s = str(item)
        full = str(base / s) if base is not None and not os.path.isabs(s) else s
        matches = sorted(globmod.glob(full, recursive=True)) if any(c in s for c in "*?[") else [full]
        if not matches:
            raise DataError(f"no file matches {s}")
        for m in matches:
            mp = Path(m)
            fmt = format
            try:
                fmt = fmt or detect_format(mp)
            except DataError:
                fmt = None
            group = rotated_set(mp) if rotated and fmt == "log" else [mp]
            for g in group:
                if g not in files:
                    files.append(g)
    records: list[dict[str, Any]] = []
    notes: list[str] = []
    sources: list[str] = []
    fmts: set[str] = set()
    truncated = False
    skipped = 0
    errors = []
    for f in files:
        if len(records) >= max_records:
            truncated = True
            notes.append(f"stopped at {max_records} records; {f.name} and later files were not read")
            break
        try:
            t = read_records(f, format=format, log_pattern=log_pattern, max_records=max_records - len(records))
        except DataError as exc:
            errors.append(str(exc))
            continue
        label = os.path.relpath(f, base) if base is not None else str(f)
        for r in t.records:
            if "file" not in r or t.format == "log":
                r["file"] = label
        records.extend(t.records)
        sources.append(label)
        fmts.add(t.format)
        notes.extend(t.notes)
        truncated |= t.truncated
        skipped += t.skipped
    if not sources:
        raise DataError("; ".join(errors) if errors else "no files to read")
    notes.extend(errors)
    return Table(records, _columns(records), sources, "+".join(sorted(fmts)), truncated, skipped, notes)


# --- filtering ------------------------------------------------------------------------------------

OPS = ("=", "!=", ">=", "<=", ">", "<", "contains", "startswith", "endswith", "matches", "in", "exists", "missing")
_COND = re.compile(r"^\s*(?P<field>[^=!<>~]+?)\s*(?P<op>!=|>=|<=|=|>|<|~)\s*(?P<value>.*?)\s*$")


def _parse_condition(cond: str | dict[str, Any]) -> tuple[str, str, Any]:
    if isinstance(cond, dict):
        fld, op = cond.get("field"), str(cond.get("op", "=")).strip().lower()
        op = {"==": "=", "eq": "=", "ne": "!=", "gt": ">", "ge": ">=", "lt": "<", "le": "<=", "~": "matches",
              "regex": "matches"}.get(op, op)
        if not fld or op not in OPS:
            raise DataError(f"bad condition {cond!r}: needs field and op (one of {', '.join(OPS)})")
        return str(fld), op, cond.get("value")
    m = _COND.match(cond)
    if not m:
        raise DataError(f"bad condition {cond!r}: write field=value, field>=number, field~regex (or a dict)")
    op = "matches" if m.group("op") == "~" else m.group("op")
    value = m.group("value")
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        value = value[1:-1]
    return m.group("field").strip(), op, value


def _get(record: dict[str, Any], fld: str) -> Any:
    if fld in record:
        return record[fld]
    low = fld.lower()
    for k, v in record.items():  # field names are matched case-insensitively as a fallback
        if k.lower() == low:
            return v
    return None


def _equal(a: Any, b: Any) -> bool:
    na, nb = to_number(a), to_number(b)
    if na is not None and nb is not None:
        return na == nb
    if a is None or b is None:
        return a is None and b is None
    return str(a).strip().casefold() == str(b).strip().casefold()


def _test(record: dict[str, Any], fld: str, op: str, value: Any) -> bool:
    v = _get(record, fld)
    if op == "exists":
        return v not in (None, "")
    if op == "missing":
        return v in (None, "")
    if op == "=":
        return _equal(v, value)
    if op == "!=":
        return not _equal(v, value)
    if op == "in":
        options = value if isinstance(value, list) else [x.strip() for x in str(value).split(",")]
        return any(_equal(v, o) for o in options)
    if v is None:
        return False
    if op in (">", ">=", "<", "<="):
        na, nb = to_number(v), to_number(value)
        if na is not None and nb is not None:
            a, b = na, nb
        else:
            a, b = str(v), str(value)  # ISO dates and times compare as text
        return {">": a > b, ">=": a >= b, "<": a < b, "<=": a <= b}[op]  # type: ignore[operator]
    s, t = str(v).casefold(), str(value).casefold()
    if op == "contains":
        return t in s
    if op == "startswith":
        return s.startswith(t)
    if op == "endswith":
        return s.endswith(t)
    if op == "matches":
        try:
            return re.search(str(value), str(v), re.I) is not None
        except re.error as exc:
            raise DataError(f"bad regular expression {value!r}: {exc}") from exc
    raise DataError(f"unknown op {op!r}")


def filter_records(records: Iterable[dict[str, Any]], where: Sequence[str | dict[str, Any]] | str | dict[str, Any] | None) -> list[dict[str, Any]]:
    """Records for which every condition holds (text comparisons ignore case)."""
    if not where:
        return list(records)
    conds = [where] if isinstance(where, (str, dict)) else list(where)
    parsed = [_parse_condition(c) for c in conds]
    return [r for r in records if all(_test(r, f, op, v) for f, op, v in parsed)]


# --- aggregation ----------------------------------------------------------------------------------

AGG_OPS = ("count", "sum", "mean", "avg", "min", "max", "count_distinct", "first", "last")


def aggregate(records: Sequence[dict[str, Any]], op: str, fld: str | None = None) -> Any:
    """One value over ``records``: ``count`` (records, or non-empty values of ``fld``), ``sum``,
    ``mean``/``avg``, ``min``, ``max`` (numeric when the values are numbers, else text),
    ``count_distinct``, ``first``, ``last``. Values that are not numbers are left out of
    ``sum``/``mean``."""
    op = op.lower()
    if op not in AGG_OPS:
        raise DataError(f"unknown aggregate {op!r}; use one of {', '.join(AGG_OPS)}")
    if op == "count" and not fld:
        return len(records)
    if not fld:
        raise DataError(f"aggregate {op} needs a field")
    values = [_get(r, fld) for r in records]
    present = [v for v in values if v not in (None, "")]
    if op == "count":
        return len(present)
    if op == "count_distinct":
        return len({str(v).strip().casefold() for v in present})
    if op == "first":
        return present[0] if present else None
    if op == "last":
        return present[-1] if present else None
    nums = [n for n in (to_number(v) for v in present) if n is not None]
    if op == "sum":
        return _plain(sum(nums, Decimal(0)))
    if op in ("mean", "avg"):
        return _plain(round(sum(nums, Decimal(0)) / len(nums), 10)) if nums else None
    if nums and len(nums) == len(present):
        return _plain(min(nums) if op == "min" else max(nums))
    texts = [str(v) for v in present]
    return (min(texts) if op == "min" else max(texts)) if texts else None


def _parse_aggregates(aggregates: dict[str, str] | Sequence[str] | None) -> list[tuple[str, str, str | None]]:
    if not aggregates:
        return [("count", "count", None)]
    items = aggregates.items() if isinstance(aggregates, dict) else [(a.replace(":", "_"), a) for a in aggregates]
    out = []
    for name, spec in items:
        op, _, fld = str(spec).partition(":")
        op = op.strip().lower()
        if op not in AGG_OPS:
            raise DataError(f"bad aggregate {spec!r}: write count or OP:field (OP one of {', '.join(AGG_OPS)})")
        out.append((str(name), op, fld.strip() or None))
    return out


def group_records(
    records: Sequence[dict[str, Any]],
    by: Sequence[str] | str | None,
    aggregates: dict[str, str] | Sequence[str] | None = None,
) -> list[dict[str, Any]]:
    """One row per distinct value of the ``by`` fields (in order of first appearance), with each
    aggregate (``{"total": "sum:amount", "n": "count"}``). Without ``by``: one row over all
    records. Group keys compare as written, after trimming."""
    keys = [by] if isinstance(by, str) else list(by or [])
    specs = _parse_aggregates(aggregates)
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    labels: dict[tuple[str, ...], list[Any]] = {}
    for r in records:
        vals = [_get(r, k) for k in keys]
        key = tuple("" if v is None else str(v).strip() for v in vals)
        if key not in groups:
            groups[key] = []
            labels[key] = [v.strip() if isinstance(v, str) else v for v in vals]
        groups[key].append(r)
    if not keys and not groups:
        groups[()] = []
        labels[()] = []
    rows = []
    for key, members in groups.items():
        row: dict[str, Any] = dict(zip(keys, labels[key], strict=True))
        for name, op, fld in specs:
            row[name] = aggregate(members, op, fld)
        rows.append(row)
    return rows


def sort_records(records: Sequence[dict[str, Any]], by: Sequence[str] | str) -> list[dict[str, Any]]:
    """Sorted by the keys in order (``-key``: descending). Numbers sort numerically, text ignoring
    case; records without the key come last either way."""
    keys = [by] if isinstance(by, str) else list(by)
    out = list(records)
    for key in reversed(keys):
        desc = key.startswith("-")
        fld = key[1:] if desc else key

        def sort_key(r: dict[str, Any], fld: str = fld) -> tuple[int, Any]:
            v = _get(r, fld)
            n = to_number(v)
            if n is not None:
                return (1, (0, n))
            if v in (None, ""):
                return (0, (0, 0))
            return (1, (1, str(v).casefold()))

        present = [r for r in out if _get(r, fld) not in (None, "")]
        absent = [r for r in out if _get(r, fld) in (None, "")]
        present.sort(key=sort_key, reverse=desc)
        out = present + absent
    return out


# --- one entry point --------------------------------------------------------------------------------


def _jsonable(v: Any) -> Any:
    if isinstance(v, Decimal):
        return _plain(v)
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    return str(v)  # dates and times from YAML/TOML


def query(
    paths: Sequence[str | Path] | str | Path,
    *,
    root: str | Path | None = None,
    format: str | None = None,
    where: Sequence[str | dict[str, Any]] | str | dict[str, Any] | None = None,
    group_by: Sequence[str] | str | None = None,
    aggregates: dict[str, str] | Sequence[str] | None = None,
    sort: Sequence[str] | str | None = None,
    columns: Sequence[str] | None = None,
    limit: int = 50,
    log_pattern: str | None = None,
    rotated: bool = True,
) -> dict[str, Any]:
    """Read → filter (``where``) → group and aggregate (``group_by``/``aggregates``; aggregates
    alone give one row) → sort → keep ``columns`` → first ``limit`` rows (at most 500).

    Returns ``{sources, format, columns, total_records, matched, rows, returned, truncated,
    notes}``: ``total_records`` read, ``matched`` after the filter, ``rows`` the result (records or
    groups), ``truncated`` when a bound or ``limit`` cut something off. Raises :class:`DataError`
    with a one-line message for bad input.
    """
    table = read_many(paths, root=root, format=format, log_pattern=log_pattern, rotated=rotated)
    matched = filter_records(table.records, where)
    rows: list[dict[str, Any]]
    if group_by or aggregates:
        rows = group_records(matched, group_by, aggregates)
    else:
        rows = matched
    if sort:
        rows = sort_records(rows, sort)
    if columns:
        rows = [{c: _get(r, c) for c in columns} for r in rows]
    cap = max(0, min(int(limit), MAX_RESULT_ROWS))
    return {
        "sources": table.sources,
        "format": table.format,
        "columns": _columns(rows) if rows else table.columns,
        "total_records": len(table.records),
        "matched": len(matched),
        "rows": [_jsonable(r) for r in rows[:cap]],
        "returned": min(cap, len(rows)),
        "truncated": table.truncated or len(rows) > cap,
        "notes": table.notes,
    }
