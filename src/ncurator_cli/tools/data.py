"""Structured data as records: CSV/TSV, JSON, JSON lines, YAML, TOML, INI and log files
(rotated `server.log.1` and `.gz` included) — filtered, grouped, summed, sorted by the host.

Every file becomes a list of flat records (dicts); each record carries `_file` (and `_line` for
CSV and logs). Values that read as numbers (`1,234.50`, `$12`, `7%`) compare and add as numbers.
"""

from __future__ import annotations

import configparser
import csv
import io
import json
import operator
import os
import re
import tomllib
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from ..objective import asks_quantity, named_values
from ..redact import MASK, SECRET_NAME
from ..words import STOPWORDS, month_number
from ..workspace.formats import dotenv_name
from .base import (
    Tool,
    ToolArgs,
    ToolEnv,
    ToolError,
    ToolResult,
    compile_regex,
    glob_match,
    number,
    read_capped,
)
from .dates import (
    MONTH_WORD,
    MONTH_YEAR,
    Clock,
    Dated,
    Day,
    clock_of,
    date_columns,
    iso_of,
    label_columns,
    month_said,
    months_in,
    time_columns,
)
from .facts import (
    _column_for,
    best_rows,
    column_facts,
    fmt_number,
    phrase_counts,
    question_terms,
    quoted,
    ratio_facts,
    record_text,
    row_score,
)
from .facts import named as facts_named
from .pycode import name_facts
from .settings import ini_blocks, ini_comment, kind_of_settings
from .write import WriteFileArgs, write_command

Format = Literal["auto", "csv", "tsv", "json", "jsonl", "yaml", "toml", "ini", "log", "docx", "xml", "vcard"]

_ROTATED = re.compile(r"(\.\d+)+$")
_SUFFIX = {".csv": "csv", ".tsv": "tsv", ".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl", ".yaml": "yaml",
           ".yml": "yaml", ".toml": "toml", ".ini": "ini", ".cfg": "ini", ".conf": "ini", ".log": "log",
           ".txt": "log", ".out": "log", ".err": "log", ".docx": "docx", ".xml": "xml", ".gpx": "xml", ".kml": "xml",
           ".rss": "xml", ".atom": "xml", ".vcf": "vcard", ".vcard": "vcard", ".ics": "vcard", ".ical": "vcard"}
#: A log line: an optional timestamp, an optional level, the message.
_LOG_LINE = re.compile(
    r"^\s*\[?(?P<timestamp>\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?)?\]?\s*"
    r"[\[(]?(?P<level>(?:TRACE|DEBUG|INFO|NOTICE|WARNING|WARN|ERROR|ERR|CRITICAL|FATAL|SEVERE)\b)?[\])]?:?\s*(?P<message>.*)$",
    re.I,
)
#: A log level's words, for a line whose timestamp is written another way than ISO at its start.
_LEVEL_HEAD = re.compile(r"^\s*[\[(]?(?P<level>TRACE|DEBUG|INFO|NOTICE|WARNING|WARN|ERROR|ERR|CRITICAL|FATAL|SEVERE|ALERT|EMERG)\b"
                         r"[\])]?:?\s*", re.I)
#: A UTC offset written after an ISO timestamp's time, apart from it (`09:00:01 +0100  message`).
_SPACED_ZONE = re.compile(r"([+-]\d\d):?(\d\d)(?:\s+|$)")
#: An ISO timestamp with a time of day (to the second) and no zone of its own.
_NO_ZONE = re.compile(r"\d\d:\d\d:\d\d(?:[.,]\d+)?$")
#: nginx's and many daemons' `2025/04/16 09:14:02` at a line's start.
_SLASH_TS = re.compile(r"^\s*\[?(\d{4})/(\d\d)/(\d\d)[ T:](\d\d):(\d\d)(?::(\d\d))?\]?\s*")
#: The common log format's `[18/Feb/2025:11:20:45 +0000]` (web servers' access logs, CUPS, proxies),
#: anywhere in the line.
_CLF_TS = re.compile(r"\[(\d{1,2})/([A-Za-z]{3})/(\d{4})[: ](\d\d):(\d\d):(\d\d)(?:\s*([+-]\d\d):?(\d\d))?\]")
#: A one-letter level before a bracketed timestamp (CUPS's error_log: `E [12/Feb/2025:...] ...`).
_LETTER_LEVEL = {"D": "DEBUG", "I": "INFO", "N": "NOTICE", "W": "WARN", "E": "ERROR", "C": "CRITICAL",
                 "A": "ALERT", "X": "EMERG"}
_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                       "dec"), start=1)}
#: A traditional syslog line (auth.log, syslog, mail.log, kern.log): `Mar 23 01:47:18 host sshd[27356]: message`,
#: its time without a year, the program's pid optional.
_SYSLOG = re.compile(r"^(?P<timestamp>(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+\d{1,2}\s+\d\d:\d\d:\d\d)\s+"
                     r"(?P<host>\S+)\s+(?P<program>[^\s\[\]:]+)(?:\[(?P<pid>\d+)\])?:\s?(?P<message>.*)$")
#: After an ISO timestamp: an optional host, then `program[pid]:` (rsyslog's high-precision form).
_PROGRAM = re.compile(r"(?:(?P<host>[\w.-]+)\s+)?(?P<program>[A-Za-z][\w./-]*)\[(?P<pid>\d+)\]:\s?")
#: The keys a syslog line's record adds, in order.
SYSLOG_KEYS = ("host", "program", "pid")
#: A field of a log line: a quoted or bracketed group (without its quotes or brackets), else a word.
_LOG_FIELD = re.compile(r'"([^"]*)"|\[([^\]]*)\]|(\S+)')
_WHOLE = re.compile(r"-?(?:0|[1-9]\d*)")
_FRACTION = re.compile(r"-?(?:0|[1-9]\d*)\.\d+")
#: A log read with `fields` when none of its first this many lines has a level.
FIELD_LOG_PROBE = 20
#: A web server's access log line, the common or combined log format (Apache's and nginx's
#: default): `ip ident user [time] "METHOD /path?query PROTO" status bytes ["referer" "agent"]`.
_ACCESS_LINE = re.compile(r'^(?P<ip>\S+) \S+ (?P<user>\S+) \[[^\]]+\] "(?P<request>[^"]*)" (?P<status>\d{3}) (?P<bytes>\d+|-)'
                          r'(?: "(?P<referer>[^"]*)" "(?P<agent>[^"]*)")?')
#: The keys an access log's records add, in order.
ACCESS_KEYS = ("ip", "user", "method", "path", "query", "protocol", "status", "bytes", "referer", "agent")


def access_fields(line: str) -> dict[str, Any] | None:
    """An access log line's named fields (ACCESS_KEYS): `path` without its query string, `query`
    what follows its `?`, `status` and `bytes` ints (`-` is 0), `user` and `referer` '' for `-`; None for a line
    of another format. A model reading an nginx log by keys wrote `r['path']` and `r['status']`."""
    m = _ACCESS_LINE.match(line)
    if not m:
        return None
    parts = m.group("request").split()
    method, target, protocol = (parts + ["", "", ""])[:3] if len(parts) >= 2 else ("", m.group("request"), "")
    path, _, query = target.partition("?")
    return {"ip": m.group("ip"), "user": "" if m.group("user") == "-" else m.group("user"), "method": method,
            "path": path, "query": query, "protocol": protocol, "status": int(m.group("status")),
            "bytes": 0 if m.group("bytes") == "-" else int(m.group("bytes")), "referer": "" if m.group("referer") in (None, "-") else m.group("referer"),
            "agent": m.group("agent") or ""}


#: An IPv4 address, or an IPv6 one written with `::` or in full (eight groups): not a time of day
#: (`02:44:19`) or a MAC address.
IP_ADDRESS = re.compile(r"(?<![\w.:])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}"
                        r"|(?=[0-9A-Fa-f:]*::)(?:[0-9A-Fa-f]{1,4}:){0,7}:?(?::[0-9A-Fa-f]{1,4}){0,7}"
                        r"|(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4})(?![\w.:])")
#: A log whose first this many lines hold an IP address gives each record its `ip`.
IP_LOG_PROBE = 200


def first_ip(text: str) -> str:
    """The first IP address in a log line's text, '' when none (a bare `::` is none)."""
    for m in IP_ADDRESS.finditer(text):
        if m.group(0).strip(":"):
            return m.group(0)
    return ""


def _program_line(stamp: str, rest: str, m: re.Match[str]) -> dict[str, Any]:
    """A log line's record after its `program[pid]:` (`m` holds host, program and pid): the level
    that opens the rest, if any, and the message after it."""
    lv = _LEVEL_HEAD.match(rest)
    return {"timestamp": stamp, "level": _level_name(lv.group("level")) if lv else "",
            "message": rest[lv.end():] if lv else rest, "host": m.group("host") or "",
            "program": m.group("program"), "pid": int(m.group("pid")) if m.group("pid") else ""}


def log_line(line: str) -> dict[str, Any]:
    """One log line's `timestamp`, `level` and `message` (a line with none of them: `message` alone).

    The timestamp is found as ISO at the line's start (kept as written), as `2025/04/16 09:14:02`
    at its start, or as the common log format's `[18/Feb/2025:11:20:45 +0000]` anywhere (web
    servers' access logs, CUPS page logs); the last two are given as ISO (`2025-02-18
    11:20:45+00:00`), so a script compares every log's timestamps alike (`ts.startswith('2025-02')`).
    A timestamp after other fields leaves the whole line as the message. A probe's script filtered
    a CUPS page log by month and found nothing: records() had given it no timestamp."""
    m = _LOG_LINE.match(line)
    if m and m.group("timestamp"):
        stamp, level, message = m.group("timestamp"), m.group("level") or "", m.group("message")
        z = _SPACED_ZONE.match(message) if not level and _NO_ZONE.search(stamp) else None
        if z:
            # `2025-04-15 09:00:01 +0100  Power failure.` (apcupsd, some daemons): the zone is the
            # timestamp's, as ISO (`+01:00`), and the level may follow it.
            stamp += f"{z.group(1)}:{z.group(2)}"
            rest = message[z.end():]
            lv = _LEVEL_HEAD.match(rest)
            level, message = (lv.group("level"), rest[lv.end():]) if lv else ("", rest)
        p = _PROGRAM.match(message) if not level else None
        if p:
            # `2025-04-26T05:29:13+01:00 [host] kilnctl[318]: FAULT kiln02 ...` (rsyslog's ISO form, a
            # daemon's own log): the program and pid by name, the level after them (a probe's records
            # had "kilnctl[318]: FAULT ..." as the message and no level).
            return _program_line(stamp, message[p.end():], p)
        return {"timestamp": stamp, "level": _level_name(level), "message": message}
    s = _SLASH_TS.match(line)
    if s:
        y, mo, d, hh, mm, ss = s.groups()
        rest = line[s.end():]
        lv = _LEVEL_HEAD.match(rest)
        return {"timestamp": f"{y}-{mo}-{d} {hh}:{mm}:{ss or '00'}", "level": _level_name(lv.group("level")) if lv else "",
                "message": rest[lv.end():] if lv else rest}
    c = _CLF_TS.search(line)
    month = _MONTHS.get(c.group(2).lower()) if c else None
    if c and month:
        d, _, y, hh, mm, ss, zh, zm = c.groups()
        stamp = f"{y}-{month:02d}-{int(d):02d} {hh}:{mm}:{ss}" + (f"{zh}:{zm}" if zh else "")
        head = line[: c.start()].strip()
        if head.upper() in _LETTER_LEVEL or _LEVEL_HEAD.fullmatch(head + " "):
            rest = line[c.end():].lstrip()
            level = _LETTER_LEVEL.get(head.upper()) or _level_name(head.strip("[]():"))
            return {"timestamp": stamp, "level": level, "message": rest}
        if not head:  # `[18/Feb/2025:...] message`
            rest = line[c.end():]
            lv = _LEVEL_HEAD.match(rest)
            return {"timestamp": stamp, "level": _level_name(lv.group("level")) if lv else "",
                    "message": rest[lv.end():] if lv else rest.lstrip()}
        return {"timestamp": stamp, "level": "", "message": line}
    y = _SYSLOG.match(line)
    if y:
        # The time as written (no year to make it ISO with: `r['timestamp'].startswith('Mar')`), the
        # message after `program[pid]:`, and the host, program and pid by name. A probe's model
        # wrote its own parser of an auth.log whose records had no timestamp.
        return _program_line(y.group("timestamp"), y.group("message"), y)
    if m:
        return {"timestamp": "", "level": _level_name(m.group("level") or ""), "message": m.group("message")}
    return {"timestamp": "", "level": "", "message": line}


#: An upper-case word opening a message where the log's other lines have their level.
_OWN_LEVEL = re.compile(r"^[\[(]?(?P<level>[A-Z]{3,10})[\])]?:?(?:\s+|$)")


def _own_levels(records: list[dict[str, Any]]) -> None:
    """A log's own level words beside the usual ones: where at least half the lines with a
    timestamp have a known level, a line with a timestamp and none whose message opens with an
    upper-case word (`FAULT`, `ALARM`, `PANIC`) has that word as its level. A probe's boiler log
    wrote `2025-11-04 06:01:15 FAULT F28 ignition failure` between INFO and WARN lines, and its
    FAULT lines had no level (the word was read as part of the message)."""
    stamped = [r for r in records if r.get("timestamp")]
    if not stamped or 2 * sum(1 for r in stamped if r["level"]) < len(stamped):
        return
    for r in stamped:
        if not r["level"]:
            m = _OWN_LEVEL.match(r["message"])
            if m:
                r["level"], r["message"] = m.group("level"), r["message"][m.end():]


def log_fields(text: str) -> list[Any]:
    """A log line split into its fields: at spaces, a quoted or bracketed group one field (without
    its quotes or brackets), whole numbers and decimals as numbers (`007` stays text). For logs
    with no level (access logs, print logs, barrier logs), whose facts are the columns of a line."""
    out: list[Any] = []
    for m in _LOG_FIELD.finditer(text):
        word = m.group(1) if m.group(1) is not None else m.group(2) if m.group(2) is not None else m.group(3)
        if _WHOLE.fullmatch(word):
            out.append(int(word))
        elif _FRACTION.fullmatch(word):
            out.append(float(word))
        else:
            out.append(word)
    return out


#: A `key=value` pair of a log line (logfmt: `door=main fob=0417 result=DENIED`, `msg="a b"`).
_PAIR = re.compile(r'(?<![^\s,;])([A-Za-z_][\w.-]{0,30})=("[^"]*"|[^\s,;]*)')
#: The most pair names a log's records get.
PAIR_KEYS = 24


def logfmt_fields(records: list[dict[str, Any]]) -> None:
    """Each `key=value` pair of the lines' messages as a field of their records, when most lines
    have two or more (a door controller's `fob=0417 result=DENIED`: a probe's script read
    record['fob'], which no record had). Every record gets every name ('' where its line has none);
    a field a record already has a value in (a parsed timestamp) keeps it. Values stay text."""
    pairs = [{k: v.strip('"') for k, v in _PAIR.findall(str(r.get("message") or ""))} for r in records]
    probe = pairs[:FIELD_LOG_PROBE]
    if not records or sum(1 for p in probe if len(p) >= 2) * 2 <= len(probe):
        return
    names = [k for k in dict.fromkeys(k for p in pairs for k in p) if k not in ("line", "text", "fields", "message")]
    names = names[:PAIR_KEYS]
    for r, p in zip(records, pairs, strict=True):
        for k in names:
            if r.get(k) in (None, ""):  # `level=error` fills an empty level; a parsed timestamp stays
                r[k] = p.get(k, "")
        r["_pairs"] = names


_COND = re.compile(r"^\s*(?P<field>[^=!<>~]+?)\s*(?P<op>==|=|!=|>=|<=|>|<|~|!~)\s*(?P<value>.*?)\s*$")


_EXPORT = re.compile(r"^([ \t]*)export[ \t]+(?=[A-Za-z_][\w.]*[ \t]*=)", re.M)


def _delimiter(sample: str) -> str:
    """The delimiter of a .csv file: the sniffed one when its header line has it, else a comma (a
    one-column file, which the sniffer cannot place, and a header the sniffer misreads)."""
    header = sample.split("\n", 1)[0]
    try:
        found = csv.Sniffer().sniff(sample, ",;\t|").delimiter if sample.strip() else ","
    except csv.Error:
        return ","
    return found if found in header else ","


#: A rotated log's tail: `.1`, `.2` (logrotate's numbers, higher is older) or `-20250301` (its
#: dateext, later is newer), after the log's own name; `.gz` may follow.
_ROTATION_TAIL = re.compile(r"^(?P<base>.+?)(?:(?P<num>(?:\.\d+)+)|-(?P<date>\d{8,10}))$")


def oldest_first(paths: list[Any]) -> list[Any]:
    """`paths` (sorted by name) with each log's rotated files put in the order their lines were
    written: `app.log.2.gz`, `app.log.1`, `app.log` (and `app.log-20250301` before `app.log`).
    Other files keep their place. Read by name, a glob's records ran newest file first, and a
    probe's script paired each "power failure" line with the wrong "power back" line."""
    def family(p: Any) -> tuple[str, tuple[int, ...]] | None:
        name = os.path.basename(os.fspath(p))
        bare = name[:-3] if name.lower().endswith(".gz") else name
        m = _ROTATION_TAIL.match(bare)
        if m and detect(Path(m.group("base"))) == "log":
            if m.group("num"):
                return os.path.join(os.path.dirname(os.fspath(p)), m.group("base")), tuple(-int(n) for n in m.group("num")[1:].split("."))
            return os.path.join(os.path.dirname(os.fspath(p)), m.group("base")), (int(m.group("date")),)
        return None

    keys: list[tuple[str | None, tuple[int, tuple[int, ...]]]] = []
    found = [family(p) for p in paths]
    bases = {f[0] for f in found if f is not None}
    for p, f in zip(paths, found, strict=True):
        if f is not None:
            keys.append((f[0], (0, f[1])))
        elif os.fspath(p) in bases:
            keys.append((os.fspath(p), (1, ())))
        else:
            keys.append((None, (0, ())))
    first: dict[str, int] = {}
    for i, (fam, _) in enumerate(keys):
        if fam is not None:
            first.setdefault(fam, i)
    # Each family in the place of its first member, oldest first, the log itself (no tail) last.
    order = sorted(range(len(paths)), key=lambda i: (i if keys[i][0] is None else first[keys[i][0]], keys[i][1]))
    return [paths[i] for i in order]


def detect(path: Path) -> str:
    name = path.name.lower()
    if name.endswith(".gz"):
        name = name[:-3]
    if dotenv_name(name) or name.endswith(".properties"):
        return "ini"  # KEY=value settings: `.env`, `.env.local`, `prod.env`
    name = _ROTATED.sub("", name)
    return _SUFFIX.get(os.path.splitext(name)[1], "log")


def _text(path: Path, env: ToolEnv) -> str:
    return read_capped(path, env).decode("utf-8-sig", errors="replace")


def load_structured(kind: str, text: str) -> Any:
    """One JSON, YAML or TOML document's data (`kind` as `detect` names it)."""
    text = text.removeprefix("\ufeff")
    if kind == "toml":
        return tomllib.loads(text)
    if kind == "yaml":
        import yaml

        return yaml.safe_load(text)
    return json.loads(text)


def flatten(obj: Any, prefix: str = "") -> dict[str, Any]:
    """A nested mapping's values keyed by their dotted paths ("db.pool.size")."""
    out: dict[str, Any] = {}
    if isinstance(obj, dict):
        for k, v in obj.items():
            key = f"{prefix}.{k}" if prefix else str(k)
            if isinstance(v, dict):
                out.update(flatten(v, key))
            else:
                out[key] = v if not isinstance(v, list) or any(isinstance(i, (dict, list)) for i in v) else v
    else:
        out[prefix or "value"] = obj
    return out


def _level_name(word: str) -> str:
    """A log level as the records carry it: WARNING is WARN, ERR is ERROR, upper case."""
    word = word.upper()
    return {"WARNING": "WARN", "ERR": "ERROR"}.get(word, word)


def is_record_list(v: Any) -> bool:
    """A non-empty list of dicts."""
    return isinstance(v, list) and bool(v) and all(isinstance(i, dict) for i in v)


def _leaf_count(v: Any) -> int:
    if isinstance(v, dict):
        return sum(_leaf_count(x) for x in v.values())
    if isinstance(v, list) and any(isinstance(x, (dict, list)) for x in v):
        return sum(_leaf_count(x) for x in v)
    return 1


class Grouped(list):  # type: ignore[type-arg]
    """`grouped_records`' records; `.fields` are the names of the fields that say which list each
    record came from, `.first_list` the keys from the top to the first of those lists."""

    fields: list[str]
    first_list: list[str]


def grouped_records(obj: dict[str, Any]) -> Grouped | None:
    """The records of a document that keeps its lists of records under keys of a mapping, at any
    depth (`{"environments": {"production": [{...}], "staging": [{...}]}}`, `{"cats": [...], "dogs":
    [...]}`): one record per dict, with the keys that chose its list as fields — named after the
    key above them (`environments: 'production'`), `key` at the top. None when the lists hold
    less than two thirds of the document's values or fewer than three records (a settings file
    with a list in it). Read as one flattened record, such a file showed a model 12 of its paths,
    not the fields of its records, and the script guessed them (a probe trace: KeyError twice)."""
    found: list[tuple[list[tuple[str, str]], list[dict[str, Any]]]] = []
    first: list[str] = []  # the keys to the first list found

    def walk(node: dict[str, Any], parent: str, chosen: list[tuple[str, str]], keys: list[str]) -> None:
        branching = sum(1 for v in node.values() if isinstance(v, dict) or is_record_list(v)) > 1
        for k, v in node.items():
            here = [*chosen, (parent, str(k))] if branching else chosen
            if is_record_list(v):
                found.append((here, v))
                if not first:
                    first.extend([*keys, str(k)])
            elif isinstance(v, dict):
                walk(v, str(k), here, [*keys, str(k)])

    walk(obj, "key", [], [])
    total = sum(len(rows) for _, rows in found)
    inside = sum(_leaf_count(rows) for _, rows in found)
    if not found or total < 3 or inside * 3 < _leaf_count(obj) * 2:
        return None
    flat = [(chosen, [flatten(row) for row in rows]) for chosen, rows in found]
    taken = {k for _, rows in flat for rec in rows for k in rec}
    out = Grouped()
    names: dict[str, None] = {}
    for chosen, rows in flat:
        fields = {(name if name not in taken else f"{name}_group"): key for name, key in chosen}
        names.update(dict.fromkeys(fields))
        out.extend({**fields, **rec} for rec in rows)
    out.fields = list(names)
    out.first_list = first
    return out


#: The most of an object's own values `_records_of` gives each record of the one list it holds.
PARENT_FIELDS = 8


def _records_of(obj: Any, at: str | None) -> list[dict[str, Any]]:
    if at:
        for part in at.split("."):
            if isinstance(obj, dict) and part in obj:
                obj = obj[part]
            else:
                raise ToolError(f"no key {at!r} in the data")
    if isinstance(obj, list):
        return [flatten(x) if isinstance(x, dict) else {"value": x} for x in obj]
    if isinstance(obj, dict):
        lists = [k for k, v in obj.items() if is_record_list(v)]
        if len(lists) == 1 and not at:
            # The object's own values ({"date": ..., "site": ..., "intervals": [...]}) go with each
            # record of its list: a probe's day files gave hourly records with no date in them, and
            # the script summed every file's hours for "July".
            own = {k: v for k, v in obj.items() if k != lists[0] and (v is None or isinstance(v, (str, int, float, bool)))}
            own = dict(list(own.items())[:PARENT_FIELDS])
            return [{**{k: v for k, v in own.items() if k not in rec}, **rec} for rec in map(flatten, obj[lists[0]])]
        grouped = grouped_records(obj)
        if grouped is not None:
            return grouped
        if obj and all(isinstance(v, dict) for v in obj.values()):
            # A mapping of named entries (TOML tables, YAML maps): one record per entry.
            return [{"key": k, **flatten(v)} for k, v in obj.items()]
        return [flatten(obj)]
    return [{"value": obj}]


def read_records(path: Path, env: ToolEnv, fmt: str = "auto", records_at: str | None = None) -> list[dict[str, Any]]:
    kind = detect(path) if fmt == "auto" else fmt
    rel = env.rel(path)
    if kind == "docx":
        # A Word document's tables, one record per row keyed by its header row.
        from .docx_impl import docx_table_records

        records = docx_table_records(env, path)
        for r in records:
            r["_file"] = rel
        return records
    text = _text(path, env)
    try:
        if kind in ("csv", "tsv"):
            # Comment lines above the header (a logger's serial number and units, "# exported
            # ..."): no header, no record. Read as the header, they gave every row the comment's
            # words for keys (a probe trace: KeyError on the real column).
            lines = text.split("\n")
            skipped = 0
            while skipped < len(lines) - 1 and (lines[skipped].lstrip().startswith("#") or not lines[skipped].strip()):
                skipped += 1
            text = "\n".join(lines[skipped:])
            sample = text[:4096]
            delim = "\t" if kind == "tsv" else _delimiter(sample)
            reader = csv.DictReader(io.StringIO(text), delimiter=delim)
            rows = []
            for i, row in enumerate(reader, start=2 + skipped):
                rec = {(k or "").strip(): (v.strip() if isinstance(v, str) else v) for k, v in row.items() if k is not None}
                if len(rec) > 1 and all(v == k for k, v in rec.items() if k):
                    continue  # the header line again (exports appended to one file): no record
                rows.append({**rec, "_line": i})
            records = rows
        elif kind == "json":
            records = _records_of(json.loads(text), records_at)
        elif kind == "jsonl":
            records = [flatten(json.loads(line)) for line in text.splitlines() if line.strip()]
        elif kind == "yaml":
            import yaml

            docs = [d for d in yaml.safe_load_all(text) if d is not None]
            records = [r for d in docs for r in _records_of(d, records_at)]
        elif kind == "toml":
            records = _records_of(tomllib.loads(text), records_at)
        elif kind == "xml":
            records = xml_records(text)
        elif kind == "vcard":
            records = card_records(text)
        elif kind == "ini":
            records = ini_records(text)
        else:
            records = []
            for i, line in enumerate(text.splitlines(), start=1):
                if not line.strip():
                    continue
                records.append({"_line": i, "text": line, **log_line(line)})
            if any("program" in r for r in records[:FIELD_LOG_PROBE]):
                for r in records:  # a line of another form in a syslog: its host, program and pid ''
                    for key in SYSLOG_KEYS:
                        r.setdefault(key, "")
            _own_levels(records)
            if records and not any(r["level"] for r in records[:FIELD_LOG_PROBE]):
                # No level: the line's columns are its facts (who, how many, which queue).
                for r in records:
                    r["fields"] = log_fields(r["message"])
                access = [access_fields(r["text"]) for r in records]
                if sum(1 for a in access[:FIELD_LOG_PROBE] if a) * 2 > min(len(records), FIELD_LOG_PROBE):
                    # A web server's access log: its columns by name too (a line of another form: '' and 0).
                    blank = {k: 0 if k in ("status", "bytes") else "" for k in ACCESS_KEYS}
                    for r, a in zip(records, access, strict=True):
                        r.update(a or blank)
            logfmt_fields(records)
            if records and "ip" not in records[0] and any(first_ip(r["message"]) for r in records[:IP_LOG_PROBE]):
                # The address a line names (`Failed password for root from 198.51.100.23`, `Ban
                # 192.0.2.88`): a probe's script took an auth log's 7th word for it ('password').
                for r in records:
                    r["ip"] = first_ip(r["message"])
    except (ValueError, SyntaxError, csv.Error, configparser.Error, tomllib.TOMLDecodeError) as exc:  # XML: SyntaxError
        raise ToolError(f"{rel} is not valid {kind}: {str(exc).splitlines()[0][:200]}") from exc
    except Exception as exc:  # yaml errors
        if type(exc).__module__.startswith("yaml"):
            raise ToolError(f"{rel} is not valid yaml: {str(exc).splitlines()[0][:200]}") from exc
        raise
    for r in records:
        r["_file"] = rel
    return records


def _ini_plain(text: str) -> list[dict[str, Any]]:
    cp = configparser.ConfigParser(interpolation=None, strict=False)  # a key set twice: the last wins
    cp.optionxform = str  # type: ignore[assignment,method-assign]
    if not re.match(r"\s*\[", text):
        # A .env file: `export KEY=value` (shell style) sets KEY.
        text = "[DEFAULT]\n" + _EXPORT.sub(r"\1", text)
    cp.read_string(text)
    base = cp.defaults()
    # A section's options include the defaults: its own are those it adds or sets otherwise (a
    # probe's [clinic:hygienist] `hours_before = 48` over the default 24 was left out, and the
    # script answered 24).
    return [{"section": s, "key": k, "value": v} for s in ["DEFAULT", *cp.sections()]
            for k, v in (base if s == "DEFAULT" else {k: cp.get(s, k) for k in cp.options(s)
                                                      if k not in base or cp.get(s, k) != base[k]}).items()]


def ini_records(text: str) -> list[dict[str, Any]]:
    """An INI file's settings, a record each: `section, key, value` (`DEFAULT` outside any section).

    A section whose name is given more than once (WireGuard's `[Peer]`, systemd's drop-ins) is
    one block per header, not one merged section: every record then also has `block`, the
    header's number among those of its name (1, 2, ...), and `comment`, the block's comment lines
    joined by "; " — those right above its header (no blank line between) and those among its
    settings (not after its last one: `settings.ini_blocks`). configparser merged the blocks, the
    last block's values winning: a probe's VPN config read as one peer of three."""
    lines = text.splitlines()
    blocks = ini_blocks(lines)
    if len(blocks) == len({name for name, *_ in blocks}):
        return _ini_plain(text)

    def words(ln: str) -> str:
        return ln.strip().lstrip("#;").strip() if ini_comment(ln) else ""

    first = blocks[0][1]
    records = [dict(r, block=1, comment="") for r in _ini_plain("\n".join(lines[:first]))] if any(
        ln.strip() and not ini_comment(ln) for ln in lines[:first]) else []
    seen: dict[str, int] = {}
    for n, (name, head, start, end) in enumerate(blocks):
        nxt = blocks[n + 1][1] if n + 1 < len(blocks) else len(lines)
        seen[name] = seen.get(name, 0) + 1
        comment = "; ".join(w for w in map(words, lines[start:head] + lines[head + 1:end]) if w)
        got = [r for r in _ini_plain("\n".join([f"[{name}]", *lines[head + 1: nxt]])) if r["section"] != "DEFAULT"]
        records += [dict(r, block=seen[name], comment=comment) for r in got]
        if not got:  # a block with no settings still says it is there
            records.append({"section": name, "key": "", "value": "", "block": seen[name], "comment": comment})
    return records


_CARD_LINE = re.compile(r"^(?:[\w-]+\.)?(?P<name>[A-Za-z][\w-]*)(?P<params>(?:;[^:]*)?):(?P<value>.*)$")


def card_records(text: str) -> list[dict[str, Any]]:
    r"""The records of a vCard (`.vcf`) or iCalendar (`.ics`) file: one per innermost
    `BEGIN:X` ... `END:X` block (a contact, an event, a to-do), each property by its name in
    upper case (`FN`, `TEL`, `EMAIL`, `DTSTART`, `SUMMARY`; a group prefix such as `item1.` and the
    parameters left out), the value with `\,` `\;` `\n` unescaped; a property given more than once
    (two `TEL` lines) a list of its values, and then a list in every record that has it. Folded lines (a continuation starts with a space or a
    tab) are joined first. A phone export read line by line had a script match names, not numbers."""
    lines: list[str] = []
    for raw in text.replace("\r\n", "\n").split("\n"):
        if raw[:1] in (" ", "\t") and lines:
            lines[-1] += raw[1:]
        else:
            lines.append(raw)
    out: list[dict[str, Any]] = []
    stack: list[dict[str, Any]] = []
    for line in lines:
        m = _CARD_LINE.match(line.strip())
        if not m:
            continue
        name, value = m.group("name").upper(), m.group("value")
        if name == "BEGIN":
            stack.append({"_kind": value.strip().upper(), "_inner": False})
            continue
        if name == "END":
            if stack:
                rec = stack.pop()
                if not rec.pop("_inner"):
                    rec.pop("_kind")
                    out.append(rec)
                if stack:
                    stack[-1]["_inner"] = True
            continue
        if not stack:
            continue
        value = re.sub(r"\\([,;\\nN])", lambda x: "\n" if x.group(1) in "nN" else x.group(1), value)
        rec = stack[-1]
        if name in rec:
            rec[name] = [*rec[name], value] if isinstance(rec[name], list) else [rec[name], value]
        else:
            rec[name] = value
    # A property that some record gives twice is a list in every record: one type per key (a
    # script's `c['TEL'] in text` worked for one card and failed for the next).
    many = {k for rec in out for k, v in rec.items() if isinstance(v, list)}
    for rec in out:
        for k in many & set(rec):
            if not isinstance(rec[k], list):
                rec[k] = [rec[k]]
    return out


def xml_records(text: str) -> list[dict[str, Any]]:
    """The records of an XML document (GPX, KML, RSS, an export): the elements of its most
    frequent tag among those that hold data (attributes, or child elements with text and none of
    their own), at least two of them; a deeper tag wins a tie. Each is a dict of its attributes,
    then its childless children's text (`ele`, `time`; a child's attributes as `child.attr`),
    then the position of each repeated element above it (`trkseg: 1`). Namespaces are left out
    of every name. A GPX file's track points: `{'lat': '52.1', 'lon': '0.12', 'ele': '31.0',
    'time': '...', 'trkseg': 0}`; its route points (`rtept`), fewer, are not among them. Entities
    are not fetched (ElementTree), and expat refuses exponential expansion."""
    import xml.etree.ElementTree as ET

    root = ET.fromstring(text.lstrip("\ufeff"))

    def local(tag: Any) -> str:
        return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""

    counts: dict[str, int] = {}
    depth: dict[str, int] = {}
    index: dict[int, int] = {}  # id(element) -> its position among the elements of its tag
    parents: dict[int, Any] = {}
    for el in root.iter():
        tag = local(el.tag)
        index[id(el)] = counts.get(f"all:{tag}", 0)
        counts[f"all:{tag}"] = index[id(el)] + 1
        for child in el:
            parents[id(child)] = el
        if el.attrib or any(len(c) == 0 and (c.text or "").strip() for c in el):
            counts[tag] = counts.get(tag, 0) + 1
    for el in root.iter():  # depth of each tag, by its first element
        tag, d, up = local(el.tag), 0, parents.get(id(el))
        while up is not None:
            d, up = d + 1, parents.get(id(up))
        depth.setdefault(tag, d)
    tags = [t for t, n in counts.items() if not t.startswith("all:") and n >= 2]
    if not tags:
        return []
    pick = max(tags, key=lambda t: (counts[t], depth.get(t, 0)))
    out: list[dict[str, Any]] = []
    for el in root.iter():
        if local(el.tag) != pick or not (el.attrib or any(len(c) == 0 and (c.text or "").strip() for c in el)):
            continue
        rec: dict[str, Any] = {local(k): v for k, v in el.attrib.items()}
        for c in el:
            if len(c) == 0:
                key = local(c.tag)
                rec.setdefault(key, (c.text or "").strip())
                for k, v in c.attrib.items():
                    rec.setdefault(f"{key}.{local(k)}", v)
        up = parents.get(id(el))
        while up is not None:
            if counts.get(f"all:{local(up.tag)}", 0) >= 2:
                rec.setdefault(local(up.tag), index[id(up)])
            up = parents.get(id(up))
        out.append(rec)
    return out


_OPS = {"=": operator.eq, "==": operator.eq, "!=": operator.ne, ">": operator.gt, ">=": operator.ge, "<": operator.lt,
        "<=": operator.le}


_ISO_DAY = re.compile(r"\d{4}-\d\d-\d\d(?:$|[T ])")


#: A month's name written in full, or its first three or four letters (its number: `_MONTHS`).
_MONTH_NAMES = {n for m in "january february march april may june july august september october november december".split()
                for n in (m, m[:3], m[:4])}
_MONTH_FORMS = (re.compile(r"^(?P<y>\d{4})-(?P<m>\d{1,2})$"), re.compile(r"^(?P<m>\d{1,2})/(?P<y>\d{4})$"),
                re.compile(r"^(?P<name>[A-Za-z]{3,9})\.?,?\s+(?P<y>\d{4})$"))


def month_of(text: str) -> str | None:
    """A month written alone ("2025-10", "Oct 2025", "October 2025", "10/2025") as YYYY-MM; else None."""
    for form in _MONTH_FORMS:
        m = form.match(text.strip())
        if not m:
            continue
        month = _MONTHS.get(m.group("name")[:3].lower()) if "name" in form.groupindex else int(m.group("m"))
        if month and 1 <= month <= 12 and (
                "name" not in form.groupindex or m.group("name").lower().rstrip(".") in _MONTH_NAMES):
            return f"{m.group('y')}-{month:02d}"
    return None



def _month_of_value(have: Any) -> str | None:
    """The month of a record's value: a month written alone, or the month of a date."""
    if isinstance(have, (Day, Dated)):
        return have.iso[:7]
    if not isinstance(have, str) or not have.strip():
        return None
    if (month := month_of(have)) is not None:
        return month
    if _ISO_DAY.match(have):
        return have[:7]
    day = iso_of(have)
    return day[:7] if day else None


def _matches(rec: dict[str, Any], field: str, op: str, want: str) -> bool:
    have = rec.get(field)
    if op not in ("~", "!~") and (wanted := month_of(want)) is not None and (month := _month_of_value(have)):
        # A month against a date or a month ("date = 2025-10", "Month <= Jun 2025"): by month.
        return bool(_OPS[op](month, wanted))
    if op in ("~", "!~"):
        hit = re.search(want, "" if have is None else str(have), re.I) is not None
        return hit if op == "~" else not hit
    a, b = number(have), number(want)
    # A date or a time read from any form, before or after a date or time given in any clear form.
    given = iso_of(want) if isinstance(have, (Day, Dated)) else clock_of(want) if isinstance(have, Clock) else None
    if given is not None:
        return bool(_OPS[op](have.iso if isinstance(have, (Day, Dated)) else str(have), given))
    if op in (">", ">=", "<", "<=") and isinstance(have, str) and _ISO_DAY.match(have) and (given := iso_of(want)):
        return bool(_OPS[op](have[:10], given))  # a column of ISO dates (one form: read as text)
    if a is not None and b is not None:
        left: Any = a
        right: Any = b
    else:
        left, right = ("" if have is None else str(have)).strip().lower(), want.strip().lower()
        if op in (">", ">=", "<", "<=") and (a is None or b is None):
            return False
    return bool(_OPS[op](left, right))


class DataQueryArgs(ToolArgs):
    path: str = Field(description="a data file, or a folder of them (searched recursively)")
    glob: str = Field("*", description="which files of a folder, e.g. *.csv or var/server.log*")
    format: Format = Field("auto", description="auto: by file name (server.log.1, x.csv.gz and a .docx's tables included)")
    records_at: str | None = Field(None, description="JSON/YAML/TOML: the dotted key that holds the list of records")
    where: list[str] = Field(default_factory=list, description='conditions, all must hold: "field op value" with op one of = != > >= < <= ~ (regex) !~')
    group_by: str | None = Field(None, description="a field to group records by")
    sum: list[str] = Field(default_factory=list, description="numeric fields to total (per group when grouped)")
    sort_by: str | None = Field(None, description="a field (or, when grouped, count or a summed field) to sort by")
    descending: bool = False
    fields: list[str] = Field(default_factory=list, description="the fields to show (default: all)")
    limit: int = Field(50, ge=1, le=1000, description="records or groups shown at most")


#: Conditions joined in one string, as a query language writes them ("date >= 2025-03-01 AND
#: status = accepted"); a lower-case "and" only where a condition follows ("Marks and Spencer" stays).
_AND = re.compile(r"\s+(?:AND|&&)\s+|\s+and\s+(?=[\w .-]{1,40}?\s*(?:==|=|!=|>=|<=|>|<|~|!~))")


def conditions(where: list[str]) -> list[tuple[str, str, str]]:
    """`where` conditions as (field, op, value); one that does not read is a one-line error. A
    string of several joined by AND is those conditions (a 1.5B model wrote them so, in SQL's way)."""
    conds = []
    for c in [part for w in where for part in _AND.split(w) if part.strip()]:
        m = _COND.match(c)
        if not m:
            raise ToolError(f"cannot read the condition {c!r}: write it as field op value, e.g. status = failed or amount > 10")
        if m.group("op") in ("~", "!~"):
            compile_regex(m.group("value"))
        conds.append((m.group("field").strip(), m.group("op"), m.group("value").strip().strip("'\"")))
    return conds


def _as_range(values: list[str]) -> tuple[str, str] | None:
    """Two or more dates (or months) as (first, last) in ISO form; None when one is not a date."""
    days = []
    for v in values:
        month = month_of(v)
        day = iso_of(v) or (v[:10] if _ISO_DAY.match(v) else None)
        if day is None and month is None:
            return None
        days.append((day or month + "-01", day or month + "-31"))
    return min(d[0] for d in days), max(d[1] for d in days)


def holds(rec: dict[str, Any], conds: list[tuple[str, str, str]]) -> bool:
    """Whether a record meets every condition. Equalities of one field with different values can
    never all hold, so they mean what they must: with dates, the days from the first to the last
    ("date = 2025-10-01", "date = 2025-10-31": October); otherwise any of them (status = a or b).
    A 1.5B model wrote an October filter as two equalities and got an empty table."""
    equal: dict[str, list[str]] = defaultdict(list)
    for field, op, want in conds:
        if op in ("=", "=="):
            equal[field].append(want)
    for field, op, want in conds:
        wants = equal.get(field, [])
        if op in ("=", "==") and len({w.strip().lower() for w in wants}) > 1:
            if want != wants[0]:
                continue  # the field's equalities are judged together, once
            span = _as_range(wants)
            if span is not None:
                if not (_matches(rec, field, ">=", span[0]) and _matches(rec, field, "<=", span[1])):
                    return False
            elif not any(_matches(rec, field, "=", w) for w in wants):
                return False
            continue
        if not _matches(rec, field, op, want):
            return False
    return True


def _query(env: ToolEnv, a: DataQueryArgs) -> ToolResult:
    start = env.resolve(a.path)
    files = [f for f in env.walk(start) if start.is_file() or glob_match(os.path.relpath(f, start).replace(os.sep, "/"), a.glob)
             or glob_match(env.rel(f), a.glob)]
    if not files:
        raise ToolError(f"no files match {a.glob!r} under {a.path}")
    files = oldest_first(files)  # a log's rotations in the order their lines were written
    conds = conditions(a.where)
    records: list[dict[str, Any]] = []
    for f in files:
        records.extend(read_records(f, env, a.format, a.records_at))
        if env.out_of_time():
            env.stop("stopped early: the time limit was reached")
            break
    total = len(records)
    date_columns(records)  # dates written several ways compare, group and sort as ISO text
    time_columns(records)  # and times of day as HH:MM
    label_columns(records)  # and labels written several ways group as one ('Ella Price', 'ella price')
    kept = [r for r in records if holds(r, conds)]
    keys = sorted({k for r in kept[:2000] for k in r if not k.startswith("_")})
    unknown = [c[0] for c in conds if c[0] not in keys and c[0] not in ("_file", "_line")] if kept or records else []
    head = [f"{len(files)} files, {total} records, {len(kept)} match" + (f" ({'; '.join(a.where)})" if a.where else "")]
    if unknown and not kept:
        seen = sorted({k for r in records[:2000] for k in r if not k.startswith("_")})
        head.append(f"no field named {', '.join(unknown)}; fields are: {', '.join(seen[:40])}")
    data: dict[str, Any] = {"files": len(files), "records": total, "matched": len(kept)}
    for field in a.sum:
        vals = [number(r.get(field)) for r in kept]
        nums = [v for v in vals if v is not None]
        data.setdefault("sums", {})[field] = _clean(sum(nums))
        head.append(f"sum of {field}: {_clean(sum(nums))} over {len(nums)} numeric values"
                    + (f" ({len(vals) - len(nums)} not numeric)" if len(nums) < len(vals) else ""))
    lines = list(head)
    if a.group_by:
        groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for r in kept:
            groups[str(r.get(a.group_by, ""))].append(r)
        rows = []
        for g, rs in groups.items():
            row: dict[str, Any] = {a.group_by: g, "count": len(rs)}
            for field in a.sum:
                row[f"sum {field}"] = _clean(sum(v for v in (number(r.get(field)) for r in rs) if v is not None))
            rows.append(row)
        key = a.sort_by if a.sort_by in ("count", a.group_by) else (f"sum {a.sort_by}" if a.sort_by in a.sum else None)
        rows.sort(key=lambda r: _sort_key(r.get(key) if key else r[a.group_by]), reverse=a.descending)
        lines.append(f"{len(rows)} groups by {a.group_by}:")
        lines += ["; ".join(f"{k}={v}" for k, v in row.items()) for row in rows[: a.limit]]
        data["groups"] = rows[: a.limit]
    else:
        if a.sort_by:
            kept.sort(key=lambda r: _sort_key(r.get(a.sort_by)), reverse=a.descending)
        shown = kept[: a.limit]
        for r in shown:
            # A log line's `fields` repeat its text split up: shown when asked for only.
            items = ([(k, r.get(k)) for k in a.fields] if a.fields else
                     [(k, v) for k, v in r.items() if k not in ("_file", "fields")])
            where = f"{r['_file']}" + (f":{r['_line']}" if "_line" in r else "")
            lines.append(f"{where}: " + "; ".join(f"{k}={v}" for k, v in items if k != "_line"))
        if len(kept) > len(shown):
            lines.append(f"… {len(kept) - len(shown)} more records (limit={a.limit})")
        data["rows"] = shown
    return ToolResult("\n".join(lines), data)


def _clean(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 6)


def _sort_key(v: Any) -> tuple[int, Any]:
    if isinstance(v, Dated):
        return (1, v.iso)  # "2 Oct 2025" after "16 Sep 2025"
    n = number(v)
    return (0, n) if n is not None else (1, "" if v is None else str(v).lower())


DATA_QUERY = Tool(
    "data_query",
    "Read CSV, JSON, JSON lines, YAML, TOML, INI, log files (rotated and .gz too) or the tables of .docx files as records; filter with where, "
    "group_by a field, sum numeric fields, sort; each record with its file and line.",
    DataQueryArgs, _query,
)


# ------------------------------------------------------------------------------------- question facts

_QUESTION_FILES = 20


def question_files(files: list[str], objective: str) -> list[str]:
    """The data files a question is about: those it names (path or file name), the files under
    folders it names, and, when it speaks of rotated files, the rotations of a named log
    (`app.log.1`, `app.log.2.gz`)."""
    low = objective.lower()
    named_files = [f for f in files if f.lower() in low or ("." in os.path.basename(f) and facts_named(os.path.basename(f), objective))]
    folders = {d + "/" for d in re.findall(r"([\w.\-]+(?:/[\w.\-]+)*)/(?![\w.\-])", objective)}
    # A folder's path written without its slash ("the logs are in loft/etslog"): the files under it.
    folders |= {d.rstrip(".") + "/" for d in re.findall(r"(?<![\w./-])([\w\-]+(?:/[\w.\-]+)+)", objective)
                if any(f.startswith(d.rstrip(".") + "/") for f in files)}
    under = [f for f in files if any(f.startswith(d) for d in folders)]
    rotations: list[str] = []
    if "rotat" in low:
        bases = {f for f in named_files}
        rotations = [f for f in files if f not in bases and _ROTATED.sub("", f.removesuffix(".gz")) in bases]
    out = list(dict.fromkeys([*named_files, *rotations, *under]))
    return [f for f in out if not f.lower().endswith(".docx")][:_QUESTION_FILES]


_LEVEL_WORD = re.compile(r"\b(TRACE|DEBUG|INFO|NOTICE|WARNING|WARN|ERROR|ERR|CRITICAL|FATAL|SEVERE)\b")


def _level_in(text: str) -> str:
    """A log line's level when the line's layout hid it from the parser: its first level word."""
    m = _LEVEL_WORD.search(text)
    return _level_name(m.group(1)) if m else ""


#: "Which pie flavour sold the most units", "which locker had the most jams", "which site had the
#: fewest visits": the thing grouped (its last word names the column), most or least, and what is
#: added up (a column's name, or a value of one that is counted).
_SUPERLATIVE = re.compile(r"\bwhich\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:[\w'-]+\s+){0,4}?(?:the\s+)?"
                          r"(most|fewest|least|highest|lowest|largest|biggest|smallest|greatest)\b"
                          r"(?:\s+(?:number\s+of\s+)?([a-z][\w-]*))?", re.I)
#: A file whose records are taken off the others': refunds, returns, cancellations, voids, credits.
_SUBTRACTING = re.compile(r"refund|return|cancel|void|credit|reversal|write.?off", re.I)
#: The question asks for the figures net of those: "after taking off", "net", "less", "minus".
_NET = re.compile(r"\b(?:net|after\s+(?:taking|removing|subtracting|deducting)|less|minus|taking\s+off|"
                  r"subtract\w*|deduct\w*)\b", re.I)
_DAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(\d{1,2})(?:st|nd|rd|th)?"
#: "from Monday 12 May to Sunday 18 May 2025", "between 3 and 9 March 2025".
_DAY_SPAN = re.compile(r"\b(?:from|between)\s+" + _DAY + r"(?:\s+" + MONTH_WORD + r")?\s+(?:to|until|till|through|and|-|–)\s+"
                       + _DAY + r"\s+" + MONTH_WORD + r"\s+(\d{4})\b", re.I)
#: The most groups a ranking line names.
RANK_SHOWN = 4


def asked_span(objective: str) -> tuple[str, str, str] | None:
    """(first ISO day, last ISO day, as said) of the one month or span of days a question asks
    about ("in July 2025"; "from Monday 12 May to Sunday 18 May 2025"); None for none or several."""
    spans = list(_DAY_SPAN.finditer(objective or ""))
    if len(spans) == 1:
        a, m1, b, m2, year = spans[0].groups()
        first, last = month_number(m1 or m2) or 0, month_number(m2) or 0
        low, high = f"{year}-{first:02d}-{int(a):02d}", f"{year}-{last:02d}-{int(b):02d}"
        return (low, high, spans[0].group(0).split(None, 1)[1]) if low <= high else None
    months = months_in(objective)
    if len(months) != 1 or spans:
        return None
    (year, month), = months
    return f"{year}-{month:02d}-01", f"{year}-{month:02d}-31", month_said(year, month)


def _file_period(rel: str) -> str | None:
    """The month a file's name says it holds (`2025-07.csv`, `sales_jul_2025.csv`): 'YYYY-MM'."""
    name = os.path.basename(rel).lower()
    m = re.search(r"(?<!\d)(\d{4})[-_.](\d{2})(?![\d])", name)
    if m and 1 <= int(m.group(2)) <= 12:
        return f"{m.group(1)}-{m.group(2)}"
    m = re.search(r"(?<![a-z])" + MONTH_WORD + r"[a-z]*[-_ ]?(\d{4})(?!\d)", name)
    return f"{m.group(2)}-{month_number(m.group(1)) or 0:02d}" if m else None


def _named_column(word: str, header: list[str]) -> int | None:
    """The column a word names: the one whose header is that word, else `_column_for`'s."""
    exact = [c for c, h in enumerate(header) if str(h).casefold() == word.casefold()]
    return exact[0] if len(exact) == 1 else _column_for(word, header)


def _record_day(rec: dict[str, Any]) -> str | None:
    """The ISO day of a record: its first field whose value starts with an ISO date."""
    for k, v in rec.items():
        m = re.match(r"(\d{4}-\d\d-\d\d)", str(v)) if not str(k).startswith("_") or k == "_time" else None
        if m:
            return m.group(1)
    return None


def ranking_facts(env: ToolEnv, files: list[str], objective: str) -> list[str]:
    """A "which X ... the most Y" question ranked by the host over the data files it is about:
    the records grouped by the column its X names (values that differ only in case or spacing
    merged), Y added up (a column Y names) or counted (records whose column holds the value Y
    names, or quoted as `field=VALUE`); only the records of the month or span of days it asks
    about (a file whose name says another month is left out); and, when it asks for the figures
    net of a file of refunds, returns or cancellations, that file's records taken off. Its data
    files: those it names and the other data files beside them. A probe's question over a month's
    sales net of refunds got the refunds' own sum from the host, and the model answered with it."""
    m = _SUPERLATIVE.search(objective or "")
    if m is None:
        return []
    # The words between "which" and the superlative, the first that names a column: "which pie
    # flavour sold the most" groups by flavour.
    group_words = re.findall(r"[a-z][\w-]*", objective[m.start(1):m.start(2)].lower())
    most = m.group(2).lower() in ("most", "highest", "largest", "biggest", "greatest")
    measure = (m.group(3) or "").lower()
    quoted_pair = re.search(r"\b([a-z_]\w*)\s*=\s*([\w-]+)", objective)
    span = asked_span(objective)
    named = question_files(files, objective)
    folders = {os.path.dirname(f) for f in named}
    beside = [f for f in files if os.path.dirname(f) in folders and f not in named and not f.lower().endswith(".docx")]
    net = bool(_NET.search(objective))
    sums: dict[str, float] = defaultdict(float)
    minus: dict[str, float] = defaultdict(float)
    spelled: dict[str, Counter[str]] = defaultdict(Counter)
    used: list[str] = []
    taken_off: list[str] = []
    what = by = ""
    amount_seen = False
    for rel in [*named, *beside][:_QUESTION_FILES]:
        if env.out_of_time():
            break
        period = _file_period(rel.removesuffix(".gz"))
        if span and period and not (span[0][:7] <= period <= span[1][:7]):
            continue
        try:
            path = env.resolve(rel)
            if detect(path) not in ("csv", "tsv", "json", "jsonl", "yaml", "log"):
                continue
            records = read_records(path, env)
        except ToolError:
            continue
        header = list(dict.fromkeys(k for r in records[:500] for k in r if not str(k).startswith("_")))
        col = next((header[c] for w in group_words if w not in STOPWORDS and (c := _named_column(w, header)) is not None),
                   None)
        if col is None:
            continue
        amount = header[c] if measure and (c := _named_column(measure, header)) is not None and header[c] != col else None
        match: tuple[str, str] | None = None
        if amount is None:
            if quoted_pair and quoted_pair.group(1) in header:
                match = (quoted_pair.group(1), quoted_pair.group(2))
            elif measure:
                stem = measure.removesuffix("es") if measure.endswith("es") and len(measure) > 5 else measure.removesuffix("s")
                hits = {k for r in records[:2000] for k, v in r.items()
                        if k in header and isinstance(v, str) and v.casefold() in (stem, measure)}
                if len(hits) == 1:
                    k = hits.pop()
                    match = (k, next(str(r[k]) for r in records if isinstance(r.get(k), str) and r[k].casefold() in (stem, measure)))
            if measure and match is None:
                continue  # what the question adds up is nowhere in this file
        subtracting = net and bool(_SUBTRACTING.search(os.path.basename(rel)))
        kept = 0
        for r in records:
            if match is not None and str(r.get(match[0])) != match[1]:
                continue
            if span and not period:
                day = _record_day(r)
                if day is None or not (span[0] <= day <= span[1]):
                    continue
            key_text = " ".join(str(r.get(col) or "").split())
            if not key_text:
                continue
            value = 1.0 if amount is None else number(r.get(amount))
            if value is None:
                continue
            key = key_text.casefold()
            spelled[key][key_text] += 1
            (minus if subtracting else sums)[key] += value
            kept += 1
        if kept:
            (taken_off if subtracting else used).append(rel)
            by = by or col
            amount_seen = amount_seen or amount is not None
            what = what or (f"{amount} added up" if amount else f"records with {match[0]}={match[1]} counted" if match
                            else "records counted")
    if not sums:
        return []
    if m.group(2).lower() not in ("most", "fewest", "least") and amount_seen and any(
            sum(c.values()) > 1 for c in spelled.values()):
        return []  # "the highest price" of a name with several records is no sum of them
    net_of = {k: sums[k] - minus.get(k, 0.0) for k in sums}
    ranked = sorted(net_of, key=lambda k: (-net_of[k] if most else net_of[k], k))
    shown = []
    for k in ranked[:RANK_SHOWN]:
        name = spelled[k].most_common(1)[0][0]
        figure = fmt_number(net_of[k])
        shown.append(f"{name} {fmt_number(sums[k])} - {fmt_number(minus[k])} = {figure}" if minus.get(k) else f"{name} {figure}")
    merged = sum(1 for k in spelled if len(spelled[k]) > 1)
    where = ", ".join(used[:4]) + (" ..." if len(used) > 4 else "")
    parts = [f"by {by}", what, f"in {where}"]
    if span:
        parts.append(f"{span[2]} only")
    if taken_off:
        parts.append(f"less {', '.join(taken_off[:2])} (its records of the same span)")
    if merged:
        parts.append(f"names written in other cases merged ({merged})")
    order = "most first" if most else "fewest first"
    return [f"Ranked by the host ({'; '.join(parts)}), {order}: " + "; ".join(shown)]


#: A question about what is still owed: "who still owes us", "unpaid", "outstanding", "arrears".
_OWED = re.compile(r"\b(?:owe[sd]?|owing|outstanding|unpaid|not\s+(?:yet\s+)?paid|(?:still|left)\s+to\s+pay|"
                   r"arrears|balances?\s+(?:due|owed|left))\b", re.I)
#: The column that says who a charge is to, by its name's words.
_PARTY_WORDS = frozenset("customer client member name tenant account buyer guest household family parent "
                         "company payer player student pupil patient learner resident owner hirer booker "
                         "person contact attendee subscriber borrower renter".split())
_ID_WORDS = frozenset("id ref reference no number order invoice booking".split())
_TOTAL_WORDS = frozenset("total amount charge cost fee due value sum".split())
_QTY_WORDS = frozenset("qty quantity units count number".split())
_PRICE_WORDS = frozenset("price rate each unit_price unit_cost".split())
_PAID_WORDS = frozenset("paid received amount_paid paid_amount".split())
#: A charge that stands for nothing owed: its status says it was called off.
_CALLED_OFF = re.compile(r"^(?:cancel+ed|void(?:ed)?|refunded|withdrawn|written[ -]off|not delivered)$", re.I)
#: A file of payments, by its name: payments.csv, paid.csv, receipts_2025.csv, bank_remittances.csv.
_PAYMENTS_FILE = re.compile(r"pay|paid|receipt|remit|settle|bank|transaction", re.I)
#: How a balance fact opens (the host answers with it: guided/terminal.py `host_done`).
OWED_LEAD = "Owed by the host"
#: The most charges a balance is worked over.
BALANCE_RECORDS = 2000


def _col(header: list[str], words: frozenset[str], taken: tuple[str, ...] = ()) -> str | None:
    """The column whose name (split at `_`, `-`, spaces) holds one of `words`; the first, not one taken."""
    for h in header:
        parts = set(re.split(r"[\s_\-]+", h.lower())) | {h.lower()}
        if h not in taken and parts & words:
            return h
    return None


def balance_facts(env: ToolEnv, files: list[str], objective: str) -> list[str]:
    """What each party still owes, for a question about money owed ("who still owes us for
    March's orders?"): charges read off a data file with a party column and an amount (a total
    column, or quantity times unit price), of the month the question names when it names one
    (a file whose name says another month is left out), those whose status says cancelled or void
    left out; less the payments a file beside them records against each charge's id (a column
    whose values are the charges' ids: `order_ref` for `order_id`), or the charges' own paid
    column. A probe's model matched payments to customers by name, and answered with every
    customer's whole bill."""
    if not _OWED.search(objective or ""):
        return []
    months = months_in(objective) or months_in(objective, MONTH_YEAR)
    period = f"{months[0][0]}-{months[0][1]:02d}" if len(months) == 1 else None
    tables: list[tuple[str, list[dict[str, Any]], list[str]]] = []
    for rel in files[:_QUESTION_FILES * 2]:
        if env.out_of_time():
            break
        try:
            path = env.resolve(rel)
            if detect(path) not in ("csv", "tsv", "json", "jsonl", "yaml"):
                continue
            records = read_records(path, env)[:BALANCE_RECORDS]
        except ToolError:
            continue
        header = list(dict.fromkeys(k for r in records[:500] for k in r if not str(k).startswith("_")))
        if records and header:
            tables.append((rel, records, header))
    charges: list[tuple[str, dict[str, Any], str, float]] = []  # (file, record, party, amount)
    ids: dict[str, str] = {}  # a charge's id -> its key in `charges` order
    used: list[str] = []
    how = ""
    id_col = ""
    left_out = 0
    other_period: list[str] = []
    paid_col = ""
    for rel, records, header in tables:
        party = _col(header, _PARTY_WORDS)
        total = _col(header, _TOTAL_WORDS, (party or "",))
        qty, price = _col(header, _QTY_WORDS, (party or "",)), _col(header, _PRICE_WORDS, (party or "",))
        if price and not qty and not total:
            # "hours", "nights", "bags": the one other column of whole numbers counts the price's units.
            counts = [h for h in header if h not in (party, price) and all(
                re.fullmatch(r"\d{1,4}", str(r.get(h) or "").strip()) for r in records[:200])]
            qty = counts[0] if len(counts) == 1 else None
        if party is None or (total is None and not (qty and price and qty != price)):
            continue
        if _PAYMENTS_FILE.search(os.path.basename(rel)) and total is not None and not qty:
            continue  # a payments file has a name and an amount too: it is not charged
        file_month = _file_period(rel.removesuffix(".gz"))
        if period and file_month and file_month != period:
            other_period.append(rel)
            continue
        ident = _col(header, _ID_WORDS, (party, total or "", qty or "", price or ""))
        status = _col(header, frozenset({"status", "state"}))
        own_paid = _col(header, _PAID_WORDS, (party, total or ""))
        kept = 0
        for r in records:
            if period and not file_month:
                day = _record_day(r)
                if day is None or day[:7] != period:
                    continue
            if status and _CALLED_OFF.match(" ".join(str(r.get(status) or "").split())):
                left_out += 1
                continue
            who = " ".join(str(r.get(party) or "").split())
            amount = number(r.get(total)) if total else (
                (number(r.get(qty)) or 0.0) * (number(r.get(price)) or 0.0) if number(r.get(qty)) is not None else None)
            if not who or amount is None:
                continue
            if own_paid:
                amount -= number(r.get(own_paid)) or 0.0
            charges.append((rel, r, who, amount))
            if ident and str(r.get(ident) or "").strip():
                ids[str(r[ident]).strip().casefold()] = who
            kept += 1
        if kept:
            used.append(rel)
            how = how or (f"{total}" if total else f"{qty} x {price}")
            id_col = id_col or (ident or "")
            paid_col = paid_col or (own_paid or "")
    if not charges or len(used) > 3:
        return []
    # Payments: another file with a column whose values are the charges' ids, and an amount.
    paid: dict[str, float] = defaultdict(float)
    paid_by: list[str] = []
    for rel, records, header in tables:
        if rel in used or not ids:
            continue
        ref = next((h for h in header if sum(str(r.get(h) or "").strip().casefold() in ids for r in records) >= 1
                    and all(str(r.get(h) or "").strip() for r in records)), None)
        amount = _col(header, _TOTAL_WORDS | _PAID_WORDS, (ref or "",)) if ref else None
        if ref is None or amount is None:
            continue
        for r in records:
            key = str(r.get(ref) or "").strip().casefold()
            value = number(r.get(amount))
            if key in ids and value is not None:
                paid[key] += value
        paid_by.append(f"{rel} {amount} by {ref}" + (f" = {id_col}" if id_col and id_col != ref else ""))
    if not paid_by and not paid_col:
        return []  # no payment is recorded anywhere: every charge is "owed", which says nothing
    charged: dict[str, float] = defaultdict(float)
    settled: dict[str, float] = defaultdict(float)
    spelled: dict[str, str] = {}
    ident_of = {id(r): str(r.get(id_col) or "").strip().casefold() for _, r, _, _ in charges} if id_col else {}
    for _, r, who, amount in charges:
        key = who.casefold()
        spelled.setdefault(key, who)
        charged[key] += amount
        settled[key] += paid.get(ident_of.get(id(r), ""), 0.0)
    owed = {k: round(charged[k] - settled[k], 2) for k in charged}
    shown = [f"{spelled[k]} {fmt_number(charged[k])} - {fmt_number(settled[k])} = {fmt_number(v)}" if settled[k]
             else f"{spelled[k]} {fmt_number(v)}" for k, v in owed.items() if v > 0.005]
    clear = [spelled[k] for k, v in owed.items() if abs(v) <= 0.005]
    over = [f"{spelled[k]} {fmt_number(-v)}" for k, v in owed.items() if v < -0.005]
    parts = [f"charges: {', '.join(used)} ({how})"]
    if period:
        parts.append(f"{month_said(int(period[:4]), int(period[5:]))} only"
                     + (f", not {', '.join(other_period[:3])}" if other_period else ""))
    if left_out:
        parts.append(f"{left_out} cancelled or void left out")
    parts.append("less " + ("; ".join(paid_by) if paid_by else f"their own {paid_col} column"))
    line = (f"{OWED_LEAD} ({'; '.join(parts)}): " + ("; ".join(shown) if shown else "nothing")
            + f"; total owed {fmt_number(sum(v for v in owed.values() if v > 0.005))}")
    extra = ([f"paid in full: {', '.join(clear[:8])}"] if clear else []) + ([f"paid over: {'; '.join(over[:4])}"] if over else [])
    return [line + (" (" + "; ".join(extra) + ")" if extra else "")]


def question_facts(env: ToolEnv, files: list[str], objective: str, *, max_lines: int = 14) -> list[str]:
    """Facts the host reads off the data files a question names (tools/facts.py): for each phrase
    it quotes, the lines of each file that contain it (by level for a log) and in all; for a field
    it names, the count of each value it names and a numeric field's sum; the records that share
    the most words with it."""
    phrases = quoted(objective)
    terms = question_terms(objective)
    lines: list[str] = []
    totals: dict[str, Counter[str]] = {p: Counter() for p in phrases}
    scored: list[tuple[int, str, str]] = []
    targets = question_files(files, objective)
    for rel in targets:
        path = env.resolve(rel)
        kind = detect(path)
        try:
            records = read_records(path, env)
        except ToolError:
            continue
        if env.out_of_time():
            break
        if kind == "log":
            for p in phrases:
                line, hits = phrase_counts(rel, [(r.get("level") or _level_in(r.get("text") or ""), r.get("text") or "")
                                                 for r in records], p)
                lines.append(line)
                totals[p].update(hits)
            continue
        header = list(dict.fromkeys(k for r in records[:500] for k in r if not k.startswith("_")))
        rows = [[str(r.get(k, "")) for k in header] for r in records]
        lines += ratio_facts(rel, header, rows, objective) + column_facts(rel, header, rows, objective)
        for p in phrases:
            line, hits = phrase_counts(rel, [("", " | ".join(row)) for row in rows], p)
            lines.append(line.replace(" lines contain", " records contain"))
            totals[p].update(hits)
        scored += [(n, f"{rel} record {i}", record_text(header, row[:len(header)]))
                   for i, row in enumerate(rows, start=1) if (n := row_score(terms, row))]
    asked = [_level_name(w)
             for w in dict.fromkeys(re.findall(r"(?<![\w-])(error|err|warn|warning|info|debug|critical|fatal)(?![\w])",
                                               objective, re.I))]
    files_part = f"in all {len(targets)} files" if len(targets) > 1 else targets[0] if targets else ""
    for p, hits in totals.items():
        if len(targets) > 1 and not (asked and hits):
            levels = ", ".join(f"{lvl} {n}" for lvl, n in sorted(hits.items(), key=lambda kv: (-kv[1], kv[0])))
            lines.append(f'{files_part}: {sum(hits.values())} lines contain "{p}"' + (f" ({levels})" if levels else ""))
        # A level the question names, said on its own line: the figure a model would otherwise pick
        # out of the breakdown (it took the all-levels total).
        lines += [f'{files_part}: {hits[lvl]} {lvl} lines contain "{p}"' for lvl in asked if hits]
    # The settings a question names across settings files come first: records read off those files
    # (a job config's every value as one record) say less, and crowded them out.
    settings = (balance_facts(env, files, objective) + ranking_facts(env, files, objective) + settings_facts(env, files, objective)
                + name_facts(env, files, objective) + mention_facts(env, files, objective))
    return settings + (lines + best_rows(scored, quantity=asks_quantity(objective) is not None))[:max(0, max_lines - len(settings))]


#: Mention facts: the small text files read at most, their size at most, and the most lines a name
#: may be on and still be listed (a name on many lines is data a script counts, not a lookup).
MENTION_FILES = 60
MENTION_BYTES = 64 * 1024
MENTION_LINES = 3
_TEXT_KINDS = (".txt", ".md", ".csv", ".tsv", ".ini", ".cfg", ".conf", ".toml", ".yaml", ".yml", ".json", ".log")


#: How a mention fact opens: a lookup for a script, no count (said apart from the counts).
MENTION_LEAD = "where "
#: A code a lookup line gives a name: letters and digits together (R06, GB-12, A4), or capitals.
_CODE = re.compile(r"(?<![\w-])(?:[A-Za-z]+[-_]?\d[\w-]*|[A-Z]{2,}\d*)(?![\w-])")


def mention_facts(env: ToolEnv, files: list[str], objective: str) -> list[str]:
    """Where a proper name the question gives (`named_values`: "the Exeter race") is written in the
    workspace's small text files, when it is on a few lines only: each such line with its file and
    number. A lookup the question leans on (a race programme's "R06  Exeter ...", whose code the
    logs write) is then in view: a probe's script counted the arrivals of the race at the top of the
    current log, another race's code. [] for a name on no line or on many."""
    names = [n for n in named_values(objective) if len(n) >= 3][:4]
    targets = question_files(files, objective)
    if not names or not targets:
        return []
    # The text of the files the question is about: a line that names the name is listed when it
    # also writes a code those files use (R06 for "Exeter"), not a figure of its own (a summary
    # file's "Tom Hadley,789.3" of another month).
    data = ""
    for rel in targets[:MENTION_FILES]:
        try:
            data += _text(env.resolve(rel), env) + "\n"
        except (OSError, ToolError):
            continue
    out: list[str] = []
    hits: dict[str, list[str]] = {n: [] for n in names}
    read = 0
    for rel in files:
        if read >= MENTION_FILES or env.out_of_time():
            break
        if not rel.lower().endswith(_TEXT_KINDS) or rel in targets:
            continue  # the question's own files are the data the codes are looked for in, read above
        path = env.resolve(rel)
        try:
            if path.stat().st_size > MENTION_BYTES:
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
        except (OSError, ToolError):
            continue
        read += 1
        for i, line in enumerate(text.splitlines(), 1):
            for n in names:
                if len(hits[n]) > MENTION_LINES or not re.search(rf"(?<!\w){re.escape(n)}(?!\w)", line, re.I):
                    continue
                codes = [c for c in dict.fromkeys(_CODE.findall(line)) if c.casefold() not in n.casefold()
                         and re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", data)]
                if codes:
                    hits[n].append(f"{rel} line {i}: {' '.join(line.split())[:160]!r} ({', '.join(codes[:3])} "
                                   f"written in {', '.join(targets[:3])}{' ...' if len(targets) > 3 else ''} too)")
    for n, lines in hits.items():
        if 0 < len(lines) <= MENTION_LINES:
            out.append(f'{MENTION_LEAD}"{n}" is written: ' + "; ".join(lines))
    return out


#: Settings facts: the settings files read at most, the settings listed at most.
SETTINGS_FACT_FILES = 30
SETTINGS_FACT_ITEMS = 24


#: Words that speak of settings in general, not of one setting ("the missing keys", "each entry").
_SETTING_WORDS = frozenset("key keys setting settings option options entry entries field fields item items value "
                           "values string strings config configs file files missing empty default defaults one two three first last "
                           "new old".split())


#: A listening address's port: "0.0.0.0:3000", ":8080", "[::]:443", "localhost:5432".
_HOST_PORT = re.compile(r"^(?:[\w.\-]*|\[[0-9a-fA-F:]*\]):(\d{2,5})$")


def _name_words(key: str) -> list[str]:
    """The words of a setting's last key part, in order ("metrics_port", "maxBodyMb" → metrics port /
    max Body Mb)."""
    return re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", key.rsplit(".", 1)[-1])


def _secret_key(key: str) -> bool:
    """Whether a setting holds a secret by its name's last word (`APP_KEY`, `db.password`; not
    `password_reset_minutes`)."""
    words = _name_words(key)
    return bool(words) and SECRET_NAME.fullmatch(words[-1]) is not None


def dotted_ini(found: list[dict[str, Any]]) -> dict[str, Any]:
    """INI records (`read_records(..., "ini")`) as settings by dotted key: `section.key`, and `key`
    alone outside any section (all of a `.env`)."""
    many = _repeated_sections(found)
    return {(r["key"] if r["section"] == "DEFAULT" else
             f"{r['section']}.{r['block']}.{r['key']}" if r["section"] in many else f"{r['section']}.{r['key']}"): r["value"]
            for r in found if r["key"]}


def _repeated_sections(found: list[dict[str, Any]]) -> set[str]:
    """The sections of INI records (`ini_records`) that have more than one block."""
    return {r["section"] for r in found if (r.get("block") or 1) > 1}


def settings_of(path: Path, env: ToolEnv) -> dict[str, str]:
    """A settings file's scalar values by dotted key (`section.key` for INI, `KEY` for .env): {} for
    a file that is no settings file or does not parse."""
    kind = kind_of_settings(env.rel(path))
    try:
        if kind in ("ini", "env"):
            return {k: str(v) for k, v in dotted_ini(read_records(path, env, "ini")).items()}
        if kind in ("json", "yaml", "toml"):
            top = load_structured(kind, _text(path, env))
            if isinstance(top, dict):
                return {k: json.dumps(v) if isinstance(v, bool) or v is None else str(v)
                        for k, v in flatten(top).items() if not isinstance(v, (dict, list))}
    except (ToolError, ValueError, OSError):
        pass
    except Exception as exc:  # yaml errors
        if not type(exc).__module__.startswith("yaml"):
            raise
    return {}


#: Words of a task that compares the keys of settings files: what one sets and another does not.
_KEY_GAPS = re.compile(r"\b(?:missing|absent|lacks?|lacking|not\s+(?:set|present|defined|there)|not\s+in|isn't\s+in|"
                       r"aren't\s+in|doesn't\s+(?:have|set)|don't\s+(?:have|set)|in\s+sync|sync\w*|compare\w*|"
                       r"differ\w*|diff)\b", re.I)
#: The most keys a gap line names.
GAP_KEYS = 20


def settings_gaps(env: ToolEnv, files: list[str], objective: str) -> list[str]:
    """The keys one settings file the task names sets and another it names does not, with the
    values the first gives them, for a task that compares them ("add whatever local.ini lacks,
    with the defaults from base.ini"): one line per direction that has any. A commented-out
    line sets nothing. Only for two or three named files of one kind. A development trace's first
    script found the right keys, and the next turn's edit appended them with invented values."""
    if not _KEY_GAPS.search(objective):
        return []
    low = objective.lower()
    named = [f for f in files if kind_of_settings(f) and (f.lower() in low or facts_named(os.path.basename(f), objective))]
    named = sorted(dict.fromkeys(named), key=lambda f: low.find(f.lower()) if f.lower() in low else len(low))
    if not 2 <= len(named) <= 3 or len({kind_of_settings(f) for f in named}) != 1:
        return []
    values = {rel: settings_of(env.resolve(rel), env) for rel in named}
    if any(not v for v in values.values()):
        return []
    lines = []
    for a in named:
        for b in named:
            if a == b:
                continue
            only = [k for k in values[b] if k not in values[a]]
            if not only:
                continue
            shown = "; ".join(f"{k}={MASK if values[b][k] and _secret_key(k) else values[b][k]}" for k in only[:GAP_KEYS])
            lines.append(f"{b} sets {len(only)} key{'s' if len(only) != 1 else ''} that {a} does not set (a commented-out "
                         f"line sets nothing), with {b}'s value{'s' if len(only) != 1 else ''}: {shown}"
                         + (f" and {len(only) - GAP_KEYS} more" if len(only) > GAP_KEYS else ""))
    if not lines:
        lines.append(f"{' and '.join(named)} set the same keys")
    return lines


def settings_facts(env: ToolEnv, files: list[str], objective: str) -> list[str]:
    """The keys settings files the task names set and the others do not (`settings_gaps`); then
    the settings a task names, file by file, and the values two or more files share: the task's
    words matched against each setting's last key part (a setting named "port" in the task finds
    `port`, `server.port` and `metrics_port`). Only when two or more settings files hold such a
    setting, and two of them share a value or every settings file read holds one: a question across
    config files ("which two share a value", "which one differs") read by the host, not compared by
    a small model across files of four formats."""
    gaps = settings_gaps(env, files, objective)
    return gaps + _named_settings(env, files, objective)


def _named_settings(env: ToolEnv, files: list[str], objective: str) -> list[str]:
    """`settings_facts` without the gaps."""
    # Words of the task's own sentences: a file name's or a dotted path's parts (".env" → env) name no setting.
    prose = re.sub(r"\S*[./]\w\S*", " ", objective)
    terms = {t for t in question_terms(prose) if t.isalpha()}
    terms |= {t[:-1] for t in terms if t.endswith("s")} | {t[:-2] for t in terms if t.endswith("ses")}  # ports, addresses
    terms = {t for t in terms - _SETTING_WORDS if len(t) >= 4}
    if not terms:
        return []
    found: list[tuple[str, str, str]] = []
    holders: set[str] = set()
    read: set[str] = set()
    # The files under the folders (or the files) the task names, else all it was given.
    scope = question_files(files, objective) or files
    for rel in [f for f in scope if kind_of_settings(f)][:SETTINGS_FACT_FILES]:
        if env.out_of_time():
            break
        values = settings_of(env.resolve(rel), env)
        if values:
            read.add(rel)
        for key, value in values.items():
            if {w.lower() for w in _name_words(key)} & terms:
                found.append((rel, key, value))
                holders.add(rel)
    if len(holders) < 2 or len(found) > SETTINGS_FACT_ITEMS * 2:
        return []
    by_file: dict[str, list[str]] = defaultdict(list)
    for rel, key, value in found[:SETTINGS_FACT_ITEMS]:
        by_file[rel].append(f"{key} = {MASK if value and _secret_key(key) else value}")
    lines = [f"{rel}: " + "; ".join(items) for rel, items in by_file.items()]
    shared: dict[tuple[str, str], list[str]] = defaultdict(list)
    secret: set[tuple[str, str]] = set()
    for rel, key, value in found:
        # A value of three characters or more is compared whatever the setting's name (an
        # `address` of 0.0.0.0:3000 and a `HTTP_PORT` of 3000 give one port); a shorter one (4,
        # true) only between settings of one name, where it means the same thing.
        port = _HOST_PORT.match(value)
        same_as = port.group(1) if port else value
        group = ("", same_as) if len(same_as) >= 3 else (key.rsplit(".", 1)[-1].lower(), same_as)
        shared[group].append(f"{rel} {key}" + (f" ({value})" if port else ""))
        if _secret_key(key):
            secret.add(group)
    same = [f"{leaf + ' = ' if leaf else ''}{MASK if (leaf, value) in secret else value} in {', '.join(where)}"
            for (leaf, value), where in shared.items() if len({w.split(' ', 1)[0] for w in where}) > 1]
    if not same and holders != read:
        # Neither a value files share nor a setting every file holds: the task's words matched
        # settings by chance ("our five apps" and APP_NAME), and a partial list reads as the answer.
        return []
    lines.append("the same value in two or more files: " + ("; ".join(same) if same else "none"))
    return lines


class QuestionFactsArgs(ToolArgs):
    question: str = Field(description="the question, in its own words")


def _question_facts(env: ToolEnv, a: QuestionFactsArgs) -> ToolResult:
    rels = [env.rel(f) for f in env.walk(env.root)]
    lines = question_facts(env, rels, a.question)
    docs = [r for r in rels if r.lower().endswith(".docx")]
    named_docs = [r for r in docs if r.lower() in a.question.lower() or facts_named(os.path.basename(r), a.question)]
    if named_docs or docs and len(docs) <= 6:
        from .docx_impl import question_facts as docx_facts

        lines += docx_facts(env, named_docs or docs, a.question)
    if not lines:
        return ToolResult("nothing to count: the question names no column, value or quoted phrase found in its files",
                          {"facts": []})
    counted = [ln for ln in lines if not ln.startswith(MENTION_LEAD)]
    looked = [ln[len(MENTION_LEAD):] for ln in lines if ln.startswith(MENTION_LEAD)]
    # A lookup (the code a race's name has in the logs) is no answer: a probe's model read "written
    # on 1 line" under the counts as the count asked for.
    text = ("Counted by the host in the files the question names (exact):\n" + "\n".join(f"- {ln}" for ln in counted)
            if counted else "")
    if looked:
        text += (("\n" if text else "") + "Looked up by the host (where a name the question gives is written, with "
                 "the code the files use for it; for your script, not an answer):\n" + "\n".join(f"- {ln}" for ln in looked))
    return ToolResult(text, {"facts": lines})


#: Host-only (run before the model's first turn of a question, never offered to a model): what the
#: host reads off the files a question names — tools/facts.py.
QUESTION_FACTS = Tool(
    "question_facts",
    "Count and add up, in the files a question names, what it asks about: values of named columns, quoted "
    "phrases per file and log level, the records matching its words.",
    QuestionFactsArgs, _question_facts,
)


class SettingsFactsArgs(ToolArgs):
    task: str = Field(description="the task, in its own words")


def _settings_facts(env: ToolEnv, a: SettingsFactsArgs) -> ToolResult:
    rels = [env.rel(f) for f in env.walk(env.root)]
    lines = settings_facts(env, rels, a.task)
    if not lines:
        return ToolResult("nothing to list: no two settings files hold a setting the task names", {"facts": []})
    return ToolResult("Settings files read by the host (exact; other settings may matter too):\n" + "\n".join(f"- {line}" for line in lines),
                      {"facts": lines})


#: Host-only, like QUESTION_FACTS: before the first turn of a change across settings files.
SETTINGS_FACTS = Tool(
    "settings_facts",
    "List, file by file, the settings a task names in the workspace's settings files, and the values several "
    "files share.",
    SettingsFactsArgs, _settings_facts,
)


# ------------------------------------------------------------------------------------- export


class ExportArgs(ToolArgs):
    path: str = Field(description="the data to read: a CSV, JSON, YAML, TOML, INI or log file, a .docx (its tables), or a "
                                  "folder of such files (with glob)")
    output: str = Field(description="the file to write, relative to the workspace root")
    format: Literal["csv", "json", "lines"] = Field(
        "csv", description="csv: a header row, then one row per record; json: a list of objects; lines: one line per "
                           "record made from `line`")
    also: list[str] = Field(default_factory=list, description="more files whose records are read with path's")
    glob: str = Field("*", description="for a folder: which of its files, e.g. *.csv")
    table: int | None = Field(None, ge=0, description="for a .docx: only this table (0 is the first)")
    where: list[str] = Field(default_factory=list, description="keep records matching every condition (as data_query)")
    fields: list[str] = Field(default_factory=list, description="the columns to write, in order (default: all)")
    line: str | None = Field(None, description="for lines: a template such as '{name}' or '{name}: {qty}'")
    group_by: str | None = Field(None, description="one row per value of this field, with the measure of its records")
    value: str | None = Field(None, description="with group_by: the numeric field measured, or the product of two "
                              "('Packets * price')")
    measure: Literal["sum", "count", "min", "max", "mean"] = Field(
        "sum", description="with group_by: of value per group (count: the group's records)")
    sort_by: str | None = Field(None, description="a field to order rows by; grouped: 'key' or 'value' (ties by key)")
    descending: bool = False
    decimals: int | None = Field(None, ge=0, le=6, description="grouped: the measure with this many decimals")
    join: str | None = Field(None, description="another data file whose matching record adds its fields to each "
                             "record (a price list), matched on join_on")
    join_on: list[str] = Field(default_factory=list, description="with join: [the records' field, the joined file's "
                               "field] that hold the same key, e.g. ['Item code', 'code']")
    units: list[str] = Field(default_factory=list, description="grouped: unit sizes the task states, e.g. "
                             "['gallon = 4.546 litres'], for values in mixed units")
    header: list[str] = Field(default_factory=list, description="csv: the header row's names, one per column "
                                                                 "(default: the field names)")


_PLACEHOLDER = re.compile(r"\{([^{}]+)\}")


def _export_inputs(env: ToolEnv, a: ExportArgs) -> list[Path]:
    """The files `data_export` reads: `path` (or a folder's files matching `glob`), then `also`."""
    start = env.resolve(a.path)
    if start.is_dir():
        files = [f for f in env.walk(start) if glob_match(os.path.relpath(f, start).replace(os.sep, "/"), a.glob)
                 or glob_match(f.name, a.glob)]
        if not files:
            raise ToolError(f"no files match {a.glob!r} under {a.path}")
        files = oldest_first(files)
    else:
        files = [start]
    for rel in a.also:
        more = env.resolve(rel)
        if more.is_dir():
            raise ToolError(f"{rel} is a folder; give files in also (or path a folder with glob)")
        if more not in files:
            files.append(more)
    out = env.resolve(a.output, must_exist=False)
    return [f for f in files if f != out]  # a file written before (a second try) is no input


#: A number with its unit after it ("3.5 kg", "2.4kg", "12 min", "4 gallons"): a weighed or timed column.
_WITH_UNIT = re.compile(r"^\s*(-?\d[\d,]*(?:\.\d+)?)\s*([A-Za-z%]{1,12}\.?)\s*$")


#: Units of one kind, by their size in the kind's smallest: a column typed by hand mixes them
#: ("3.5 kg", "800 g"), and its total is in one of them.
_UNITS: dict[str, tuple[str, float]] = {
    **{u: ("mass", 1.0) for u in ("g", "gram", "grams")}, **{u: ("mass", 1000.0) for u in ("kg", "kgs", "kilo", "kilos")},
    "mg": ("mass", 0.001),
    **{u: ("length", 1.0) for u in ("m", "metre", "meter", "metres", "meters")}, "km": ("length", 1000.0),
    "cm": ("length", 0.01), "mm": ("length", 0.001),
    **{u: ("time", 1.0) for u in ("s", "sec", "secs")}, **{u: ("time", 60.0) for u in ("min", "mins", "minutes")},
    **{u: ("time", 3600.0) for u in ("h", "hr", "hrs", "hour", "hours")},
    **{u: ("volume", 1.0) for u in ("ml",)}, **{u: ("volume", 1000.0) for u in ("l", "litre", "liter", "litres", "liters")},
}

Units = dict[str, tuple[str, float]]

#: A conversion a task states: "1 gallon = 4.546 litres", "one lb is 0.4536 kg", "(a mile = 1.609 km)".
_STATED = re.compile(r"(?<![\w.])(?:1|one|an?)\s+([A-Za-z]{1,12})\s*(?:=|is|equals|makes)\s*"
                     r"(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z]{1,12})\b", re.I)


def stated_units(text: str) -> list[str]:
    """The unit conversions a text states, as `data_export`'s `units` takes them: ["gallon = 4.546
    litres"] for "1 gallon = 4.546 litres"."""
    out: dict[str, str] = {}
    for m in _STATED.finditer(text):
        unit, size, other = m.group(1).lower(), m.group(2), m.group(3).lower()
        if unit != other and number(size):
            out.setdefault(unit, f"{unit} = {size} {other}")
    return list(out.values())


#: One entry of `units`: "gallon = 4.546 litres" (a leading "1" allowed).
_SIZE = re.compile(r"^\s*(?:1\s+|one\s+|an?\s+)?([A-Za-z]{1,12})\s*=\s*(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z]{1,12})\.?\s*$",
                   re.I)


def _known(unit: str, table: Units) -> tuple[str, float] | None:
    """`unit`'s (kind, size) in `table`, its singular or plural taken for it ("gallons", "gallon")."""
    for u in (unit, unit[:-1] if unit.endswith("s") else unit + "s", unit[:-2] if unit.endswith("es") else ""):
        if u and u in table:
            return table[u]
    return None


def unit_table(stated: list[str]) -> Units:
    """The units `data_export` knows with the task's stated ones added (`units`: ["gallon = 4.546
    litres"]): a unit sized in a known unit joins its kind; one sized in another unit ("crate = 12
    bottles") makes that unit a kind of its own. Refuses an entry that is no unit = number unit."""
    table = dict(_UNITS)
    for entry in stated:
        m = _SIZE.match(entry or "")
        n = number(m.group(2)) if m else None
        if not m or not n:
            raise ToolError(f"units: {entry!r} is no size; write each as 'unit = number unit' ('gallon = 4.546 litres')")
        unit, other = m.group(1).lower(), m.group(3).lower()
        base = _known(other, table)
        if base is None:
            base = table[other] = (other, 1.0)
        table[unit] = (base[0], n * base[1])
    return table


def _unit(value: Any, table: Units = _UNITS) -> str | None:
    m = _WITH_UNIT.match(value) if isinstance(value, str) else None
    if not m:
        return None
    unit = m.group(2).rstrip(".").lower()
    # A short word after a number is taken for a unit ("12 pcs"); a longer one only when known.
    return unit if len(unit) <= 5 or _known(unit, table) else None


def quantity(value: Any, unit: str | None = None, table: Units = _UNITS) -> float | None:
    """A number, or a number written with its unit: in `unit` when both are units of one kind
    (800 g in kg is 0.8), else the number as written; None otherwise."""
    n = number(value)
    if n is not None or not isinstance(value, str):
        return n
    m = _WITH_UNIT.match(value)
    written = _unit(value, table)
    if not m or written is None:
        return None
    got = number(m.group(1))
    have, want = _known(written, table), _known(unit or "", table)
    if got is not None and have and want and have[0] == want[0]:
        return got * have[1] / want[1]
    return got


def column_unit(values: list[Any], name: str = "", table: Units = _UNITS) -> str | None:
    """The unit a column's numbers are measured in: one the column's name gives (`kg`, `weight_kg`),
    else the one most of its values are written with; None when they carry none."""
    written = Counter(u for u in (_unit(v, table) for v in values) if u and _known(u, table))
    if not written:
        return None
    kinds = {k[0] for u in written if (k := _known(u, table))}
    for word in re.split(r"[^a-z]+", name.lower()):
        if word and (k := _known(word, table)) and k[0] in kinds:
            return word
    return written.most_common(1)[0][0]


#: A field that says the unit of the number beside it (`unit`, `units`, `uom`, `qty_unit`).
_UNIT_FIELD = re.compile(r"^(?:units?|uom|unit[_ ]of[_ ]measure)$|[_ ]units?$", re.I)


def unit_field(records: list[dict[str, Any]], value: str | None, table: Units = _UNITS) -> str | None:
    """The field that gives the unit of `value`'s plain numbers (a `unit` column of "litres" and
    "gallons" beside an `amount`), when every filled value of it is a unit `table` knows; else None."""
    if not value or not records:
        return None
    for field in [k for k in records[0] if isinstance(k, str) and _UNIT_FIELD.search(k) and k != value]:
        units = {str(r.get(field)).strip().lower() for r in records[:2000] if str(r.get(field) or "").strip()}
        if units and all(re.fullmatch(r"[a-z]{1,12}\.?", u) and _known(u.rstrip("."), table) for u in units):
            return field
    return None


def _with_unit(record: dict[str, Any], value: str, field: str | None) -> Any:
    """`record`'s value, written with the unit its unit field gives ("4 gallons")."""
    v = record.get(value)
    if field is None or number(v) is None or not str(record.get(field) or "").strip():
        return v
    return f"{getattr(v, 'raw', v)} {str(record.get(field)).strip()}"


def _measured(values: list[Any], measure: str, count: int, unit: str | None = None,
              table: Units = _UNITS) -> float | int | None:
    nums = [n for n in (quantity(v, unit, table) for v in values) if n is not None]
    if measure == "count":
        return count
    if not nums:
        return None
    if measure == "sum":
        return _clean(sum(nums))
    if measure == "min":
        return _clean(min(nums))
    if measure == "max":
        return _clean(max(nums))
    return _clean(sum(nums) / len(nums))


#: A field that names each record (`entry_id`, `order_no`, `ref`): the same record exported twice
#: repeats it with every other value the same.
_ID_FIELD = re.compile(r"(?:^|[_\s-])(?:id|no|nr|ref|number|code)$|^(?:id|ref)(?:[_\s-]|$)", re.I)


def once(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`records` without a record given again: one equal in every field to an earlier one, where a
    field names each record (an id whose values are otherwise all different). An export that
    wrote a row twice counts it once; rows without such a field may repeat for real (two sales)."""
    ids = [k for k in (records[0] if records else {}) if isinstance(k, str) and _ID_FIELD.search(k)]
    for field in ids:
        values = [str(r.get(field)) for r in records]
        seen: set[tuple[Any, ...]] = set()
        out = []
        for r in records:
            whole = tuple((k, str(v)) for k, v in r.items() if k not in ("_line", "_file"))
            if whole in seen:
                continue
            seen.add(whole)
            out.append(r)
        if len(set(values)) == len(out):  # each id once among the records kept: an id, the rest repeats
            return out
    return records


#: A product of two fields as the measured value: "Packets * price_per_packet".
_PRODUCT = re.compile(r"^\s*([^*]+?)\s*[*×]\s*([^*]+?)\s*$")


def _factors(value: str | None) -> tuple[str, ...]:
    """The fields a measured value names: one field, or the two of a product."""
    if not value:
        return ()
    m = _PRODUCT.match(value)
    return (m.group(1), m.group(2)) if m else (value,)


def join_key(value: Any) -> str:
    return " ".join(str(getattr(value, "raw", value)).split()).casefold()


def _joined(env: ToolEnv, a: ExportArgs, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`records` with the fields of the `join` file's record whose `join_on` key is theirs (case and
    spacing aside; a field they have already keeps its value). A record with a key the joined file
    lacks is an error naming the keys, not a row left out of a total; one with no key is kept as it is."""
    assert a.join is not None
    if len(a.join_on) != 2:
        raise ToolError("join_on needs two fields: the records' field and the joined file's, e.g. ['Item code', 'code']")
    mine, theirs = a.join_on
    other = read_records(env.resolve(a.join), env)
    fields = list(dict.fromkeys(k for r in other[:2000] for k in r if not k.startswith("_")))
    if theirs not in fields:
        raise ToolError(f"{a.join} has no field named {theirs}; its fields are: {', '.join(fields[:40])}")
    index: dict[str, dict[str, Any]] = {}
    for r in other:
        if str(r.get(theirs) or "").strip():
            index.setdefault(join_key(r[theirs]), r)
    out, missing = [], []
    for r in records:
        key = r.get(mine)
        if key is None or not str(key).strip():
            out.append(r)
            continue
        match = index.get(join_key(key))
        if match is None:
            missing.append(str(key))
            continue
        out.append({**{k: v for k, v in match.items() if not k.startswith("_")}, **r})
    if records and not any(mine in r for r in records[:2000]):
        raise ToolError(f"no field named {mine} in the records; their fields are: "
                        + ", ".join(dict.fromkeys(k for r in records[:200] for k in r if not k.startswith("_"))))
    if missing:
        shown = ", ".join(repr(k) for k in list(dict.fromkeys(missing))[:6])
        raise ToolError(f"{len(missing)} record(s) have a {mine} that {a.join} has no {theirs} for ({shown}), so nothing "
                        f"was written; its {theirs} values are like "
                        + ", ".join(repr(str(getattr(r.get(theirs), 'raw', r.get(theirs)))) for r in other[:4]))
    return out


def _value_of(record: dict[str, Any], value: str, field: str | None) -> Any:
    """The measured value of a record: its field (with the unit its unit field gives), or the
    product of two fields' numbers (None when either has none)."""
    factors = _factors(value)
    if len(factors) == 1:
        return _with_unit(record, value, field)
    x, y = (quantity(record.get(f)) for f in factors)
    return None if x is None or y is None else x * y


def _grouped(a: ExportArgs, kept: list[dict[str, Any]], keys: list[str]) -> tuple[list[str], list[dict[str, Any]]]:
    """`kept` as one row per value of `group_by` (in the order first seen, or sorted), with the
    measure of `value` over the group's records."""
    assert a.group_by is not None
    if a.measure != "count" and not a.value:
        raise ToolError(f"measure {a.measure} needs value, the numeric field to {a.measure} (fields: {', '.join(keys[:40])})")
    column = "count" if a.measure == "count" else f"{a.measure}_{'_'.join(_factors(a.value))}"
    groups: dict[str, list[dict[str, Any]]] = {}
    for r in once(kept):
        key = r.get(a.group_by)
        if key is None or str(key).strip() == "":
            continue  # a record without the field belongs to no group
        groups.setdefault(str(key), []).append(r)
    named = a.header[1] if len(a.header) == 2 else column
    table = unit_table(a.units)
    field = unit_field(kept, a.value, table) if len(_factors(a.value)) == 1 else None
    unit = column_unit([_value_of(r, a.value, field) for r in kept[:2000]], named, table) if a.value else None
    rows = []
    for key, recs in groups.items():
        got = _measured([_value_of(r, a.value, field) for r in recs] if a.value else [], a.measure, len(recs), unit,
                        table)
        rows.append({a.group_by: key, column: got})
    if a.value and a.measure != "count" and rows and all(r[column] is None for r in rows):
        raise ToolError(f"{a.value} has no numeric value in the records kept; the fields are: {', '.join(keys[:40])}")
    if a.sort_by not in (None, "key", "value", a.group_by, column):
        raise ToolError(f"a grouped export sorts by 'key' or 'value', not {a.sort_by!r}")
    if a.sort_by is not None:
        rows.sort(key=lambda r: _sort_key(r[a.group_by]))  # ties in the value stay in key order
        if a.sort_by in ("value", column):
            rows.sort(key=lambda r: _sort_key(r[column]), reverse=a.descending)
            rows.sort(key=lambda r: r[column] is None)  # a group with no number last
        elif a.descending:
            rows.reverse()
    if a.decimals is not None:
        for r in rows:
            if r[column] is not None:
                r[column] = f"{r[column]:.{a.decimals}f}"
    return [a.group_by, column], rows


def export_content(env: ToolEnv, a: ExportArgs) -> str:
    """The text `data_export` writes: the records of `path` (and `also`; cell texts exactly as they
    are), filtered, in the requested columns and format, or grouped with a measure per group."""
    files = _export_inputs(env, a)
    records: list[dict[str, Any]] = []
    for f in files:
        records.extend(read_records(f, env))
    path = files[0] if files else env.resolve(a.path)
    if a.table is not None:
        if detect(path) != "docx":
            raise ToolError("table applies to a .docx only")
        records = [r for r in records if r.get("_table") == a.table]
        if not records:
            raise ToolError(f"{a.path} has no table {a.table} with rows (tables are numbered from 0)")
    if a.join:
        records = _joined(env, a, records)
    date_columns(records)  # dates written several ways compare, group and sort as one kind
    time_columns(records)  # and times of day
    label_columns(records)  # and labels written several ways group as one ('Ella Price', 'ella price')
    conds = conditions(a.where)
    kept = [r for r in records if holds(r, conds)]
    keys = list(dict.fromkeys(k for r in records[:2000] for k in r if not k.startswith("_")))
    wanted = ({f for f in (a.group_by, *_factors(a.value)) if f} if a.group_by else set(a.fields)) | {c[0] for c in conds}
    placeholders = {m.group(1) for m in _PLACEHOLDER.finditer(a.line or "")}
    wanted |= set() if a.group_by else placeholders
    if a.sort_by and not a.group_by:
        wanted.add(a.sort_by)
    unknown = sorted(f for f in wanted if f not in keys and f not in ("_file", "_line", "_table", "_row", "_heading"))
    if unknown:
        raise ToolError(f"no field named {', '.join(unknown)}; the fields are: {', '.join(keys[:40])}")
    if conds and records and not kept:
        # An empty table is not what a filter is for: nothing is written, and the values say why.
        seen = "; ".join(f"{f}: " + ", ".join(repr(str(v)) for v in list(dict.fromkeys(
            getattr(r.get(f), "raw", r.get(f)) for r in records if r.get(f) not in (None, "")))[:4])
            for f in dict.fromkeys(c[0] for c in conds))
        raise ToolError(f"no record of {len(records)} matches {' and '.join(' '.join(c) for c in conds)}, so nothing "
                        f"was written; the values are like {seen}. A date range is two conditions (date >= 2025-10-01, "
                        "date <= 2025-10-31), a month one (date = 2025-10).")
    if a.group_by and a.value and a.measure in ("sum", "mean"):
        fixed, numeric = _fixed_value(a, conds, kept, keys)
        if fixed and len(numeric) == 1:
            # One other field holds figures: that is what the total is of (a model kept summing
            # `season` after the refusal named `amount`, a probe trace).
            env.notes.append(f"{fixed}; the one field with figures, {numeric[0]!r}, was used instead")
            a = a.model_copy(update={"value": numeric[0]})
        elif fixed:
            raise ToolError(f"{fixed}; nothing was written. Give value the field that holds the figures to {a.measure}"
                            + (f" (fields with numbers: {', '.join(numeric[:8])})" if numeric else "") + ".")
    if a.group_by:
        columns, kept = _grouped(a, kept, keys)
        if any(f not in columns for f in a.fields):
            raise ToolError(f"a grouped export's columns are {', '.join(columns)}; fields names some of them")
        for r in kept:
            r["measure"] = r[columns[1]]  # a line template's name for the measured value, whatever it is
        if any(p not in (*columns, "measure") for p in placeholders):
            raise ToolError(f"a grouped line names {', '.join(columns)} or {{measure}}, not "
                            + ", ".join(sorted(p for p in placeholders if p not in (*columns, "measure"))))
        fields = a.fields or columns
    else:
        if a.sort_by:
            kept = sorted(kept, key=lambda r: _sort_key(r.get(a.sort_by)), reverse=a.descending)
        # Each cell as written in its file (a date read as ISO to compare is written as it was).
        kept = [{k: getattr(v, "raw", v) if isinstance(v, str) else v for k, v in r.items()} for r in kept]
        fields = a.fields or keys
    names = a.header or fields
    if len(names) != len(fields):
        raise ToolError(f"header has {len(names)} names for {len(fields)} columns ({', '.join(fields)})")
    if a.format == "csv":
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(names)
        writer.writerows([["" if r.get(f) is None else r.get(f) for f in fields] for r in kept])
        return buf.getvalue()
    if a.format == "json":
        return json.dumps([{n: r.get(f) for n, f in zip(names, fields, strict=True)} for r in kept],
                          indent=2, ensure_ascii=False, default=str) + "\n"
    if not a.line:
        raise ToolError("format lines needs line, a template such as '{name}'")
    return "".join(_PLACEHOLDER.sub(lambda m, r=r: "" if r.get(m.group(1)) is None else str(r.get(m.group(1))), a.line)
                   + "\n" for r in kept)


#: A field whose values are years (a season, a model year): nothing to add up.
_YEAR = re.compile(r"(?:19|20)\d\d")


def _fixed_value(a: ExportArgs, conds: list[Any], kept: list[dict[str, Any]],
                 keys: list[str]) -> tuple[str, list[str]]:
    """Why a grouped sum or mean of `value` measures nothing (the reason alone), or '', and the
    other fields with numbers: the field is one a `where` condition fixes to one value (its sum is that value times
    the count), or every value of it is a year. A probe's model summed `season` (2025 in every kept
    row) for a total of subscriptions, with `amount` beside it."""
    fields = _factors(a.value or "")
    if len(fields) != 1:
        return "", []
    field = fields[0]
    values = [str(getattr(r.get(field), "raw", r.get(field))).strip() for r in kept if r.get(field) not in (None, "")]
    if not values:
        return "", []
    pinned = any(c[0] == field and c[1] in ("=", "==") for c in conds)
    if not pinned and not all(_YEAR.fullmatch(v) for v in values):
        return "", []
    numeric = [k for k in keys if k not in (field, a.group_by) and not k.endswith("id") and all(
        number(r.get(k)) is not None and not _YEAR.fullmatch(str(r.get(k)).strip())
        for r in kept[:200] if r.get(k) not in (None, ""))
        and any(r.get(k) not in (None, "") for r in kept[:200])]
    why = ("the condition on it keeps one value" if pinned else "its values are years")
    return f"value {field!r} holds {values[0]!r} in every record kept ({why}), so its {a.measure} measures nothing", numeric


def export_command(env: ToolEnv, a: ExportArgs) -> str:
    return write_command(env, WriteFileArgs(path=a.output, content=export_content(env, a)))


#: A change: the content is computed here, the file is written through the command path (write.py).
DATA_EXPORT = Tool(
    "data_export",
    "Write records to a file: the rows of a CSV/JSON/YAML/log file (or several), or the table of a .docx, filtered "
    "(where), in the columns you name, as CSV, JSON or one line per record; cell texts exactly as they are. Or one "
    "row per group (group_by) with the sum, count, min, max or mean of a field, sorted.",
    ExportArgs, command_fn=export_command,
)
