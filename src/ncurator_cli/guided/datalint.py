"""Checks of a script that ran against the data it read (host side, nothing is run).

A small model filters messy data with exact comparisons: `row['state'] == 'Shipped'` over a column
that also says `shipped`, `SHIPPED` and `Shipped ` counts a third of the rows and prints a confident,
wrong total. `near_misses` finds the values of the files a script names that its string comparisons
miss only by letter case or surrounding spaces, so the loop can say so before the answer is given.

`binary_read_hint` is the other half: a script that read a Word document, a workbook or an archive
as text stops on a UnicodeDecodeError, and the generic "not UTF-8" advice (skip it, or replace the
bad bytes) is the wrong fix for a file that holds the task's facts.
"""

from __future__ import annotations

import ast
import configparser
import csv
import glob
import io
import json
import os
import re
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..docx import DocxDocument, DocxError
from ..numbers import long_figures, rounding_advice
from ..objective import name_templates, named_folders, named_values
from ..objective.intent import EFFECT_VERBS, paths_in, relocates
from ..scriptlib import log_record, python_records, reader_call, records, settings
from ..tools.base import ToolEnv, ToolError, number, read_capped
from ..tools.data import detect, first_ip, load_structured, read_records
from ..tools.dates import (
    MONTH_WORD,
    MONTH_YEAR,
    Label,
    clock_of,
    is_date,
    iso_of,
    label_columns,
    month_said,
    months_in,
)
from ..tools.settings import MAX_SETTINGS_BYTES, kind_of_settings, set_value_text
from ..words import STOPWORDS, month_number, squashed

#: Bounds: the files a script names that are read, their size, and the records of each.
LINT_FILES = 12
LINT_BYTES = 2 * 1024 * 1024
LINT_RECORDS = 20000
#: Variants quoted per literal.
SHOWN = 4


def _table_rows(text: str, rel: str) -> list[list[str]]:
    """The non-empty rows of a written CSV (a TSV by its suffix)."""
    return [r for r in csv.reader(io.StringIO(text), delimiter="\t" if rel.lower().endswith(".tsv") else ",") if r]


_CASE = ("lower", "upper", "casefold", "title", "capitalize")
_SPACE = ("strip", "rstrip", "lstrip", "split")


def _tree(code: str) -> ast.AST | None:
    """A script's syntax tree; None when it does not parse (nothing to check)."""
    try:
        return ast.parse(code)
    except (SyntaxError, ValueError):
        return None


def named_files(root: Path, tree: ast.AST, max_bytes: int) -> list[Path]:
    """Workspace files (of at most `max_bytes`) a script names by a string literal, a folder
    standing for the files under it; in the order the script names them, each once."""
    files: list[Path] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        rel = node.value.strip()
        if not rel or "\n" in rel or len(rel) > 200:
            continue
        if any(c in rel for c in "*?[") and not rel.startswith("/") and ".." not in rel:
            # A glob the script reads (`glob.glob('jobsheets/**/*.docx', recursive=True)`).
            try:
                found = sorted(p for p in root.glob(rel) if p.is_file())
            except (ValueError, OSError):
                continue
            files += [f for f in found if f not in files and f.stat().st_size <= max_bytes][:LINT_FILES * 4]
            continue
        target = Path(os.path.realpath(root / rel))
        if not target.is_relative_to(root) or target == root or not target.exists():
            continue
        found = [target] if target.is_file() else sorted(p for p in target.rglob("*") if p.is_file())
        files += [f for f in found if f not in files and f.stat().st_size <= max_bytes]
    return files


def read_call_at(root: Path, code: str, line_no: int) -> str | None:
    """The call that reads the workspace file a script stopped reading at `line_no`: the string
    literal naming an existing file nearest above that line (or on it), as `settings('x')` for a
    KEY=value or INI file, `records('x')` for any other; None when no such literal is found. A hint
    that said `records(path)` in the abstract was followed by `records('env')` for `.env` (the dot
    lost) in a development trace: a call with the real path is copied as it is."""
    tree = _tree(code)
    if tree is None:
        return None
    root = Path(os.path.realpath(root))
    best: tuple[int, str] | None = None
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or node.lineno > line_no:
            continue
        rel = node.value.strip()
        if not rel or "\n" in rel or len(rel) > 200 or any(c in rel for c in "'\\"):
            continue
        target = Path(os.path.realpath(root / rel))
        if target.is_relative_to(root) and target.is_file() and (best is None or node.lineno > best[0]):
            best = (node.lineno, rel)
    if best is None:
        return None
    return reader_call(root / best[1], best[1])


def _records_paths(tree: ast.AST) -> list[str]:
    """The literal paths of a script's `records('path')` calls, in the order they are written."""
    return [node.args[0].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "records"
            and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)]


def _script_records(root: Path, tree: ast.AST) -> list[dict[str, Any]]:
    """The records a script's `records('path')` calls with a literal path read (LINT_RECORDS of each
    at most); a call that fails to read is passed over (the script's own run said why)."""
    out: list[dict[str, Any]] = []
    for rel in _records_paths(tree):
        try:
            found = records(root / rel)
        except Exception:  # the script's own run said what was wrong with it
            continue
        out += [r for r in found[:LINT_RECORDS] if isinstance(r, dict)]
    return out


MIXED_VALUES_NOTE = ("`{field_expr}` is a number in {n_num} records and text in {n_text} ({examples}): records() gives "
                     "numbers as numbers already (no float(), int() or .replace() is needed), and the text ones are "
                     "no reading to compare. Skip them: {suggest}")
#: The errors of a script mixing a field's numbers with its text values.
MIXED_ERRORS = re.compile(r"not supported between instances of '(?:str|float|int)' and '(?:str|float|int)'"
                          r"|could not convert string to (?:float|int)|invalid literal for int\(\)"
                          r"|'(?:float|int)' object has no attribute|can only concatenate str \(not \"(?:float|int)\"\)")


def mixed_values_hint(root: Path, code: str, line_no: int) -> str | None:
    """MIXED_VALUES_NOTE for the field a script's failing line compares or converts (`b['ph'] >
    5.3`, `float(b['ph'])`) when the records it reads hold numbers and text in that field ("n/a",
    ""), with the test that skips the text: a probe's model turned one error into the next
    (`float('n/a')`, then `.replace` on a float) five times. None when the line reads no such
    field."""
    tree = _tree(code)
    if tree is None:
        return None
    values: dict[str, list[Any]] = {}
    for rec in _script_records(root, tree):
        for k, v in rec.items():
            values.setdefault(str(k), []).append(v)
    on_line = [n for n in ast.walk(tree) if getattr(n, "lineno", None) == line_no]
    for node in on_line:
        if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant)
                and isinstance(node.slice.value, str) and node.slice.value in values):
            continue
        seen = values[node.slice.value]
        nums = [v for v in seen if isinstance(v, int | float) and not isinstance(v, bool)]
        texts = [v for v in seen if isinstance(v, str)]
        if not nums or not texts:
            continue
        expr = ast.unparse(node)
        test = f"isinstance({expr}, (int, float))"
        compare = next((c for c in on_line if isinstance(c, ast.Compare) and len(c.ops) == 1 and any(
            expr in ast.unparse(side) for side in (c.left, c.comparators[0]))), None)
        if compare is not None:
            left, right = (expr if expr in ast.unparse(side) else (ast.get_source_segment(code, side) or ast.unparse(side))
                           for side in (compare.left, compare.comparators[0]))
            op = ast.unparse(ast.Compare(left=ast.Name("a"), ops=compare.ops, comparators=[ast.Name("b")]))[2:-2]
            suggest = f"`{test} and {left} {op} {right}`."
        else:
            suggest = f"test `{test}` before using it."
        shown = ", ".join(repr(t) for t in list(dict.fromkeys(texts))[:3])
        return MIXED_VALUES_NOTE.format(field_expr=expr, n_num=len(nums), n_text=len(texts), examples=shown,
                                        suggest=suggest)
    return None


#: A KeyError on a key no record has: .get(key, default) (what a small model then wrote) gives the
#: default for every record, and a result of zeros.
NO_SUCH_KEY_NOTE = ("No record of {files} has a key '{key}': its keys are {keys}. Use the one that holds what you "
                    "need, or compute '{key}' from them (.get('{key}', ...) would give the default for every record).")


WHOLE_DOCUMENT_NOTE = ("{call} gives the whole of {rel}, a dict of its sections, and a loop over a dict gives its keys "
                       "(strings). records({rel!r}) gives its {n} records, one dict each (the first: {first}): loop "
                       "over that instead.")


SETTINGS_SHAPE_NOTE = ("settings({rel!r}) gives one dict, not a list of records: a loop over it gives its keys "
                       "(strings: {keys}). Read a value by its key, {example}, or loop `for key, value in "
                       "s.items():`.")
_SETTINGS_CALL = re.compile(r"""\bsettings\(\s*(['"])([^'"\n]+)\1""")


def settings_shape_hint(root: Path, code: str) -> str | None:
    """SETTINGS_SHAPE_NOTE for the first file a script reads with settings() that reads: its keys
    and how one value is read (`s['mail.smtp_port']`, `s['server']['port']`, a block of a section
    given more than once `s['Peer'][0]['PublicKey']`); None when there is none. Probes' scripts
    looped over a settings dict as over records (`for r in s: r['title']`) and stopped on "string
    indices must be integers" (five traces)."""
    root = Path(os.path.realpath(root))
    for m in _SETTINGS_CALL.finditer(code):
        rel = m.group(2).strip()
        path = Path(os.path.realpath(root / rel))
        if not path.is_relative_to(root) or not path.is_file() or path.stat().st_size > MAX_SETTINGS_BYTES:
            continue
        try:
            data = settings(path)
        except Exception:
            continue
        if not isinstance(data, dict) or not data:
            continue
        keys = list(data)
        example = ""
        for key, value in data.items():
            if isinstance(value, dict) and value:
                example = f"s[{key!r}][{next(iter(value))!r}]"
            elif isinstance(value, list) and value and isinstance(value[0], dict):
                inner = next((k for k in value[0] if k != "#"), None)
                example = f"s[{key!r}][0][{inner!r}]" if inner else ""
            else:
                example = f"s[{key!r}]"
            if example:
                break
        shown = ", ".join(repr(k) for k in keys[:10]) + (f" and {len(keys) - 10} more" if len(keys) > 10 else "")
        return SETTINGS_SHAPE_NOTE.format(rel=rel, keys=shown, example=example)
    return None


def whole_document_hint(root: Path, code: str) -> str | None:
    """A script that loads a JSON, YAML or TOML document whole (json.load, yaml.safe_load,
    tomllib.load) and loops over it as if it were its records, where records() gives them: said
    with the records() call and its first record. A probe's script read an inventory whose
    certificates sit in lists under each environment with json.load, and failed on `r['status']`
    ("string indices must be integers") three turns running."""
    tree = _tree(code)
    if tree is None or not re.search(r"\b(?:json|yaml|tomllib)\.(?:safe_)?load\(", code):
        return None
    root = Path(os.path.realpath(root))
    for path in named_files(root, tree, 1 << 20):
        kind = detect(path)
        if kind not in ("json", "yaml", "toml"):
            continue
        try:
            top = load_structured(kind, path.read_text(encoding="utf-8-sig"))
            found = read_records(path, ToolEnv(root=root), kind)
        except Exception:
            continue
        if isinstance(top, dict) and len(found) >= 2 and all(isinstance(r, dict) for r in found):
            rel = path.relative_to(root).as_posix()
            call = {"json": "json.load", "yaml": "yaml.safe_load", "toml": "tomllib.load"}[kind]
            first = {k: v for k, v in found[0].items() if not str(k).startswith("_")}
            return WHOLE_DOCUMENT_NOTE.format(call=call, rel=rel, n=len(found), first=repr(first)[:200])
    return None


#: A script that took a records() list for a mapping: it indexed the list by a record, or by a
#: column's name after joining two lists, or made a record a dict key or set member.
RECORD_SHAPE_ERROR = re.compile(r"TypeError: (?:list indices must be integers or slices, not (?:dict|str|TableRow)"
                                r"|unhashable type: '(?:dict|TableRow|list)')")
RECORD_SHAPE_NOTE = (
    "records({path!r}) gives a list with one dict per record (keys: {keys}): a loop over it gives whole "
    "records, not the values of a column, and a record is no dict key. Loop `for rec in rows:` and read "
    "rec[{text!r}]{and_num}.{per}")


def record_shape_hint(root: Path, code: str) -> str | None:
    """RECORD_SHAPE_NOTE for the first data file a script names that reads as records, with its
    keys, a text column and a number column the script uses (else the file's first of each) in a
    loop that adds the number up per value of the text; None when no named file reads as records.
    A probe's script over two CSV files looped `for species in north:` and indexed `north[species]`,
    and stopped on this TypeError, or on "unhashable type: 'dict'", seven times until its budget
    was spent."""
    tree = _tree(code)
    if tree is None:
        return None
    used = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    used |= {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    for rel, found in _data_records(root, named_files(root, tree, LINT_BYTES)[:8]):
        rows = [r for r in found[:200] if isinstance(r, dict)]
        if not rows:
            continue
        keys = [k for k in rows[0] if isinstance(k, str) and not k.startswith("_")]

        def kind(key: str, rows: list[dict[str, Any]] = rows) -> str:
            vals = [r.get(key) for r in rows if r.get(key) not in (None, "")]
            if vals and all(number(v) is not None for v in vals):
                return "number"  # as records() gives it: a number
            return "text" if vals and all(isinstance(v, str) and not is_date(v) for v in vals) else ""

        texts = [k for k in keys if kind(k) == "text"]
        nums = [k for k in keys if kind(k) == "number"]
        if not texts:
            continue
        text = next((k for k in texts if k in used), texts[0])
        num = next((k for k in nums if k in used), nums[0] if nums else None)
        per = (f" To add {num} up per {text}: `totals = {{}}`, then in the loop `totals[rec[{text!r}]] = "
               f"totals.get(rec[{text!r}], 0) + rec[{num!r}]`; totals.items() gives ({text}, total) pairs to sort."
               if num else "")
        return RECORD_SHAPE_NOTE.format(path=rel, keys=", ".join(keys[:12]), text=text,
                                        and_num=f" and rec[{num!r}]" if num else "", per=per)
    return None


DEFINED_KEY_NOTE = (" The task defines {key} itself ({definition}): compute it from each record's fields, e.g. "
                    "`{key} = {python}` (r a record), and write it where the task wants it.")


def defined_key_note(objective: str, key: str) -> str:
    """DEFINED_KEY_NOTE when the objective defines `key` by a formula over other fields ("qty = 2 x
    min_stock - on_hand"), with the formula as Python over a record `r`; '' otherwise. A probe's
    script read `b['qty']` from the stock records three times: qty was the output's column, which
    the task says how to work out."""
    m = re.search(rf"(?<![\w.]){re.escape(key)}\s*=\s*([\w\s.()+\-*/×x]+?)(?=\)|\s+\(|[,;]|\.(?:\s|$)|$|\s+(?:and|where|for|to|so)\b)",
                  objective, re.I)
    # A formula: names and an operator between each two terms ("2 x min_stock - on_hand"), not a
    # value in words ("40 in the config").
    if not m or not re.fullmatch(r"[\w.()]+(?:\s*(?:[-+*/×]|\bx\b)\s*[\w.()]+)+", m.group(1).strip()) \
            or not re.search(r"[a-z_]{2,}", m.group(1), re.I):
        return ""
    expr = " ".join(m.group(1).split())
    python = re.sub(r"\s*(?:×|\bx\b)\s*", " * ", expr)
    python = re.sub(r"\b([A-Za-z_][A-Za-z0-9_]*)\b", lambda w: f"r[{w.group(1)!r}]", python)
    return DEFINED_KEY_NOTE.format(key=key, definition=f"{key} = {expr}", python=python)


def key_in_no_record(root: Path, code: str, key: str) -> str | None:
    """NO_SUCH_KEY_NOTE when the data files a script names (CSV, JSON, YAML, TOML, a document's
    tables, ...) were read and none of their records has `key`; None when one has it (then some
    records lack it), or when no data file was read."""
    tree = _tree(code)
    if tree is None:
        return None
    read: list[str] = []
    keys: list[str] = []
    fields: list[Any] = []
    first: list[dict[str, Any]] = []  # the records of the first file read
    for rel, found in _data_records(root, named_files(root, tree, LINT_BYTES)[:8]):
        if not found or (set(found[0]) >= {"line", "text", "message"} and not log_reads_as_records(found)):
            continue  # plain text read as lines (a README): no keys of its own
        fields = fields or list(found[0].get("fields") or [])
        first = first or [r for r in found if isinstance(r, dict)]
        read.append(rel)
        for rec in found:
            # A nested file's records have dotted keys: a key that is one of their parts is there.
            if key in rec or any(isinstance(k, str) and key in k.split(".") for k in rec):
                return None
            keys += [k for k in rec if isinstance(k, str) and not k.startswith("_") and k not in keys]
    if not read or not keys:
        return None
    note = NO_SUCH_KEY_NOTE.format(files=", ".join(read[:3]), key=key, keys=", ".join(keys[:15]))
    elsewhere = _key_elsewhere(root, read, key)
    if elsewhere:
        note += " " + elsewhere
    if fields:  # a log with no level: where its columns are
        note += " A line's columns are in its 'fields' list; the first line's: " + numbered_fields(fields) + "."
    return note + _part_of_value(tree, first, key)


#: Data files `_key_elsewhere` looks through, at most.
ELSEWHERE_FILES = 12


def _key_elsewhere(root: Path, read: list[str], key: str) -> str:
    """Where a key missing from the files a script read is a column: another data file of their
    folders, or of the workspace's top two levels, whose records have that key in any letter case
    ("'Phone' is a key of raffle/ticket_sales.csv (keys: ...), which the script does not read");
    '' when none. A probe's script joined a draw sheet to the prize list and asked them for the
    winner's phone, which only the ticket sales list has."""
    folders = list(dict.fromkeys((root / r).parent for r in read))
    candidates: list[Path] = []
    for folder in [*folders, root, *(p for p in sorted(root.iterdir()) if p.is_dir() and not p.name.startswith("."))]:
        for f in sorted(folder.iterdir()) if folder.is_dir() else []:
            rel = f.relative_to(root).as_posix()
            if f.is_file() and rel not in read and f not in candidates and f.suffix.lower() in DATA_SUFFIXES:
                candidates.append(f)
    want = key.casefold()
    for rel, found in _data_records(root, candidates[:ELSEWHERE_FILES]):
        keys = [k for k in (found[0] if found and isinstance(found[0], dict) else {}) if isinstance(k, str)
                and not k.startswith("_")]
        hit = next((k for k in keys if k.casefold() == want), None)
        if hit is not None:
            return (f"'{hit}' is a key of {rel} (keys: {', '.join(keys[:12])}), which the script does not read: "
                    "read it too and look each record up there.")
    return ""


#: The kinds of file `_key_elsewhere` reads for their keys.
DATA_SUFFIXES = (".csv", ".tsv", ".json", ".jsonl", ".yaml", ".yml", ".toml", ".docx")


#: Said after NO_SUCH_KEY_NOTE: a record the script tests for, and how a part of a value is split out.
PART_OF_VALUE_NOTE = (" One record: {record}. If '{key}' is a part of one value, split it out of that value "
                      "(`first, rest = r[{field!r}].split(' ', 1)`).")


def _part_of_value(tree: ast.AST, found: list[dict[str, Any]], key: str) -> str:
    """PART_OF_VALUE_NOTE with the first record holding a string the script compares with (else
    the first record) and its value of the most words (a log's 'message' first); '' when no value
    has two words. A probe's log lines read "FAULT F28 ignition failure" (level, then a code and a
    description in the message) and its script asked the records for 'code', then 'description',
    and wrote None into every row."""
    if not found:
        return ""
    literals = {n.value.strip().lower() for n in ast.walk(tree)
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and 0 < len(n.value.strip()) <= 40}
    record = next((r for r in found[:LINT_RECORDS] if any(isinstance(v, str) and v.strip().lower() in literals
                                                          for k, v in r.items() if k != "text")), found[0])
    shown = {k: v for k, v in record.items() if isinstance(k, str) and not k.startswith("_")
             and not (k == "text" and "message" in record)}
    texts = [(k, v) for k, v in shown.items() if isinstance(v, str) and len(v.split()) >= 2]
    if not texts:
        return ""
    field = "message" if "message" in dict(texts) else max(texts, key=lambda kv: len(kv[1].split()))[0]
    return PART_OF_VALUE_NOTE.format(record=repr(shown)[:300], key=key, field=field)


def log_reads_as_records(found: list[dict[str, Any]]) -> bool:
    """Whether a log's records read as records, as its preview shows them: one of its first three
    has a level, or (a log with no level, read by `fields`) each of them a timestamp, or one an IP
    address; else it is plain text, read as lines."""
    return any(r.get("level") for r in found[:3]) or ("fields" in found[0] and (
        all(r.get("timestamp") for r in found[:3]) or any(r.get("ip") for r in found[:3])))


def numbered_fields(fields: list[Any], limit: int = 12) -> str:
    """A log line's fields by index, as a script reads them: `[0] 'Plotter_A3', [1] 'kim', [2] 301`."""
    return ", ".join(f"[{i}] {v!r}" for i, v in enumerate(fields[:limit])) + (", ..." if len(fields) > limit else "")


def absent_key_reads(root: Path, code: str) -> str | None:
    """NO_SUCH_KEY_NOTE for a key a script reads with `.get('key')` (or `.get('key', default)`,
    or `r['key']` where no KeyError was raised) that no record of the data files it names has: the default for every record, and a result
    of zeros. A probe's script answered "0 requests" after `r.get('path') == ...` on a log whose
    records had no 'path'. None when every such key is in some record."""
    tree = _tree(code)
    if tree is None:
        return None
    # On a loop's variable only (`for r in rows`, `[... for r in rows]`): a dict the script fills
    # itself (`counts.get('north', 0)`) holds keys no record has.
    looped = {t.id for n in ast.walk(tree) if isinstance(n, (ast.For, ast.comprehension))
              for t in ast.walk(n.target) if isinstance(t, ast.Name)}
    # A sort key's or filter's record too (`sorted(rows, key=lambda r: r.get('member', ''))`).
    looped |= {a.arg for n in ast.walk(tree) if isinstance(n, ast.Lambda) for a in n.args.args}
    # `r['key']` too: behind a test that kept nothing first (`if r['day'] == ... and r['plate']`)
    # it never raised.
    keys = list(dict.fromkeys(
        [n.args[0].value for n in ast.walk(tree)
         if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "get" and n.args
         and isinstance(n.func.value, ast.Name) and n.func.value.id in looped
         and isinstance(n.args[0], ast.Constant) and isinstance(n.args[0].value, str)]
        + [n.slice.value for n in ast.walk(tree)
           if isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id in looped
           and isinstance(n.slice, ast.Constant) and isinstance(n.slice.value, str)]))
    for key in keys[:6]:
        note = key_in_no_record(root, code, key)
        if note:
            return note
    return None


def _data_records(root: Path, files: list[Path], skip: frozenset[str] = frozenset()) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """(path, records) of each of the files that reads as data (not of a kind in `skip`); files
    that do not read are passed over."""
    env = ToolEnv(root=root, max_file_bytes=LINT_BYTES)
    for f in files:
        if f.suffix.lower() in (".py", ".pyi"):
            # As records() reads a module: its definitions and calls, not its lines as a log's (a
            # probe's lint said `r['name'] == 'fetch_v1'` was true for no value, the lines holding
            # the calls quoted, and the model answered that no file called it).
            rel = f.relative_to(root).as_posix()
            try:
                yield rel, python_records(f, rel)[:LINT_RECORDS]
            except (ValueError, OSError):
                pass
            continue
        try:
            kind = detect(f)
            if kind in ("text", "unknown", "binary") or kind in skip:
                continue
            found = read_records(f, env, kind)
        except (ToolError, OSError, ValueError, UnicodeDecodeError, KeyError):
            continue
        found = found[:LINT_RECORDS]
        if kind == "log":
            # The fields a script reads: records() gives a log line's `tag` too (a script that
            # tested r['tag'] == 'nightly' was told no value is 'nightly', a probe trace).
            found = [log_record(r) for r in found]
        yield f.relative_to(root).as_posix(), found


def _values(root: Path, files: list[Path], labelled: bool = False) -> dict[str, tuple[str, str]]:
    """Each text value of the files' records -> (file, field) where it was first seen; `labelled`:
    as records() gives them, each label in its column's usual form (`label_columns`)."""
    seen: dict[str, tuple[str, str]] = {}
    for rel, found in _data_records(root, files):
        if labelled:
            found = [dict(rec) for rec in found]
            label_columns(found)
            found = [{k: str(v) if isinstance(v, Label) else v for k, v in rec.items()} for rec in found]
        for rec in found:
            for key, value in rec.items():
                if isinstance(key, str) and key.startswith("_"):
                    continue
                if isinstance(value, str) and 0 < len(value) <= 200:
                    seen.setdefault(value, (rel, str(key)))
    return seen


def _handled(node: ast.AST) -> tuple[bool, bool]:
    """Whether an expression already folds letter case / trims spaces (`x.strip().lower()`)."""
    case = space = False
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute):
            case = case or sub.func.attr in _CASE
            space = space or sub.func.attr in _SPACE
    return case, space


def _comparisons(tree: ast.AST, equal_only: bool = False) -> list[tuple[str, ast.AST, str]]:
    """(literal, the compared expression, how the script wrote it) for `x == 'lit'`, `x != 'lit'`
    and `x in ('a', 'b')`; `equal_only`: for `x == 'lit'` alone."""
    out: list[tuple[str, ast.AST, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare) or len(node.ops) != 1:
            continue
        left, op, right = node.left, node.ops[0], node.comparators[0]
        if equal_only and not isinstance(op, ast.Eq):
            continue
        if isinstance(op, (ast.Eq, ast.NotEq)):
            for lit, other in ((right, left), (left, right)):
                if isinstance(lit, ast.Constant) and isinstance(lit.value, str) and not isinstance(other, ast.Constant):
                    out.append((lit.value, other, ast.unparse(node)))
                    break
        elif isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, (ast.Tuple, ast.List, ast.Set)):
            for elt in right.elts:
                if isinstance(elt, ast.Constant) and isinstance(elt.value, str):
                    out.append((elt.value, left, ast.unparse(node)))
    return out


def _seen_as(value: str, lit: str, case: bool, space: bool) -> str:
    """A data value as a comparison that folds case and/or trims spaces sees it."""
    if space:
        value = value.strip()
    if case:
        value = value.lower() if lit == lit.lower() else value.upper()
    return value


def _compared(root: Path, code: str) -> tuple[list[tuple[str, ast.AST, str]], dict[str, tuple[str, str]]]:
    """A script's exact string comparisons (`_comparisons`) and the text values of the data files it
    names (`_values`); nothing when it does not parse or compares nothing."""
    tree = _tree(code)
    comparisons = _comparisons(tree) if tree is not None else []
    if not comparisons:
        return [], {}
    root = Path(os.path.realpath(root))
    # A script that reads with records() sees each label one way (a probe's push-back named
    # 'ella price' to a script whose records() gave it as 'Ella Price').
    labelled = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "records"
                   for n in ast.walk(tree))
    return comparisons, _values(root, named_files(root, tree, LINT_BYTES)[:LINT_FILES], labelled)


def _listed(found: list[str], where: dict[str, tuple[str, str]]) -> str:
    """Data values as a note names them: the first SHOWN, how many more, and the files (columns)
    they come from."""
    files = sorted({f"{where[v][0]} ({where[v][1]})" for v in found})
    return (", ".join(repr(v) for v in found[:SHOWN])
            + (f" and {len(found) - SHOWN} more" if len(found) > SHOWN else "")
            + f" in {', '.join(files[:2])}")


def _field_of(node: ast.AST) -> str | None:
    """The field a record is read at: `r['status']`, `r.get('status')`, or a log line's column
    `r['fields'][3]` ('fields[3]')."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
        return node.slice.value
    if (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and type(node.slice.value) is int
            and _field_of(node.value) == "fields"):
        return f"fields[{node.slice.value}]"
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
            and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
        return node.args[0].value
    return None


#: The columns of a log line (`fields`) whose values the lints compare with.
FIELDS_SEEN = 16


def _shown_field(key: str) -> str:
    """A field as a note names it: 'status', or a log line's column as r['fields'][3]."""
    return f"r['fields'][{key[7:-1]}]" if key.startswith("fields[") else repr(key)


def unmet_equalities(root: Path, code: str) -> list[str]:
    """A script's tests `r['field'] == 'text'` where `field` is a field of the records of the data
    files it names and no record holds `text` there, in any letter case (a case-only difference is
    `near_misses`'): the test keeps nothing. For a result that looks empty: a probe's script counted
    the calls of a function `and r['in'] == 'playlist'` (a condition the task never set; no call was
    made in a function of that name), answered 0, and the model told the user no file called it."""
    tree = _tree(code)
    if tree is None:
        return []
    tests = [(field, lit, shown) for lit, expr, shown in _comparisons(tree, equal_only=True)
             if lit.strip() and (field := _field_of(expr))]
    # `'text' in r['field']`: true for no record when no value of that field holds the text (a
    # development trace's script looked for functions named main in each def's docstring).
    within = [(field, node.left.value, ast.unparse(node)) for node in ast.walk(tree)
              if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.In)
              and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str) and node.left.value.strip()
              and (field := _field_of(node.comparators[0]))]
    tests += within
    if not tests:
        return []
    root = Path(os.path.realpath(root))
    values: dict[str, dict[str, None]] = {}
    # How many records hold each tested text exactly, by field, and of which `kind` (Python source
    # records): "'main' is the 'name' of 5 records (3 function, 2 call)" tells a def from a call.
    asked = {lit.strip().casefold() for _, lit, _ in tests}
    holders: dict[tuple[str, str], Counter[str]] = {}
    for _, found in _data_records(root, named_files(root, tree, LINT_BYTES)[:LINT_FILES]):
        for rec in found:
            for k, v in rec.items():
                if k == "fields" and isinstance(v, list):  # a log line's columns: by index
                    for i, item in enumerate(v[:FIELDS_SEEN]):
                        seen = values.setdefault(f"fields[{i}]", {})
                        if len(seen) < 1000:
                            seen[" ".join(str(item).split())] = None
                elif isinstance(k, str) and v is not None and not isinstance(v, (dict, list)):
                    text = " ".join(str(v).split())
                    seen = values.setdefault(k, {})
                    if len(seen) < 1000:
                        seen[text] = None
                    if text.casefold() in asked:
                        holders.setdefault((k, text.casefold()), Counter())[str(rec.get("kind") or "")] += 1
    out: list[str] = []
    for field, lit, shown in tests:
        if field not in values or shown in " ".join(out):
            continue
        have = [v for v in values[field] if v]
        wanted = lit.strip().casefold()
        part = (field, lit, shown) in within
        if wanted in {v.casefold() for v in have} or part and any(wanted in v.casefold() for v in have):
            continue
        # Where the value is, when another field holds it (a log's `fields[0]`, not its empty 'tag').
        held = [k for k, vs in values.items() if k != field and wanted in {v.casefold() for v in vs}]
        if part and not held:
            held = [k for k, vs in values.items() if k != field and any(wanted in v.casefold() for v in vs)]
        where = ("; " + repr(lit) + (" is in the " if part else " is the ") + " or the ".join(_shown_field(k) for k in held[:2])
                 + " of some records") if held else ""
        counted = [(k, holders[(k, wanted)]) for k in held[:2] if (k, wanted) in holders]
        if counted and len(counted) == len(held[:2]):
            where = f"; {lit!r} is the " + " or the ".join(
                f"{_shown_field(k)} of {sum(kinds.values())} record{'s' if sum(kinds.values()) != 1 else ''}"
                + (" (" + ", ".join(f"{n} {kind}" for kind, n in kinds.most_common()) + ")" if "" not in kinds else "")
                for k, kinds in counted)
        if not have:
            out.append(f"`{shown}` is true for no record: {_shown_field(field)} is empty in every record{where}")
            continue
        out.append(f"`{shown}` is true for no record: the {_shown_field(field)} values are "
                   + ", ".join(repr(v) for v in have[:SHOWN])
                   + (f" and {len(have) - SHOWN} more" if len(have) > SHOWN else "") + where)
    return out[:3]


UNMET_NOTE = ("The result looks empty: {misses}. If the task asks for one of those values, test for it; if it sets "
              "no such condition, drop the test; then run it again.")


def near_misses(root: Path, code: str) -> list[str]:
    """What a script's exact string comparisons miss in the data it names: values equal to a
    compared literal but for letter case or surrounding spaces, which the script neither folds nor
    trims; also a literal with capitals compared with a lower-cased value (true for nothing)."""
    comparisons, values = _compared(root, code)
    if not values:
        return []
    out: list[str] = []
    done: set[str] = set()
    for lit, expr, shown in comparisons:
        key = lit.strip().casefold()
        if len(key) < 2 or lit in done or "/" in lit:
            continue
        case, space = _handled(expr)
        same = {v: where for v, where in values.items() if v.strip().casefold() == key}
        if not same:
            continue
        if case and lit != lit.lower() and lit != lit.upper():
            done.add(lit)
            out.append(f"`{shown}` compares a value changed to one letter case with {lit!r}, which has both: "
                       "it is true for no value")
            continue

        missed = sorted(v for v in same if _seen_as(v, lit, case, space) != lit)
        if not missed:
            continue
        done.add(lit)
        out.append(f"`{shown}` misses {_listed(missed, same)}")
    return out


#: `re.search(r'…', x).group(1)` on the failing line: the pattern and what it searches.
_REGEX_CALL = re.compile(r"""\bre\.(?:search|match|fullmatch)\(\s*([rR]?)(['"])(.{1,200}?)(?<!\\)\2\s*,\s*([^,()]+?)\s*[,)]""")
#: A generic hint for a match that was None (no workspace file sheds light on it).
NONE_MATCH_HINT = ("re.search/re.match gave None for one of the texts: the pattern does not occur in it. Print the "
                   "texts the script searches to see what they hold, and skip the ones without a match "
                   "(`m = re.search(...)` then `if m:`).")


def regex_none_hint(root: Path, code: str, line: str) -> str | None:
    """Why the regex on a failing line found nothing, from the workspace files the script names
    (a folder: the files in it): when the pattern matches none of their names but a line of
    their text, the script searched the names (`for f in os.listdir(...)`); said with a line it
    does match. In a development trace a pattern of the files' text ran over the names that
    `os.listdir` gave, and the fix kept only the matches, of which there were none: an empty file."""
    m = _REGEX_CALL.search(line)
    if not m:
        return None
    try:
        source = m.group(1) + m.group(2) + m.group(3) + m.group(2)
        pattern = re.compile(ast.literal_eval(source))
        tree = ast.parse(code)
    except (SyntaxError, ValueError, re.error):
        return None
    root = Path(os.path.realpath(root))
    files = [f for f in named_files(root, tree, LINT_BYTES)[:LINT_FILES] if detect(f) != "docx"]
    if not files or any(pattern.search(f.name) or pattern.search(f.relative_to(root).as_posix()) for f in files):
        return None
    env = ToolEnv(root=root, max_file_bytes=LINT_BYTES)
    for f in files:
        try:
            text = read_capped(f, env).decode("utf-8", errors="replace")
        except (ToolError, OSError):
            continue
        hit = next((ln.strip() for ln in text.splitlines() if pattern.search(ln)), None)
        if hit:
            rel = f.relative_to(root).as_posix()
            return (f"The pattern {source} matches no file name, but it matches the text "
                    f"of {rel} (a line there reads {hit[:120]!r}): so `{m.group(4)}` is likely a file name, not the "
                    f"file's text. Search each file's text (open(path).read()), and skip the texts without a match.")
    return None


#: The longest data value `part_misses` shows: a label (a name, a code, a title), not prose.
PART_VALUE_CHARS = 60


def part_misses(root: Path, code: str, task: str) -> list[str]:
    """What a script's exact string comparisons miss where the compared literal is a name the task
    gives and the data holds it only inside longer labels: `r['Project'] == 'Kestrel'` when the
    table says "Kestrel (yard automation)". Only for a literal equal to no value of the files the
    script names (in any letter case) and found in the task as a word, and for labels up to
    PART_VALUE_CHARS characters: from a probe trace where such a script printed "not found" twice
    and the model then wrote its printout into the output file."""
    words = task.casefold()
    comparisons, values = _compared(root, code) if words else ([], {})
    folded = {v.strip().casefold() for v in values}
    out: list[str] = []
    done: set[str] = set()
    for lit, _expr, shown in comparisons:
        key = lit.strip().casefold()
        if len(key) < 3 or key in done or "/" in lit or key in folded:
            continue
        word = re.compile(r"(?<!\w)" + re.escape(key) + r"(?!\w)")
        if not word.search(words):
            continue
        parts = sorted(v for v in values if len(v) <= PART_VALUE_CHARS and word.search(v.casefold()))
        if not parts:
            continue
        done.add(key)
        out.append(f"`{shown}` is true for no value: {lit!r} is only part of {_listed(parts, values)}")
    return out


#: Words of a task that are dates' parts, not conditions on a record's text (dates have their own reading).
_DATE_WORDS = frozenset("january february march april may june july august september october november december "
                        "monday tuesday wednesday thursday friday saturday sunday today yesterday tomorrow week weeks "
                        "month months year years".split())
#: Words of what to compute or write, not of which records: a "TOTAL" row's label is no condition
#: the task sets when it asks for a total.
_RESULT_WORDS = frozenset("total totals subtotal sum count counts number numbers average mean amount amounts list "
                          "report summary summarise summarize name names date dates each every per much".split())
#: Files whose records have fields that hold categories (what `ignored_terms` reads).
_STRUCTURED = frozenset({"csv", "tsv", "json", "jsonl", "yaml", "toml", "docx"})
#: A log record's fields that hold a line's free text, not a value of one field.
_LOG_FREE_TEXT = frozenset({"text", "message", "msg", "line", "raw", "fields", "tag"})
#: A log by its name: `app.log`, its rotations `app.log.1`, `app.log.2.gz`.
_LOG_NAME = re.compile(r"\.log(?:\.\d+)?(?:\.gz)?$", re.I)
#: A field's value longer than this is prose (a message, a description), not a category.
TERM_VALUE_CHARS = 80
_TERM_WORD = re.compile(r"[a-z][a-z'-]{2,}")


def _leaves(value: Any, at: str = "") -> Iterator[tuple[str, str]]:
    """(dotted field, text) of each short text value in a record, lists of records included
    (`items.product` of an order's item list)."""
    if isinstance(value, dict):
        for k, v in value.items():
            if not str(k).startswith("_"):
                yield from _leaves(v, f"{at}.{k}" if at else str(k))
    elif isinstance(value, list):
        for v in value[:200]:
            yield from _leaves(v, at)
    elif isinstance(value, str) and 0 < len(value.strip()) <= TERM_VALUE_CHARS:
        yield at, value


def _tested_text(tree: ast.AST) -> str:
    """A script's string literals, lower-cased, but for what it only prints (a word in
    `print("ANSWER:", n, "sourdough loaves")` tests nothing); names are no test either (a list
    called `sourdough_orders` held every order of the day), and comments are not in the tree."""
    printed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
            printed.update(id(sub) for arg in node.args for sub in ast.walk(arg))
    parts: list[str] = []
    for node in ast.walk(tree):
        if id(node) in printed:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            parts.append(node.value)
    return "\n".join(parts).casefold()


def _nested_keys(path: Path) -> list[str]:
    """The keys at every level of a JSON, YAML or TOML document, lower-cased: those that hold the
    records' list or a list beside them ("teams", "rounds") name data, not a condition's value
    (a probe's "all the rounds added up" was sent to keep the records whose note says "round")."""
    kind = detect(path)
    if kind not in ("json", "yaml", "toml"):
        return []
    try:
        raw = read_capped(path, ToolEnv(root=path.parent, max_file_bytes=LINT_BYTES))
        tree = load_structured(kind, raw.decode("utf-8", "replace"))
    except Exception:  # a file that does not parse has no keys to take out
        return []
    out: list[str] = []

    def walk(value: Any, depth: int) -> None:
        if depth > 6 or len(out) > 500:
            return
        if isinstance(value, dict):
            for k, v in value.items():
                out.append(str(k).casefold())
                walk(v, depth + 1)
        elif isinstance(value, list):
            for v in value[:50]:
                walk(v, depth + 1)

    walk(tree, 0)
    return list(dict.fromkeys(out))


def _same_word(token: str, word: str) -> bool:
    return token == word or token.rstrip("s") == word.rstrip("s")


def _form_labels(found: list[dict[str, Any]]) -> list[str]:
    """The labels of a form read as records: a table of two columns whose first column names each
    row's field once (`Field | Details`: 'Job no.', 'Customer', 'Bike', 'Parts'), lower-cased. Such
    a label is the name of a field, not a value a condition tests (a probe's "bike repair job
    sheets" met the row 'Bike', and the note sent a right script to keep the records holding it)."""
    if len(found) < 3:
        return []
    cols = [k for k in found[0] if not str(k).startswith("_")]  # not `_line`, `_file`
    if len(cols) != 2 or any([k for k in rec if not str(k).startswith("_")] != cols for rec in found):
        return []
    labels = [str(rec[cols[0]] or "").strip() for rec in found]
    if (len(set(labels)) != len(labels) or not all(labels)
            or any(len(x) > 40 or x.replace(".", "", 1).isdigit() for x in labels)):
        return []
    return [x.casefold() for x in labels]


def ignored_terms(root: Path, code: str, task: str) -> list[tuple[str, str]]:
    """Words of the task that the data a script read holds in a field of some records only (a
    product, a status, a type) and that the script's text never names: the script counts or keeps
    records whatever that field says, so a condition of the task is likely missing. From a probe
    trace: "how many sourdough loaves … cancelled orders don't count" answered by a script that
    counted the day's orders, sourdough or not, cancelled or not. A word the script names in any
    form (its first letters, in any case) counts as handled; words of dates, stop words and the
    names of the files and fields are not conditions."""
    tree = _tree(code)
    if tree is None or not task:
        return []
    root = Path(os.path.realpath(root))
    files = named_files(root, tree, LINT_BYTES)[:LINT_FILES]
    folded = _tested_text(tree)
    names = " ".join(f.relative_to(root).as_posix().casefold() for f in files)
    words = []
    for w in dict.fromkeys(_TERM_WORD.findall(task.casefold())):
        w = w.strip("'-")
        if (len(w) < 3 or w in STOPWORDS or w in COMMON_WORDS or w in _DATE_WORDS or w in _RESULT_WORDS
                or w in names):
            continue
        if w[:max(4, len(w) - 3)] in folded:
            continue  # named by the script (any case, any ending)
        words.append(w)
    if not words:
        return []
    out: list[tuple[str, str]] = []
    # A text file's or a module's lines are no records; a log's are, by the fields its lines name
    # (`status=UNPAID`), not by their free text.
    structured = [f for f in files if detect(f) in _STRUCTURED or _LOG_NAME.search(f.name)]
    for rel, found in _data_records(root, structured):
        if not found:
            continue
        free = _LOG_FREE_TEXT if _LOG_NAME.search(rel) else frozenset()
        keys = " ".join(str(k).casefold() for rec in found[:50] for k in rec) + " " + " ".join(_form_labels(found)) \
            + " " + " ".join(_nested_keys(root / rel))
        hits: dict[str, dict[str, list[Any]]] = {}  # word -> field -> [records holding it, an example]
        for rec in found:
            seen: set[tuple[str, str]] = set()
            for field, text in _leaves(rec):
                if free and re.split(r"[.\[]", field, maxsplit=1)[0] in free:
                    continue
                tokens = set(_TERM_WORD.findall(text.casefold()))
                for w in words:
                    if (w, field) not in seen and any(_same_word(t, w) for t in tokens):
                        seen.add((w, field))
                        slot = hits.setdefault(w, {}).setdefault(field, [0, text])
                        slot[0] += 1
        for w, fields in hits.items():
            if w in keys or any(w == seen_w for seen_w, _ in out):
                continue
            some = [(f, n, ex) for f, (n, ex) in fields.items() if 0 < n < len(found)]
            if some and len(some) == len(fields):
                f, n, ex = max(some, key=lambda x: x[1])
                out.append((w, f"{w!r} ({rel} {f}: {ex!r} in {n} of {len(found)} records)"))
        if len(out) >= 3:
            break
    return out[:3]


IGNORED_TERMS_NOTE = ("The task speaks of {terms}, but your script never tests for {them}: it keeps every record "
                      "whatever that field says. If the task's condition needs {them}, test the field for {them} (e.g. "
                      "`'{word}' in str(value).lower()`, and in each item of a list of items), print each record you "
                      "keep, and run it again; if your script already handles {them}, or {them} set no condition, reply "
                      "`DONE:` with your result.")


PART_MISS_NOTE = ("{misses}. If the task means those, test for the part it names (e.g. `'x' in value.lower()`), "
                  "print each row you keep, and run it again; if none is meant, reply `DONE:`.")


NEAR_MISS_NOTE = ("The data writes some values in more than one way: {misses}. If these mean the same, compare "
                  "trimmed lower-case text (str(value).strip().lower() == 'x'), print each row you count, and "
                  "run it again; if they are rightly left out, reply `DONE:`.")

#: Files that are not text, by suffix, and how a script reads them.
_BINARY_READERS = {
    ".docx": "{path} is a Word document (a zip of XML), not text: records('{path}') gives its table rows as dicts "
             "keyed by the header row; its paragraphs are [p.text for p in docx.Document('{path}').paragraphs] "
             "(import docx).",
    ".xlsx": "{path} is an Excel workbook (a zip of XML), not text: open it with zipfile, or say that it cannot be "
             "read here.",
    ".gz": "{path} is gzip-compressed: read it with gzip.open('{path}', 'rt').",
    ".zip": "{path} is a zip archive: read its members with zipfile.ZipFile('{path}').",
    ".pdf": "{path} is a PDF, not text: it cannot be read as text here; use the other files.",
}
_QUOTED = re.compile(r"""['"]([^'"\n]{1,200})['"]""")


def binary_read_hint(root: Path | None, code: str, line: str = "") -> str | None:
    """The fix for a UnicodeDecodeError from reading a known binary format as text: the file named
    in the failing line (else the only such file the script names) and how to read it."""
    named: list[str] = []
    for text in (line, code):
        for m in _QUOTED.finditer(text or ""):
            rel = m.group(1).strip()
            if os.path.splitext(rel)[1].lower() in _BINARY_READERS and rel not in named:
                if root is None or (root / rel).is_file():
                    named.append(rel)
        if named:
            break
    if len(named) != 1:
        return None
    rel = named[0]
    return _BINARY_READERS[os.path.splitext(rel)[1].lower()].format(path=rel)


FOLDER_SIZE_NOTE = ("{size} is the size of the folder entry {folder}/ itself (what stat() gives for a folder), not of "
                    "the files in it: add up the sizes of the files under it (os.walk, or Path.rglob('*') with is_file()) "
                    "and run it again.")
_NUMBER = re.compile(r"(?<![\w.])(\d+)(?![\w.])")


def folder_size_slip(root: Path, code: str, stdout: str) -> str | None:
    """A script that took a folder's own st_size (or getsize) for the size of its contents: its
    output names a workspace folder and prints that folder's own st_size, and the folder's files
    add up to something else."""
    if not re.search(r"\bst_size\b|\bgetsize\s*\(", code or ""):
        return None
    lines = [ln for ln in (stdout or "").splitlines() if _NUMBER.search(ln)][:400]
    if not lines:
        return None
    root = Path(os.path.realpath(root))
    seen = 0
    for dirpath, dirnames, _files in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for d in dirnames:
            seen += 1
            if seen > 500:
                return None
            folder = Path(dirpath) / d
            try:
                size = folder.stat().st_size
            except OSError:
                continue
            if not any(str(size) in _NUMBER.findall(ln) for ln in lines) or not re.search(
                    rf"(?<![\w.-]){re.escape(d)}(?![\w.-])", stdout):
                continue  # the folder named, and its own size printed
            total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
            if total != size:
                return FOLDER_SIZE_NOTE.format(size=size, folder=folder.relative_to(root).as_posix())
    return None


SHALLOW_NOTE = ("Your script lists only the top level of {folder}/ ({how}), which holds {top} file{tops}; its "
                "subfolders hold {deep} more (e.g. {example}). The task means the whole tree: walk it (`for dirpath, "
                "_dirs, names in os.walk('{folder}'):` with os.path.join(dirpath, name), or Path('{folder}').rglob('*')) "
                "and run it again.")
#: An objective that means a folder's whole tree ("anywhere under", "in any subfolder").
_DEEP = re.compile(r"\banywhere\b|\bany\s+(?:depth|level)|\brecursive|\bsub-?\s?(?:folder|director)|\bnested\b"
                   r"|\ball\s+(?:the\s+)?(?:folders|directories)\b|\bwhole\s+(?:tree|folder|drive)\b|\bevery\s+folder\b",
                   re.I)


_TOP_ONLY = re.compile(r"\btop[\s-]level\b|\bdirectly\s+(?:in|under|inside)\b|\bnot\s+(?:in\s+)?(?:its\s+)?sub-?\s?folders\b",
                       re.I)


def _listed_folders(tree: ast.AST) -> list[tuple[str, str]]:
    """(folder literal, how) for each one-level listing in a script: os.listdir('x'), os.scandir('x'),
    Path('x').iterdir(), Path('x').glob('*.pdf') and glob.glob('x/*.pdf') without `**`."""
    out: list[tuple[str, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        arg = node.args[0] if node.args else None
        lit = arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None
        if name in ("listdir", "scandir") and lit is not None:
            out.append((lit, f"{name}()"))
        elif name == "glob" and isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and lit and "**" not in lit:
            out.append((os.path.dirname(lit) or ".", "glob() without **"))
        elif name in ("iterdir", "glob") and isinstance(f, ast.Attribute) and isinstance(f.value, ast.Call):
            inner = f.value
            base = inner.args[0] if inner.args else None
            if (isinstance(inner.func, ast.Name) and inner.func.id == "Path" and isinstance(base, ast.Constant)
                    and isinstance(base.value, str) and not (name == "glob" and lit is not None and "**" in lit)):
                out.append((base.value, f"Path.{name}()"))
    return out


FOLDER_PART_NOTE = ("Your script reads {n} of the {m} {kind} files in {folder} ({read}), and the task is about that "
                    "folder: {others} {are} left out. Read each of them (`for path in sorted(glob.glob({pattern!r})):`), "
                    "then run it again. If the task is about only the file{s} you read, say why in your answer.")


#: Code that acts on files as files: moves, renames, copies, deletes.
_ACTS_ON_PATHS = re.compile(r"\b(?:rename|replace|move|remove|unlink|rmtree|copy\w*)\s*\(")


def _objective_folders(root: Path, objective: str) -> list[Path]:
    """The workspace folders an objective names: as a path with a slash (`reports/`), or by a
    folder's own name as a word ("the darts folder", "in Reports"), at most two levels down."""
    found: list[Path] = []
    for rel in named_folders(objective):
        folder = Path(os.path.realpath(root / rel))
        if folder.is_dir() and folder.is_relative_to(root) and folder != root:
            found.append(folder)
    low = objective.lower()
    for i, p in enumerate(root.glob("*/")):
        if i > 200:
            break
        for folder in [p, *([q for q in p.iterdir() if q.is_dir()][:50] if p.is_dir() else [])]:
            name = folder.name.lower()
            if (folder.is_dir() and not name.startswith(".") and len(name) > 2 and folder not in found
                    and re.search(rf"(?<![\w/.-]){re.escape(name)}(?![\w/.-])", low)):
                found.append(folder)
    return found


def written_literals(tree: ast.AST) -> set[str]:
    """The paths a script writes by a string literal: `open('a.csv', 'w')` (or 'a', 'x', any mode
    that writes), `Path('a.csv').write_text(...)`, `df.to_csv('a.csv')`."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        first = node.args[0] if node.args else None
        if isinstance(f, ast.Name) and f.id == "open" and isinstance(first, ast.Constant) and isinstance(first.value, str):
            mode = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "mode"), None)
            if isinstance(mode, ast.Constant) and isinstance(mode.value, str) and set(mode.value) & set("wax+"):
                out.add(first.value.strip())
        elif isinstance(f, ast.Attribute) and f.attr in ("write_text", "write_bytes") and isinstance(f.value, ast.Call):
            inner = f.value.args[0] if f.value.args else None
            if isinstance(inner, ast.Constant) and isinstance(inner.value, str):
                out.add(inner.value.strip())
        elif isinstance(f, ast.Attribute) and f.attr in ("to_csv", "to_json") and isinstance(first, ast.Constant) \
                and isinstance(first.value, str):
            out.add(first.value.strip())
    return out


def folder_part_slip(root: Path, code: str, objective: str) -> str | None:
    """FOLDER_PART_NOTE when the objective names a folder of two or more files of one kind and a
    script reads some of them by name but not all, with no glob or listing of that folder. A
    probe's question over a folder of five match reports read the first and answered from it."""
    tree = _tree(code)
    if tree is None or _ACTS_ON_PATHS.search(code):
        return None  # a script that moves, renames or deletes the files it names picks them
    root = Path(os.path.realpath(root))
    # A file the script writes is no file it read (a month's report written beside the last one).
    written = {Path(os.path.realpath(root / w)) for w in written_literals(tree)}
    read = [f for f in named_files(root, tree, LINT_BYTES) if f not in written]
    literals = {node.value.strip().rstrip("/") for node in ast.walk(tree)
                if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    for folder in _objective_folders(root, objective):
        rel = folder.relative_to(root).as_posix()
        if rel in literals or any(any(c in lit for c in "*?[") for lit in literals):
            continue  # the folder itself is listed or globbed
        mine = [f for f in read if f.parent == folder]
        kinds = {f.suffix.lower() for f in mine}
        if len(kinds) != 1:
            continue
        kind = kinds.pop()
        if not kind:
            continue
        same = sorted(f for f in folder.iterdir() if f.is_file() and f.suffix.lower() == kind
                      and not f.name.startswith((".", "~$")) and f not in written)
        left = [f for f in same if f not in mine]
        if len(same) < 2 or not left:
            continue
        return FOLDER_PART_NOTE.format(
            n=len(mine), m=len(same), kind=kind, folder=rel + "/", read=", ".join(f.name for f in mine[:3]),
            others=", ".join(f.name for f in left[:3]) + (f" and {len(left) - 3} more" if len(left) > 3 else ""),
            are="is" if len(left) == 1 else "are", pattern=f"{rel}/*{kind}", s="" if len(mine) == 1 else "s")
    return None


def shallow_listing_slip(root: Path, code: str, objective: str) -> str | None:
    """A script that lists one level of a workspace folder whose files are in its subfolders, when
    the objective means the whole tree ("anywhere under team_drive/") or the top level holds no file
    at all. From a probe trace: `os.listdir('team_drive/')` moved nothing ("Moved files: ") and the
    model's next script appended a line to an unrelated file."""
    tree = _tree(code)
    if tree is None or re.search(r"\bis_?dir\b", code) or _TOP_ONLY.search(objective):
        return None  # a script that lists folders, or a task about the top level alone
    root = Path(os.path.realpath(root))
    for lit, how in _listed_folders(tree):
        folder = Path(os.path.realpath(root / lit))
        if not folder.is_dir() or not folder.is_relative_to(root):
            continue
        top = sum(1 for p in folder.iterdir() if p.is_file())
        deep: list[Path] = []
        for i, p in enumerate(folder.rglob("*")):
            if i > 5000:
                break
            if p.is_file() and p.parent != folder and not any(part.startswith(".") for part in p.relative_to(root).parts):
                deep.append(p)
        if not deep or not (top == 0 or _DEEP.search(objective)):
            continue
        rel = folder.relative_to(root).as_posix() if folder != root else "."
        return SHALLOW_NOTE.format(folder=rel, how=how, top=top, tops="" if top == 1 else "s", deep=len(deep),
                                   example=deep[0].relative_to(root).as_posix())
    return None


HEADER_COUNT_NOTE = ("{call} gives the data rows only (the header line is no row of it), so `{expr}` counts one "
                     "row too few. Drop the - 1 and run it again.")


def _row_reader(node: ast.AST) -> str | None:
    """The name of a call that yields a table's data rows without its header: records(...),
    csv.DictReader(...), list(...) or a list of either; None for anything else."""
    if isinstance(node, ast.Call):
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        if name in ("records", "DictReader"):
            return f"{name}()"
        if name in ("list", "tuple") and node.args:
            return _row_reader(node.args[0])
    if isinstance(node, ast.ListComp) and len(node.generators) == 1:
        return _row_reader(node.generators[0].iter)
    return None


def _assigned_reads(tree: ast.AST, read: Callable[[ast.AST], str | None]) -> dict[str, str]:
    """Each name assigned a value that `read` tells something of (`rows = records('x.csv')`), with
    what it tells."""
    out: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            got = read(node.value)
            if got:
                out[node.targets[0].id] = got
    return out


def header_count_slip(code: str) -> str | None:
    """`len(rows) - 1` where rows came from records() or csv.DictReader, which leave the header
    out already: every count one short (a development trace, the line commented "exclude header
    line")."""
    tree = _tree(code)
    if tree is None:
        return None
    rows = _assigned_reads(tree, _row_reader)
    # A reader whose header line `next(reader)` took already: counting what is left and taking one
    # off skips the header twice (a development trace: `next(reader)`, then `sum(1 for row in
    # reader) - 1`, every count one short).
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "next"
                and node.args and isinstance(node.args[0], ast.Name)):
            rows.setdefault(node.args[0].id, f"`{node.args[0].id}` after `next({node.args[0].id})`")
    for node in ast.walk(tree):
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.right, ast.Constant)
                and node.right.value == 1 and isinstance(node.left, ast.Call)
                and isinstance(node.left.func, ast.Name) and len(node.left.args) == 1):
            continue
        arg = _counted(node.left)
        if arg is None:
            continue
        how = rows.get(arg.id) if isinstance(arg, ast.Name) else _row_reader(arg)
        if how:
            return HEADER_COUNT_NOTE.format(call=how, expr=ast.get_source_segment(code, node) or ast.unparse(node))
    return None


def _counted(call: ast.Call) -> ast.AST | None:
    """What a count call counts: `len(x)` and `len(list(x))` give x, `sum(1 for _ in x)` gives x."""
    name, arg = call.func.id if isinstance(call.func, ast.Name) else "", call.args[0]
    if name == "len":
        if (isinstance(arg, ast.Call) and isinstance(arg.func, ast.Name) and arg.func.id in ("list", "tuple")
                and len(arg.args) == 1 and isinstance(arg.args[0], ast.Name)):
            return arg.args[0]
        return arg
    if (name == "sum" and isinstance(arg, ast.GeneratorExp) and len(arg.generators) == 1
            and not arg.generators[0].ifs and isinstance(arg.elt, ast.Constant) and arg.elt.value == 1):
        return arg.generators[0].iter
    return None


OVERWRITTEN_NOTE = ("`{line}` in your loop over {rel} sets the value of each {field} anew for every record, so a {field} "
                    "with several records ({example} has {n}) keeps only its last record's. To total per {field}, add "
                    "to it: `{target} = {table}.get({key}, 0) + {expr}`, then run it again.")


def _names_in(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _field_read(node: ast.AST, var: str) -> str | None:
    """The field `var['field']` or `var.get('field')` that `node` reads, else None."""
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == var
            and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)):
        return node.slice.value
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
            and isinstance(node.func.value, ast.Name) and node.func.value.id == var and node.args
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
        return node.args[0].value
    return None


SELF_COMPARED_NOTE = ("`{test}` compares a value with itself, so it is {always} for every record (in a "
                      "comprehension, its loop variable hides the outer one of the same name). Give the two "
                      "their own names (`for r in rows if r[...] == name`), then run it again.")


def self_comparison_slip(code: str) -> str | None:
    """SELF_COMPARED_NOTE for a test whose two sides are the same expression: `b['member'] ==
    b['member']` inside `sum(b['km'] for b in bookings if ...)` where the outer loop's `b` was
    meant (a probe's script gave every member the grand total). None otherwise."""
    tree = _tree(code)
    if tree is None:
        return None
    for node in ast.walk(tree):
        if (isinstance(node, ast.Compare) and len(node.ops) == 1
                and isinstance(node.ops[0], ast.Eq | ast.NotEq | ast.Is | ast.IsNot)
                and not isinstance(node.left, ast.Constant)
                and ast.dump(node.left) == ast.dump(node.comparators[0])):
            return SELF_COMPARED_NOTE.format(test=ast.unparse(node),
                                             always="true" if isinstance(node.ops[0], ast.Eq | ast.Is) else "false")
    return None


def overwritten_total_slip(root: Path, code: str) -> str | None:
    """`table[r['volunteer']] = r['miles'] * 0.45` in a loop over records, where the field keying
    the table repeats in the data and the value is worked out from the record (arithmetic, not
    the record itself: an index by id is a lookup): each key keeps its last record's value, not
    their total (a probe's mileage payments per volunteer were each one trip's)."""
    tree = _tree(code)
    if tree is None:
        return None
    sources = _assigned_reads(tree, _read_file)  # variable -> the file its records came from
    for loop in ast.walk(tree):
        if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name)):
            continue
        var = loop.target.id
        rel = sources.get(loop.iter.id) if isinstance(loop.iter, ast.Name) else _read_file(loop.iter)
        if rel is None:
            continue
        fields: dict[str, str] = {}  # a name assigned a field of the record -> that field
        for node in loop.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                got = _field_read(node.value, var)
                if got:
                    fields[node.targets[0].id] = got
        derived = {var, *fields}
        for node in ast.walk(loop):
            if not (isinstance(node, ast.Assign) and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Subscript) and isinstance(node.targets[0].value, ast.Name)):
                continue
            target, table = node.targets[0], node.targets[0].value.id
            key = target.slice
            field = _field_read(key, var) or (fields.get(key.id) if isinstance(key, ast.Name) else None)
            used = _names_in(node.value)
            if (field is None or table in used or not isinstance(node.value, ast.BinOp)
                    or not (used & derived)):
                continue
            counts = _field_counts(root, rel, field)
            repeated = [(v, n) for v, n in counts.most_common(1) if n > 1]
            if repeated:
                example, n = repeated[0]
                return OVERWRITTEN_NOTE.format(line=ast.unparse(node)[:120], rel=rel, field=field, example=example,
                                               n=n, target=ast.unparse(target), table=table,
                                               key=ast.unparse(key), expr=ast.unparse(node.value)[:80])
    return None


def _read_file(node: ast.AST) -> str | None:
    """The file whose records `node` reads: records('x.csv'), csv.DictReader(open('x.csv')),
    list(...) of either; else None."""
    if not isinstance(node, ast.Call) or not node.args:
        return None
    f = node.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    arg = node.args[0]
    if name in ("records", "open") and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    return _read_file(arg) if name in ("DictReader", "list", "records") else None


def _field_counts(root: Path, rel: str, field: str) -> Counter[str]:
    """How many records of `rel` hold each value of `field` (empty when it does not read)."""
    path = Path(os.path.realpath(root / rel))
    if not str(path).startswith(str(Path(os.path.realpath(root)))) or not path.is_file():
        return Counter()
    for _rel, found in _data_records(Path(os.path.realpath(root)), [path]):
        return Counter(str(r.get(field)) for r in found if isinstance(r, dict) and str(r.get(field) or "").strip())
    return Counter()


ROTATED_NOTE = ("Your script reads {base} alone, but the older lines are in the rotated files beside it ({others}). "
                "Read them all — records('{pattern}') reads each of them, .gz too — and run it again.")
#: An objective that means a log's older, rotated files too.
ROTATION_CUE = re.compile(r"\brotat\w*|\bolder\s+(?:logs?|files?|lines?|entries)\b|\ball\s+(?:the\s+)?logs\b"
                           r"|\barchived?\s+logs?\b|\bprevious\s+logs?\b", re.I)
_ROTATION = re.compile(r"(?:\.\d+|-\d{8})(?:\.gz)?$|\.gz$")


def rotations(path: Path) -> list[Path]:
    """The rotated files beside a log (`x.log.1`, `x.log.2.gz`, `x.log-20250301`), sorted."""
    return sorted(p for p in path.parent.iterdir()
                  if p.is_file() and p != path and p.name.startswith(path.name) and _ROTATION.search(p.name[len(path.name):]))


def rotated_slip(root: Path, code: str, objective: str) -> str | None:
    """A script that reads a log whose rotated files lie beside it (`backup.log.1`,
    `backup.log.2.gz`, `backup.log-20250301`) and reads none of them, when the objective speaks of
    them ("older logs are rotated next to it") or names the folder they are in ("the controller
    logs are in logs/"): from probe traces, a month's missed backups read from the current log
    alone, and a week's kiln trips counted in the current log without its .1 and .2.gz."""
    tree = _tree(code)
    if tree is None or re.search(r"\bglob\b|listdir|scandir|iterdir|os\.walk", code):
        return None
    root = Path(os.path.realpath(root))
    named = named_files(root, tree, 1 << 30)
    literals = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    if any("*" in lit for lit in literals):
        return None
    for path in named:
        folder = path.parent.relative_to(root).as_posix() if path.parent != root else ""
        in_named = bool(folder) and re.search(r"(?<![\w./-])" + re.escape(folder) + r"/?(?![\w./-])", objective) is not None
        if not (ROTATION_CUE.search(objective) or in_named):
            continue
        siblings = rotations(path)
        if siblings and not any(p in named for p in siblings):
            base = path.relative_to(root).as_posix()
            return ROTATED_NOTE.format(base=base, others=", ".join(p.relative_to(root).as_posix() for p in siblings[:4]),
                                       pattern=base + "*")
    return None


def rotated_reads(root: Path, code: str, objective: str) -> str:
    """`code` with each `records('dir/x.log')` of a log whose rotated files lie beside it, none of
    them read, made `records('dir/x.log*')` (which reads each, .gz too) when the objective speaks of
    rotations or names the log's folder — `rotated_slip`'s conditions, acted on before the run
    rather than said after it: told after an empty result, a probe's model read the current log
    alone again and answered 0."""
    tree = _tree(code)
    if tree is None or "records(" not in code or rotated_slip(root, code, objective) is None:
        return code
    root = Path(os.path.realpath(root))
    out = code
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "records"
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            continue
        rel = node.args[0].value
        path = Path(os.path.realpath(root / rel))
        if not path.is_file() or not path.is_relative_to(root):
            continue
        if rotations(path):
            for quote in ("'", '"'):
                out = out.replace(f"records({quote}{rel}{quote}", f"records({quote}{rel}*{quote}")
    return out


OBJECT_REPR_NOTE = ("The output holds Python objects, not values ({example}): the script printed or wrote an object "
                    "where it meant what the object holds{why}. Print the value itself (a name, a number, a line "
                    "of text) and run it again.")
#: The text Python gives for an object that has no value of its own to show: a file, a function,
#: a generator, a dict view, anything "at 0x...".
_OBJECT_REPR = re.compile(r"<_io\.\w+ name=[^>]{0,120}>|<(?:function|built-in (?:function|method)|bound method|"
                          r"generator object|map object|filter object|zip object|method-wrapper)\b[^>]{0,120}>"
                          r"|<[\w.]+ object at 0x[0-9a-f]{6,}>|\bdict_(?:keys|values|items)\(\[")


def object_repr_slip(text: str) -> str | None:
    """OBJECT_REPR_NOTE when a script's output (or a file it wrote) shows object reprs: a probe's
    script reused `f`, its file name, for the open file and answered with ten
    "<_io.TextIOWrapper name='...'>:5" lines, which the host took for the answer."""
    m = _OBJECT_REPR.search(text or "")
    if not m:
        return None
    why = (" (a file object: a name that held a file's name was reused for the open file, e.g. `with open(...) as f` "
           "inside `for f in ...`)" if m.group(0).startswith("<_io.") else "")
    return OBJECT_REPR_NOTE.format(example=m.group(0)[:100], why=why)


FILTER_ECHO_NOTE = ("Every line printed shows {value!r}: the script keeps the records whose {key!r} is {value!r} and "
                    "prints that same {key!r}, which can only be {value!r}. Print the fields that tell the kept records "
                    "apart instead{others}, and run it again.")


def filter_echo_slip(root: Path, code: str, printed: str) -> str | None:
    """FILTER_ECHO_NOTE when a script filters records on `r[key] == value` and prints `r[key]`, and
    each of its two or more output lines holds that value: the answer's items are all the one
    value it tested for. A probe's script kept the calls named close_ticket and printed "Function:
    close_ticket" four times for the question which functions call it (each call's own function
    was its 'in'). The other keys of the records the script reads are named."""
    tree = _tree(code)
    lines = [ln for ln in printed.splitlines() if ln.strip()]
    if tree is None or len(lines) < 2:
        return None
    tested: dict[str, str] = {}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq)
                and isinstance(node.left, ast.Subscript) and isinstance(node.left.slice, ast.Constant)
                and isinstance(node.left.slice.value, str) and isinstance(node.comparators[0], ast.Constant)
                and isinstance(node.comparators[0].value, str) and node.comparators[0].value.strip()):
            tested[node.left.slice.value] = node.comparators[0].value
    if not tested:
        return None
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print"):
            continue
        for sub in ast.walk(node):
            if (isinstance(sub, ast.Subscript) and isinstance(sub.slice, ast.Constant) and sub.slice.value in tested
                    and all(tested[sub.slice.value] in ln for ln in lines)):
                key, value = sub.slice.value, tested[sub.slice.value]
                seen: dict[str, None] = {}
                for _rel, found in _data_records(root, named_files(root, tree, LINT_BYTES)[:4]):
                    seen.update(dict.fromkeys(k for r in found[:500] if isinstance(r, dict) for k in r
                                              if isinstance(k, str) and not k.startswith("_") and k != key))
                keys = list(seen)
                others = f" (the records' other keys: {', '.join(keys[:14])})" if keys else ""
                return FILTER_ECHO_NOTE.format(key=key, value=value, others=others)
    return None


CHARACTERS_NOTE = ("The output lists single characters ({example}), not names: a string was split into its "
                   "letters — `a_set.update(text)` or `a_list.extend(text)` adds each character of text, and `set(text)` "
                   "or `list(text)` makes one. Add the whole string (`a_set.add(text)`, `a_list.append(text)`) and run "
                   "it again.")
#: A printed Python list or set of quoted one-character strings.
_CHAR_ITEM = re.compile(r"""(?<![\w'"])['"](.)['"](?=\s*[,}\]])""")


def characters_slip(text: str) -> str | None:
    """CHARACTERS_NOTE when a script's output shows a collection of five or more one-character
    strings, most of its items: a probe's script updated a set with each name (a string), the set
    held the names' letters, and the host took `{'e', 'o', 'g', ...}` for the answer."""
    for line in (text or "").splitlines():
        chars = _CHAR_ITEM.findall(line)
        items = re.findall(r"""['"][^'"]*['"]""", line)
        distinct = set(chars)
        # Letters of words: five or more different ones, mostly lower case (grades 'A', 'B', 'C' and
        # sizes 'S', 'M', 'L' are values of their own).
        if len(distinct) >= 5 and len(chars) * 2 > len(items) and sum(c.islower() for c in distinct) * 5 >= len(distinct) * 3:
            return CHARACTERS_NOTE.format(example=", ".join(repr(c) for c in chars[:5]) + ", ...")
    return None


#: An objective that asks for alphabetical order ("sorted alphabetically", "A to Z", "in
#: alphabetical order"), and one that asks for the reverse.
_ALPHABETICAL = re.compile(r"\balphabetic(?:al)?(?:ally)?\b|\bA\s*(?:to|-|–)\s*Z\b|\bin (?:name|lexical) order\b", re.I)
_REVERSED = re.compile(r"\bZ\s*(?:to|-|–)\s*A\b|\breverse alphabetical", re.I)
ORDER_NOTE = ("{path} is not in the order the task asks ({how}): {after!r} comes after {before!r}. Sort the {what} "
              "before writing them (sorted(..., key=str.lower)) and run it again.")


#: An order by something else, with the alphabet only to break its ties: "ties in alphabetical
#: order", "then alphabetically", "busiest class first", "highest total first".
_TIE_BREAK = re.compile(r"\bties?\b[^.;]{0,40}?(?:alphabetic|\bA\s*(?:to|-|–)\s*Z\b|\bby (?:the )?name)"
                        r"|\bthen\s+(?:alphabetic|by (?:the )?name|\bA\s*(?:to|-|–)\s*Z\b)"
                        r"|\b(?:\w+est|most|least|fewest)\s+(?:[\w-]+\s+){0,2}first\b", re.I)


def order_slip(root: Path, rel: str, objective: str) -> str | None:
    """A written list (one item per line; a CSV's rows by their first field, its header line
    kept first) that is not in the alphabetical order the objective asks for."""
    if not _ALPHABETICAL.search(objective) and not _REVERSED.search(objective):
        return None
    if _TIE_BREAK.search(objective):
        return None  # alphabetical among ties of another order ("busiest first, ties in alphabetical order")
    by_field = re.search(r"\b(?:sorted|ordered|order|sort) by\b", objective, re.I)
    path = root / rel
    try:
        if not path.is_file() or path.stat().st_size > 256 * 1024:
            return None
        lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]
    except (OSError, UnicodeDecodeError):
        return None
    what = "lines"
    if rel.lower().endswith((".csv", ".tsv")) and len(lines) > 1:
        sep = "\t" if rel.lower().endswith(".tsv") else ","
        header = [h.strip().strip('"') for h in lines[0].split(sep)]
        # The column the objective orders by ("sorted by project name"), else the first one.
        named = [i for i, h in enumerate(header) if h and re.search(
            rf"\bby (?:the |their |its )?{re.escape(h.replace('_', ' '))}|\bby (?:the |their |its )?{re.escape(h)}\b",
            objective, re.I)]
        if by_field and not named:
            return None  # ordered by something that is not a column of its own: not checked here
        col = named[0] if named else 0
        lines = [(ln.split(sep) + [""] * len(header))[col].strip('"') for ln in lines[1:]]
        what = "rows"
    elif by_field and not re.search(r"\bby (?:their |its |the )?(?:name|title)s?\b", objective, re.I):
        return None  # a list ordered by another field ("by count, then alphabetically")
    keys = [ln.strip().lstrip("-*• ").casefold() for ln in lines]
    if len(keys) < 2:
        return None
    reverse = bool(_REVERSED.search(objective))
    for a, b in zip(keys, keys[1:], strict=False):
        if (a < b) if reverse else (a > b):
            i = keys.index(b)
            return ORDER_NOTE.format(path=rel, how="Z to A" if reverse else "alphabetical, A to Z",
                                     after=lines[i].strip(), before=lines[i - 1].strip(), what=what)
    return None


#: An objective that asks for rows in an order of some value: "fastest first", "most recent first",
#: "in descending order", "sorted by total", "ranked by score".
_RANKED = re.compile(r"\b(?:\w+est|most|least|fewest)\s+(?:[\w-]+\s+){0,2}first\b"
                     r"|\b(?:descending|ascending|decreasing|increasing)\b"
                     r"|\b(?:sorted|ordered|ranked|sort|order|rank)\s+(?:\w+\s+){0,3}?by\b", re.I)
RANK_NOTE = ("{path}'s rows follow the order of none of its columns, and the task asks for an order ({how!r}): "
             "sort the rows by that value (sorted(rows, key=..., reverse=...)) before writing them and run it "
             "again; if the file is right as it is, reply `DONE:`.")


def _sort_key(value: str) -> Any:
    """A written cell as it sorts: a number by its value (past a currency sign or separators), else its text."""
    text = value.strip().strip('"')
    got = number(text)
    return got if got is not None else text.casefold()


def rank_slip(objective: str, text: str, rel: str) -> str | None:
    """RANK_NOTE when the objective asks for an order of rows ("fastest first", "sorted by total")
    and a written CSV with three or more rows is in the order of none of its columns, either way
    (a tie broken by a second column keeps the first one in order). A probe's script grouped the
    times right and wrote them in the order the swimmers came, the task's "fastest first" dropped."""
    how = _RANKED.search(objective)
    if not how or not rel.lower().endswith((".csv", ".tsv")):
        return None
    rows = _table_rows(text, rel)
    if len(rows) < 4:
        return None
    body = rows[1:]
    for col in range(len(rows[0])):
        keys = [_sort_key(r[col]) if col < len(r) else "" for r in body]
        if len({type(k) for k in keys}) > 1:
            keys = [str(r[col]).strip().casefold() if col < len(r) else "" for r in body]
        pairs = list(zip(keys, keys[1:], strict=False))
        if all(a <= b for a, b in pairs) or all(a >= b for a, b in pairs):
            return None
    return RANK_NOTE.format(path=rel, how=how.group(0))


#: An objective's stated number of decimals: "amounts with two decimals", "rounded to 2 decimal
#: places", "to one decimal digit".
_DECIMALS = re.compile(r"\b(one|two|three|four|[1-4])[\s-]+decimals?(?:[\s-]+(?:places?|digits?))?\b", re.I)
_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4}
_DECIMAL_VALUE = re.compile(r"-?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d+")
_NUMBER_VALUE = re.compile(r"-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
DECIMALS_NOTE = ("{path}'s {column!r} column has {bad!r} (data row {row}), and the task asks for {n} decimals: "
                 "write every value of that column with {n} (f\"{{value:.{n}f}}\") and run it again; if the file "
                 "is right as it is, reply `DONE:`.")


def decimals_slip(objective: str, text: str, rel: str) -> str | None:
    """DECIMALS_NOTE when the objective states a number of decimals and a written CSV's column of
    decimal numbers has a value written with another number of them (`1234.5` for "two
    decimals"; a float written as it computes). Only columns with a decimal number in them: a
    column of whole numbers may be counts or ids."""
    m = _DECIMALS.search(objective)
    if not m or not rel.lower().endswith((".csv", ".tsv")):
        return None
    n = _WORD_NUMBERS.get(m.group(1).lower()) or int(m.group(1))
    rows = _table_rows(text, rel)
    if len(rows) < 2:
        return None
    header = rows[0]
    for col, name in enumerate(header):
        values = [(i, r[col].strip()) for i, r in enumerate(rows[1:], 1) if len(r) > col and r[col].strip()]
        if not any(_DECIMAL_VALUE.fullmatch(v) for _, v in values):
            continue
        for i, v in values:
            if _NUMBER_VALUE.fullmatch(v) and not re.fullmatch(rf"-?[\d,]+\.\d{{{n}}}", v):
                return DECIMALS_NOTE.format(path=rel, column=name.strip(), bad=v, row=i, n=n)
    return None


# --------------------------------------------------------------------------- set_value, ready to send

#: Words of an objective that name no setting or value ("change the timeout ... in the file").
COMMON_WORDS = frozenset({"the", "and", "for", "with", "that", "this", "from", "into", "only", "each", "all", "its",
                          "are", "was", "not", "nothing", "else", "should", "change", "set", "add", "same", "what",
                          "which", "how", "many", "file", "files", "config", "value", "values", "write", "tell"})
_STOP = COMMON_WORDS | {"section", "table", "key", "line", "other", "any", "does", "have", "has", "also", "before",
                        "after", "raise", "lower", "make"}


def task_words(objective: str, stop: frozenset[str] = COMMON_WORDS) -> set[str]:
    """The objective's lower-case words of three characters or more, a dotted name also split at
    its dots ("database.pool" -> database.pool, database, pool), less `stop`."""
    found = re.findall(r"[a-z0-9][a-z0-9_.-]{2,}", objective.lower())
    return {p for w in found for p in (w, *w.split(".")) if len(p) > 2} - stop


#: Words after "to" that are no value ("set the timeout to match the primary's").
_NOT_VALUES = frozenset({"match", "be", "the", "a", "an", "its", "their", "same", "use", "allow", "reflect", "include",
                         "make", "keep", "point", "what", "whatever", "that", "this", "it"})


def flat_keys(data: Any, at: str = "") -> list[tuple[str, Any]]:
    """Dotted keys to each scalar of a settings mapping (lists of mappings by index)."""
    out: list[tuple[str, Any]] = []
    if isinstance(data, dict):
        for k, v in data.items():
            out += flat_keys(v, f"{at}.{k}" if at else str(k))
    elif isinstance(data, list) and data and all(isinstance(x, dict) for x in data):
        for i, v in enumerate(data):
            out += flat_keys(v, f"{at}.{i}")
    elif at:
        out.append((at, data))
    return out[:5000]


def _settings_data(path: Path, kind: str, text: str) -> Any:
    """A settings file's content as data (`text` is the file's)."""
    if kind in ("ini", "env"):
        # By dotted key: a section given more than once is `Peer.2.key`, as set_value takes it.
        return settings(path, dotted=True)
    return load_structured(kind, text)


SECTION_NOTE = ("{path}: the change set {key} ({old!r} -> {new!r}), but the task names {section}, whose {leaf} is "
                "{value!r}. Put {key} back as it was and change {other} instead (an ```edit block whose SEARCH starts "
                "at the [{section}] line, or set_value with key {other}), and run it again.")


def _settings_text(kind: str, text: str) -> Any:
    """A settings file's text as data: INI sections as mappings, else the structured parser's."""
    if kind == "ini":
        parser = configparser.ConfigParser(interpolation=None, strict=False, allow_no_value=True)
        parser.optionxform = str  # type: ignore[assignment,method-assign]
        parser.read_string(text)
        return {name: dict(parser[name]) for name in parser.sections()}
    return load_structured(kind, text)


def settings_section_slip(before: str, after: str, rel: str, objective: str) -> str | None:
    """SECTION_NOTE when a change of a settings file set a key in a section the objective does not
    name while the one section it names that has the same key was left as it was ("make the photos
    job keep 21": `keep_daily` changed under [defaults], the first `keep_daily = 7` of the file).
    None when the changed key's own section is named, or no other section fits."""
    kind = kind_of_settings(rel)
    if kind not in ("ini", "toml", "yaml", "json"):
        return None
    try:
        old = dict(flat_keys(_settings_text(kind, before)))
        new = dict(flat_keys(_settings_text(kind, after)))
    except Exception:  # not parseable: other checks say so
        return None
    words = task_words(objective, _STOP)

    def named(key: str) -> bool:
        return any(part.lower() in words or part.lower().rstrip("s") in words for part in key.split(".")[:-1])

    for key in [k for k in new if old.get(k) != new[k]]:
        if "." not in key or named(key):
            continue
        leaf = key.rsplit(".", 1)[1]
        others = [o for o in new if o != key and o.rsplit(".", 1)[-1] == leaf and named(o) and old.get(o) == new[o]]
        if len(others) == 1:
            other = others[0]
            return SECTION_NOTE.format(path=rel, key=key, old=old.get(key), new=new[key], section=other.rsplit(".", 1)[0],
                                       leaf=leaf, value=new[other], other=other)
    return None


READ_SECTION_NOTE = ("{var}[{key!r}] is {value!r}, the value outside any section (a default where a section sets "
                     "none), but the task names {section}, which sets its own {leaf} = {other_value!r}: read "
                     "{read} instead, and run it again.")


def _read_chains(tree: ast.AST, var: str) -> list[list[str]]:
    """The string-keyed reads of a variable: `v['a']['b']` and `v.get('a')` as ['a', 'b'], ['a']."""
    chains: list[list[str]] = []
    for node in ast.walk(tree):
        keys: list[str] = []
        cur: ast.AST = node
        if isinstance(cur, ast.Call) and isinstance(cur.func, ast.Attribute) and cur.func.attr == "get" and cur.args \
                and isinstance(cur.args[0], ast.Constant) and isinstance(cur.args[0].value, str):
            keys.append(cur.args[0].value)
            cur = cur.func.value
        while isinstance(cur, ast.Subscript) and isinstance(cur.slice, ast.Constant) and isinstance(cur.slice.value, str):
            keys.append(cur.slice.value)
            cur = cur.value
        if keys and isinstance(cur, ast.Name) and cur.id == var:
            chains.append(keys[::-1])
    return chains


def section_read_slip(root: Path, code: str, objective: str) -> str | None:
    """READ_SECTION_NOTE when a script read a setting outside any section (an INI's [DEFAULT],
    a top-level key) while the one section the task names sets that key otherwise: a probe's
    script answered the default reminder time for the hygienist, whose section sets its own."""
    tree = _tree(code)
    if tree is None:
        return None
    words = task_words(objective, _STOP)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "settings" and node.value.args
                and isinstance(node.value.args[0], ast.Constant) and isinstance(node.value.args[0].value, str)):
            continue
        var, rel = node.targets[0].id, node.value.args[0].value
        full = Path(os.path.realpath(root / rel))
        if not full.is_relative_to(Path(os.path.realpath(root))) or not full.is_file() or full.stat().st_size > LINT_BYTES:
            continue
        try:
            flat = dict(flat_keys(settings(full)))
        except Exception:  # unreadable: the script's own run says so
            continue
        for chain in _read_chains(tree, var):
            key = ".".join(chain)
            if "." in key or key not in flat:
                continue  # read inside a section, or no setting of the file

            def named(other: str) -> bool:
                parts = re.split(r"[^a-z0-9]+", other.rsplit(".", 1)[0].lower())
                return any(p in words or p.rstrip("s") in words for p in parts if len(p) > 2)

            others = [o for o in flat if o != key and o.rsplit(".", 1)[-1] == key and named(o) and flat[o] != flat[key]]
            if len(others) == 1:
                section, leaf = others[0].rsplit(".", 1)
                read = var + "".join(f"[{p!r}]" for p in [*section.split("."), leaf])
                return READ_SECTION_NOTE.format(var=var, key=key, value=flat[key], section=section, leaf=leaf,
                                                other_value=flat[others[0]], read=read)
    return None


#: A value written as a literal: a number, a boolean word, or holding a digit ("v2", "10s").
_LITERAL = re.compile(r"(?i)true|false|yes|no|on|off|null|none|.*\d.*")


def _settings_keys(path: Path, kind: str | None) -> tuple[str, list[tuple[str, Any]]] | None:
    """A settings file's text and the dotted key of each of its values (`flat_keys`); None when it
    is no settings file, is over MAX_SETTINGS_BYTES, does not read, or holds no value."""
    if kind is None or not path.is_file() or path.stat().st_size > MAX_SETTINGS_BYTES:
        return None
    try:
        text = path.read_text(encoding="utf-8")
        keys = flat_keys(_settings_data(path, kind, text))
    except Exception:
        return None
    return (text, keys) if keys else None


#: Units of time by their length in seconds, as a task or a settings file writes them.
_TIME_UNITS = {**dict.fromkeys(("ms", "msec", "millis", "millisecond", "milliseconds"), 0.001),
               **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), 1.0),
               **dict.fromkeys(("m", "min", "mins", "minute", "minutes"), 60.0),
               **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), 3600.0), **dict.fromkeys(("d", "day", "days"), 86400.0)}
_TIME_WORD = "|".join(sorted((re.escape(u) for u in _TIME_UNITS if len(u) > 1), key=len, reverse=True))


def in_file_unit(text: str, key: str, value: str, after: str) -> str:
    """`value` in the unit the settings file measures `key` in, when the task gives it with another
    unit of time ("to 3 minutes" for `idle_timeout`, which the file's comment says is in seconds:
    180; a probe's host call had set 3). The file's unit is the key's own suffix (`timeout_ms`,
    `ttl_seconds`) or a comment line naming the key and a unit; `value` as given otherwise."""
    said = re.match(rf"\s*({_TIME_WORD})\b", after)
    number = re.fullmatch(r"\d+(?:\.\d+)?", value)
    if said is None or number is None:
        return value
    suffix = re.search(r"[_-]([a-z]+)$", key.lower())
    unit = suffix.group(1) if suffix and suffix.group(1) in _TIME_UNITS else None
    if unit is None:
        for line in text.splitlines():
            comment = line.split("#", 1)[1] if "#" in line else line.lstrip()[1:] if line.lstrip().startswith(";") else ""
            found = re.search(rf"\b({_TIME_WORD})\b", comment.lower()) if key.lower() in comment.lower() else None
            if found:
                unit = found.group(1)
                break
    if unit is None or _TIME_UNITS[unit] == _TIME_UNITS[said.group(1)]:
        return value
    got = float(value) * _TIME_UNITS[said.group(1)] / _TIME_UNITS[unit]
    return str(int(got)) if got == int(got) else f"{got:g}"


def settings_calls(root: Path, rel: str, objective: str, limit: int = 2, *, pending_only: bool = False) -> list[str]:
    """set_value calls the objective most likely means for one settings file, as ```tool
    blocks ready to send: the existing key whose dotted path holds most of the objective's words,
    with the value the objective gives it ("... timeout ... to 90"), and keys the objective writes
    as `name = value` that the file lacks, added beside it. Only for a file the objective names by
    its path; [] when nothing fits. `pending_only`: the calls that would still change the file."""
    kind = kind_of_settings(rel)
    path = root / rel
    if rel not in objective:
        return []  # a file the objective does not name is one it chooses by a condition: no guess
    read = _settings_keys(path, kind)
    if read is None:
        return []
    text, keys = read
    words = task_words(objective, _STOP)
    low = objective.lower()

    def subwords(part: str) -> list[str]:
        return [w for w in re.split(r"[_\-]+", part) if w]

    joined = squashed(objective)

    def score(key: str) -> int:
        parts = [p.lower() for p in key.split(".")]
        # A last part of several words ("keep_daily") counts when the task writes each of them
        # ("keep 21 daily snapshots"), as a one-word part counts when the task writes it. A part of
        # a word and a number counts written apart ("Gallery 2" for `gallery2`): a probe's host call
        # went to `defaults.idle_timeout` instead, the defaults named only as what stays.
        sub = subwords(parts[-1])
        spelled = len(sub) > 1 and all(w in words or w in low.split() for w in sub)
        apart = sum(1 for p in parts if p not in words and re.fullmatch(r"[a-z]{3,}\d+", p) and p in joined)
        return (sum(1 for p in parts if p in words) + apart + spelled) * 2 + (parts[-1] in low)

    calls: list[tuple[str, str]] = []
    for key, _v in sorted(keys, key=lambda kv: -score(kv[0]))[:1]:
        last = key.split(".")[-1].lower()
        sub = subwords(last)
        if score(key) < 3 or (last not in low and not (len(sub) > 1 and all(w in low for w in sub))):
            break
        at = low.index(last) if last in low else low.index(sub[0])
        m = re.search(rf"\b{re.escape(last if last in low else sub[-1])}\b.*?\bto\s+[`'\"]?([^\s`'\",;]+?)[`'\"]?"
                      r"(?=[\s,;]|\.(?:\s|$)|$)", low[at:])
        if m and m.group(1) not in _NOT_VALUES:
            start = at + m.start(1)
            given = objective[start:start + len(m.group(1))]
            calls.append((key, in_file_unit(text, last, given, low[at + m.end(1):])))
            continue
        # A number before the setting's own name: "raise the cache up to 8 shards".
        before = re.search(rf"\bto\s+(-?\d+(?:\.\d+)?)\s+{re.escape(last)}\b", low)
        # A number between the words of the setting's name: "keep 21 daily snapshots" (keep_daily).
        inside = re.search(rf"\b{re.escape(sub[0])}\s+(-?\d+(?:\.\d+)?)\s+{re.escape(sub[1])}\b", low) if len(sub) == 2 else None
        # The value between the name's words: "retention from 14 to 45 days" (retention_days).
        between = re.search(rf"\b{re.escape(sub[0])}\b[^.;]{{0,40}}?\bto\s+(-?\d+(?:\.\d+)?)\s+{re.escape(sub[-1])}\b",
                            low) if len(sub) >= 2 else None
        if before or inside or between:
            calls.append((key, (before or inside or between).group(1)))  # type: ignore[union-attr]
    parent = calls[0][0].rsplit(".", 1)[0] if calls and "." in calls[0][0] else ""
    existing = {k.lower(): k for k, _ in keys}
    for m in re.finditer(r"(?<![\w/.-])([`\"']?)([A-Za-z_][\w.-]*)[`\"']?\s*(=|:)\s*[`\"']?([^\s`\"',;)]+)", objective):
        name, value = m.group(2), m.group(4).rstrip(".")
        if paths_in(name) or value.lower() in EFFECT_VERBS:
            continue  # "config/app.yaml: set the port ...": a file and the order it heads, no setting
        if m.group(3) == ":" and not m.group(1) and not _LITERAL.fullmatch(value) and not any(
                low_k.rsplit(".", 1)[-1] == name.lower() for low_k in (k.lower() for k, _ in keys)):
            continue  # a colon of prose ("the queue is backing up: in app.yml"): no key, no literal
        key = f"{parent}.{name}" if parent and "." not in name else name
        if key.lower() not in existing:
            # A key the file has under one path only ("DEBUG=false", "set `port: 8071`") is that key.
            # Unless the objective's words name the section the other key sits beside better ("add
            # retries to that same [upload] table" while [download] has one).
            under = [k for low_k, k in existing.items() if low_k == name.lower() or low_k.endswith("." + name.lower())]
            if len(under) > 1:
                # Under several paths ("LOG_LEVEL" of each service): the one whose path the
                # objective's words name ("... for the worker") when exactly one scores best.
                best = max(score(k) for k in under)
                under = [k for k in under if score(k) == best]
                if len(under) > 1:
                    continue  # named by none of them: no guess (and no new top-level key beside them)
            key = under[0] if len(under) == 1 and score(under[0]) >= score(key) else key
        key = existing.get(key.lower(), key)
        if any(c[0] == key for c in calls) or not value:
            continue
        calls.append((key, value))
    if pending_only:

        def pending(key: str, value: str) -> bool:
            try:
                return set_value_text(rel, text, key, value)[0] != text
            except ToolError:
                return True

        calls = [(k, v) for k, v in calls if pending(k, v)]
    return ["```tool\n" + json.dumps({"name": "set_value", "arguments": {"path": rel, "key": k, "value": v}}) + "\n```"
            for k, v in calls[:limit]]


#: "from 587 to 465", "from `info` to `debug`": a value the objective changes, old and new.
_FROM_TO = re.compile(r"\bfrom\s+[`'\"]?([^\s`'\",;]+?)[`'\"]?\s+to\s+[`'\"]?([^\s`'\",;]+?)[`'\"]?(?=[\s,;]|\.(?:\s|$)|$)",
                      re.I)
#: The settings files of an output folder a value is looked for in, at most.
FOLDER_SETTINGS_FILES = 30


def _folder_settings(root: Path, folder: str) -> list[Path] | None:
    """The settings files of a workspace folder at any depth, sorted; None when it is no folder of
    the workspace."""
    base = (root / folder).resolve()
    if not base.is_dir() or not base.is_relative_to(root.resolve()):
        return None
    return sorted(f for f in base.rglob("*") if f.is_file() and not f.is_symlink() and kind_of_settings(f.name))


def folder_value_calls(root: Path, folder: str, objective: str) -> list[str]:
    """The set_value call for a folder the task changes, when the objective changes a value "from
    OLD to NEW" and exactly one setting of the folder's settings files (at any depth, at most
    FOLDER_SETTINGS_FILES) holds OLD under a key that has the most of the objective's words, one at
    least: "One of the config files in services/config/ holds the SMTP settings - change the SMTP
    port from 587 to 465" is `smtp_port` of the one file that has 587. A 1.5B model, given the
    folder, wrote seven failing scripts looking for the file (a probe trace). [] when no value or
    more than one fits best (no guess)."""
    m = _FROM_TO.search(objective)
    files = _folder_settings(root, folder) if m is not None else None
    if m is None or files is None:
        return []
    old, new = m.group(1), m.group(2)
    words = task_words(objective, _STOP)
    best: list[tuple[int, str, str]] = []
    for path in files[:FOLDER_SETTINGS_FILES]:
        read = _settings_keys(path, kind_of_settings(path.name))
        if read is None:
            continue
        rel = path.relative_to(root.resolve()).as_posix()
        for key, value in read[1]:
            if str(value).strip().strip("'\"").lower() != old.lower():
                continue
            score = sum(1 for part in re.split(r"[^a-z0-9]+", key.lower()) if part in words)
            if score:
                best.append((score, rel, key))
    if not best:
        return []
    top = max(b[0] for b in best)
    picks = [b for b in best if b[0] == top]
    if len(picks) != 1:
        return []
    _, rel, key = picks[0]
    return ["```tool\n" + json.dumps({"name": "set_value", "arguments": {"path": rel, "key": key, "value": new}}) + "\n```"]


#: A value a task changes, old and new, with a unit of time each may carry: "poll every 10 minutes
#: instead of every 2", "to 30 s rather than 10", "from 5 minutes to 15", "to 45 days, not 30".
_INSTEAD = re.compile(r"\b(?:to\s+|every\s+)?(?P<new>\d+(?:\.\d+)?)\s*(?P<nu>" + _TIME_WORD + r")?\s*,?\s+(?:instead\s+of|"
                      r"rather\s+than|not)\s+(?:every\s+|the\s+)?(?:current\s+)?(?P<old>\d+(?:\.\d+)?)\s*(?P<ou>"
                      + _TIME_WORD + r")?\b", re.I)
_FROM_TO_UNITS = re.compile(r"\bfrom\s+(?:every\s+)?(?P<old>\d+(?:\.\d+)?)\s*(?P<ou>" + _TIME_WORD + r")?\s+to\s+"
                            r"(?:every\s+)?(?P<new>\d+(?:\.\d+)?)\s*(?P<nu>" + _TIME_WORD + r")?\b", re.I)
#: A folder whose settings nothing reads any more: kept for reference.
_RETIRED_FOLDER = re.compile(r"^(?:archived?|old|backups?|decommissioned|retired|disabled|deprecated|unused|attic|"
                             r"trash|obsolete|legacy|inactive)$", re.I)
#: A sentence that keeps some files as they are: "the coast ones are fine as they are".
_KEPT_AS_IS = re.compile(r"\b(?:(?:are|is)\s+fine|as\s+(?:they|it)\s+(?:are|is)|leave|unchanged|untouched|alone|"
                         r"don'?t\s+(?:touch|change)|do\s+not\s+(?:touch|change)|not\s+the|except|stay\s+(?:as|the\s+same))\b", re.I)


def _time_seconds(unit: str | None) -> float | None:
    return _TIME_UNITS.get(unit.lower()) if unit else None


def folder_change_calls(root: Path, folder: str, objective: str) -> list[tuple[str, str, str]]:
    """(file, key, new value) of each setting a task changes across a folder's settings files by an
    old and a new value ("can you make them poll every 10 minutes instead of every 2?"): in each settings file of the folder (at any depth, at most FOLDER_SETTINGS_FILES; a
    subfolder the task does not name whose name says retired, archived or decommissioned left out),
    the key sharing a word with the task whose value is the old one in the key's own unit of time
    (`poll_s: 120` for 2 minutes; `poll_every_min: 2`), set to the new one in that unit.
    When a top-level value of the files tells them apart and the task names some of its values,
    only the files with a named value not in a sentence that keeps files as they are ("the inland
    stations ... the coast ones are fine"). A probe's 1.5B model, shown every file's values,
    wrote a script that changed a dict in memory. [] when no such value is found."""
    m = _INSTEAD.search(objective) or _FROM_TO_UNITS.search(objective)
    listed = _folder_settings(root, folder) if m is not None else None
    if m is None or listed is None:
        return []
    base = (root / folder).resolve()
    said_unit = m.group("nu") or m.group("ou")
    per = _time_seconds(said_unit) or 1.0
    old, new = float(m.group("old")) * per, float(m.group("new")) * per
    words = task_words(objective, _STOP)
    low = objective.lower()
    files = [f for f in listed if not any(_RETIRED_FOLDER.match(part) and part.lower() not in low
                                          for part in f.relative_to(base).parts[:-1])]
    found: list[tuple[str, str, str, dict[str, str]]] = []  # (file, key, new value, top-level values)
    for path in files[:FOLDER_SETTINGS_FILES]:
        read = _settings_keys(path, kind_of_settings(path.name))
        if read is None:
            continue
        top = {k.lower(): str(v).strip().lower() for k, v in read[1] if "." not in k and isinstance(v, str)}
        for key, value in read[1]:
            last = key.rsplit(".", 1)[-1].lower()
            parts = [p for p in re.split(r"[^a-z0-9]+", key.lower()) if p]
            if not any(p in words for p in parts):
                continue
            suffix = re.search(r"[_-]([a-z]+)$", last)
            unit = _time_seconds(suffix.group(1)) if suffix else None
            scale = unit if unit is not None and said_unit else per
            try:
                number = float(str(value).strip())
            except ValueError:
                continue
            if abs(number * scale - old) > 1e-9:
                continue
            got = new / scale
            found.append((path.relative_to(root.resolve()).as_posix(), key,
                          str(int(got)) if got == int(got) else f"{got:g}", top))
    if not found:
        return []
    sentences = re.split(r"(?<=[.!?])\s+", low)
    kept_words = {w for snt in sentences if _KEPT_AS_IS.search(snt) for w in re.findall(r"[a-z0-9]+", snt)}
    for key in sorted({k for *_, top in found for k in top}):
        values = {top.get(key) for *_, top in found}
        named = {v for v in values if v and re.search(rf"\b{re.escape(v)}\b", low)}
        if len(values) > 1 and named:
            chosen = named - kept_words
            if chosen:
                found = [f for f in found if f[3].get(key) in chosen]
                break
    return [(rel, key, value) for rel, key, value, _top in found]


def settings_calls_for(root: Path, outputs: list[str], objective: str, limit: int, *,
                       pending_only: bool = False) -> list[str]:
    """`settings_calls` over a task's stated outputs (the first three), at most `limit` in all; for
    an output folder, the one call `folder_value_calls` finds (none once the value is set)."""
    calls: list[str] = []
    for rel in outputs[:3]:
        if rel.endswith("/"):
            calls += folder_value_calls(root, rel, objective)
        else:
            calls += settings_calls(root, rel, objective, pending_only=pending_only)
    return calls[:limit]


# --------------------------------------------------------------------------- a list written in part

_ITEM = re.compile(r"^\s*(?:\d{1,3}[.)]|[-*•])\s+(.+?)\s*$")
_LABEL = re.compile(r"^\[([^\]\n]{1,200})\]")
PARTIAL_LIST_NOTE = ("{path} holds {k} of the {n} items of the list in [{where}]; it leaves out {missing}. If the task "
                     "asks for that list, write every item of it, in its order (copy them into your script as text), "
                     "and run it again; if the others are rightly left out, reply `DONE:`.")


def _norm_item(text: str) -> str:
    m = _ITEM.match(text)
    body = m.group(1) if m else text.strip()
    return re.sub(r"[\W_]+", " ", body.casefold()).strip()  # words only: markup and punctuation aside


def _lists(evidence: str) -> list[tuple[str, list[str]]]:
    """The numbered or bulleted lists of quoted passages, with the label of the passage each is
    in: runs of two or more item lines."""
    out: list[tuple[str, list[str]]] = []
    where, run = "", []
    for line in [*evidence.splitlines(), ""]:
        label = _LABEL.match(line)
        if label:
            # A new passage: the list before it ends there.
            if len(run) >= 2:
                out.append((where, run))
            where, run = label.group(1), []
            line = re.sub(r"^\(doc [^)]*\)\s*", "", line[label.end():].strip())
        if _ITEM.match(line):
            run.append(line)
            continue
        if run and line[:1] in (" ", "\t") and line.strip():
            run[-1] += " " + line.strip()  # an item's own second line
            continue
        if len(run) >= 2:
            out.append((where, run))
        run = []
    return out


def _item_hit(written: str, item: str) -> bool:
    return bool(written) and (written == item or (len(written) > 12 and (written in item or item in written)))


#: An objective that picks some items of a list ("the steps that need admin rights", "only the
#: optional ones"): the host never completes a list it asks for.
_SELECTIVE = re.compile(r"\b(?:that|which|whose|who|only|except|excluding|unless|where|if)\b", re.I)


def whole_list(text: str, evidence: str, objective: str) -> str | None:
    """The whole list, as the file's new text, when a written file's lines are the first k of
    the n items of one list the task's quoted passages hold and nothing else, and the objective
    picks no items out of a list (`_SELECTIVE`): every item in its order, in the form the written
    lines have (list markers kept when they kept them; markdown emphasis `**x**` dropped). A
    1.5B model's script wrote the first step of a four-step procedure, was told which three it
    left out, and spent the rest of the budget on scripts that copied them wrong. None otherwise."""
    written = [ln for ln in text.splitlines() if ln.strip()]
    if not written or _SELECTIVE.search(objective):
        return None
    for _, items in _lists(evidence):
        norm = [_norm_item(i) for i in items]
        if len(written) >= len(norm) or not all(_item_hit(_norm_item(w), n) for w, n in zip(written, norm, strict=False)):
            continue
        marked = bool(_ITEM.match(written[0]))
        lines = []
        for item in items:
            m = _ITEM.match(item)
            line = item.strip() if marked or m is None else m.group(1)
            lines.append(re.sub(r"(\*\*|__)(.+?)\1", r"\2", line))
        return "\n".join(lines) + "\n"
    return None


def partial_list(text: str, evidence: str, rel: str) -> str | None:
    """A written file whose lines are some, not all, of the items of one list the task's quoted
    passages hold (one item of a four-step procedure, from a script that kept the lines starting
    with `1.`): named with the items it leaves out."""
    written = [_norm_item(ln) for ln in text.splitlines() if ln.strip()]
    if not written:
        return None
    for where, items in _lists(evidence):
        norm = [_norm_item(i) for i in items]
        hit = [n for n in norm if any(_item_hit(w, n) for w in written)]
        if hit and len(hit) < len(norm) and len(written) <= len(hit) + 1:
            missing = [items[i] for i, n in enumerate(norm) if n not in hit]
            shown = "; ".join(repr(_ITEM.match(m).group(1)[:60]) for m in missing[:3])
            return PARTIAL_LIST_NOTE.format(path=rel, k=len(hit), n=len(norm), where=where or "the passage",
                                            missing=shown + (f" and {len(missing) - 3} more" if len(missing) > 3 else ""))
    return None


OTHER_SECTION_NOTE = ("{path} has lines from other passages than [{named}], the section the task names: {others}. "
                      "Write only what the task asks for from [{named}] (copy those lines into your script as text) "
                      "and run it again; if those lines rightly belong, reply `DONE:`.")


def _passages(evidence: str) -> list[tuple[str, list[str]]]:
    """The quoted passages of `evidence`: (label, lines), a label as `[doc › heading › section]`."""
    out: list[tuple[str, list[str]]] = []
    for line in evidence.splitlines():
        label = _LABEL.match(line)
        if label:
            out.append((label.group(1), []))
            line = re.sub(r"^\(doc [^)]*\)\s*", "", line[label.end():].strip())
        if out and line.strip():
            out[-1][1].append(line)
    return out


def _section_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.casefold().replace("-", " ")) if len(w) > 2 and w not in STOPWORDS}


def other_section_lines(text: str, evidence: str, objective: str, rel: str) -> str | None:
    """OTHER_SECTION_NOTE when a written file holds lines of the one quoted passage whose section
    heading the objective names ("the first-day setup steps" and `› First-day setup for new
    engineers`: two words or more of it, more than any other heading) and also lines of other
    passages: a development trace's script wrote every passage's lines (the first week's, a
    contractor guide's, an FAQ) as the first-day checklist. None otherwise."""
    passages = _passages(evidence)
    if len(passages) < 2:
        return None
    asked = _section_words(objective)
    scores = [len(_section_words(label.split("›")[-1]) & asked) if "›" in label else 0 for label, _ in passages]
    best = max(scores)
    if best < 2 or scores.count(best) > 1:
        return None
    named = scores.index(best)
    written = [(ln.strip(), n) for ln in text.splitlines() if len(n := _norm_item(ln)) > 12]

    def source(line: str) -> int | None:
        for i, (_, lines) in enumerate(passages):
            if any(n and (n == line or (len(n) > 12 and (n in line or line in n))) for n in map(_norm_item, lines)):
                return i
        return None

    found = [(line, source(norm)) for line, norm in written]
    if not any(i == named for _, i in found):
        return None
    others = [(line, passages[i][0]) for line, i in found if i is not None and i != named]
    if not others:
        return None
    shown = "; ".join(f"{line[:60]!r} ([{label.split('›')[-1].strip()}])" for line, label in others[:3])
    return OTHER_SECTION_NOTE.format(path=rel, named=passages[named][0], others=shown + (
        f" and {len(others) - 3} more" if len(others) > 3 else ""))


ONE_PER_LINE_NOTE = ("{path} has one line, and the task asks for one item per line: {why}. Put each item on its own "
                     "line ('\\n'.join(items), or one print / write per item) and run it again.")
_ONE_PER_LINE = re.compile(r"\bone (?:[\w-]+ ){0,2}(?:per|a|on each|on its own) line\b|\beach on (?:its|a) own line\b", re.I)
_GLUED = re.compile(r"""(?:''|"")\s*\.join\(|\bend\s*=\s*(?:''|"")""")


#: The columns an objective gives a CSV it asks for: "with the columns part,qty", "with the header
#: store,revenue", "columns: id, name".
#: A column may carry its format in brackets: "the columns date (YYYY-MM-DD), instrument, user_id".
_FORMAT_NOTE = r"(?:\s*\([^()\n]{1,30}\))?"
_STATED_HEADER = re.compile(r"\b(?:columns?|header(?:\s+(?:row|line))?|fields)\s*:?\s+[`'\"]?"
                            r"([A-Za-z_][\w.-]{0,40}(?:,[A-Za-z_][\w.-]{0,40}){1,15}(?![\w.-])|"
                            rf"[A-Za-z_][\w.-]{{0,40}}{_FORMAT_NOTE}(?:,\s+[A-Za-z_][\w.-]{{0,40}}{_FORMAT_NOTE}(?=,|\s*[.;:)\n]|\s*$)){{1,15}})",
                            re.I)
#: ... or in words: "with two columns, loan_id and charge, one row per loan", "columns: truck, sales
#: and total", "with columns truck and total_sales (two decimals)".
_COUNT = r"(?:two|three|four|five|six|seven|eight|nine|ten|\d+)"
_NAME = rf"[A-Za-z_][\w.-]{{0,40}}{_FORMAT_NOTE}"
_WORDED_HEADER = re.compile(rf"\b(?:(?:{_COUNT}\s+)(?:columns|fields)\s*[:,]?|(?:columns|fields)\s*:|with\s+(?:the\s+)?"
                            rf"(?:columns|fields))\s+[`'\"]?({_NAME}(?:,\s+{_NAME}){{0,14}},?\s+and\s+{_NAME})"
                            r"(?=\s*(?:[,.;:)\n]|$))", re.I)
HEADER_NOTE = ("{path} should begin with the header line `{header}` (the task's columns), then one comma-separated "
               "row per line; its first line is {first!r}. Write it with csv.writer (writerow({cells}) first, then "
               "one writerow per row) and run it again; if the file is right as it is, reply `DONE:`.")


#: A file named as the layout of the output: "same layout as reports/may.csv", "in the format of
#: a.csv", "laid out like a.csv", "with the columns of a.csv", "matching a.csv's columns".
_LAYOUT_OF = re.compile(r"(?:\b(?:layout|format|columns|headers?|header\s+row|structure)\s+(?:as|like|of)|"
                        r"\b(?:laid\s+out|formatted|set\s+out)\s+(?:just\s+|exactly\s+)?(?:as|like)|\bmatching)"
                        r"\s+(?:the\s+(?:one\s+in\s+)?)?[`'\"]?([\w./-]+\.(?:csv|tsv))\b", re.I)


def layout_template(root: Path, objective: str, rel: str) -> tuple[str, list[str], list[str]] | None:
    """The file the objective names as the layout of the CSV (or TSV) output `rel` ("Same layout as
    reports/may.csv, saved as reports/june.csv"), with its header's cells and its first data row's
    cells: (template, header, row). None when no such file is named, it is `rel` itself, or its
    first line is no header (a cell of it a number). A probe's script wrote the rows of a monthly
    report without the header line of the month before, the layout it was asked for."""
    if not rel.lower().endswith((".csv", ".tsv")) or rel.rsplit("/", 1)[-1] not in objective:
        return None
    m = _LAYOUT_OF.search(objective)
    if m is None or m.group(1).lower().rsplit(".", 1)[-1] != rel.lower().rsplit(".", 1)[-1]:
        return None
    name = m.group(1).removeprefix("./")
    base = Path(os.path.realpath(root))
    path = Path(os.path.realpath(base / name))
    if not path.is_relative_to(base) or not path.is_file() or name == rel:
        return None
    sep = "\t" if rel.lower().endswith(".tsv") else ","
    lines = [ln for ln in (_head_text(path) or "").splitlines() if ln.strip()]
    if len(lines) < 2:
        return None
    try:
        header, row = list(csv.reader(lines[:2], delimiter=sep))
    except (csv.Error, ValueError):
        return None
    header = [c.strip() for c in header]
    if len(header) < 2 or any(not c or number(c) is not None for c in header):
        return None
    return name, header, [c.strip() for c in row]


def _head_text(path: Path, limit: int = 8192) -> str | None:
    try:
        with path.open("rb") as f:
            return f.read(limit).decode("utf-8-sig", "replace")
    except OSError:
        return None


def stated_header(objective: str, rel: str, root: Path | None = None) -> list[str] | None:
    """The columns the objective gives the CSV (or TSV) output `rel` ("write a.csv with the columns
    customer,pallets, largest total first" -> ['customer', 'pallets']), or None. Only for a task
    with one such header and the output named in it. With `root`, a file the objective names as
    the output's layout gives its header when the objective states none (`layout_template`)."""
    return _output_header(objective, rel, root)[0]


def _output_header(objective: str, rel: str, root: Path | None) -> tuple[list[str] | None, str | None]:
    """`stated_header`'s cells and, when they are a layout file's header, that file's path."""
    if not rel.lower().endswith((".csv", ".tsv")) or rel.rsplit("/", 1)[-1] not in objective:
        return None, None
    if root is not None and not _STATED_HEADER.search(objective) and not _WORDED_HEADER.search(objective):
        template = layout_template(root, objective, rel)
        if template is not None:
            return template[1], template[0]
    stated = _STATED_HEADER.findall(objective) or [re.sub(r",?\s+and\s+(?!.*\sand\s)", ", ", m)
                                                   for m in _WORDED_HEADER.findall(objective)]
    if len(stated) != 1:
        return None, None
    # Written without spaces ("order_id,total, only for ..."), the header ends at the first ", ".
    cells = [re.sub(r"\s*\([^()]*\)", "", c).strip().rstrip(".") for c in stated[0].split(",")]
    return (None, None) if any(not c for c in cells) else (cells, None)


def header_slip(objective: str, text: str, rel: str, root: Path | None = None) -> str | None:
    """HEADER_NOTE when the objective names the columns of a CSV and the written file's first line
    is not that header (a model saved its printed `name value` lines as the CSV). Only for a task
    with one such header and one CSV output named in it. With `root`, the header of a file named
    as the output's layout counts as stated (`layout_template`)."""
    cells, template = _output_header(objective, rel, root)
    if cells is None:
        return None
    sep = "\t" if rel.lower().endswith(".tsv") else ","
    first = next((ln for ln in text.splitlines() if ln.strip()), "")
    got = [c.strip().strip('"').lower() for c in first.split(sep)]
    if got == [c.lower() for c in cells]:
        return None
    note = HEADER_NOTE.format(path=rel, header=sep.join(cells), first=first[:120], cells=cells)
    return note.replace("(the task's columns)", f"(the header of {template}, the layout asked for)") if template else note


def header_fix(root: Path, objective: str, text: str, rel: str) -> str | None:
    """`text` with the header line of the file named as its layout put first, when the rows under
    it are that file's rows in shape (as many cells, a number where its first row has one and
    text where it has text) and no line of `text` is that header; None otherwise. The host
    writes it without a model turn: the rows are the script's own, the header the template's."""
    template = layout_template(root, objective, rel)
    if template is None:
        return None
    _, header, row = template
    sep = "\t" if rel.lower().endswith(".tsv") else ","
    lines = [ln for ln in text.splitlines() if ln.strip()]
    try:
        rows = list(csv.reader(lines, delimiter=sep))
    except csv.Error:
        return None
    wanted = [c.lower() for c in header]
    kinds = [number(c) is not None for c in row]
    if not rows or any(len(r) != len(header) for r in rows) or any([c.strip().lower() for c in r] == wanted for r in rows):
        return None
    if any([number(c.strip()) is not None for c in r] != kinds for r in rows):
        return None
    return sep.join(header) + "\n" + "\n".join(lines) + "\n"


#: How much of a stated output the host keeps from before the task's first command (for
#: `duplicated_lines`): small text files only.
BEFORE_BYTES = 32 * 1024
DUPLICATED_NOTE = ("{path} now has the line {line!r} {n} times (before this task: {m}): the change reached lines the "
                   "task does not mean (a name that only contains the one the task names matched too?). The lines it "
                   "replaced were: {removed}. Put them back as they were with an ```edit block (SEARCH the lines as "
                   "they are now, REPLACE with the old lines and only the line the task means changed); if the file "
                   "is right as it is, reply `DONE:`.")


def duplicated_lines(before: str, after: str, rel: str) -> str | None:
    """DUPLICATED_NOTE when a change made one line appear more often than before, twice or more,
    while lines that were there are gone (a script replaced every line containing `name` with
    `name==2.0`, look-alike names' lines too). None otherwise."""
    old = Counter(ln.strip() for ln in before.splitlines() if ln.strip())
    new = Counter(ln.strip() for ln in after.splitlines() if ln.strip())
    removed = list((old - new).elements())
    grown = [(ln, n) for ln, n in new.items() if n >= 2 and n > old.get(ln, 0) and not ln.startswith(("#", ";", "//"))]
    if not grown or not removed:
        return None
    line, n = max(grown, key=lambda g: g[1] - old.get(g[0], 0))

    def name(ln: str) -> str:
        m = re.match(r"[^\s=:<>!~]+", ln)
        return m.group(0).lower() if m else ln

    if all(name(r) == name(line) for r in removed):
        return None  # one setting given one value in several places ("x = 3" in two sections)
    return DUPLICATED_NOTE.format(path=rel, line=line[:120], n=n, m=old.get(line, 0),
                                  removed="; ".join(repr(r[:100]) for r in removed[:6]))


#: "Tell me how many keys you added", "how many lines were appended", "how many new entries".
_ADDED_ASKED = re.compile(r"\bhow\s+many\b[^.?!\n]{0,60}?\b(?:add(?:ed|s)?|append\w*|insert\w*|wr(?:ote|itten)|"
                          r"creat\w*|new)\b", re.I)
_COUNT_ANSWER = re.compile(r"^ANSWER:[ \t]*\D{0,40}?(\d+)\b(?!\.\d)[^\n\d]*$", re.M)
ADDED_COUNT_NOTE = ("The script printed `ANSWER: {said}`, but it added {k} line{s} to {path} ({lines}), and the task asks "
                    "how many were added. Do not run it again ({path} holds them now): reply `DONE:` with {k} and "
                    "what was added, or with a corrected block if a line is wrong.")


def added_count_slip(before: str, after: str, rel: str, printed: str, objective: str) -> str | None:
    """ADDED_COUNT_NOTE when the task asks how many things its change adds, the change only added
    lines to `rel` (none removed; blank and comment lines aside), and the one count the script
    printed on an `ANSWER:` line is not their number: a development trace's script appended the
    three missing keys and printed the length of another, empty, list (`ANSWER: 0`). None otherwise."""
    if not _ADDED_ASKED.search(objective):
        return None
    counts = set(_COUNT_ANSWER.findall(printed))  # the same line printed twice is one count
    if len(counts) != 1 or len(_ANSWER_LINE_ANY.findall(printed)) != len(_COUNT_ANSWER.findall(printed)):
        return None
    old = Counter(ln.strip() for ln in before.splitlines() if ln.strip())
    new = Counter(ln.strip() for ln in after.splitlines() if ln.strip())
    if old - new:
        return None
    added = [ln for ln in (new - old).elements() if not ln.startswith(("#", ";", "//"))]
    said = int(next(iter(counts)))
    if not added or said == len(added):
        return None
    k = len(added)
    return ADDED_COUNT_NOTE.format(said=said, k=k, s="" if k == 1 else "s", path=rel,
                                   lines=", ".join(repr(ln[:60]) for ln in added[:6]) + (", ..." if k > 6 else ""))


_ANSWER_LINE_ANY = re.compile(r"^ANSWER:", re.M)


#: A line format the objective spells out in backticks with slots: "one line per item as
#: `- [ ] <item text> (<file>)`", "each line `<name>: <count>`".
_LINE_TEMPLATE = re.compile(r"`([^`\n]{0,160}<[^<>`\n]{1,60}>[^`\n]{0,160})`")
_SLOT = re.compile(r"<([^<>`\n]{1,60})>")
LINE_TEMPLATE_NOTE = ("{path} has {k} of its {n} lines not in the form the task gives, `{template}`: {lines}. Write "
                      "each line with every part of that form, e.g. f\"{fstring}\", and run it again; if the file is "
                      "right as it is, reply `DONE:`.")


def _line_rx(template: str) -> re.Pattern[str]:
    out, at = "", 0
    for m in _SLOT.finditer(template):
        out += re.escape(template[at:m.start()]) + r".+?"
        at = m.end()
    out += re.escape(template[at:])
    return re.compile(re.sub(r"(?:\\ )+", r"\\s+", out.strip()))


def _slot_name(slot: str) -> str:
    words = re.findall(r"[A-Za-z]+", slot)[:3] or ["value"]
    return "_".join(w.lower() for w in words)


#: Written files that are data, with checks of their own: the line checks of text files leave them.
_DATA_OUTPUTS = (".csv", ".tsv", ".json", ".jsonl", ".docx", ".xlsx")


def line_template_slip(objective: str, text: str, rel: str) -> str | None:
    """LINE_TEMPLATE_NOTE when the objective gives the form of the lines it asks for (a backticked
    template with `<slot>`s and the word "line") and lines of the written text file are not in it
    (a model wrote the item without the file after it, or `*` where the form has `-`). Headings and
    blank lines are not items. None for data files (CSV, JSON: their own checks) or no template."""
    if rel.lower().endswith(_DATA_OUTPUTS):
        return None
    if not re.search(r"\blines?\b", objective, re.I):
        return None
    templates = [t.strip() for t in _LINE_TEMPLATE.findall(objective) if t.strip()]
    if not templates:
        return None
    patterns = [_line_rx(t) for t in templates]
    heading = not any(t.startswith("#") for t in templates)
    lines = [ln.strip() for ln in text.splitlines() if ln.strip() and not (heading and ln.lstrip().startswith("#"))]
    off = [ln for ln in lines if not any(p.fullmatch(ln) for p in patterns)]
    if not lines or not off:
        return None
    template = templates[0]
    fstring = _SLOT.sub(lambda m: "{" + _slot_name(m.group(1)) + "}", template).replace('"', '\\"')
    shown = "; ".join(repr(ln[:100]) for ln in off[:3]) + (f" and {len(off) - 3} more" if len(off) > 3 else "")
    return LINE_TEMPLATE_NOTE.format(path=rel, k=len(off), n=len(lines), template=template, lines=shown,
                                     fstring=fstring)


#: A date format an objective spells out ("as YYYY-MM-DD", "in DD/MM/YYYY form").
_DATE_FORMAT = re.compile(r"\b(YYYY[-/.]MM[-/.]DD|DD[-/.]MM[-/.]YYYY|MM[-/.]DD[-/.]YYYY|YYYY[-/.]MM)\b")
#: "one date per line", "one per line": a line that holds the date alone.
_ONE_DATE_PER_LINE = re.compile(r"\bone\s+(?:date|day)\s+(?:per|a|on\s+each)\s+line\b|\b(?:dates?|days?)\s*,?\s+one\s+"
                                r"(?:per|a)\s+line\b", re.I)
_OLDEST_FIRST = re.compile(r"\b(?:oldest|earliest)\s+first\b|\bin\s+(?:date|chronological)\s+order\b|\bchronologically\b",
                           re.I)
_NEWEST_FIRST = re.compile(r"\b(?:newest|latest|most\s+recent)\s+first\b|\breverse\s+chronological", re.I)
DATE_LINES_NOTE = ("{path} does not hold its dates the way the task asks ({how}): {lines}. Write the dates "
                   "{fix} (e.g. `f.write(d.strftime('{strf}') + '\\n')` for each date d, sorted) and run it again.")


def date_format(token: str) -> tuple[str, str]:
    """A spelled-out date format ("YYYY-MM-DD") as a regular expression of its dates and as the
    strftime pattern that writes them."""
    rx = re.escape(token).replace("YYYY", r"\d{4}").replace("MM", r"\d{2}").replace("DD", r"\d{2}")
    return rx, token.replace("YYYY", "%Y").replace("MM", "%m").replace("DD", "%d")


def date_lines_slip(objective: str, text: str, rel: str) -> str | None:
    """DATE_LINES_NOTE when the objective spells out a date format for the lines of a text file
    ("one date per line as YYYY-MM-DD, oldest first") and the written lines are not in it — a line
    with more than the date when it asks one date per line, a date in another form — or not in the
    date order it asks. From a probe trace: "2025-03-26: 3" lines, newest before oldest, and the
    host finished on them."""
    if rel.lower().endswith(_DATA_OUTPUTS):
        return None
    m = _DATE_FORMAT.search(objective)
    if m is None:
        return None
    token = m.group(1)
    rx, strf = date_format(token)
    alone = bool(_ONE_DATE_PER_LINE.search(objective))
    lines = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if not lines:
        return None
    bad = [ln for ln in lines if not (re.fullmatch(rx, ln) if alone else re.search(rf"(?<!\d){rx}(?!\d)", ln))]
    if bad:
        shown = "; ".join(repr(ln[:60]) for ln in bad[:3]) + (f" and {len(bad) - 3} more" if len(bad) > 3 else "")
        how = f"one date per line as {token}" if alone else f"dates as {token}"
        return DATE_LINES_NOTE.format(path=rel, how=how, lines=f"{len(bad)} of {len(lines)} lines are not, e.g. {shown}",
                                      fix=f"as {token}" + (", nothing else on the line" if alone else ""), strf=strf)
    newest = bool(_NEWEST_FIRST.search(objective))
    if not newest and not _OLDEST_FIRST.search(objective):
        return None
    # Each line's date as (year, month, day), whatever order the format writes them in.
    order = [token.replace("/", "-").replace(".", "-").split("-").index(x) for x in ("YYYY", "MM", "DD") if x in token]
    keys = []
    for ln in lines:
        found = re.search(rx, ln)
        parts = re.findall(r"\d+", found.group(0)) if found else []
        keys.append(tuple(int(parts[i]) for i in order))
    wrong = next((i for i in range(1, len(keys)) if (keys[i] > keys[i - 1] if newest else keys[i] < keys[i - 1])), None)
    if wrong is None:
        return None
    how = "newest first" if newest else "oldest first"
    return DATE_LINES_NOTE.format(path=rel, how=how, lines=f"{lines[wrong]!r} comes after {lines[wrong - 1]!r}",
                                  fix=f"{how}", strf=strf)


IP_LINES_NOTE = ("{path} should hold one IP address per line, as the task asks, but {k} of its {n} lines are not one, "
                 "e.g. {shown}. Take each address from the lines that name one (records() gives a log line's first "
                 "address as r['ip']) and run it again.")
#: "one IP per line", "every IP address ..., one per line".
_IP_PER_LINE = re.compile(r"\bone\s+IP(?:\s+address)?\s+(?:per|a|on\s+each)\s+line\b|\bIP\s+address(?:es)?\b.{0,120}?\bone\s+"
                          r"(?:per|a)\s+line\b|\bIPs\b.{0,120}?\bone\s+(?:per|a)\s+line\b", re.I | re.S)


def ip_lines_slip(objective: str, text: str, rel: str) -> str | None:
    """IP_LINES_NOTE when the objective asks for one IP address per line of a text file and some
    written lines are no address: a probe's blocklist held the word 'password' (an auth log's 7th
    word), and the host would have finished on it."""
    if rel.lower().endswith(_DATA_OUTPUTS) or not _IP_PER_LINE.search(objective or ""):
        return None
    lines = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    bad = [ln for ln in lines if first_ip(ln) != ln]
    if not lines or not bad:
        return None
    shown = "; ".join(repr(ln[:60]) for ln in bad[:3])
    return IP_LINES_NOTE.format(path=rel, k=len(bad), n=len(lines), shown=shown)


COLUMN_DATES_NOTE = ("{path}'s column {column} does not hold dates as {token}, which the task asks of it: {k} of its "
                     "{n} values are not, e.g. {shown}. Write each row's {column} as a date in that form (e.g. "
                     "`d.strftime('{strf}')` of the date it stands for) and run it again.")


def column_dates_slip(objective: str, text: str, rel: str) -> str | None:
    """COLUMN_DATES_NOTE when the objective gives a written CSV's column a date format
    ("last_inspection (date as YYYY-MM-DD)": the column named right before the format) and
    values of that column are not dates in it. From a probe trace: a script wrote each hive's
    status into its last_inspection column, and the host finished on it."""
    if not rel.lower().endswith((".csv", ".tsv")):
        return None
    m = _DATE_FORMAT.search(objective)
    if m is None:
        return None
    rows = _table_rows(text, rel)
    if len(rows) < 2:
        return None
    before = objective[: m.start()]
    # The header whose name ends nearest before the format, at most a few words before it.
    near = [(m.start() - hit.end(), col, name.strip()) for col, name in enumerate(rows[0]) if name.strip()
            for hit in re.finditer(rf"(?<![\w-]){re.escape(name.strip())}(?![\w-])", before, re.I)]
    near = [n for n in near if n[0] <= 24 and not re.search(r"[.;:!?]", before[m.start() - n[0]:])]
    if not near:
        return None
    _, col, name = min(near)
    token = m.group(1)
    rx, strf = date_format(token)
    values = [r[col].strip() for r in rows[1:] if len(r) > col and r[col].strip()]
    bad = [v for v in values if not re.fullmatch(rx, v)]
    if not bad:
        return None
    shown = ", ".join(repr(v[:40]) for v in bad[:3])
    return COLUMN_DATES_NOTE.format(path=rel, column=name, token=token, k=len(bad), n=len(values), shown=shown,
                                    strf=strf)


#: "ISO week" in an objective, and a script that formats weeks with %U / %W (weeks counted from
#: the first Sunday / Monday of the year: week 00 exists, the year is the calendar year).
_ISO_WEEK = re.compile(r"\bISO[\s-]*(?:8601\s+)?weeks?\b", re.I)
_NON_ISO_WEEK = re.compile(r"%[UW]")
ISO_WEEK_NOTE = ("The task asks for ISO weeks, and the script formats weeks with `{fmt}`, which is not the ISO week "
                 "(it counts from the year's first Sunday or Monday, so it has a week 00). Use `d.strftime('%G-W%V')` "
                 "(ISO year and ISO week) or `d.isocalendar()`, and run it again.")


def iso_week_slip(objective: str, code: str) -> str | None:
    """ISO_WEEK_NOTE when the objective asks for ISO weeks and the script formats with %U or %W."""
    if not code or not _ISO_WEEK.search(objective):
        return None
    m = _NON_ISO_WEEK.search(code)
    return ISO_WEEK_NOTE.format(fmt=m.group(0)) if m else None


DAY_BOUND_NOTE = ("`{shown}` compares a date and time with a bare day: {example!r} is after {day!r} as text, so "
                  "nothing on {day} passes. Compare the day part: `{field}[:10] {op} {day!r}`, and run it again.")
_BARE_DAY = re.compile(r"\d{4}-\d\d-\d\d")


def day_bound_slip(root: Path, code: str) -> str | None:
    """DAY_BOUND_NOTE when a script bounds a field above by a bare ISO day (`r['timestamp'] <=
    '2025-03-12'`, or `'2025-03-12' >= ...`, chained too) and that field of the data it reads
    holds dates with times: the last day is left out. A probe's script pulled the error lines
    "between 10 and 12 March (both included)" with `'2025-03-10' <= ts <= '2025-03-12'`."""
    tree = _tree(code)
    if tree is None or not _BARE_DAY.search(code):
        return None
    bounds: list[tuple[str, str, str, str]] = []  # (field, op, day, shown)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        items = [node.left, *node.comparators]
        for i, op in enumerate(node.ops):
            left, right = items[i], items[i + 1]
            for expr, day, upper in ((left, right, isinstance(op, ast.LtE)), (right, left, isinstance(op, ast.GtE))):
                if (upper and isinstance(day, ast.Constant) and isinstance(day.value, str)
                        and _BARE_DAY.fullmatch(day.value) and (field := _field_of(expr))):
                    bounds.append((field, ast.unparse(expr), day.value, ast.unparse(node)))
    if not bounds:
        return None
    root = Path(os.path.realpath(root))
    for _, found in _data_records(root, named_files(root, tree, LINT_BYTES)[:LINT_FILES]):
        for field, expr, day, shown in bounds:
            timed = next((str(r.get(field)) for r in found[:200] if isinstance(r.get(field), str)
                          and len(r[field]) > 10 and _BARE_DAY.fullmatch(r[field][:10])), None)
            if timed:
                example = day + timed[10:]
                return DAY_BOUND_NOTE.format(shown=shown, example=example, day=day, field=expr, op="<=")
    return None


MONTH_SCOPE_NOTE = ("{where} holds {n} date(s) outside {month} ({shown}), and the task asks for dates in {month} "
                    "only: keep the dates that start with {prefix!r} (filter before you write), and run it again.")
_ISO_DAY = re.compile(r"(?<![\d-])(\d{4})-(\d\d)-(\d\d)(?![\d-])")


def month_scope_slip(objective: str, text: str, where: str) -> str | None:
    """MONTH_SCOPE_NOTE when the objective asks about one month ("every date in March 2025",
    "during February 2025"), names no other month and year, and `text` (a written file, or a
    question's printed answer) holds ISO dates outside it: a probe's script wrote the failed
    backups of every day its logs held, from late February to early April."""
    asked = months_in(objective)
    if len(asked) != 1 or months_in(objective, MONTH_YEAR) != asked:
        return None
    (year, number), = asked
    prefix = f"{year}-{number:02d}"
    days = [m.group(0) for m in _ISO_DAY.finditer(text or "")]
    outside = list(dict.fromkeys(d for d in days if not d.startswith(prefix)))
    if not days or not outside:
        return None
    month = month_said(year, number)
    return MONTH_SCOPE_NOTE.format(where=where, n=len(outside), month=month, prefix=prefix,
                                   shown=", ".join(outside[:3]) + (", ..." if len(outside) > 3 else ""))


ONE_DAY_NOTE = ("The task asks about the whole of {month}, and the script keeps only the records of one day of it: "
                "`{shown}`. Keep every record of the month — `{field}[:7] == {prefix!r}` — and run it again.")
#: A day of a month written out: "2 May", "May 2nd", "the 2nd of May".
_DAY_OF_MONTH = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + MONTH_WORD + r"\b|\b" + MONTH_WORD
                           + r"\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\d)", re.I)


def one_day_fix(objective: str, code: str) -> tuple[str, str] | None:
    """(the comparison as the script writes it, the month's test) for `one_day_slip`'s script: what
    the host puts in its place to run the script again (guided/terminal.py `host_save`)."""
    found = _one_day(objective, code)
    if found is None:
        return None
    node, other, prefix, _month = found
    return node, f"str({other})[:7] == {prefix!r}"


def one_day_slip(objective: str, code: str) -> str | None:
    found = _one_day(objective, code)
    if found is None:
        return None
    node, other, prefix, month = found
    return ONE_DAY_NOTE.format(month=month, shown=node, field=other, prefix=prefix)


def _one_day(objective: str, code: str) -> tuple[str, str, str, str] | None:
    """ONE_DAY_NOTE when the objective asks about one whole month ("completed in May 2025"), names
    no day, and the script tests a date for equality with one day of that month
    (`j['completed'] == '2025-05-02'`): a probe's script kept the first completed job it had seen in
    the preview, and answered with its price alone."""
    asked = months_in(objective)
    if len(asked) != 1 or _DAY_OF_MONTH.search(objective or "") or _ISO_DAY.search(objective or ""):
        return None
    (year, number), = asked
    prefix = f"{year}-{number:02d}"
    tree = _tree(code)
    if tree is None:
        return None
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq)):
            continue
        left, right = node.left, node.comparators[0]
        day, other = (left, right) if isinstance(left, ast.Constant) else (right, left)
        if not (isinstance(day, ast.Constant) and isinstance(day.value, str)):
            continue
        m = _ISO_DAY.fullmatch(day.value.strip())
        if m is None or f"{m.group(1)}-{m.group(2)}" != prefix:
            continue
        segment = ast.get_source_segment(code, node) or ast.unparse(node)
        return segment, ast.get_source_segment(code, other) or ast.unparse(other), prefix, \
            month_said(year, number)
    return None


DATE_SCOPE_NOTE = ("The task asks about {span} only, and the script tests no date: it counts every record of every "
                   "day in {files}. Keep the records whose date is in the span — `{low!r} <= r[{field!r}][:10] <= "
                   "{high!r}` — and run it again.")
_MONTH_ONLY = MONTH_WORD + r"\b"
_ORD = r"(\d{1,2})(?:st|nd|rd|th)?"
#: A span of days of one month: "between 2 and 9 March", "2-9 March", "from the 3rd to the 9th of June".
_DAY_SPAN = re.compile(r"\b(?:between\s+(?:the\s+)?" + _ORD + r"\s+and\s+(?:the\s+)?" + _ORD
                       + r"|(?:from\s+(?:the\s+)?)?" + _ORD + r"\s*(?:-|–|to|until|till|through)\s*(?:the\s+)?" + _ORD
                       + r")\s+(?:of\s+)?" + _MONTH_ONLY, re.I)
#: A whole month with no year: "in March", "during February", "for June".
_MONTH_SPAN = re.compile(r"\b(?:in|during|for|throughout)\s+(?:the\s+month\s+of\s+)?" + _MONTH_ONLY + r"(?!\s+\d)", re.I)
#: What in a script tests a date: an ISO date or month, a month's name, a datetime.
_TESTS_DATE = re.compile(r"\d{4}-\d\d|\b(?:datetime|date|strptime|fromisoformat|month|day)\b"
                         r"|['\"](?:[^'\"]*\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)", re.I)


def date_scope_slip(root: Path, code: str, objective: str) -> str | None:
    """DATE_SCOPE_NOTE when the objective names a span of days of one month ("between 1 and 14
    March inclusive") or a whole month without its year ("in March"), the script names data files
    whose records carry ISO dates of one year for that month (a `timestamp` or `date` field), and
    its code tests no date at all: a probe's script counted every camera dropout its rotated logs
    held, February and the 15th-16th March too."""
    span = _DAY_SPAN.search(objective or "")
    whole = _MONTH_SPAN.search(objective or "") if span is None else None
    if (span is None and whole is None) or _TESTS_DATE.search(code or "") or "[:7]" in (code or ""):
        return None
    tree = _tree(code)
    if tree is None:
        return None
    m = span or whole
    assert m is not None
    word = m.group(m.lastindex or 1).lower()
    month = month_number(word[:3])
    if month is None:
        return None
    if span is not None:
        a, b = [int(g) for g in span.groups()[:4] if g is not None][:2]
    else:
        a, b = 1, 31
    if not (1 <= a <= b <= 31):
        return None
    root = Path(os.path.realpath(root))
    years: set[str] = set()
    field = ""
    read: list[str] = []
    for rel, found in _data_records(root, named_files(root, tree, LINT_BYTES)[:LINT_FILES]):
        for rec in found[:LINT_RECORDS]:
            for k, v in rec.items():
                got = _ISO_DAY.match(str(v)) if isinstance(v, str) and isinstance(k, str) else None
                if got and int(got.group(2)) == month:
                    years.add(got.group(1))
                    field = field or k
        read.append(rel)
    if len(years) != 1 or not field:
        return None
    year = years.pop()
    low, high = f"{year}-{month:02d}-{a:02d}", f"{year}-{month:02d}-{b:02d}"
    shown = f"{a}-{b} {month_said(int(year), month)}" if span else month_said(int(year), month)
    return DATE_SCOPE_NOTE.format(span=shown, files=", ".join(read[:2]) + (" and more" if len(read) > 2 else ""),
                                  low=low, high=high, field=field)


STATUS_CLASS_NOTE = ("The task says {cls}: every status from {low} to {high}, not {low} alone. The script tests "
                     "`{shown}`; test `{low} <= status <= {high}` (or `status // 100 == {digit}`) and run it again.")
#: An HTTP status class in the objective's words ("5xx", "4XX errors").
_STATUS_CLASS = re.compile(r"\b([1-5])xx\b", re.I)


def status_class_slip(objective: str, code: str) -> str | None:
    """STATUS_CLASS_NOTE when the objective names a status class (`5xx`) and the script tests its
    first code alone (`== 500`, `== '500'`) and no other of the class: a probe's script counted the
    5xx responses of an access log as those equal to 500 and missed the 502s and 503s."""
    classes = {m.group(1) for m in _STATUS_CLASS.finditer(objective or "")}
    tree = _tree(code) if classes and code else None
    if tree is None:
        return None
    numbers = {int(n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant)
               and ((type(n.value) is int) or (isinstance(n.value, str) and n.value.isdigit() and len(n.value) == 3))}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq)):
            continue
        for side in (node.left, node.comparators[0]):
            if not isinstance(side, ast.Constant):
                continue
            try:
                value = int(side.value)
            except (TypeError, ValueError):
                continue
            digit = str(value // 100)
            others = {v for v in numbers if v // 100 == value // 100 and v != value}
            if value % 100 == 0 and digit in classes and not others:
                return STATUS_CLASS_NOTE.format(cls=f"{digit}xx", low=value, high=value + 99, digit=digit,
                                                shown=ast.unparse(node))
    return None


PRODUCT_NOTE = ("The task says {said}, but your script never reads {missing!r}: each record's figure is its "
                "{a!r} times its {b!r} (`r[{a!r}] * r[{b!r}]`). Use that product where you add up or compare, and run "
                "it again; if your script already does, reply `DONE:` with your result.")
#: A product the objective spells out: "pages x copies", "hours times rate", "qty multiplied by price".
_PRODUCT = re.compile(r"\b([A-Za-z][\w-]*)(?:\s+(?:x|times|multiplied\s+by)\s+|\s*[×*]\s*)(?:the\s+|its\s+|their\s+)?"
                      r"([A-Za-z][\w-]*)\b", re.I)


def product_slip(root: Path, code: str, objective: str) -> str | None:
    """PRODUCT_NOTE when the objective gives a figure as a product of two fields ("a job uses pages x
    copies sheets") that are both fields of the data the script reads, and the script names one and
    never the other: a probe's script added up pages alone. None otherwise."""
    found = [m for m in _PRODUCT.finditer(objective or "") if m.group(1).lower() != m.group(2).lower()]
    if not found or not code:
        return None
    fields = _source_fields(root, code)
    tree = _tree(code)
    if not fields or tree is None:
        return None
    named = {squashed(n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    named |= {squashed(n.attr) for n in ast.walk(tree) if isinstance(n, ast.Attribute)}

    def field(word: str) -> str | None:
        for key in (squashed(word), squashed(word[:-1]) if word.lower().endswith("s") else "",
                    squashed(word + "s")):
            if key and key in fields:
                return key
        return None

    for m in found:
        a, b = field(m.group(1)), field(m.group(2))
        if a is None or b is None:
            continue
        missing = [k for k in (a, b) if k not in named]
        if len(missing) == 1:
            return PRODUCT_NOTE.format(said=repr(m.group(0)), missing=fields[missing[0]][0], a=fields[a][0],
                                       b=fields[b][0])
    return None


VARIANT_LINES_NOTE = ("{path} has a line for each of {variants}: the data writes the same value in more than one way "
                      "(case, spaces), and they were counted apart. If they mean the same, group by the value as "
                      "`' '.join(v.split()).lower()` and write each once{named}, and run it again; if they are "
                      "different things, reply `DONE:`.")
_LINE_LABEL = re.compile(r"^\s*(?:[-*•]\s+|\d{1,3}[.)]\s+)?([^:,\t|=]{1,80}?)\s*(?:[:,\t|=]|$)")


def _label_key(label: str) -> str:
    """A label as two spellings of one value compare: spacing and case aside."""
    return " ".join(label.split()).casefold()


def _figure_labels(lines: list[str]) -> list[str]:
    """The labels of the lines that are a label and a short figure ("- Spin: 17 check-ins",
    "Spin,17"), as written; lines copied from a log go on with more than a figure and give none."""
    out = []
    for line in lines:
        m = _LINE_LABEL.match(line)
        rest = line[m.end():] if m else ""
        if m and re.search(r"[A-Za-z]", m.group(1)) and len(rest.strip()) <= 40 and re.search(r"\d", rest):
            out.append(m.group(1))
    return out


def variant_lines(text: str, rel: str, objective: str = "") -> str | None:
    """VARIANT_LINES_NOTE when two or more lines of a written summary start with labels that differ
    only in case or spacing ("Spin", "SPIN ", "spin") and go on with a short figure ("Spin: 17
    check-ins", "Spin,17"): a script grouped by the raw value of a column whose values are written
    in more than one way (a probe's report had 16 lines for 5 classes). Lines copied from a log go
    on with more than a figure, and are left alone; None otherwise."""
    labels: dict[str, list[str]] = {}
    for raw in _figure_labels(text.splitlines()[:2000]):
        if raw not in labels.setdefault(_label_key(raw), []):
            labels[_label_key(raw)].append(raw)
    split = [v for v in labels.values() if len(v) > 1]
    if not split:
        return None
    shown = "; ".join(", ".join(repr(x) for x in v[:4]) for v in split[:3])
    named = " under the name the task says to use" if re.search(r"\bas (?:written|spelled|named)\b", objective, re.I) else ""
    return VARIANT_LINES_NOTE.format(path=rel, variants=shown, named=named)


_ONE_ROW_PER = re.compile(r"\bone\s+(?:row|line|entry|record)\s+(?:per|for\s+each|for\s+every|for\s+each\s+of\s+the)\s+"
                          r"([A-Za-z][\w-]*)", re.I)
#: "each adult (on the rota)", "every member": the thing a count or total is asked for.
_EACH = re.compile(r"\b(?:each|every)\s+([A-Za-z][\w-]*)", re.I)
#: "each volunteer's mileage payment": a figure of each thing's own.
_EACH_OWN = re.compile(r"\b(?:each|every)\s+([A-Za-z][\w-]*)['’]s\b", re.I)
#: Words asking for a count or a total of each thing.
_HOW_MANY = re.compile(r"\bhow\s+(?:many|much)\b|\b(?:count|number|total)\s+of\b", re.I)
ONE_ROW_PER_NOTE = ("{path} has {dups}, and the task asks for one {unit} per {thing}: combine each {thing}'s rows "
                    "into one (add up their figures) and run it again; if the file is right as it is, reply `DONE:`.")


def one_row_per_slip(objective: str, text: str, rel: str) -> str | None:
    """ONE_ROW_PER_NOTE when the objective asks for "one row per volunteer" (line, entry) and the
    written CSV's column for that thing (its header, else the first column) — or a list's line
    labels — holds a value more than once: a probe's script wrote a row per claim, not per
    volunteer. None otherwise."""
    m = _ONE_ROW_PER.search(objective)
    if m is None and (_HOW_MANY.search(objective) or _EACH_OWN.search(objective)):
        # "make a CSV showing each adult and how many meetings they're down for", "each volunteer's
        # mileage payment": a count, total or figure per thing is one row per thing too, when the
        # file has the thing and its figure alone (two columns: no second grouping) — probes'
        # scripts wrote a row per meeting, and a row per trip.
        each = _EACH_OWN.search(objective) or _EACH.search(objective)
        if each and rel.lower().endswith((".csv", ".tsv")) and len(next(iter(text.splitlines()), "").split(
                "\t" if rel.lower().endswith(".tsv") else ",")) == 2:
            m = each
    if m is None:
        return None
    thing = m.group(1).lower()
    stem = thing[:-1] if thing.endswith("s") and len(thing) > 3 else thing
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if rel.lower().endswith((".csv", ".tsv")):
        if len(lines) < 3:
            return None
        try:
            rows = list(csv.reader(io.StringIO("\n".join(lines)), delimiter="\t" if rel.lower().endswith(".tsv") else ","))
        except csv.Error:
            return None
        header = [h.strip().lower() for h in rows[0]]
        col = next((i for i, h in enumerate(header) if h and (h.startswith(stem) or stem.startswith(h))), 0)
        values = [_label_key(r[col]) for r in rows[1:] if col < len(r) and r[col].strip()]
        shown = {_label_key(r[col]): r[col].strip() for r in rows[1:] if col < len(r)}
        unit = "row"
    else:
        labels = _figure_labels(lines)
        values = [_label_key(x) for x in labels]
        shown = {_label_key(x): x.strip() for x in labels}
        unit = "line"
    counts = Counter(values)
    dups = [(v, n) for v, n in counts.items() if n > 1]
    if not dups or len(values) < 2:
        return None
    said = "; ".join(f"{shown.get(v, v)!r} on {n} {unit}s" for v, n in dups[:3]) + (
        f" and {len(dups) - 3} more" if len(dups) > 3 else "")
    return ONE_ROW_PER_NOTE.format(path=rel, dups=said, unit=unit, thing=thing)


def _literal_items(line: str) -> tuple[str, list[str]] | None:
    """('list' | 'set' | 'tuple', its items) when a line is a Python literal of two or more
    strings or numbers, as `print(items)` shows it; else None."""
    line = line.strip()
    if len(line) > 20_000 or line[:1] not in "[{(" or line[-1:] not in "]})":
        return None
    try:
        value = ast.literal_eval(line)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    if isinstance(value, (list, set, tuple)) and len(value) >= 2 and all(
            isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in value):
        return type(value).__name__, [str(v) for v in (sorted(value, key=str) if isinstance(value, set) else value)]
    return None


def one_per_line_slip(objective: str, text: str, rel: str, scripts: list[str]) -> str | None:
    """A file written as one line where the objective asks for one item per line: a Python list or
    set as it prints, or by a script that joined its items with nothing between them
    (`''.join(...)`, `print(x, end='')`)."""
    if not _ONE_PER_LINE.search(objective):
        return None
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) != 1:
        return None
    items = _literal_items(lines[0])
    if items:
        # A Python list or set written as it prints (`{'a.b', 'c.d'}`): a probe's model wrote the
        # repr of the set its script printed.
        return ONE_PER_LINE_NOTE.format(path=rel, why=f"it holds a Python {items[0]} of {len(items[1])} items as it "
                                        f"prints, not the items ({', '.join(items[1][:3])}{', ...' if len(items[1]) > 3 else ''})")
    glued = next((m.group(0) for code in scripts for m in [_GLUED.search(code or "")] if m), None)
    if glued is None:
        return None
    return ONE_PER_LINE_NOTE.format(path=rel, why=f"the script joins them with nothing between them (`{glued.strip()}`)")


# --------------------------------------------------------------------------- a change beyond the files the task names

#: The kind of file a task acts on: "every .txt file", "all .log files", "*.csv", ".pdf files".
_KIND_OF_FILE = re.compile(r"(?:\*|\b(?:every|all|each|any|the|those|these|only)\s+(?:of\s+the\s+)?)\.(\w{1,6})\b"
                           r"|(?<![\w/])\.(\w{1,6})\s+files?\b", re.I)


def out_of_scope(objective: str, touched: list[str]) -> tuple[list[str], list[str]]:
    """(the file kinds the objective acts on, e.g. ['.txt'], the touched existing files that are
    none of them and that the objective does not name). ([], []) when it names no kind."""
    kinds = sorted({"." + (a or b).lower() for a, b in _KIND_OF_FILE.findall(objective)})
    if not kinds:
        return [], []
    low = objective.lower()
    outside = [p for p in touched
               if not p.lower().endswith(tuple(kinds)) and os.path.basename(p).lower() not in low]
    return kinds, outside


def joined_records(code: str) -> str | None:
    """The loop variable a script joins whole (`','.join(row)` inside `for row in rows:`), when
    the loop runs over records (`records(...)`, a csv.DictReader, a list of dicts): joining a dict
    gives its keys, so every line the script writes is the header again. None otherwise."""
    tree = _tree(code)
    if tree is None:
        return None
    def reads_records(node: ast.AST) -> bool:  # records(...), csv.DictReader(...)
        func = node.func if isinstance(node, ast.Call) else None
        return (getattr(func, "id", "") or getattr(func, "attr", "")) in ("records", "DictReader")

    dict_lists = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign) and reads_records(node.value)
                  for t in node.targets if isinstance(t, ast.Name)}
    for loop in ast.walk(tree):
        if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name)):
            continue
        source = loop.iter
        while isinstance(source, ast.Subscript):  # rows[1:]
            source = source.value
        over_records = (isinstance(source, ast.Name) and source.id in dict_lists) or reads_records(source)
        if not over_records:
            continue
        var = loop.target.id
        for node in ast.walk(loop):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "join"
                    and len(node.args) == 1 and isinstance(node.args[0], ast.Name) and node.args[0].id == var):
                return var
    return None


# --------------------------------------------------------------------------- lines that were to be copied as they are

COPIED_LINES_NOTE = ("{path} should hold lines copied exactly as they are, but {n} of its {total} lines are in none of "
                     "the files the script read (e.g. {line!r}{src}). Write each line as it is in its file (a log "
                     "record's 'text' is its whole line; a line read with open() keeps it) and run it again.")
_VERBATIM = re.compile(r"\b(?:exactly as (?:they|it) (?:are|is|appears?|were|was)|as they are|verbatim|as-is|"
                       r"word for word|unchanged)\b", re.I)


STALE_COLUMN_NOTE = ("{path}'s {column!r} column holds {value!r} in every one of its {n} rows, while the data the "
                     "script reads has {m} different {field!r} values ({examples}): one record's value (the last a loop "
                     "saw) was written for every row. Take it from each row's own record and run it again; if the file "
                     "is right as it is, reply `DONE:`.")
FOREIGN_COLUMN_NOTE = ("{path}'s {column!r} column holds {values}, none of which is a {field!r} value of the data the "
                       "script reads ({examples}): write each row's own {field!r} value and run it again; if the "
                       "file is right as it is, reply `DONE:`.")


def _source_fields(root: Path, code: str) -> dict[str, tuple[str, list[str]]]:
    """The text values of each field of the data files a script names (a folder or a glob: the
    files in it), by `_field_key` -> (the field as written, its distinct values in order); a
    two-column table of labels and values (a form: Field / Details) gives each label as a field."""
    tree = _tree(code)
    if tree is None:
        return {}
    root = Path(os.path.realpath(root))
    fields: dict[str, tuple[str, list[str]]] = {}

    def add(name: Any, value: Any) -> None:
        if not isinstance(name, str) or name.startswith("_") or value is None or isinstance(value, (dict, list)):
            return
        text = " ".join(str(value).split())
        if not text:
            return
        got = fields.setdefault(squashed(name), (name, []))
        if text not in got[1] and len(got[1]) < 200:
            got[1].append(text)

    for _, found in _data_records(root, named_files(root, tree, LINT_BYTES)[:LINT_FILES * 4]):
        for rec in found[:LINT_RECORDS]:
            keys = [k for k in rec if isinstance(k, str) and not k.startswith("_")]
            for k in keys:
                add(k, rec[k])
            if len(keys) == 2 and isinstance(rec[keys[0]], str):
                add(rec[keys[0]], rec[keys[1]])  # a form's label and its value
    return fields


def _source_of(column: str, fields: dict[str, tuple[str, list[str]]]) -> tuple[str, list[str]] | None:
    """The source field a written column's header names: the same letters and digits, or one the
    start of the other ('job' and 'Job no.'), when only one field does."""
    key = squashed(column)
    if len(key) < 3:
        return None
    if key in fields:
        return fields[key]
    near = [f for k, f in fields.items() if len(k) >= 3 and (k.startswith(key) or key.startswith(k))]
    return near[0] if len(near) == 1 else None


def column_source_slip(root: Path, code: str, text: str, rel: str, objective: str = "") -> str | None:
    """STALE_COLUMN_NOTE when a written CSV of three or more rows holds one value in every row of a
    column whose header names a field of the data the script reads that holds several, the one
    value among them (a probe's script wrote the last job sheet's customer on every row, read
    after its loop ended); FOREIGN_COLUMN_NOTE when such a column of a text field (codes, names:
    not numbers, which a script may compute) holds none of that field's values (the same script
    numbered the jobs 1, 2, 3 for 'B-1041', 'B-1042', ...). One value that the script or the
    objective names is a filter's ("the overdue invoices", `r['status'] == 'overdue'`), not a slip."""
    if not rel.lower().endswith((".csv", ".tsv")):
        return None
    rows = _table_rows(text, rel)
    if len(rows) < 4:
        return None
    fields = _source_fields(root, code)
    if not fields:
        return None
    for col, header in enumerate(rows[0]):
        source = _source_of(header, fields)
        if source is None:
            continue
        name, values = source
        written = [" ".join(r[col].split()) if col < len(r) else "" for r in rows[1:]]
        distinct = list(dict.fromkeys(written))
        folded = {v.casefold() for v in values}
        examples = ", ".join(repr(v) for v in values[:3])
        named = distinct[0].casefold() in (code + "\n" + objective).casefold()
        if len(distinct) == 1 and distinct[0] and len(values) >= 2 and distinct[0].casefold() in folded and not named:
            return STALE_COLUMN_NOTE.format(path=rel, column=header, value=distinct[0], n=len(written), m=len(values),
                                            field=name, examples=examples)
        # Codes and names, not numbers (a script may compute them) nor dates and times (it may
        # write them in another form).
        texts = [v for v in values if number(v) is None and not is_date(v) and clock_of(v) is None]
        if len(texts) * 2 > len(values) and len(values) >= 2 and all(v and v.casefold() not in folded for v in distinct):
            return FOREIGN_COLUMN_NOTE.format(path=rel, column=header, values=", ".join(repr(v) for v in distinct[:3]),
                                              field=name, examples=examples)
    return None


def copied_lines_slip(root: Path, code: str, text: str, rel: str, objective: str) -> str | None:
    """A file whose lines the objective asks to be copied as they are ("save the ERROR lines ...,
    exactly as they are, one per line") while most of its lines are in none of the files the
    script names (a record's fields joined with tabs instead of its line)."""
    if not (_VERBATIM.search(objective) and re.search(r"\blines?\b", objective, re.I)):
        return None
    written = [ln.rstrip("\r") for ln in text.splitlines() if ln.strip()]
    if not written:
        return None
    tree = _tree(code)
    if tree is None:
        return None
    root = Path(os.path.realpath(root))
    env = ToolEnv(root=root, max_file_bytes=LINT_BYTES)
    inputs: set[str] = set()
    for path in named_files(root, tree, LINT_BYTES)[:LINT_FILES]:
        if path == Path(os.path.realpath(root / rel)):
            continue
        try:
            raw = read_capped(path, env)  # a .gz decompressed, within the bound
        except ToolError:
            continue
        inputs.update(ln.rstrip("\r") for ln in raw.decode("utf-8", "replace").splitlines())
    if not inputs:
        return None
    missing = [w for w in written if w not in inputs]
    if len(missing) * 2 < len(written):
        return None
    first = missing[0]
    src = next((i for i in inputs if len(i) > 20 and (i in first or first in i)), None)
    if src is None:
        src = next((i for i in inputs if len(i) > 20 and i.split()[:2] == first.split()[:2]), None)
    return COPIED_LINES_NOTE.format(path=rel, n=len(missing), total=len(written), line=first[:120],
                                    src=f"; the input has {src[:120]!r}" if src else "")


TEMPLATE_NOTE = ("The task renames files from {old} to {new}, and {problems}. Rename each of those to the form {new} "
                 "(os.rename, the new name built from the parts of the old one), print each old and new name, and "
                 "run it again.")


def template_misses(root: Path, objective: str, outputs: list[str], files: list[dict[str, Any]]) -> str | None:
    """What a rename "from IMG_YYYYMMDD.<ext> to YYYY-MM-DD.<ext>" (`objective.name_templates`)
    left undone in the folders it works in — the folders among its stated `outputs`, else the ones
    the objective names; each folder's own files, not its subfolders': files the task created
    there (`files`: the task's net changes) whose names lack the new form, and files whose names
    still have the old one. None when the objective states no such pair or nothing is amiss. A
    1.5B model renamed to a form of its own (the date's dashes left out) and skipped the `.JPG`
    files; the task was claimed done."""
    templates = name_templates(objective)
    if templates is None:
        return None
    old, old_rx, new, new_rx = templates
    folders = [o for o in outputs if o.endswith("/")] or named_folders(objective)
    created = {f["path"] for f in files if f.get("operation") == "created"}
    old_i = re.compile(old_rx.pattern, re.I)
    root = Path(os.path.realpath(root))
    wrong, left = [], []
    for folder in folders or [""]:
        base = (root / folder).resolve()
        if not base.is_dir() or not base.is_relative_to(root):
            continue
        for f in sorted(base.iterdir()):
            rel = os.path.relpath(f, root).replace(os.sep, "/")
            if not f.is_file():
                continue
            if rel in created and not new_rx.fullmatch(f.name):
                wrong.append(rel)
            elif old_i.fullmatch(f.name) and not new_rx.fullmatch(f.name):
                left.append(rel)
    problems = []
    if wrong:
        problems.append(f"{len(wrong)} new name{'s' if len(wrong) != 1 else ''} lack{'s' if len(wrong) == 1 else ''} "
                        f"the form {new}: " + ", ".join(wrong[:SHOWN]))
    if left:
        problems.append(f"{len(left)} file{'s' if len(left) != 1 else ''} still ha{'s' if len(left) == 1 else 've'} "
                        f"the form {old}: " + ", ".join(left[:SHOWN]))
    return TEMPLATE_NOTE.format(old=old, new=new, problems="; ".join(problems)) if problems else None


def moved_nothing(objective: str, files: list[dict[str, Any]]) -> str | None:
    """What changed, when the objective puts files into folders (`relocates`) and the task's net
    changes hold files but none made or removed — so no file moved; None otherwise. A probe's
    model appended a line to a log inside the folder it was to sort PDFs into, and its success
    stood: any change inside a folder output counted."""
    if not files or not relocates(objective) or any(f.get("operation") in ("created", "deleted") for f in files):
        return None
    changed = ", ".join(f"{f['path']} ({f.get('operation') or 'changed'})" for f in files[:3])
    return "the only change" + ("s are " if len(files) > 1 else " is ") + changed + (" and more" if len(files) > 3 else "")


UNWRITTEN_LIST_NOTE = (" Your script builds `{var}` and writes no file: end it with the lines that write {target} from "
                       "`{var}`{how}, then run it again.")
#: Calls that write a file (`open(..., 'w')` aside): a script with one of them writes.
_WRITER_CALLS = frozenset({"write", "writelines", "write_text", "write_bytes", "writerow", "writerows", "dump",
                           "to_csv", "save", "set_values", "copyfile", "copy2", "move", "rename"})


def unwritten_list(code: str, target: str) -> str | None:
    """The note for a script that collects its result in a list (`rows = []` ... `rows.append(...)`)
    and writes no file, when the task's output is `target`: which list to write, and for a CSV of
    dicts whose keys the script spells out, the `csv.DictWriter` lines. A probe's first script
    worked out every order's charge into `shipping` and printed "shipping.csv written"; resampled,
    the next one computed the charges wrongly."""
    tree = _tree(code)
    if tree is None or not target or target.endswith("/"):
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name in _WRITER_CALLS:
                return None
            if name == "open" and any(isinstance(a, ast.Constant) and isinstance(a.value, str) and set(a.value) & set("wax")
                                      for a in [*node.args[1:2], *(k.value for k in node.keywords if k.arg == "mode")]):
                return None
    empty = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign) and isinstance(node.value, ast.List)
             and not node.value.elts for t in node.targets if isinstance(t, ast.Name)}
    appended: dict[str, list[str] | None] = {}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "append"
                and isinstance(node.func.value, ast.Name) and node.func.value.id in empty and len(node.args) == 1):
            arg = node.args[0]
            keys = ([k.value for k in arg.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
                    if isinstance(arg, ast.Dict) else None)
            appended[node.func.value.id] = keys if keys and len(keys) == len(arg.keys) else None  # type: ignore[union-attr]
    if not appended:
        return None
    stem = re.sub(r"[^a-z0-9]+", "_", Path(target).stem.lower())
    var = next((v for v in appended if v.lower() == stem or stem in v.lower() or v.lower() in stem), None)
    var = var or (next(iter(appended)) if len(appended) == 1 else None)
    if var is None:
        return None
    keys = appended[var]
    how = ""
    if keys and target.lower().endswith(".csv"):
        how = (f" (import csv; with open({target!r}, 'w', newline='') as f: w = csv.DictWriter(f, fieldnames={keys!r}); "
               f"w.writeheader(); w.writerows({var}))")
    return UNWRITTEN_LIST_NOTE.format(var=var, target=target, how=how)


#: "how many files ...", "which hosts ...", "list the files": the answer names things, each once.
_NAMES_THINGS = re.compile(r"\bhow\s+many\b|\bwhich\b|\blist\b", re.I)
REPEATED_ITEMS_NOTE = ("The answer names {shown}: the same item more than once. A file, host or person with several "
                       "matching records (one per def, call, line or row) is still one item, and the task asks "
                       "about the items: collect them in a set (`found = sorted({{... for r in rows if ...}})`), "
                       "print len(found) and found, and run it again.")


def repeated_items(answers: list[str], objective: str) -> str | None:
    """REPEATED_ITEMS_NOTE when an answer line lists an item (a name, a path: anything with a
    letter in it) more than once, for a task that asks how many or which things: a development
    trace's script counted one hit per record of a file (a def, a call and an import of the same
    name) and answered "9 files: a.py, a.py, a.py, ..."; the count was the records'. None
    otherwise (figures repeat rightly: "3, 3, 5")."""
    if not _NAMES_THINGS.search(objective):
        return None
    for line in answers:
        body = re.sub(r"^\s*ANSWER:\s*", "", line)
        items = [re.sub(r"^.*:\s+", "", part).strip(" .;`'\"") for part in re.split(r",\s*|;\s*", body)]
        counts = Counter(i for i in items if len(i) > 1 and re.search(r"[^\W\d_]", i) and " " not in i)
        repeated = [(i, n) for i, n in counts.items() if n > 1]
        if repeated:
            return REPEATED_ITEMS_NOTE.format(shown=", ".join(f"{i} {n} times" for i, n in repeated[:3]))
    return None


#: "how many ... list them": a count with the things it counts.
_COUNT_AND_LIST = re.compile(r"\bhow\s+many\b.*\b(?:list|name|which)\b|\b(?:list|which)\b.*\bhow\s+many\b",
                             re.I | re.S)
COUNT_LIST_NOTE = ("The answer says {count} but lists {listed} different item(s) ({items}): the count and the list "
                   "must be the same things. Count what you list (`found = sorted({{...}})`; print len(found) and "
                   "found), and run it again.")


def count_list_mismatch(answers: list[str], objective: str) -> str | None:
    """COUNT_LIST_NOTE when an answer line gives a number and then lists a different number of
    distinct items ("10 files: a.py, b.py, ..." with six names), for a task asking how many and
    which: a development trace's script counted records (a def and its calls) and listed the
    files. None otherwise, and for a line that lists one item or none."""
    if not _COUNT_AND_LIST.search(objective):
        return None
    for line in answers:
        body = re.sub(r"^\s*ANSWER:\s*", "", line)
        m = re.match(r"\D{0,40}?\b(\d+)\b([^:\d]{0,40}):\s*(.+)$", body)
        if not m:
            continue
        items = list(dict.fromkeys(i.strip(" .;`'\"[]()") for i in re.split(r",\s*|;\s*|\s+and\s+", m.group(3))))
        items = [i for i in items if i and re.search(r"[^\W\d_]", i)]
        count = int(m.group(1))
        if len(items) >= 2 and count != len(items):
            return COUNT_LIST_NOTE.format(count=f"{count}{m.group(2).rstrip()}", listed=len(items),
                                          items=", ".join(items[:6]) + (", ..." if len(items) > 6 else ""))
    return None


#: The kinds of Python source records (scriptlib.python_records) a task's words name.
_KIND_WORDS = {"function": re.compile(r"\bfunctions?\b", re.I), "method": re.compile(r"\bmethods?\b", re.I),
               "class": re.compile(r"\bclass(?:es)?\b", re.I), "import": re.compile(r"\bimports?\b", re.I),
               "call": re.compile(r"\bcalls?\b|\bcalled\s+(?:from|by|in)\b", re.I)}
KIND_NOTE = ("The records your script matched by name are of several kinds ({kinds}), and the task asks about "
             "{asked} only: test `{var}['kind'] == {want!r}` too ({what}), then run it again.")


def kind_slip(root: Path, code: str, objective: str) -> str | None:
    """KIND_NOTE when a script picks Python source records by their name (`r['name'] == 'main'`)
    and never tests `kind`, while the records with that name are of several kinds (a function's
    def, its calls, a method of the same name) and the task names one kind ("a function named
    main"): a development trace's script counted the calls with the defs. None otherwise."""
    asked = [k for k, rx in _KIND_WORDS.items() if rx.search(objective)]
    tree = _tree(code) if len(asked) == 1 and "kind" not in code else None
    if tree is None:
        return None
    found = [r for r in _script_records(root, tree) if "kind" in r and "name" in r]
    if not found:
        return None
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq | ast.In)):
            continue
        sides = [node.left, node.comparators[0]]
        lit = next((s.value for s in sides if isinstance(s, ast.Constant) and isinstance(s.value, str)), None)
        sub = next((s for s in sides if isinstance(s, ast.Subscript) and isinstance(s.slice, ast.Constant)
                    and s.slice.value == "name"), None)
        if lit is None or sub is None:
            continue
        kinds = Counter(str(r["kind"]) for r in found if r["name"] == lit)
        if len(kinds) < 2 or asked[0] not in kinds:
            continue
        what = f"{kinds[asked[0]]} {asked[0]} record(s) named {lit!r}"
        return KIND_NOTE.format(kinds=", ".join(f"{k} {n}" for k, n in kinds.most_common()), asked=f"{asked[0]}s",
                                var=ast.unparse(sub.value), want=asked[0], what=what)
    return None


LAST_ITEM_NOTE = ("`{expr}` takes the {which} item of each record's {field!r} list as it is stored, and that list is "
                  "not in {key!r} order in {n} record{s} (e.g. {name}: {dates}): the {which} stored is not the "
                  "{want}. Take `{fix}` instead and run it again.")


def last_item_slip(root: Path, code: str) -> str | None:
    """LAST_ITEM_NOTE when a script takes the last (`[-1]`) or first (`[0]`) item of a list field of
    its records (`h['weigh_ins'][-1]`) whose items are dated (a field of each that reads as a date)
    and some record's list is not in date order: a probe's script took a hedgehog's last weigh-in as
    stored, an older one, and listed it as ready. None otherwise."""
    tree = _tree(code)
    if tree is None:
        return None
    picks: list[tuple[str, str, int]] = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Subscript) and isinstance(node.slice, (ast.Constant, ast.UnaryOp))
                and isinstance(node.value, ast.Subscript) and isinstance(node.value.slice, ast.Constant)
                and isinstance(node.value.slice.value, str)):
            try:
                index = ast.literal_eval(node.slice)
            except ValueError:
                continue
            if index in (0, -1):
                picks.append((ast.unparse(node), node.value.slice.value, index))
    if not picks:
        return None
    recs = _script_records(root, tree)
    for expr, field, index in picks:
        lists = [(r, r.get(field)) for r in recs if isinstance(r.get(field), list) and len(r[field]) > 1]
        lists = [(r, items) for r, items in lists if all(isinstance(i, dict) for i in items)]
        if not lists:
            continue
        keys = [k for k, v in lists[0][1][0].items() if isinstance(v, str) and is_date(v)]
        if not keys:
            continue
        key = keys[0]
        unsorted = []
        for r, items in lists:
            days = [iso_of(i.get(key)) for i in items]
            if all(days) and days != sorted(days):  # type: ignore[type-var]
                unsorted.append((r, items))
        if not unsorted:
            continue
        r, items = unsorted[0]
        name = next((str(r[k]) for k in ("name", "id", "title") if r.get(k)), "one record")
        base = ast.unparse(ast.parse(expr, mode="eval").body.value)  # type: ignore[attr-defined]
        return LAST_ITEM_NOTE.format(
            expr=expr, which="last" if index == -1 else "first", field=field, key=key, n=len(unsorted),
            s="" if len(unsorted) == 1 else "s", name=name, dates=", ".join(str(i[key]) for i in items[:5]),
            want="latest" if index == -1 else "earliest",
            fix=f"{'max' if index == -1 else 'min'}({base}, key=lambda w: w[{key!r}])")
    return None


#: "a function named main", "the host called db-2": the exact name a task gives a thing.
_NAMED_AS = re.compile(r"\b(?:named|called)\s+[`'\"]?([\w][\w.\-]*\w|\w)", re.I)
NAMED_SUBSTRING_NOTE = ("`{test}` also holds for every {field} that only has {lit!r} in it ({examples}), and the task "
                        "names it exactly: test `{exact}`, then run it again.")


def named_substring_slip(root: Path, code: str, objective: str) -> str | None:
    """NAMED_SUBSTRING_NOTE when a script tests `'main' in r['name']` for a name the objective
    gives exactly ("a function named main") and the records it read have values of that field that
    hold the name without being it (run_all): a development trace's script counted them all.
    None otherwise."""
    names = {m.group(1).casefold() for m in _NAMED_AS.finditer(objective)}
    tree = _tree(code) if names else None
    if tree is None:
        return None
    values: dict[str, set[str]] = {}  # field -> the string values the script's records() reads hold
    for rec in _script_records(root, tree):
        for k, v in rec.items():
            if isinstance(v, str):
                values.setdefault(str(k), set()).add(v)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.In)
                and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)
                and node.left.value.casefold() in names):
            continue
        right = node.comparators[0]
        field = (right.slice.value if isinstance(right, ast.Subscript) and isinstance(right.slice, ast.Constant)
                 else right.args[0].value if isinstance(right, ast.Call) and isinstance(right.func, ast.Attribute)
                 and right.func.attr == "get" and right.args and isinstance(right.args[0], ast.Constant) else None)
        if not isinstance(field, str) or field not in values:
            continue
        lit = node.left.value
        longer = sorted(v for v in values[field] if lit in v and v != lit)
        if not longer:
            continue
        target = right.value if isinstance(right, ast.Subscript) else right.func.value  # type: ignore[union-attr]
        return NAMED_SUBSTRING_NOTE.format(test=ast.get_source_segment(code, node) or ast.unparse(node), field=field,
                                           lit=lit, examples=", ".join(longer[:3]),
                                           exact=f"{ast.unparse(target)}[{field!r}] == {lit!r}")
    return None


#: A script that skips repeated records: a set of seen keys, a dict keyed by id, pandas' dedupe.
_DEDUPES = re.compile(r"\bseen\b|\bunique\b|drop_duplicates|\bdedup|\bduplicate", re.I)
REPEATED_ROWS_NOTE = ("{path} has {n} record{s} that repeat an earlier one field for field (e.g. {key} {value!r} "
                      "twice), and {key} is otherwise unique to a record: a total or count over the file takes each "
                      "repeat twice. Skip a record whose {key} was seen already (`seen = set()`; `if r[{key!r}] in "
                      "seen: continue`; `seen.add(r[{key!r}])`) and run it again; if the repeats are meant to count, "
                      "reply `DONE:`.")


def repeated_rows_slip(root: Path, code: str) -> str | None:
    """REPEATED_ROWS_NOTE when a data file the script reads has records that repeat an earlier
    record exactly and a column that is unique apart from those repeats (an id: an export that
    repeats rows at its page breaks), and the script does nothing to skip repeats: a probe's
    script summed every row and each repeated sale counted twice. None otherwise."""
    tree = _tree(code)
    if tree is None or _DEDUPES.search(code):
        return None
    for rel, found in _data_records(root, named_files(root, tree, LINT_BYTES)[:LINT_FILES], frozenset({"log"})):
        rows = [{k: v for k, v in r.items() if not str(k).startswith("_")} for r in found if isinstance(r, dict)]
        if len(rows) < 4:
            continue
        seen: set[str] = set()
        repeats = []
        for r in rows:
            sig = json.dumps(r, sort_keys=True, default=str)
            if sig in seen:
                repeats.append(r)
            seen.add(sig)
        if not repeats or len(repeats) * 4 > len(rows):
            continue
        distinct = [json.loads(s) for s in seen]
        key = next((k for k in rows[0] if str(repeats[0].get(k) or "").strip()
                    and len({str(r.get(k)) for r in distinct}) == len(distinct)), None)
        if key is None or re.search(rf"""['"]{re.escape(str(key))}['"]""", code):
            continue  # no id, or a script that reads the id (it may be skipping the repeats by it)
        return REPEATED_ROWS_NOTE.format(path=rel, n=len(repeats), s="" if len(repeats) == 1 else "s",
                                         key=key, value=str(repeats[0][key]))
    return None


#: "the machines as listed in machines.csv", "use the names listed in staff.csv": the output's
#: labels are to be those of that file.
_AS_LISTED = re.compile(r"\b(?:as\s+)?listed\s+in\s+(?:the\s+)?[`'\"]?([\w./-]+\.\w+)", re.I)
UNLISTED_NOTE = ("{path} has {values}, which {listed} does not list, and the task says to use them as listed there. "
                 "{said}Map each such value to the one {listed} lists (combine their figures) and run it again; if "
                 "the file is right as it is, reply `DONE:`.")


def unlisted_labels_slip(root: Path, text: str, rel: str, objective: str) -> str | None:
    """UNLISTED_NOTE when the objective says to use the things "as listed in machines.csv" and a
    written CSV's first column holds values that file does not have anywhere, with the lines of
    it that mention them (a note saying a replacement unit reports under another id): a probe's
    output kept the replacement's id as a machine of its own. None otherwise."""
    m = _AS_LISTED.search(objective)
    if not m or not rel.lower().endswith((".csv", ".tsv")):
        return None
    listed = m.group(1).rstrip(".")
    try:
        source = (root / listed).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    rows = _table_rows(text, rel)
    if len(rows) < 2:
        return None
    cells = {c.strip().casefold() for line in csv.reader(io.StringIO(source)) for c in line if c.strip()}
    first = [r[0].strip() for r in rows if r and r[0].strip()]
    if first and first[0].casefold() not in cells and sum(v.casefold() in cells for v in first[1:]) >= len(first[1:]) / 2:
        first = first[1:]  # a header row of the output's own
    missing = [v for v in dict.fromkeys(first) if v.casefold() not in cells]
    if not missing or len(missing) * 2 > len(first):
        return None
    lines = [ln.strip() for ln in source.splitlines()
             if any(re.search(rf"(?<![\w-]){re.escape(v)}(?![\w-])", ln, re.I) for v in missing)]
    said = f"{listed} says: {' / '.join(repr(ln[:200]) for ln in lines[:2])}. " if lines else ""
    return UNLISTED_NOTE.format(path=rel, values=", ".join(repr(v) for v in missing[:4]), listed=listed, said=said)


#: A float's rounding noise written as it computes: 12.339999999999996, 0.30000000000000004.
_FLOAT_NOISE = re.compile(r"-?\d+\.\d*(?:0{5,}|9{5,})\d{1,3}")
FLOAT_NOISE_NOTE = ("{path}'s {column!r} column has {bad!r} (data row {row}): a float's rounding noise, written as "
                    "it computes. Round every figure of that column to the decimals of the figures it comes from "
                    "(f\"{{value:.2f}}\" for money) and run it again.")


def float_noise_slip(text: str, rel: str) -> str | None:
    """FLOAT_NOISE_NOTE when a written CSV has a value like 12.339999999999996 (a probe's totals of
    pence amounts were written so)."""
    if not rel.lower().endswith((".csv", ".tsv")):
        return None
    rows = _table_rows(text, rel)
    header = rows[0] if rows else []
    for i, r in enumerate(rows[1:], 1):
        for col, v in enumerate(r):
            if _FLOAT_NOISE.fullmatch(v.strip()):
                name = header[col].strip() if col < len(header) else str(col)
                return FLOAT_NOISE_NOTE.format(path=rel, column=name, bad=v.strip(), row=i)
    return None


LONG_FIGURE_NOTE = ("{path} now holds {bad}: a figure as a float prints it, which the document never writes so; "
                    "{advice}, write it again, and run it again.")
def long_figure_slip(root: Path, rel: str) -> str | None:
    """LONG_FIGURE_NOTE when a document a script wrote (.docx, .md, .txt) holds a figure with six
    or more decimals: a probe's script filled a report's table with a mean as it computed
    (25.793103448275854) where the other months read 31.2 and 29.8. None otherwise."""
    suffix = Path(rel).suffix.lower()
    if suffix not in (".docx", ".md", ".txt"):
        return None
    path = root / rel
    try:
        text = DocxDocument.open(path).text() if suffix == ".docx" else \
            path.read_text(encoding="utf-8", errors="replace")[:65536]
    except (OSError, DocxError):
        return None  # unreadable: the written file's own check says so
    bad = long_figures(text)
    if not bad:
        return None
    return LONG_FIGURE_NOTE.format(path=rel, bad=", ".join(bad[:3]), advice=rounding_advice(text))


DOUBLE_READ_NOTE = ("The script reads {files} more than once ({calls}): every line of {them} counts twice. Read each "
                    "file once (one records() of the glob, or one call per file) and run it again.")


def _read_files(root: Path, rel: str) -> list[str]:
    """The workspace files a records() call of `rel` reads: a glob's matches, a folder's files, the file."""
    full = root / rel
    if any(c in rel for c in "*?["):
        hits = sorted(glob.glob(str(full), recursive=True))
    elif full.is_dir():
        hits = sorted(str(p) for p in full.rglob("*") if p.is_file() and not p.name.startswith("."))
    else:
        hits = [str(full)] if full.is_file() else []
    return [Path(h).relative_to(root).as_posix() for h in hits if Path(h).is_file()]


def double_read_slip(root: Path, code: str) -> str | None:
    """DOUBLE_READ_NOTE when a script's records() calls read one file twice: a glob of a log and
    its rotated files (`records('logs/pumps.log*')`) and then the rotated files again, which a
    probe's script extended the glob's records with: its counts were doubled. None otherwise
    (one call run in a loop reads what its loop gives)."""
    tree = _tree(code)
    if tree is None:
        return None
    paths = _records_paths(tree)
    if len(paths) < 2:
        return None
    seen: dict[str, list[str]] = {}
    for rel in paths:
        for f in _read_files(root, rel):
            seen.setdefault(f, []).append(f"records({rel!r})")
    twice = {f: c for f, c in seen.items() if len(c) > 1}
    if not twice:
        return None
    files = sorted(twice)
    shown = sorted({c for cs in twice.values() for c in cs})
    return DOUBLE_READ_NOTE.format(files=", ".join(files[:3]) + (" ..." if len(files) > 3 else ""),
                                   calls=" and ".join(shown[:3]), them="them" if len(files) > 1 else "it")


#: A question that picks one thing out of several by a measure: "which machine ... the most times".
_PICKS = re.compile(r"\b(?:which|who|whose)\b.*\b(?:most|least|highest|lowest|largest|smallest|biggest|fewest|"
                    r"top|best|worst|longest|shortest|busiest|oldest|newest)\b", re.I | re.S)
LITERAL_CHOICE_NOTE = ("The script's answer names {token}, which it wrote in itself ({where}) and tested for, so it "
                       "did not find it: the task asks which one, out of all of them. Count (or sum) per item over "
                       "every record (collections.Counter of the item's name), print the top few with their counts, "
                       "and answer with the top one.")


WRONG_ROW_NOTE = ("The script tests for {literal}, which is the {key} of {other} in {path}; the task names {named}, "
                  "whose {key} there is {right!r}. Look it up by name in the script, e.g. `{lookup}`, and run it again.")


def wrong_row_literal(root: Path, code: str, objective: str) -> str | None:
    """WRONG_ROW_NOTE when a script compares records with a value it wrote itself ("KESTREL-7")
    that a file it reads holds in the record of someone or something other than the one the
    objective names ("Priya Naidu" for "Priya Nair"), whose record holds another value under the
    same key: a probe's script took a near-namesake's callsign from the preview. None otherwise."""
    tree = _tree(code)
    if tree is None:
        return None
    tested = {c.value for n in ast.walk(tree) if isinstance(n, ast.Compare)
              for c in ast.walk(n) if isinstance(c, ast.Constant) and isinstance(c.value, str) and len(c.value) >= 2}
    named = [n for n in named_values(objective) if len(n) >= 3]
    if not tested or not named:
        return None
    for rel in _records_paths(tree):
        try:
            found = [r for r in records(root / rel)[:LINT_RECORDS] if isinstance(r, dict)]
        except Exception:
            continue
        for name in named:
            rights = [(r, k) for r in found for k, v in r.items() if isinstance(v, str) and v.casefold() == name.casefold()]
            if len(rights) != 1:
                continue
            right, name_key = rights[0]
            for literal in tested:
                for r in found:
                    if r is right:
                        continue
                    key = next((k for k, v in r.items() if isinstance(v, str) and v == literal), None)
                    if key is None or key == name_key or not isinstance(right.get(key), str) or right[key] == literal:
                        continue
                    other = r.get(name_key)
                    if not isinstance(other, str) or other.casefold() == name.casefold():
                        continue
                    lookup = f"next(r[{key!r}] for r in records({rel!r}) if r[{name_key!r}] == {name!r})"
                    return WRONG_ROW_NOTE.format(literal=repr(literal), key=key, other=other, path=rel, named=name,
                                                 right=right[key], lookup=lookup)
    return None


def literal_choice_slip(code: str, objective: str) -> str | None:
    """LITERAL_CHOICE_NOTE when a script answers "which X ... the most" with a name it wrote itself
    and compared the records with (`if r['message'] == 'TVM-21 ... PAPER_OUT'` and `print("ANSWER:
    TVM-21 ran out most ...")`): a probe's script counted one machine it had picked from the
    preview, and the host took its answer. None otherwise."""
    if not _PICKS.search(objective):
        return None
    tree = _tree(code)
    if tree is None:
        return None
    tested = [c.value for n in ast.walk(tree) if isinstance(n, ast.Compare)
              for c in ast.walk(n) if isinstance(c, ast.Constant) and isinstance(c.value, str)]
    said = [c.value for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
            and n.func.id == "print" for c in ast.walk(n) if isinstance(c, ast.Constant) and isinstance(c.value, str)
            and "ANSWER" in c.value]
    for text in said:
        for token in re.findall(r"\b[A-Za-z]+-?\d+[A-Za-z]?\b|\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+\b", text):
            where = next((t for t in tested if token in t), None)
            if where is not None:
                return LITERAL_CHOICE_NOTE.format(token=repr(token), where=repr(where[:80]))
    return None
