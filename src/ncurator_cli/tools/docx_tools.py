"""Word document tools: read (run formatting marked), find (bold/italic/underline/strike/style), extract across
many files, compare two documents — their arguments. The implementation (docx_impl.py) loads the
OOXML stack only when a docx tool is first called."""

from __future__ import annotations

from typing import Any

from .base import Tool, ToolEnv, ToolResult
from .docx_args import DocxCompareArgs, DocxExtractArgs, DocxFindArgs, DocxReadArgs


def _lazy(name: str) -> Any:
    def run(env: ToolEnv, args: Any) -> ToolResult:
        from . import docx_impl

        return getattr(docx_impl, name)(env, args)

    return run


DOCX_READ = Tool(
    "docx_read",
    "Read a Word .docx: each paragraph with its block id, style and heading level, bold text as **x** and "
    "italic as *x* (formatting from styles included), coloured text as <red>x</red>, tables as records Column=value keyed by the header row.",
    DocxReadArgs, _lazy("_read"),
)

DOCX_FIND = Tool(
    "docx_find",
    "Find text in .docx files by formatting: bold, italic, underline, struck through (inherited from styles "
    "too), a colour, a paragraph or character style, and/or a regex; each piece of text with its file and block id.",
    DocxFindArgs, _lazy("_find"),
)

DOCX_EXTRACT = Tool(
    "docx_extract",
    "Extract from many .docx files at once: paragraphs and table rows matching a regex, a table column's values "
    "(by header), or headings; per file, with block ids.",
    DocxExtractArgs, _lazy("_extract"),
)

DOCX_COMPARE = Tool(
    "docx_compare",
    "Compare two .docx files paragraph by paragraph (and table row by row): changed, added and removed text, "
    "and text whose bold/italic changed.",
    DocxCompareArgs, _lazy("_compare"),
)
