"""Speculative decoding without a draft model: the embedded server with and without it, in one run.

Leases two managed llama.cpp servers with the configuration `--model local` uses, one with
`NCURATOR_LOCAL_SPECULATIVE=none` (the default) and one with `ngram-map-k`, and replays on each,
alternating, the turn that costs the agent most: a *fix turn* — a script that failed, its
traceback, and a reply that is the whole script again with one line changed — while a second
request reads a cold prompt in the other slot, as two runs at once do. The documents and the
script are invented here.

Prints JSON: per kind the median wall seconds of the fix turn alone, of the fix turn beside the
other request (and its decoding seconds) and of the other request; the ratios speculative / plain
(targets: alone <= 0.5, beside the other <= 0.95, the other request not slower than 1.1); and
whether both kinds replied with the same text (they should: speculation changes how many tokens
one step of the model checks, not which).

Beside a cold prompt the gain is small: the server reads that prompt first, and the fix turn's
fast decoding starts after it (measured: decoding 12 s instead of 70 s, wall 77 s instead of 84 s).
A short turn (a save call, ~30 tokens) waits the same way, where plain decoding answers it between
the other prompt's chunks: in the agent suites this made two runs at once slower, so speculation
is off by default (docs/local-model.md).

    python bench/speculative.py [--rounds 2]
    python bench/speculative.py --replay DIR [--turns 8]

`--replay DIR` replays, alone on each server (runs take turns on the server since session 27),
terminal turns recorded by `NCURATOR_RECORD_PROMPTS=1 bench/agent_eval.py --out DIR` (their
`record.jsonl` prompts, greedy, up to 350 tokens), and prints the total wall and decoding seconds
per kind and their ratio.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import threading
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

SCRIPT = '''import csv
import os

totals = {}
counts = {}
for name in sorted(os.listdir("ledger")):
    if not name.endswith(".csv"):
        continue
    with open(os.path.join("ledger", name), newline="") as f:
        reader = csv.DictReader(f)
        for row in reader:
            branch = row["branch"]
            amount = float(row["amount"])
            totals[branch] = totals.get(branch, 0) + amount
            counts[branch] = counts.get(branch, 0) + 1
    rows = len(reader)
    print(name, rows, "rows")

for branch in sorted(totals):
    mean = totals[branch] / counts[branch]
    print(f"{branch}: total {totals[branch]:.2f}, mean {mean:.2f}")
print("ANSWER:", max(totals, key=totals.get))
'''

TRACE = '''Traceback (most recent call last):
  File "<stdin>", line 17, in <module>
TypeError: object of type 'DictReader' has no len()'''


def fix_turn() -> list[dict[str, str]]:
    return [
        {"role": "system", "content": "You complete a task in a workspace by writing a Python 3 script in a "
                                      "```python block, one block per reply. When a block fails, reply with the "
                                      "whole corrected script."},
        {"role": "user", "content": "Task: for each branch in the CSV files of ledger/, print the total and the "
                                    "mean amount, and the branch with the largest total."},
        {"role": "assistant", "content": f"```python\n{SCRIPT}```"},
        {"role": "user", "content": f"exit_code: 1\nstderr:\n{TRACE}\n\nYour script stopped at line 17: "
                                    "`rows = len(reader)`. Fix that line and reply with the whole corrected script."},
    ]


def cold_prompt(nonce: str) -> list[dict[str, str]]:
    towns = ["Alderford", "Brackwell", "Cindermoor", "Dunhallow", "Eastmere", "Fallowby", "Greystone", "Harrowgate"]
    lines = [f"Section {i}: the {towns[i % len(towns)]} depot received {17 * i % 90 + 10} crates on day {i}, "
             f"of which {i % 7} were damaged; the driver noted road works near {towns[(i * 3) % len(towns)]}."
             for i in range(1, 60)]
    return [{"role": "user", "content": f"Report {nonce}.\n" + "\n".join(lines) + "\nIn one sentence: which depot "
                                        "received the most crates?"}]


def post(base_url: str, payload: dict) -> tuple[float, dict]:
    req = urllib.request.Request(f"{base_url}/chat/completions", data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    t0 = time.monotonic()
    with urllib.request.urlopen(req, timeout=900) as resp:
        out = json.load(resp)
    return time.monotonic() - t0, out


def one_round(base_url: str, nonce: str) -> dict:
    a = {"model": "local", "messages": fix_turn(), "temperature": 0, "max_tokens": 450}
    b = {"model": "local", "messages": cold_prompt(nonce), "temperature": 0, "max_tokens": 40}
    post(base_url, {**a, "max_tokens": 1})  # the fix turn's prompt is cached, as in a run
    alone_wall, _ = post(base_url, a)
    res: dict[str, tuple[float, dict]] = {}

    def go(name: str, payload: dict) -> None:
        res[name] = post(base_url, payload)

    tb = threading.Thread(target=go, args=("other", b))
    ta = threading.Thread(target=go, args=("fix", a))
    tb.start()
    time.sleep(0.5)  # the other request's prompt is being read when the fix turn starts decoding
    ta.start()
    ta.join()
    tb.join()
    fix_wall, fix = res["fix"]
    other_wall, _ = res["other"]
    t = fix.get("timings") or {}
    return {"fix_decode_s": (t.get("predicted_ms") or 0) / 1000, "fix_tokens": t.get("predicted_n"),
            "drafted": t.get("draft_n"), "accepted": t.get("draft_n_accepted"), "fix_wall_s": fix_wall,
            "other_wall_s": other_wall, "alone_wall_s": alone_wall, "text": fix["choices"][0]["message"]["content"]}


def recorded_turns(folder: Path, limit: int) -> list[list[dict]]:
    """Terminal turns' prompts from an agent_eval output folder (plain messages only), spread."""
    prompts = []
    for f in sorted(folder.rglob("record.jsonl")):
        for line in f.read_text().splitlines():
            r = json.loads(line)
            if r.get("node") == "terminal_exec" and r.get("prompt") and not any(m.get("tool_calls") for m in r["prompt"]):
                prompts.append(r["prompt"])
    return prompts[:: max(1, len(prompts) // limit)][:limit]


def replay(leases: dict, kinds: list[str], prompts: list[list[dict]]) -> dict:
    res: dict[str, list[dict]] = {k: [] for k in kinds}
    for i, p in enumerate(prompts):
        for k in (kinds if i % 2 == 0 else kinds[::-1]):
            a = {"model": "local", "messages": p, "temperature": 0, "max_tokens": 350}
            post(leases[k].base_url, {**a, "max_tokens": 1})  # the prompt is cached, as in a run
            wall, out = post(leases[k].base_url, a)
            t = out.get("timings") or {}
            res[k].append({"wall": wall, "decode": (t.get("predicted_ms") or 0) / 1000, "tokens": t.get("predicted_n") or 0})
    total = {k: {f: round(sum(r[f] for r in res[k]), 1) for f in ("wall", "decode", "tokens")} for k in kinds}
    plain, spec = kinds
    return {"turns": len(prompts), "per_kind": total,
            "wall_ratio": round(total[spec]["wall"] / max(total[plain]["wall"], 1e-9), 2),
            "seconds_per_token_ratio": round((total[spec]["decode"] / max(total[spec]["tokens"], 1))
                                             / max(total[plain]["decode"] / max(total[plain]["tokens"], 1), 1e-9), 2)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--replay", type=Path, help="an agent_eval --out folder recorded with NCURATOR_RECORD_PROMPTS=1")
    ap.add_argument("--turns", type=int, default=8)
    args = ap.parse_args()
    from ncurator_cli.config import ncurator_home
    from ncurator_cli.models import local as local_pkg

    home = ncurator_home()
    path = local_pkg.ensure_model_file(local_pkg.default_model_path(home))
    base = local_pkg.ServerConfig.from_env(path)
    kinds = ["none", "ngram-map-k"]
    leases = {k: local_pkg.ensure_server(dataclasses.replace(base, speculative=k), home) for k in kinds}
    if args.replay is not None:
        try:
            print(json.dumps(replay(leases, kinds, recorded_turns(args.replay, args.turns)), indent=2))
        finally:
            for lease in leases.values():
                lease.release()
        return 0
    rounds: dict[str, list[dict]] = {k: [] for k in kinds}
    try:
        for i in range(args.rounds):
            for k in kinds:
                rounds[k].append(one_round(leases[k].base_url, f"{k}-{i}-{time.time_ns()}"))
    finally:
        for lease in leases.values():
            lease.release()

    def med(k: str, field: str) -> float:
        return round(statistics.median(r[field] for r in rounds[k]), 2)

    plain, spec = kinds

    def ratio(field: str) -> float:
        return round(med(spec, field) / max(med(plain, field), 1e-9), 2)

    out = {
        "threads": [getattr(lease, "state", {}).get("threads") for lease in leases.values()],
        "rounds": args.rounds,
        "per_kind": {k: {f: med(k, f) for f in ("alone_wall_s", "fix_decode_s", "fix_wall_s", "other_wall_s")}
                     | {"accepted/drafted": [f"{r['accepted']}/{r['drafted']}" for r in rounds[k]],
                        "fix_tokens": [r["fix_tokens"] for r in rounds[k]]} for k in kinds},
        "alone_wall_ratio": ratio("alone_wall_s"),
        "fix_wall_ratio": ratio("fix_wall_s"),
        "other_wall_ratio": ratio("other_wall_s"),
        "same_text": len({r["text"] for k in kinds for r in rounds[k]}) == 1,
        "targets": {"alone_wall_ratio": "<= 0.5", "fix_wall_ratio": "<= 0.95", "other_wall_ratio": "<= 1.1"},
    }
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
