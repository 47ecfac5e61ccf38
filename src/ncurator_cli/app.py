"""The composition root: the parts one run is built from, put together here and handed to the runtime.

The CLI calls these; the runtime never looks up its own parts.
"""

from __future__ import annotations

from .capabilities import BUILTIN_CAPABILITIES
from .plugins import CAPABILITIES, Registry


def capability_registry(*, plugins: bool = True) -> Registry:
    """The built-in capabilities, and the installed capability plugins unless ``plugins=False``."""
    reg = Registry(CAPABILITIES)
    reg.add(BUILTIN_CAPABILITIES, eager=False)
    if plugins:
        reg.load_entry_points()
    return reg
