"""Word document tools: read (run formatting marked), find (bold/italic/style), extract across
many files, compare two documents — their arguments. The implementation (docx_impl.py) loads the
OOXML stack only when a docx tool is first called."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from .base import Tool, ToolArgs, ToolEnv, ToolResult


def _lazy(name: str) -> Any:
    def run(env: ToolEnv, args: Any) -> ToolResult:
        from . import docx_impl

        return getattr(docx_impl, name)(env, args)

    return run


class DocxReadArgs(ToolArgs):
    path: str = Field(description=".docx file relative to the workspace root")
    offset: int = Field(0, ge=0, description="first block (paragraph or table) to show")
    limit: int = Field(200, ge=1, le=1000, description="blocks shown at most")

class DocxFindArgs(ToolArgs):
    path: str = Field(description="a .docx file, or a folder whose .docx files are searched")
    bold: bool | None = Field(None, description="only text that is (true) or is not (false) bold")
    italic: bool | None = Field(None, description="only text that is (true) or is not (false) italic")
    style: str | None = Field(None, description="only paragraphs of this paragraph style, or runs of this character style")
    text: str | None = Field(None, description="only text matching this regex (case-insensitive)")

class DocxExtractArgs(ToolArgs):
    path: str = Field(".", description="a folder (searched recursively) or one .docx file")
    glob: str = Field("*.docx", description="which .docx files, e.g. reports/*.docx")
    match: str | None = Field(None, description="paragraphs and table rows whose text matches this regex (case-insensitive)")
    column: str | None = Field(None, description="the values of the table column with this header, with each row's record")
    headings: bool = Field(False, description="the headings of each document")

class DocxCompareArgs(ToolArgs):
    old: str = Field(description="the first (older) .docx")
    new: str = Field(description="the second (newer) .docx")


DOCX_READ = Tool(
    "docx_read",
    "Read a Word .docx: each paragraph with its block id, style and heading level, bold text as **x** and "
    "italic as *x* (formatting from styles included), tables as records Column=value keyed by the header row.",
    DocxReadArgs, _lazy("_read"),
)

DOCX_FIND = Tool(
    "docx_find",
    "Find text in .docx files by formatting: bold, italic (inherited from styles too), a paragraph or character "
    "style, and/or a regex; each piece of text with its file and block id.",
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
