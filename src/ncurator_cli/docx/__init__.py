"""Deterministic, typed edits of .docx files that keep formatting and never corrupt a file.

Public surface (used by the ``docx`` capability)::

    inspect(path, offset=0, limit=200) -> dict
    DocxDocument.open(path) -> DocxDocument
        .inspect(offset=0, limit=200) -> dict
        .apply_edits(edits, mode="direct"|"tracked", author="ncurator", dry_run=False) -> dict
        .save(output_path, overwrite=False) -> {"path", "sha256", "size"}
        .locate_cell({"table"?, "row", "col"}) -> {"id", "table", "row", "col", "text"}
        .dirty
    DocxError(code, message, details).to_dict()

See docs/docx.md for the contract.
"""

from .document import DocxDocument, atomic_write, inspect
from .edits import edits_json_schema, parse_edits
from .errors import Code, DocxError
from .package import DEFAULT_LIMITS, PackageLimits

__all__ = [
    "DEFAULT_LIMITS",
    "Code",
    "DocxDocument",
    "DocxError",
    "PackageLimits",
    "atomic_write",
    "edits_json_schema",
    "inspect",
    "parse_edits",
]
