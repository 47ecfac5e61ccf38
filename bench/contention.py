"""Two runs on one embedded server, with the CPU work runs do between model turns: server settings A/B.

In the agent suites two runs share the embedded model server and the machine's two cores. Between
its model turns a run does CPU work of its own (the CLI, the sandboxed script a turn wrote), and
ggml's worker threads wait for each other at every step of the model: a thread that loses its core
for a moment stalls the step. This script replays that shape on managed servers that differ in
one setting each, and prints how long the two runs took (the makespan) against the default's.

Each simulated run: its own system prompt (~550 tokens, cached after the first turn, as a run's
is), then `--turns` turns of a new user message (~350 tokens) and a reply of exactly `--decode`
tokens (`ignore_eos`), each followed by `--burst` seconds of CPU work in a subprocess (a busy
Python loop: the script the turn wrote). The two runs start together. Texts are invented here.

Variants (each one server, started for it and stopped after): `default` (what `--model local`
uses), `poll0` (threads sleep at once when they wait for work instead of spinning), `threads1`,
`batch64` and `batch512` (64- and 512-token prompt chunks; 256 is the default),
`kvsplit` (one KV buffer per slot instead of one shared: attention then covers only the slot's
own tokens, not both slots' cells masked out; llama.cpp's "high-throughput mode"), and `serial`
(the default server, but the two runs take turns: one model request at a time).
`--rules` and `--lines` lengthen the system prompts and the user messages (the agent's guided
terminal prompt is ~2,000 tokens, a first user message 400-1,000).
Rounds alternate the order (A B C D, then D C B A) so drift of the machine falls on all alike.

Prints JSON: per variant the median makespan, the median of the two runs' mean end time, median decode tokens/s of a turn, median prompt
seconds of a turn; and each variant's makespan ratio to `default` (below 1: faster).

    python bench/contention.py [--rounds 2] [--turns 3] [--decode 120] [--burst 1.0] [--rules 14] [--lines 15]
                               [--only poll0 ...]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

VARIANTS: dict[str, dict] = {
    "default": {},
    "poll0": {"poll": 0},
    "threads1": {"threads": 1, "threads_batch": 1},
    "batch64": {"extra": {"n_batch": 64}},
    "batch512": {"extra": {"n_batch": 512}},
    "kvsplit": {"kv": "split"},
    "serial": {},  # the default server; the runs take turns (CLIENT_SIDE below)
}
#: Variants that change what the runs do, not the server: `serial`, one model request at a time
#: across both runs (each waits for the other's request to end before it sends its own).
CLIENT_SIDE = {"serial"}

_PLACES = ["Alderford", "Brackwell", "Cindermoor", "Dunhallow", "Eastmere", "Fallowby", "Greystone", "Harrowgate"]
_GOODS = ["lanterns", "rope", "barley", "copper wire", "slate", "tallow", "wool", "nails"]


def system_prompt(run: int, rules_n: int = 14) -> str:
    rules = [f"Rule {i}: when a ledger line from {_PLACES[(i + run) % 8]} lists {_GOODS[i % 8]}, count it under "
             f"the depot's own code and never under the carrier's; print each total with two decimals."
             for i in range(1, rules_n + 1)]
    return f"You write Python scripts for stock ledgers (profile {run}).\n" + "\n".join(rules)


def user_message(run: int, turn: int, nonce: str, lines_n: int = 15) -> str:
    lines = [f"{nonce}-{run}-{turn} line {i}: {_PLACES[(i * 3 + turn) % 8]} shipped {(17 * i + turn) % 90 + 5} crates "
             f"of {_GOODS[(i + run) % 8]} on day {i}." for i in range(1, lines_n + 1)]
    return "\n".join(lines) + "\nWrite a Python script that totals the crates per depot and prints them."


def post(base_url: str, payload: dict) -> tuple[float, dict]:
    req = urllib.request.Request(f"{base_url}/chat/completions", data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    t0 = time.monotonic()
    with urllib.request.urlopen(req, timeout=900) as resp:
        out = json.load(resp)
    return time.monotonic() - t0, out


def burst(seconds: float) -> None:
    if seconds > 0:
        subprocess.run([sys.executable, "-c", f"import time\nt=time.monotonic()+{seconds}\nwhile time.monotonic()<t: pass"],
                       check=True)


def one_run(base_url: str, run: int, nonce: str, args: argparse.Namespace, out: list[dict],
            ends: list[float], turn_lock: threading.Lock | None, t0: float) -> None:
    msgs = [{"role": "system", "content": system_prompt(run, args.rules)}]
    for turn in range(args.turns):
        msgs.append({"role": "user", "content": user_message(run, turn, nonce, args.lines)})
        payload = {"model": "local", "messages": msgs, "temperature": 0, "max_tokens": args.decode, "ignore_eos": True}
        if turn_lock is None:
            _, res = post(base_url, payload)
        else:
            with turn_lock:
                _, res = post(base_url, payload)
        t = res.get("timings") or {}
        out.append({"decode_tps": t.get("predicted_per_second") or 0.0, "prompt_s": (t.get("prompt_ms") or 0) / 1000,
                    "prompt_n": t.get("prompt_n"), "decode_n": t.get("predicted_n")})
        msgs.append({"role": "assistant", "content": res["choices"][0]["message"]["content"]})
        burst(args.burst)
    ends.append(time.monotonic() - t0)


def one_round(base_url: str, args: argparse.Namespace, nonce: str, serial: bool = False) -> dict:
    # the runs' system prompts are cached, as a warmed server's are
    for run in (0, 1):
        post(base_url, {"model": "local", "messages": [{"role": "system", "content": system_prompt(run, args.rules)},
                                                        {"role": "user", "content": "ready?"}], "max_tokens": 1})
    turns: list[dict] = []
    ends: list[float] = []
    lock = threading.Lock() if serial else None
    t0 = time.monotonic()
    threads = [threading.Thread(target=one_run, args=(base_url, r, nonce, args, turns, ends, lock, t0)) for r in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return {"makespan_s": time.monotonic() - t0, "mean_run_s": statistics.mean(ends), "turns": turns}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--turns", type=int, default=3)
    ap.add_argument("--decode", type=int, default=120)
    ap.add_argument("--burst", type=float, default=1.0)
    ap.add_argument("--rules", type=int, default=14, help="rules in each system prompt (14: ~550 tokens)")
    ap.add_argument("--lines", type=int, default=15, help="lines in each user message (15: ~350 tokens)")
    ap.add_argument("--only", nargs="*", default=None, help="variants besides default")
    args = ap.parse_args()
    from ncurator_cli.config import ncurator_home
    from ncurator_cli.models import local as local_pkg
    from ncurator_cli.models.local.server import auto_threads, stop_server

    home = ncurator_home()
    path = local_pkg.ensure_model_file(local_pkg.default_model_path(home))
    base = local_pkg.ServerConfig.from_env(path)
    if not base.threads:  # fixed: every core, as on an idle machine, not chosen by the load at each start
        cores = auto_threads(load=0.0)
        base = dataclasses.replace(base, threads=cores, threads_batch=cores)
    names = ["default"] + [n for n in (args.only or list(VARIANTS)) if n != "default"]
    results: dict[str, list[dict]] = {n: [] for n in names}
    for i in range(args.rounds):
        for name in (names if i % 2 == 0 else list(reversed(names))):
            cfg = dataclasses.replace(base, idle_timeout_s=60.0, **VARIANTS[name])
            lease = local_pkg.ensure_server(cfg, home)
            try:
                results[name].append(one_round(lease.base_url, args, f"r{i}{name}{time.time_ns() % 10**6}",
                                               serial=name in CLIENT_SIDE))
            finally:
                lease.release()
                stop_server(cfg, home)
            print(f"contention: {name} round {i + 1}: {results[name][-1]['makespan_s']:.1f} s", file=sys.stderr)

    def med(name: str, key: str, per_turn: bool = False) -> float:
        vals = [t[key] for r in results[name] for t in r["turns"]] if per_turn else [r[key] for r in results[name]]
        return round(statistics.median(vals), 2)

    base_span = med("default", "makespan_s")
    out = {
        "settings": {"rounds": args.rounds, "turns": args.turns, "decode": args.decode, "burst_s": args.burst,
                     "rules": args.rules, "lines": args.lines},
        "per_variant": {n: {"makespan_s": med(n, "makespan_s"), "mean_run_s": med(n, "mean_run_s"),
                            "decode_tps": med(n, "decode_tps", True),
                            "prompt_s": med(n, "prompt_s", True),
                            "makespan_ratio": round(med(n, "makespan_s") / max(base_span, 1e-9), 2)} for n in names},
    }
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
