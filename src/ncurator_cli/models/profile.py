"""Model profiles: how a model is driven, whoever serves it.

A profile says how tool calls are made (`native` tool calls, a `json_schema`-constrained reply,
or a fenced JSON block in `text`), whether prompts are `guided` (small models: rule-based plans,
text protocols, tools described in the prompt), the completion limit per call kind, and the
stream timeouts. It comes, first match wins, from:

1. `[models.NAME]` in the config (NAME is the spec's model name, e.g. `qwen` for `openai:qwen`,
   `local` for the embedded model, or the whole spec quoted: `[models."openai:qwen"]`);
2. the built-in profile of the embedded model (`local`, or a server that serves its weights);
3. a one-time probe of the endpoint (one small tool-call request), cached per base URL + model
   name in `$NCURATOR_HOME/model-profiles.json`.

Keys set in the config override the built-in or probed values one by one; a config that sets
`tool_mode` needs no probe. Nothing here depends on the provider: the same weights behind any
URL get the same profile.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

TOOL_MODES: tuple[str, ...] = ("native", "json_schema", "text")
PROMPT_STYLES: tuple[str, ...] = ("standard", "guided")

CACHE_FILE = "model-profiles.json"
CACHE_VERSION = 1

#: Models at or under this many parameters get guided prompts when probed.
GUIDED_MAX_PARAMS = 4e9

#: The embedded model's weights, however a server names them (file name, alias, Ollama tag).
EMBEDDED_MODEL_RE = re.compile(r"qwen2\.5[-_. ]?coder[-_.: ]?1\.5b", re.IGNORECASE)


@dataclass(frozen=True)
class ModelProfile:
    """How to drive one model. Token limits are per call kind:

    - `max_tokens_tool`: a call that offers tools (the reply is a tool call);
    - `max_tokens_answer`: a call without tools (an answer, or a capability's text protocol,
      whose own `TextFormat.max_tokens` wins when it sets one).
    `stall_timeout_s` is how long a stream may go without a token once tokens flow;
    `first_token_timeout_s` how long the first may take (prompt processing on a CPU is slow).
    """

    tool_mode: str = "native"
    prompt_style: str = "standard"
    #: Send `tool_choice: "required"` when the caller needs a call (only where the server enforces it).
    tool_choice_required: bool = False
    #: The server takes llama.cpp's `grammar` (GBNF) field: text protocols are decoded under it.
    grammar: bool = False
    #: The server continues a last assistant message (llama.cpp's server): a text protocol's
    #: `TextFormat.prefix` is sent as one instead of being decoded.
    prefill: bool = False
    max_tokens_tool: int = 512
    max_tokens_answer: int = 1024
    context_size: int | None = None
    temperature: float = 0.0
    stall_timeout_s: float = 30.0
    first_token_timeout_s: float = 300.0
    #: Where the profile came from (`config`, `builtin`, `probe`, `probe (cached)`, `default`).
    source: str = "default"
    #: Why: one line for `ncurator doctor`.
    reason: str = ""

    @property
    def guided(self) -> bool:
        return self.prompt_style == "guided"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ModelProfile:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})

    def with_overrides(self, overrides: dict[str, Any], source: str) -> ModelProfile:
        """These config keys on top; `source`/`reason` say so."""
        if not overrides:
            return self
        values = {CONFIG_KEYS.get(k, k): v for k, v in overrides.items() if v is not None}
        keys = ", ".join(sorted(overrides))
        reason = f"{self.reason}; {keys} from {source}" if self.reason else f"{keys} from {source}"
        origin = self.source if self.source != "default" else "config"
        if origin != "config" and "config" not in origin:
            origin = f"{origin}+config"
        return replace(self, **values, source=origin, reason=reason)


#: Config key (`[models.NAME]`) → profile field.
CONFIG_KEYS: dict[str, str] = {
    "tool_mode": "tool_mode",
    "prompt_style": "prompt_style",
    "tool_choice_required": "tool_choice_required",
    "grammar": "grammar",
    "prefill": "prefill",
    "max_tokens_tool": "max_tokens_tool",
    "max_tokens_answer": "max_tokens_answer",
    "context_size": "context_size",
    "temperature": "temperature",
    "stall_timeout": "stall_timeout_s",
    "first_token_timeout": "first_token_timeout_s",
}

#: The embedded model (Qwen2.5-Coder-1.5B-Instruct Q4_K_M) as served by llama.cpp: guided
#: prompts, tool calls decoded under a JSON schema (its native calls come as fenced text followed
#: by runaway newlines), text protocols under a grammar.
EMBEDDED = ModelProfile(
    tool_mode="json_schema",
    prompt_style="guided",
    tool_choice_required=False,
    grammar=True,
    prefill=True,
    max_tokens_tool=512,
    max_tokens_answer=1024,
    context_size=8192,
    # A guided first prompt of a few thousand tokens on one busy CPU core takes minutes before
    # the first token (measured > 300 s at load 15 on 2 cores); tokens then flow and the stall
    # limit applies.
    first_token_timeout_s=900.0,
    # The server has two slots: while the other slot reads a long prompt, each step of the server
    # reads one 256-token chunk of it before this stream's next token (~6 s idle, ~20 s under load).
    stall_timeout_s=60.0,
    source="builtin",
    reason="built-in profile of the embedded model (Qwen2.5-Coder-1.5B-Instruct)",
)


def builtin_profile(spec: str, served_ids: list[str] | None = None) -> ModelProfile | None:
    """The built-in profile for this spec, or for the weights the server reports serving."""
    kind, _, name = spec.partition(":")
    if kind == "local":
        return EMBEDDED
    for candidate in [name, *(served_ids or [])]:
        if candidate and EMBEDDED_MODEL_RE.search(candidate):
            return replace(EMBEDDED, reason=f"{EMBEDDED.reason}: the endpoint serves {candidate}")
    return None


def config_for(spec: str, models: dict[str, dict[str, Any]] | None) -> tuple[str | None, dict[str, Any]]:
    """The `[models.NAME]` table for `spec`: the whole spec first, then its model name."""
    if not models:
        return None, {}
    _, _, name = spec.partition(":")
    for key in (spec, name or spec):
        if key in models:
            return key, dict(models[key])
    return None, {}


def params_from_name(name: str) -> float | None:
    """`qwen2.5-coder:1.5b`, `Llama-3.2-3B-Instruct` → parameter count; None when the name has none."""
    found = re.findall(r"(?:^|[-_:/ ])(\d+(?:\.\d+)?)[bB](?=$|[-_:/. ])", name)
    return float(found[-1]) * 1e9 if found else None


# --------------------------------------------------------------------------- the probe cache


def cache_path(home: Path) -> Path:
    return home / CACHE_FILE


def cache_key(base_url: str | None, model: str) -> str:
    return f"{(base_url or 'https://api.openai.com/v1').rstrip('/')}|{model}"


def load_cached(home: Path, key: str) -> ModelProfile | None:
    try:
        data = json.loads(cache_path(home).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
        return None
    entry = (data.get("profiles") or {}).get(key)
    if not isinstance(entry, dict) or not isinstance(entry.get("profile"), dict):
        return None
    try:
        profile = ModelProfile.from_dict(entry["profile"])
    except TypeError:
        return None
    if profile.tool_mode not in TOOL_MODES or profile.prompt_style not in PROMPT_STYLES:
        return None
    when = time.strftime("%Y-%m-%d %H:%M", time.gmtime(float(entry.get("probed_at") or 0)))
    return replace(profile, source="probe (cached)", reason=f"{profile.reason} (probed {when} UTC)")


def save_cached(home: Path, key: str, profile: ModelProfile) -> None:
    """Add one entry to the cache, atomically (a concurrent writer loses at most its own entry)."""
    path = cache_path(home)
    try:
        data = json.loads(path.read_text())
        if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
            data = {}
    except (OSError, ValueError):
        data = {}
    profiles = data.get("profiles") if isinstance(data.get("profiles"), dict) else {}
    profiles[key] = {"probed_at": time.time(), "profile": profile.to_dict()}
    out = {"version": CACHE_VERSION, "profiles": profiles}
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(out, indent=1, sort_keys=True))
        os.replace(tmp, path)
