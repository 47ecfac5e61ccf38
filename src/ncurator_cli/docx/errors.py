"""Typed errors of the docx tools.

Every failure the model or a script can act on is a :class:`DocxError` with a stable ``code``;
the capability layer turns ``to_dict()`` into a tool result. Anything else escaping this package
is a bug.
"""

from __future__ import annotations

from typing import Any


class Code:
    """Stable error codes (strings on the wire)."""

    # opening a file
    FILE_NOT_FOUND = "FILE_NOT_FOUND"
    NOT_A_ZIP = "NOT_A_ZIP"
    CORRUPT_ZIP = "CORRUPT_ZIP"
    ZIP_BOMB = "ZIP_BOMB"
    TOO_LARGE = "TOO_LARGE"
    NO_DOCUMENT = "NO_DOCUMENT"
    ENCRYPTED = "ENCRYPTED"
    LEGACY_DOC = "LEGACY_DOC"
    UNSUPPORTED_TYPE = "UNSUPPORTED_TYPE"
    CORRUPT_XML = "CORRUPT_XML"
    # arguments and edits
    INVALID_ARGUMENT = "INVALID_ARGUMENT"
    INVALID_EDIT = "INVALID_EDIT"
    STALE_REF = "STALE_REF"
    UNKNOWN_BLOCK = "UNKNOWN_BLOCK"
    EXPECTED_COUNT = "EXPECTED_COUNT"
    NOT_FOUND = "NOT_FOUND"
    AMBIGUOUS_MATCH = "AMBIGUOUS_MATCH"
    # saving
    EXISTS = "EXISTS"
    INVALID_PATH = "INVALID_PATH"
    VALIDATION_FAILED = "VALIDATION_FAILED"
    WRITE_FAILED = "WRITE_FAILED"


class DocxError(Exception):
    """A failure with a stable ``code``, a human ``message`` and machine ``details``."""

    def __init__(self, code: str, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.details: dict[str, Any] = details or {}

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "details": self.details}

    def __repr__(self) -> str:
        return f"DocxError({self.code!r}, {self.message!r}, {self.details!r})"
