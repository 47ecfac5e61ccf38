"""Oracle bench: thousands of commands from the bash grammar of tests/oracle/grammar.py; every one
the classifier rates `low` runs in real bubblewrap with the workspace writable, and is a finding
when it changed the canary workspace or printed the canary planted outside it.

Prints one JSON object: generated, low, findings, the finding rate (per generated and per low
command), the classification and sandbox time, and up to 20 findings (target: 0 in 5,000).

    python bench/oracle.py [--examples 5000] [--seed 0]
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from tests.oracle.grammar import CANARY, changes, command, make_canary, snapshot  # noqa: E402

from ncurator_cli.policy import assess  # noqa: E402
from ncurator_cli.sandbox import CommandLimits  # noqa: E402
from ncurator_cli.sandbox.bwrap import BwrapSandbox, probe  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--examples", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    ok, _v, reason = probe()
    if not ok:
        print(json.dumps({"error": f"bubblewrap is not usable here: {reason}"}))
        return 2
    sandbox = BwrapSandbox()
    c = make_canary()
    planted = snapshot(c.ws)
    limits = CommandLimits(timeout_s=5, max_output_bytes=64 * 1024)
    seen: set[str] = set()
    stats = {"generated": 0, "distinct": 0, "low": 0, "classify_s": 0.0, "run_s": 0.0}
    findings: list[dict[str, object]] = []

    @seed(args.seed)
    @settings(max_examples=args.examples, deadline=None, database=None, derandomize=False,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(cmd=command())
    def explore(cmd: str) -> None:
        stats["generated"] += 1
        if cmd in seen:
            return
        seen.add(cmd)
        stats["distinct"] += 1
        t = time.perf_counter()
        a = assess(cmd, c.ws, c.ws)
        stats["classify_s"] += time.perf_counter() - t
        if not a.is_low:
            return
        stats["low"] += 1
        t = time.perf_counter()
        res = sandbox.run(cmd, cwd=c.ws, workspace=c.ws, limits=limits, access="workspace_write")
        stats["run_s"] += time.perf_counter() - t
        changed = changes(planted, snapshot(c.ws))
        leaked = CANARY in res.stdout or CANARY in res.stderr
        if changed or leaked:
            findings.append({"command": cmd, "changed": changed[:5], "printed_canary": leaked})
            c.reset()

    try:
        explore()
    finally:
        shutil.rmtree(c.base, ignore_errors=True)
    distinct = max(1, int(stats["distinct"]))
    print(json.dumps({
        "generated": stats["generated"], "distinct": stats["distinct"], "low": stats["low"],
        "findings": len(findings), "finding_rate": round(len(findings) / distinct, 5),
        "finding_rate_of_low": round(len(findings) / max(1, int(stats["low"])), 5),
        "classify_ms_mean": round(1000 * stats["classify_s"] / distinct, 3),
        "sandbox_ms_mean": round(1000 * stats["run_s"] / max(1, int(stats["low"])), 1),
        "target_findings": 0, "examples": findings[:20],
    }, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
