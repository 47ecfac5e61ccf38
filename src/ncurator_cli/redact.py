"""Secret redaction applied to everything ncurator writes (events, run store, recorded scripts)."""

from __future__ import annotations

import os
import re
from typing import Any

SECRET_NAME = re.compile(r"(KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|AUTH)", re.I)
MASK = "[REDACTED]"

# Shapes of well-known credentials; anchored on their fixed prefixes so ordinary text is left alone.
TOKEN_SHAPES = re.compile(
    r"(?:"
    r"sk-(?:proj-|ant-)?[A-Za-z0-9_\-]{16,}"
    r"|gh[pousr]_[A-Za-z0-9]{30,}"
    r"|github_pat_[A-Za-z0-9_]{40,}"
    r"|glpat-[A-Za-z0-9_\-]{20,}"
    r"|xox[abposr]-[A-Za-z0-9\-]{10,}"
    r"|(?:AKIA|ASIA)[0-9A-Z]{16}"
    r"|AIza[0-9A-Za-z_\-]{35}"
    r"|hf_[A-Za-z0-9]{30,}"
    r"|eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"
    r"|-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)"
    r")"
)
BEARER = re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._~+/\-]{12,}=*")

MIN_SECRET_LEN = 6


class Redactor:
    def __init__(self, env: dict[str, str] | None = None, extra: list[str] | None = None) -> None:
        env = dict(os.environ) if env is None else env
        values = {v for k, v in env.items() if SECRET_NAME.search(k) and len(v) >= MIN_SECRET_LEN}
        values.update(v for v in (extra or []) if len(v) >= MIN_SECRET_LEN)
        # Longest first so a secret that contains another is masked whole.
        self._values = sorted(values, key=len, reverse=True)
        self._literal = re.compile("|".join(re.escape(v) for v in self._values)) if self._values else None

    def text(self, s: str) -> str:
        if self._literal is not None:
            s = self._literal.sub(MASK, s)
        s = TOKEN_SHAPES.sub(MASK, s)
        return BEARER.sub(lambda m: m.group(1) + MASK, s)

    def value(self, v: Any) -> Any:
        if isinstance(v, str):
            return self.text(v)
        if isinstance(v, dict):
            return {k: self.value(x) for k, x in v.items()}
        if isinstance(v, list):
            return [self.value(x) for x in v]
        if isinstance(v, tuple):
            return tuple(self.value(x) for x in v)
        return v
