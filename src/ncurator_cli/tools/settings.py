"""`set_value`: one setting of a settings file changed (or added) in place, layout kept.

A small model changing one value of an INI, TOML, YAML, `.env` or JSON file writes a script that loads the
file with a parser and writes it back (comments and layout lost), appends the section again, or
guesses the nesting wrong; an edit block needs the exact lines. This tool takes the setting by
name — `section.key` (INI, TOML tables), `KEY` (.env, .properties), `a.b.c` (YAML mappings; JSON objects, a list
element by the value of one of its fields, or its index) — and computes the new text host side:
the one line that holds the value is rewritten (or one line added to the section), every other
byte stays. Like the other write tools it changes nothing itself: its change becomes an edit
command (SEARCH/REPLACE pairs, `edit.edit_command`) run through the capability's command path.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import tomllib
from collections import Counter
from typing import Any

from pydantic import Field

from ..workspace.formats import dotenv_name
from .base import Tool, ToolArgs, ToolEnv, ToolError
from .edit import edit_command

MAX_SETTINGS_BYTES = 512 * 1024
_INI = {".ini", ".cfg", ".conf", ".properties"}
_SECTION = re.compile(r"^\s*\[([^\[\]]+)\]\s*(?:[;#].*)?$")
_TOML_TABLE = re.compile(r"^\s*\[\s*([^\[\]]+?)\s*\]\s*(?:#.*)?$")
_TOML_ARRAY_TABLE = re.compile(r"^\s*\[\[\s*([^\[\]]+?)\s*\]\]\s*(?:#.*)?$")


class SetValueArgs(ToolArgs):
    path: str = Field(description="the settings file (.ini .cfg .conf .env .properties .toml .json .yaml), relative to the workspace root")
    key: str = Field(description="the setting: section.key for INI and TOML tables (e.g. database.pool.max_size), KEY for "
                     ".env, a.b.c for JSON and YAML (a JSON list element by one of its field values, e.g. services.web-api.port)")
    value: str = Field(description="the new value as it should read (a number or true/false stays a number or boolean)")


def kind_of_settings(rel: str) -> str | None:
    name = os.path.basename(rel).lower()
    if dotenv_name(name):
        return "env"
    ext = os.path.splitext(name)[1]
    if ext in _INI:
        return "ini"
    if ext == ".toml":
        return "toml"
    if ext == ".json":
        return "json"
    if ext in (".yaml", ".yml"):
        return "yaml"
    return None


# --------------------------------------------------------------------------- INI / .env


def _split_value(rest: str) -> tuple[str, str]:
    """(value, trailing inline comment with the spaces before it) of what follows `key =`."""
    m = re.search(r"\s+[;#].*$", rest)
    if m and rest[: m.start()].strip():
        return rest[: m.start()], rest[m.start():]
    return rest, ""


def _quoted_like(old: str, new: str) -> str:
    """`new` in the quotes `old` had (an .env `"x"` stays quoted)."""
    for q in ('"', "'"):
        if len(old) >= 2 and old.startswith(q) and old.endswith(q) and not (new.startswith(q) and new.endswith(q)):
            return f"{q}{new}{q}"
    return new


def _option(line: str, name: str, fold: bool) -> re.Match[str] | None:
    m = re.match(r"^(\s*(?:export\s+)?)([^=:\s;#\[][^=:]*?)(\s*[=:]\s*)(.*)$", line.rstrip("\r\n"))
    if m is None:
        return None
    got = m.group(2).strip()
    return m if (got.lower() == name.lower() if fold else got == name) else None


def _set_ini(text: str, key: str, value: str, kind: str) -> tuple[str, str | None, str]:
    lines = text.splitlines(keepends=True)
    sections: list[tuple[str, int]] = [(m.group(1).strip(), i) for i, ln in enumerate(lines)
                                       if (m := _SECTION.match(ln.rstrip("\r\n")))]
    bounds: dict[str, tuple[int, int]] = {}
    if sections:
        bounds[""] = (0, sections[0][1])
        given = Counter(name for name, _ in sections)
        seen: dict[str, int] = {}
        for n, (name, start) in enumerate(sections):
            end = sections[n + 1][1] if n + 1 < len(sections) else len(lines)
            if given[name] > 1:
                # A section given more than once (WireGuard's [Peer]): each block by its number,
                # `Peer.2.AllowedIPs`, as records() and settings() name them (`block`).
                seen[name] = seen.get(name, 0) + 1
                bounds[f"{name}.{seen[name]}"] = (start + 1, end)
            else:
                bounds.setdefault(name, (start + 1, end))
    else:
        bounds[""] = (0, len(lines))
    fold = kind == "ini"
    section, name = "", key
    for s in sorted((s for s in bounds if s), key=len, reverse=True):
        if key.lower().startswith(s.lower() + ".") if fold else key.startswith(s + "."):
            section, name = s, key[len(s) + 1:]
            break
    else:
        if sections:
            holding = [s for s, (a, b) in bounds.items() if any(_option(ln, key, fold) for ln in lines[a:b])]
            if len(holding) == 1:
                section = holding[0]
            elif len(holding) > 1:
                raise ToolError(f"{key} is set in more than one section ({', '.join(f'[{s}]' for s in holding if s)}): "
                                f"name the section, e.g. {holding[-1]}.{key}")
            else:
                names = ", ".join(f"[{s}]" for s in list(bounds)[1:13])
                raise ToolError(f"no setting {key}: name it as section.key (the sections: {names})")
    start, end = bounds[section]
    for i in range(start, end):
        m = _option(lines[i], name, fold)
        if m:
            old, tail = _split_value(m.group(4))
            eol = lines[i][len(lines[i].rstrip("\r\n")):]
            lines[i] = f"{m.group(1)}{m.group(2)}{m.group(3)}{_quoted_like(old.strip(), value)}{tail}{eol}"
            where = f"[{section}] {name}" if section else name
            return "".join(lines), old.strip(), where
    # Not there: one line added after the section's last setting, written like its neighbours.
    _insert_setting(lines, text, (start, end), bool(section), r"^\s*[^=:\s;#\[][^=:]*?(\s*[=:]\s*)",
                    "=" if kind == "env" else " = ", (";", "#"), name, value)
    where = f"[{section}] {name}" if section else name
    return "".join(lines), None, where


def ini_comment(line: str) -> bool:
    """Whether an INI line is a comment (`#` or `;` first)."""
    return line.strip().startswith(("#", ";"))


def ini_blocks(lines: list[str]) -> list[tuple[str, int, int, int]]:
    """Each INI section header among `lines` (line ends kept or not), in file order, as (name, the
    header's line, the block's first line, the line after its block): a block runs from the
    comment lines right above its header (no blank line between) to its last setting — a comment
    after that (a commented-out block below it) is not its own. One reading for `ini_records`
    (records' `block` and `comment`) and `remove_ini_blocks`, so both number and bound the blocks
    of a section given more than once as `set_value` does (`_SECTION`)."""
    heads = [(i, m.group(1).strip()) for i, ln in enumerate(lines) if (m := _SECTION.match(ln.rstrip("\r\n")))]
    out = []
    for n, (head, name) in enumerate(heads):
        nxt = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
        start = head
        while start > 0 and ini_comment(lines[start - 1]):
            start -= 1
        end = 1 + max((j for j in range(head + 1, nxt) if lines[j].strip() and not ini_comment(lines[j])), default=head)
        out.append((name, head, start, end))
    return out


def remove_ini_blocks(text: str, name: str, numbers: list[int]) -> str:
    """`text` without the blocks of section `name` whose numbers (1-based, in file order) are given
    (`ini_blocks`: each from the comment lines right above its header to its last setting), and one
    blank line that then stands twice. Every other byte stays (a comment after a block's last
    setting, a commented-out block below it, too)."""
    lines = text.splitlines(keepends=True)
    mine = [b for b in ini_blocks(lines) if b[0] == name]
    drop: set[int] = set()
    for number in numbers:
        if not 1 <= number <= len(mine):
            raise ToolError(f"[{name}] has {len(mine)} blocks, no block {number}")
        drop.update(range(mine[number - 1][2], mine[number - 1][3]))
    out: list[str] = []
    seam = False  # a removed block lies between the last line kept and this one
    for i, ln in enumerate(lines):
        if i in drop:
            seam = True
            continue
        if seam and not ln.strip() and out and not out[-1].strip():
            continue  # two blank lines where a block was: one (a double blank elsewhere stays)
        seam = seam and not ln.strip()
        out.append(ln)
    return "".join(out)


def _insert_setting(lines: list[str], text: str, span: tuple[int, int], in_section: bool, sep_re: str,
                    default_sep: str, comments: tuple[str, ...], name: str, value: str) -> None:
    """Insert `name<sep>value` after the last setting of the lines in `span` (a section's, or the
    top of the file's), with the separator its other settings use and the file's line ending."""
    start, end = span
    seps = [m.group(1) for i in range(start, end) if (m := re.match(sep_re, lines[i]))]
    last = max((i for i in range(start, end) if lines[i].strip() and not lines[i].lstrip().startswith(comments)),
               default=start - 1 if in_section else end - 1)
    at = last + 1
    eol = "\r\n" if "\r\n" in text else "\n"
    if at > 0 and not lines[at - 1].endswith(("\n", "\r")):
        lines[at - 1] += eol
    lines.insert(at, f"{name}{seps[-1] if seps else default_sep}{value}{eol}")


# --------------------------------------------------------------------------- TOML


def _toml_literal(value: str, old: str | None) -> str:
    """`value` written as TOML: kept in quotes where the old value was a string, bare where it
    reads as a number, boolean, date, array or inline table, quoted otherwise."""
    v = value.strip()
    if old is not None and old[:1] in "\"'":
        return v if v[:1] in "\"'" and v[-1:] == v[:1] and len(v) >= 2 else json.dumps(v)
    try:
        tomllib.loads(f"x = {v}")
        return v
    except tomllib.TOMLDecodeError:
        return json.dumps(v)


def _set_toml(text: str, key: str, value: str) -> tuple[str, str | None, str]:
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ToolError(f"the file is not valid TOML ({exc}); change it with an edit block") from None
    lines = text.splitlines(keepends=True)
    tables: list[tuple[str, int, bool]] = []
    for i, ln in enumerate(lines):
        if m := _TOML_ARRAY_TABLE.match(ln.rstrip("\r\n")):
            tables.append((m.group(1).replace(" ", ""), i, True))
        elif m := _TOML_TABLE.match(ln.rstrip("\r\n")):
            tables.append((m.group(1).replace(" ", ""), i, False))
    table, name, start, end = "", key, 0, tables[0][1] if tables else len(lines)
    for t, i, array in sorted(tables, key=lambda x: len(x[0]), reverse=True):
        if key.startswith(t + "."):
            if array:
                raise ToolError(f"[[{t}]] is a list of tables: change it with an edit block")
            n = next(k for k, x in enumerate(tables) if x[1] == i)
            table, name, start = t, key[len(t) + 1:], i + 1
            end = tables[n + 1][1] if n + 1 < len(tables) else len(lines)
            break
    if "." in name and not table and tables:
        raise ToolError(f"no table holds {key}: the tables are " + ", ".join(f"[{t}]" for t, _, _ in tables[:12]))
    pattern = re.compile(rf"^(\s*)({re.escape(name)}|\"{re.escape(name)}\")(\s*=\s*)(.*)$")
    for i in range(start, end):
        m = pattern.match(lines[i].rstrip("\r\n"))
        if m:
            old, tail = _split_value(m.group(4))
            eol = lines[i][len(lines[i].rstrip("\r\n")):]
            lines[i] = f"{m.group(1)}{m.group(2)}{m.group(3)}{_toml_literal(value, old.strip())}{tail}{eol}"
            return "".join(lines), old.strip(), f"[{table}] {name}" if table else name
    _insert_setting(lines, text, (start, end), bool(table), r"^\s*[\w\"-][\w.\"-]*(\s*=\s*)", " = ", ("#",),
                    name, _toml_literal(value, None))
    return "".join(lines), None, f"[{table}] {name}" if table else name


# --------------------------------------------------------------------------- JSON


def _json_layout(text: str) -> dict[str, Any]:
    kw: dict[str, Any] = {"ensure_ascii": not any(ord(ch) > 127 for ch in text)}
    m = re.search(r"\n([ \t]+)\S", text.strip())
    if m:
        kw["indent"] = "\t" if m.group(1).startswith("\t") else len(m.group(1))
    elif re.search(r'"\s*:\S', text) and not re.search(r'"\s*:\s', text):
        kw["separators"] = (",", ":")
    return kw


def _json_value(value: str, old: Any) -> Any:
    if isinstance(old, str):
        v = value.strip()
        return v[1:-1] if len(v) >= 2 and v[0] == v[-1] == '"' else value
    try:
        return json.loads(value)
    except json.JSONDecodeError:
        return value


def _pick(items: list[Any], part: str, where: str) -> int:
    if re.fullmatch(r"\d+", part):
        if int(part) >= len(items):
            raise ToolError(f"{where} has {len(items)} items; there is no item {part}")
        return int(part)
    field, _, want = part.partition("=") if "=" in part else ("", "", part)
    hits = [i for i, it in enumerate(items) if isinstance(it, dict) and any(
        (not field or k == field) and not isinstance(v, (dict, list)) and str(v) == want for k, v in it.items())]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        raise ToolError(f"no item of {where} has a field equal to {want!r}")
    raise ToolError(f"{len(hits)} items of {where} have a field equal to {want!r}: name the item by a field that "
                    "tells them apart, or by its index")


def _set_json(text: str, key: str, value: str) -> tuple[str, str | None, str]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ToolError(f"the file is not valid JSON ({exc})") from None
    layout = _json_layout(text)
    if json.dumps(data, **layout).strip() != text.strip():
        raise ToolError("this JSON file's layout cannot be kept by a JSON writer: change its line with an edit block")
    parts = [p for p in re.split(r"\.(?![^\[]*\])", key) if p]
    node, trail = data, ""
    for n, part in enumerate(parts):
        last = n == len(parts) - 1
        here = trail or "the top level"
        if isinstance(node, list):
            i = _pick(node, part.strip("[]"), here)
            if last:
                old = node[i]
                node[i] = _json_value(value, old)
                break
            node, trail = node[i], f"{trail}[{i}]"
            continue
        if not isinstance(node, dict):
            raise ToolError(f"{here} is a value, not an object: {key} goes one level too deep")
        if last:
            old = node.get(part)
            if isinstance(old, (dict, list)):
                raise ToolError(f"{key} is an object or list, not one value: name one of its keys")
            node[part] = _json_value(value, old)
            break
        if part not in node:
            raise ToolError(f"{here} has no key {part!r} (its keys: {', '.join(list(map(str, node))[:15])})")
        node, trail = node[part], f"{trail}.{part}" if trail else part
    new = json.dumps(data, **layout)
    new += text[len(text.rstrip()):] if text.strip() else "\n"
    return new, None if old is None else json.dumps(old), key


# --------------------------------------------------------------------------- YAML (block mappings)

_YAML_KEY = re.compile(r"""^(\s*)("[^"]*"|'[^']*'|[^\s#'"\-][^:#]*?)(\s*:)(?:(\s+)(.*?))?\s*$""")


def _yaml_scalar(value: str, old: str | None) -> str:
    """`value` as a YAML scalar: quoted like the old one was, bare where YAML reads it as the
    text itself or as the number/boolean it spells, quoted otherwise."""
    import yaml

    v = value.strip()
    if old is not None and old[:1] in "\"'" and not (v[:1] == old[:1] and v[-1:] == old[:1]):
        return json.dumps(v) if old[:1] == '"' else "'" + v.replace("'", "''") + "'"
    try:
        loaded = yaml.safe_load(f"x: {v}")
    except yaml.YAMLError:
        return json.dumps(v)
    ok = isinstance(loaded, dict) and not isinstance(loaded.get("x"), (dict, list))
    return v if ok else json.dumps(v)


def _set_yaml(text: str, key: str, value: str) -> tuple[str, str | None, str]:
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ToolError(f"the file is not valid YAML ({str(exc).splitlines()[0]}); change it with an edit block") from None
    if not isinstance(data, dict):
        raise ToolError("the file's top level is not a mapping: change it with an edit block")
    want = [p for p in key.split(".") if p]
    lines = text.splitlines(keepends=True)
    stack: list[tuple[int, str]] = []  # (indent, key) of the mappings the line is in
    last_child: dict[tuple[str, ...], tuple[int, int]] = {}  # parent path -> (last line of a child, its indent)
    found = None
    for i, ln in enumerate(lines):
        body = ln.rstrip("\r\n")
        if not body.strip() or body.lstrip().startswith("#"):
            continue
        m = _YAML_KEY.match(body)
        indent = len(body) - len(body.lstrip())
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if m is None:
            if stack:  # a list item or a continuation: it belongs to the mapping above
                path = tuple(k for _, k in stack)
                last_child[path[:-1]] = (i, last_child.get(path[:-1], (i, indent))[1])
            continue
        name = m.group(2).strip("\"'")
        parent = tuple(k for _, k in stack)
        last_child[parent] = (i, indent)
        for anc in range(len(parent)):
            prev = last_child.get(parent[:anc])
            if prev is not None:
                last_child[parent[:anc]] = (i, prev[1])
        path = (*parent, name)
        if list(path) == want and found is None:
            found = (i, m)
        stack.append((indent, name))
    where = key
    if found is not None:
        i, m = found
        rest = m.group(5) or ""
        if not rest or rest[:1] in "|>&*!" or rest[:1] in "[{":
            raise ToolError(f"{key} holds a block, a list or an anchor, not one value: change it with an edit block")
        old, tail = _split_value(rest)
        eol = lines[i][len(lines[i].rstrip("\r\n")):]
        lines[i] = f"{m.group(1)}{m.group(2)}{m.group(3)}{m.group(4)}{_yaml_scalar(value, old.strip())}{tail}{eol}"
        new, previous = "".join(lines), old.strip()
    else:
        parent = tuple(want[:-1])
        if parent and parent not in last_child:
            raise ToolError(f"the file has no mapping {'.'.join(parent)} holding keys")
        at, indent = last_child.get(parent, (len(lines) - 1, 0))
        eol = "\r\n" if "\r\n" in text else "\n"
        if lines and not lines[-1].endswith(("\n", "\r")):
            lines[-1] += eol
        lines.insert(at + 1 if lines else 0, f"{' ' * indent}{want[-1]}: {_yaml_scalar(value, None)}{eol}")
        new, previous = "".join(lines), None
    try:
        check = yaml.safe_load(new)
        for part in want:
            check = check[part]
    except (yaml.YAMLError, KeyError, TypeError):
        raise ToolError(f"{key} could not be set in place: change it with an edit block") from None
    return new, previous, where


# --------------------------------------------------------------------------- the tool


def _pairs(old: str, new: str) -> list[tuple[str, str]]:
    """SEARCH/REPLACE pairs turning `old` into `new`: each changed stretch of lines with enough
    lines around it to occur once in `old`."""
    a, b = old.splitlines(keepends=True), new.splitlines(keepends=True)
    spans: list[list[int]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        lo, hi, jlo, jhi = i1, i2, j1, j2
        for _ in range(len(a) + 1):
            text = "".join(a[lo:hi])
            if text.strip() and old.count(text) == 1:
                break
            if lo == 0 and hi == len(a):
                break
            if lo > 0:
                lo, jlo = lo - 1, jlo - 1
            if hi < len(a):
                hi, jhi = hi + 1, jhi + 1
        if spans and lo < spans[-1][1]:
            spans[-1][1], spans[-1][3] = max(hi, spans[-1][1]), max(jhi, spans[-1][3])
        else:
            spans.append([lo, hi, jlo, jhi])
    return [("".join(a[lo:hi]), "".join(b[jlo:jhi])) for lo, hi, jlo, jhi in spans]


def set_value_text(rel: str, text: str, key: str, value: str) -> tuple[str, str | None, str]:
    """(new text, the old value or None when the setting is added, where it is) — raises ToolError."""
    kind = kind_of_settings(rel)
    key = key.strip().strip("[]").strip()
    if not key:
        raise ToolError("give the setting's key")
    if "\n" in value:
        raise ToolError("a value is one line")
    if kind in ("ini", "env"):
        return _set_ini(text, key, value, kind)
    if kind == "toml":
        return _set_toml(text, key, value)
    if kind == "json":
        return _set_json(text, key, value)
    if kind == "yaml":
        return _set_yaml(text, key, value)
    raise ToolError(f"{rel} is not a settings file set_value reads (.ini .cfg .conf .env .properties .toml .json .yaml): "
                    "change it with an edit block")


#: One setting written as its dotted key, the way `settings(path)` prints a nested file's:
#: `"presets.a5.dpi": 200`, `presets.a5.dpi = 200`, `presets.a5.dpi: 200`.
_DOTTED_LINE = re.compile(r"""^\s*["']?([A-Za-z_][\w-]*(?:\.[\w-]+)+)["']?\s*[:=]\s*(.*?)\s*,?\s*$""")


def _dotted_lines(text: str) -> list[tuple[str, str]] | None:
    """(dotted key, value) of each non-blank line of `text`; None when a line is no `_DOTTED_LINE`."""
    found = [_DOTTED_LINE.match(ln) for ln in text.splitlines() if ln.strip()]
    return [(m.group(1), m.group(2)) for m in found if m] if all(found) else None


def dotted_pairs(rel: str, text: str, pairs: list[tuple[str, str]]) -> list[tuple[str, str]] | None:
    """An edit of a nested settings file written in dotted keys, which no line of the file is
    (`"presets.a5-flyer.dpi": 200` → `300`, after `settings(path)` printed the file's keys so), as
    the SEARCH/REPLACE pairs that set those keys in the file's own layout (`set_value_text`). None
    when it is not such an edit: a SEARCH the file holds, a line of no dotted key, a REPLACE that
    sets other keys, a key the file does not have, or a value that cannot be set."""
    if kind_of_settings(rel) is None or not pairs:
        return None
    new = text
    for search, replace in pairs:
        if not search.strip() or search in text:
            return None
        olds, news = _dotted_lines(search), _dotted_lines(replace)
        if not olds or news is None or {k for k, _ in news} != {k for k, _ in olds}:
            return None
        for key, value in news:
            try:
                new, old, _ = set_value_text(rel, new, key, value.strip().strip("'\""))
            except ToolError:
                return None
            if old is None:
                return None  # an added key: the dotted name is no setting of the file
    return _pairs(text, new) if new != text else None


#: A value the task gives as a most or a least: "groups of up to 8", "no more than 3", "at least 2".
_MOST = re.compile(r"\b(?:up\s+to|at\s+most|(?:a\s+)?max(?:imum)?(?:\s+of)?|no\s+more\s+than|not\s+more\s+than|"
                   r"limit(?:ed)?\s+(?:of|to)|capped\s+at)\s+(\d[\d.,]*)", re.I)
_LEAST = re.compile(r"\b(?:at\s+least|(?:a\s+)?min(?:imum)?(?:\s+of)?|no\s+(?:fewer|less)\s+than|not\s+(?:fewer|less)"
                    r"\s+than)\s+(\d[\d.,]*)", re.I)
_BOUND_PART = re.compile(r"^(min|max)(?:imum)?(?=[_-]|$)|(?<=[_-])(min|max)(?:imum)?$", re.I)


def bound_slip(text: str, key: str, value: str, words: str) -> str | None:
    """Why a value the task gives as a most ("up to 8") is refused for a least's key (`min_players`),
    or a least for a most's, when the file has the other key too: a probe's model set min_players
    to 8 for "groups of up to 8", beside max_players."""
    last = re.split(r"[.\s]", key.strip())[-1]
    m = _BOUND_PART.search(last)
    v = value.strip().strip("'\"").rstrip(".")
    if m is None or not v or not words:
        return None
    side = (m.group(1) or m.group(2)).lower()
    most = any(x.group(1).rstrip(".,") == v for x in _MOST.finditer(words))
    least = any(x.group(1).rstrip(".,") == v for x in _LEAST.finditer(words))
    if most == least or (side == "min") != most:
        return None
    other = "max" if side == "min" else "min"
    twin = last[:m.start()] + re.sub(r"(?i)^(min|max)", other, last[m.start():m.end()]) + last[m.end():]
    if not re.search(rf"(?<![\w-]){re.escape(twin)}(?![\w-])", text):
        return None
    said = "a most" if most else "a least"
    return (f"the task gives {v} as {said} ({'up to' if most else 'at least'} {v}), and {last} is "
            f"{'a least' if most else 'a most'}: nothing was changed. Set {key[:len(key) - len(last)]}{twin} instead.")


def set_value_command(env: ToolEnv, a: SetValueArgs) -> str:
    full = env.resolve(a.path)
    if not full.is_file():
        raise ToolError(f"{a.path} is not a file")
    rel = env.rel(full)
    if full.stat().st_size > MAX_SETTINGS_BYTES:
        raise ToolError(f"{rel} is over {MAX_SETTINGS_BYTES // 1024} KiB: change it with an edit block")
    try:
        with open(full, encoding="utf-8", newline="") as fh:
            text = fh.read()
    except UnicodeDecodeError:
        raise ToolError(f"{rel} is not UTF-8 text") from None
    slip = bound_slip(text, a.key, a.value, env.task_words)
    if slip:
        raise ToolError(slip)
    new, _old, where = set_value_text(rel, text, a.key, a.value)
    if new == text:
        raise ToolError(f"{where} already has the value {a.value}: nothing to change")
    return edit_command(rel, _pairs(text, new))


SET_VALUE = Tool(
    "set_value",
    "Set one setting of an INI, TOML, YAML, .env or JSON file (changed in place, or added to its section); every other line "
    "stays as it is, comments too. The result shows the line before and after.",
    SetValueArgs, command_fn=set_value_command,
)
