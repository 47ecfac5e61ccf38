"""`records(path)` for the scripts a guided model writes: a data file read by the host's own readers
(tools/data.py) as a list of dicts, so that a script gets the parsing right and only writes the logic.

    from ncurator_cli.scriptlib import records
    rows = records("data/sales.csv")      # [{'date': '2024-01-01', 'region': 'north', 'units': 1}, ...]

- CSV/TSV: one dict per data row keyed by the header (the header is not a record);
- a folder (its data files at any depth) or a glob (`sales/*.csv`): the records of each file
  it stands for, one after the other, in sorted order;
- JSON, JSON lines, YAML, TOML: the list of records the document holds (nested keys dotted);
- INI, `.env`, `.properties`: one dict per setting, `{'section', 'key', 'value'}` (a commented-out
  line is no setting);
- XML (`.xml`, `.gpx`, `.kml`, `.rss`, `.atom`): the elements of its most frequent data-holding
  tag, each a dict of its attributes and childless children's text (`tools.data.xml_records`);
- vCard and iCalendar (`.vcf`, `.ics`): one dict per contact or event, its properties by name
  (`FN`, `TEL`, `DTSTART`), a property given twice a list (`tools.data.card_records`);
- logs (`app.log`, rotated `app.log.1`, `.gz`): one dict per line, `{'line', 'timestamp', 'level',
  'tag', 'message', 'text'}` — `tag` is a bracketed token opening the message (`[E17] ...`);
  `timestamp` is ISO (a web or print server's `[18/Feb/2025:11:20:45 +0000]` found anywhere in the
  line is given as `2025-02-18 11:20:45+00:00`); a log none of whose first lines has a level
  (an access log, a print log) also gives `fields`, the message split at spaces, a quoted or
  bracketed group one field, whole numbers as ints (`r['fields'][5]`); a web server's access log
  (common or combined format) also gives `ip`, `user`, `method`, `path` (no query string), `query`,
  `protocol`, `status`, `bytes`, `referer` and `agent`; a log of another form whose lines name IP
  addresses gives `ip`, the first one in the line's message ('' when none); an ISO timestamp's
  zone written apart from it (`2025-04-15 09:00:01 +0100`) is part of it (`...09:00:01+01:00`);
  a glob or folder of logs (a folder reads a file with no `.log` in its name when its first line
  opens with a timestamp) reads each log's rotated files oldest first (`app.log.2.gz`, `app.log.1`,
  `app.log`), and each record also has `file`, the path it was read from;
- Python source (`.py`, a glob such as `pkg/**/*.py`, or a folder with no data file in it): one dict
  per import, class, function and method, parsed, never imported (`python_records`); a module
  that does not parse is skipped with a line on stderr when it is one of many.

`settings(path)` reads a settings file (INI, `.env`) as a dict instead: `{key: value}`, and
`{section: {key: value}}` per section.

Values that are plain integers or decimals (`12`, `-3.5`; not `007`) come as numbers; a decimal
prints as it was written (`2.40` stays `2.40`: `Number`). A Word document's table rows come as
`TableRow` dicts: the cells keyed by the header row, and `row['_table']` / `row['_row']` readable
but not among the keys (a row written out is its cells). Runs inside
the sandbox, in the script's process; it reads, never writes (`set_values` alone writes: the settings a
script assigned, into the file it loaded them from). The guided terminal adds the import
when a script calls `records(...)` without it (guided/terminal.py `add_missing_imports`).

`kb_opener(docs)` is an `open` under which a knowledge-base document's name (one that is no file
where the script looks) reads the passages of it the task was shown, read-only; every other call is
the builtin `open`. The guided terminal binds it for a script that names such a document.
"""

from __future__ import annotations

import errno
import glob
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from .tools.base import ToolEnv, ToolError, read_capped
from .tools.data import (
    ACCESS_KEYS,
    SYSLOG_KEYS,
    detect,
    dotted_ini,
    flatten,
    load_structured,
    log_line,
    oldest_first,
    read_records,
)
from .tools.dates import columns as _columns
from .tools.dates import date_columns, label_columns, time_columns
from .tools.settings import remove_ini_blocks, set_value_text

_INT = re.compile(r"-?(?:0|[1-9]\d*)")
_DECIMAL = re.compile(r"-?(?:0|[1-9]\d*)\.\d+")
_TAG = re.compile(r"^\[([^\]\s][^\]]{0,39})\]\s*")
#: Source code, which `records` does not read as log lines.
_SOURCE = frozenset(".py .pyi .js .mjs .ts .tsx .jsx .java .go .rs .c .h .cc .cpp .hpp .cs .rb .php .sh .bash .html .css".split())
#: A script may read a large data file whole (the tools' bound is for what a model reads).
MAX_BYTES = 64 * 1024 * 1024


class Number(float):
    """A decimal read from a file: a float that prints as it was written (`2.40`, not `2.4`), so
    that a value copied into a CSV or a report keeps its text; arithmetic gives plain floats, and
    json.dump writes it as a JSON number."""

    text: str

    def __new__(cls, text: str, number: str | None = None) -> Number:
        value = super().__new__(cls, _bare(text if number is None else number))
        value.text = text
        return value

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__

    def __getattr__(self, name: str) -> Any:
        # A string method asked of a number read from text (`v.replace(',', '')`, `v.strip()`) is
        # the text's: a script written for the text, as a small model writes for "1,250", still runs.
        if name.startswith("__") or not hasattr(str, name):
            raise AttributeError(f"'Number' object has no attribute {name!r}")
        return getattr(NumberText(self.text), name)


class NumberText(str):
    """The text of a Number, as its string methods give it: still text, but `float()` and `int()`
    of it read the number past what is left of a currency sign, thousands separators or spaces.
    A probe's script stripped '£' from "£42.50" and then ',' from "£1,149.00" but not its '£', and
    float() failed on each in turn; text methods chained on it keep this (`.replace().strip()`)."""

    def __float__(self) -> float:
        try:
            return float(_bare(self))
        except ValueError:
            raise ValueError(f"could not convert string to float: {str(self)!r}") from None

    def __int__(self) -> int:
        value = float(self)
        if value != int(value):
            raise ValueError(f"invalid literal for int() with base 10: {str(self)!r}")
        return int(value)


class Duration(str):
    """A duration read from a file as it was written ("48:17", "1:01:44"): text that prints as it
    was written and orders by its length of time (`seconds`), so that sorted() and min() of a
    column of race times put "48:17" before "1:01:44" (a probe's results came out in text order)."""

    seconds: float

    def __new__(cls, text: str, seconds: float) -> Duration:
        value = super().__new__(cls, text)
        value.seconds = seconds
        return value

    def _key(self, other: object) -> tuple[Any, Any] | None:
        return (self.seconds, other.seconds) if isinstance(other, Duration) else None

    def __lt__(self, other: object) -> bool:
        k = self._key(other)
        return k[0] < k[1] if k else str.__lt__(self, other)  # type: ignore[operator]

    def __le__(self, other: object) -> bool:
        k = self._key(other)
        return k[0] <= k[1] if k else str.__le__(self, other)  # type: ignore[operator]

    def __gt__(self, other: object) -> bool:
        k = self._key(other)
        return k[0] > k[1] if k else str.__gt__(self, other)  # type: ignore[operator]

    def __ge__(self, other: object) -> bool:
        k = self._key(other)
        return k[0] >= k[1] if k else str.__ge__(self, other)  # type: ignore[operator]

    __hash__ = str.__hash__


def _text_method(name: str) -> Any:
    def method(self: NumberText, *args: Any, **kw: Any) -> Any:
        out = getattr(str, name)(self, *args, **kw)
        return NumberText(out) if isinstance(out, str) else out

    method.__name__ = name
    return method


for _name in ("replace", "strip", "lstrip", "rstrip", "removeprefix", "removesuffix", "lower", "upper", "casefold",
              "translate"):
    setattr(NumberText, _name, _text_method(_name))


class TableRow(dict):  # type: ignore[type-arg]
    """A document table's row: its cells keyed by the table's header row. `row['_table']` (the
    table's index), `row['_row']` (1 for the first row under the header) and `row['_heading']` (the
    last heading above the table) read like keys but are not among them, so that a row written out
    (csv.DictWriter, json.dump, `row.values()`) is its cells only."""

    META = ("_table", "_row", "_heading")

    def __init__(self, cells: dict[str, Any], table: Any, row: Any, heading: str = "") -> None:
        super().__init__(cells)
        self.table, self.row, self.heading = table, row, heading

    def _meta(self, key: str) -> Any:
        return {"_table": self.table, "_row": self.row}.get(key, self.heading)

    def __missing__(self, key: Any) -> Any:
        if key in self.META:
            return self._meta(key)
        raise KeyError(key)

    def get(self, key: Any, default: Any = None) -> Any:
        if key in self.META and not dict.__contains__(self, key):
            return self._meta(key)
        return dict.get(self, key, default)

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in self.META


def _key_form(key: str) -> str:
    """A key as a lookup compares it: case folded, `_`/`-`/runs of spaces one space, a trailing
    full stop dropped ("Conc." → "conc", "Ticket_Type" → "ticket type")."""
    return re.sub(r"[\s_-]+", " ", key.casefold()).strip().rstrip(".").strip()


def key_match(key: str, keys: Any, abbreviations: bool = True) -> str | None:
    """The one key of `keys` that `key` stands for when it is not among them as written: the same
    key in another case or spacing ("Adult" → "adult"), its singular or plural, or a key it
    abbreviates by a prefix of three letters or more ("Conc." → "concession"). None when no key
    or more than one fits: a guess is never made between two. `abbreviations` False: the first two
    alone."""
    if key in keys:
        return key
    want = _key_form(key)
    if not want:
        return None
    forms = {k: _key_form(k) for k in keys if isinstance(k, str)}
    for test in (lambda f: f == want,
                 lambda f: f.rstrip("s") == want.rstrip("s"),
                 lambda f: abbreviations and len(want) >= 3 and f.startswith(want)):
        found = [k for k, f in forms.items() if test(f)]
        if len(found) == 1:
            return found[0]
        if found:
            return None
    return None


class Lookup(dict):  # type: ignore[type-arg]
    """A mapping read from a data file (a JSON/YAML/TOML object) whose keys are dotted paths, read
    as the nested object it was: `m['prices']` is the part under `prices.` (itself a `Lookup`), and a
    key not found as written is looked up by `key_match` ("Adult" or "Conc." in a table, "adult" and
    "concession" in the price list). A probe's script joined a document's ticket types to a JSON
    price list and failed on KeyError('prices'), then on the case of its keys."""

    def _find(self, key: Any) -> tuple[bool, Any]:
        if not isinstance(key, str) or dict.__contains__(self, key):
            return dict.__contains__(self, key), dict.get(self, key)
        sub = {k[len(key) + 1:]: v for k, v in self.items() if isinstance(k, str) and k.startswith(key + ".")}
        if sub:
            part = Lookup(sub)
            part._home = (self, key)
            return True, part
        # A part by its own name in another case or number; an abbreviation names a leaf only
        # ("Conc." is no abbreviation of the part "concert" when "prices.concession" is there).
        heads = {k.split(".", 1)[0] for k in self if isinstance(k, str)}
        found = key_match(key, heads, abbreviations=False)
        if found is not None and found != key:
            return self._find(found)
        # A key that names a leaf under one parent only ("adult" for "prices.adult"), or abbreviates it.
        leaves = [k for k in self if isinstance(k, str)]
        tail = key_match(key, {k.rsplit(".", 1)[-1]: k for k in leaves})
        if tail is not None and sum(k.rsplit(".", 1)[-1] == tail for k in leaves) == 1:
            return True, next(dict.get(self, k) for k in leaves if k.rsplit(".", 1)[-1] == tail)
        return False, None

    def __missing__(self, key: Any) -> Any:
        ok, value = self._find(key)
        if ok:
            return value
        if isinstance(key, str):
            # What the key could have meant, so that the script's fix is one look away.
            near = [k for k in self if isinstance(k, str) and key_match(key, [k.rsplit(".", 1)[-1]])]
            shown = ", ".join(repr(k) for k in (near or list(self))[:8])
            raise KeyError(f"{key!r} is no key here; " + (f"it could be any of {shown}" if len(near) > 1
                                                            else f"the keys are {shown}"))
        raise KeyError(key)

    def get(self, key: Any, default: Any = None) -> Any:
        ok, value = self._find(key)
        return value if ok else default

    def __contains__(self, key: object) -> bool:
        return self._find(key)[0]

    def __setitem__(self, key: Any, value: Any) -> None:
        """A value set in a part (`s['membership']['adult'] = 40`) is set in the whole too, under
        its dotted key, so that `save_settings` of the whole writes it: a probe's script set a
        nested value of a JSON settings file read with settings() and got KeyError('membership')."""
        dict.__setitem__(self, key, value)
        home = getattr(self, "_home", None)
        if home is not None and isinstance(key, str):
            whole, prefix = home
            whole[f"{prefix}.{key}"] = value

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value


class OneRecord(list):  # type: ignore[type-arg]
    """What `records` gives for a JSON, YAML or TOML file that holds one object (a nested settings
    file): a list of that one record, whose keys are the dotted paths of its values, and which is
    also read as that record: `r.items()`, `r['a.b']`, `'a.b' in r`, `r.get(...)` (a small model wrote
    `for k, v in records('labels.json').items()`, and stopped at its AttributeError), and as the
    nested object it was, looked up leniently (`Lookup`): `r['prices']['Adult']`."""

    def _one(self) -> Lookup:
        return Lookup(self[0]) if self else Lookup()

    def items(self) -> Any:
        return self._one().items()

    def keys(self) -> Any:
        return self._one().keys()

    def values(self) -> Any:
        return self._one().values()

    def get(self, key: Any, default: Any = None) -> Any:
        return self._one().get(key, default)

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, str):
            return self._one()[key]
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str):
            return key in self._one()
        return super().__contains__(key)


#: A number written with thousands separators or a currency sign ("1,250", "-12,400.50",
#: "£1,020.00", "-$5", "€3.5").
_GROUPED = re.compile(r"-?[£$€¥]?-?(?:[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?|(?<=[£$€¥])\d+(?:\.\d+)?)")
#: What a number's text has that its value has not: separators, currency signs.
_UNWRITTEN = re.compile(r"[,£$€¥\s]")
#: A leading word that says a figure is approximate ("c.£110", "approx. £90", "~£40", "circa 1,200").
_APPROX = re.compile(r"^(?:c\.|ca\.|circa\b|approx\.?|about\b|~|≈)\s*", re.I)


def _bare(text: str) -> str:
    """A written number's digits, sign and point: without currency signs, thousands separators,
    spaces or a leading approximation ("c.£1,250" -> "1250")."""
    return _UNWRITTEN.sub("", _APPROX.sub("", text.strip(), count=1))


def _numeric_columns(found: list[dict[str, Any]]) -> None:
    """In place: a column some of whose values are numbers written with thousands separators or a
    currency sign ("1,250", "£13.40") and all of whose other values are numbers or empty gives each
    of its numbers as a `Number` (a float that prints as written, `1,250`). Cell by cell, "1,250"
    stayed text beside 800 read as an int, and a probe's script failed on each in turn (`.replace`
    of an int, `int('1,250')`)."""
    for key, values in _columns(found):
        grouped = False
        for v in values:
            if isinstance(v, str) and _GROUPED.fullmatch(v.strip()):
                grouped = True
            elif not (v is None or v == "" or (isinstance(v, (int, float)) and not isinstance(v, bool))):
                break
        else:
            if grouped:
                for rec in found:
                    v = dict.get(rec, key)
                    if isinstance(v, (int, float, str)) and not isinstance(v, (bool, Number)) and v != "":
                        dict.__setitem__(rec, key, Number(str(v).strip()))


#: A duration written as minutes and seconds with a fraction ("1:04.70", "0:33.35"), or hours too
#: ("1:02:03.5"): a race or lap time. A time of day has no fraction of a second.
_LAP = re.compile(r"(?:(\d{1,3}):)?(\d{1,3}):([0-5]\d(?:\.(\d+))?)")


def _lap_seconds(text: str) -> str | None:
    """The seconds of a written duration as decimal text ("1:04.70" -> "64.70"), or None."""
    m = _LAP.fullmatch(text.strip())
    if m is None:
        return None
    seconds = int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + float(m.group(3))
    return f"{seconds:.{len(m.group(4) or '')}f}"


#: A number with a note after it in brackets: "110 (Discogs median)", "£40 (est.)".
_NOTED = re.compile(r"((?:(?:c\.|ca\.|approx\.?|~)\s*)?-?[£$€¥]?\s?\d[\d,]*(?:\.\d+)?)\s*\([^()]{1,60}\)", re.I)


def _noted_numbers(found: list[dict[str, Any]]) -> None:
    """In place: in a column whose values are numbers (two at least, and four in five of those not
    blank, or every other one such a value), a value
    that is a number with a note in brackets ("110 (Discogs median)") gives a `Number` of that
    number, printing as written. A probe's valuation column had one such cell, and the script's
    `r['Est. value'] > 100` stopped on it."""
    for key, values in _columns(found):
        filled = [v for v in values if v not in (None, "")]
        numbers = sum(isinstance(v, (int, float)) and not isinstance(v, bool) for v in filled)
        others = [v for v in filled if not isinstance(v, (int, float))]
        noted = all(isinstance(v, str) and _NOTED.fullmatch(v.strip()) for v in others)
        if numbers < 2 or not others or not (noted or numbers * 5 >= len(filled) * 4):
            continue
        for rec in found:
            v = dict.get(rec, key)
            m = _NOTED.fullmatch(v.strip()) if isinstance(v, str) else None
            if m is not None:
                dict.__setitem__(rec, key, Number(v.strip(), m.group(1)))


def _duration_columns(found: list[dict[str, Any]]) -> None:
    """In place: a column of numbers (seconds) some of whose values are written as minutes and
    seconds with a fraction ("1:04.70" beside "31.84"), the rest blank, gives each of those as a
    `Number` of seconds ("64.70"). A probe's race times in both forms failed float() on every
    minutes value, and the script could not compare them with the others."""
    for key, values in _columns(found):
        laps = plain = hours = 0
        for v in values:
            if isinstance(v, str) and v.strip() and _lap_seconds(v) is not None:
                laps += "." in v
                hours += v.count(":") == 2
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                plain += 1
            elif not (v is None or v == ""):
                break
        else:
            # A fraction of a second says duration; hours too only beside plain seconds (a column
            # of clock times with milliseconds, "09:15:00.125", stays as written).
            if laps and (plain or not hours):
                for rec in found:
                    v = dict.get(rec, key)
                    if isinstance(v, str) and v.strip():
                        dict.__setitem__(rec, key, Number(_lap_seconds(v) or v))


#: A duration written with colons and no fraction: "48:17", "1:01:44".
_CLOCKED = re.compile(r"(?:(\d{1,3}):)?(\d{1,3}):([0-5]\d)")


def _clocked_columns(found: list[dict[str, Any]]) -> None:
    """In place: a column of durations written with colons that cannot all be times of day — some
    with hours and some without ("48:17" beside "1:01:44"), or minutes past 23 — gives each as a
    `Duration` (its text, ordered by its seconds); words beside them ("mp", "DNF") stay as they
    are. Compared as text, "1:01:44" sorted before "48:17" (a probe's results export)."""
    for key, values in _columns(found):
        parts: set[int] = set()
        big = durations = 0
        for v in values:
            m = _CLOCKED.fullmatch(v.strip()) if isinstance(v, str) else None
            if m is not None:
                durations += 1
                parts.add(2 if m.group(1) else 1)
                big += m.group(1) is None and int(m.group(2)) > 23
            elif isinstance(v, str) and re.fullmatch(r"[A-Za-z][\w ./-]{0,15}", v.strip()) or v is None or v == "":
                continue
            else:
                break
        else:
            if durations >= 2 and (len(parts) == 2 or big):
                for rec in found:
                    v = dict.get(rec, key)
                    m = _CLOCKED.fullmatch(v.strip()) if isinstance(v, str) else None
                    if m is not None:
                        secs = int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
                        dict.__setitem__(rec, key, Duration(v, secs))


#: A code written with digits (an ISBN, a phone number, a postcode): a leading zero, or digits
#: grouped by hyphens or spaces ("978-0-14-143954-9", "0161 496 0000", "+44 20 7946 0000").
_DIGIT_CODE = re.compile(r"\+?\d[\d -]*\d")


def _code_columns(found: list[dict[str, Any]]) -> None:
    """In place: a column whose values are whole numbers and codes written with digits (`_DIGIT_CODE`:
    "0042", "978-0-14-143954-9") gives every value as text, as written. Read value by value, the
    codes stayed text beside ints, and a probe's script failed sorting them (`'<' not supported
    between 'str' and 'int'`) and comparing them."""
    for key, values in _columns(found):
        ints = codes = 0
        for v in values:
            if isinstance(v, int) and not isinstance(v, bool):
                ints += 1
            elif isinstance(v, str) and _DIGIT_CODE.fullmatch(v.strip()):
                codes += 1
            elif not (v is None or v == ""):
                break
        else:
            if ints and codes:
                for rec in found:
                    v = dict.get(rec, key)
                    if isinstance(v, int) and not isinstance(v, bool):
                        dict.__setitem__(rec, key, str(v))


def _value(v: Any) -> Any:
    if isinstance(v, str):
        if _INT.fullmatch(v):
            return int(v)
        if _DECIMAL.fullmatch(v):
            return float(v) if repr(float(v)) == v else Number(v)
        if _MONEY.fullmatch(v.strip()):
            # An amount with its currency sign ("£42.50" in a form's Details column, beside
            # text): a number that prints as written. A probe's job sheets gave the parts cost
            # so, and the script wrote the text with its sign where a plain number was asked.
            return Number(v.strip())
    return v


#: An amount written with a currency sign: "£42.50", "-$5", "€1,020.00", "$ 12", or as an
#: estimate ("c.£110", "approx. £90": a probe's valuations column).
_MONEY = re.compile(r"(?:(?:c\.|ca\.|circa|approx\.?|about|~|≈)\s*)?-?[£$€¥]\s?-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?",
                    re.I)


def log_record(rec: dict[str, Any], line: Any = None) -> dict[str, Any]:
    """A log line as `records()` gives it: `{line, timestamp, level, tag, message, text}`, `tag`
    the bracketed token that opens its message (`[E17] ...` -> 'E17'), '' when none."""
    message = str(rec.get("message", rec.get("text", "")))
    tag = _TAG.match(message)
    out = {"line": rec.get("_line") if line is None else line, "timestamp": rec.get("timestamp", ""),
           "level": rec.get("level", ""), "tag": tag.group(1) if tag else "", "message": message,
           "text": rec.get("text", "")}
    for key in (*ACCESS_KEYS, *SYSLOG_KEYS):  # an access log's columns, a syslog's host, program, pid by name
        if key in rec:
            out[key] = rec[key]
    if "fields" in rec:  # a log with no level: its message split into columns (tools/data.log_fields)
        out["fields"] = list(rec["fields"])
    for key in rec.get("_pairs") or ():  # its `key=value` pairs by name (tools/data.logfmt_fields)
        out.setdefault(key, rec.get(key, ""))
    return out


#: What records()'s `format` may be.
FORMATS = ("auto", "csv", "tsv", "json", "jsonl", "yaml", "toml", "ini", "log", "docx", "xml", "vcard")


def kind_of(path: str | Path) -> str:
    """How `records` reads this file: csv, tsv, json, jsonl, yaml, toml, ini, log, docx, xml or vcard."""
    return detect(Path(path))


#: What records() of a folder reads: its data files at any depth (logs by a `.log` name).
DATA_KINDS = frozenset({"csv", "tsv", "json", "jsonl", "yaml", "toml", "log", "docx", "xml", "vcard"})


def _stamped(path: Path) -> bool:
    """Whether a file with no `.log` in its name is a log all the same: its first line that is not
    blank opens with a timestamp (`apcupsd.events`, `messages.1.gz`); a README beside it does not."""
    try:
        head = read_capped(path, ToolEnv(root=path.parent, max_file_bytes=2048))  # `.gz` read as records() reads it
    except ToolError:
        return False
    if b"\0" in head:
        return False
    line = next((ln for ln in head.decode("utf-8", errors="replace").splitlines() if ln.strip()), "")
    return bool(log_line(line)["timestamp"])


def _many(text: str) -> list[str] | None:
    """The files a folder (its data files, at any depth) or a glob pattern (`sales/*.csv`) stands
    for, sorted; None when it is neither, or matches no file. A script wrote
    `records('visits/*.csv')` for the visits of each week."""
    if os.path.isdir(text):
        files = [p for p in sorted(Path(text).rglob("*"))
                 if p.is_file() and not any(part.startswith(".") for part in p.relative_to(text).parts)]
        found = [str(p) for p in files if (kind := kind_of(p)) in DATA_KINDS
                 and (kind != "log" or ".log" in p.name or _stamped(p))]
        # A folder of Python source and no data (a package): its modules' definitions.
        found = found or [str(p) for p in files if p.suffix == ".py"]
    elif any(c in text for c in "*?["):
        found = [f for f in sorted(glob.glob(text, recursive=True)) if os.path.isfile(f)]
    else:
        return None
    # A log's rotated files in the order their lines were written (`app.log.2.gz`, `.1`, `app.log`).
    return oldest_first(found) or None


def reader_call(path: str | os.PathLike[str], shown: str | None = None) -> str:
    """The call that reads `path` best, with `shown` (else the path) as its argument: settings()
    for a KEY=value or INI file, else records()."""
    return f"{'settings' if kind_of(path) == 'ini' else 'records'}({shown if shown is not None else os.fspath(path)!r})"


class Records(list):  # type: ignore[type-arg]
    """What `records` gives for a file of many records: the list of dicts, which also reads a column
    by its name: `rows['species']` is every record's 'species' in order (None where one lacks it).
    A name that is no column raises KeyError naming the columns and how to pick records by a
    value. A probe's script wrote `north['species'] + south['species']` and stopped three times on
    "list indices must be integers or slices, not str"."""

    def __add__(self, other: Any) -> Any:
        # Two files' records joined (`north + south`) still read a column by its name.
        return Records(list(self) + list(other)) if isinstance(other, list) else NotImplemented

    def __radd__(self, other: Any) -> Any:
        return Records(list(other) + list(self)) if isinstance(other, list) else NotImplemented

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, slice):
            return Records(super().__getitem__(key))
        if not isinstance(key, str):
            return super().__getitem__(key)
        names: dict[str, None] = {}
        for rec in self[:2000]:
            if isinstance(rec, dict):
                names.update(dict.fromkeys(rec))
        if key in names:
            return [rec.get(key) if isinstance(rec, dict) else None for rec in self]
        shown = ", ".join(repr(n) for n in list(names)[:12])
        first = next(iter(names), "column")
        raise KeyError(f"{key!r} is not a column of these records (columns: {shown}); rows[{first!r}] lists a column, "
                       f"and [r for r in rows if r[{first!r}] == {key!r}] picks the records that hold a value")


def records(path: str | os.PathLike[str], *more: str, format: str = "auto") -> list[dict[str, Any]]:  # noqa: A002
    """The records of one data file (see the module docstring); `format` (also the second
    argument) overrides the guess from the file name (csv, tsv, json, jsonl, yaml, toml, ini, log).
    A list of many records reads a column by its name too (`Records`)."""
    got = _records(path, *more, format=format)
    return got if isinstance(got, (OneRecord, Records)) else Records(got)


def _records(path: str | os.PathLike[str], *more: str, format: str = "auto") -> list[dict[str, Any]]:  # noqa: A002
    if len(more) == 1 and format == "auto":
        format = more[0]  # noqa: A001
        more = ()
    if format not in FORMATS or more:
        # `records('a.log.1', 'a.log.2.gz')`: a second path read as a format, and the first
        # file read as a log whatever it was (a probe's script), with no error; six paths at
        # once failed on Python's own "takes from 1 to 2 positional arguments" (a development
        # trace), which says nothing of how to read them.
        shown = more[0] if more else format
        raise TypeError(f"records() reads one file, folder or glob; its second argument is the format, one of "
                        f"{', '.join(FORMATS)}, not {shown!r}. Read several files with a glob "
                        f"(records('logs/daemon.log*')) or one call each (records(a) + records(b), or a loop "
                        f"over the paths).")
    full = Path(os.path.realpath(Path(path)))
    if not full.is_file() and os.path.basename(os.fspath(path)) in KB_DOCS:
        # A knowledge-base document the task's passages quote, read by name as the script's own
        # open() reads it (`kb_opener`): its tables' rows, or its lines.
        name = os.path.basename(os.fspath(path))
        return markdown_table_records(KB_DOCS[name]) or _lines_records(KB_DOCS[name])
    if not full.is_file():
        many = _many(os.fspath(path))
        if many is None and os.path.isdir(path):
            # A folder with no data file in it (its hidden files are skipped): not "no such
            # file" for a folder that is there (`records('.')` for a `.env` beside it).
            entries = sorted(Path(path).iterdir())
            hidden = [p.name for p in entries if p.name.startswith(".") and p.is_file()][:3]
            # What the folder does hold, and how a script lists it: a probe's script read a folder
            # of .sql migrations with records() to compare their names with a history table.
            shown = [p.name for p in entries if not p.name.startswith(".")]
            names = ", ".join(shown[:6]) + (", ..." if len(shown) > 6 else "")
            held = (f"; it holds {len(shown)} entr{'y' if len(shown) == 1 else 'ies'} ({names}), none a data file: "
                    f"list them with sorted(os.listdir({os.fspath(path)!r})) and read one as text with "
                    "open(path).read()") if shown else "; it is empty"
            raise ValueError(f"records({os.fspath(path)!r}) found no data file in that folder"
                             + (f"; its hidden files are skipped: name one, e.g. {reader_call(Path(path) / hidden[0])}"
                                if hidden else held) + ".")
        if many is None:
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
        out_many: list[dict[str, Any]] = []
        for f in many:
            try:
                got = records(f, format)
                if got and (kind_of(f) if format == "auto" else format) == "log":
                    # Which file each line came from (`r['file']`): a folder of two machines' logs.
                    got = [{**r, "file": f} for r in got]
                out_many.extend(got)
            except ValueError as exc:
                if not f.endswith(".py"):
                    raise
                # One module that does not parse leaves the others' definitions: said, not silent.
                print(f"records: skipped {exc}", file=sys.stderr)
        if not all(f.endswith(".py") for f in many):
            label_columns(out_many)  # 'Ella Price' in one file, 'ella price' in another
        return out_many
    cwd = Path(os.path.realpath(os.getcwd()))
    root = cwd if full.is_relative_to(cwd) else full.parent
    kind = kind_of(full) if format == "auto" else format
    if format == "auto" and full.suffix.lower() in (".py", ".pyi"):
        return python_records(full, os.fspath(path))
    if format == "auto" and full.suffix.lower() in MARKDOWN:
        front = front_matter_records(full, os.fspath(path))
        if front:
            # One record read as that record too: `'course' in records('x.md')` (a probe's script
            # tested the list, found no course in any recipe, and moved nothing).
            return OneRecord(front)
        tables = markdown_table_records(full.read_text(encoding="utf-8", errors="replace"))
        if tables:
            return tables
    if format == "auto" and full.suffix.lower() in _SOURCE:
        # Read as log lines, a module is no data (a model filtered records of a .py for "import").
        raise ValueError(f"records() reads data files (CSV, JSON, YAML, TOML, INI, logs, a .docx's tables) and "
                         f"Python source; {path} is source code: read it with open(path).read()")
    try:
        found = read_records(full, ToolEnv(root=root, max_file_bytes=MAX_BYTES), kind)
    except ToolError as exc:
        raise ValueError(str(exc)) from None
    out: list[dict[str, Any]] = []
    for rec in found:
        rec = dict(rec)
        rec.pop("_file", None)
        line = rec.pop("_line", None)
        if kind == "log":
            out.append(log_record(rec, line))
        elif kind == "docx":
            out.append(TableRow({k: _value(v) for k, v in rec.items() if k not in TableRow.META},
                                rec.get("_table"), rec.get("_row"), str(rec.get("_heading") or "")))
        else:
            out.append({k: _value(v) for k, v in rec.items()})
    if kind != "log":
        _numeric_columns(out)
        _noted_numbers(out)
        _duration_columns(out)
        _clocked_columns(out)
        _code_columns(out)
        date_columns(out)
        time_columns(out)
    label_columns(out)
    if kind in ("json", "yaml", "toml") and len(out) == 1:
        return OneRecord(out)
    return out


def form(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The fields of a filled-in form (.docx): every label | value row of its form tables as one
    dict, `{'Pupil name': 'Oscar Bell', 'Class': '6A', ...}` (labels without a trailing colon;
    values as records() gives them: numbers as numbers). A ValueError when the document has no
    form table: read its tables with records(path)."""
    from .tools.docx_impl import docx_form_fields

    full = Path(os.path.realpath(Path(path)))
    if not full.is_file():
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
    if full.suffix.lower() != ".docx":
        raise ValueError(f"form() reads a .docx form; {path} is not one: read it with records(path)")
    cwd = Path(os.path.realpath(os.getcwd()))
    root = cwd if full.is_relative_to(cwd) else full.parent
    try:
        found = docx_form_fields(ToolEnv(root=root, max_file_bytes=MAX_BYTES), full)
    except ToolError as exc:
        raise ValueError(str(exc)) from None
    if found is None:
        raise ValueError(f"{path} has no form table (rows of label | value): read its tables with records(path)")
    return {k: _value(v) for k, v in found.items()}


#: Knowledge-base documents a guided script may read by name (`kb_opener`'s texts; set by the
#: line the host adds to such a script): records() of a name that is no file reads them.
KB_DOCS: dict[str, str] = {}
_MD_ROW = re.compile(r"^\s*\|(.+)\|\s*$")
_MD_RULE = re.compile(r"^\s*\|?[\s:|-]*-{3,}[\s:|-]*\|?\s*$")
_MD_HEADING = re.compile(r"^\s*#{1,6}\s+(.+?)\s*#*\s*$")


def markdown_table_records(text: str) -> list[dict[str, Any]]:
    """The rows of a Markdown text's pipe tables as records keyed by each table's header, numbers
    read as numbers ("£22" → 22), each with `table` (its number, from 0) and `heading` (the heading
    above it); [] when the text has no table. A 1.5B model read a price list's `| Item | Price |`
    table with records() and got its lines as log records."""
    out: list[dict[str, Any]] = []
    lines = text.splitlines()
    heading, table, i = "", -1, 0
    while i < len(lines):
        h = _MD_HEADING.match(lines[i])
        if h:
            heading = h.group(1)
        if _MD_ROW.match(lines[i]) and i + 1 < len(lines) and _MD_RULE.match(lines[i + 1]):
            header = [c.strip() for c in _MD_ROW.match(lines[i]).group(1).split("|")]  # type: ignore[union-attr]
            table += 1
            i += 2
            while i < len(lines) and _MD_ROW.match(lines[i]):
                cells = [c.strip() for c in _MD_ROW.match(lines[i]).group(1).split("|")]  # type: ignore[union-attr]
                out.append({**{k or f"c{j}": _value(cells[j] if j < len(cells) else "") for j, k in enumerate(header)},
                            "table": table, "heading": heading})
                i += 1
            continue
        i += 1
    if out:
        _numeric_columns(out)
    return Records(out) if out else []


def _lines_records(text: str) -> list[dict[str, Any]]:
    """A text's non-empty lines as records: `line` (its number) and `text`."""
    return Records([{"line": n, "text": ln} for n, ln in enumerate(text.splitlines(), 1) if ln.strip()])


#: Markdown files: records() reads their front matter.
MARKDOWN = frozenset({".md", ".markdown"})
_FRONT_MATTER = re.compile(r"\A\ufeff?---[ \t]*\r?\n(.*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.S)


def front_matter_records(path: str | os.PathLike[str], shown: str | None = None) -> list[dict[str, Any]]:
    """A Markdown file's front matter (the YAML between `---` lines at its very top: notes, posts,
    patterns) as one record, with `file` (the path as given) unless the front matter has its own;
    [] for a file without front matter or whose front matter is no mapping (records() then reads it
    as before, as lines). Only the top block counts: `key: value` lines further down (a code block)
    are text. A probe's script, asked to
    sort notes by a front-matter field, read a CSV beside them instead."""
    import yaml

    text = Path(path).read_text(encoding="utf-8", errors="replace")
    m = _FRONT_MATTER.match(text)
    if m is None:
        return []
    try:
        data = yaml.safe_load(m.group(1))
    except yaml.YAMLError as exc:
        raise ValueError(f"{shown or os.fspath(path)}: its front matter is not valid YAML ({exc})") from None
    if not isinstance(data, dict):
        return []
    rec = {str(k): _value(v) for k, v in data.items()}
    rec.setdefault("file", shown if shown is not None else os.fspath(path))
    return [rec]


#: The keys of every record `records()` gives for Python source, in this order.
PYTHON_KEYS = ("file", "module", "line", "kind", "name", "class", "params", "defaults", "decorators", "names",
               "docstring")


def module_name(rel: str) -> str:
    """The dotted module a source path is ("billing/invoices.py" -> "billing.invoices", a package's
    "__init__.py" its package's name)."""
    parts = [p for p in rel.replace(os.sep, "/").removeprefix("./").removesuffix(".py").split("/") if p]
    if parts and parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join(parts)


def package_module(path: str | os.PathLike[str], shown: str) -> str:
    """The module a source file is as Python imports it: where its folders are packages, its
    package's dotted name (`app/shop/cart.py` with `app/shop/__init__.py` and no
    `app/__init__.py` is `shop.cart`), else its path's (`module_name`). A probe's project kept its
    package one folder down, and every module was named `x.x.y`, as no one imports it."""
    parts = module_name(shown).split(".")
    file = Path(path).resolve()
    init = file.name == "__init__.py"
    folder, packages = file.parent, 0
    while packages < len(parts) and (folder / "__init__.py").is_file():
        folder, packages = folder.parent, packages + 1
    keep = packages if init else packages + 1
    return ".".join(parts[-keep:]) if packages and keep <= len(parts) else ".".join(parts)


def python_records(path: str | os.PathLike[str], shown: str | None = None) -> list[dict[str, Any]]:
    """A Python module's imports, classes, functions and methods, parsed (never imported, never run):
    one dict per definition or imported module, in the file's order, each with PYTHON_KEYS —
    `file` (the path as given), `module` (its dotted name, `package_module`), `line`, `kind` ('import', 'class', 'function' or 'method': a def
    directly in a class body, whose name is `class`; or 'call': a call of the function or method
    `name`, `x(...)` or `obj.x(...)`, with `callee` the call as written ('obj.x'), `in` the function or method it is made in, by its own
    name, or '<module>', `caller` that def as its module names it ('Class.method' for a method), and `class` that method's class, and `args` its arguments, a string literal as
    its text and any other as written; a probe's question "which functions call close_ticket()" had
    no other way to it than regular expressions over the source; or 'env': an environment variable
    read, `os.environ['X']`, `os.getenv('X')`, `os.environ.get('X')`, whose `name` is the variable's
    and `in` as a call's), `name` (an import's module: `import a.b as
    c` → 'a.b', `from .a import b` → '.a' with `names` ['b']), `params` (a def's parameter names
    in order, `*args` and `**kw` written so, `self` too), `defaults` (a def's parameters that have a
    default, each with the default as written: `{'currency': "'GBP'"}`; a parameter missing from it
    has none), `decorators` (a def's or class's decorators
    as written, without the @: `"bp.route('/order', methods=['POST'])"`; a probe's question about
    the routes that take POST had no other way to them than the source lines) and `docstring` (''
    when none). A file that is not valid Python raises ValueError naming its line.

    Small models asked about a module's functions wrote `ast` code and stopped at its errors (a
    ClassDef has no `.args`, a path joined as text, one file's functions mixed with another's)."""
    import ast

    shown = os.fspath(path) if shown is None else shown
    try:
        tree = ast.parse(Path(path).read_text(encoding="utf-8", errors="replace"), filename=shown)
    except SyntaxError as exc:
        raise ValueError(f"{shown} is not valid Python (line {exc.lineno}: {exc.msg})") from None
    out: list[dict[str, Any]] = []

    module = package_module(path, shown)

    def rec(node: ast.AST, kind: str, name: str, cls: str = "", params: list[str] | None = None,
            names: list[str] | None = None, defaults: dict[str, str] | None = None) -> None:
        defined = isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        doc = ast.get_docstring(node) if defined else None
        decorators = [ast.unparse(d) for d in node.decorator_list] if defined else []
        out.append(dict(zip(PYTHON_KEYS, (shown, module, getattr(node, "lineno", 0), kind, name, cls, params or [],
                                          defaults or {}, decorators, names or [], doc or ""), strict=True)))

    def visit(node: ast.AST, cls: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                for alias in child.names:
                    rec(child, "import", alias.name)
            elif isinstance(child, ast.ImportFrom):
                rec(child, "import", "." * child.level + (child.module or ""), names=[a.name for a in child.names])
            elif isinstance(child, ast.ClassDef):
                rec(child, "class", child.name)
                visit(child, child.name)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                a = child.args
                params = [x.arg for x in a.posonlyargs + a.args]
                params += [f"*{a.vararg.arg}"] if a.vararg else []
                params += [x.arg for x in a.kwonlyargs] + ([f"**{a.kwarg.arg}"] if a.kwarg else [])
                positional = a.posonlyargs + a.args
                given = list(zip(positional[len(positional) - len(a.defaults):], a.defaults, strict=True))
                given += [(x, d) for x, d in zip(a.kwonlyargs, a.kw_defaults, strict=True) if d is not None]
                rec(child, "method" if cls else "function", child.name, cls, params,
                    defaults={x.arg: ast.unparse(d) for x, d in given})
                visit(child, "")  # a def inside a def is a function of its own
            elif not isinstance(child, (ast.expr, ast.Lambda)):
                visit(child, cls)  # the defs and imports of `if`, `try`, `with` blocks where they stand

    visit(tree, "")

    def calls(node: ast.AST, scope: list[tuple[str, str]]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                calls(child, [*scope, ("class" if isinstance(child, ast.ClassDef) else "def", child.name)])
                continue
            defs = [n for kind, n in scope if kind == "def"]
            owner = scope[-2][1] if len(scope) >= 2 and scope[-1][0] == "def" and scope[-2][0] == "class" else ""
            if isinstance(child, ast.Call):
                f = child.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                if name:
                    # `in`: the function or method the call is made in, by its own name, and
                    # `class` its class, as a method's own record has them: "Handler.resolve" in
                    # one key was read as module and function (probe trace).
                    rec(child, "call", name, owner if defs else (scope[-1][1] if scope else ""))
                    out[-1]["in"] = defs[-1] if defs else "<module>"
                    # `caller`: the def making the call as the module names it, a method with its
                    # class ("Customer.text"): a probe's script reported the called 'name'.
                    out[-1]["caller"] = (f"{owner}.{defs[-1]}" if owner and len(defs) == 1 else defs[-1]) if defs \
                        else "<module>"
                    # `callee`: the call as written ("notify.send_sms"), which a question names: a
                    # probe's script compared 'name' with it and found no caller.
                    out[-1]["callee"] = ast.unparse(f) if isinstance(f, (ast.Name, ast.Attribute)) else name
                    out[-1]["args"] = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str)
                                       else ast.unparse(a) for a in child.args]
                    out[-1]["args"] += [f"{k.arg}={ast.unparse(k.value)}" if k.arg else f"**{ast.unparse(k.value)}"
                                        for k in child.keywords]
            var = _env_read(child)
            if var is not None:
                # An environment variable read: `os.environ['X']`, `os.getenv('X')`, `environ.get('X')`.
                rec(child, "env", var, owner if defs else (scope[-1][1] if scope else ""))
                out[-1]["in"] = defs[-1] if defs else "<module>"
            calls(child, scope)

    calls(tree, [])
    out.sort(key=lambda r: r["line"])  # stable: a def before the calls on its line
    return out


def _is_environ(node: Any) -> bool:
    """Whether an expression is `os.environ` or a bare `environ`."""
    import ast

    return (isinstance(node, ast.Name) and node.id == "environ") or (
        isinstance(node, ast.Attribute) and node.attr == "environ" and isinstance(node.value, ast.Name)
        and node.value.id == "os")


def _env_read(node: Any) -> str | None:
    """The name of the environment variable an expression reads — `os.environ['X']` (not an
    assignment to it), `os.environ.get('X', ...)`, `os.getenv('X')`, `getenv('X')`,
    `os.environ.setdefault('X', ...)` — when the name is a string literal; else None. Probes'
    questions "which environment variables does the package read?" had only the source's text,
    and a script took every name it saw for one."""
    import ast

    key: Any = None
    if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and _is_environ(node.value):
        key = node.slice
    elif isinstance(node, ast.Call) and node.args:
        f = node.func
        if (isinstance(f, ast.Attribute) and f.attr in ("get", "setdefault") and _is_environ(f.value)) or (
                isinstance(f, ast.Attribute) and f.attr == "getenv" and isinstance(f.value, ast.Name)
                and f.value.id == "os") or (isinstance(f, ast.Name) and f.id == "getenv"):
            key = node.args[0]
    return key.value if isinstance(key, ast.Constant) and isinstance(key.value, str) else None


def settings(path: str | os.PathLike[str], dotted: bool = False) -> dict[str, Any]:
    """A settings file (INI, `.env`, `.properties`; any file `records` reads as INI) as a dict:
    `{key: value}` for the settings outside any section (all of a `.env`), and
    `{section: {key: value}}` for each section (with `dotted`, `{section.key: value}`, the form
    every other kind has and `set_values` takes); values as `records` gives them. A JSON, YAML or
    TOML file that holds one object: `{dotted.path: value}`, read nested too (a `Lookup`: `s['a']`
    is the part under `a.`, and a value set in it is set in the whole)."""
    kind = kind_of(path)
    if kind in ("json", "yaml", "toml"):
        # A nested settings file: every value, keyed by its dotted path ("jobs.app-db.keep_days").
        full = Path(path)
        if not full.is_file():
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
        if full.stat().st_size > MAX_BYTES:
            raise ValueError(f"{path} is larger than {MAX_BYTES} bytes")
        top = load_structured(kind, full.read_text(encoding="utf-8-sig"))
        if not isinstance(top, dict):
            raise ValueError(f"{path} holds a list, not one settings object: read it with records(path)")
        # A JSON file's lists of objects by their items' names too (set_value rewrites those; its
        # YAML and TOML writers do not reach into lists).
        flat = _labelled(flatten(top)) if kind == "json" else flatten(top)
        # Read nested too (`s['jobs']['a']['keep']`), as a `Lookup`: a part set writes through.
        return Lookup({k: _value(v) for k, v in flat.items()})
    found = records(path, "ini")
    if dotted:
        return dotted_ini(found)
    out: dict[str, Any] = {}
    many = {rec["section"] for rec in found if (rec.get("block") or 1) > 1}
    for rec in found:
        if rec["section"] == "DEFAULT":
            out[rec["key"]] = rec["value"]
        elif rec["section"] in many:
            # A section given more than once (WireGuard's [Peer]): a list of its blocks, each a
            # dict of its settings and its comment lines under '#'.
            blocks = out.setdefault(rec["section"], [])
            while len(blocks) < rec["block"]:
                blocks.append({"#": ""})
            if rec["comment"]:
                blocks[rec["block"] - 1]["#"] = rec["comment"]
            if rec["key"]:
                blocks[rec["block"] - 1][rec["key"]] = rec["value"]
        else:
            out.setdefault(rec["section"], {})[rec["key"]] = rec["value"]
    return out


#: The fields that name an item of a list of objects in a settings file, in the order tried.
_ITEM_NAMES = ("name", "id", "title", "key", "label", "host", "hostname", "slug", "code", "tag", "ref", "sku")


def _item_names(items: list[Any]) -> list[str]:
    """What names each object of a list in a settings file: the first field of `_ITEM_NAMES` whose
    values are short texts or numbers, one per item and all different; else the items' indexes."""
    for field in _ITEM_NAMES:
        got = [it.get(field) for it in items]
        if all(isinstance(v, (str, int)) and not isinstance(v, bool) and 0 < len(str(v)) <= 60 and "." not in str(v)
               for v in got) and len({str(v) for v in got}) == len(got):
            return [str(v) for v in got]
    return [str(i) for i in range(len(items))]


def _labelled(flat: dict[str, Any], depth: int = 0) -> dict[str, Any]:
    """A flattened settings object with each list of objects flattened too, each item named by its
    name or id field (`kiosks.Café counter.idle_timeout_s`), the key `set_values` takes: a script
    that set `config['kiosks'][0][...]` changed the first kiosk, not the one the task named, and
    `save_settings` leaves lists as they are (a probe trace)."""
    out: dict[str, Any] = {}
    for key, value in flat.items():
        if depth < 3 and isinstance(value, list) and value and all(isinstance(v, dict) and v for v in value):
            out[key] = value  # kept: a script may loop over the list (save_settings maps its changes back)
            for name, item in zip(_item_names(value), value, strict=True):
                out.update(_labelled(flatten(item, f"{key}.{name}"), depth + 1))
        else:
            out[key] = value
    return out


def set_values(path: str | os.PathLike[str], pairs: list[tuple[str, Any]]) -> None:
    """Set settings of a settings file (INI, `.env`, TOML, JSON, YAML) in place, each by its dotted
    key, with `set_value`'s rewrite (tools/settings.py): the line that holds each value changes,
    every other byte stays, comments too; the file is replaced atomically once. Prints one line
    per setting. The guided terminal appends a call to a script that assigned values into a
    settings file it had loaded and never wrote it back (`guided.terminal.settings_writes`)."""
    rel = os.fspath(path)
    with open(path, encoding="utf-8", newline="") as fh:
        text = fh.read()
    said = []
    for key, value in pairs:
        shown = ("true" if value else "false") if isinstance(value, bool) else str(value)
        try:
            new, old, where = set_value_text(rel, text, key, shown)
        except ToolError as exc:
            raise ValueError(f"set_values({rel!r}): {key}: {exc}") from None
        said.append(f"{rel}: {where} = {shown}" + (" (added)" if old is None else f" (was {old})" if new != text
                                                   else " (already so)"))
        text = new
    _replace_text(path, text)
    print("\n".join(said))


def _replace_text(path: str | os.PathLike[str], text: str) -> None:
    """`path`'s text replaced by `text` atomically (a temporary file beside it, renamed over it)."""
    try:
        fd, tmp = tempfile.mkstemp(prefix=".set-values-", dir=os.path.dirname(os.path.abspath(path)))
    except OSError:
        # The folder is read-only for the task and this file writable on top of it (the task's
        # output in a kept folder, capabilities/terminal_protect.py): written in place.
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
        return
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
        os.chmod(tmp, os.stat(path).st_mode & 0o7777)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def save_settings(path: str | os.PathLike[str], data: Any) -> None:
    """Write into a settings file (INI, `.env`, TOML, JSON, YAML) the values a script changed or
    added in `data`, what it had loaded from that file: a dict from `settings(path)` (either form),
    `json.load`, `tomllib.load` or `yaml.safe_load`, or a ConfigParser. Each value differing from
    the file's (compared as written) is set with `set_values`: its line changes, every other byte
    stays; a key the file lacks is added. Values that are lists or other objects, and keys the
    script removed, are left as the file has them. The guided terminal appends a call to a script
    that assigned into a settings output it had loaded and never wrote back
    (`guided.terminal.settings_writes`)."""
    if hasattr(data, "sections") and hasattr(data, "defaults"):  # a ConfigParser
        base = dict(data.defaults())
        # A section's items include the defaults: only its own (or those it overrides).
        data = {**base, **{s: {k: v for k, v in data.items(s, raw=True) if k not in base or base[k] != v}
                           for s in data.sections()}}
    if not isinstance(data, dict):
        raise TypeError(f"save_settings({os.fspath(path)!r}): give the dict read from it, not {type(data).__name__}")
    now = settings(path, dotted=True)

    def shown(v: Any) -> str:
        return ("true" if v else "false") if isinstance(v, bool) else str(v)

    for name, blocks in list(data.items()):
        if isinstance(blocks, list) and any(k.startswith(f"{name}.1.") for k in now):
            # settings()'s list of a section's blocks with some left out: those blocks removed from
            # the file, each with its comment lines (a peer taken out of a WireGuard config).
            gone = _removed_blocks(settings(path).get(name) or [], blocks)
            if gone:
                with open(path, encoding="utf-8", newline="") as fh:
                    text = fh.read()
                _replace_text(path, remove_ini_blocks(text, name, gone))
                print(f"{os.fspath(path)}: [{name}] block {', '.join(map(str, gone))} removed")
                now = settings(path, dotted=True)
    flat = flatten(data)
    nested = kind_of(path) in ("json", "yaml", "toml")
    labelled = kind_of(path) == "json"
    for name, blocks in list(flat.items()):
        # settings()'s list of a section's blocks (WireGuard's [Peer]): `Peer.2.key`, as set_values names them.
        if not nested and isinstance(blocks, list) and blocks and all(isinstance(b, dict) for b in blocks) and any(
                k.startswith(f"{name}.1.") for k in now):
            del flat[name]
            flat.update({f"{name}.{i}.{k}": v for i, b in enumerate(blocks, start=1) for k, v in b.items() if k != "#"})
    if labelled:
        # A list of objects changed in place (`config['kiosks'][1]['idle_timeout_s'] = 300`): each
        # item's values by the key settings() names them with, unless that key itself was set.
        lists = {k: v for k, v in flat.items() if isinstance(v, list) and v and all(isinstance(i, dict) for i in v)}
        for k, v in _labelled(lists).items():
            if not isinstance(v, list) and (k not in flat or (k in now and shown(flat[k]) == shown(now[k]))):
                flat[k] = v
    pairs = [(k, v) for k, v in flat.items()
             if isinstance(v, (str, int, float)) and "\n" not in str(v)
             and (k not in now or shown(now[k]) != shown(v))]
    if not pairs:
        print(f"{os.fspath(path)}: no value changed")
        return
    set_values(path, pairs)


def _removed_blocks(before: list[Any], after: list[Any]) -> list[int]:
    """The numbers (1-based) of the blocks of `before` that `after` leaves out, matched in order:
    a block equal to the next one kept (its comment aside) is kept; one that differs is taken for
    that block changed while `after` has as many blocks left as `before` has."""
    def bare(b: Any) -> Any:
        return {k: v for k, v in b.items() if k != "#"} if isinstance(b, dict) else b

    gone: list[int] = []
    j = 0
    for i, block in enumerate(before):
        if j < len(after) and (bare(after[j]) == bare(block) or len(before) - i <= len(after) - j):
            j += 1
        else:
            gone.append(i + 1)
    return gone


def kb_opener(docs: dict[str, str]) -> Any:
    """`open` that reads `docs[name]` (text) for a path whose last part is `name` and that does
    not exist; reading only (a write, append or binary mode is the builtin `open`'s). records()
    reads those documents by name too (`KB_DOCS`)."""
    import builtins
    import io

    KB_DOCS.update(docs)

    real = builtins.open

    def kb_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if isinstance(file, (str, os.PathLike)) and not any(c in mode for c in "wax+b"):
            path = os.fspath(file)
            name = os.path.basename(str(path))
            if name in docs and not os.path.exists(path):
                return io.StringIO(docs[name])
        return real(file, mode, *args, **kwargs)

    return kb_open


__all__ = ["records", "settings", "kind_of", "kb_opener"]
