"""Typed edit operations on a document's XML, in ``direct`` or ``tracked`` mode.

Edits are applied by a :class:`Batch` to private copies of the parts they touch; the document only
swaps the copies in when every edit of the batch succeeded, which is what makes a batch atomic and a
dry run free of side effects. Block ids are resolved against the state *before* the batch (the state
the caller inspected), so an edit can still name a paragraph that an earlier edit of the same batch
changed.

All changes go through small helpers that move, split or wrap existing runs: the characters that are
not edited keep their exact XML, and new text takes the formatting of the run it replaces.

The modules: ``schema`` (the edit models, the wire contract), ``batch`` (what a batch changed, the
redline), ``resolve`` (block ids before anything changes), ``runs`` (the run-level pieces every operation
uses) and one module per operation (``replace``, ``paragraphs``, ``delete`` — blocks and table rows —, ``cells``,
``rows``, ``numbers``, ``comments``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .batch import Batch, BatchParts, check_author, now_stamp, redline_text
from .cells import op_set_cell_text, op_set_cells
from .comments import op_add_comment
from .delete import op_delete_block, op_delete_rows
from .format import op_set_format
from .numbers import op_adjust_numbers
from .paragraphs import op_append_paragraph, op_insert_paragraph
from .replace import op_replace_text
from .resolve import Prepared, prepare
from .rows import op_insert_row
from .schema import (
    AddComment,
    AdjustNumbers,
    AppendParagraph,
    DeleteBlock,
    DeleteRows,
    InsertParagraph,
    InsertRow,
    ReplaceText,
    SetCells,
    SetCellText,
    SetFormat,
    SortRows,
    edit_tool_schema,
    edits_json_schema,
    parse_edits,
)
from .sort import op_sort_rows

OPERATIONS: dict[str, Callable[[Batch, Prepared], dict[str, Any]]] = {
    "replace_text": op_replace_text,
    "insert_paragraph": op_insert_paragraph,
    "append_paragraph": op_append_paragraph,
    "delete_block": op_delete_block,
    "delete_rows": op_delete_rows,
    "set_cell_text": op_set_cell_text,
    "set_cells": op_set_cells,
    "insert_row": op_insert_row,
    "adjust_numbers": op_adjust_numbers,
    "sort_rows": op_sort_rows,
    "set_format": op_set_format,
    "add_comment": op_add_comment,
}


__all__ = [
    "AddComment",
    "AdjustNumbers",
    "AppendParagraph",
    "Batch",
    "BatchParts",
    "DeleteBlock",
    "DeleteRows",
    "InsertParagraph",
    "InsertRow",
    "OPERATIONS",
    "ReplaceText",
    "SetCellText",
    "SetCells",
    "SetFormat",
    "SortRows",
    "check_author",
    "edit_tool_schema",
    "edits_json_schema",
    "now_stamp",
    "parse_edits",
    "prepare",
    "redline_text",
]
