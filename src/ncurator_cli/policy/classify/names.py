"""Program names as bash would run them: look-alike characters folded, system bin directories stripped."""

from __future__ import annotations

import os
import unicodedata

_SYSTEM_BIN_DIRS = ("/bin", "/usr/bin", "/sbin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin")
# Letters from other scripts that render like Latin ones; NFKC does not fold these.
_CONFUSABLES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j",
    "ѕ": "s", "ԁ": "d", "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w", "ɡ": "g", "ο": "o", "α": "a",
    "ν": "v", "ρ": "p", "τ": "t", "κ": "k", "ι": "i", "Ꭰ": "D", "ℓ": "l", "ⅼ": "l", "ı": "i",
})  # fmt: skip
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)


def normalize_name(name: str) -> tuple[str, bool]:
    """Return (program name as it would be read, whether look-alike characters were folded)."""
    if name.isascii():
        return name, False
    folded = unicodedata.normalize("NFKC", name).translate(_INVISIBLE).translate(_CONFUSABLES)
    folded = unicodedata.normalize("NFKC", folded)
    return folded, folded != name


def program_name(value: str) -> tuple[str, str | None]:
    """Map argv[0] to a table key. Returns (key, note) where note explains a by-path program."""
    if "/" not in value:
        return value, None
    head, _, base = value.rpartition("/")
    norm = os.path.normpath(head) if head else "/"
    if norm in _SYSTEM_BIN_DIRS:
        return base, None
    return base, f"runs a program by path ({value})"
