"""docx: the model plans, deterministic adapters over the OOXML apply (docx/).

The edited document lives in memory; its state is the source path plus the batches applied,
kept in the loop state. Edits are deterministic, so a run paused for an overwrite approval
re-opens the untouched source and replays the batches in the resuming process.
"""

from __future__ import annotations

import functools
import os
import re
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from ..docx.edits import edit_tool_schema
from ..docx.edits.schema import EDIT_MODELS
from ..exec.effects import EDIT_KEPT, kept_share
from ..guided import active as guided_active
from ..guided.cellset import cell_set
from ..guided.changes import change_edits
from ..guided.docx import (
    guided_schema,
    guided_tools,
    money_columns,
    named_rows,
    value_places,
    with_edit_schema,
)
from ..guided.fill import column_fills
from ..numbers import long_figures, numbers_in, rounding_advice
from ..objective import (
    figure_change,
    given_names,
    holds_date,
    listed_terms,
    named_values,
    placeholder_fills,
    replacement_pairs,
    restates_task,
    scope_lines,
    singled_out,
    stated_dates,
)
from ..objective.conditions import condition_text, rows_meeting
from ..objective.intent import EFFECT_VERBS, asks_report, cues, paths_in
from ..objective.kinds import kind_pattern, kind_spans
from ..protocol.approval import ApprovalRequest
from ..protocol.capability import (
    PendingApproval,
    PushBack,
    TaskOutcome,
    ToolLoopCapability,
    ToolOutcome,
    push_back,
)
from ..protocol.task import DocxData, LoopState, Task, loop_data, task_is_question
from ..protocol.tools import ToolCall, ToolSpec
from ..scriptlib import records
from ..tools import ToolEnv, ToolError
from ..tools.docx_impl import FORMATTING_WORDS, form_table, list_items, marked_view, table_by_row, unmarked
from ..tools.facts import quoted_keys, text_key
from ..words import STOPWORDS
from ..workspace import docx_files_in, unprefixed
from ..workspace.changes import Change, report_artifact
from .typed import PREREAD_MARK, evidence, finish_check, handle_typed, is_typed, stated_outputs, typed_specs

if TYPE_CHECKING:
    from ..protocol.context import RunContext

# Derived from the edit models (one alternative per edit type with its own required fields); the
# core resolves a cell's row and column labels (docx/edits/address.py).
EDIT_SCHEMA: dict[str, Any] = edit_tool_schema()

TOOLS = [
    ToolSpec(
        "docx_inspect",
        "Read a .docx: outline, blocks with stable ids (e.g. body/p12#a7b2), tables with cells, headers/footers, revisions, comments.",
        {
            "type": "object",
            "properties": {
                "source_path": {"type": "string"},
                "offset": {"type": "integer", "minimum": 0, "default": 0},
                "limit": {"type": "integer", "minimum": 1, "maximum": 500, "default": 200},
            },
            "required": ["source_path"],
        },
    ),
    ToolSpec(
        "docx_apply_edits",
        "Apply a batch of typed edits to the document in memory (all or nothing). Edit types: "
        "replace_text {find, replace, occurrence? | all?, expected_count?}; insert_paragraph {anchor_id, position, text, style?}; "
        "append_paragraph {text, style?}; delete_block {block_id}; set_cell_text {block_id | table,row,col, text} "
        "(row: 0-based index, a label in any of its cells, 'Column=Value' or {column: value}; col: index or header text); "
        "delete_rows {table?, where: {column: value}, expected_count?} (every row whose cells read those values); "
        "sort_rows {table?, by: [column, ...], descending?} (the rows below the header in that order, each moved whole); "
        "set_format {find, bold? | italic? | underline? | strike?, block_id?, occurrence?, whole_word?} (formatting on "
        "or off, the text unchanged; direct mode); add_comment {block_id, find?, text}. mode=tracked records revisions.",
        {
            "type": "object",
            "properties": {
                "source_path": {"type": "string"},
                "edits": {"type": "array", "items": EDIT_SCHEMA, "minItems": 1},
                "mode": {"type": "string", "enum": ["direct", "tracked"], "default": "direct"},
                "author": {"type": "string"},
                "dry_run": {"type": "boolean", "default": False},
            },
            "required": ["source_path", "edits"],
        },
        expert_args=frozenset({"author", "dry_run"}),
    ),
    ToolSpec(
        "docx_save_output",
        "Save the edited document to a workspace .docx path. overwrite=true is needed (and approval is asked) to replace an existing file.",
        {
            "type": "object",
            "properties": {"output_path": {"type": "string"}, "overwrite": {"type": "boolean", "default": False}},
            "required": ["output_path"],
        },
    ),
    ToolSpec(
        "docx_finish",
        "Finish the task: success and a summary of what was changed and saved.",
        {"type": "object", "properties": {"success": {"type": "boolean"}, "summary": {"type": "string"}}, "required": ["success", "summary"]},
    ),
]

SYSTEM = """You edit Word documents with typed, deterministic operations.
1. The document is inspected for you below (block ids, headings, tables); call docx_inspect only to read more.
2. docx_apply_edits with precise edits (use block ids from the inspection; replace_text for wording changes).
3. docx_save_output to the requested output path (never overwrite the source unless asked).
4. docx_finish with a summary.
Paths are relative to the workspace root; give them exactly as shown in the task.
Every edit changes the document: make exactly the edits the task asks for and no others (adding a
paragraph is one insert_paragraph; it does not replace any text).
Shapes of edits (every <...> is a placeholder; take the real values from the task and the inspection):
- a table cell: {"type": "set_cell_text", "table": <table index>, "row": <row index, row label or "<Column>=<value>">, "col": <column index or header>, "text": "<new text>"}
- table rows by a value: {"type": "delete_rows", "table": <table index>, "where": {"<Column>": "<value>"}}
- one column's cell in every row with a value: {"type": "set_cells", "table": <table index>, "where": {"<Column>": "<value>"}, "col": "<Column>", "text": "<new text>"}
- a new table row: {"type": "insert_row", "table": <table index>, "row": <the row it goes after>, "cells": {"<Column>": "<text>"}}
- every number of a column up or down: {"type": "adjust_numbers", "table": <table index>, "column": "<Column>", "add": <amount>} (or "percent": <percent>; "round_to": 0.5 rounds to the nearest 0.5)
- the rows of a table in order: {"type": "sort_rows", "table": <table index>, "by": ["<Column>", "<tie-break Column>"]} (add "descending": true for highest or Z first)
- words everywhere: {"type": "replace_text", "find": "<old words>", "replace": "<new words>", "all": true}
- words in one paragraph: {"type": "replace_text", "find": "<old words>", "replace": "<new words>", "block_id": "<block id>"}
- a new paragraph: {"type": "insert_paragraph", "anchor_id": "<block id>", "position": "after", "text": "<text>"}
- bold / italic / underline / strike-through on words (the text unchanged): {"type": "set_format", "find": "<words>", "italic": true} (every place; "block_id": "<block id>" for one paragraph)"""

READ_TOOLS_NOTE = """To read more than the inspection shows: docx_read (bold as **x**, italic as *x*, tables as
Column=value records), docx_find (text by bold/italic/underline/strike/style), docx_extract (many documents at once),
docx_compare (two documents), and find_files / read_file / grep / data_query for other files."""

QUESTION_SYSTEM = """You answer a question about Word documents; nothing may be changed.
Read with the tools: docx_read (each paragraph with its block id and style, bold text as **x** and italic
as *x*, struck through as ~~x~~, coloured as <red>x</red>, including formatting that comes from styles; tables as
Column=value records), docx_find (text by bold / italic / underline / strike / colour / style / regex, across documents), docx_extract (matching paragraphs, a table column or
headings from many documents at once), docx_compare (what changed between two documents), docx_inspect,
and find_files / read_file / grep for other files.
Then call docx_finish with success=true and a summary that answers the question with the exact values
you read, naming the document (and block id) each one comes from. Never guess a value you did not read."""

#: Effect verbs of an objective that a saved, unedited copy fulfils ("save a copy of a.docx as b.docx").
COPY_VERBS = frozenset({"copy", "save", "store", "make", "archive", "duplicate"})
#: Words of a change beside a copy's verbs ("save a copy as b.docx with every price put up by 10% and
#: the year changed"): a copy alone does not fulfil such an objective (a probe's run ended 0 with
#: "prices changed" over an unchanged copy; the intent cues had read only "make" and "save").
_CHANGE_WORDS = re.compile(r"\b(?:chang|updat|rais|increas|decreas|reduc|lower|replac|fill|correct|fix|add|remov|delet|"
                           r"insert|round|rename|mark|swap|set|edit|amend|adjust)\w*|\bput\s+(?:up|down)\b|%", re.I)
#: Guided mode (small models): cells by row and col only (guided/docx.py).
GUIDED_TOOLS = guided_tools(TOOLS)
#: The edits that act on a table (its cells or rows). A document without a table is offered none of
#: them: a constrained call cannot choose one (a 1.5B model sent set_cell_text "row 4, col 1" for a
#: blank in a paragraph of a document that has no table, and gave up on the error).
TABLE_EDITS = frozenset({"set_cell_text", "set_cells", "delete_rows", "insert_row", "adjust_numbers", "sort_rows"})
#: An objective that adds something (a row to a table among what it may add).
ADDS = re.compile(r"\b(?:add|adds|adding|insert|inserting|append|appending|include|enter|register|list)\b", re.I)
#: An objective that changes figures by an amount or a percentage ("add £5 to every price", "raise
#: the fees by 10%", "prices go up by 3"): the column arithmetic the host does (`adjust_numbers`).
ADJUSTS = re.compile(r"\b(?:add\w*|increas\w*|rais\w*|put|go(?:es)?|went|reduc\w*|decreas\w*|lower\w*|cut|"
                     r"discount\w*|up|down)\b[^.;]{0,60}?(?:[£$€¥]\s?\d|\d+(?:\.\d+)?\s?(?:%|per\s?cent)|\bby\s+\d)",
                     re.I)


#: An objective that puts a table's rows in order ("sort the rows by surname", "alphabetical
#: order", "order the list by price"): the row sort the host does (`sort_rows`).
SORTS = re.compile(r"\b(?:sort\w*|re-?order\w*|alphabeti[sz]e\w*|alphabetical(?:ly)?|(?:in|into)\s+(?:\w+\s+)?order"
                   r"(?!\s+to\b)|order\s+(?:the\s+)?[\w\s]{0,30}?\bby)\b", re.I)


_DOWN = (r"descending|reverse(?:d)?(?:\s+(?:alphabetical|order))?|z\s*(?:to|-)\s*a|high(?:est)?\s+to\s+low(?:est)?"
         r"|(?:largest|biggest|highest|most|newest|latest|most\s+recent)\s+(?:to\s+\w+|first|at\s+the\s+top)")
_UP = (r"ascending|alphabetical(?:ly)?|alphabeti[sz]e\w*|a\s*(?:to|-)\s*z|low(?:est)?\s+to\s+high(?:est)?"
       r"|(?:smallest|lowest|least|oldest|earliest)\s+(?:to\s+\w+|first|at\s+the\s+top)")
_SORT_WAY = re.compile(rf"\b(?:(?P<down>{_DOWN})|(?P<up>{_UP}))\b", re.I)


#: A question's docx_finish(success=false) after the documents were read is pushed back once with this.
GAVE_UP_NOTE = ("not finished: the document you read is in the results above. Answer the question from what it "
                "shows: call docx_finish with success=true and the values, quoted as the document writes them; give "
                "up only if it does not hold them.")


def sort_descending(objective: str) -> bool | None:
    """The order an objective asks rows to be put in: True for "descending", "largest first",
    "Z to A", "reverse alphabetical"; False for "ascending", "alphabetically", "oldest first";
    None when it says neither, or both. A 1.5B model sent `descending: true` for "sort the
    rows alphabetically by surname" (probe trace); the objective's words decide."""
    ways = {"down" if m.group("down") else "up" for m in _SORT_WAY.finditer(objective)}
    return None if len(ways) != 1 else ways == {"down"}


#: An objective that changes several rows alike ("mark all of her actions as Done", "set every
#: Tuesday row to Closed"): the cell of each row with a value (`set_cells`).
MANY_ROWS = re.compile(r"\b(?:all|every|each|any|whichever)\b", re.I)


#: An objective that sets or takes off formatting: "put the ship names in italics", "bold the totals
#: row", "underline each heading", "no longer struck through".
FORMATS = re.compile(r"\b(?:bold(?:ed|en)?|italic(?:s|ise|ize|ised|ized)?|underlin\w*|strike\w*|struck|"
                     r"crossed[\s-]*out|emboldened)\b", re.I)


_FLAG_WORDS = {"bold": re.compile(r"\bbold|\bembolden", re.I), "italic": re.compile(r"\bitalic", re.I),
               "underline": re.compile(r"\bunderlin", re.I),
               "strike": re.compile(r"\bstrike|\bstruck|\bcrossed[\s-]*out", re.I)}


def asked_flags(edit: Any, objective: str) -> Any:
    """A set_format edit with only the flags the objective speaks of, when it speaks of one of
    them: offered four flags, a small model sends them all (bold, italic, underline and strike for
    "put the names in italics")."""
    if not isinstance(edit, dict) or edit.get("type") != "set_format":
        return edit
    named = {f for f, rx in _FLAG_WORDS.items() if rx.search(objective)}
    given = {f for f in _FLAG_WORDS if edit.get(f) is not None}
    if named & given and given - named:
        return {k: v for k, v in edit.items() if k not in given - named}
    return edit


#: What makes an objective more than a change of formatting, or formatting taken off: then the
#: model reads and decides (`format_only`).
_NOT_FORMAT_ONLY = re.compile(
    r"\b(?:add\w*|insert\w*|append\w*|delet\w*|remov\w*|drop\w*|replac\w*|renam\w*|rewrit\w*|updat\w*|fill\w*|"
    r"mov(?:e|es|ed|ing)|sort\w*|swap\w*|correct\w*|spell\w*|typo\w*|no\s+longer|not\s+(?:be\s+)?(?:in\s+)?|"
    r"off|out|un-?(?:bold|italic|underlin|strik)\w*|plain|without|instead|to\s+read)\b"
    r"|\b(?:change|set|turn)\b[^.;]*?\b(?:to|into)\s+(?!bold|italic|underlin|strike|struck)\w", re.I)


#: A format the text has already and keeps ("keep it bold", "still in italics"), or one taken off.
_FLAG_KEPT_OR_OFF = re.compile(r"\b(?:keep\w*|still|stays?|remains?|already|leave\w*|not|no\s+longer|un-?|remove\w*|"
                               r"take\w*\s+(?:\w+\s+){0,3}off|without)\W+(?:\w+\W+){0,3}?(?:in\s+)?$", re.I)


def flags_unset(objective: str, flags_set: list[str]) -> list[str]:
    """The formats (bold, italic, underline, strike) the objective asks to be put on that no
    set_format edit of the task turned on: "put the new fee in bold" with only the fee's text set.
    Not a format the text keeps or loses ("keep it bold", "no longer in italics")."""
    out = []
    for flag, rx in _FLAG_WORDS.items():
        m = rx.search(objective)
        if (m and flag not in flags_set and not _FLAG_KEPT_OR_OFF.search(objective[:m.start()][-60:])
                and (_FLAG_ORDERED.search(objective[:m.start()][-70:]) or _FLAG_VERB.match(objective[m.start():]))):
            out.append(flag)
    return out


#: A format ordered, not one the text has ("the names in bold are volunteers"): a verb that puts it
#: on before the flag's word ("put the new fee in bold", "make the names italic") ...
_FLAG_ORDERED = re.compile(r"\b(?:put|make|set|mark|format|show|highlight|turn|render|display|print|have|want)\b"
                           r"[^.;:!?]*$|\b(?:should|must|needs?\s+to|has\s+to)\s+be\s+(?:in\s+|made\s+)?$", re.I)
#: ... or the flag's word as the verb ("bold the totals", "italicise every title").
_FLAG_VERB = re.compile(r"(?:bold|embolden|italici[sz]e|underline|strike\s+through)\s+(?:the|all|every|each|any|"
                        r"those|these|their|his|her|its|our|my|them|it)\b", re.I)


#: Every edit type docx_apply_edits knows.
EDIT_TYPES = frozenset(m.model_json_schema()["properties"]["type"]["const"] for m in EDIT_MODELS)


#: What to format is worked out, not named: "the winner of each class", "the fastest clear round",
#: "the highest score". The host's own set_format of the words named would format the wrong ones
#: (a probe's host bolded the Dog column's header and the title's "Dog").
_WORKED_OUT = (r"\b(?:fastest|quickest|slowest|highest|lowest|largest|smallest|biggest|best|worst|"
               r"winners?|top\s+\d+|most|least|for\s+each|each\s+(?:class|table|group|section))\b")
_FORMAT_CHOSEN = re.compile(_WORKED_OUT +
                            # A kind of thing, shown by an example ("every temperature ... (e.g. 16°C)"):
                            # which words are of that kind is worked out, the example is one of them.
                            r"|\b(?:every|all(?:\s+the)?)\s+(?!occurrences?\b|instances?\b|mentions?\b|times?\b)[a-z]\w*"
                            r"|\be\.\s?g\.|\bfor\s+example\b|\bsuch\s+as\b", re.I)
#: `_NOT_FORMAT_ONLY` for a kind of text, where "not" says what is left as it is ("just the dates
#: themselves, not the whole sentences"): only a flag taken off ("not bold") changes more than format.
_KIND_NOT_FORMAT_ONLY = re.compile(_NOT_FORMAT_ONLY.pattern.replace(
    r"not\s+(?:be\s+)?(?:in\s+)?|", r"not\s+(?:be\s+)?(?:in\s+)?(?:bold|italic|underlin|struck|strike)\w*|"), re.I)
#: A selection worked out among the document's words (the fastest, the winners): no kind of text.
_CHOSEN_BY_RANK = re.compile(_WORKED_OUT, re.I)
#: A section or heading the objective names as where the words are.
_SECTION_SAID = re.compile(r"\b(?:section|heading|chapter|part)\b", re.I)
#: "the Dog column", "column Dog", "the 'Dog' column"; a section or heading named as where the words
#: are ("in the Fermentation section", "under the heading Costs").
_COLUMN_NAMED = re.compile(r"\bthe\s+['\"“‘]?([\w][\w .-]{0,30}?)['\"”’]?\s+(?:column|section|heading|chapter)\b"
                           r"|\b(?:column|section|heading|chapter)\s+['\"“‘]?([\w][\w.-]{0,30})", re.I)


def format_terms(objective: str, source: str = "") -> list[str]:
    """The words a change of formatting alone formats (`listed_terms`): not a file's name, not a
    column, section or heading the objective names as where the words are ("bold in the Dog
    column", "in the Fermentation section"); none when what to format is worked out rather than
    named (`_FORMAT_CHOSEN`: "the fastest dog of each class", "every temperature (e.g. 16°C)": a
    probe's host bolded the section's heading and saved)."""
    if _FORMAT_CHOSEN.search(objective):
        return []
    names = {Path(source).name.casefold(), *(Path(p).name.casefold() for p in paths_in(objective))}
    columns = {next(g for g in m.groups() if g).casefold() for m in _COLUMN_NAMED.finditer(objective)}
    return [t for t in listed_terms(objective) if t.casefold() not in names and t.casefold() not in columns]


def format_only(objective: str, more_than_format: re.Pattern[str] = _NOT_FORMAT_ONLY) -> dict[str, bool] | None:
    """The flags a change of formatting alone sets on ("house style is vessel names in italics:
    fix the bulletin for our boats (A, B, C)"): each flag the objective names, true; None when it
    also changes text, takes formatting off, or names no flag. A probe's 1.5B model offered
    set_format wrote a route over three table cells instead."""
    if not asks_format(objective) or more_than_format.search(objective):
        return None
    flags = {f: True for f, rx in _FLAG_WORDS.items() if rx.search(objective)}
    return flags or None


def asks_format(objective: str) -> bool:
    """Whether an objective changes bold, italic, underline or strike-through (`set_format`)."""
    return FORMATS.search(objective) is not None


def left_out_edits(objective: str) -> frozenset[str]:
    """The edit types a change of a document with tables is not offered: a new row unless the
    objective adds something, column arithmetic unless it changes figures by an amount, the cells of
    several rows unless it speaks of all of them. An edit type offered is one a small model may
    pick (bold, italic, underline and strike all sent true once offered)."""
    return frozenset(({"insert_row"} if not ADDS.search(objective) else set())
                     | ({"set_format"} if not asks_format(objective) else set())
                     | ({"set_cells"} if not MANY_ROWS.search(objective) else set())
                     | ({"adjust_numbers"} if not ADJUSTS.search(objective) else set())
                     | ({"sort_rows"} if not SORTS.search(objective) else set()))


#: An objective that asks for tracked changes (revisions a reviewer accepts or rejects): only then
#: is `mode` offered. Offered always, a 1.5B model chose "tracked" for a plain change, and a row
#: move (sort_rows), which a tracked change cannot show, was refused until the budget ran out.
TRACKS = re.compile(r"\b(?:track(?:ed|ing)?(?:\s+(?:the\s+)?(?:changes?|edits?|revisions?))?|revision\s+marks?"
                    r"|red-?lin\w*|as\s+(?:a\s+)?suggest\w*|suggest(?:ed|ion|ions)?\s+mode)\b", re.I)


def asks_tracking(objective: str) -> bool:
    """Whether an objective asks its edits to be recorded as tracked changes."""
    return TRACKS.search(objective) is not None


def tracking_asked(ctx: Any, task: Task) -> bool:
    """Whether the task's objective or the run's (a planner may word the task's otherwise) asks for
    tracked changes."""
    run = getattr(ctx, "objective", "")
    return asks_tracking(task.get("objective") or "") or (isinstance(run, str) and asks_tracking(run))


def without_mode(tools: list[ToolSpec]) -> list[ToolSpec]:
    """`tools` with docx_apply_edits offering no `mode`: the edits are direct."""
    out = []
    for t in tools:
        if t.name == "docx_apply_edits" and "mode" in t.parameters.get("properties", {}):
            props = {k: v for k, v in t.parameters["properties"].items() if k != "mode"}
            t = replace(t, parameters={**t.parameters, "properties": props},
                        description=t.description.replace(" mode=tracked records revisions.", ""))
        out.append(t)
    return out


@functools.cache
def _schema_without(leave_out: frozenset[str]) -> dict[str, Any]:
    return edit_tool_schema(leave_out=leave_out)


def has_tables(path: Path) -> bool:
    """Whether the .docx at `path` has a table in its body; True when it cannot be read (nothing is
    taken away on a guess). Read once per version of the file (path, mtime, size)."""
    try:
        st = path.stat()
    except OSError:
        return True
    return _body_tables(str(path), st.st_mtime_ns, st.st_size)


@functools.lru_cache(maxsize=256)
def _body_tables(path: str, _mtime_ns: int, _size: int) -> bool:
    from ..docx import DocxDocument, DocxError

    try:
        return DocxDocument.open(Path(path)).has_body_tables()
    except (OSError, DocxError):
        return True

#: Tools a read-only task may not call, whatever a model asks for.
WRITE_TOOLS = frozenset({"docx_apply_edits", "docx_save_output"})

# task id -> source path -> open document; a cache, rebuilt from the loop state when missing
_OPEN: dict[tuple[str, str, str], Any] = {}
#: Documents ranked for the first message (by how much of the objective they contain); the best
#: FIRST_VIEWS are shown inspected, the others listed with their first line. Every shown document
#: costs prefill (~400 tokens each, ~10 s on two CPU cores with a small model).
RANKED_DOCS = 40
FIRST_VIEWS = 2


#: An objective that deletes a section: a verb of removing whose object is the section itself
#: ("delete the whole 'Car parking' section", "remove the section called ..."), or "its heading
#: and everything under it"; not a block inside a section ("delete the paragraph in the Budget
#: section", "remove the Budget section's table").
_DELETE_SECTION = re.compile(
    r"\b(?:delete|remove|drop|cut|take\s+out)\s+(?:the\s+)?(?:whole\s+|entire\s+)?"
    r"(?!(?:[\w&-]+\s+){0,4}?(?:paragraph|row|line|table|sentence|bullet|item|cell|entry|word|text|image|picture|note"
    r"|column|list|point|step)s?\b)"
    r"(?:[\"“‘'][^\"”’'\n]{1,80}[\"”’']|[\w&-]+(?:\s+[\w&-]+){0,4}?)\s+section\b(?!['’]s|\s+of\b)"
    r"|\b(?:delete|remove|drop|cut)\s+the\s+section\s+(?:called|named|titled|headed)\b"
    r"|\bheading\s+and\s+(?:everything|all|the\s+text)\s+(?:under|below|after)\s+it\b", re.I)
_TOP_BLOCK = re.compile(r"^body/[pt]\d+#")


def _squash(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", text.casefold()).split())


#: "fill in the (empty) Total column", "complete the Score column": the column a change fills.
_FILL_COLUMN = re.compile(r"\b(?:fill(?:\s+in|\s+out)?|complete|populate)\s+(?:in\s+)?(?:the\s+|each\s+)?(?:empty\s+|blank\s+"
                          r"|missing\s+)?['\"“‘]?(?P<col>[A-Za-z][\w .%/()-]{0,30}?)['\"”’]?\s+(?:column|cells|field)s?\b", re.I)


def empty_column_cells(path: Path, objective: str) -> str:
    """Where a saved document's column, which the objective says to fill, is still empty: "the
    'Total' column of table 1 is still empty in 5 rows (first cells: Quiz Kings, ...)"; '' when
    the objective fills no named column, no table has it, or every cell of it is filled. Rows
    with every other cell blank are no rows of data."""
    m = _FILL_COLUMN.search(objective)
    if m is None:
        return ""
    want = _squash(m.group("col"))
    try:
        rows = records(path)
    except Exception:  # unreadable: the re-read check says so
        return ""
    empty: dict[Any, list[str]] = {}
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict):
            continue
        keys = [k for k in row if not str(k).startswith("_")]
        col = next((k for k in keys if _squash(str(k)) == want), None)
        if col is None or str(row[col]).strip():
            continue
        others = [str(row[k]).strip() for k in keys if k != col]
        if any(others):
            empty.setdefault(row.get("_table"), []).append(next(o for o in others if o))
    if not empty:
        return ""
    table, firsts = next(iter(empty.items()))
    shown = ", ".join(firsts[:4]) + (" ..." if len(firsts) > 4 else "")
    return (f"the {m.group('col').strip()!r} column of table {table} is still empty in {len(firsts)} "
            f"row{'s' if len(firsts) != 1 else ''} (first cells: {shown})")


def _data_rows(cells: list[list[str]], col: int) -> list[list[str]]:
    """A table's rows under its header that hold text outside column `col`."""
    return [r for r in cells[1:] if any(str(v).strip() for c, v in enumerate(r) if c != col)]


def blank_columns(tables: dict[int, list[list[str]]]) -> list[list[Any]]:
    """[table, header] of each column with a header that is empty in every row of data (two at
    least): the columns a change may be asked to fill."""
    out: list[list[Any]] = []
    for t, cells in tables.items():
        for c, head in enumerate(cells[0] if cells else []):
            rows = _data_rows(cells, c)
            if str(head).strip() and len(rows) >= 2 and all(c >= len(r) or not str(r[c]).strip() for r in rows):
                out.append([t, str(head).strip()])
    return out


def partly_filled(tables: dict[int, list[list[str]]], blanks: list[list[Any]], objective: str) -> str:
    """Where a column empty before the edits (`blank_columns`) is now filled in some rows and empty
    in others, when the objective asks for its values in the plural or for each row ("fill in the
    team totals" over a Total column): said as `empty_column_cells` says it; '' otherwise. A
    probe's model set one team's total and claimed the sheet filled."""
    folded = objective.casefold()
    for t, head in blanks:
        cells = tables.get(int(t)) or []
        word = head.casefold()
        if not cells or not (re.search(rf"\b{re.escape(word)}(?:e?s)\b", folded)
                             or re.search(r"\b(?:each|every|all)\b", folded)):
            continue
        col = next((c for c, h in enumerate(cells[0]) if str(h).strip().casefold() == word), None)
        if col is None:
            continue
        rows = _data_rows(cells, col)
        empty = [r for r in rows if col >= len(r) or not str(r[col]).strip()]
        if empty and len(empty) < len(rows):
            firsts = [next(str(v).strip() for v in r if str(v).strip()) for r in empty]
            shown = ", ".join(firsts[:4]) + (" ..." if len(firsts) > 4 else "")
            return (f"the {head!r} column of table {t} is still empty in {len(empty)} "
                    f"row{'s' if len(empty) != 1 else ''} (first cells: {shown})")
    return ""


def section_blocks(blocks: list[dict[str, Any]], objective: str) -> list[str]:
    """The ids of a section's blocks, the heading first: the one heading (a body paragraph with a
    level of 1 or more) whose text the objective writes (case and punctuation aside; quoted, when
    it quotes one), and every body paragraph and table after it up to the next heading of its
    level or above. [] when no heading, or more than one, is named, or the section is the heading
    alone."""
    top = [b for b in blocks if _TOP_BLOCK.match(str(b.get("id") or ""))]
    heads = [b for b in top if b.get("kind") == "paragraph" and str(b.get("level") or "0").isdigit()
             and int(b.get("level") or 0) >= 1 and _squash(str(b.get("text") or ""))]
    said = f" {_squash(objective)} "
    quoted = [_squash(q) for q in re.findall(r"[\"“‘'`]([^\"”’'`]{2,120})[\"”’'`]", objective)]
    named = [h for h in heads if _squash(h["text"]) in quoted] or \
        [h for h in heads if f" {_squash(h['text'])} " in said]
    # The longest of headings one inside another ("Sale" and "Car boot sale"): the one meant.
    named = [h for h in named if not any(g is not h and _squash(h["text"]) in _squash(g["text"]) for g in named)]
    if len(named) != 1:
        return []
    head = named[0]
    level = int(head["level"])
    i = top.index(head)
    out = [head["id"]]
    for b in top[i + 1:]:
        if b.get("kind") == "paragraph" and str(b.get("level") or "0").isdigit() and 1 <= int(b.get("level") or 0) <= level:
            break
        out.append(b["id"])
    return out if len(out) > 1 else []


def in_place(task: Task) -> str | None:
    """The source document a change saves over itself: a change with a source and no output file
    of its own, whose stated outputs are that document alone ("set the status ... and save the
    document in place"); else None."""
    src = task.get("source_path")
    if not src or task.get("output_path") or task_is_question(task):
        return None
    # A data file the change reads from is no output of it (an intent that listed "using hours.csv"
    # among the outputs beside the document).
    outs = [o for o in stated_outputs(task) if o not in (task.get("inputs") or [])]
    if not outs and _SAME_DOCUMENT.search(str(task.get("objective") or "")):
        return src  # "save the changes in the same document", with no file named as the output
    return src if outs == [src] else None


#: Words of a change saved over its own document.
_SAME_DOCUMENT = re.compile(r"\b(?:in[\s-]place|(?:same|original|existing)\s+(?:document|file|doc)|overwrit\w*|"
                            r"save\s+(?:it\s+|the\s+(?:document|file|doc)\s+)?over\s+(?:it|the\s+(?:document|file|doc)|itself))\b",
                            re.I)


def _kept_most(source: Path, edited: Any) -> bool:
    """Whether the edited document keeps most of the text of the file at `source` (an edit, not
    an overwrite), by the share `exec.effects` rates a script's rewritten file with."""
    from ..docx import DocxDocument, DocxError

    try:
        before = DocxDocument.open(source).text()
    except (DocxError, OSError):
        return False
    return kept_share(before.encode(), edited.text().encode()) >= EDIT_KEPT


class DocxCapability(ToolLoopCapability):
    kind = "docx"
    node = "docx"
    finish_tool = "docx_finish"
    requires_workspace = True

    read_tools = frozenset({"docx_inspect"})

    def tools(self, ctx: RunContext, task: Task) -> list[ToolSpec]:
        own = GUIDED_TOOLS if guided_active(ctx) else TOOLS
        # The shared read tools (tools/) beside the document's own; their writers need the
        # terminal's command path, so none here.
        typed = typed_specs(question=True)
        if task_is_question(task):
            # A question changes nothing: no edit, no save exists for it.
            return [own[0], *typed, own[-1]]
        leave_out = (left_out_edits(task.get("objective") or "") if self._tables_possible(ctx, task)
                     else TABLE_EDITS | ({"set_format"} if not asks_format(task.get("objective") or "") else set()))
        if format_only(task.get("objective") or ""):
            # A change of formatting alone: set_format is the one edit (a probe's model, offered
            # them all for "make bold the names of ... and nothing else", rewrote the names' cells
            # with the same text, refused as no change, and saved the document unchanged).
            leave_out = EDIT_TYPES - {"set_format"}
        if leave_out:
            own = with_edit_schema(own, guided_schema(leave_out) if guided_active(ctx) else _schema_without(leave_out))
        if not tracking_asked(ctx, task):
            own = without_mode(own)
        return [*own[:-1], *typed, own[-1]]

    def _tables_possible(self, ctx: RunContext, task: Task) -> bool:
        """Whether a document the change may edit has a table (the task's own, else the
        workspace's, at most RANKED_DOCS of them; unknown counts as yes)."""
        workspace = getattr(ctx, "workspace", None)
        if workspace is None:
            return True
        sources = [task["source_path"]] if task.get("source_path") else docx_files_in(workspace.root)
        if not sources or len(sources) > RANKED_DOCS:
            return True
        for rel in sources:
            try:
                path, _rel = self._resolve(ctx, rel, must_exist=True)
            except _ToolError:
                return True
            if has_tables(path):
                return True
        return False

    def system_prompt(self, ctx: RunContext, task: Task) -> str:
        assert ctx.workspace is not None
        if task_is_question(task):
            return QUESTION_SYSTEM
        return SYSTEM + "\n" + READ_TOOLS_NOTE

    def max_turns(self, ctx: RunContext) -> int:
        return 16

    def initial_calls(self, ctx: RunContext, task: Task) -> list[ToolCall]:
        """Guided mode: a question about what differs between the two documents it names gets their
        comparison before any turn (`compared_pair`), and the host answers from it (`host_finish`):
        the first turn of such a question cost 85 s of prefill for the call alone (probe trace). A
        question the document's legend answers gets the find of that formatting, and the host's
        answer (`_legend`). A change gets the edits the host works out itself (placeholders, column
        fills, section deletes, figure changes, replacements), then the save over its own document
        when it changes that in place."""
        if not guided_active(ctx) or ctx.workspace is None:
            return []
        if not task_is_question(task):
            fills = (self._placeholder_edits(ctx, task) or self._column_fills(ctx, task) or self._section_deletes(ctx, task)
                     or self._adjustments(ctx, task) or self._replacements(ctx, task) or self._cell_corrections(ctx, task)
                     or self._cell_sets(ctx, task)
                     or self._row_format_edits(ctx, task)
                     or self._kind_format_edits(ctx, task) or self._format_edits(ctx, task))
            if not fills:
                return []
            calls = [ToolCall("docx_apply_edits", {"source_path": task["source_path"], "edits": fills,
                                                   "mode": "direct"})]
            over = in_place(task)
            if over and not (fills[0].get("type") == "replace_text" and more_asked(task.get("objective") or "")):
                # A change saved over its own document: the host's save follows its edits (asking
                # the policy's approval like any overwrite) and `host_finish` finishes; a model's
                # turn here set one cell to a guess and then saved (probe trace).
                calls.append(ToolCall("docx_save_output", {"output_path": over, "overwrite": True}))
            return calls
        pair = compared_pair(task.get("objective") or "", ctx.workspace.root)
        if pair:
            return [ToolCall("docx_compare", {"old": pair[0], "new": pair[1]})]
        legend = self._legend(ctx, task)
        if legend is not None:
            # "Which services are new this year?" of a list whose legend says bold ones are new: the
            # host reads the bold entries (`docx_find`) and answers with them (`host_finish`).
            word = legend[1]
            flag = {"bold": "bold", "italic": "italic", "underlined": "underline", "struck through": "strike"}.get(word)
            args = {"path": task.get("source_path") or ".", **({flag: True} if flag else {"colour": "any" if word == "highlighted"
                                                                                             else word})}
            return [ToolCall("docx_find", args)]
        return []

    def _legend(self, ctx: RunContext, task: Task) -> tuple[str, str] | None:
        """(answer, formatting) of a question a legend sentence of its one document answers
        (`tools.docx_impl.legend_answer`); None otherwise."""
        from ..tools.docx_impl import asked_legend_answer, legend_answer

        if ctx.workspace is None:
            return None
        env = ToolEnv(ctx.workspace.root, deadline=time.monotonic() + 10)
        objective = str(task.get("objective") or "")
        if task.get("source_path"):
            return legend_answer(env, str(task["source_path"]), objective) or asked_legend_answer(
                env, [str(task["source_path"])], objective)
        # A legend the question gives itself, over the documents it singles out (`asked_legend_answer`).
        return asked_legend_answer(env, [d for d in docx_files_in(ctx.workspace.root)
                                         if not paths_in(objective) or any(d.startswith(p.rstrip("/") + "/") or d == p
                                                                           for p in paths_in(objective))], objective)

    def _source(self, ctx: RunContext, task: Task, limit: int = 0) -> tuple[Any, dict[str, Any]] | None:
        """The task's source document for a first call the host builds, opened, with its first
        `limit` blocks inspected (an empty view for 0); None when the task names no source or it
        cannot be read (the model then reads and decides)."""
        from ..docx import DocxDocument, DocxError

        if not task.get("source_path"):
            return None
        try:
            path, _rel = self._resolve(ctx, task["source_path"], must_exist=True)
            doc = DocxDocument.open(path)
            return doc, (doc.inspect(offset=0, limit=limit) if limit else {})
        except (_ToolError, DocxError, OSError):
            return None

    def _placeholder_edits(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A change that fills placeholders its objective gives values for ("[DATE] = Saturday 18
        October 2025, [TIME] = 7:30pm"; `objective.placeholder_fills`): the replace_text of each
        placeholder the source document holds, every place it is, as the host's first call; the
        host then saves and finishes as after the model's own edits (`host_finish`). None unless
        every placeholder given is in the document (else the model reads the view and decides)."""
        fills = placeholder_fills(task.get("objective") or "")
        opened = self._source(ctx, task, limit=2000) if fills else None
        if opened is None:
            return []
        _doc, result = opened
        text = "\n".join(str(b.get("text", "")) for b in result.get("blocks", []))
        if not all(slot in text for slot, _ in fills):
            return []
        return [{"type": "replace_text", "find": slot, "replace": value, "all": True} for slot, value in fills]

    def _replacements(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A change of a value everywhere it appears ("moving check-out from 10:00 to 11:00: change
        it everywhere in guest_welcome.docx"; `objective.replacement_pairs` and `EVERYWHERE`): the
        replace_text of each old value, every place it is, as the host's first call; the model
        then saves (or the host, for a new output) as after its own edits. A probe's 1.5B model
        set two table cells to "Details=11:00" instead, one of them the arrival time. None unless
        the objective says everywhere and the document holds every old value."""
        objective = task.get("objective") or ""
        pairs = replacement_pairs(objective)
        opened = self._source(ctx, task) if pairs and EVERYWHERE.search(objective) else None
        if opened is None:
            return []
        doc, _ = opened
        text = doc.text()
        edits: list[dict[str, Any]] = []
        for old, new in pairs:
            # Each way the document writes it ("Main Hall" in a heading, "main hall" in the
            # text), the new words cased the same way.
            found = case_variants(text, old)
            if not found or any(not _places(doc, v)[0] for v in found):
                return []
            edits += [{"type": "replace_text", "find": v, "replace": cased_like(new, old, v), "all": True} for v in found]
        return edits

    def _cell_corrections(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A figure of a table the objective corrects ("she had 5 lessons in June, not 3"; a number,
        then "not" and the old one, in one sentence): the set_cell_text of the one body cell of the
        document's tables that holds the old number in a row whose label shares a word with that
        sentence, as the host's first call; the totals it added up to follow as after the model's
        own edit (`_total_edits`). A probe's model spent its time on a script that could not open
        the document. None unless exactly one cell fits."""
        objective = task.get("objective") or ""
        asked = bool(corrections(objective)) and not format_only(objective)
        found = corrected_cells(objective, body_tables(opened[0])) if asked and (opened := self._source(ctx, task)) else None
        return [{"type": "set_cell_text", "table": t, "row": r, "col": c, "text": text} for t, r, c, text in found or []]

    def _cell_sets(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """One cell the objective sets ("change the until date to 31 July 2025" of the row it
        names; `guided/cellset.py`): its set_cell_text, the value written as the column writes its
        own, as the host's first call. None unless exactly one cell fits."""
        objective = task.get("objective") or ""
        opened = self._source(ctx, task) if " to " in objective or " as " in objective else None
        if opened is None:
            return []
        found = cell_set(objective, body_tables(opened[0]), table_titles(opened[0]))
        return [{"type": "set_cell_text", "table": found[0], "row": found[1], "col": found[2], "text": found[3]}] if found else []

    def _format_edits(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A change of formatting alone of the words the objective names (`format_only`,
        `objective.listed_terms`): the set_format of each term the document holds, every
        whole-word place (tables included), as the host's first call; the host then saves and
        finishes as after the model's own edits. None unless some named term is in the document."""
        objective = task.get("objective") or ""
        flags = format_only(objective) if not _FORMAT_CHOSEN.search(objective) else None
        opened = self._source(ctx, task) if flags else None
        if opened is None or not flags:
            return []
        doc, _ = opened
        terms = format_terms(objective, str(task.get("source_path") or ""))
        return [{"type": "set_format", "find": t, **flags} for t in terms if _places(doc, t)[0]]

    def _row_format_edits(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A change of formatting alone of one column's cells in the rows of a table that meet a
        condition the objective states over its columns ("make the course name bold for every
        course in the Spring 2026 table that is fully booked (Booked equals Places)", "bold the
        names whose Paid is No"; `row_condition_cells`): the set_format of each such cell, as the
        host's first call. A probe's model bolded the table's heading instead. None unless the
        table (the one named, or the only one), the condition's columns and the column to format
        are all found and some row meets the condition."""
        objective = task.get("objective") or ""
        flags = format_only(objective, _KIND_NOT_FORMAT_ONLY)
        stated = _ROW_CONDITION.search(objective) or _FORMAT_ROWS.search(objective)
        opened = self._source(ctx, task, limit=5000) if flags and stated else None
        if opened is None or not flags:
            return []
        doc, result = opened
        if result.get("next_offset") is not None:
            return []
        tables = body_tables(doc)
        named = named_table(doc, objective)
        index = named[0] if named else next(iter(tables)) if len(tables) == 1 else None
        if index is None or index not in tables:
            return []
        cells = row_condition_cells(tables[index], objective)
        ids = {(int(b["row"]), int(b["col"])): b for b in result.get("blocks") or []
               if b.get("kind") == "cell_paragraph" and str(b.get("table")) == f"body/t{index}"}
        return [{"type": "set_format", "find": str(ids[rc]["text"]).strip(), "block_id": ids[rc]["id"], **flags}
                for rc in cells if rc in ids and str(ids[rc].get("text") or "").strip()]

    def _kind_format_edits(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A change of formatting alone of a kind of text the objective names by what it is, not by
        its words ("make every temperature in the Fermentation section bold (e.g. 16°C)", "bold the
        closure dates in the Closures section"; `objective.kinds.kind_pattern`): the set_format of
        each text of that kind in each paragraph (and table cell) of the section it names, its
        heading aside, or of the whole document when it names none, as the host's first call. A
        probe's 1.5B model bolded the example alone, once. None for a selection worked out by
        rank (the fastest, the winners), a section named that is not found, or no text found."""
        objective = task.get("objective") or ""
        flags = format_only(objective, _KIND_NOT_FORMAT_ONLY) if not _CHOSEN_BY_RANK.search(objective) else None
        kind = kind_pattern(objective) if flags else None
        opened = self._source(ctx, task, limit=5000) if kind else None
        if opened is None or kind is None or not flags:
            return []
        _doc, result = opened
        blocks = result.get("blocks") or []
        if result.get("next_offset") is not None:
            return []  # a document longer than one read: the model reads and decides
        if _SECTION_SAID.search(objective):
            ids = section_blocks(blocks, objective)
            if not ids:
                return []
            tables = {i.split("#", 1)[0] for i in ids[1:]}
            scope = [b for b in blocks if b.get("id") in ids[1:] and b.get("kind") == "paragraph"
                     or b.get("kind") == "cell_paragraph" and str(b.get("table") or "") in tables]
        else:
            scope = [b for b in blocks if b.get("kind") in ("paragraph", "cell_paragraph")
                     and not str(b.get("level") or "0").strip("0")]
        edits = [{"type": "set_format", "find": found, "block_id": b["id"], **flags}
                 for b in scope for found in kind_spans(kind[1], str(b.get("text") or ""))]
        return edits

    def _adjustments(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A change of every figure by a percentage or an amount ("save a copy with every price put up
        by 10%, rounded to the nearest 50p, and the year changed from 2024 to 2025";
        `objective.figure_change`): the adjust_numbers of each money column of the document's tables
        (`guided.docx.money_columns`), with the replace_text (all) of each (old, new) value it also
        states that the document holds, as the host's first call. A probe's 1.5B model sent add 0.1
        and an adjust_numbers with both add and percent, saved the refused batch's source and
        claimed the prices raised. None unless the change is stated once and a money column found."""
        objective = task.get("objective") or ""
        change = figure_change(objective)
        opened = self._source(ctx, task, limit=5000) if change is not None else None
        if change is None or opened is None:
            return []
        doc, result = opened
        columns = money_columns(result.get("blocks") or [], objective)
        if not columns:
            return []
        edits: list[dict[str, Any]] = [{"type": "adjust_numbers", "table": t, "column": col, **change}
                                       for t, col in columns]
        edits += [{"type": "replace_text", "find": old, "replace": new, "all": True}
                  for old, new in replacement_pairs(objective) if _places(doc, old)[0]]
        return edits

    def _section_deletes(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A change that deletes a whole section the objective names by its heading ("delete the
        'Car parking' section"): the delete_block of the heading and of every block under it up
        to the next heading of its level or above (`section_blocks`), as the host's first call;
        the host then saves and finishes. None unless exactly one heading is named."""
        opened = self._source(ctx, task, limit=5000) if _DELETE_SECTION.search(task.get("objective") or "") else None
        if opened is None:
            return []
        _doc, result = opened
        if result.get("next_offset") is not None:
            return []  # a document longer than one read: the model reads and decides
        ids = section_blocks(result.get("blocks") or [], task.get("objective") or "")
        return [{"type": "delete_block", "block_id": b} for b in ids]

    def _column_fills(self, ctx: RunContext, task: Task) -> list[dict[str, Any]]:
        """A change that fills a table's empty column from the one data file it reads (the task's
        `inputs`), matched row by row on the columns both share (`guided.fill.column_fills`), or
        that applies the changes that file records one per row (`guided.changes.change_edits`): the
        set_cell_text of each cell, as the host's first call; the host then saves and finishes as
        after the model's own edits. None unless every empty cell of that column finds one value."""
        inputs = list(task.get("inputs") or [])
        if len(inputs) != 1 or not task.get("source_path"):
            return []
        assert ctx.workspace is not None
        root = ctx.workspace.root
        try:
            path, _rel = self._resolve(ctx, task["source_path"], must_exist=True)
        except _ToolError:
            return []
        data = Path(os.path.realpath(root / inputs[0]))
        if root not in data.parents or not data.is_file():
            return []
        return (column_fills(path, data, str(task.get("objective") or ""))
                or change_edits(path, data, str(task.get("objective") or "")) or [])

    def first_message(self, ctx: RunContext, task: Task, evidence: str) -> str:
        """The task, plus the document(s) already inspected: a small model then starts by editing."""
        from ..docx import DocxDocument, DocxError

        assert ctx.workspace is not None
        side = "" if task.get("read_only") else side_texts(ctx.workspace.root, task["objective"])
        if side:
            evidence = without_previews(evidence, side_files(ctx.workspace.root, task["objective"]))
        parts = [super().first_message(ctx, task, evidence)]
        sources = [task["source_path"]] if task.get("source_path") else docx_files_in(ctx.workspace.root)
        views: list[tuple[float, str, str, str]] = []
        blocks_of: dict[str, list[dict[str, Any]]] = {}  # each document's inspected blocks (value_places)
        columns: dict[str, int] = {}  # table header -> documents it appears in
        for rel in sources[:RANKED_DOCS]:
            try:
                path, rel = self._resolve(ctx, rel, must_exist=True)
                result = DocxDocument.open(path).inspect(offset=0, limit=120)
                blocks_of[rel] = list(result.get("blocks") or [])
                # A question addresses no block or cell: its view has no ids, and a table's header once.
                view = render_inspection(result, max_chars=4000 if len(sources) == 1 else 1500,
                                         plain=bool(task.get("read_only")))
                for header in dict.fromkeys(h.strip() for b in result.get("blocks", []) if b.get("kind") == "table"
                                            for h in str(b.get("text", "")).split("\n", 1)[0].split(" | ") if h.strip()):
                    columns[header] = columns.get(header, 0) + 1
                texts = [b.get("text", "") for b in result.get("blocks", [])]
                if task.get("read_only") and FORMATTING_WORDS.search(task["objective"] + "\n" + "\n".join(texts)):
                    # A question about formatting, or a document that gives formatting a meaning
                    # ("stops shown in bold include the entry"): the view marks it (the plain
                    # view had none, and the model answered from the text alone).
                    try:
                        view = marked_view(ToolEnv(ctx.workspace.root), rel, 4000 if len(sources) == 1 else 1500)
                    except ToolError:
                        pass  # the plain view stands
                score = relevance(task["objective"], " ".join(texts))
                first = next((t.strip() for t in texts if t.strip()), "(empty)")
            except (DocxError, _ToolError) as exc:
                view, score, first = f"(cannot read: {exc})", 0.0, "(cannot read)"
            views.append((score, rel, view, first))
        if len(views) > 1:
            # The document the task is about first, and named: a small model otherwise edits the
            # first one it sees.
            views.sort(key=lambda v: -v[0])
            if views[0][0] > 0 and views[0][0] > views[1][0]:
                parts.append(f"The document that matches the task best is {views[0][1]}.")
        for _, rel, view, _first in views[:FIRST_VIEWS]:
            parts.append(f"Document {rel} {PREREAD_MARK}:\n{view}")
        if len(views) > FIRST_VIEWS:
            listed = "\n".join(f"- {rel}: {first[:80]}" for _, rel, _view, first in views[FIRST_VIEWS:])
            parts.append("Other documents, each with its first line (docx_read or docx_inspect with their "
                         f"source_path to read one; docx_extract or docx_find to read many at once):\n{listed}")
        if len(sources) > len(views):
            rest = ", ".join(sources[len(views):][:40])
            parts.append(f"More documents, not read yet: {rest}")
        parts.extend(scope_lines(sources, task["objective"]))
        if side:
            parts.append(side)
        if columns and len(sources) > 1:
            # Figures spread over many documents are added up and counted by the host, not the model.
            shared = sorted(columns, key=lambda h: -columns[h])[:12]
            parts.append("Table columns in these documents: " + ", ".join(f"{h} ({columns[h]} of {len(views)})"
                                                                          for h in shared) + ". "
                         "docx_extract with column=<header> lists that column from every document with the row "
                         "count and the sum; data_query on the .docx files filters (where), groups and sums "
                         "their table rows.")
        if task.get("read_only"):
            facts = self._question_facts(ctx, [v[1] for v in views], task["objective"])
            if facts:
                parts.append("Read off the tables by the host for this question (exact counts, sums and the rows "
                             "that match its words best):\n" + "\n".join(f"- {f}" for f in facts))
            parts.append("This is a question: answer it from the documents with docx_finish; nothing may change. "
                         "Figures you add up or count must come from a tool result, not from your head.")
            return "\n\n".join(parts)
        if len(sources) > 1 or not task.get("source_path"):
            parts.append("Pass the document's path as source_path in docx_apply_edits.")
        host_output = self._host_output(ctx, task)
        if host_output is not None:
            # runtime.loop._host_finish: the host saves and finishes after the edits (host_finish).
            parts.append(f"Make every edit the task needs in one docx_apply_edits call: the host then saves the "
                         f"result as {host_output} and finishes the task.")
        elif task.get("output_path"):
            parts.append(f"Save the result with docx_save_output to {task['output_path']}.")
        elif over := in_place(task):
            parts.append(f"The task changes {over} itself: save the result over it with docx_save_output "
                         f"(output_path {over}, overwrite true).")
        if views and _FILLS_GAPS.search(task["objective"]):
            # The gaps the task fills, said up front: a probe's model wrote its figures over a
            # table's notes instead of into the summary's "[HOURS]".
            gaps = [m.group(0) for b in blocks_of.get(views[0][1]) or [] for m in _GAP.finditer(str(b.get("text") or ""))]
            if gaps:
                parts.append("The gaps to fill, each with replace_text (find: the gap, replace: its value): "
                             + ", ".join(repr(g) for g in dict.fromkeys(gaps)) + ". Change nothing else.")
        places = (value_places(blocks_of.get(views[0][1]) or [], task["objective"])
                  if views and not ADJUSTS.search(task["objective"]) and not ADDS.search(task["objective"]) else None)
        if places:
            parts.append(places)
        tables = self._tables_possible(ctx, task)  # opens the documents: once
        rows = named_rows(blocks_of.get(views[0][1]) or [], task["objective"]) if views and tables else None
        if rows:
            parts.append(rows)
        cell = "To change a table cell use set_cell_text with table, row and col from the table above; " if tables else ""
        parts.append(cell + "To change words use replace_text; to add a paragraph use insert_paragraph after its "
                     "anchor.")
        return "\n\n".join(parts)

    @staticmethod
    def _question_facts(ctx: RunContext, rels: list[str], objective: str) -> list[str]:
        from ..tools.docx_impl import question_facts

        assert ctx.workspace is not None
        env = ToolEnv(ctx.workspace.root, deadline=time.monotonic() + 10)
        return question_facts(env, rels, objective)

    # --- paths ---------------------------------------------------------------------------------

    def _resolve(self, ctx: RunContext, raw: Any, *, must_exist: bool) -> tuple[Path, str]:
        assert ctx.workspace is not None
        root = ctx.workspace.root
        if not isinstance(raw, str) or not raw.strip():
            raise _ToolError("INVALID_PATH", "a workspace-relative .docx path is required")
        target = Path(os.path.realpath(root / unprefixed(root, raw.strip())))
        if target != root and root not in target.parents:
            raise _ToolError("OUTSIDE_WORKSPACE", f"{raw} is outside the workspace")
        if target.suffix.lower() != ".docx":
            # The documents there are named: a probe's model sent a note's path as the source five
            # times over (read, find, extract, compare), each refused the same way.
            docs = docx_files_in(root, limit=6)
            raise _ToolError("INVALID_PATH", f"{raw} is not a .docx path" + (
                f" (the docx tools read Word documents only; the documents here: {', '.join(docs)})" if docs else ""))
        if must_exist and not target.is_file():
            # A model that misremembers the folder (`dir/x.docx` for `x.docx`) gets the
            # one document with that name, when there is exactly one.

            same = [f for f in docx_files_in(root, limit=500) if os.path.basename(f) == target.name]
            if len(same) != 1:
                raise _ToolError("NOT_FOUND", f"{raw} does not exist in the workspace")
            target = Path(os.path.realpath(root / same[0]))
        return target, os.path.relpath(target, root)

    # --- document state ------------------------------------------------------------------------

    def _document(self, ctx: RunContext, task: Task, loop: LoopState, rel: str) -> Any:
        from ..docx import DocxDocument

        assert ctx.workspace is not None
        key = (ctx.run_id, task["id"], rel)
        doc = _OPEN.get(key)
        if doc is None:
            doc = DocxDocument.open(ctx.workspace.root / rel)
            for batch in loop_data(loop, DocxData).get("batches", {}).get(rel, []):
                doc.apply_edits(batch["edits"], mode=batch["mode"], author=batch["author"], dry_run=False)
            _OPEN[key] = doc
        return doc

    # --- tools ---------------------------------------------------------------------------------

    def handle(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome | PendingApproval | PushBack:
        from ..docx import DocxError

        if task_is_question(task) and call.name in WRITE_TOOLS:
            return ToolOutcome(error=f"{call.name} does not exist for this task: it answers a question and changes nothing")
        if is_typed(call.name):
            return handle_typed(ctx, task, call, loop, question=task_is_question(task), budget_s=self.loop_timeout(ctx, loop))
        try:
            if call.name == "docx_inspect":
                return self._inspect(ctx, task, call, loop)
            if call.name == "docx_apply_edits":
                return self._apply(ctx, task, call, loop)
            if call.name == "docx_save_output":
                return self._save(ctx, task, call, loop)
            if call.name == "docx_finish":
                return self._finish(ctx, task, call, loop)
        except DocxError as exc:
            hint = _new_value_hint(exc, task.get("objective") or "") + _batch_hint(exc, call)
            return ToolOutcome(output=_dumps(exc.to_dict()) + hint, error=f"{exc.code}: {exc.message}{hint}")
        except _ToolError as exc:
            return ToolOutcome(output=_dumps({"code": exc.code, "message": exc.message}), error=f"{exc.code}: {exc.message}")
        return ToolOutcome(error=f"unknown tool {call.name}")

    def _inspect(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome:
        _, rel = self._resolve(ctx, call.args.get("source_path"), must_exist=True)
        offset = max(0, int(call.args.get("offset") or 0))
        limit = max(1, min(500, int(call.args.get("limit") or 200)))
        doc = self._document(ctx, task, loop, rel)
        result = doc.inspect(offset=offset, limit=limit)
        return ToolOutcome(output=f"{rel}:\n" + render_inspection(result))

    def _apply(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome:
        _, rel = self._resolve(ctx, call.args.get("source_path"), must_exist=True)
        edits = call.args.get("edits")
        if not isinstance(edits, list) or not edits:
            raise _ToolError("INVALID_EDIT", "'edits' must be a non-empty list of edit objects")
        edits, dropped = unasked_additions(edits, task.get("objective") or "")
        if not edits:
            raise _ToolError("UNASKED_EDIT", "; ".join(dropped) + ". Nothing was changed: make only the edits the task asks for.")
        edits, added = adding_instead(edits, task.get("objective") or "")
        erased = erasing_edits(edits, task.get("objective") or "")
        if erased:
            raise _ToolError("ERASES_TEXT", "; ".join(erased) + ". Nothing was changed: the task adds and changes no "
                             "existing text. To add a paragraph use insert_paragraph (anchor_id: the paragraph it goes "
                             "after; text: the new paragraph); replace_text rewrites text that is there.")
        defaulted = [_replace_all_by_default(e) for e in edits]
        edits = [asked_flags(_sanitize_edit(e), task.get("objective") or "") for e in edits]
        for i, e in enumerate(edits):
            cells = e.get("cells") if isinstance(e, dict) else None
            written = " ".join([*(str(e.get(k) or "") for k in ("text", "replace", "value")),
                                *(map(str, cells.values()) if isinstance(cells, dict) else [])]) \
                if isinstance(e, dict) else ""
            # A figure the task itself gives that way (a latitude, 51.507351) is the task's to write.
            bad = [b for b in long_figures(written) if b not in str(task.get("objective") or "")]
            if bad:
                # A figure as a float prints it (a mean of 29 readings, 25.793103448275854): no
                # document writes it so, and the ones beside it show how it is written.
                raise _ToolError("LONG_FIGURE", f"edit {i} ({e.get('type')}) writes {', '.join(bad[:3])}, a figure as "
                                 "a float prints it. Nothing was changed: the document "
                                 + rounding_advice(self._document(ctx, task, loop, rel).text())
                                 + ", and send the edits again.")
        completed = completed_ids(self._document(ctx, task, loop, rel), edits)
        wrong = other_target(self._document(ctx, task, loop, rel), edits, task.get("objective") or "")
        if wrong:
            raise _ToolError("OTHER_TEXT", wrong)
        for i, e in enumerate(edits):
            kind = (other_kind(str(e.get("find") or ""), str(e.get("replace") or ""))
                    if isinstance(e, dict) and e.get("type") == "replace_text" else None)
            if kind:
                raise _ToolError("OTHER_KIND", f"edit {i} (replace_text) writes the {kind} {e.get('replace')!r} over "
                                 f"{e.get('find')!r}, which holds no {kind}. Nothing was changed. "
                                 + _kind_places(self._document(ctx, task, loop, rel), kind))
        for i, e in enumerate(edits):
            gap = not_a_gap(str(task.get("objective") or ""), str(e.get("find") or ""), i, "replace_text",
                            self._document(ctx, task, loop, rel)) if isinstance(e, dict) and e.get("type") == "replace_text" else ""
            if gap:
                raise _ToolError("NOT_A_GAP", gap)
        headers = header_rewrites(self._document(ctx, task, loop, rel), edits, task.get("objective") or "")
        if headers:
            raise _ToolError("HEADER_TEXT", "; ".join(headers) + ". Nothing was changed: a column's header names it. "
                             "To change the values in a column, set its cells: set_cell_text with the table, the "
                             "row (its label) and the column's header as `col`, and the new value as `text`.")
        mode = call.args.get("mode") or "direct"
        if mode not in ("direct", "tracked"):
            raise _ToolError("INVALID_EDIT", "mode must be direct or tracked")
        if mode == "tracked" and not tracking_asked(ctx, task):
            completed.append("mode: the task does not ask for tracked changes, so the edits are direct")
            mode = "direct"
        author = str(call.args.get("author") or "ncurator")
        dry_run = bool(call.args.get("dry_run"))
        doc = self._document(ctx, task, loop, rel)
        data = loop_data(loop, DocxData)
        if "absent" not in data and not dry_run and not task_is_question(task):
            # The names the change writes that the document does not hold yet ("the Ramblers have
            # the minibus instead, Pat Okafor driving"): the finish looks for them in what it saved.
            text = doc.text().casefold()
            objective = str(task.get("objective") or "")
            # A change of formatting alone writes no name (`format_only`).
            data["absent"] = [] if format_only(objective) else [
                n for n in named_values(objective) if n.casefold() not in text] + [
                d for d in stated_dates(objective) if not holds_date(text, d)]
            data["blank_columns"] = blank_columns(body_tables(doc))
        tables: dict[int, list[list[str]]] | None = None
        readdressed: list[str] = completed
        named = named_table(doc, task.get("objective") or "")
        if named is None and any(
                isinstance(e, dict) and e.get("type") in TABLE_EDITS and e.get("table") is None
                and e.get("block_id") is None for e in edits):
            tables = body_tables(doc)
            meant = described_table(tables, task.get("objective") or "") if len(tables) > 1 else None
            for i, e in enumerate(edits):
                if (meant is not None and isinstance(e, dict) and e.get("type") in TABLE_EDITS
                        and e.get("table") is None and e.get("block_id") is None):
                    readdressed.append(f"edit {i} ({e['type']}): no table given; table {meant} holds the row the "
                                       "task describes, so that table was edited")
                    edits[i] = {**e, "table": meant}
        repeats: list[int] = []
        done = set(loop_data(loop, DocxData).get("cells_set") or [])
        for i, e in enumerate(edits):
            if isinstance(e, dict) and e.get("type") == "set_cell_text":
                tables = tables if tables is not None else body_tables(doc)
                try:
                    edits[i] = resolve_cell(doc, e, tables, i, task.get("objective") or "")
                except _ToolError as exc:
                    if exc.code != "NO_CHANGE" or len(edits) < 2 or exc.where not in done:
                        raise
                    # A batch sent again with its new value for a cell an earlier batch set: that
                    # edit is left out, the rest applied (a probe's model resent a rate it had set
                    # beside a new date, refused whole five times until its time ran out).
                    repeats.append(i)
                    if len(repeats) == len(edits):
                        raise
                if edits[i].get("row") != e.get("row") and "row" in e:
                    readdressed.append(f"edit {i} (set_cell_text): row {e['row']!r} is not the row the task means; "
                                       f"row {edits[i]['row']} is the one whose cell the task names, so that row was edited")
        readdressed += added
        if repeats:
            readdressed += [f"edit {i} (set_cell_text) was left out: its cell already holds "
                            f"{str(edits[i].get('text'))[:40]!r}, set by an earlier batch" for i in repeats]
            edits = [e for i, e in enumerate(edits) if i not in repeats]
        if any(isinstance(e, dict) and e.get("type") == "set_cell_text" for e in edits) and not task_is_question(task):
            tables = tables if tables is not None else body_tables(doc)
            asked = bool(_TOTAL_ASKED.search(str(task.get("objective") or "")) or _TOTAL_WORD.search(
                side_texts(ctx.workspace.root, str(task.get("objective") or "")))) if ctx.workspace else False
            for edit, why in _total_edits(doc, edits, tables, asked):
                if edit is not None:
                    edits.append(edit)
                readdressed.append(why)
        for i, e in enumerate(edits):
            if (named is not None and isinstance(e, dict) and e.get("type") in TABLE_EDITS
                    and e.get("block_id") is None and str(e.get("table", "")).strip() != str(named[0])):
                was = e.get("table")
                readdressed.append(f"edit {i} ({e['type']}): the task names {named[1]!r}, which is table {named[0]} "
                                   f"(after {named[2]!r}), so that table was edited"
                                   + (f", not table {was}" if was is not None else ""))
                edits[i] = {**e, "table": named[0]}
        down = sort_descending(task.get("objective") or "")
        for i, e in enumerate(edits):
            if isinstance(e, dict) and e.get("type") == "sort_rows" and down is not None \
                    and bool(e.get("descending")) != down:
                readdressed.append(f"edit {i} (sort_rows): the task asks for {'descending' if down else 'ascending'} "
                                   f"order, so descending={str(down).lower()}")
                edits[i] = {**e, "descending": down}
        for i, e in enumerate(edits):
            if isinstance(e, dict) and e.get("type") == "insert_paragraph" and isinstance(e.get("anchor_id"), str):
                moved = _quoted_anchor(doc, e["anchor_id"], task.get("objective") or "")
                if moved is not None:
                    readdressed.append(f"edit {i} (insert_paragraph): anchor {e['anchor_id']} -> {moved[0]} ({moved[1]})")
                    edits[i] = {**e, "anchor_id": moved[0]}
                listed = list_style(doc, edits[i], task.get("objective") or "")
                if listed is not None:
                    readdressed.append(f"edit {i} (insert_paragraph): style {listed!r}, the list item's after which "
                                       "it goes, as the task asks for a list item")
                    edits[i] = {**edits[i], "style": listed}
        check_scope = any(defaulted) and not asks_every(task.get("objective") or "")
        # One dry run serves both checks below, and is the result when a dry run was asked for.
        trial = doc.apply_edits(edits, mode=mode, author=author, dry_run=True)
        narrowed = False
        if check_scope:
            # "Replace X with Y" replaces every X, but when X turns up in several places and the
            # task never says "every", the model probably meant one of them: ask which.
            for i, res in enumerate(trial.get("results", [])):
                if i < len(defaulted) and defaulted[i] and int(res.get("found") or 0) > 1:
                    place = named_section_place(doc, [str(t) for t in res.get("targets") or []],
                                                task.get("objective") or "")
                    if place is not None:
                        # The task says which section ("the blank in its Home Working section"),
                        # and one of the places is in it: that place is the one it means.
                        readdressed.append(f"edit {i} (replace_text): {edits[i].get('find')!r} occurs in "
                                           f"{res['found']} places; the task names the section {place[1]!r}, "
                                           f"so only {place[0]} (in it) was edited")
                        edits[i] = {**edits[i], "block_id": place[0]}
                        narrowed = True
                        continue
                    # Each place with its text and the edit marked ([-old-]{+new+}): the id alone
                    # did not say which paragraph is the one the task means.
                    lines = {line.split(": ", 1)[0]: line for line in str(trial.get("redline") or "").splitlines()}
                    where = ", ".join(repr(lines[t][:140]) if t in lines else t for t in res.get("targets", [])[:8])
                    raise _ToolError(
                        "AMBIGUOUS",
                        f"edit {i} (replace_text): {edits[i].get('find')!r} occurs in {res['found']} places ({where}). "
                        "Nothing was changed. To change one place, repeat the edit with block_id set to that "
                        "paragraph's id; to change every place, set all=true.",
                    )
            if narrowed:
                trial = doc.apply_edits(edits, mode=mode, author=author, dry_run=True)
        if dropped:
            trial = {**trial, "left_out": dropped}
        twice = conflicting_cells(edits, trial)
        if twice:
            raise _ToolError("CONFLICTING_EDITS", "; ".join(twice) + ". Nothing was changed: a cell holds one value. "
                             "Send each cell once, with the value the task asks for, in the row the task describes.")
        cells = body_tables(doc)
        given = given_cells(cells, edits, trial, task.get("objective") or "")
        if given:
            raise _ToolError("GIVEN_VALUE", "; ".join(given) + ". Nothing was changed: the task gives that column's "
                             "values to work from, and they stay as they are. Set only the cells the task asks "
                             "to fill or change.")
        elsewhere = other_row_cells(cells, edits, trial, task.get("objective") or "")
        if elsewhere:
            raise _ToolError("OTHER_ROW", "; ".join(elsewhere) + ". Nothing was changed. Set the cells of the row the "
                             "task names (`row`: its number, or '<Column>=<value>').")
        labels = label_cells(cells, edits, trial)
        if labels:
            raise _ToolError("ROW_LABEL", "; ".join(labels) + ". Nothing was changed. Put the value the task asks "
                             "for (a number, a date, a name it gives) in that cell; the row is found by its label.")
        overwritten = header_cells(cells, edits, trial, task.get("objective") or "")
        if overwritten:
            raise _ToolError("HEADER_TEXT", "; ".join(overwritten) + ". Nothing was changed: a table's first row "
                             "names its columns (a form's first column names its rows), and the task does not ask "
                             "to change it. Set the cell of the row the value belongs to (`row`: its label or "
                             "'<Column>=<value>'), or put a value that belongs to no row in a paragraph.")
        if readdressed:
            trial = {**trial, "readdressed": readdressed}
        if dry_run:
            return ToolOutcome(output=_dumps(trial))
        redline = str(trial.get("redline") or "")
        formats = any(isinstance(e, dict) and e.get("type") == "set_format" for e in edits)
        if redline and "{+" not in redline and "[-" not in redline and not formats:
            # Writing what is already there is a model that lost track of the task, not an edit.
            raise _ToolError("NO_CHANGE", f"these edits change nothing (the document already reads: "
                             f"{redline[:300]}). Nothing was applied; check the value the task asks for.")
        result = doc.apply_edits(edits, mode=mode, author=author, dry_run=False)
        also = _still_there(doc, edits)
        if also:
            # A replace scoped to one place while the text is in others too (a date the task says
            # to correct everywhere, replaced in its first paragraph only): said with the result.
            result = {**result, "still_found": also}
        if dropped:
            result = {**result, "left_out": dropped}
        if readdressed:
            result = {**result, "readdressed": readdressed}
        data = loop_data(loop, DocxData)
        data.setdefault("scoped", []).extend(e for e in edits if isinstance(e, dict) and e.get("type") == "replace_text"
                                             and (e.get("block_id") or e.get("occurrence")))
        data.setdefault("batches", {}).setdefault(rel, []).append({"edits": edits, "mode": mode, "author": author})
        data["cells_set"] = list(dict.fromkeys([*(data.get("cells_set") or []), *(
            str(t).split("#", 1)[0] for i, res in enumerate(result.get("results") or []) if i < len(edits)
            and isinstance(edits[i], dict) and edits[i].get("type") == "set_cell_text" for t in res.get("targets") or [])]))
        data["flags_set"] = sorted({*(data.get("flags_set") or []), *(
            f for e in edits if isinstance(e, dict) and e.get("type") == "set_format" for f in _FLAG_WORDS if e.get(f) is True)})
        data["applied"] = int(data.get("applied") or 0) + 1  # kept when a save in place empties `batches`
        data["current"] = rel
        return ToolOutcome(output=_dumps(result))

    def _save(self, ctx: RunContext, task: Task, call: ToolCall,
              loop: LoopState) -> ToolOutcome | PendingApproval | PushBack:
        data = loop_data(loop, DocxData)
        current = data.get("current") or task.get("source_path")
        if not current:
            raise _ToolError("NOTHING_TO_SAVE", "inspect and edit a document before saving")
        if call.id.startswith(f"{task['id']}:pre") and not data.get("applied"):
            # The host's save after its own edits, which were refused: nothing of the host's to save.
            raise _ToolError("NOTHING_TO_SAVE", "the edits before this save were not applied; nothing was saved")
        if data.get("scoped") and (EVERYWHERE.search(task.get("objective") or "")
                                   or FACT_CHANGED.search(task.get("objective") or "")):
            # "Correct it everywhere it appears": a replace made in one paragraph while its text is
            # still in others (a date replaced in the letter's first mention only) is not saved yet.
            left = _still_there(self._document(ctx, task, loop, current), data["scoped"])
            pushed = push_back(loop, "replace_everywhere", "not saved: the task asks for the change everywhere, and "
                               + " ".join(left) + " Then save.") if left else None
            if pushed is not None:
                return pushed
        if current == task.get("source_path"):
            _, current = self._resolve(ctx, current, must_exist=True)
        target, rel_out = self._resolve(ctx, call.args.get("output_path"), must_exist=False)
        overwrite = bool(call.args.get("overwrite"))
        existed = target.exists()
        if existed and not overwrite:
            raise _ToolError("EXISTS", f"{rel_out} exists; save under a new name, or pass overwrite=true (needs approval)")
        if existed:
            risk = "high" if rel_out == current else "medium"
            reasons = [f"overwrites the existing file {rel_out}"] + (["it is the source document"] if rel_out == current else [])
            if rel_out == current and _kept_most(target, self._document(ctx, task, loop, current)):
                # Rated as a script's observed change is (`exec.effects`): a file rewritten with
                # most of its content kept was edited (medium), one whose content is gone was
                # overwritten (high). Typed edits saved over their own source keep the rest of it.
                risk = "medium"
                reasons = [f"edits {rel_out} in place: it is the source document, and most of its text stays"]
            decision = ctx.policy.decide_action("docx_overwrite", rel_out, risk, reasons)
            verdict = ctx.approvals.request(
                ctx,
                ApprovalRequest(task_id=task["id"], key=call.id, action="docx_overwrite", subject=rel_out,
                                risk_level=risk, reasons=reasons, decision=decision.decision, rule=decision.rule,
                                message=getattr(decision, "message", None)),
            )
            if verdict.pending:
                return PendingApproval(verdict, {"action": "docx_overwrite", "subject": rel_out, "risk_level": risk})
            if not verdict.approved:
                data["denied"] = True
                return ToolOutcome(error=f"overwrite of {rel_out} denied ({verdict.source}): {verdict.reason or 'denied'}; save under a new name")
        doc = self._document(ctx, task, loop, current)
        activity_id = ctx.new_id("act")
        ctx.emit("activity", activity_id=activity_id, task_id=task["id"], action_type="docx_save", status="started",
                 summary=f"save {current} as {rel_out}")
        saved = doc.save(target, overwrite=existed)
        if rel_out == current:
            # The source now holds every applied batch: a rebuild after a later pause must not replay them.
            data.setdefault("batches", {})[current] = []
        change = Change(rel_out, "updated" if existed else "created", saved.get("sha256"), saved.get("size"))
        report_artifact(ctx, task_id=task["id"], capability=self.kind, change=change,
                        summary=f"{current} saved as {rel_out}", step_id=None)
        ctx.emit("activity", activity_id=activity_id, task_id=task["id"], action_type="docx_save", status="completed",
                 summary=f"{rel_out} ({saved.get('size')} bytes)")
        data.setdefault("saved", []).append(rel_out)
        return ToolOutcome(output=_dumps({"saved": rel_out, **saved}))

    def _finish(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome | PushBack:
        success = call.args.get("success")
        if not isinstance(success, bool):
            return ToolOutcome(error="docx_finish needs a boolean 'success'")
        summary = str(call.args.get("summary") or "").strip() or ("done" if success else "failed")
        data = loop_data(loop, DocxData)
        if success and data.get("batches") and not data.get("saved") and task.get("output_path"):
            # The plan named the output; saving it is what "done" means (never over an existing file).
            target, rel_out = self._resolve(ctx, task["output_path"], must_exist=False)
            if not target.exists():
                saved = self._save(ctx, task, ToolCall("docx_save_output", {"output_path": rel_out}, id=call.id + ":autosave"), loop)
                if isinstance(saved, PushBack) or (isinstance(saved, ToolOutcome) and saved.error):
                    return saved  # a save the checks refuse (the old value left in other places) is no finish
        if success and data.get("batches") and not data.get("saved"):
            over = in_place(task)
            pushed = push_back(loop, "unsaved_edits", "there are unsaved edits: call docx_save_output first"
                               + (f" (output_path {over}, overwrite true: the task changes it itself)" if over else "")
                               + " (or finish again to discard them)")
            if pushed is not None:
                return pushed
        if success and data.get("saved") and not data.get("applied") and not task_is_question(task):
            # A change whose saved document holds no edit is a copy (a small model, its edit
            # refused, saved the source as the output and claimed the blank filled); saved over
            # the source, it is the document unchanged (a probe: "row removed", none was).
            pushed = push_back(loop, "nothing_edited", f"not finished: no edit was applied, so "
                               f"{', '.join(data['saved'])} is an unchanged copy. Apply the change the task asks "
                               "for (docx_apply_edits), save it, then call docx_finish.")
            if pushed is not None:
                return pushed
            sources = {task.get("source_path"), data.get("current")}
            objective = str(task.get("objective") or "")
            words = objective
            for p in paths_in(objective):
                words = words.replace(p, " ")  # "notes-set.docx" says no change
            if (set(cues(objective).verbs) - COPY_VERBS or _CHANGE_WORDS.search(words)
                    or all(o in sources for o in data["saved"])):
                # Claimed again after that push-back, for an objective that asks for more than a
                # copy: the claim does not stand, the task fails (a probe's run ended 0 with
                # "updated with the new rent" over an unchanged copy). A copy asked for stands; the
                # source saved over itself unchanged is no copy.
                success = False
                summary = (f"claimed success, but no edit was applied: {', '.join(data['saved'])} is an unchanged "
                           f"copy (the model's summary was: {summary[:200]})")
        missing = (self._names_missing(ctx, data) if success and data.get("saved") and data.get("applied")
                   and not _removes_only(str(task.get("objective") or "")) else [])
        if missing:
            # Saved without the names the change writes (a probe's model set one cell of the wrong
            # row and claimed the booking moved to another club, place and driver).
            listed = ", ".join(repr(n) for n in missing)
            # A new date goes where the old one is: the document's dates are named (a probe's model,
            # told only that "1 May 2025" was missing, wrote it over a table's header).
            dated = data.get("current") if any(_holds_kind(n, "date") for n in missing) else None
            places = (" " + _kind_places(self._document(ctx, task, loop, dated), "date", limit=4)
                      if dated and ctx.workspace is not None else "")
            pushed = push_back(loop, "names_missing", f"not finished: the task writes {listed}, and "
                               f"{', '.join(data['saved'])} does not hold {'them' if len(missing) > 1 else 'it'}. Put "
                               "each where the task says (docx_apply_edits on the cells or text it replaces), save, "
                               f"then call docx_finish.{places}")
            if pushed is not None:
                return pushed
            if len(missing) >= NAMES_TO_FAIL and len(missing) == len(data.get("absent") or []):
                # Claimed again with none of them written: the claim does not stand. (One or two names
                # unwritten may be the objective's own context: "as Jane asked".)
                success = False
                summary = (f"claimed success, but the saved {', '.join(data['saved'])} holds none of {listed}, which "
                           f"the task writes (the model's summary was: {summary[:200]})")
        unset = (flags_unset(str(task.get("objective") or ""), data.get("flags_set") or [])
                 if success and data.get("saved") and data.get("applied") and not task_is_question(task) else [])
        if unset:
            # "Put the new fee in bold": a value set and saved, and nothing made bold, claimed as
            # "bolded" (a probe's run ended 0 so).
            flag = unset[0]
            pushed = push_back(loop, "format_unset", f"not finished: the task asks for {' and '.join(unset)}, and no "
                               f"edit of this task set it. Apply set_format (find: the text the task means, {flag}: "
                               "true) on the source with docx_apply_edits, save again with overwrite=true, then call "
                               "docx_finish.")
            if pushed is not None:
                return pushed
            success = False
            summary = (f"claimed success, but no edit set the {' and '.join(unset)} the task asks for (the model's "
                       f"summary was: {summary[:200]})")
        left = self._old_values_left(ctx, task, data) if success and data.get("saved") and data.get("batches") else []
        pushed = push_back(loop, "old_value_left", f"not finished: in the saved {data['saved'][-1]}, " + "; ".join(left)
                           + ". Change it there (docx_apply_edits on the source, then save again with overwrite=true), "
                           "then call docx_finish.") if left and not task_is_question(task) else None
        if pushed is not None:
            return pushed
        empty = self._cells_left_empty(ctx, task, data) if success and data.get("batches") and not task_is_question(task) else ""
        pushed = push_back(loop, "column_unfilled", f"not finished: in the saved {data['saved'][-1]}, {empty}. Fill each "
                           "of them (one set_cell_text per cell, all in one docx_apply_edits call on the source), save "
                           "again with overwrite=true, then call docx_finish.") if empty else None
        if pushed is not None:
            return pushed
        if not success and not data.get("denied") and task_is_question(task) and _read_any(loop, self.finish_tool):
            # A small model read the document, searched it once for words it does not hold, and
            # gave up with the answer in the view it had read (a probe trace).
            pushed = push_back(loop, "gave_up_after_reading", GAVE_UP_NOTE)
            if pushed is not None:
                return pushed
            if restates_task(summary, GAVE_UP_NOTE):
                # The push-back sent back as the reason (a probe's run failed with the host's own
                # note as its error): the failure says what happened instead.
                summary = "gave up after reading the document, with no answer and no reason of its own"
        worked = host_share(loop) if task_is_question(task) and not data.get("denied") else None
        if worked is not None and worked[1] not in numbers_in(summary):
            # The host worked a named row's share of subtotals (tools/facts.py group_facts); a probe's
            # model answered with the table's grand total for everyone instead, and again after
            # being shown the line: the host's working is then the answer, as worked.
            pushed = push_back(loop, "host_share", f"not finished: the host worked out from the tables: {worked[0]}. "
                               f"If the question asks that, answer with that figure; then call {self.finish_tool}.")
            if pushed is not None:
                return pushed
            summary, success = f"Worked out from the tables: {worked[0]}.", True
        code = "ok" if success else ("approval_denied" if data.get("denied") else "failed")
        out = {"summary": summary, "saved": data.get("saved", []), "details": f"{summary}\nsaved: {', '.join(data.get('saved', [])) or 'nothing'}"}
        if success:
            # Verify before the claim stands: the saved outputs read back, the results it rests on.
            pushed, verified, lines = finish_check(ctx, task, loop, self.finish_tool, list(data.get("saved", [])), summary)
            if pushed is not None:
                return pushed
            out.update(verified)
            if lines:
                out["details"] += "\n" + "\n".join(lines)
            if verified.get("missing_outputs"):
                summary = f"claimed success, but the task's output {', '.join(verified['missing_outputs'])} does not exist"
                return ToolOutcome(output="finished", finish=TaskOutcome("failed", summary, {**out, "summary": summary}))
        return ToolOutcome(output="finished", finish=TaskOutcome(code, summary, out))

    def _old_values_left(self, ctx: RunContext, task: Task, data: dict[str, Any]) -> list[str]:
        """`unchanged_old_values` of the last saved output against its source, or [] when the
        objective states no (old, new) pair or either document cannot be read."""
        from ..docx import DocxDocument

        objective = task.get("objective") or ""
        if ctx.workspace is None or not replacement_pairs(objective):
            return []
        source = next(iter(data.get("batches") or {}), None)
        try:
            saved = DocxDocument.open(ctx.workspace.root / data["saved"][-1])
            original = DocxDocument.open(ctx.workspace.root / source) if source else None
        except Exception:  # an unreadable output is the re-read check's to report
            return []
        if original is None or data["saved"][-1] == source:
            return []  # saved over its source: nothing to compare with
        return unchanged_old_values(saved, original, objective)

    def _cells_left_empty(self, ctx: RunContext, task: Task, data: dict[str, Any]) -> str:
        """For a change that fills a named column ("fill in the empty Total column"): where the
        last saved output still has that column empty (`empty_column_cells`), said; or where a
        column empty before the first edit, which the objective names in the plural or for each
        row, is filled in some rows only (`partly_filled`); '' otherwise."""
        if ctx.workspace is None or not data.get("saved"):
            return ""
        path = ctx.workspace.root / data["saved"][-1]
        empty = empty_column_cells(path, task.get("objective") or "")
        if empty or not data.get("blank_columns"):
            return empty
        from ..docx import DocxDocument

        try:
            saved = body_tables(DocxDocument.open(path))
        except Exception:  # an unreadable output is the re-read check's to report
            return ""
        return partly_filled(saved, data["blank_columns"], task.get("objective") or "")

    def host_finish(self, ctx: RunContext, task: Task, call: ToolCall, outcome: ToolOutcome,
                    loop: LoopState) -> ToolCall | None:
        """Guided mode (runtime.loop._host_finish): after edits applied to the one document of a
        change whose output file the plan names and which does not exist yet, the finish, which
        saves them there (`_finish`'s autosave) and verifies the saved file; no save turn and no
        finish turn of the model's (~60-90 s each on 2 cores beside another run). Not when the
        result says an edit left the text in other places or an edit was left out, nor when the
        change has outputs other than that file and the edited document. When the objective also
        asks to be told something, the summary says what each changed block read before and reads
        now (`_was_now`; none, and the model finishes)."""
        if call.name == "docx_compare" and task_is_question(task) and guided_active(ctx) and not outcome.error:
            summary = compare_answer(task.get("objective") or "", call.args, outcome.data.get("changes"))
            return ToolCall(self.finish_tool, {"success": True, "summary": summary}) if summary else None
        if (call.name == "docx_find" and task_is_question(task) and guided_active(ctx) and not outcome.error
                and call.id.startswith(f"{task['id']}:pre")):
            legend = self._legend(ctx, task)
            return ToolCall(self.finish_tool, {"success": True, "summary": legend[0]}) if legend else None
        if (call.name == "docx_save_output" and call.id.startswith(f"{task['id']}:pre") and not outcome.error
                and guided_active(ctx)):
            # The host's own edits saved over their document (`initial_calls`): the task is done.
            data = loop_data(loop, DocxData)
            saved = ", ".join(data.get("saved") or [])
            return ToolCall(self.finish_tool, {"success": True, "summary": f"Applied the edits worked out from the task "
                                               f"and saved {saved} in place."}) if saved else None
        rel_out = self._host_output(ctx, task) if call.name == "docx_apply_edits" and not call.args.get("dry_run") else None
        if rel_out is None:
            return None
        if (call.id.startswith(f"{task['id']}:pre") and more_asked(task.get("objective") or "")
                and all(isinstance(e, dict) and e.get("type") == "replace_text" for e in call.args.get("edits") or [])):
            return None  # the host's replacements are one part of the change: the model does the rest
        data = loop_data(loop, DocxData)
        batches = data.get("batches") or {}
        if len(batches) != 1 or data.get("saved"):
            return None
        source = next(iter(batches))
        if any(o not in (task["output_path"], source, *(task.get("inputs") or [])) for o in task.get("outputs") or []):
            return None  # another file to write (a file the task reads its values from is none)
        try:
            result = orjson.loads(outcome.output or "{}")
        except ValueError:
            return None
        if not isinstance(result, dict) or result.get("still_found") or result.get("left_out"):
            return None
        n = sum(len(b.get("edits") or []) for b in batches[source])
        now = [str(x) for x in (result.get("now") or [])[:3]]
        applied = f"Applied {n} edit{'s' if n != 1 else ''} to {source} and saved the result as {rel_out}"
        if asks_report(task.get("objective") or ""):
            # Asked to be told something too: what each changed block read before and reads now
            # (a corrected total, a replaced name, an old value), from the edit's own redline.
            changes = _was_now(str(result.get("redline") or ""))
            if not changes:
                return None
            counts = [r.get("count") for r in result.get("results") or [] if isinstance(r, dict)]
            total = sum(c for c in counts if isinstance(c, int))
            # A replacement made in several places ("how many did you replace?").
            places = f" ({total} places changed in all)" if total > n else ""
            summary = f"{applied}{places}.\nChanged: " + "\n".join(changes)
        else:
            summary = f"{applied}." + ("\nNow: " + "\n".join(now) if now else "")
        return ToolCall(self.finish_tool, {"success": True, "summary": summary})

    def _names_missing(self, ctx: RunContext, data: DocxData) -> list[str]:
        """The names of `data['absent']` that no saved output of the task holds (its text read back)."""
        from ..docx import DocxDocument, DocxError

        want = list(data.get("absent") or [])
        if not want or ctx.workspace is None:
            return []
        text = ""
        for rel in data.get("saved") or []:
            try:
                text += DocxDocument.open(ctx.workspace.root / rel).text().casefold() + "\n"
            except (DocxError, OSError):
                return []  # a saved file that cannot be read back is reported by the save's own checks
        return [n for n in want if n.casefold() not in text and not holds_date(text, n)]

    def _host_output(self, ctx: RunContext, task: Task) -> str | None:
        """The workspace path the host saves to before it finishes after the model's edits
        (`host_finish`), or None when it does not: guided mode, and a change whose plan names an
        output file that does not exist yet."""
        out = task.get("output_path")
        if not out or not guided_active(ctx) or task_is_question(task) or ctx.workspace is None:
            return None
        try:
            target, rel = self._resolve(ctx, out, must_exist=False)
        except _ToolError:
            return None
        return None if target.exists() else rel

    def finish_outcome(self, ctx: RunContext, task: Task, loop: LoopState, outcome: TaskOutcome) -> TaskOutcome:
        for key in [k for k in _OPEN if k[0] == ctx.run_id and k[1] == task["id"]]:
            _OPEN.pop(key, None)
        return outcome


#: A question about what differs between two documents (its answer is a comparison's result).
_ASKS_DIFFERENCES = re.compile(r"\b(?:compar\w*|differ\w*|chang\w*|new|added|removed|deleted|dropped|edited|"
                               r"what(?:'s| is| has)? (?:been )?(?:updated|revised))\b", re.I)
#: "Ignore pure formatting changes", "not formatting", "other than formatting".
_NO_FORMATTING = re.compile(r"\b(?:ignor\w*|not|except|apart from|other than|leave out|skip\w*|disregard\w*)\b"
                            r"[^.;]{0,30}\bformatting\b", re.I)
#: At most this many lines of each kind in the answer.
COMPARE_LINES = 12
_KINDS = (("changed", "changed wording"), ("added", "added (new in {new})"), ("removed", "removed (not in {new})"),
          ("formatting changed", "formatting only"))


#: A question that compares documents ("compare a with b", "what differs between", "what changed in").
_COMPARES = re.compile(r"\b(?:compar\w*|differ\w*|between|what(?:'s| has| have)? changed|changes? (?:in|to|made))\b", re.I)
#: Name parts that mark the later of two versions, and the earlier.
_LATER = re.compile(r"(?:^|[^a-z])(?:new|newer|draft|revised|updated|proposed|final|latest|amended)(?:[^a-z]|$)", re.I)
_EARLIER = re.compile(r"(?:^|[^a-z])(?:old|older|orig|original|previous|prev|adopted|signed|base)(?:[^a-z]|$)", re.I)


def compared_pair(objective: str, root: Path) -> tuple[str, str] | None:
    """(old, new) when the objective asks what differs between exactly two .docx files it names
    that exist: the earlier first by their names (a smaller version or year, "old"/"adopted" against
    "new"/"draft"), else in the order named; None otherwise."""
    if not _COMPARES.search(objective) or not _ASKS_DIFFERENCES.search(objective):
        return None
    named = [p for p in dict.fromkeys(paths_in(objective)) if p.lower().endswith(".docx") and (root / p).is_file()]
    if len(named) != 2:
        return None
    a, b = named
    sa, sb = Path(a).stem, Path(b).stem
    na, nb = [int(x) for x in re.findall(r"\d+", sa)], [int(x) for x in re.findall(r"\d+", sb)]
    if na and nb and len(na) == len(nb) and na != nb:
        return (a, b) if na < nb else (b, a)
    if (_LATER.search(sa) and not _LATER.search(sb)) or (_EARLIER.search(sb) and not _EARLIER.search(sa)):
        return b, a
    return a, b


def compare_answer(objective: str, args: dict[str, Any], changes: Any) -> str | None:
    """The answer to a question about what differs between two documents, from `docx_compare`'s
    result: each difference on its own line with its kind (changed wording, added, removed,
    formatting only), formatting-only ones left out, and counted, when the question says to ignore
    formatting. None when the question is about something else (the model answers). In a probe
    trace the model's own summary of a correct comparison dropped the words "added" and
    "removed" and kept a bold-only change the question said to ignore (58 s of decoding)."""
    if not isinstance(changes, list) or not _ASKS_DIFFERENCES.search(objective):
        return None
    old, new = str(args.get("old") or "the first document"), str(args.get("new") or "the second document")
    if not changes:
        return f"{old} and {new} have the same text and bold/italic: no differences."
    skip_formatting = bool(_NO_FORMATTING.search(objective))
    counts: dict[str, int] = {}
    lines: list[str] = []
    for kind, heading in _KINDS:
        found = [c for c in changes if isinstance(c, dict) and c.get("kind") == kind]
        counts[kind] = len(found)
        if not found or (kind == "formatting changed" and skip_formatting):
            continue
        label = heading.format(new=new)
        for c in found[:COMPARE_LINES]:
            if kind in ("changed", "formatting changed"):
                lines.append(f"- {label}: {_plain_text(c.get('old'))} -> {_plain_text(c.get('new'))}")
            else:
                lines.append(f"- {label}: {_plain_text(c.get('new') if kind == 'added' else c.get('old'))}")
        if len(found) > COMPARE_LINES:
            lines.append(f"- (and {len(found) - COMPARE_LINES} more {kind})")
    said = ", ".join(f"{n} {'formatting only' if kind == 'formatting changed' else kind}" for kind, n in counts.items()
                     if n and not (kind == "formatting changed" and skip_formatting))
    left = (f" ({counts['formatting changed']} formatting-only difference{'s' if counts['formatting changed'] != 1 else ''}"
            " left out, as asked)") if skip_formatting and counts.get("formatting changed") else ""
    if not lines:
        return f"{old} and {new} differ only in formatting{left}: no wording was changed, added or removed."
    return f"Comparing {old} with {new}: {said}{left}.\n" + "\n".join(lines)


def _plain_text(text: Any, limit: int = 240) -> str:
    """A compared block's text without the view's formatting marks, cut at `limit` characters."""
    plain = " ".join(unmarked(str(text or "")).split())
    return plain if len(plain) <= limit else plain[:limit - 1] + "…"


_READS = frozenset({"docx_inspect", "docx_read", "docx_extract"})
_ADDED = re.compile(r"\{\+(.*?)\+\}", re.S)
_REMOVED = re.compile(r"\[-(.*?)-\]", re.S)
_LABEL = re.compile(r"^(\S+): (.*)$")


def _was_now(redline: str, limit: int = 3) -> list[str]:
    """`label: 'before' -> 'after'` for each changed block of an edit's redline (`[-old-]{+new+}`),
    at most `limit`; [] when the redline was cut or holds no change."""
    out: list[str] = []
    for line in redline.splitlines():
        m = _LABEL.match(line)
        if line.startswith("…") or m is None:
            return []
        label, text = m.groups()
        if "{+" not in text and "[-" not in text:
            continue
        before = _REMOVED.sub(r"\1", _ADDED.sub("", text))
        after = _ADDED.sub(r"\1", _REMOVED.sub("", text))
        out.append(f"{label.split('#')[0]}: {before.strip()[:160]!r} -> {after.strip()[:160]!r}")
    return out[:limit]


#: A row's share of subtotals the host worked in a question's first message (tools/facts.py group_facts).
_HOST_SHARE = re.compile(r"^- (.+ row '.+?': .+; together ([£$€¥]?\d[\d,]*(?:\.\d+)?))$", re.M)


def host_share(loop: LoopState) -> tuple[str, float] | None:
    """(the line, its figure) of the one named row's share of subtotals the task's first message
    holds, or None."""
    first = next((str(m.get("content") or "") for m in loop["messages"] if m.get("role") == "user"), "")
    found = _HOST_SHARE.findall(first)
    if len(found) != 1:
        return None
    value = numbers_in(found[0][1])
    return (found[0][0], value.pop()) if len(value) == 1 else None


def _read_any(loop: LoopState, finish_tool: str) -> bool:
    """Whether a read of a document (its view, a search, an extract) gave a result in this loop."""
    return any(e["tool"] in _READS for e in evidence(loop, finish_tool, limit=len(loop["messages"])))


def _batch_hint(exc: Any, call: ToolCall) -> str:
    """For a failed edit after valid ones: the batch is all or nothing, so the valid edits were not
    applied either (a small model read the error as one edit failing and moved on without them)."""
    details = getattr(exc, "details", None) or {}
    index = details.get("edit_index") if isinstance(details, dict) else None
    if call.name != "docx_apply_edits" or not isinstance(index, int) or index < 1:
        return ""
    before = "edit 0 was" if index == 1 else f"edits 0 to {index - 1} were"
    return (f" None of this call's edits was applied ({before} valid): send them again with edit {index} "
            "fixed or left out.")


def _new_value_hint(exc: Any, objective: str) -> str:
    """For a text not found that the task itself writes: it may be the new value, which the
    document cannot hold yet (a small model searched for the number it was to write in)."""
    details = getattr(exc, "details", None) or {}
    find = str(details.get("find") or "").strip() if isinstance(details, dict) else ""
    if (getattr(exc, "code", None) != "NOT_FOUND" or len(find) < 3 or find not in objective
            or details.get("found_in")):
        return ""
    return (f" '{find}' is written in the task: if it is the new value, the document cannot hold it yet. Find the "
            "text the document has now (its view shows it) and replace that with the new value.")


_STOP = frozenset(
    "a an and any are as at be by do does each every for from has have in into is it its of on one or "
    "our that the their them then these this those to was were what when which with without you your "
    "docx file files document documents find add save edit change replace make new text paragraph".split()
)


def _terms(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 2 and w not in _STOP}


def relevance(objective: str, document_text: str) -> float:
    """How much of the objective's content vocabulary a document contains (0..1), with a bonus
    for the objective's adjacent word pairs found as phrases."""
    wanted = _terms(objective)
    if not wanted:
        return 0.0
    have = _terms(document_text)
    score = len(wanted & have) / len(wanted)
    words = [w for w in re.findall(r"[a-z0-9]+", objective.lower()) if w not in _STOP and len(w) > 2]
    low = " ".join(re.findall(r"[a-z0-9]+", document_text.lower()))
    pairs = {f"{a} {b}" for a, b in zip(words, words[1:], strict=False)}
    return score + sum(1 for p in pairs if p in low)


#: An objective that asks for every match of a replacement.
EVERY = re.compile(r"\b(every|all|each|everywhere|throughout|any)\b", re.I)
#: A clause about the rest of the document ("leave any other blanks as they are", "don't change
#: anything else", "keep all the other headings"): its "any" or "all" asks for no change anywhere.
_THE_OTHERS = re.compile(r"\b(?:leave|keep|don'?t\s+\w+|do\s+not\s+\w+|without\s+\w+ing)\s+"
                         r"(?:(?:any|all|every|each)(?:\s+of)?\s+(?:the\s+)?(?:others?\b|\w+\s+else\b)|anything\s+else\b)[^.;]*", re.I)


def asks_every(objective: str) -> bool:
    """Whether the objective asks for a change in every place (EVERY), its words about leaving
    the rest alone aside: "Fill in the blank ... Leave any other blanks as they are" replaced every
    blank in a development trace, its "any" read as "every"."""
    return bool(EVERY.search(_THE_OTHERS.sub(" ", objective)))
#: A change asked in every place its text is ("correct it everywhere it appears"), not "every" or
#: "any" of something else ("leave any other blanks as they are" had held back a right save).
def _removes_only(objective: str) -> bool:
    """Whether a change only takes things out ("take the Widgets row out"): the names it gives are
    what goes, not what the saved document must hold."""
    return bool(_REMOVING.search(objective)) and not _WRITING.search(objective)


_REMOVING = re.compile(r"\b(?:remov\w*|delet\w*|take\s+.{1,40}?\s+out|drop\w*|strike|cut)\b", re.I)
_WRITING = re.compile(r"\b(?:add\w*|replac\w*|updat\w*|chang\w*|set|fill\w*|put|writ\w*|insert\w*|renam\w*|instead|"
                      r"now|new|mov\w*|mark\w*)\b", re.I)
#: How many names a change writes, none of them in what it saved, make its claim fail.
NAMES_TO_FAIL = 3
#: A fact of the document that has changed ("our phone number has changed to ...", "the new email
#: is ..."): the old value goes wherever it is, as with EVERYWHERE. A probe's model replaced the
#: old number in one of its two places and finished.
FACT_CHANGED = re.compile(r"\b(?:ha(?:s|ve)\s+(?:now\s+)?changed\s+to|(?:our|the|my)\s+new\s+(?:phone|telephone|mobile|"
                          r"contact|number|e-?mail|address|website|web\s+address|postcode))\b", re.I)
EVERYWHERE = re.compile(r"\b(?:everywhere|throughout|wherever|every\s+(?:occurrence|instance|mention|place|time)s?|"
                        r"all\s+(?:the\s+)?(?:occurrences|instances|mentions|places))\b", re.I)


def _addition(edit: Any) -> str | None:
    """The words a replace_text only adds around the text it finds ("Amount" -> "Amount (updated)"),
    or None when it changes the found text itself."""
    if not isinstance(edit, dict) or edit.get("type") != "replace_text":
        return None
    find, repl = str(edit.get("find") or ""), str(edit.get("replace") or "")
    if not find.strip() or len(repl) <= len(find):
        return None
    if repl.startswith(find):
        return repl[len(find):]
    if repl.endswith(find):
        return repl[: -len(find)]
    return None


def _norm(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def unasked_additions(edits: list[Any], objective: str) -> tuple[list[Any], list[str]]:
    """Leave out the replace_text edits that only annotate text the task did not ask to annotate.

    A small model fixes a cell and also relabels its row ("Amount (updated)"), or inserts a
    paragraph and appends the same sentence to the paragraph before it. An edit whose replacement
    is the found text plus added words is left out when those words are what another edit of the
    same call inserts, or when none of them is in the objective and they hold no number (a value
    the task computed); so is one that replaces a paragraph's text with the very text another edit
    inserts as a new paragraph. Returns the edits kept and one line per edit left out."""
    objective_terms = _terms(objective)
    inserted = {_norm(str(e.get("text") or "")) for e in edits if isinstance(e, dict) and e.get("type") == "insert_paragraph"}
    kept: list[Any] = []
    dropped: list[str] = []
    for i, e in enumerate(edits):
        replacement = _norm(str(e.get("replace") or "")) if isinstance(e, dict) and e.get("type") == "replace_text" else ""
        if replacement and replacement in inserted:
            dropped.append(f"edit {i} left out: it replaces {str(e.get('find'))[:60]!r} with the text another edit "
                           "inserts as a new paragraph (the new paragraph is the change; the old text stays)")
            continue
        added = _addition(e)
        if added is not None:
            words = _norm(added)
            if words and words in inserted:
                dropped.append(f"edit {i} left out: it adds {added.strip()!r} to existing text, which another edit "
                               "inserts as a paragraph")
                continue
            if words and not re.search(r"\d", added) and not (_terms(added) & objective_terms):
                dropped.append(f"edit {i} left out: it adds {added.strip()!r} to {str(e.get('find'))[:60]!r}, "
                               "which the task does not ask for")
                continue
        kept.append(e)
    return kept, dropped


#: Effect verbs of a task that only adds: nothing in the document is to be rewritten.
_ADDING = frozenset({"add", "insert", "append", "prepend"})
_ADDING_ALSO = frozenset({"save", "write", "create", "copy", "store", "export"})


def erasing_edits(edits: list[Any], objective: str) -> list[str]:
    """The replace_text edits that would rewrite existing text in a task that only adds (its
    effect verbs are add/insert/append/prepend, with save/write/copy...): one line each. A 1.5B
    model "added a paragraph after the first heading" by replacing the paragraph there with the
    new text, and said it had added one (a development trace). Not counted: a find of fewer than
    three words (a placeholder, a blank, a label), text the objective itself quotes, and a
    replacement that keeps the found text."""
    verbs = set(cues(objective).verbs)
    if not verbs & _ADDING or not verbs <= _ADDING | _ADDING_ALSO:
        return []
    asked = _norm(objective)
    out: list[str] = []
    for i, e in enumerate(edits):
        if not isinstance(e, dict) or e.get("type") != "replace_text":
            continue
        find = str(e.get("find") or "")
        words = _norm(find)
        if len(words.split()) < 3 or words in asked or words in _norm(str(e.get("replace") or "")):
            continue
        out.append(f"edit {i} (replace_text) would rewrite {find[:80]!r}, which the task does not ask to change")
    return out


#: Words by which a task asks to change a table's header or a column's name itself.
_HEADER_WORDS = re.compile(r"\b(?:header|heading|rename|retitle|column (?:name|title)|title)s?\b", re.I)


def header_rewrites(doc: Any, edits: list[Any], objective: str) -> list[str]:
    """The replace_text edits whose `find` is a whole header cell of a table (the first row), in a
    task that does not ask to change a header nor quotes that text as the old value: one line each.
    Asked to recompute a quote's Amount column, a 1.5B model replaced the header "Amount" with
    a formula of two other columns, and "VAT" everywhere, an address line's "VAT reg." too (a probe trace)."""
    if _HEADER_WORDS.search(objective):
        return []
    olds = {_norm(old) for old, _new in replacement_pairs(objective)}
    heads = {_norm(c): t for t, rows in body_tables(doc).items() for c in (rows[0] if rows else []) if _norm(c)}
    out = []
    for i, e in enumerate(edits):
        if isinstance(e, dict) and e.get("type") == "replace_text":
            find = _norm(str(e.get("find") or ""))
            if find in heads and find not in olds:
                out.append(f"edit {i} (replace_text) would rewrite {str(e.get('find'))[:60]!r}, the header of a "
                           f"column of table {heads[find]}")
    return out


_DIGIT = re.compile(r"\d")


def _set_cells(tables: dict[int, list[list[str]]], edits: list[Any],
               trial: dict[str, Any]) -> Iterator[tuple[int, str, list[list[str]], int, int]]:
    """(edit index, table number, the table's cells, row, column) of each body-table cell the
    batch's set_cell_text edits set, as the dry run `trial` resolved them (tables of two rows or more)."""
    for i, res in enumerate(trial.get("results") or []):
        if i >= len(edits) or not isinstance(edits[i], dict) or edits[i].get("type") != "set_cell_text":
            continue
        for target in res.get("targets") or []:
            m = re.fullmatch(r"body/t(\d+)/r(\d+)c(\d+)(?:#\w+)?", str(target))
            rows = tables.get(int(m.group(1))) if m else None
            if m and rows and len(rows) >= 2:
                yield i, m.group(1), rows, int(m.group(2)), int(m.group(3))


def _cell(rows: list[list[str]], r: int, c: int) -> str:
    return rows[r][c] if r < len(rows) and c < len(rows[r]) else ""


def header_cells(tables: dict[int, list[list[str]]], edits: list[Any], trial: dict[str, Any],
                 objective: str) -> list[str]:
    """The set_cell_text edits that (as the dry run `trial` resolved them) write over a cell of the
    first row of a table whose first row holds no digit — its header, or in a form (label | value
    rows, `form_table`, which a two-column table with a header also is) the first row's label: one
    line each; none when the task asks to change a header or quotes the cell's text as the old
    value. A form's first value, and the first column's cells below the first row, may be set.
    Asked to date a hire-rate change, a 1.5B model wrote the date over the "Booking type" header (a
    probe trace); replace_text's twin is header_rewrites."""
    if _HEADER_WORDS.search(objective):
        return []
    olds = {_norm(old) for old, _new in replacement_pairs(objective)}
    out: dict[int, str] = {}
    for i, t, rows, r, c in _set_cells(tables, edits, trial):
        form = form_table(rows)
        names = r == 0 and (c == 0 or not form) and not any(_DIGIT.search(x or "") for x in rows[0])
        old = _cell(rows, r, c)
        if names and _norm(old) and _norm(old) not in olds and _norm(old) != _norm(str(edits[i].get("text") or "")):
            out.setdefault(i, f"edit {i} (set_cell_text) would write {str(edits[i].get('text'))[:60]!r} over "
                              f"{old[:60]!r}, which labels a {'row or column' if form else 'column'} of table {t}")
    return list(out.values())


def label_cells(tables: dict[int, list[list[str]]], edits: list[Any], trial: dict[str, Any]) -> list[str]:
    """The set_cell_text edits that (as the dry run `trial` resolved them) write into a cell the
    text another cell of the same row already holds, a name (three characters or more, a letter
    among them) and not the cell's own: one line each. Asked to move a stall to another pitch, a
    probe's 1.5B model wrote the stall's own name over its pitch number."""
    out: dict[int, str] = {}
    for i, t, rows, r, c in _set_cells(tables, edits, trial):
        text = _norm(str(edits[i].get("text") or ""))
        if len(text) < 3 or not re.search(r"[^\W\d_]", text) or text == _norm(_cell(rows, r, c)) or r >= len(rows):
            continue
        same = next((k for k, other in enumerate(rows[r]) if k != c and _norm(other) == text), None)
        if same is not None:
            head = (_cell(rows, 0, same), _cell(rows, 0, c)) if r > 0 else ("", "")
            out.setdefault(i, f"edit {i} (set_cell_text) writes {str(edits[i].get('text'))[:60]!r} into "
                              f"{'the ' + repr(head[1]) + ' cell' if head[1] else f'column {c}'} of row {r} of table "
                              f"{t}, but that is the row's own {repr(head[0]) + ' cell' if head[0] else f'column {same}'}: "
                              f"the cell takes the new value, not the row's name")
    return list(out.values())


def _row_words(row: list[str]) -> set[str]:
    """The words of a table row's cells, folded (a plural's s dropped), three letters or more."""
    return {w.lower().rstrip("s") for cell in row for w in re.findall(r"[^\W\d_]{3,}", cell)}


def other_row_cells(tables: dict[int, list[list[str]]], edits: list[Any], trial: dict[str, Any],
                    objective: str) -> list[str]:
    """The set_cell_text edits that (as the dry run `trial` resolved them) set a cell of a row the
    objective names by no word, while its words name exactly one other row of that table (each a
    word of that row alone, not of the header, the edited column or the new text): one line each. Asked to move "the March session"
    to the library, a 1.5B model set the February row's venue (`"row": "1"`, the first data row)."""
    said = _row_words([objective]) - STOPWORDS
    out: dict[int, str] = {}
    cells = list(_set_cells(tables, edits, trial))
    for i, t, rows, r, c in cells:
        if r == 0 or r >= len(rows) or len(rows) < 3:
            continue
        # The header, the edited column (its old values) and the new text name no row.
        column = _row_words([_cell(rows, k, c) for k in range(len(rows))])
        ignored = _row_words(rows[0]) | column | _row_words([str(edits[i].get("text") or "")])
        words = [_row_words([x for k, x in enumerate(row) if k != c]) for row in rows]
        named: dict[int, list[str]] = {}
        for w in said - ignored:
            holders = [k for k in range(1, len(rows)) if w in words[k]]
            if len(holders) == 1:
                named.setdefault(holders[0], []).append(w)
        if len(named) != 1 or r in named:
            continue
        (k, why), = named.items()
        # The batch sets the named row too (a column filled, its Total row named): only an edit that
        # copies the named row's new text into this row's same column is refused.
        same = {str(edits[j].get("text") or "") for j, tj, _, rj, cj in cells if tj == t and rj == k and cj == c}
        if any(tj == t and rj == k for _, tj, _, rj, _ in cells) and str(edits[i].get("text") or "") not in same:
            continue
        out.setdefault(i, f"edit {i} (set_cell_text) sets row {r} of table {t} ({' | '.join(rows[r])[:80]}), but the "
                          f"task names row {k} ({', '.join(repr(w) for w in sorted(why)[:3])} is in that row alone: "
                          f"{' | '.join(rows[k])[:80]})")
    return list(out.values())


def conflicting_cells(edits: list[Any], trial: dict[str, Any]) -> list[str]:
    """Pairs of set_cell_text edits of one batch that (as the dry run `trial` resolved them) set one
    cell to different texts: one line each. A 1.5B model, asked to make a home game away, set the
    Venue cells of two rows to "Home" and then to "Away" in one batch, and the last of each stood
    (a probe trace: one row changed that the task never named)."""
    seen: dict[str, tuple[int, str]] = {}
    out = []
    for i, res in enumerate(trial.get("results") or []):
        if i >= len(edits) or not isinstance(edits[i], dict) or edits[i].get("type") != "set_cell_text":
            continue
        text = str(edits[i].get("text") or "")
        for target in res.get("targets") or []:
            cell = str(target).split("#", 1)[0]
            if cell in seen and _norm(seen[cell][1]) != _norm(text):
                out.append(f"edits {seen[cell][0]} and {i} (set_cell_text) both set {cell}, to {seen[cell][1][:40]!r} "
                           f"and to {text[:40]!r}")
            seen.setdefault(cell, (i, text))
    return out


def _singular(word: str) -> str:
    return word[:-3] + "y" if word.endswith("ies") else word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _heads(text: str, names: list[str]) -> bool:
    """Whether a column header (`text`) is one of `names` (given_names): the same words, or one
    word of a short header ("prices" heads "Sale price"), plurals aside."""
    head = [_singular(w) for w in re.findall(r"[a-z]+", text.casefold())]
    for name in names:
        want = [_singular(w) for w in name.split()]
        if want == head or (len(want) == 1 and want[0] in head and len(head) <= 3):
            return True
    return False


def given_cells(tables: dict[int, list[list[str]]], edits: list[Any], trial: dict[str, Any],
                objective: str) -> list[str]:
    """The set_cell_text edits that (as the dry run `trial` resolved them) change a filled cell
    below the header of a column the task gives to work from (`given_names`: "hours x the rate
    already in the table"): one line each. Filling an invoice's amounts, a 1.5B model wrote a new
    rate over the one the task said to use (a probe trace)."""
    names = given_names(objective)
    if not names:
        return []
    out: dict[int, str] = {}
    for i, t, rows, r, c in _set_cells(tables, edits, trial):
        head, old = _cell(rows, 0, c), _cell(rows, r, c)
        if r > 0 and _norm(old) and _heads(head, names) and _norm(old) != _norm(str(edits[i].get("text") or "")):
            out.setdefault(i, f"edit {i} (set_cell_text) would write {str(edits[i].get('text'))[:60]!r} over "
                              f"{old[:60]!r} in the {head!r} column of table {t}, which the task gives")
    return list(out.values())


def adding_instead(edits: list[Any], objective: str) -> tuple[list[Any], list[str]]:
    """Send as insert_paragraph the erasing replace_texts (erasing_edits) whose replacement is the
    new text the task quotes and which name their paragraph: in a task that only adds, "replace this
    paragraph with the new one" means "put the new one here" (a 1.5B model, told to use
    insert_paragraph, replaced the paragraph again). The new paragraph goes after the one named,
    where the anchor checks may move it (the heading the task names). One line each for the result."""
    erasing = {int(line.split()[1]) for line in erasing_edits(edits, objective)}
    asked = _norm(objective)
    out, lines = list(edits), []
    for i in sorted(erasing):
        e = edits[i]
        new, block = str(e.get("replace") or ""), e.get("block_id")
        if not isinstance(block, str) or not block or not _norm(new) or _norm(new) not in asked:
            continue
        out[i] = {"type": "insert_paragraph", "anchor_id": block, "position": "after", "text": new}
        lines.append(f"edit {i} (replace_text) would have erased {str(e.get('find'))[:60]!r}, which the task does not "
                     f"ask to change; it adds a paragraph, so it was made insert_paragraph after {block.split('#')[0]}")
    return out, lines


def _still_there(doc: Any, edits: list[Any]) -> list[str]:
    """For each applied replace_text scoped to a place (block_id, occurrence), where its `find` text
    still is in the document: one line each, with the places (a dry run over the edited copy)."""
    out: list[str] = []
    seen: set[str] = set()
    for e in edits:
        if not (isinstance(e, dict) and e.get("type") == "replace_text" and e.get("find")
                and (e.get("block_id") or e.get("occurrence"))) or e["find"] in seen:
            continue
        seen.add(e["find"])
        found, targets = _places(doc, e["find"], limit=8)
        if found:
            where = ", ".join(targets)
            out.append(f"{e['find']!r} still occurs in {found} other place(s): {where}. If the task means those too, "
                       "change them as well (replace_text with all=true changes every one).")
    return out


#: Kinds of file read whole beside the documents (messages, notes), how much of them, and how many
#: workspace entries are looked at for a note named by whose it is.
SIDE_SUFFIXES = (".txt", ".md", ".eml", ".csv", ".json", ".yaml", ".yml")
SIDE_CHARS, SIDE_FILES, SIDE_SCAN = 2400, 2, 2000
#: Side files that hold data records rather than a message's facts.
SIDE_DATA = (".csv", ".json", ".yaml", ".yml")


def side_texts(root: Path, objective: str) -> str:
    """The text of the notes or messages a change of a document takes its facts from, when the
    objective points to their folder or names them ("it's all in her messages in inbox/"): in a
    folder of several, those whose names share a word with the objective ("the Moreau job":
    moreau_messages.txt), else none. A probe's model, shown the forms and not the messages,
    filled the blank form with the example form's values. '' when there is none to show."""
    out = []
    for rel in side_files(root, objective):
        try:
            text = (root / rel).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if len(text) > SIDE_CHARS and rel.lower().endswith(SIDE_DATA):
            # A data file's first rows are no facts of the task (its rows are counted or filtered
            # into them), and ~700 tokens of prefill: a docx step after a helper that printed the
            # values had its first turn cut at its budget before a token (a probe trace).
            out.append(f"--- {rel}: {text.count(chr(10)) + 1} lines, too long to show (data_query reads it)")
            continue
        cut = "\n(... cut)" if len(text) > SIDE_CHARS else ""
        out.append(f"--- {rel}\n{text[:SIDE_CHARS].strip()}{cut}")
    return ("The files the task takes its facts from (a later line corrects an earlier one):\n" + "\n".join(out)
            if out else "")


def without_previews(evidence: str, rels: list[str]) -> str:
    """The probe's evidence minus its previews of `rels` (files shown whole further on): the note
    a change takes its facts from was in a docx step's first message twice."""
    if not evidence or not rels:
        return evidence
    blocks = re.split(r"\n\n(?=\[(?:kb|workspace)\] |Gaps: |Results of earlier tasks:)", evidence)
    heads = tuple(f"[workspace] preview of {rel}" for rel in rels)
    return "\n\n".join(b for b in blocks if not b.split("\n", 1)[0].startswith(heads))


def side_files(root: Path, objective: str) -> list[str]:
    """The files `side_texts` shows (paths under `root`), at most SIDE_FILES."""
    words = {w for w in re.findall(r"[a-z]{3,}", objective.lower()) if w not in STOPWORDS}
    picked: list[str] = []
    for named in paths_in(objective):
        target = root / named.rstrip("/")
        if target.is_file() and target.suffix.lower() in SIDE_SUFFIXES:
            picked.append(named)
        elif target.is_dir():
            # A folder's README says what the folder holds, not the task's facts.
            inside = sorted(p for p in target.iterdir() if p.is_file() and p.suffix.lower() in SIDE_SUFFIXES
                            and not p.name.lower().startswith("readme"))
            documents = any(p.suffix.lower() == ".docx" for p in target.iterdir())
            if len(inside) == 1 and not documents:
                # The one note of a folder of notes; beside the documents themselves, a text file
                # is shown only when its name shares a word with the task (below).
                picked.append(inside[0].relative_to(root).as_posix())
                continue
            # A word every name has ("messages" of each file) tells none of them apart.
            names = {p: set(re.findall(r"[a-z]{3,}", p.stem.lower())) for p in inside}
            common = set.intersection(*names.values()) if len(names) > 1 else set()
            picked += [p.relative_to(root).as_posix() for p in inside if (names[p] - common) & words]
    # A note named by whose it is ("Rosa's note has the details": mail/from_rosa.txt): a name the
    # objective capitalises mid-sentence that a text file's name holds.
    names = {m.group(1).lower() for m in re.finditer(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z]{2,})\b", objective)
             if m.group(1).lower() not in STOPWORDS}
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root) if names else ():
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for f in sorted(filenames):
            if f.lower().endswith(SIDE_SUFFIXES) and set(re.findall(r"[a-z]{3,}", f.lower())) & names:
                picked.append(Path(dirpath, f).relative_to(root).as_posix())
        seen += len(filenames)
        if len(picked) > 20 or seen > SIDE_SCAN:
            break  # a big tree: no long walk for a note
    return list(dict.fromkeys(picked))[:SIDE_FILES]


#: Verbs of a clause that asks no change of its own: saving the result, keeping things as they are.
_NOT_MORE = frozenset({"save", "store", "keep", "leave"})


def more_asked(objective: str) -> bool:
    """Whether the objective asks for a change beside its replacements (`replacement_pairs`): a
    clause without the old text that orders an effect ("..., and put the new address in the
    contacts table"): the host's replacements are then one part of the task, not all of it."""
    olds = [old.casefold() for old, _ in replacement_pairs(objective)]
    if not olds:
        return False
    clauses = re.split(r"[.;,!?]|\band\b|\bthen\b", " ".join(objective.split()))
    for clause in clauses:
        low = clause.casefold()
        if not low.strip() or any(old in low for old in olds):
            continue
        words = re.findall(r"[a-z]+", low)
        if any(w in EFFECT_VERBS and w not in _NOT_MORE for w in words[:4]):
            return True
    return False


def case_variants(text: str, phrase: str) -> list[str]:
    """The ways `text` writes `phrase`, letter case aside, each once, in the order they come."""
    rx = re.compile(r"(?<!\w)" + r"\s+".join(map(re.escape, phrase.split())) + r"(?!\w)", re.I)
    return list(dict.fromkeys(m.group(0) for m in rx.finditer(text)))


def cased_like(new: str, old: str, variant: str) -> str:
    """`new` with the case of `variant` (the document's way of writing `old`) where `old` and
    `variant` differ, word by word when they have as many words as `new`; else the case of the
    whole (all capitals, or title case), else `new` as written."""
    if variant == old:
        return new
    n, o, v = new.split(), old.split(), variant.split()
    if len(n) == len(o) == len(v):
        return " ".join(_case_of(vw, nw) if vw != ow else nw for nw, ow, vw in zip(n, o, v, strict=True))
    return _case_of(variant, new)


def _case_of(model: str, text: str) -> str:
    if model.isupper() and any(c.isalpha() for c in model):
        return text.upper()
    if model.islower():
        return text.lower()
    if model.istitle():
        return " ".join(w[:1].upper() + w[1:] for w in text.split())
    return text


def _places(doc: Any, text: str, limit: int = 6) -> tuple[int, list[str]]:
    """How often `text` occurs in the document, and the blocks it is in (a dry run)."""
    probe = {"type": "replace_text", "find": text, "replace": text + " ", "all": True}
    try:
        res = (doc.apply_edits([probe], dry_run=True).get("results") or [{}])[0]
    except Exception:  # not found is an error of the dry run: nowhere
        return 0, []
    return int(res.get("found") or 0), list(res.get("targets") or [])[:limit]


def other_target(doc: Any, edits: list[Any], objective: str) -> str | None:
    """Why a replace_text that writes the task's new value over text that is not the task's old
    value is refused, when the document has the old value (`objective.replacement_pairs`): a
    1.5B model told to change a start date wrote the new date over the letter's own date."""
    pairs = replacement_pairs(objective)
    for i, e in enumerate(edits):
        if not isinstance(e, dict) or e.get("type") != "replace_text":
            continue
        find, repl = str(e.get("find") or ""), str(e.get("replace") or "")
        for old, new in pairs:
            if new not in repl or old.casefold() in find.casefold() or text_key(find) in text_key(objective):
                continue
            found, where = _places(doc, old)
            if found:
                return (f"edit {i} (replace_text) writes {new!r} over {find[:80]!r}, but the task changes {old!r} to "
                        f"{new!r}, and the document has {old!r} in {', '.join(where)}. Nothing was changed: replace "
                        f"{old!r} (find {old!r}, replace {new!r}) and leave {find[:80]!r} as it is.")
    return None


def unchanged_old_values(doc: Any, source: Any, objective: str) -> list[str]:
    """For each (old, new) pair the objective states (`objective.replacement_pairs`) whose old
    value the source document had: a line when the edited document still has it in as many places
    as the source (none changed), or in any place when the objective says everywhere, or does not
    have the new value at all."""
    out: list[str] = []
    for old, new in replacement_pairs(objective):
        before, _ = _places(source, old)
        if not before:
            continue
        after, where = _places(doc, old)
        has_new = _places(doc, new)[0] > 0
        if after and (after >= before or EVERYWHERE.search(objective) or not has_new):
            out.append(f"{old!r} is still in {', '.join(where)} (the task changes it to {new!r})")
        elif not has_new:
            out.append(f"{new!r} is nowhere in it (the task changes {old!r} to it)")
    return out


def _replace_all_by_default(edit: Any) -> bool:
    """Whether this replace_text leaves the scope open (no occurrence, all or block_id)."""
    if not isinstance(edit, dict) or edit.get("type") != "replace_text":
        return False
    return not any(edit.get(k) not in (None, "", 0, False) for k in ("occurrence", "all", "block_id", "expected_count"))


def _sanitize_edit(edit: Any) -> Any:
    """Drop values that can only be a model's slip: a replace expecting 0 matches, occurrence 0."""
    if not isinstance(edit, dict):
        return edit
    edit = dict(edit)
    for key in ("style", "anchor_id", "block_id", "position"):
        if edit.get(key) == "":
            edit.pop(key)  # an empty optional value is the model filling in the schema, not a choice
    if edit.get("expected_count") == 0:
        edit.pop("expected_count")
    if edit.get("occurrence") in (0, None):
        edit.pop("occurrence", None)
    if edit.get("all") is False:
        edit.pop("all")
    if edit.get("type") == "replace_text" and not any(k in edit for k in ("occurrence", "all", "expected_count")):
        # "Replace X with Y" means every X, as Word's Replace All; the result reports the count.
        edit["all"] = True
    return edit


_NUMBER = re.compile(
    r"^\s*-?\s*[$€£¥₹]?\s*(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*(?:%|[A-Z]{3}|[$€£¥₹])?\s*$"
)


def _number(text: str) -> tuple[float, int, bool] | None:
    """(value, decimals, uses thousands commas) of a cell that is one number, maybe with a unit."""
    m = _NUMBER.match(text or "")
    if not m:
        return None
    raw = m.group(1)
    decimals = len(raw.split(".", 1)[1]) if "." in raw else 0
    return float(raw.replace(",", "")), decimals, "," in raw


_TOTAL_WORD = re.compile(r"\b(?:sub)?totals?\b", re.I)
#: A task that asks for the totals to follow a change: "and the total", "so it all adds up again",
#: "the sums", "the balance".
_TOTAL_ASKED = re.compile(r"\b(?:(?:sub)?totals?|adds?\s+up|add(?:ing|ed)\s+up|sums?|balances?)\b", re.I)


def total_rows(rows: list[list[str]]) -> list[int]:
    """The rows of a table that are totals: a body row (not the header, row 0, whose "Total (100)"
    names a column) with a cell of words that says total. A probe's view called the header of a
    score sheet "a total row" and set its column names against the sums."""
    return [r for r, row in enumerate(rows) if r and any(
        _TOTAL_WORD.search(c or "") and _number(c or "") is None for c in row)]


def _sum_text(values: list[tuple[float, int, bool]], like: str) -> str:
    """The sum of `values` written as the cell `like` writes its number (places, commas, sign)."""
    places = max([v[1] for v in values] + [(_number(like) or (0, 0, False))[1]])
    total = sum(v[0] for v in values)
    return _format_like(like, f"{total:.{places}f}")


#: A column of a price or rate per item: no total row's cell holds one.
_UNIT_HEAD = re.compile(r"\b(?:unit|rate|each|per)\b", re.I)
#: A column whose cells are worked out of others in their row: "Amount", "Line total", "Cost".
_DERIVED_HEAD = re.compile(r"\b(?:amount|cost|line\s+total|value|charge)\b", re.I)


def _product_text(a: tuple[float, int, bool], b: tuple[float, int, bool], like: str) -> str:
    places = max(a[1], b[1], (_number(like) or (0, 0, False))[1])
    return _format_like(like, f"{a[0] * b[0]:.{places}f}")


def _held_sum(old: list[str], total: str, new: list[str]) -> str | None:
    """None when the cells `old` did not add up to `total`; else the sum of `new` written as
    `total` writes its number ('' when a new cell holds no number)."""
    was = [_number(x) for x in old]
    held = _number(total)
    if held is None or any(v is None for v in was) or abs(sum(v[0] for v in was) - held[0]) >= 1e-6:  # type: ignore[index]
        return None
    now = [_number(x) for x in new]
    return "" if any(v is None for v in now) else _sum_text(now, total)  # type: ignore[arg-type]


#: A figure the objective corrects: "6 bales, not 4", "was 9, not 7", "12 hours not 10". Groups: the
#: new number, the words between, the old number.
_CORRECTION = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)\b([^.;!?\d]{0,60}?),?\s+(?:and\s+)?not\s+(\d+(?:\.\d+)?)(?!\w|[.,]\d)",
                         re.I)


#: Verbs that ask for the correction itself (and its saving), not for another change.
_CORRECTION_VERBS = frozenset({"correct", "fix", "update", "amend", "save", "send", "keep", "leave", "adjust", "change",
                               "edit", "modify", "patch"})


#: The same with "rather than" / "instead of": "for 3 nights rather than 2", "2 packs instead of 1".
_CORRECTION_INSTEAD = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)\b([^.;!?\d]{0,60}?)\s+(?:rather\s+than|instead\s+of)\s+"
                                 r"(?:the\s+)?(\d+(?:\.\d+)?)(?!\w|[.,]\d)", re.I)
#: Small counts written as words ("two packs instead of one"), read as digits for a correction.
_COUNT_WORDS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_COUNT_WORD = re.compile(r"\b(" + "|".join(_COUNT_WORDS) + r")\b", re.I)


def _counted(text: str) -> str:
    """`text` with its small counts written as words in digits ("two packs" -> "2 packs")."""
    return _COUNT_WORD.sub(lambda m: _COUNT_WORDS[m.group(1).lower()], text)


def corrections(objective: str) -> list[tuple[str, str, str]]:
    """(new number, old number, the clause that says it) of each figure the objective corrects
    ("5 shelves, not 3"; "for 3 nights rather than 2, and two packs instead of one"), in order: the
    clause runs from the sentence's start, or the last correction's end, to the old number."""
    text = _counted(objective)
    found = sorted([m for rx in (_CORRECTION, _CORRECTION_INSTEAD) for m in rx.finditer(text)], key=lambda m: m.start())
    out: list[tuple[str, str, str]] = []
    last = 0
    for m in found:
        if m.start() < last:
            continue  # overlaps the one before
        start = max(text.rfind(".", 0, m.start()), text.rfind("?", 0, m.start()), text.rfind("!", 0, m.start()), last - 1)
        out.append((m.group(1), m.group(3), text[start + 1:m.end()]))
        last = m.end()
    return out


def corrected_cells(objective: str, tables: dict[int, list[list[str]]]) -> list[tuple[int, int, int, str]] | None:
    """(table, row, col, new text) of each figure the objective corrects (`corrections`): the one
    body cell (not a header, not a total row) that holds the old number in a row whose label (its
    first cell) shares a word with the correction's clause, the new number written as the cell
    writes its own. None for no correction, another change asked beside them, or a correction
    with no single cell."""
    found = corrections(objective)
    if not found:
        return None
    rest = _counted(objective)
    for _new, _old, clause in found:
        rest = rest.replace(clause, " ")
    if any(w in EFFECT_VERBS and w not in _CORRECTION_VERBS for w in re.findall(r"[a-z]+", rest.lower())):
        return None  # another change beside the corrections: the model's to make with them
    out: list[tuple[int, int, int, str]] = []
    for new, old, clause in found:
        # Words compared by their first four letters: "shelves" names the Shelf row, "bales" Bales.
        said = {w[:4] for w in re.findall(r"[a-z]{4,}", clause.lower()) if w not in STOPWORDS}
        hits = []
        for t, grid in tables.items():
            totals = set(total_rows(grid))
            for r, row in enumerate(grid[1:], start=1):
                label = {w[:4] for w in re.findall(r"[a-z]{4,}", (row[0] if row else "").lower())}
                if r in totals or not (label & said):
                    continue
                for c, cell in enumerate(row[1:], start=1):
                    n = _number(cell or "")
                    if n is not None and abs(n[0] - float(old)) < 1e-9:
                        hits.append((t, r, c, _format_like(cell, new)))
        if len(hits) != 1 or any(h[:3] == hits[0][:3] for h in out):
            return None
        out.append(hits[0])
    return out


def following_totals(grid: list[list[str]], changed: dict[tuple[int, int], str]) -> dict[tuple[int, int], str]:
    """The total cells of a table that follow `changed` ({(row, col): new text}): a row's cell under
    a column headed total that was the sum of the row's other number cells (all of them, or all but
    the first, a run's number); a row's cell under a column headed amount (cost, line total) that was
    the product of exactly one pair of the row's other number cells (quantity x unit price); and a
    total row's cell that was the sum of the column's body cells. Each is checked on the table as it
    was; a total the edits set themselves is kept; a grand total follows the totals it adds. {} when
    no total held before."""
    if len(grid) < 2:
        return {}
    header = grid[0]
    now = [list(r) for r in grid]
    for (r, c), text in changed.items():
        if r < len(now) and c < len(now[r]):
            now[r][c] = text
    out: dict[tuple[int, int], str] = {}
    totals = set(total_rows(grid))
    total_cols = {c for c, h in enumerate(header) if _TOTAL_WORD.search(h or "")}
    derived = {c for c, h in enumerate(header) if _DERIVED_HEAD.search(h or "")} - total_cols
    for _ in range(3):  # a row total, then the grand total under it
        moved = {**changed, **out}
        rows = {r for r, _c in moved}
        cols = {c for _r, c in moved}
        for r in rows:
            for dc in derived:
                if (r, dc) in changed or r == 0 or r in totals or dc >= len(grid[r]) or _number(grid[r][dc]) is None:
                    continue
                nums = [k for k in range(len(grid[r])) if k != dc and _number(grid[r][k]) is not None]
                pairs = [(a, b) for i, a in enumerate(nums) for b in nums[i + 1:]
                         if abs(_number(grid[r][a])[0] * _number(grid[r][b])[0] - _number(grid[r][dc])[0]) < 0.005]  # type: ignore[index]
                if len(pairs) == 1 and any((r, k) in moved for k in pairs[0]):
                    a, b = (_number(now[r][k]) for k in pairs[0])
                    if a is not None and b is not None:
                        out[(r, dc)] = now[r][dc] = _product_text(a, b, grid[r][dc])
                        cols.add(dc)
            for tc in total_cols:
                if (r, tc) in changed or r == 0 or tc >= len(grid[r]) or _number(grid[r][tc]) is None:
                    continue
                nums = [k for k in range(len(grid[r])) if k not in total_cols and _number(grid[r][k]) is not None]
                for addends in (nums, nums[1:]):
                    if not any((r, k) in moved for k in addends) or len(addends) < 2:
                        continue
                    held = _held_sum([grid[r][k] for k in addends], grid[r][tc], [now[r][k] for k in addends])
                    if held is not None:
                        if held:
                            out[(r, tc)] = now[r][tc] = held
                        break
        handled: set[tuple[int, int]] = set()
        for c in cols:
            stack = summary_stack(grid, c)
            if stack is None or not any((r, c) in moved for r in stack[0]):
                continue
            for (r, _c), text in stack_values(grid, now, c, stack).items():
                handled.add((r, c))
                if (r, c) not in changed:
                    out[(r, c)] = now[r][c] = text
        for tr in totals:
            for c in cols:
                if (tr, c) in changed or (tr, c) in handled or c >= len(grid[tr]) or _number(grid[tr][c]) is None:
                    continue
                body = [r for r in range(1, len(grid)) if r not in totals and c < len(grid[r])
                        and _number(grid[r][c]) is not None]
                if len(body) < 2 or not any((r, c) in moved for r in body):
                    continue
                held = _held_sum([grid[r][c] for r in body], grid[tr][c], [now[r][c] for r in body])
                if held:
                    out[(tr, c)] = now[tr][c] = held
    return {k: v for k, v in out.items() if v != grid[k[0]][k[1]]}


#: The rows under an invoice's items: a subtotal, rates of it ("VAT (20%)", "Discount 10%"), a total.
_SUBTOTAL = re.compile(r"\bsub-?\s?totals?\b", re.I)
_RATE_ROW = re.compile(r"(\d+(?:\.\d+)?)\s?%")
_RATE_OFF = re.compile(r"\b(?:discount|less|minus|off|deduct\w*|reduction|rebate)\b", re.I)


def summary_stack(grid: list[list[str]], c: int) -> tuple[list[int], int, list[tuple[int, float, int]], int | None] | None:
    """(item rows, subtotal row, rate rows as (row, percent, +1 or -1), total row or None) of column
    `c` when the table ends in a subtotal of the items above it, then rows that each add (or take
    off) a percentage of that subtotal, then (maybe) a total of the subtotal and those rows, each of
    which held as the table was ("Subtotal £252.50 | VAT (20%) £50.50 | Total £303.00"). None
    otherwise: such a stack is no column of body rows under one total row."""
    labels = [" ".join(str(x) for x in row[:c] if _number(str(x) or "") is None) for row in grid]
    sub = next((r for r in range(2, len(grid)) if _SUBTOTAL.search(labels[r])), None)
    if sub is None or c >= len(grid[sub]) or (s := _number(grid[sub][c])) is None:
        return None
    items = [r for r in range(1, sub) if c < len(grid[r]) and _number(grid[r][c]) is not None]
    if len(items) < 2 or abs(sum(_number(grid[r][c])[0] for r in items) - s[0]) > 0.005:  # type: ignore[index]
        return None
    rates: list[tuple[int, float, int]] = []
    total: int | None = None
    for r in range(sub + 1, len(grid)):
        v = _number(grid[r][c]) if c < len(grid[r]) else None
        if v is None:
            continue
        m = _RATE_ROW.search(labels[r])
        if m and total is None:
            sign = -1 if _RATE_OFF.search(labels[r]) else 1
            if abs(round(s[0] * float(m.group(1)) / 100, 2) - v[0]) > 0.0051:
                return None
            rates.append((r, float(m.group(1)), sign))
        elif _TOTAL_WORD.search(labels[r]) and total is None:
            if abs(s[0] + sum(sign * round(s[0] * pct / 100, 2) for _r, pct, sign in rates) - v[0]) > 0.0051:
                return None
            total = r
        else:
            return None
    return (items, sub, rates, total) if rates or total is not None else None


def stack_values(grid: list[list[str]], now: list[list[str]], c: int,
                 stack: tuple[list[int], int, list[tuple[int, float, int]], int | None]) -> dict[tuple[int, int], str]:
    """The subtotal, rate and total cells of a `summary_stack` worked again from the items as they
    are now (`now`), each written as its cell writes its number."""
    items, sub, rates, total = stack
    values = [_number(now[r][c]) for r in items]
    if any(v is None for v in values):
        return {}
    places = max([v[1] for v in values if v] + [(_number(grid[sub][c]) or (0, 2, False))[1]])
    subtotal = round(sum(v[0] for v in values if v), places)
    out = {(sub, c): _format_like(grid[sub][c], f"{subtotal:.{places}f}")}
    added = 0.0
    for r, pct, sign in rates:
        amount = round(subtotal * pct / 100 + 1e-9, 2)
        added += sign * amount
        out[(r, c)] = _format_like(grid[r][c], f"{amount:.{max(places, (_number(grid[r][c]) or (0, 0, False))[1])}f}")
    if total is not None:
        out[(total, c)] = _format_like(grid[total][c], f"{subtotal + added:.{places}f}")
    return out


#: A figure in a paragraph: a money amount or a number with decimals ("£412.75", "1,204.00").
_FIGURE = re.compile(r"(?<![\w.,])(?:[$€£¥₹]\s?)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w,]|\.\d)")
#: A paragraph's figure taken off the total ("Less: paid on 2 May £80.00", "deposit received").
_TAKEN_OFF = re.compile(r"\b(?:less|paid|deposit|discount|deduct\w*|minus|credit\w*|received|on\s+account|"
                        r"already|refund\w*|advance)\b", re.I)
#: A paragraph's figure added to the total ("Plus delivery £12.00", "carriage", "VAT").
_ADDED_ON = re.compile(r"\b(?:plus|add\w*|delivery|postage|carriage|shipping|vat|surcharge)\b", re.I)
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s?%")


def _figure(token: str) -> tuple[float, int, bool] | None:
    """(value, decimals, commas) of a `_FIGURE` that is money or has decimals; None for a bare whole
    number (a day, a count, a year), which no total is."""
    n = _number(token)
    return n if n is not None and (n[1] or re.match(r"[$€£¥₹]", token)) else None


def following_figures(blocks: list[dict[str, Any]], table_id: str, old: str, new: str) -> list[tuple[str, str, str, str]]:
    """(block id, figure as written, its new text, why) for each figure in the body paragraphs after
    table `table_id` (up to the next table) worked out of that table's total, which changes from
    `old` to `new`: the total itself ("Total due: £492.75"), the total less or plus a figure an
    earlier paragraph takes off or adds ("Less: paid on 2 May £80.00" ... "Balance due: £412.75";
    "Plus delivery £12.00"), or a share the paragraph names ("a 25% deposit, £123.19"). Each is
    checked as the document was; a figure that is none of these is left. A probe's invoice had its
    total corrected by the host and the balance due under it left as it was."""
    was, now = _number(old), _number(new)
    if was is None or now is None or abs(was[0] - now[0]) < 1e-9:
        return []
    start = next((i for i, b in enumerate(blocks) if str(b.get("id", "")).split("#", 1)[0] == table_id), None)
    if start is None:
        return []
    out: list[tuple[str, str, str, str]] = []
    seen: list[tuple[float, int]] = []  # (figure, +1 added on / -1 taken off) of the paragraphs read so far
    for b in blocks[start + 1:]:
        if b.get("kind") == "table":
            break
        if b.get("kind") != "paragraph" or b.get("story", "body") != "body":
            continue
        text = str(b.get("text") or "")
        sign = -1 if _TAKEN_OFF.search(text) else 1 if _ADDED_ON.search(text) else 0
        found = [(m.group(0), _figure(m.group(0))) for m in _FIGURE.finditer(text)]
        figures = [(tok, f) for tok, f in found if f is not None]
        for tok, f in figures:
            places = f[1]
            goal: tuple[float, str] | None = None
            if abs(f[0] - was[0]) < 0.005:
                goal = now[0], "the total"
            else:
                for p, psign in seen + [(g[0], sign) for t2, g in figures if t2 != tok]:
                    if psign and abs(f[0] - (was[0] + psign * p)) < 0.005:
                        goal = now[0] + psign * p, f"the total {'plus' if psign > 0 else 'less'} {p:.{places}f}"
                        break
                for m in _PERCENT.finditer(text) if goal is None else ():
                    share = float(m.group(1)) / 100
                    if 0 < share < 1 and abs(f[0] - round(was[0] * share, places)) < 0.005:
                        goal = now[0] * share, f"{m.group(1)}% of the total"
                        break
            if goal is not None and text.count(tok) == 1:
                written = f"{goal[0]:,.{places}f}" if f[2] else f"{goal[0]:.{places}f}"
                head = tok[: len(tok) - len(tok.lstrip("$€£¥₹ "))]
                if head + written != tok:
                    out.append((str(b["id"]), tok, head + written, goal[1]))
        if sign:
            seen += [(f[0], sign) for _tok, f in figures]
    return out


def _total_edits(doc: Any, edits: list[Any], tables: dict[int, list[list[str]]],
                 asked: bool) -> list[tuple[dict[str, Any] | None, str]]:
    """The set_cell_text of each total that follows the cells `edits` set (`following_totals`),
    each with its note, when the task speaks of a total (`asked`: "her total changes to match");
    otherwise the note alone, that the total no longer adds up. A probe's model set the corrected
    score and left the row's total as it was."""
    from ..docx import DocxError

    changed: dict[int, dict[tuple[int, int], str]] = {}
    index_of: dict[tuple[int, int, int], int] = {}
    for i, e in enumerate(edits):
        if not (isinstance(e, dict) and e.get("type") == "set_cell_text"):
            continue
        try:
            cell = doc.locate_cell(e)
        except DocxError:
            continue  # the apply reports an edit it cannot place
        m = re.fullmatch(r"body/t(\d+)", str(cell.get("table", "")).split("#", 1)[0])
        if m and int(m.group(1)) in tables:
            t, rc = int(m.group(1)), (int(cell["row"]), int(cell["col"]))
            changed.setdefault(t, {})[rc] = str(e.get("text") or "")
            index_of[(t, *rc)] = i
    out: list[tuple[dict[str, Any] | None, str]] = []
    for t, cells in changed.items():
        grid = tables[t]

        def where(r: int, c: int, grid: list[list[str]] = grid, t: int = t) -> str:
            label = " ".join((grid[0][c] if c < len(grid[0]) else "").split()) or f"col {c}"
            return f"table {t}, row {r} ({(grid[r][0] or '').strip()[:30]}), {label}"

        # A total the edits set themselves, to a figure the other cells do not add up to after them
        # (a probe's model set a quote's total to its own sum, £7 short).
        totals = {k for k in cells if k in following_totals(grid, {x: v for x, v in cells.items() if x != k})}
        worked = following_totals(grid, {x: v for x, v in cells.items() if x not in totals})
        for k in sorted(totals):
            got, want = _number(cells[k]), _number(worked.get(k, ""))
            if got is None or want is None or abs(got[0] - want[0]) < 1e-6:
                continue
            if asked:
                out.append((None, f"{where(*k)}: the edit's {cells[k]!r} is not what the cells add up to after the "
                                  f"other edits; set to {worked[k]!r}"))
                edits[index_of[(t, *k)]] = {**edits[index_of[(t, *k)]], "text": worked[k]}
                cells[k] = worked[k]
            else:
                out.append((None, f"{where(*k)}: the edit writes {cells[k]!r}, but after the other edits the cells "
                                  f"add up to {worked[k]!r}"))
        follow = following_totals(grid, cells)
        for (r, c), text in follow.items():
            if asked:
                out.append(({"type": "set_cell_text", "table": t, "row": r, "col": c, "text": text},
                            f"{where(r, c)}: {grid[r][c]!r} -> {text!r}, the total of the cells changed, set to match"))
            else:
                out.append((None, f"{where(r, c)} holds the total {grid[r][c]!r}, which after these edits adds up to "
                                  f"{text!r}; it was left as it was (set it too if the total should follow)"))
        in_totals = set(total_rows(grid))
        grand = [(k, v) for k, v in {**cells, **follow}.items() if k[0] in in_totals and k[0] < len(grid)
                 and k[1] < len(grid[k[0]]) and _number(grid[k[0]][k[1]]) is not None]
        if grand:
            (r, c), text = max(grand)  # the bottom right figure of the total rows: the grand total
            blocks = [b for page in _inspected_pages(doc) for b in page.get("blocks") or []]
            found = {str(e.get("find")) for e in edits if isinstance(e, dict) and e.get("type") == "replace_text"}
            for block, find, replace, why in following_figures(blocks, f"body/t{t}", grid[r][c], text):
                if find in found:
                    continue  # the edits change that figure themselves
                if asked:
                    out.append(({"type": "replace_text", "block_id": block, "find": find, "replace": replace},
                                f"paragraph {block}: {find!r} -> {replace!r}, {why} under table {t}, set to match"))
                else:
                    out.append((None, f"paragraph {block} holds {find!r}, {why} under table {t}; after these edits "
                                      f"it would be {replace!r}; it was left as it was"))
    return out


def column_sums(rows: list[list[str]]) -> list[tuple[int, str]]:
    """Sums of the number columns of a table (two or more number cells), leaving out a header
    and the total rows: a small model copies a sum far better than it adds. A column that
    numbers its rows (1, 2, 3, ...) is no amount and gets no sum."""
    out: list[tuple[int, str]] = []
    width = max((len(r) for r in rows), default=0)
    skip = set(total_rows(rows))
    body = [r for i, r in enumerate(rows) if i not in skip]
    for c in range(width):
        nums = [_number(r[c]) for r in body if c < len(r)]
        nums = [n for n in nums if n is not None]
        if len(nums) < 2 or [n[0] for n in nums] == list(range(1, len(nums) + 1)):
            continue
        total = sum(n[0] for n in nums)
        decimals = max(n[1] for n in nums)
        text = f"{total:,.{decimals}f}" if any(n[2] for n in nums) else f"{total:.{decimals}f}"
        out.append((c, text))
    return out


def render_inspection(result: dict[str, Any], *, max_chars: int = 5000, plain: bool = False,
                      max_rows: int | None = None) -> str:
    """Compact text view of `docx_inspect` for the model: one line per block with its id, tables as
    rows with 0-based row/col indexes (what set_cell_text takes). JSON of every cell paragraph
    costs a small model most of its context and hides the table's shape.

    `plain`: the view of a reader who addresses no block or cell (a question; a script writer, who
    reads the document with records() or python-docx): no ids, a table's header once and its rows
    as their cells' text. Every character is prompt to process: the edit view's per-cell header
    labels made a two-table price list 1,000 tokens. `max_rows` (plain only): each table's first
    rows, the rest counted (a script reads them all with records())."""
    if plain:
        return _plain_view(result, max_chars, max_rows)
    lines: list[str] = []
    cells_of, item_of = _tables_and_items(result)
    for b in result.get("blocks", []):
        kind = b.get("kind")
        if kind == "cell_paragraph":
            continue  # shown through their table
        if kind == "table":
            # set_cell_text's `table: N` is body/tN; nested and header/footer tables go by block_id.
            m = re.fullmatch(r"body/t(\d+)", b["id"].split("#", 1)[0])
            how = f"table={m.group(1)}, row, col" if m else f"block_id={b['id']}, row, col"
            lines.append(f"Table [{b['id']}] ({b.get('rows')} rows x {b.get('cols')} cols; set_cell_text with {how}):")
            entry = cells_of.get(b["id"]) or {}
            rows = entry.get("cells") or []
            header = [" ".join((h or "").split())[:30] for h in rows[0]] if len(rows) > 1 else []
            for r, row in enumerate(rows):
                # Body cells carry their column's header ("c2 <header>=<value>"): a small model
                # picks the right col far more often when it does not have to count.
                lines.append(f"  row {r}: " + " | ".join(
                    f"c{c}{' ' + header[c] if r and c < len(header) and header[c] else ''}={' / '.join(v.split(chr(10)))}"
                    for c, v in enumerate(row)))
            cells = entry.get("cells") or []
            sums = column_sums(cells)
            if sums:
                lines.append("  column sums over the number cells, rows labelled total excluded: "
                             + ", ".join(f"c{c}={v}" for c, v in sums))
                for r in total_rows(cells)[:2]:
                    # The computed sum first: a small model copies the first number it reads.
                    shown = [f"the other rows of c{c} add up to {v} (the cell now says {cells[r][c]!r})"
                             for c, v in sums if c < len(cells[r]) and (cells[r][c] or "").strip()]
                    if shown:
                        lines.append(f"  row {r} is a total row: " + "; ".join(shown))
            if entry.get("truncated"):
                lines.append("  … (table cut: call docx_inspect with offset/limit to read more)")
            continue
        style = _style_label(b, item_of)
        lines.append(f"[{b['id']}]{' (' + style + ')' if style else ''} {b.get('text', '')}")
    extra = []
    for key in ("headers_footers", "footnotes", "comments", "revisions"):
        items = result.get(key) or []
        if items:
            extra.append(f"{key}: {len(items)}")
    if result.get("next_offset") is not None:
        extra.append(f"more blocks: call docx_inspect with offset={result['next_offset']}")
    text = "\n".join(lines + extra)
    if len(text) > max_chars:
        text = text[:max_chars] + "\n… (cut; call docx_inspect with offset/limit to read more)"
    return text


def _tables_and_items(result: dict[str, Any]) -> tuple[dict[str, Any], dict[int, tuple[int, int]]]:
    """An inspection's tables by block id, and each list paragraph's (item, of) by id(block)."""
    top = [b for b in result.get("blocks", []) if b.get("kind") != "cell_paragraph"]
    styles = [b.get("style") if b.get("kind") == "paragraph" else None for b in top]
    items = list_items(styles, cut_at_end=result.get("next_offset") is not None,
                       cut_at_start=bool(result.get("offset")))
    return {t["id"]: t for t in result.get("tables") or []}, {id(b): items[i] for i, b in enumerate(top) if i in items}


def _style_label(block: dict[str, Any], item_of: dict[int, tuple[int, int]]) -> str:
    """A paragraph's style as the views show it ('' for Normal), with its list position."""
    if id(block) in item_of:
        return f"{block.get('style')}, item {item_of[id(block)][0]} of {item_of[id(block)][1]}"
    return block["style"] if block.get("style") and block.get("style") != "Normal" else ""


def _plain_view(result: dict[str, Any], max_chars: int, max_rows: int | None = None) -> str:
    """`render_inspection(..., plain=True)`."""
    lines: list[str] = []
    cells_of, item_of = _tables_and_items(result)
    for b in result.get("blocks", []):
        if b.get("kind") == "cell_paragraph":
            continue  # shown through their table
        if b.get("kind") == "table":
            m = re.fullmatch(r"body/t(\d+)", b["id"].split("#", 1)[0])
            rows = (cells_of.get(b["id"]) or {}).get("cells") or []
            more = len(rows) - 1 - max_rows if max_rows is not None and len(rows) - 1 > max_rows else 0
            lines += table_by_row(m.group(1) if m else b["id"], b.get("rows"), b.get("cols"),
                                  rows[: len(rows) - more])
            if more or (cells_of.get(b["id"]) or {}).get("truncated"):
                # The table's own row count stands above: a script reads every row with records().
                lines.append("  … (table cut)")
            continue
        style = _style_label(b, item_of)
        lines.append(f"{'(' + style + ') ' if style else ''}{b.get('text', '')}")
    text = "\n".join(lines)
    if result.get("next_offset") is not None:
        text += "\n… (more blocks follow)"
    if len(text) > max_chars:
        text = text[:max_chars] + "\n… (cut)"
    return text


def _typeset_like(old: str, new: str) -> str:
    """`new` with the apostrophes the old text types (’ for ' between letters when the old text
    has ’ and no '): a probe's model wrote "St Aidan's Church Hall" over "St Aidan’s Church Hall",
    a change of a flyer the task never asked for."""
    if "\u2019" in old and "'" not in old:
        return re.sub(r"(?<=\w)'(?=\w)", "\u2019", new)
    return new


def _format_like(old: str, new: str) -> str:
    """A bare number written into a cell that shows a number with a currency sign or thousands
    separators takes that form ("7" into "$5.00" gives "$7.00"): the value changes, the
    cell's formatting does not. Apostrophes are typed as the old text types them (`_typeset_like`)."""
    new = _typeset_like(old, new)
    o, n = _number(old), _number(new)
    if o is None or n is None or not re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", new or ""):
        return new
    m = _NUMBER.match(old)
    assert m is not None
    # The sign is the new number's own ("-$5.00" takes 7 as "$7.00").
    head, tail = old[: m.start(1)].lstrip().lstrip("-").lstrip(), old[m.end(1):].rstrip()
    if not (o[2] or head or tail):
        return new  # a plain number: the model's own digits
    places = max(o[1], n[1])
    return head + (f"{n[0]:,.{places}f}" if o[2] else f"{n[0]:.{places}f}") + tail


def body_tables(doc: Any) -> dict[int, list[list[str]]]:
    """The cells of the body's top-level tables by their index N (`body/tN`, what
    set_cell_text's `table` is), read page by page through the inspection."""
    out: dict[int, list[list[str]]] = {}
    for page in _inspected_pages(doc):
        for t in page.get("tables") or []:
            m = re.fullmatch(r"body/t(\d+)", str(t.get("id", "")).split("#", 1)[0])
            if m:
                out[int(m.group(1))] = t.get("cells") or []
    return out


#: A table the objective names by its title: "the Registrations table", "in the staff rota table".
_NAMED_TABLE = re.compile(r"\bthe\s+((?:(?!(?:the|of|a|an|in|on|to|from)\b)[\w'&-]+\s+){1,4}?)table\b", re.I)
_NOT_A_NAME = frozenset({"first", "second", "third", "last", "next", "other", "same", "whole", "only", "one", "big",
                         "small", "main", "new", "old", "this", "that", "a", "an", "the", "of", "in", "each", "every"})


#: A condition on a table's rows, over two columns ("(Booked equals Places)", "where Sold = Stock")
#: or a column and a value ("whose Paid is No", "where Status is 'Overdue'").
_ROW_CONDITION = re.compile(
    r"(?:\b(?:where|whose|with|when|that\s+(?:is|are|have|has))\b|\()\s*(?:the\s+|its\s+|their\s+)?"
    r"([A-Za-z][\w ]{0,30}?)\s+(?:equals|is\s+equal\s+to|==?|matches|is\s+the\s+same\s+as|is|says|reads)\s+"
    r"['\"]?([\w.-]+(?:\s[\w.-]+){0,3}?)['\"]?(?=[.,;)]|\s+(?:and|so|then|save|in)\b|$)", re.I)
#: The column a formatting is put on: "make the course name bold", "bold the names", "put the titles in italics".
_FORMAT_TARGET = re.compile(r"\b(?:make|put|set|mark|show)\s+(?:the\s+)?([a-z][\w ]{0,30}?)\s+(?:in\s+)?"
                            r"(?:bold|italics?|underlined?|highlighted)\b|\b(?:bold|italicise|italicize|underline|"
                            r"highlight)\s+(?:the\s+)?([a-z][\w ]{0,30}?)\s+(?:of|for|in|where|whose|that|with)\b", re.I)


def _header_of(words: str, header: list[str], *, last: bool) -> int | None:
    """The column whose header is the words' longest run at their end (`last`) or start."""
    parts = words.split()
    spans = [parts[i:] for i in range(len(parts))] if last else [parts[:j] for j in range(len(parts), 0, -1)]
    keys = [text_key(h) for h in header]
    for span in spans:
        key = text_key(" ".join(span))
        if key and keys.count(key) == 1:
            return keys.index(key)
    return None


def row_condition_cells(grid: list[list[str]], objective: str) -> list[tuple[int, int]]:
    """(row, col) of the cells a formatting goes on: the column `_FORMAT_TARGET` names (a header
    whose words are among its words: "course name" and Course), in each body row that meets the
    objective's `_ROW_CONDITION` (two columns equal, numbers as numbers; or a column holding the
    value). [] when any part is not found."""
    if len(grid) < 2:
        return []
    header = [" ".join((h or "").split()) for h in grid[0]]
    cond = next((m for m in _ROW_CONDITION.finditer(objective) if _header_of(m.group(1), header, last=True) is not None), None)
    target = _FORMAT_TARGET.search(objective)
    if cond is None or target is None:
        return _stated_condition_cells(grid, header, objective)
    a = _header_of(cond.group(1), header, last=True)
    b = _header_of(cond.group(2), header, last=False)
    want = " ".join((target.group(1) or target.group(2) or "").lower().split())
    cols = [c for c in _columns_named(header, {w.removesuffix("s") for w in want.split()}) if c not in (a, b)]
    if a is None or len(cols) != 1:
        return []

    def same(x: str, y: str) -> bool:
        nx, ny = _number(x), _number(y)
        return abs(nx[0] - ny[0]) < 1e-9 if nx and ny else text_key(x) == text_key(y)

    out = []
    for r, row in enumerate(grid[1:], start=1):
        if a >= len(row) or cols[0] >= len(row):
            continue
        other = row[b] if b is not None and b < len(row) else cond.group(2)
        if same(row[a], other):
            out.append((r, cols[0]))
    return out


#: The cells a formatting goes on, before the condition their rows meet: "put the names of the
#: boats that are longer than 9 metres ... in italics", "bold every member who has ...".
_FORMAT_ROWS = re.compile(r"\b(?:make|put|set|mark|show|bold|italicise|italicize|underline|highlight)\s+"
                          r"(?:the\s+|every\s+|each\s+|all\s+(?:the\s+)?)?(?P<target>[a-z][\w ]{0,40}?)"
                          r"(?=\s+(?:that|which|who|whose|where|with)\b)", re.I)


def _columns_named(header: list[str], wanted: set[str]) -> list[int]:
    """The columns whose header shares a word (plural as singular) with `wanted`."""
    return [c for c, h in enumerate(header) if h and {w.removesuffix("s") for w in re.findall(r"[a-z]+", h.lower())} & wanted]


def _stated_condition_cells(grid: list[list[str]], header: list[str], objective: str) -> list[tuple[int, int]]:
    """`row_condition_cells` for a condition of comparisons and column values
    (`objective.conditions`: "the boats that are longer than 9 metres and have a diesel engine"):
    the cells of the column the target names (a header word among its words: "names of the
    boats" and Boat) in the rows that meet it; [] when any part is not read."""
    for m in _FORMAT_ROWS.finditer(objective):
        text = condition_text(objective, m.end("target"))
        cols = _columns_named(header, {w.removesuffix("s") for w in re.findall(r"[a-z]+", m.group("target").lower())} - STOPWORDS)
        if text is None or len(cols) != 1:
            continue
        rows = rows_meeting(header, [list(r) for r in grid[1:]], text)
        if rows:
            return [(r + 1, cols[0]) for r in rows if cols[0] < len(grid[r + 1])]
    return []


def table_titles(doc: Any) -> dict[int, str]:
    """Each top-level body table's title by its index N: its heading (or caption) since the table
    before it, and the paragraph right before it, joined by " / "."""
    titles: dict[int, str] = {}
    heading = last = ""
    for page in _inspected_pages(doc):
        for b in page.get("blocks") or []:
            bid = str(b.get("id", "")).split("#", 1)[0]
            if re.fullmatch(r"body/p\d+", bid):
                text = " ".join(str(b.get("text") or "").split())
                if text and (b.get("level") is not None or "caption" in str(b.get("style") or "").lower()):
                    heading = text
                last = text or last
            elif m := re.fullmatch(r"body/t(\d+)", bid):
                titles[int(m.group(1))] = " / ".join(dict.fromkeys(t for t in (heading, last) if t))
                heading = last = ""
    return titles


def named_table(doc: Any, objective: str) -> tuple[int, str, str] | None:
    """(N, the name, the title) of the one top-level body table whose title — its heading or
    caption since the table before it, and the paragraph right before it — holds the words the
    objective names a table by ("delete the rows of the Registrations table": the table under the
    heading "Registrations", not table 0). None when the objective names no table that way, or
    none or several tables fit."""
    names = [" ".join(m.group(1).split()) for m in _NAMED_TABLE.finditer(objective)]
    names = [n for n in names if not set(n.lower().split()) <= _NOT_A_NAME]
    if not names:
        return None
    titles = table_titles(doc)
    if len(titles) < 2:
        return None
    for name in names:
        key = text_key(name)
        fits = [n for n, title in titles.items() if key and key in text_key(title)]
        if len(fits) == 1:
            return fits[0], f"the {name} table", titles[fits[0]][:80]
    return None


def named_section_place(doc: Any, targets: list[str], objective: str) -> tuple[str, str] | None:
    """(the block id, its heading) of the one place among `targets` (block ids a replace_text
    found its text in) that sits under a heading the objective's words single out from the
    places' other headings (`singled_out`: "the blank in its Home Working section" beside a blank
    under "Parking"); None when no heading is named that way, or it holds no place or several."""
    heading, under = "", {}
    for page in _inspected_pages(doc):
        for b in page.get("blocks") or []:
            bid = str(b.get("id", "")).split("#", 1)[0]
            text = " ".join(str(b.get("text") or "").split())
            if re.fullmatch(r"body/p\d+", bid) and b.get("level") is not None and text:
                heading = text[:80]
            under[bid] = heading
    place_of = {}
    for t in targets:
        top = re.match(r"body/[pt]\d+", t)  # a cell's paragraph sits where its table does
        place_of[t] = under.get(top.group(0), "") if top else ""
    heads = list(dict.fromkeys(h for h in place_of.values() if h))
    if len(heads) < 2 or len(heads) < len(set(place_of.values())):
        return None  # a place outside any heading could be the one meant too
    # The document's own file name ("guide.docx") names no section of it.
    words = re.sub(r"[\w./-]+\.[A-Za-z]\w{1,5}\b", " ", objective)
    picked = singled_out([h.replace("/", " ") for h in heads], words)
    if picked is None:
        return None
    inside = [t for t, h in place_of.items() if h.replace("/", " ") in picked[0]]
    return (inside[0], place_of[inside[0]]) if len(inside) == 1 else None


def _inspected_pages(doc: Any) -> Any:
    """The document's inspection, page after page (1,000 blocks each)."""
    offset: int | None = 0
    while offset is not None:
        page = doc.inspect(offset=offset, limit=1000)
        yield page
        offset = page.get("next_offset")


#: A task that fills gaps left in a document: "three gaps in square brackets", "fill in the blanks" (not
#: "leave the phone blank").
_FILLS_GAPS = re.compile(r"\b(?:gaps?|placeholders?|square\s+brackets|fill\s+(?:in\s+|out\s+)?the\s+blanks?)\b", re.I)
#: A gap as a document leaves one: "[HOURS]", "{{name}}", "<DATE>", "____", "....", "TBC".
_GAP = re.compile(r"\[[^\[\]\n]{0,60}\]|\{\{[^{}\n]{0,40}\}\}|<[A-Z][^<>\n]{0,30}>|_{3,}|\.{3,}|\b(?:TBC|TBD|XX+)\b")


def not_a_gap(objective: str, old: str, index: int, kind: str, doc: Any) -> str:
    """Why an edit of a task that fills a document's gaps ("three gaps in square brackets") may not
    overwrite `old`: text of three words or more that holds no gap and that the task does not
    quote, with the gaps the document has; '' when it may. A probe's model wrote the figures over
    a table's notes column, and saved it over the draft."""
    if not _FILLS_GAPS.search(objective) or _GAP.search(old) or len(old.split()) < 3 or _norm(old) in _norm(objective):
        return ""
    gaps = list(dict.fromkeys(m.group(0) for m in _GAP.finditer(doc.text())))[:6] if doc is not None else []
    return (f"edit {index} ({kind}) would overwrite {old[:80]!r}, which is no gap: the task fills the document's gaps "
            f"and keeps the rest. Nothing was changed. "
            + (f"The gaps it has: {', '.join(repr(g) for g in gaps)}; fill each with replace_text (find: the gap, "
               "replace: its value)." if gaps else "Replace the gaps only."))


def resolve_cell(doc: Any, edit: dict[str, Any], tables: dict[int, list[list[str]]], index: int,
                 objective: str = "") -> dict[str, Any]:
    """A set_cell_text with its number in the cell's own format; a rewrite of the number the
    cell already holds is refused (NO_CHANGE), since it can only be a model that copied the old
    value; a row other than the one row holding a cell the objective quotes exactly is refused
    (WRONG_ROW), naming that row. The core finds the cell (indexes or labels) and reports a bad
    address itself."""
    from ..docx import DocxError

    if not isinstance(edit.get("text"), str):
        return edit
    try:
        cell = doc.locate_cell(edit)
    except DocxError:
        return edit  # the batch reports it, with the edit's index
    m = re.fullmatch(r"body/t(\d+)", str(cell["table"]).split("#", 1)[0])
    grid = tables.get(int(m.group(1)), []) if m else []
    meant = _quoted_row(grid, cell["row"], objective)
    if meant is None:
        meant = _described_row(grid, cell["row"], cell["col"], objective, edit["text"])
    edit = dict(edit)
    if meant is not None:
        # The row the task names by its exact text, not the near-identical one the model counted to.
        edit.pop("block_id", None)
        edit.update(table=int(m.group(1)) if m else edit.get("table"), row=meant, col=cell["col"])
        cell = doc.locate_cell(edit)
    old = cell["text"]
    moved = _old_value_row(grid, cell["row"], cell["col"], old, edit["text"], objective)
    if moved is not None:
        # "open until 3pm instead of 2pm": the row whose cell holds 2pm is the row to change.
        edit.pop("block_id", None)
        edit.update(table=int(m.group(1)) if m else edit.get("table"), row=moved, col=cell["col"])
        cell = doc.locate_cell(edit)
        old = cell["text"]
    edit["text"] = _within_cell(old, edit["text"], objective)
    gap = not_a_gap(objective, old, index, "set_cell_text", doc)
    if gap:
        raise _ToolError("NOT_A_GAP", gap)
    r, c = cell["row"], cell["col"]
    if (r in total_rows(grid) and not old.strip() and c < len(grid[0]) and _UNIT_HEAD.search(grid[0][c] or "")
            and not _DERIVED_HEAD.search(grid[0][c] or "") and not _TOTAL_WORD.search(grid[0][c] or "")):
        items = [" ".join((row[0] or "").split())[:40] for i, row in enumerate(grid) if i and i not in total_rows(grid)]
        # The one item row whose label shares a word with the task ("the Foam line's unit price" and
        # 'Foam - 50 mm seat pad'): that row's cell is the one meant (a probe's model sent the
        # total row twice after the refusal).
        said = {w for w in re.findall(r"[a-z]{3,}", objective.lower()) if w not in STOPWORDS}
        meant_rows = [i for i, row in enumerate(grid) if i and i not in total_rows(grid)
                      and set(re.findall(r"[a-z]{3,}", (row[0] or "").lower())) & said]
        if len(meant_rows) == 1:
            edit.pop("block_id", None)
            edit.update(table=int(m.group(1)) if m else edit.get("table"), row=meant_rows[0], col=c)
            return resolve_cell(doc, edit, tables, index, objective)
        raise _ToolError("TOTAL_ROW", f"edit {index} (set_cell_text) writes {edit['text']!r} into the blank "
                         f"{' '.join(grid[0][c].split())!r} cell of row {r}, the table's total row: a "
                         f"{' '.join(grid[0][c].split()).lower()} belongs to an item's row ("
                         + ", ".join(repr(x) for x in items[:8]) + "). Nothing was changed: set the cell in the "
                         "row the task names.")
    kind = other_kind(old, edit["text"])
    if kind:
        raise _ToolError("OTHER_KIND", f"edit {index} (set_cell_text) writes the {kind} {edit['text']!r} over "
                         f"{old!r} (row {cell['row']}, col {cell['col']}), which holds no {kind}. Nothing was "
                         f"changed. {_kind_places(doc, kind)}")
    named = re.match(r"\s*([^=\n]{1,40}?)\s*=\s*(\S.*)$", edit["text"], re.S)
    if named and grid and any(text_key(h) == text_key(named.group(1)) for h in grid[0]) \
            and text_key(edit["text"]) not in text_key(objective):
        # "Details=11:00": a column's name written into the cell as a row is addressed
        # (`Column=Value`); the cell's text is what follows it (a probe's model, setting a time).
        edit["text"] = named.group(2)
    edit["text"] = _format_like(old, edit["text"])
    o, n = _number(old), _number(edit["text"])
    if o is not None and n is not None and abs(o[0] - n[0]) < 1e-9:
        r, c = cell["row"], cell["col"]
        m = re.fullmatch(r"body/t(\d+)", str(cell["table"]))
        cells = tables.get(int(m.group(1)), []) if m else []
        hint = ""
        if r in total_rows(cells):
            # A total row rewritten with its own wrong total: say what the other rows add up to.
            sums = dict(column_sums(cells))
            hint = f" The other rows of this column add up to {sums[c]}." if c in sums else ""
        raise _ToolError("NO_CHANGE", f"edit {index} (set_cell_text): row {r}, col {c} already holds {old!r}; "
                         f"nothing was applied.{hint} Write the new value the task asks for.",
                         where=f"{str(cell['table']).split('#', 1)[0]}/r{r}c{c}")
    return edit


#: "after the first heading", "immediately after that document's last heading".
_ORDINAL_HEADING = re.compile(r"\bafter\s+(?:[\w'’]+\s+){0,3}?(first|last)\s+heading\b", re.I)


_HASH_ONLY = re.compile(r"[0-9a-fA-F]{4}")


def completed_ids(doc: Any, edits: list[Any]) -> list[str]:
    """Block ids given without their `#hash` completed in place, when exactly one block of the
    document has that path (`body/p3`) or that hash (`e8bb`, the hash alone); one note per id
    completed. An id the document does not single out is left for the core to refuse. A 1.5B
    model sent the hash alone and then the same id again after the refusal (probe trace)."""
    ids: list[str] | None = None
    notes: list[str] = []
    for i, e in enumerate(edits):
        if not isinstance(e, dict):
            continue
        for key in ("block_id", "anchor_id"):
            given = e.get(key)
            if not isinstance(given, str) or "#" in given or not given.strip():
                continue
            ids = ids if ids is not None else doc.block_ids()
            want = given.strip()
            hits = [b for b in ids if b.split("#", 1)[0] == want]
            if not hits and _HASH_ONLY.fullmatch(want):
                hits = [b for b in ids if b.rsplit("#", 1)[-1].lower() == want.lower()]
            if len(hits) == 1:
                e = edits[i] = {**e, key: hits[0]}
                notes.append(f"edit {i} ({e.get('type')}): {key} {given!r} is {hits[0]}")
    return notes


def _quoted_anchor(doc: Any, anchor_id: str, objective: str) -> tuple[str, str] | None:
    """Where a new paragraph's anchor should be, with why, when the model's is plainly not it:
    the objective says "after the first (last) heading" — that heading; the objective quotes the
    text of exactly one heading (else one paragraph) and the anchor's
    text is none of its quoted texts — that paragraph; or the anchor is not a heading but reads
    exactly like one heading (a table of contents' line) — that heading. Else None."""
    blocks: list[dict[str, Any]] = []
    for page in _inspected_pages(doc):
        blocks += [b for b in page.get("blocks", []) if b.get("kind") == "paragraph"]
        if len(blocks) >= 5000:
            break

    def norm(b: dict[str, Any]) -> str:
        return text_key(b.get("text"))

    key = anchor_id.split("#", 1)[0]
    anchor = next((b for b in blocks if b["id"] == anchor_id or b["id"].split("#", 1)[0] == key), None)
    if anchor is None:
        return None
    ordinal = _ORDINAL_HEADING.search(objective)
    heads = [b for b in blocks if b.get("level")]
    if ordinal and heads:
        # "after the document's first heading": that heading, whatever paragraph the model picked.
        which = ordinal.group(1).lower()
        want = heads[0] if which == "first" else heads[-1]
        return None if want["id"] == anchor["id"] else (want["id"], f"the document's {which} heading, as the task says")
    phrases = quoted_keys(objective)
    if norm(anchor) not in phrases:
        for pool in ([b for b in blocks if b.get("level")], blocks):
            hits = [b for b in pool if norm(b) in phrases]
            if len(hits) == 1:
                at, target = blocks.index(anchor), blocks.index(hits[0])
                nxt = next((j for j in range(target + 1, len(blocks)) if blocks[j].get("level")), len(blocks))
                if target < at < nxt and hits[0].get("level"):
                    return None  # inside the quoted heading's own section: a place the model chose there
                return hits[0]["id"], f"the paragraph that reads exactly {hits[0].get('text')!r}, as the task quotes it"
            if hits:
                return None
    twins = [b for b in blocks if b.get("level") and norm(b) == norm(anchor)] if not anchor.get("level") else []
    if len(twins) == 1 and norm(anchor):
        return twins[0]["id"], "the heading that this contents line repeats"
    return _described_anchor(blocks, anchor, objective)


#: A task that adds a list item: "as a new bullet", "keep the same bullet style", "a new step".
_LIST_ITEM = re.compile(r"\b(?:bullet(?:ed)?(?:\s+points?)?|list\s+items?|numbered\s+(?:item|step|point)s?|"
                        r"same\s+(?:list\s+|bullet\s+)?style|new\s+(?:item|point|step)|numbered\s+(?:like|as)|"
                        r"same\s+numbering|(?:add|insert)\s+(?:a|an|one|this)\s+(?:new\s+)?(?:step|item|point))\b",
                        re.I)
_LIST_STYLE = re.compile(r"\b(?:list|bullet|number)", re.I)


def list_style(doc: Any, edit: dict[str, Any], objective: str) -> str | None:
    """The style a new paragraph takes when the task adds a list item (`_LIST_ITEM`) after a
    paragraph of a list style and the edit gives none, or one that is no list style: the
    anchor's. A new paragraph without a style after a list item is plain text (`new_paragraph`);
    a 1.5B model sent "normal" for "a new bullet ... keep the same bullet style" (a probe trace)."""
    if not _LIST_ITEM.search(objective) or not isinstance(edit.get("anchor_id"), str):
        return None
    if edit.get("style") and _LIST_STYLE.search(str(edit["style"])):
        return None
    key = edit["anchor_id"].split("#", 1)[0]
    for page in _inspected_pages(doc):
        for b in page.get("blocks") or []:
            if str(b.get("id", "")).split("#", 1)[0] == key:
                style = str(b.get("style") or "")
                return style if b.get("kind") == "paragraph" and _LIST_STYLE.search(style) else None
    return None


#: "straight after the belay device one", "after the bullet about fire doors", "below the step on
#: ladders": the paragraph a new one follows, by what it is about.
_AFTER_DESCRIBED = re.compile(
    r"\b(?:after|below|beneath|under(?:neath)?|following)\s+the\s+(?:(?:one|bullet|item|point|line|paragraph|step|"
    r"entry|rule|check)\s+(?:about|on|for|that\s+mentions)\s+(?:the\s+)?(?P<a>[\w' -]{3,40}?)(?=\s*(?:[,.;:)]|$))"
    r"|(?P<b>[\w' -]{3,40}?)\s+(?:one|bullet|item|point|line|paragraph|step|entry|rule|check)(?=[\s,.;:)]|$))", re.I)
#: "in the top-rope section", "under the Lead wall heading".
_IN_SECTION = re.compile(r"\b(?:in|under|within)\s+the\s+(?P<s>[\w' -]{2,40}?)\s+(?:section|heading|part|list)\b", re.I)


#: Words that say where a paragraph is, not what it is about.
_PLACE_WORDS = frozenset("""first second third fourth fifth sixth last final next previous opening closing top bottom
    same following preceding above below new other current existing middle penultimate""".split())


def _described_anchor(blocks: list[dict[str, Any]], anchor: dict[str, Any], objective: str) -> tuple[str, str] | None:
    """The paragraph a new one goes after when the objective describes it ("straight after the
    belay device one", in "the top-rope section" when it names one) and the model's anchor is not
    about that: of the paragraphs (in that section) whose text holds the description, the one
    that says it first; None when none does, or two say it as early. A 1.5B model put a new
    bullet after the section's heading (a probe trace)."""
    m = _AFTER_DESCRIBED.search(" ".join(objective.split()))
    pool, sec = _section_pool(blocks, objective)
    if not m:
        return _clause_anchor(pool, anchor, objective, sec)
    desc = text_key(m.group("a") or m.group("b"))
    if not desc or len(desc) < 4 or set(desc.split()) & _PLACE_WORDS or re.search(r"\d", desc):
        return None  # "after the first paragraph", "after the last bullet": a place, not a description
    if desc in text_key(anchor.get("text")) and any(b["id"] == anchor["id"] for b in pool):
        return None
    spots = sorted((text_key(b.get("text")).find(desc), i) for i, b in enumerate(pool) if desc in text_key(b.get("text")))
    if not spots or (len(spots) > 1 and spots[0][0] == spots[1][0]):
        return None
    hit = pool[spots[0][1]]
    return hit["id"], f"the paragraph about {m.group('a') or m.group('b')!r}" + (
        f" in the {sec!r} section" if sec else "") + ", as the task describes it"


#: "to the get-in," / "in the get-out part": a section a heading opens, named by its first words.
_TO_SECTION = re.compile(r"\b(?:to|in|into|within)\s+the\s+(?P<s>[\w'-]+(?:\s+[\w'-]+){0,2}?)"
                         r"(?=\s*[,.;:]|\s+(?:section|part|list|heading|stage|phase)\b)", re.I)


def _section_pool(blocks: list[dict[str, Any]], objective: str) -> tuple[list[dict[str, Any]], str]:
    """(the paragraphs of the one section the objective names, its name) — "in the top-rope section"
    (a heading holding the words) or "to the get-in," (a heading that opens with them) — else
    (all of them, '')."""
    text = " ".join(objective.split())
    found = [(m.group("s"), False) for m in _IN_SECTION.finditer(text)] + [
        (m.group("s"), True) for m in _TO_SECTION.finditer(text)]
    for name, opens in found:
        want = text_key(name)
        heads = [i for i, b in enumerate(blocks) if b.get("level") and want and (
            text_key(b.get("text")).startswith(want + " ") or text_key(b.get("text")) == want if opens
            else want in text_key(b.get("text")))]
        if len(heads) == 1:
            at, level = heads[0], blocks[heads[0]]["level"]
            end = next((j for j in range(at + 1, len(blocks)) if blocks[j].get("level") and blocks[j]["level"] <= level),
                       len(blocks))
            return blocks[at + 1:end], name
    return blocks, ""


#: "straight after the step where the lit bars are flown out and locked off": a paragraph told by
#: what happens in it.
_AFTER_CLAUSE = re.compile(r"\b(?:after|below|beneath|following)\s+the\s+(?:one|bullet|item|point|line|paragraph|step|"
                           r"entry|rule|stage)\s+(?:where|in\s+which|that|which|when|about)\s+(?P<c>[^,.;:()]{6,120})",
                           re.I)


def _stems(text: str) -> set[str]:
    return {w[:4] for w in text_key(text).split() if len(w) > 1 and w not in STOPWORDS and not w.isdigit()}


def _clause_anchor(pool: list[dict[str, Any]], anchor: dict[str, Any], objective: str,
                   sec: str) -> tuple[str, str] | None:
    """The paragraph a clause describes ("the step where the lit bars are flown out and locked off"):
    of `pool`, the one sharing the most of its words' stems (four letters: "locked" finds "lock"),
    two at least and half of them, and more than any other; None when the model's anchor is
    that one or none stands out. A probe's model put the new step after the section's opening."""
    m = _AFTER_CLAUSE.search(" ".join(objective.split()))
    want = _stems(m.group("c")) if m else set()
    if len(want) < 2:
        return None
    scored = sorted(((len(want & _stems(b.get("text"))), i) for i, b in enumerate(pool) if not b.get("level")),
                    reverse=True)
    if not scored or scored[0][0] < max(2, (len(want) + 1) // 2) or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    hit = pool[scored[0][1]]
    if hit["id"] == anchor["id"]:
        return None
    return hit["id"], f"the paragraph where {m.group('c').strip()!r}" + (f" in the {sec!r} section" if sec else "") + (
        ", as the task describes it")


def _old_value_row(cells: list[list[str]], row: int, col: int, old: str, text: str, objective: str) -> int | None:
    """The row meant instead of `row` when the new text is a value the objective changes an old one
    to ("until 3pm instead of 2pm", `objective.replacement_pairs`), the edited cell lacks the old
    value and exactly one other cell of that column holds it; else None."""
    for was, new in replacement_pairs(objective):
        if text_key(new) not in text_key(text) or _holds(old, was):
            continue
        rows = [r for r in range(1, len(cells)) if col < len(cells[r]) and _holds(cells[r][col], was)]
        if len(rows) == 1 and rows[0] != row:
            return rows[0]
    return None


def _holds(text: str, value: str) -> bool:
    """Whether `value` is in `text` as a whole word or figure (case aside)."""
    return bool(value.strip()) and re.search(rf"(?<![\w.]){re.escape(value.strip())}(?![\w])", text, re.I) is not None


def _within_cell(old: str, text: str, objective: str) -> str:
    """The cell's text with only the changed value replaced, when the new text is just the value the
    objective changes an old one to and the cell holds the old value among other text: "until 3pm
    instead of 2pm" over "9am – 2pm" is "9am – 3pm", not "3pm" (a probe's model wrote the value
    alone)."""
    for was, new in replacement_pairs(objective):
        if text_key(text) == text_key(new) and _holds(old, was) and text_key(old) != text_key(was):
            return re.sub(rf"(?<![\w.]){re.escape(was.strip())}(?![\w])", lambda _m, new=new: new, old, count=1, flags=re.I)
    return text


#: Kinds of value a cell or a sentence holds. A phone number, an e-mail or a web address names one
#: thing: written over text that holds a value of another kind and none of its own, it went to the
#: wrong place (a probe's model wrote the shop's new phone number over a day's opening hours).
_VALUE_KINDS = {
    "phone number": re.compile(r"(?<![\w.,/])\+?\(?\d[\d ()-]{7,}\d(?![\w/])"),
    "e-mail address": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "web address": re.compile(r"\bhttps?://\S+|\bwww\.\S+", re.I),
    "time": re.compile(r"\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b\d{1,2}:\d{2}\b", re.I),
    "amount of money": re.compile(r"[£$€¥]\s?\d"),
    "date": re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
                       r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}\b|"
                       r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b", re.I),
}
_ONE_THING = ("phone number", "e-mail address", "web address")


def _holds_kind(text: str, kind: str) -> bool:
    """Whether `text` holds a value of `kind` (`_VALUE_KINDS`); a phone number has 9 digits or more."""
    return any(kind != "phone number" or len(re.sub(r"\D", "", m.group())) >= 9 for m in _VALUE_KINDS[kind].finditer(text))


def value_kinds(text: str) -> set[str]:
    """The kinds of value (`_VALUE_KINDS`) that `text` holds."""
    return {kind for kind in _VALUE_KINDS if _holds_kind(text, kind)}


def other_kind(old: str, new: str) -> str | None:
    """The kind of the phone number, e-mail or web address `new` writes over `old` when `old`
    holds values of other kinds and none of that one; else None. Text with no value in it (a
    blank, "TBC", a name) may take any."""
    wrote = sorted(value_kinds(new) & set(_ONE_THING))
    held = value_kinds(old)
    if not wrote or not held or held & set(wrote):
        return None
    return wrote[0]


def _kind_places(doc: Any, kind: str, limit: int = 6) -> str:
    """Where the document holds values of `kind`, for a refusal: its blocks and their text."""
    found = []
    for page in _inspected_pages(doc):
        for b in page.get("blocks") or []:
            text = str(b.get("text") or "")
            if b.get("kind") != "table" and _holds_kind(text, kind):
                found.append(f"{str(b.get('id')).split('#', 1)[0]}: {text[:120]!r}")
    if not found:
        return f"The document holds no {kind} yet: put it where the task says it goes."
    return (f"The document's {kind}s are in {'; '.join(found[:limit])}. Change the one the task means: "
            f"replace_text with find set to the old {kind} and replace to the new one.")


def _quoted_row(cells: list[list[str]], row: int, objective: str) -> int | None:
    """The row meant instead of `row`: when the objective quotes a text that is exactly one cell
    of exactly one row of the table (case and spacing aside) and the edit addresses another row
    that holds no quoted text, that one row; else None. A small model picks the first row that
    merely contains the words (`X - phase 2` for `X`)."""
    phrases = quoted_keys(objective)
    if not phrases or not cells:
        return None

    def holds(r: int) -> bool:
        return any(text_key(v) in phrases for v in cells[r])

    rows = [r for r in range(1, len(cells)) if holds(r)]
    if len(rows) != 1 or rows[0] == row or (row < len(cells) and holds(row)):
        return None
    return rows[0]


#: A table's date cell with its day of the month: "Thu 20 Mar", "20 March", "20/03".
_CELL_DAY = re.compile(r"(?:[a-z]{3,9}\.?,?\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?(?:\s+(?P<m>[a-z]{3,9})\.?|[/.]\d{1,2})"
                       r"(?:[\s/.]\d{2,4})?")


def _says(value: str, folded: str) -> bool:
    """Whether the objective (`folded`, as `text_key` gives it) writes a cell's value (`text_key`'d):
    whole, or a part of a longer cell ("St Albans" of "County Chess League, St Albans"), or a date
    cell's day of the month ("on the 20th", "20 March", "March 20" of "Thu 20 Mar")."""
    if re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", folded):
        return True
    parts = [p.strip() for p in re.split(r",|\s[-–—]\s|;|/", value) if len(p.strip()) >= 4]
    if len(parts) > 1 and any(re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", folded) for p in parts):
        return True
    day = _CELL_DAY.fullmatch(value)
    if day is None:
        return False
    d, mon = int(day.group("d")), (day.group("m") or "")[:3]
    return re.search(rf"\b{d}(?:st|nd|rd|th)\b", folded) is not None or (len(mon) == 3 and re.search(
        rf"\b{d}(?:st|nd|rd|th)?\s+(?:of\s+)?{mon}|\b{mon}[a-z]*\.?\s+{d}\b", folded) is not None)


def _row_score(cells: list[list[str]], r: int, folded: str, text: str) -> int:
    """How many of row `r`'s cells the objective writes, the new text aside (the edited cell's old
    value counts: "the game on 12 April has been moved to 26 April")."""
    values = {text_key(v) for v in cells[r]}
    return sum(1 for v in values if 2 <= len(v) <= 40 and v != text_key(text) and _says(v, folded))


def _described_row(cells: list[list[str]], row: int, col: int, objective: str, text: str) -> int | None:
    """The row meant instead of `row` when the objective describes one row by several of its cells
    together ("the Wednesday 18:30 Vinyasa Flow class", where each value alone is in other rows
    too): the one row with the most of its other cells' values written in the objective (two at
    least, `_row_score`), when the edited row has fewer; else None. A probe's model set the teacher
    of the Monday 18:30 Vinyasa Flow row for the Wednesday one. The new text counts for no row."""
    if not cells or row >= len(cells):
        return None
    folded = text_key(objective)
    scores = {r: _row_score(cells, r, folded, text) for r in range(1, len(cells))}
    best = max(scores.values(), default=0)
    tops = [r for r, n in scores.items() if n == best]
    if best < 2 or len(tops) != 1 or tops[0] == row or scores.get(row, 0) >= best:
        return None
    return tops[0]


def described_table(tables: dict[int, list[list[str]]], objective: str) -> int | None:
    """The one table holding the row the objective describes best (`_row_score`, two cells at
    least), for a table edit that names no table in a document of several; else None. A probe's
    model left out `table` ("the U12s' home game v Harton Rovers on 12 April", two fixture tables
    alike) and its whole batch was refused."""
    folded = text_key(objective)
    best = {t: max((_row_score(cells, r, folded, "") for r in range(1, len(cells))), default=0)
            for t, cells in tables.items()}
    top = max(best.values(), default=0)
    tops = [t for t, n in best.items() if n == top]
    return tops[0] if top >= 2 and len(tops) == 1 else None


class _ToolError(Exception):
    def __init__(self, code: str, message: str, where: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.where = where  # the cell (`body/tN/rRcC`) a refused cell edit addresses, when one


def _dumps(obj: Any) -> str:
    return orjson.dumps(obj, default=str).decode()
