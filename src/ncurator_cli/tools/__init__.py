"""Typed, deterministic tools that the model chooses and the host computes (see base.py).

One toolset shared by every capability: `toolset(read_only=True)` is what a question gets (no
tool that can change a file exists in it); `toolset()` adds the write tools for a change.
"""

from __future__ import annotations

from .base import SKIP_DIRS, Tool, ToolArgs, ToolEnv, ToolError, ToolResult, schema_of
from .data import DATA_EXPORT, DATA_QUERY, QUESTION_FACTS, SETTINGS_FACTS
from .docx_tools import DOCX_COMPARE, DOCX_EXTRACT, DOCX_FIND, DOCX_READ
from .files import FIND_FILES, GREP, READ_FILE
from .judge import JUDGE_DOCUMENTS
from .pycode import PYTHON_FACTS
from .repair import REPAIR_SEARCH
from .scriptcall import SCRIPT_CALL
from .settings import SET_VALUE
from .write import MOVE_PATH, WRITE_FILE

FILE_TOOLS: tuple[Tool, ...] = (FIND_FILES, READ_FILE, GREP, DATA_QUERY, PYTHON_FACTS)
DOCX_TOOLS: tuple[Tool, ...] = (DOCX_READ, DOCX_FIND, DOCX_EXTRACT, DOCX_COMPARE)
WRITE_TOOLS: tuple[Tool, ...] = (WRITE_FILE, MOVE_PATH, SET_VALUE, DATA_EXPORT)

#: Run by the host, never offered to a model: the facts a question's first turn starts from, and
#: the one-place repair a fix task's failing check is tried with, the run of a script a question asks about.
HOST_TOOLS: tuple[Tool, ...] = (QUESTION_FACTS, SETTINGS_FACTS, JUDGE_DOCUMENTS, REPAIR_SEARCH, SCRIPT_CALL)

ALL: dict[str, Tool] = {t.name: t for t in (*FILE_TOOLS, *DOCX_TOOLS, *WRITE_TOOLS, *HOST_TOOLS)}


def toolset(*, read_only: bool = False, docx: bool = True) -> list[Tool]:
    """The shared tools, read tools first; `read_only` leaves out every tool that writes."""
    tools = [*FILE_TOOLS, *(DOCX_TOOLS if docx else ())]
    if not read_only:
        tools.extend(WRITE_TOOLS)
    return tools


def get(name: str) -> Tool | None:
    return ALL.get(name)


__all__ = [
    "ALL", "DOCX_TOOLS", "FILE_TOOLS", "HOST_TOOLS", "SKIP_DIRS", "WRITE_TOOLS", "Tool", "ToolArgs", "ToolEnv", "ToolError",
    "ToolResult", "get", "schema_of", "toolset",
]
