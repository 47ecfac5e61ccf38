"""Capabilities: each does one kind of task with its own tools and bounded loop.

The built-ins are entry points of the group ``ncurator.capabilities``, registered through the same
hook as third-party capabilities (``plugins``); a capability is loaded the first time a task of its
kind runs.
"""

from __future__ import annotations

from ..plugins import CAPABILITIES, builtins

BUILTIN_CAPABILITIES = builtins(CAPABILITIES, {
    "local_kb_retrieval": f"{__name__}.kb:KBRetrievalCapability",
    "terminal_exec": f"{__name__}.terminal:TerminalCapability",
    "docx": f"{__name__}.docx:DocxCapability",
})  # fmt: skip
