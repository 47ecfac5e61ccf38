"""The workspace as files: scanning and skip rules (``scan``), and what a command changed (``changes``)."""

from .scan import OVERVIEW_MAX_ENTRIES, SKIP_DIRS, docx_files_in, unprefixed, workspace_overview

__all__ = ["OVERVIEW_MAX_ENTRIES", "SKIP_DIRS", "docx_files_in", "unprefixed", "workspace_overview"]
