"""Prompt warm-up for the managed server: the system prompts runs used, read again before they are needed.

On 2 cores the embedded model reads a prompt at ~30 tokens/s, and the system prompt of a capability
(its instructions plus its tools) is 1,500–2,600 tokens: the first run of each kind waits 50–100 s
before its first token, twice that beside another run. The server keeps what it has read (each
slot's prefix, plus `cache_ram_mib` of saved prefixes), so only the first use of each prompt costs.

- `PrefixStore` remembers each long system prompt a run sends to the local model, one file per
  prompt under `$NCURATOR_HOME/cache/prompt-prefixes/` (its mtime is its last use; the newest
  `KEEP` are kept). Only the system message is stored: instructions and tool descriptions, never
  the user's task or files.
- `warm()` sends the newest of them to a server, each as a one-token request, so the server's
  prompt cache holds them when a run starts: `ncurator doctor --warm`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from ..base import ModelConfigError, ModelError
from ..openai_compat import _cached_tokens
from .server import ensure_server, home_config
from .slots import slots_mode

log = logging.getLogger(__name__)

#: Shorter system prompts cost a few seconds to read: not worth a file.
MIN_CHARS = 1500
#: Prompts kept on disk (newest by last use).
KEEP = 24
#: Prompts `warm()` reads by default: the server's RAM cache (1 GiB) holds ~14 of ~2,500 tokens.
WARM_LIMIT = 8


class PrefixStore:
    """The system prompts runs sent to the local model, newest first."""

    def __init__(self, home: Path) -> None:
        self.dir = Path(home) / "cache" / "prompt-prefixes"

    def remember(self, system: str) -> None:
        """Note one use of `system` (never raises: a cache must not fail a run)."""
        if len(system) < MIN_CHARS:
            return
        try:
            path = self.dir / (hashlib.sha256(system.encode("utf-8")).hexdigest()[:24] + ".json")
            if path.is_file():
                os.utime(path)
                return
            self.dir.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".prefix-", dir=self.dir)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    json.dump({"system": system}, f, ensure_ascii=False)
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
            self._prune()
        except OSError as exc:
            log.debug("prompt prefix not remembered: %s", exc)

    def _files(self) -> list[Path]:
        try:
            files = [p for p in self.dir.glob("*.json") if p.is_file()]
        except OSError:
            return []
        return sorted(files, key=_mtime, reverse=True)

    def _prune(self) -> None:
        for old in self._files()[KEEP:]:
            old.unlink(missing_ok=True)

    def recent(self, limit: int = WARM_LIMIT) -> list[str]:
        """The newest `limit` prompts; unreadable or foreign files are skipped."""
        out: list[str] = []
        for path in self._files():
            if len(out) >= limit:
                break
            try:
                system = json.loads(path.read_text(encoding="utf-8")).get("system")
            except (OSError, ValueError, AttributeError):
                continue
            if isinstance(system, str) and len(system) >= MIN_CHARS:
                out.append(system)
        return out


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def warm(base_url: str, model_name: str, prompts: list[str], *, budget_s: float = 900.0,
         pin: Any = None) -> dict[str, Any]:
    """Read each prompt into the server's cache (one token generated); bounded by `budget_s`.
    With `pin` (a `slots.SlotPin`), each is read in that slot and its state saved to a file,
    which pinned runs restore (models/local/slots.py); a prompt already saved is only restored.

    Never raises. Reports how many prompts were read, how many tokens were already cached, and
    the time spent; `skipped` counts prompts the server refused (4xx), `error` says why it
    stopped early (the server failing, the budget spent)."""
    import httpx

    out: dict[str, Any] = {"prompts": 0, "of": len(prompts), "prompt_tokens": 0, "cached_tokens": 0, "seconds": 0.0}
    started = time.monotonic()
    http = httpx.Client(timeout=httpx.Timeout(budget_s, connect=10), trust_env=False)
    try:
        for system in prompts:
            left = budget_s - (time.monotonic() - started)
            if left <= 0:
                out["error"] = f"the warm-up budget of {budget_s:g} s is spent"
                break
            body: dict[str, Any] = {"model": model_name, "temperature": 0, "max_tokens": 1, "cache_prompt": True,
                                    "messages": [{"role": "system", "content": system}, {"role": "user", "content": "."}]}
            root = base_url.rstrip("/").removesuffix("/v1")
            save_as = None
            try:
                if pin is not None:
                    body, save_as = pin.prepare(root, body)
                resp = http.post(f"{base_url.rstrip('/')}/chat/completions", json=body, timeout=left)
            except httpx.HTTPError as exc:
                out["error"] = f"{type(exc).__name__}: {exc}"[:200]
                break
            if pin is not None:
                pin.settle(root, save_as, resp.status_code == 200)
            if 400 <= resp.status_code < 500:  # this prompt (too long for the context, say): the next may do
                out["skipped"] = out.get("skipped", 0) + 1
                continue
            if resp.status_code != 200:
                out["error"] = f"HTTP {resp.status_code}: {' '.join(resp.text.split())[:200]}"
                break
            try:
                data = resp.json()
            except ValueError:
                out["error"] = "the server answered with something that is not JSON"
                break
            usage = data.get("usage") or {}
            timings = data.get("timings") or {}
            out["prompts"] += 1
            out["prompt_tokens"] += int(usage.get("prompt_tokens") or timings.get("prompt_n") or 0)
            out["cached_tokens"] += _cached_tokens(usage, timings)
    finally:
        http.close()
    out["seconds"] = round(time.monotonic() - started, 2)
    return out


def warm_local(home: Path, *, progress: Any = None, server_config: Any = None, limit: int = WARM_LIMIT,
               budget_s: float = 900.0) -> dict[str, Any]:
    """`ncurator doctor --warm`: start (or reuse) the home's server and read the remembered prompts.

    Never raises: the result carries `error` when the server could not be reached."""
    say = progress or (lambda m: None)
    prompts = PrefixStore(home).recent(limit)
    if not prompts:
        return {"prompts": 0, "of": 0, "prompt_tokens": 0, "cached_tokens": 0, "seconds": 0.0,
                "note": "no prompts remembered yet: runs with --model local remember theirs"}
    try:
        cfg = server_config if server_config is not None else home_config(home, say)
        with ensure_server(cfg, home, progress=say) as server:
            say(f"reading {len(prompts)} remembered prompt(s) into the model server's cache")
            pin = server.slot_pin() if slots_mode() == "pinned" else None
            try:
                return warm(server.base_url, server.model_name, prompts, budget_s=budget_s, pin=pin)
            finally:
                if pin is not None:
                    pin.close()
    except (ModelError, ModelConfigError) as exc:
        return {"prompts": 0, "of": len(prompts), "error": str(exc)}
    except Exception as exc:  # doctor reports, never crashes
        return {"prompts": 0, "of": len(prompts), "error": f"{type(exc).__name__}: {exc}"[:300]}
