"""Two runs on one embedded server: does a run's next turn find its own conversation cached?

In the agent suites two runs share the embedded server's two slots, and every task of one kind
starts with the same long system prompt. When one run starts a new task while the other is between
turns, the server (left to pick) puts the new task in the slot whose prompt shares the most with it:
the other run's, whose conversation is then lost, and whose next turn reads it all again. Each run
keeping its own slot (`NCURATOR_LOCAL_SLOTS=pinned`, models/local/slots.py) should keep it.

Each round, on one managed server: run A's first turn (a new conversation), run B's first turn
(another new conversation, same system prompt), then A's second turn and B's second turn; each
turn ~`--lines` lines of new user text and a short reply. The two runs take turns (one request at a
time, as `--model local` does). Modes alternate by round (pinned, shared, shared, pinned, ...) so
drift of the machine falls on both; each round's conversations are new (a nonce), the system prompt
is the same throughout, as a suite's is. Texts are invented here.

Prints JSON: per mode the median time to first token of the second turns and the median share of
their prompt found cached; and the ratio of pinned to shared time to first token (below 1: faster).

    python bench/slots.py [--rounds 4] [--lines 40] [--rules 50]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

_TOOLS = ["ledger", "atlas", "quarry", "beacon", "harbor", "meadow", "signal", "timber"]


def system_prompt(rules: int) -> str:
    lines = ["You complete tasks in a workspace by writing short Python scripts, one block per reply."]
    for i in range(rules):
        tool = _TOOLS[i % len(_TOOLS)]
        lines.append(f"Rule {i + 1}: when the task names the {tool} files, read each with records(path), "
                     f"print what you computed for each of them, and keep every line you do not change.")
    return "\n".join(lines)


def user_text(run: str, turn: int, nonce: str, lines: int) -> str:
    rows = "\n".join(f"{run}-{nonce}-{turn}: row {k} holds the value {(k * 37 + turn) % 1000} for item {k}"
                     for k in range(lines))
    return f"Task {nonce} for run {run}, turn {turn}. Output of the last block:\n{rows}\nReply with one short sentence."


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--lines", type=int, default=40)
    ap.add_argument("--rules", type=int, default=50)
    ap.add_argument("--home", type=Path, default=None, help="NCURATOR_HOME holding the joined model (default: the usual)")
    args = ap.parse_args()

    from ncurator_cli.config import ncurator_home
    from ncurator_cli.models.base import Message
    from ncurator_cli.models.local import ensure_server, home_config, stop_server
    from ncurator_cli.models.local.turns import TurnLock
    from ncurator_cli.models.openai_compat import OpenAICompatModel
    from ncurator_cli.models.profile import builtin_profile

    home = args.home or ncurator_home()
    cfg = home_config(home)
    profile = builtin_profile("local")
    system = system_prompt(args.rules)
    results: dict[str, list[dict]] = {"pinned": [], "shared": []}
    run_dir = Path(tempfile.mkdtemp(prefix="ncurator-bench-slots-"))
    lock = TurnLock(run_dir / "turns.lock")
    order = ["pinned", "shared"]
    try:
        with ensure_server(cfg, home, progress=lambda m: print(m, file=sys.stderr)) as server:
            for r in range(args.rounds):
                mode = order[(r + r // 2) % 2]  # pinned, shared, shared, pinned, ...
                nonce = f"{r:02d}{int(time.time()) % 10000:04d}"
                pins = {}
                clients = {}
                for run in ("A", "B"):
                    pin = server.slot_pin() if mode == "pinned" else None
                    if pin is not None:
                        pin.run_dir = run_dir  # this bench's own leases, not a live run's
                    pins[run] = pin
                    clients[run] = OpenAICompatModel("local", base_url=server.base_url, api_key=None, spec="local",
                                                     provider="local", profile=profile, turn_lock=lock,
                                                     slot_pin=(lambda p=pin: p))
                convo: dict[str, list[Message]] = {"A": [Message("system", system)], "B": [Message("system", system)]}
                seen: list[dict] = []
                for run, turn in (("A", 1), ("B", 1), ("A", 2), ("B", 2)):
                    convo[run].append(Message("user", user_text(run, turn, nonce, args.lines)))
                    reply = clients[run].complete("bench", convo[run], None)
                    convo[run].append(Message("assistant", reply.content))
                    stats = reply.requests[-1]
                    if turn == 2:
                        seen.append({"run": run, "ttft_s": (stats.ttft_ms or 0) / 1000, "prompt": stats.prompt_tokens,
                                     "cached": stats.cached_tokens})
                for pin in pins.values():
                    if pin is not None:
                        pin.close()
                results[mode].extend(seen)
                print(json.dumps({"round": r, "mode": mode, "second_turns": seen}), file=sys.stderr)
    finally:
        stop_server(cfg, home)

    def summary(rows: list[dict]) -> dict:
        return {"second_turns": len(rows),
                "median_ttft_s": round(statistics.median(x["ttft_s"] for x in rows), 2) if rows else None,
                "median_cached_share": round(statistics.median(x["cached"] / max(1, x["prompt"]) for x in rows), 3)
                if rows else None}

    out = {mode: summary(rows) for mode, rows in results.items()}
    if out["pinned"]["median_ttft_s"] and out["shared"]["median_ttft_s"]:
        out["ttft_ratio_pinned_to_shared"] = round(out["pinned"]["median_ttft_s"] / out["shared"]["median_ttft_s"], 3)
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
