"""Whether a change leaves a settings or data file unreadable in its own format.

A file that read as JSON, TOML, YAML, INI or `.env` before a command and no longer does after it
was broken by that command: a small model's edit appended `KEY value` lines to a `.env` (no `=`),
and every later read of the file failed. A copy-on-write run (exec/effects.py) shows the new
version before anything is applied, so such a change can be refused with the parser's own
words, pointing at the line. A file that did not read before (a template, a fragment) is never
judged, and only files of a known kind, by name, are read.
"""

from __future__ import annotations

import configparser
import json
import os
import re
import tomllib

#: Larger files are not parsed (the check must stay cheap next to the run it judges).
MAX_FORMAT_BYTES = 1024 * 1024
_INI = frozenset({".ini", ".cfg", ".conf", ".properties"})
#: A `.env` line that sets something: `KEY=value`, optionally `export KEY=value`.
_ENV_SETTING = re.compile(r"\s*(?:export\s+)?[A-Za-z_][\w.-]*\s*=")


def format_kind(rel: str) -> str | None:
    """The format a file is read in, by its name: env, ini, json, toml, yaml; None for others."""
    name = os.path.basename(rel).lower()
    if name == ".env" or name.startswith(".env.") or name.endswith(".env"):
        return "env"
    ext = os.path.splitext(name)[1]
    if ext in _INI:
        return "ini"
    return {".json": "json", ".toml": "toml", ".yaml": "yaml", ".yml": "yaml"}.get(ext)


def _line(text: str, lineno: int) -> str:
    lines = text.splitlines()
    return f"line {lineno}: {lines[lineno - 1].strip()[:80]!r}" if 0 < lineno <= len(lines) else f"line {lineno}"


def format_error(kind: str, text: str) -> str | None:
    """Why `text` does not read as `kind` (one line naming the line), or None when it does."""
    if kind == "env":
        for i, line in enumerate(text.splitlines(), start=1):
            s = line.strip()
            if s and not s.startswith("#") and not _ENV_SETTING.match(line):
                return f"{_line(text, i)} is not KEY=value"
        return None
    if kind == "json":
        try:
            json.loads(text)
        except json.JSONDecodeError as exc:
            return f"{_line(text, exc.lineno)}: {exc.msg}"
        return None
    if kind == "toml":
        try:
            tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            return str(exc).splitlines()[0][:160]
        return None
    if kind == "yaml":
        import yaml

        try:
            list(yaml.safe_load_all(text))
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            return f"{_line(text, mark.line + 1)}: {problem}" if mark is not None else str(problem)[:160]
        return None
    if kind == "ini":
        cp = configparser.ConfigParser(interpolation=None, strict=False)
        try:
            cp.read_string(text if re.match(r"\s*\[", text) or not text.strip() else "[DEFAULT]\n" + text)
        except configparser.ParsingError as exc:
            # Line numbers count the header added to a file without one.
            shift = 0 if re.match(r"\s*\[", text) else 1
            return f"{_line(text, exc.errors[0][0] - shift)} is not `key = value`" if exc.errors else str(exc)[:160]
        except configparser.Error as exc:
            return str(exc).splitlines()[0][:160]
        return None
    return None


def broken_format(rel: str, before: bytes, after: bytes) -> str | None:
    """Why the new version of `rel` no longer reads in the format the old one read in — e.g.
    "not valid .env: line 8: 'LOG_LEVEL info' is not KEY=value" — or None (it still reads, it
    did not read before either, or it is no such file)."""
    kind = format_kind(rel)
    if kind is None or len(before) > MAX_FORMAT_BYTES or len(after) > MAX_FORMAT_BYTES:
        return None
    try:
        old, new = before.decode("utf-8-sig"), after.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None
    if format_error(kind, old) is not None:
        return None
    why = format_error(kind, new)
    if why is None:
        return None
    label = ".env" if kind == "env" else kind.upper()
    return f"not valid {label}: {why}"
