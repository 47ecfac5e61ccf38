"""`ncurator doctor`'s generation self-test of the embedded model: does it generate, and how fast."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ..base import ModelConfigError, ModelError
from .server import ensure_server, home_config
from .weights import Progress

# About 120 prompt tokens: enough to measure prefill, short enough for a 2-core machine.
PROMPT = (
    "Here is a small shell session. Explain in one sentence what it does.\n\n"
    "$ ls\nreport.py  sales.csv  notes.md\n$ head -3 sales.csv\nregion,amount\nnorth,120\nsouth,80\n"
    "$ python3 report.py\nnorth 240\nsouth 160\n$ wc -l sales.csv\n5 sales.csv\n"
    "$ grep -c north sales.csv\n2\n$ cat notes.md\n# Notes\nThe report sums the amounts per region.\n"
)
DECODE_TOKENS = 24


def self_test(home: Path, *, progress: Progress | None = None, server_config: Any = None) -> dict[str, Any]:
    """Start (or reuse) the shared server, generate a few tokens with the prompt cache off, report speeds.

    Never raises: the result carries `ok` and, on failure, `error` (one line).
    """
    say = progress or (lambda m: None)
    out: dict[str, Any] = {"ok": False}
    started = time.monotonic()
    try:
        cfg = server_config if server_config is not None else home_config(home, say)
        with ensure_server(cfg, home, progress=say) as server:
            out.update(server="started" if server.started_here else "reused", threads=server.state.get("threads") or cfg.threads,
                       ready_s=server.state.get("ready_s"), base_url=server.base_url)
            import httpx

            body = {
                "model": server.model_name,
                "messages": [{"role": "user", "content": PROMPT}],
                "max_tokens": DECODE_TOKENS,
                "temperature": 0,
                "cache_prompt": False,  # measure prefill, not the cache
            }
            t0 = time.monotonic()
            try:
                with httpx.Client(timeout=httpx.Timeout(300, connect=10), trust_env=False) as client:
                    resp = client.post(f"{server.base_url}/chat/completions", json=body)
            except httpx.HTTPError as exc:
                raise ModelError(server.failure() or f"{type(exc).__name__}: {exc}") from None
            if resp.status_code != 200:
                raise ModelError(f"HTTP {resp.status_code}: {' '.join(resp.text.split())[:200]}")
            data = resp.json()
            timings = data.get("timings") or {}
            text = str(((data.get("choices") or [{}])[0].get("message") or {}).get("content") or "")
            out.update(
                ok=bool(text.strip()),
                generation_s=round(time.monotonic() - t0, 2),
                prompt_tokens=timings.get("prompt_n"),
                prompt_tok_s=_round(timings.get("prompt_per_second")),
                decode_tokens=timings.get("predicted_n"),
                decode_tok_s=_round(timings.get("predicted_per_second")),
                sample=text.strip()[:80],
            )
            if not out["ok"]:
                out["error"] = "the model generated no text"
    except (ModelError, ModelConfigError) as exc:
        out["error"] = str(exc)
    except Exception as exc:  # doctor reports, never crashes
        out["error"] = f"{type(exc).__name__}: {exc}"[:300]
    out["total_s"] = round(time.monotonic() - started, 2)
    return out


def _round(value: Any) -> float | None:
    try:
        return round(float(value), 1)
    except (TypeError, ValueError):
        return None
