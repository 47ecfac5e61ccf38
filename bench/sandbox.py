"""Benchmark: command classification time and the sandbox's added latency.

Classification: every command of the labelled eval file plus the adversarial table, assessed against a
fixture workspace; mean / p50 / p95 in microseconds (target: < 1 ms typical).

Sandbox: the same short commands run interleaved as a plain ``subprocess.run`` of
``/bin/bash --noprofile --norc -c CMD`` (the baseline, measured in the same run), through the
unconfined runner, and through bubblewrap; medians, added milliseconds and the ratio to the
baseline (target: bubblewrap adds < 15 ms).  Prints one JSON object to stdout.

    python bench/sandbox.py [--rounds N]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from ncurator_cli.policy import assess  # noqa: E402
from ncurator_cli.sandbox import BwrapSandbox, CommandLimits, UnconfinedSandbox  # noqa: E402
from ncurator_cli.sandbox.bwrap import probe  # noqa: E402


def _load(path: Path, name: str):  # noqa: ANN202 - a test helper module
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def commands() -> list[str]:
    out: list[str] = []
    ev = ROOT.parent / "shared/eval/commands-dev.jsonl"
    if ev.exists():
        out += [json.loads(line)["command"] for line in ev.read_text().splitlines() if line.strip()]
    cases = ROOT / "tests/policy/cases.py"
    if cases.exists():
        mod = _load(cases, "bench_cases")
        out += mod.LOW + mod.MEDIUM + mod.HIGH
    return out


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def bench_classify(ws: Path, cmds: list[str], rounds: int) -> dict:
    for c in cmds:  # warm caches (tree-sitter parser, regexes)
        assess(c, ws)
    times: list[float] = []
    for _ in range(rounds):
        for c in cmds:
            t = time.perf_counter()
            assess(c, ws)
            times.append((time.perf_counter() - t) * 1e6)
    return {
        "commands": len(cmds),
        "samples": len(times),
        "mean_us": round(statistics.fmean(times), 1),
        "p50_us": round(pct(times, 50), 1),
        "p95_us": round(pct(times, 95), 1),
        "max_us": round(max(times), 1),
        "target_typical_us": 1000,
    }


def bench_sandbox(ws: Path, rounds: int) -> dict:
    limits = CommandLimits(timeout_s=30)
    backends: dict[str, object] = {"none": UnconfinedSandbox()}
    ok, version, reason = probe()
    if ok:
        backends["bwrap"] = BwrapSandbox()
    cmds = ["true", "echo hello", "ls -la", "cat README.md | wc -l"]
    samples: dict[str, list[float]] = {"baseline": [], **{k: [] for k in backends}}

    def baseline(cmd: str) -> None:
        subprocess.run(["/bin/bash", "--noprofile", "--norc", "-c", cmd], cwd=ws, capture_output=True,
                       stdin=subprocess.DEVNULL, check=False)  # fmt: skip

    for _ in range(3):
        for cmd in cmds:
            baseline(cmd)
            for sb in backends.values():
                sb.run(cmd, cwd=ws, workspace=ws, limits=limits)  # type: ignore[attr-defined]
    for _ in range(rounds):
        for cmd in cmds:  # interleaved so machine noise hits every variant alike
            t = time.perf_counter()
            baseline(cmd)
            samples["baseline"].append((time.perf_counter() - t) * 1e3)
            for name, sb in backends.items():
                t = time.perf_counter()
                sb.run(cmd, cwd=ws, workspace=ws, limits=limits)  # type: ignore[attr-defined]
                samples[name].append((time.perf_counter() - t) * 1e3)
    base = statistics.median(samples["baseline"])
    base_min = min(samples["baseline"])
    report: dict = {"commands": cmds, "rounds": rounds, "baseline_median_ms": round(base, 2),
                    "baseline_min_ms": round(base_min, 2)}  # fmt: skip
    for name in backends:
        med = statistics.median(samples[name])
        low = min(samples[name])
        report[name] = {
            "median_ms": round(med, 2),
            "p95_ms": round(pct(samples[name], 95), 2),
            "added_ms": round(med - base, 2),
            "ratio_to_baseline": round(med / base, 2),
            # the minimum is the least noisy figure on a shared machine
            "min_ms": round(low, 2),
            "added_min_ms": round(low - base_min, 2),
        }
    try:
        report["load_average_1m"] = round(os.getloadavg()[0], 2)
    except OSError:
        pass
    report["bwrap_available"] = ok
    report["bwrap_version"] = version
    if not ok:
        report["bwrap_reason"] = reason
    report["target_bwrap_added_ms"] = 15
    return report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20, help="sandbox rounds per command (default 20)")
    ap.add_argument("--classify-rounds", type=int, default=3)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT / "tests/policy"))
    conftest = _load(ROOT / "tests/policy/conftest.py", "bench_policy_conftest")
    with tempfile.TemporaryDirectory(prefix="ncurator-bench-") as tmp:
        ws = conftest.make_workspace(Path(tmp))
        result = {
            "classify": bench_classify(ws, commands(), args.classify_rounds),
            "sandbox": bench_sandbox(ws, args.rounds),
            "cpus": os.cpu_count(),
        }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
