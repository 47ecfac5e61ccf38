"""Renames and moves that an index file gives: each file's new name and folder filled from its row.

Asked to "rename each scan to YYYY-MM-DD_supplier.pdf using scans/index.csv (the dates are UK
style), the supplier in lower case with hyphens, and move it into receipts/YYYY-MM/", a 1.5B model
called a helper it had not imported, then built the folder from the date as written (`04/03/2024`),
three times (probe trace). Which file gets which name is no judgement once the index is read: the
host fills the name form (`index_moves`) and the rename runs as the host's first command, like the
renames two name forms give (`objective.template_renames`).

Only when all of these hold: the objective renames or moves files and names one data file (CSV,
TSV, JSON) whose records have a field that names files that exist (in the index's folder or from
the workspace root); it writes a name form or a folder form with date slots (`YYYY`, `MM`, `DD`)
or slots that are the index's field names (`supplier`, `<supplier>`, `{supplier}`); the dates
are read one way (the objective says UK or US style, or a day over 12 tells); every new path is
distinct and free. [] otherwise: the model decides as before.
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path
from typing import Any

from ..objective.intent import DATE_SLOTS, paths_in
from ..tools.base import ToolEnv, ToolError
from ..tools.data import detect, read_records
from ..tools.dates import date_parts

#: A name or folder form: a token with a date slot or a bracketed slot ("YYYY-MM-DD_supplier.pdf",
#: "receipts/YYYY-MM/", "<client>/<name>").
_FORM = re.compile(r"(?<![\w/.<{-])((?:[\w.<>{}-]+/)*[\w.<>{}-]*(?:YYYY|YY|MM|DD|<\w+>|\{\w+\})[\w.<>{}-]*/?)", re.S)
_MOVES = re.compile(r"\b(?:renam\w*|mov\w*|fil(?:e|ing)\s+(?:each|them|the)|sort\w*|organi[sz]\w*)\b", re.I)
_DAY_FIRST = re.compile(r"\b(?:UK|British|European|day[- ]first|DD/MM(?:/YY(?:YY)?)?)\b", re.I)
_MONTH_FIRST = re.compile(r"\b(?:US|American|month[- ]first|MM/DD(?:/YY(?:YY)?)?)\b")
_LOWER = re.compile(r"\blower[- ]?case\b", re.I)
_UPPER = re.compile(r"\bupper[- ]?case\b|\bcapitals\b", re.I)
_HYPHENS = re.compile(r"\bhyphens?\b|\bdashes\b", re.I)
_UNDERSCORES = re.compile(r"\bunderscores?\b", re.I)
#: The most records an index may have.
MAX_ROWS = 500


def _forms(objective: str) -> tuple[str | None, str | None]:
    """(the name form, the folder form) the objective writes: the one token with a slot and a file
    extension, and the one ending in "/"; either None when it writes none (or more than one)."""
    names, folders = [], []
    for m in _FORM.finditer(objective):
        token = m.group(1).rstrip(".,;:")
        if token.endswith("/"):
            folders.append(token)
        elif re.search(r"\.[A-Za-z0-9]{1,5}$", token) and "/" not in token:
            names.append(token)
    return (names[0] if len(set(names)) == 1 else None), (folders[0] if len(set(folders)) == 1 else None)


def _day(value: Any, day_first: bool | None) -> datetime.date | None:
    got = date_parts(str(value)) if value is not None else None
    if got is None or got[1] is None:
        return None
    form, year, a, b = got
    if form == "num":
        if day_first is None:
            return None
        month, day = (b, a) if day_first else (a, b)
    else:
        month, day = a, b
    try:
        return datetime.date(year, month, day)
    except ValueError:
        return None


def _day_order(objective: str, pairs: list[tuple[int, int]]) -> bool | None:
    """Whether dates written as two numbers put the day first: as the objective says (UK, US, DD/MM,
    MM/DD), else as a first number over 12 (day first) or a second one (month first) in `pairs`
    tells, when only one of them does; None when unclear."""
    if _DAY_FIRST.search(objective):
        return True
    if _MONTH_FIRST.search(objective):
        return False
    over_a, over_b = any(a > 12 for a, _ in pairs), any(b > 12 for _, b in pairs)
    return True if over_a and not over_b else False if over_b and not over_a else None


def _text(value: Any, objective: str) -> str:
    """A field's value as a name part, the objective's case and separator words applied."""
    text = " ".join(str(value).split()).replace("/", "-")
    if _LOWER.search(objective):
        text = text.lower()
    elif _UPPER.search(objective):
        text = text.upper()
    if _HYPHENS.search(objective):
        text = text.replace(" ", "-")
    elif _UNDERSCORES.search(objective):
        text = text.replace(" ", "_")
    return text


def _scoped(objective: str, part: str) -> str:
    """The objective as the case words apply to `part` ("name" or "folder"): "category folder in
    lower case" says nothing of the file's name, whose example keeps its capitals."""
    other = "name" if part == "folder" else "folder"
    spans = [m.span() for rx in (_LOWER, _UPPER) for m in rx.finditer(objective)
             if other in objective[max(0, m.start() - 40):m.start()].lower()
             and part not in objective[max(0, m.start() - 40):m.start()].lower()]
    out = objective
    for a, b in sorted(spans, reverse=True):
        out = out[:a] + out[b:]
    return out


def _fill(form: str, rec: dict[str, Any], date_field: str | None, fields: list[str], objective: str,
          day_first: bool | None) -> str | None:
    """`form` with its date slots from the record's date and its field slots from its fields; None
    when a slot cannot be filled."""
    day = _day(rec.get(date_field), day_first) if date_field else None
    if DATE_SLOTS.search(form) and day is None:
        return None
    out = DATE_SLOTS.sub(lambda m: {"YYYY": f"{day.year:04d}", "YY": f"{day.year % 100:02d}", "MM": f"{day.month:02d}",
                                    "DD": f"{day.day:02d}"}[m.group(0)] if day else m.group(0), form)
    missing = False

    def field(m: re.Match[str]) -> str:
        nonlocal missing
        name = m.group(1) or m.group(2) or m.group(3)
        key = next((f for f in fields if f.lower() == name.lower()), None)
        if key is None or rec.get(key) in (None, ""):
            missing = True
            return m.group(0)
        return _text(rec[key], objective)

    words = "|".join(re.escape(f) for f in sorted(fields, key=len, reverse=True) if f != date_field and re.fullmatch(r"\w+", f))
    rx = r"<(\w+)>|\{(\w+)\}" + (rf"|(?<![A-Za-z])({words})(?![A-Za-z])" if words else "")
    stem, dot, ext = out.rpartition(".") if not out.endswith("/") and "." in out else (out, "", "")
    stem = re.sub(rx, field, stem, flags=re.I)
    if missing or re.search(r"<\w+>|\{\w+\}", stem):
        return None
    return stem + dot + ext


def _slotted(form: str, fields: list[str]) -> bool:
    """Whether a name form's words are slots: a bracketed slot or a field's name among them, or no
    word beside its date slots. "YYYY-MM-DD_vendor.pdf" over an index with no vendor field is
    unclear (a literal word, or a field by another name), and plans nothing."""
    stem = form.rsplit(".", 1)[0]
    if re.search(r"<\w+>|\{\w+\}", stem):
        return True
    words = re.findall(r"[A-Za-z]+", DATE_SLOTS.sub(" ", stem))
    return not words or any(w.lower() in {f.lower() for f in fields} for w in words)


def index_moves(root: Path, objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file an index names, by the forms the objective writes (see
    the module's docstring); [] unless every one is clear."""
    if not _MOVES.search(objective):
        return []
    name_form, folder_form = _forms(objective)
    if name_form is None and folder_form is None:
        return []
    indexes = [p for p in paths_in(objective) if (root / p).is_file() and detect(root / p) in ("csv", "tsv", "json")]
    if len(indexes) != 1:
        return []
    index = indexes[0]
    try:
        recs = read_records(root / index, ToolEnv(root=root))
    except (ToolError, OSError, UnicodeDecodeError, ValueError):
        return []
    if not 2 <= len(recs) <= MAX_ROWS:
        return []
    fields = list(dict.fromkeys(k for r in recs for k in r if isinstance(k, str) and not k.startswith("_")))
    recs = _chosen(recs, fields, objective)
    if recs is None or not recs:
        return []
    base = index.rsplit("/", 1)[0] + "/" if "/" in index else ""
    # The folders the objective says the files are in ("move its file from shots/inbox/"), and
    # each one's names by case ("img_4415.jpg" in the index for IMG_4415.JPG).
    homes = list(dict.fromkeys([base, "", *(p.rstrip("/") + "/" for p in paths_in(objective)
                                            if p.endswith("/") and (root / p).is_dir())]))
    folded: dict[str, list[str]] = {}
    for home in homes:
        folder = root / home if home else root
        if folder.is_dir():
            for f in folder.iterdir():
                if f.is_file():
                    folded.setdefault((home + f.name).casefold(), []).append(home + f.name)

    def where(value: Any) -> str | None:
        name = str(value or "").strip()
        if not name or "/" in name.strip("/") and not (root / name).is_file():
            return None
        for home in homes:
            rel = home + name
            if (root / rel).is_file() and rel != index:
                return rel
        for home in homes:
            same = folded.get((home + name).casefold(), [])
            if len(same) == 1 and same[0] != index:
                return same[0]
        return None

    named = [f for f in fields if all(where(r.get(f)) for r in recs)]
    if len(named) != 1:
        return []
    if name_form and not _slotted(name_form, fields):
        return []
    dated = [f for f in fields if f != named[0] and all(date_parts(str(r.get(f) or "")) for r in recs)]
    both = (name_form or "") + (folder_form or "")
    date_field = dated[0] if len(dated) == 1 else None
    if DATE_SLOTS.search(both) and date_field is None:
        return []
    nums = [p for p in (date_parts(str(r[date_field])) for r in recs) if p and p[0] == "num"] if date_field else []
    day_first = _day_order(objective, [(p[2], p[3]) for p in nums])
    out: list[tuple[str, str]] = []
    for r in recs:
        old = where(r[named[0]])
        assert old is not None
        name = (_fill(name_form, r, date_field, fields, _scoped(objective, "name"), day_first) if name_form
                else old.rsplit("/", 1)[-1])
        folder = _fill(folder_form, r, date_field, fields, _scoped(objective, "folder"), day_first) if folder_form else (
            old.rsplit("/", 1)[0] + "/" if "/" in old else "")
        if name is None or folder is None or DATE_SLOTS.search(name + folder):
            return []
        out.append((old, folder + name))
    news = [b for _, b in out]
    if len(set(news)) != len(news) or any((root / b).exists() for b in news):
        return []
    return [(a, b) for a, b in out if a != b]


#: Words that leave the rows they name where they are: "withdrawn entries stay in the inbox".
_LEFT = re.compile(r"\b(?:stay\w*|remain\w*|leave|left|skip\w*|ignor\w*|exclud\w*|except|not|n't|never|untouched)\b",
                   re.I)


def _chosen(recs: list[dict[str, Any]], fields: list[str], objective: str) -> list[dict[str, Any]] | None:
    """The records the objective moves when it picks them by a status-like field's values ("for
    every entry that is still entered ... withdrawn entries stay in the inbox"): those with a value
    it names in a clause of its own that leaves nothing, else those without a value it names to
    leave; all of them when it names no field's value, or every value of one ("mono, colour or
    nature": the folders, not a choice); None when two fields' values pick (unclear)."""
    picked: list[tuple[str, set[str], set[str]]] = []
    clauses = [c for c in re.split(r"[.;:!?]\s|,\s+(?:and|but)\s", objective) if c.strip()]
    for f in fields:
        values = {str(r.get(f) or "").strip() for r in recs} - {""}
        if not 2 <= len(values) <= 6 or not all(re.fullmatch(r"[A-Za-z][A-Za-z -]{1,20}", v) for v in values):
            continue
        keep, drop = set(), set()
        for v in values:
            rx = re.compile(rf"(?<![\w-]){re.escape(v)}(?![\w-])", re.I)
            for c in clauses:
                if rx.search(c):
                    (drop if _LEFT.search(c) else keep).add(v.casefold())
        if drop or keep and keep != {v.casefold() for v in values}:  # every value named picks none out
            picked.append((f, keep, drop))
    if not picked:
        return recs
    if len(picked) > 1:
        return None
    f, keep, drop = picked[0]
    if keep:
        return [r for r in recs if str(r.get(f) or "").strip().casefold() in keep - drop]
    return [r for r in recs if str(r.get(f) or "").strip().casefold() not in drop]


#: A date written in a file name: ISO with -, _ or . ("2024-11-03", "2024_12_02"), day and month as
#: numbers ("15.11.2024", "28-12-2024"), or with the month's name ("19-Dec-2024").
_NAME_DATE = re.compile(r"(?<!\d)(?:(\d{4})[-_.](\d{1,2})[-_.](\d{1,2})|(\d{1,2})[-_. ](\d{1,2})[-_. ](\d{4})|"
                        r"(\d{1,2})[-_ ]([A-Za-z]{3,9})[-_ ](\d{4}))(?!\d)")
#: A month folder the objective shows ("named like 2024-11", "into YYYY-MM folders").
_MONTH_FOLDER = re.compile(r"(?<![\w-])(?:YYYY-MM|\d{4}-(?:0[1-9]|1[0-2]))(?![\w-])")
#: "going by the date in each file name", "by the date in their names".
_BY_NAME_DATE = re.compile(r"\bdates?\b[^.;]{0,40}\b(?:file\s*names?|names?)\b", re.I)
#: "Only the invoices", "just the receipts": the kind of file moved.
_ONLY = re.compile(r"\b(?:only|just)\s+(?:the\s+)?([a-z]{3,})\b", re.I)


def _name_date(name: str, day_first: bool | None) -> datetime.date | None | bool:
    """The one date a file name writes; None when it writes none, False when more than one or it
    cannot be read (day and month both 12 or under with no rule for their order)."""
    found = list(_NAME_DATE.finditer(name))
    if len(found) != 1:
        return None if not found else False
    m = found[0]
    try:
        if m.group(1):
            return datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if m.group(4):
            a, b, year = int(m.group(4)), int(m.group(5)), int(m.group(6))
            first = day_first if day_first is not None else _day_order("", [(a, b)])
            if first is None:
                return False
            return datetime.date(year, b, a) if first else datetime.date(year, a, b)
        got = date_parts(f"{m.group(7)} {m.group(8)} {m.group(9)}")
        return datetime.date(got[1], got[2], got[3]) if got and got[1] else False
    except ValueError:
        return False


def _kind_word(name: str, word: str) -> bool:
    """Whether a file name has a word of that kind: the word itself or an abbreviation of it
    ("INV" for invoice), as one of its letter runs."""
    w = word.lower().rstrip("s") if len(word) > 4 else word.lower()
    return any(len(t) >= 3 and (w.startswith(t) or t.startswith(w)) for t in re.findall(r"[a-z]+", name.lower()))


def name_date_moves(root: Path, objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file of the folder the objective names moved into the month
    folder of the date its name writes ("sort the invoices in scans/inbox into month folders under
    scans/ (named like 2024-11), going by the date in each file name; only the invoices"): the
    month folders' parent is the folder the objective names with a trailing slash, else the source
    folder's parent; "only the X" keeps the files whose names say X (or abbreviate it: "INV"). []
    unless every such file's name writes one readable date and every new path is free. A 1.5B model
    split the names at "_" and moved one file to a wrong folder, then read the folder as data
    (probe trace)."""
    if not _MOVES.search(objective) or not _MONTH_FOLDER.search(objective) or not _BY_NAME_DATE.search(objective):
        return []
    named = [p.rstrip("/") for p in paths_in(objective)] + [f.rstrip("/") for f in re.findall(r"[\w.-]+(?:/[\w.-]+)+/?", objective)]
    folders = list(dict.fromkeys(p for p in named if p and (root / p).is_dir()))
    sources = [f for f in folders if any(q.is_file() for q in (root / f).iterdir())
               and not _MONTH_FOLDER.fullmatch(f.rsplit("/", 1)[-1])]
    if len(sources) != 1:
        return []
    source = sources[0]
    parents = [f for f in folders if f != source and (root / source).resolve().is_relative_to((root / f).resolve())]
    parent = parents[0] if len(parents) == 1 else (source.rsplit("/", 1)[0] if "/" in source else "")
    only = _ONLY.search(objective)
    files = sorted(p.name for p in (root / source).iterdir() if p.is_file() and not p.name.startswith("."))
    if only:
        files = [n for n in files if _kind_word(n, only.group(1))]
    day_first = _day_order(objective, [(int(m.group(4)), int(m.group(5))) for n in files
                                       for m in _NAME_DATE.finditer(n) if m.group(4)])
    out: list[tuple[str, str]] = []
    for name in files:
        day = _name_date(name, day_first)
        if day is None and not only:
            continue  # a file with no date in its name (notes.txt) stays where it is
        if not isinstance(day, datetime.date):
            return []
        out.append((f"{source}/{name}", f"{parent + '/' if parent else ''}{day:%Y-%m}/{name}"))
    news = [b for _, b in out]
    if not out or len(set(news)) != len(news) or any((root / b).exists() for b in news):
        return []
    return out


#: A date written as eight digits in a name (`MARSH_20250331_2350.wav`).
_COMPACT_DATE = re.compile(r"(?<!\d)((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)")
#: A slot of a folder form: a date slot or one named in brackets.
_SLOT = re.compile(r"YYYY|YY|MM|DD|<(\w+)>|\{(\w+)\}")


def _dated(name: str) -> tuple[datetime.date, int] | None:
    """The one date a file name writes (ISO-like, day/month with a year, or eight digits) and where
    it starts; None when it writes none or several."""
    found = [(m.start(), m) for m in _NAME_DATE.finditer(name)]
    found += [(m.start(), m) for m in _COMPACT_DATE.finditer(name)
              if not any(a <= m.start() < b.end() for a, b in found)]
    if len(found) != 1:
        return None
    at, m = found[0]
    if m.re is _COMPACT_DATE:
        try:
            return datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3))), at
        except ValueError:
            return None
    day = _name_date(name, None)
    return (day, at) if isinstance(day, datetime.date) else None


def example_folder_moves(root: Path, objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file of a folder the objective names, filed under the folder
    form it writes (`recordings/<site>/<YYYY-MM>/`) the way the files already under that form are:
    its date slots filled from the date the name writes (`2025-03-29`, `20250331`), its one named
    slot from the part of the name before that date (`HOLT-A_2025-03-29_0630.wav` -> HOLT-A),
    which every file already filed must show (its folder's slot is its name's part). Only files
    of the kinds (extensions) already filed move: one still uploading (`.wav.part`) and a README
    stay. [] unless at least two files are filed that way, every new path is free, and some file
    moves. A 1.5B model's script read the grid reference of a sites list as the month (probe trace)."""
    if not _MOVES.search(objective):
        return []
    _name, form = _forms(objective)
    if form is None:
        return []
    head = form[: _SLOT.search(form).start()] if _SLOT.search(form) else ""
    if not head.endswith("/") or not (root / head).is_dir():
        return []
    # A date form in brackets (`<YYYY-MM>`) is that date form.
    segments = [re.sub(r"[<{]((?:YYYY|YY|MM|DD)(?:[-_.]?(?:YYYY|YY|MM|DD))*)[>}]", r"\1", s)
                for s in form[len(head):].strip("/").split("/")]
    named = [s for s in segments if _SLOT.fullmatch(s) and _SLOT.fullmatch(s).group(0)[0] in "<{"]
    if len(named) != 1 or any(not _SLOT.search(s) for s in segments):
        return []

    def fill(seg: str, value: str, day: datetime.date) -> str:
        return _SLOT.sub(lambda m: value if m.group(0)[0] in "<{" else {"YYYY": f"{day:%Y}", "YY": f"{day:%y}",
                                                                          "MM": f"{day:%m}", "DD": f"{day:%d}"}[m.group(0)], seg)

    def lead(name: str) -> tuple[str, datetime.date] | None:
        got = _dated(name)
        if got is None:
            return None
        value = name[: got[1]].rstrip("_-. ")
        return (value, got[0]) if value else None

    filed, kinds = 0, set()
    for p in (root / head).rglob("*"):
        rel = p.relative_to(root / head).parts
        if not p.is_file() or len(rel) != len(segments) + 1:
            continue
        got = lead(p.name)
        if got is None or [fill(s, got[0], got[1]) for s in segments] != list(rel[:-1]):
            return []  # a file filed otherwise than this reading of the form: unclear
        filed += 1
        kinds.add("".join(Path(p.name).suffixes[-1:]).lower())
    if filed < 2:
        return []
    sources = [p.rstrip("/") for p in paths_in(objective) if p.endswith("/") and (root / p).is_dir()
               and not (root / head).resolve().is_relative_to((root / p).resolve())
               and not (root / p).resolve().is_relative_to((root / head).resolve())]
    out: list[tuple[str, str]] = []
    for source in sources:
        for p in sorted((root / source).iterdir()):
            if not p.is_file() or p.name.startswith(".") or "".join(p.suffixes[-1:]).lower() not in kinds \
                    or len(p.suffixes) > 1:
                continue
            got = lead(p.name)
            if got is None:
                continue
            out.append((f"{source}/{p.name}", head + "/".join(fill(s, got[0], got[1]) for s in segments) + "/" + p.name))
    news = [b for _, b in out]
    if len(set(news)) != len(news) or any((root / b).exists() for b in news):
        return []
    return out


#: A folder the objective sorts files into: `entries/juniors`, with or without its slash.
_TARGET = re.compile(r"(?<![\w/.-])((?:[\w-]+/)+[\w-]+)/?(?:\s*\(([^()]{1,80})\))?")
#: A form's field: "First class entered: Junior".
_FIELD = re.compile(r"^\s*([A-Za-z][\w ()/'-]{1,60}?)\s*:\s*(\S.*?)\s*$", re.M)
_STOP = frozenset("the a an of to in on for by and or each their his her its they put as into from is are was "
                  "were be with that this these those it them per".split())
#: The most files of a folder read for their fields, and the biggest read.
FIELD_FILES = 200
FIELD_BYTES = 64 * 1024


def _stems(text: str) -> set[str]:
    """Words of three letters or more, each by its first four letters ("drummers" and "Drummer")."""
    return {w[:4] for w in re.findall(r"[a-z]{3,}", text.lower()) if w not in _STOP}


def field_moves(root: Path, objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file of a folder that the objective sorts into subfolders it
    names ("sort them into entries/juniors, entries/seniors (the over-40s) and entries/teams by
    the class each runner entered first") by a field the files write as `Label: value`: the label
    found in most files that shares the most words with the objective ("First class entered", not
    "Second class"), its value matched to the one named subfolder whose name (and the words in
    brackets after it) shares the most words with it ("Junior (U17)" to juniors, "over-40s" to
    seniors by the bracket's words). Files without that field
    stay. [] unless two or more subfolders of one existing folder are named, every file with the
    field matches exactly one of them, and every new path is free. A probe's 1.5B model split the
    file names at their underscores for the folder."""
    if not _MOVES.search(objective):
        return []
    targets: dict[str, list[tuple[str, set[str]]]] = {}
    for m in _TARGET.finditer(objective):
        parent, _, leaf = m.group(1).rpartition("/")
        base = root / parent
        if base.is_dir() and not (root / m.group(1)).is_file() and base.resolve().is_relative_to(root.resolve()):
            found = targets.setdefault(parent, [])
            if leaf not in [t[0] for t in found]:
                found.append((leaf, _stems(leaf) | _stems(m.group(2) or "")))
    folders = [p for p, t in targets.items() if len(t) >= 2]
    if len(folders) != 1:
        return []
    parent, subs = folders[0], targets[folders[0]]
    task = _stems(objective)
    fields: dict[str, dict[str, str]] = {}  # file -> {label: value}
    for p in sorted((root / parent).iterdir())[:FIELD_FILES]:
        if not p.is_file() or p.is_symlink() or p.name.startswith(".") or p.stat().st_size > FIELD_BYTES:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        fields[p.name] = {" ".join(m.group(1).lower().split()): m.group(2) for m in _FIELD.finditer(text)}
    counts: dict[str, int] = {}
    for got in fields.values():
        for label in got:
            counts[label] = counts.get(label, 0) + 1
    scored = sorted(((len(_stems(label) & task), n, label) for label, n in counts.items() if n >= 2), reverse=True)
    if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][:2] == scored[0][:2]):
        return []
    label = scored[0][2]
    out: list[tuple[str, str]] = []
    for name, got in fields.items():
        if label not in got:
            continue
        value = _stems(got[label])
        ranked = sorted(((len(value & words), leaf) for leaf, words in subs), reverse=True)
        if ranked[0][0] == 0 or (len(ranked) > 1 and ranked[1][0] == ranked[0][0]):
            return []  # a value no named folder fits, or two fit alike: the model's to judge
        out.append((f"{parent}/{name}", f"{parent}/{ranked[0][1]}/{name}"))
    if len(out) < 2 or any((root / b).exists() for _, b in out):
        return []
    return out
