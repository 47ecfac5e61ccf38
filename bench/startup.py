"""Startup cost: `ncurator --help` and time to the first event of a scripted run, each as a ratio
to `python -c pass` measured in the same run. Targets: --help < 4x, first event < 6x.

    python bench/startup.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def timed(argv: list[str], env: dict[str, str], first_line: bool = False) -> float:
    t0 = time.perf_counter()
    if first_line:
        p = subprocess.Popen(
            argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, env=env
        )
        assert p.stdout is not None
        line = p.stdout.readline()
        dt = time.perf_counter() - t0
        p.wait()
        assert line.startswith(b"{"), line
        return dt
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    py = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, NCURATOR_HOME=str(Path(tmp) / "home"))
        script = Path(tmp) / "s.jsonl"
        script.write_text(
            '{"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}\n'
            '{"node": "finalize", "content": "hi"}\n'
        )
        cases = {
            "python -c pass": ([py, "-c", "pass"], False),
            "ncurator --help": ([py, "-m", "ncurator_cli.cli", "--help"], False),
            "first event of a run": (
                [py, "-m", "ncurator_cli.cli", "run", "hello", "--model", f"script:{script}"],
                True,
            ),
        }
        for argv, fl in cases.values():  # warm the page cache
            timed(argv, env, fl)
        results = {
            name: statistics.median(timed(argv, env, fl) for _ in range(args.repeat))
            for name, (argv, fl) in cases.items()
        }
    base = results["python -c pass"]
    report = {
        "baseline_s": round(base, 4),
        "help_s": round(results["ncurator --help"], 4),
        "help_ratio": round(results["ncurator --help"] / base, 2),
        "help_target": 4.0,
        "first_event_s": round(results["first event of a run"], 4),
        "first_event_ratio": round(results["first event of a run"] / base, 2),
        "first_event_target": 6.0,
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
