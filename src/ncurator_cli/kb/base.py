"""What every part of the knowledge base shares: its error and the bound on one page of results."""

from __future__ import annotations

#: The most hits one search (or documents one page of a listing) returns.
MAX_LIMIT = 50


class KBError(Exception):
    """A problem with the knowledge base as a whole (bad URI, locked, incompatible, corrupt)."""
