"""The docx tools in guided mode: a cell is addressed by row and col only (indexes or labels, which
the docx core resolves); a 1.5B model given the choice invented block ids for cells
(`body/t0#06a9/c2`) and gave up on the error. The schema is the edit models' own
(`edit_tool_schema`), with `block_id` left out of `set_cell_text`."""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

from ..docx.edits import edit_tool_schema
from ..protocol.tools import ToolSpec

GUIDED_ADJUST: dict[str, dict[str, Any]] = {"set_cell_text": {"omit": ["block_id"], "require": ["row", "col"]}}
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
