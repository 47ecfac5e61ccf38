"""The docx tools in guided mode: a cell is addressed by row and col only (indexes or labels, which
the docx core resolves); a 1.5B model given the choice invented block ids for cells
(`body/t0#06a9/c2`) and gave up on the error. The schema is the edit models' own
(`edit_tool_schema`), with `block_id` left out of `set_cell_text`."""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import Any

from ..docx.edits import edit_tool_schema
from ..docx.edits.numbers import TOTAL_ROW
from ..protocol.tools import ToolSpec

GUIDED_ADJUST: dict[str, dict[str, Any]] = {"set_cell_text": {"omit": ["block_id"], "require": ["row", "col"]},
                                             "set_format": {"omit": ["expected_count", "whole_word"]}}
GUIDED_EDIT_SCHEMA = edit_tool_schema(GUIDED_ADJUST)


@functools.cache
def guided_schema(leave_out: frozenset[str]) -> dict[str, Any]:
    """The guided edit schema without the edit types `leave_out` names."""
    return edit_tool_schema(GUIDED_ADJUST, leave_out=leave_out)


def guided_tools(tools: list[ToolSpec], edits_tool: str = "docx_apply_edits") -> list[ToolSpec]:
    """`tools` with the edits array of `edits_tool` decoded under the guided edit schema."""
    return with_edit_schema(tools, GUIDED_EDIT_SCHEMA, edits_tool)


def with_edit_schema(tools: list[ToolSpec], schema: dict[str, Any],
                     edits_tool: str = "docx_apply_edits") -> list[ToolSpec]:
    """`tools` with the items of `edits_tool`'s edits array decoded under `schema`."""
    out = []
    for t in tools:
        if t.name == edits_tool:
            props = t.parameters["properties"]
            # replace(): the spec keeps its expert_args, which a constrained call leaves out (lost
            # here before, the guided docx calls decoded `"author": "your_name", "dry_run": false`).
            t = replace(t, parameters={**t.parameters, "properties": {
                **props, "edits": {**props["edits"], "items": schema}}})
        out.append(t)
    return out


# --------------------------------------------------------------------------------- value places

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
#: Kinds of value a change sets, as a document and an objective write them.
VALUE_KINDS: dict[str, re.Pattern[str]] = {
    "time": re.compile(r"\b\d{1,2}[:.]\d{2}(?:\s*(?:[ap]m\b|[ap]\.m\.))?|\b\d{1,2}\s*(?:[ap]m\b|[ap]\.m\.)", re.I),
    "money": re.compile(r"[£$€¥]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:EUR|USD|GBP|euros?|pounds?|dollars?)\b",
                        re.I),
    "percentage": re.compile(r"\b\d+(?:\.\d+)?\s?(?:%|per\s?cent)", re.I),
    "date": re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}(?:\s+\d{{4}})?\b|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?"
                       rf"(?:,?\s+\d{{4}})?\b|\b\d{{4}}-\d{{2}}-\d{{2}}\b|\b\d{{1,2}}/\d{{1,2}}/\d{{2,4}}\b", re.I),
}
#: Places listed at most.
PLACES_SHOWN = 4
_WORD = re.compile(r"[^\W\d_]{3,}")
_STOP = frozenset("""the and for with that this from into only each all its are was not now our your their his her
 has have had will would should can could may must also then than when where which while who what update change
 changed changes save saved copy keep file document docx same else nothing other new old set make made given
 please just being been there here they them these those""".split())


def _values(text: str) -> list[tuple[str, str]]:
    """(kind, value) of each value of a known kind in `text`, in order; a time inside a date or a
    price is not counted twice."""
    found: list[tuple[int, int, str, str]] = []
    for kind, rx in VALUE_KINDS.items():
        for m in rx.finditer(text):
            if not any(s <= m.start() < e or m.start() <= s < m.end() for s, e, _, _ in found):
                found.append((m.start(), m.end(), kind, m.group().strip()))
    return [(k, v) for _, _, k, v in sorted(found)]


def _stem(word: str) -> str:
    return word[:5] if len(word) > 5 else word


def value_places(blocks: list[dict[str, Any]], objective: str) -> str | None:
    """Where a change's new values likely go: the objective's values of a known kind (a time, a
    price, a percentage, a date) that the document does not hold yet are the new ones; the blocks
    (paragraphs and table rows) that hold values of the same kinds are ranked by the task's other
    words in what names them (the heading a paragraph sits under; a row's cells that hold no such
    value), then in their own text; those named by at least half as many of its words as the best
    are listed with the values they hold. None when the objective gives no new value of a known
    kind, or no place is named by a word of it.
    From a probe trace: "the Requiem on Sunday 18 May now starts at 7:00 pm, with doors opening at
    6:15 pm" set a table's programme cell to its own text, twice; the times were in a paragraph
    under the concert's heading and in the table's row for that day."""
    doc_text = "\n".join(str(b.get("text") or "") for b in blocks)
    given = _values(objective)
    new = [(k, v) for k, v in given
           if not re.search(rf"(?<![\w.]){re.escape(v)}(?![\w]|\.\d)", doc_text, re.I)]
    if not new:
        return None
    kinds = {k for k, _ in new}
    rest = objective
    for _, v in given:
        rest = rest.replace(v, " ")
    words = {_stem(w) for w in _WORD.findall(rest.casefold()) if w not in _STOP}
    words |= {v.casefold() for k, v in given if (k, v) not in new}  # values the document has: subjects ("18 May")
    # Each place: what names it (the heading a paragraph sits under, a row's cells that hold no such
    # value) and its own text; the task's subject ("the Requiem on Sunday 18 May") is in the first.
    places: list[tuple[int, int, float, str]] = []
    heading = ""
    t_index = -1
    for i, b in enumerate(blocks):
        kind, text = b.get("kind"), str(b.get("text") or "")
        if kind == "paragraph" and b.get("level"):
            heading = text
        if kind == "paragraph":
            held = [v for k, v in _values(text) if k in kinds]
            if held:
                label = f"{b.get('id')}" + (f" (under {heading[:60]!r})" if heading and heading != text else "")
                places.append((len(_matched(words, heading or text)), len(_matched(words, text)), -i,
                               f"- {label}: {text[:120]!r} holds {', '.join(held[:4])}"))
        elif kind == "table":
            lines = text.split("\n")
            header, rows = _grid(text)
            t_index += 1
            for r, (line, cells) in enumerate(zip(lines[1:], rows, strict=True), start=1):
                found = [[v for k, v in _values(cell) if k in kinds] for cell in cells]
                held = [f"{header[c] if c < len(header) else f'c{c}'}={v}" for c, vs in enumerate(found) for v in vs]
                if held:
                    names = " | ".join(cell for cell, vs in zip(cells, found, strict=True) if not vs)
                    shown = "; ".join(f"{h}={c}" for h, c in zip(header, cells, strict=False) if c)[:140]
                    places.append((len(_matched(words, names)), len(_matched(words, f"{lines[0]}\n{line}")),
                                   -i - r / 1000, f"- table {t_index} row {r} ({shown}) holds {', '.join(held[:4])}"))
    best = max((p[0] for p in places), default=0)
    if best == 0:
        return None
    kept = [p[3] for p in sorted(places, reverse=True) if p[0] >= max(1, (best + 1) // 2)][:PLACES_SHOWN]
    values = ", ".join(v for _, v in new[:4])
    return (f"Where the task's new values ({values}) likely go: the places that hold values of that kind and share "
            "the most words with the task (change each one the task means: a paragraph's words with replace_text and "
            "its block_id, a cell with set_cell_text):\n" + "\n".join(kept))


def _tables(blocks: list[dict[str, Any]]) -> list[tuple[int, list[str], list[list[str]]]]:
    """(index, header cells, rows' cells) of each inspected table, in order."""
    tables = [b for b in blocks if b.get("kind") == "table"]
    return [(i, *_grid(str(b.get("text") or ""))) for i, b in enumerate(tables)]


def _grid(text: str) -> tuple[list[str], list[list[str]]]:
    """An inspected table's text ("a | b\\n1 | 2") as its header cells and its rows' cells."""
    lines = text.split("\n")
    return [h.strip() for h in lines[0].split(" | ")], [[c.strip() for c in line.split(" | ")] for line in lines[1:]]


#: Words of figures a change raises or lowers together ("every price", "the fees").
_ALL_FIGURES = re.compile(r"\b(?:every|all|each)\b|\b(?:prices|fees|charges|rates|costs|amounts|figures|tariffs|rents|"
                          r"subscriptions|wages|salaries)\b", re.I)


def money_columns(blocks: list[dict[str, Any]], objective: str) -> list[tuple[int, str]]:
    """(table index, column header) of each column of money a change of every figure acts on ("every
    price put up by 10%"): a column after the first whose filled cells below the header mostly hold
    an amount with a currency sign; when the objective names some of those columns by their
    headers, only those. [] when the objective does not speak of all the figures (`_ALL_FIGURES`)."""
    if not _ALL_FIGURES.search(objective):
        return []
    found: list[tuple[int, str]] = []
    for t_index, header, rows in _tables(blocks):
        rows = [r for r in rows if not (r and TOTAL_ROW.match(r[0]))]
        for c in range(1, len(header)):
            filled = [r[c] for r in rows if c < len(r) and r[c].strip()]
            money = [v for v in filled if VALUE_KINDS["money"].search(v)]
            if header[c] and filled and len(money) * 10 >= len(filled) * 6:
                found.append((t_index, header[c]))
    named = [f for f in found if re.search(rf"(?<!\w){re.escape(f[1])}(?!\w)", objective, re.I)]
    return named or found


#: The most rows `named_rows` lists.
NAMED_ROWS_SHOWN = 8


def named_rows(blocks: list[dict[str, Any]], objective: str) -> str | None:
    """The table rows a change names by a value of theirs ("actions A-07 and A-11"): each cell value
    that the objective writes as a whole word, with the row it is in (a value several rows of its
    table hold in that column: all of them, for "all of Priya's actions", session 56); not a value
    of a column the objective names (what it sets) or one it gives as a new value ("to Closed").
    None when it names none. A probe's model set the status of row 5 (A-08) for A-11, which was
    row 8: rows are numbered, and it counted. Each with the `where` that
    picks it by that column (session 53: a probe deleted rows by `{'Role': 'Dental nurse'}`, three
    rows, for the one person the task named)."""
    found: list[str] = []
    for t_index, header, rows in _tables(blocks):
        for col in range(len(header)):
            if re.search(rf"(?<!\w){re.escape(header[col])}(?!\w)", objective, re.I) and header[col]:
                continue  # the column the change sets ("set the Status of ..."): its values are no names
            values = [r[col] if col < len(r) else "" for r in rows]
            for r, v in enumerate(values, start=1):
                if (len(v) < 2 or len(v) > 40 or v.casefold() in (h.casefold() for h in header)
                        or re.search(rf"(?<![\w-]){re.escape(v)}(?![\w-])", objective, re.I) is None
                        or re.search(rf"\b(?:to|into|as)\s+['\"“‘]?{re.escape(v)}(?![\w-])", objective, re.I)):
                    continue
                if values.count(v) > 1:
                    # A value of several rows ("all of Priya's actions"): the rows, and the where of them all.
                    many = [i for i, w in enumerate(values, start=1) if w == v]
                    line = (f"{v} is in table {t_index} rows {', '.join(map(str, many))} "
                            f"(where {{{header[col]!r}: {v!r}}} picks all {len(many)})")
                else:
                    line = f"{v} is table {t_index} row {r} (where {{{header[col]!r}: {v!r}}})"
                if line not in found and len(found) < NAMED_ROWS_SHOWN:
                    found.append(line)
    if not found:
        return None
    return ("Rows the task names, by a value of theirs (give set_cell_text this row, or the value itself as the row; "
            "to pick or delete the row, the `where` shown): " + "; ".join(found) + ".")


def _matched(words: set[str], context: str) -> set[str]:
    """The task's words (stems, and values such as "18 May") that a place's text holds."""
    folded = context.casefold()
    own = {_stem(w) for w in _WORD.findall(folded)}
    return {w for w in words if w in own or (" " in w or any(ch.isdigit() for ch in w)) and w in folded}
