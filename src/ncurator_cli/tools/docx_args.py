"""The arguments of the Word document tools (shared by their declarations and their implementation)."""

from __future__ import annotations

from pydantic import Field

from .base import ToolArgs


class DocxReadArgs(ToolArgs):
    path: str = Field(description=".docx file relative to the workspace root")
    offset: int = Field(0, ge=0, description="first block (paragraph or table) to show")
    limit: int = Field(200, ge=1, le=1000, description="blocks shown at most")

class DocxFindArgs(ToolArgs):
    path: str = Field(description="a .docx file, or a folder whose .docx files are searched")
    bold: bool | None = Field(None, description="only text that is (true) or is not (false) bold")
    italic: bool | None = Field(None, description="only text that is (true) or is not (false) italic")
    underline: bool | None = Field(None, description="only text that is (true) or is not (false) underlined")
    strike: bool | None = Field(None, description="only text that is (true) or is not (false) struck through")
    style: str | None = Field(None, description="only paragraphs of this paragraph style, or runs of this character style")
    colour: str | None = Field(None, description="only text of this colour or highlighted so: red, orange, yellow, green, blue, purple, pink, grey, or any")
    text: str | None = Field(None, description="only text matching this regex (case-insensitive)")

class DocxExtractArgs(ToolArgs):
    path: str = Field(".", description="a folder (searched recursively) or one .docx file")
    glob: str = Field("*.docx", description="which .docx files, e.g. reports/*.docx")
    match: str | None = Field(None, description="paragraphs and table rows whose text matches this regex (case-insensitive)")
    column: str | None = Field(None, description="the values of the table column with this header (with each row's record), counted and summed; with match, only the rows that match")
    headings: bool = Field(False, description="the headings of each document")

class DocxCompareArgs(ToolArgs):
    old: str = Field(description="the first (older) .docx")
    new: str = Field(description="the second (newer) .docx")
