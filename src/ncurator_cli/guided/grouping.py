"""A table of one row per group, made by the host's `data_export` instead of a model's script.

Asked to "add up how many birds of each species were counted across both files and write
species_totals.csv with the header species,total, highest total first", a 1.5B coder model wrote
a script that indexed the records list by a species name, and spent its budget fixing it: a group,
a sum and a sort over records is code such a model gets wrong however the loop is hinted. The
host's `data_export` computes exactly that (`group_by`, `value`, `measure`, sorted, the task's
header). Where the task's words and files make the call's shape clear, the first reply is that
call with what the host knows given (inputs, output, the group's field, the measured field, the
header) and the model decodes only what needs the task read: the measure, the conditions on the
records, the order and the decimals, each under a grammar of its possible values (`GroupPlan`).

Only when all of these hold (`group_plan`): a change whose one output is a new CSV with a header
the task states, or a new text file whose lines it gives one form of two `<slots>` (a `lines`
export, `- {room}: {measure} visits`); its inputs (the data files it names, or one named folder
of data files of one kind) have the same fields; exactly one of the header's columns is a field
that repeats (the groups) and the task says "each"/"per"/"by" it; the other column is a numeric
field (by its name, or the one numeric field the task's words name) or, with no numeric field and
a word of counting, a count. A failed call is opened once more (`GROUP_TRIES` in terminal.py);
then the replies are the model's own as before (scripts, edit blocks).

Two named data files of other fields are one table looked up in the other (session 55, `_lookup`):
the one with the header's group field is grouped, a field of it whose every value is the key of
one record of the other joins them (`join`, `join_on`), and the value is the field the task's
words name times the looked-up file's numeric field they name (`Packets * price_per_packet`).
Unit sizes the task states ("1 gallon = 4.546 litres") go into the call (`units`), and a unit
column of mixed units is no field a condition may name.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..models.gbnf import literal
from ..objective import named_folders, without_examples
from ..objective.intent import named_inputs
from ..tools.base import ToolEnv, ToolError
from ..tools.data import detect, join_key, quantity, read_records, stated_units, unit_field, unit_table
from ..tools.dates import is_date, label_columns
from .datalint import stated_header

#: Data files whose records `data_export` reads as rows (a .docx: its tables; not logs or settings files).
_KINDS = ("csv", "tsv", "json", "jsonl", "yaml", "docx")
#: The most files of a named folder a plan reads, and the bytes read to plan.
PLAN_FILES = 60
PLAN_BYTES = 2 * 1024 * 1024
#: A field name a grammar may offer as a literal.
_FIELD = re.compile(r"^[A-Za-z_][\w .-]{0,40}$")
_PER = re.compile(r"\b(?:each|per|every|by)\s+((?:[\w'-]+\s+){0,2}[\w'-]+)", re.I)


@dataclass(frozen=True)
class GroupPlan:
    """What the host gives of a grouped `data_export` call; `prefix` is the reply's opening and
    `rest_gbnf` the grammar of what the model decodes after it."""

    path: str
    also: tuple[str, ...]
    glob: str | None
    output: str
    group_by: str
    value: str | None
    header: tuple[str, ...]
    fields: tuple[str, ...]
    #: (sort_by, descending) when the task's words say the order; else the model chooses it.
    order: tuple[str, bool] | None = None
    #: For a text file of one line per group: the line's template (`- {class}: {measure} visits`).
    line: str | None = None
    #: Unit sizes the task states (`tools.data.stated_units`: "gallon = 4.546 litres").
    units: tuple[str, ...] = ()
    #: The file whose records are looked up, and (this file's field, that file's) they match on.
    join: tuple[str, tuple[str, str]] | None = None

    @property
    def prefix(self) -> str:
        args: dict[str, Any] = {"path": self.path}
        if self.glob:
            args["glob"] = self.glob
        if self.also:
            args["also"] = list(self.also)
        if self.join is not None:
            args.update(join=self.join[0], join_on=list(self.join[1]))
        args.update(output=self.output, group_by=self.group_by)
        if self.value:
            args["value"] = self.value
        if self.units:
            args["units"] = list(self.units)
        if self.line is not None:
            args.update(format="lines", line=self.line)
        else:
            args["header"] = list(self.header)
        if self.order is not None:
            args.update(sort_by=self.order[0], descending=self.order[1])
        body = json.dumps({"name": "data_export", "arguments": args}, ensure_ascii=False)
        return "```tool\n" + body[:-2] + ', "measure": "'

    @property
    def rest_gbnf(self) -> str:
        measures = ("sum", "min", "max", "mean", "count") if self.value else ("count",)
        fields = " | ".join(literal(f) for f in self.fields)
        # The order, where the task's words did not give it: "value" or "key", and which way.
        sort = ' ", \\"sort_by\\": " order ", \\"descending\\": " ("true" | "false")' if self.order is None else ""
        return "\n".join([
            'root ::= measure "\\", \\"where\\": [" conds? "]"' + sort
            + ' ", \\"decimals\\": " ("null" | [0-4]) "}}\\n```" "\\n"?',
            "measure ::= " + " | ".join(literal(m) for m in measures),
            'conds ::= cond (", " cond)? (", " cond)? (", " cond)?',
            'cond ::= "\\"" field " " op " " val "\\""',
            f"field ::= {fields}",
            'op ::= "=" | "!=" | ">=" | "<=" | ">" | "<" | "~"',
            'val ::= [^"\\\\\\n ] [^"\\\\\\n]*',
            'order ::= "\\"value\\"" | "\\"key\\"" | "null"',
        ]) + "\n"


_LINE_FORM = re.compile(r"`([^`\n]{0,80}<[^<>`\n]{1,40}>[^`\n]{0,80})`")
_SLOT = re.compile(r"<([^<>`\n]{1,40})>")


def line_form(task: str) -> tuple[str, list[str]] | None:
    """The one form a task gives the lines of a text file it asks for ("one line per class,
    formatted exactly as `- <class>: <n> check-ins`"): (the form, its two slots' names); else None."""
    if not re.search(r"\blines?\b", task, re.I):
        return None
    forms = set(_LINE_FORM.findall(task))
    if len(forms) != 1:
        return None
    form = forms.pop()
    slots = _SLOT.findall(form)
    return (form, slots) if len(slots) == 2 and len(set(slots)) == 2 else None


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _words(name: str) -> set[str]:
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", name)
    return {w for w in re.split(r"[^a-z0-9]+", spaced.lower()) if len(w) >= 3}


def _same(word: str, other: str) -> bool:
    """One word, or a form of it (species/species, swimmer's/swimmer, pallets/pallet)."""
    word, other = word.lower().removesuffix("'s"), other.lower().removesuffix("'s")
    return word == other or (min(len(word), len(other)) >= 4 and (word.rstrip("s") == other.rstrip("s")))


def _numeric(values: list[Any]) -> bool:
    filled = [v for v in values if v is not None and str(v).strip() != ""]
    if not filled or any(isinstance(v, str) and is_date(v) for v in filled[:20]):
        return False
    return sum(1 for v in filled if quantity(v) is not None) >= 0.8 * len(filled)


def _inputs(root: Path, task: str, outputs: list[str]) -> tuple[str, tuple[str, ...], str | None, list[Path]] | None:
    """(path, also, glob, files) of what the task reads: the data files it names, else the files of
    the one folder it names when they are data of one kind."""
    named = named_inputs(task, root, outputs)
    if named:
        if any(detect(root / p) not in _KINDS for p in named):
            return None
        return named[0], tuple(named[1:]), None, [root / p for p in named]
    folders = [f for f in named_folders(without_examples(task)) if (root / f).is_dir() and f not in outputs]
    if len(folders) != 1:
        return None
    files = sorted(p for p in (root / folders[0]).rglob("*") if p.is_file() and not p.name.startswith("."))
    files = [p for p in files if p.suffix.lower() not in (".txt", ".md", "")]  # a README beside the data
    suffixes = {p.suffix.lower() for p in files}
    if not files or len(files) > PLAN_FILES or len(suffixes) != 1 or detect(files[0]) not in _KINDS:
        return None
    return folders[0].rstrip("/"), (), "*" + next(iter(suffixes)), files


def group_plan(root: Path | None, task: str, outputs: list[str]) -> GroupPlan | None:
    """The grouped export the task asks for, when its words and files make it clear (see the
    module's docstring); None otherwise."""
    if root is None or len(outputs) != 1 or (root / outputs[0]).exists():
        return None
    output = outputs[0]
    line = None
    if output.lower().endswith(".csv"):
        header = stated_header(task, output, root)
    elif output.lower().endswith((".txt", ".md")) and (form := line_form(task)) is not None:
        line, header = form
    else:
        return None
    if not header or len(header) != 2:
        return None
    got = _inputs(root, task, outputs)
    if got is None:
        return None
    path, also, glob, files = got
    env = ToolEnv(root=root, max_file_bytes=PLAN_BYTES)
    read: list[tuple[Path, list[dict[str, Any]], set[str]]] = []
    for f in files:
        try:
            found = read_records(f, env)
        except (ToolError, OSError, UnicodeDecodeError):
            return None
        read.append((f, found, {k for r in found[:200] for k in r if isinstance(k, str) and not k.startswith("_")}))
    join: tuple[str, tuple[str, str], list[dict[str, Any]]] | None = None
    if len({frozenset(keys) for _, _, keys in read}) == 1:
        records = [r for _, found, _ in read for r in found]
        shared = read[0][2] if read else set()
    elif len(read) == 2 and glob is None:
        # Files of other fields: one table's records priced or sized by the other's (a lookup).
        joined = _lookup(read, header)
        if joined is None:
            return None
        (main, records, shared), (other, table, _), on = joined
        path, also, join = main.relative_to(root).as_posix(), (), (other.relative_to(root).as_posix(), on, table)
    else:
        return None
    if not records or not shared:
        return None
    label_columns(records)  # a key written two ways ('Leeds', 'leeds') is one group, as the export reads it
    fields = [k for k in dict.fromkeys(k for r in records[:200] for k in r) if k in shared]
    by_norm = {_norm(f): f for f in fields}
    numeric = {f for f in fields if _numeric([r.get(f) for r in records[:500]])}
    keyed = [(h, by_norm[_norm(h)]) for h in header if _norm(h) in by_norm and by_norm[_norm(h)] not in numeric]
    if len(keyed) != 1:
        return None
    key = keyed[0][1]
    other = next(h for h in header if h != keyed[0][0])
    distinct = {str(r.get(key)) for r in records if r.get(key) not in (None, "")}
    if not distinct or len(distinct) >= sum(1 for r in records if r.get(key) not in (None, "")):
        return None  # one record per key: nothing to group (a value per row is another task)
    said = [w for m in _PER.finditer(task) for w in re.findall(r"[\w'-]+", m.group(1))]
    if not any(_same(w, k) for w in said for k in _words(key) | {key.lower()}):
        return None
    value = _value_field(other, task, [f for f in fields if f in numeric and f != key and (not join or f != join[1][0])])
    if join is not None:
        # The measured value is a field of these records times one of the looked-up file's (packets
        # times the price per packet), unless the header's column is itself a field of these.
        table = join[2]
        looked_up = list(dict.fromkeys(k for r in table[:200] for k in r if not k.startswith("_")))
        theirs = [f for f in looked_up if f != join[1][1] and _numeric([r.get(f) for r in table[:500]])]
        priced = _value_field(other, task, theirs) if theirs else False
        if not (isinstance(value, str) and value and _norm(value) == _norm(other)):
            if not isinstance(value, str) or not value or not isinstance(priced, str) or not priced:
                return None
            value = f"{value} * {priced}"
        fields = list(dict.fromkeys([*fields, *looked_up]))
    if value is False:
        return None
    if any(not _FIELD.match(f) for f in fields):
        return None
    units = stated_units(without_examples(task)) if value else []
    try:
        mixed = unit_field(records, value or None, unit_table(units))
    except ToolError:
        return None
    if mixed is not None and len({str(r.get(mixed)).strip().lower() for r in records if r.get(mixed)}) > 1:
        # Amounts in several units, which the export converts: their unit is no condition to decode
        # (a probe's plan kept the litres rows and dropped the gallons the task gave the size of).
        fields = [f for f in fields if f != mixed]
    if line is not None:
        # The form's slots become the key field and the measure: `- <class>: <n> visits`.
        line = _SLOT.sub(lambda m: "{" + (key if m.group(1) == keyed[0][0] else "measure") + "}", line)
    return GroupPlan(path, also, glob, output, key, value or None, tuple(header), tuple(fields),
                     order_of(task, key, other), line, tuple(units),
                     (join[0], join[1]) if join is not None else None)


def _lookup(read: list[tuple[Path, list[dict[str, Any]], set[str]]], header: list[str]) -> tuple[
        tuple[Path, list[dict[str, Any]], set[str]], tuple[Path, list[dict[str, Any]], set[str]], tuple[str, str]] | None:
    """(the grouped file, the looked-up file, (its field, the looked-up field)) of two data files of
    other fields: the grouped one has a field the header names; a field of it whose every value
    (case and spacing aside) is the key of exactly one record of the other (`Item code` in `code`),
    the only such pair, joins them. None otherwise."""
    named = {_norm(h) for h in header}
    mains = [i for i, (_, _, keys) in enumerate(read) if any(_norm(k) in named for k in keys)]
    if len(mains) != 1:
        return None
    main, other = read[mains[0]], read[1 - mains[0]]
    pairs = []
    for mine in sorted(main[2]):
        values = {join_key(r[mine]) for r in main[1] if str(r.get(mine) or "").strip()}
        if not values or _norm(mine) in named:
            continue
        for theirs in sorted(other[2]):
            keys = [join_key(r[theirs]) for r in other[1] if str(r.get(theirs) or "").strip()]
            if keys and len(set(keys)) == len(keys) and values <= set(keys):
                pairs.append((mine, theirs))
    if len(pairs) > 1:
        # Codes over numbers: a plot number that happens to be among the other file's quantities is no key.
        pairs = [p for p in pairs if not _numeric([r.get(p[0]) for r in main[1][:500]])]
    return (main, other, pairs[0]) if len(pairs) == 1 else None


#: "highest total first", "heaviest first", "in descending order"; and the other way round.
_VALUE_DOWN = re.compile(r"\b(?:highest|largest|biggest|busiest|most|heaviest|longest|greatest|top)\b[^.;]{0,30}?\bfirst\b|"
                         r"\bdescending\b|\b(?:high|large|big)\w* to (?:low|small)", re.I)
_VALUE_UP = re.compile(r"\b(?:lowest|smallest|fewest|least|lightest|shortest|fastest|cheapest)\b[^.;]{0,30}?\bfirst\b|"
                       r"\bascending\b|\b(?:low|small)\w* to (?:high|large|big)", re.I)
_BY_NAME = re.compile(r"\b(?:alphabetical(?:ly)?|a\s*(?:to|-)\s*z)\b|\bby (?:the )?(?:[\w-]+ ){0,2}name\b", re.I)
_SORTED_BY = re.compile(r"\b(?:sort(?:ed)?|order(?:ed)?)\s+(?:the rows\s+)?by\s+(?:the\s+)?([\w-]+)", re.I)


def order_of(task: str, key: str, column: str) -> tuple[str, bool] | None:
    """The rows' order the task's words give: ('value', True) for "highest total first" (ties in
    key order: "the same total in alphabetical order" is that too), ('key', False) for "sorted by
    project name A to Z" or "sorted by <the key>"; None when they give none or it is unclear. A
    1.5B model left to choose put the highest value first for "rows sorted by type name"."""
    down, up = _VALUE_DOWN.search(task), _VALUE_UP.search(task)
    if down and up:
        return None
    if down or up:
        return "value", bool(down)
    by = [m.group(1) for m in _SORTED_BY.finditer(task)]
    if any(_same(w, k) for w in by for k in _words(key) | {key.lower()}) or (_BY_NAME.search(task) and not any(
            _same(w, k) for w in by for k in _words(column) | {column.lower()})):
        return "key", False
    return None


def _value_field(column: str, task: str, numeric: list[str]) -> str | bool:
    """The numeric field measured for the header's `column`: the field of that name, else the one
    numeric field the task's words (or the column's) name, else the only numeric field; '' (a
    count) when there is none; False when the choice is unclear."""
    for f in numeric:
        if _norm(f) == _norm(column):
            return f
    if not numeric:
        # A count: the column says so, or the task asks how many (records of each group).
        return "" if re.search(r"\b(?:count|number|how many|visits|times)\b", f"{column} {task}", re.I) else False
    words = set(re.findall(r"[\w'-]+", task.lower())) | _words(column)
    named = [f for f in numeric if any(_same(w, k) for w in words for k in _words(f) | {f.lower()})]
    if len(named) == 1:
        return named[0]
    if len(numeric) == 1 and not named:
        return numeric[0]
    return False
