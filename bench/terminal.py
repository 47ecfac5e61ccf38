"""Benchmark: what terminal_exec adds around a command.

1. Artifact tracking on a large workspace (default 50 000 files in 1 000 folders), as a ratio to
   `find . -type f | wc -l` measured in the same run, interleaved (target: < 2x):
   - `cold`: the first command of a process: one walk of the tree plus an inotify watch per folder;
   - `per_command` (inotify): what every later command pays (`begin()` + `end()`), idle and with
     one file written;
   - `per_command_scan`: the same without inotify (scan mode: one `lstat` walk per command).
2. End to end, in process: a scripted terminal task of N commands (`true <i>`) through the real
   graph, policy, sandbox, event store and artifact tracker; per-step time from the difference of
   two runs (fixed run costs cancel out), next to the raw time of the same command run directly
   through the sandbox and as a plain `bash -c`. Once on a small workspace, once on the large one.

Prints one JSON object to stdout.

    python bench/terminal.py [--files 50000] [--steps 50] [--rounds 9]
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
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from ncurator_cli.app import capability_registry  # noqa: E402
from ncurator_cli.capabilities import artifacts  # noqa: E402
from ncurator_cli.config import RunConfig, RunLimits, Settings  # noqa: E402
from ncurator_cli.models.script import ScriptModel  # noqa: E402
from ncurator_cli.output import JsonlSink  # noqa: E402
from ncurator_cli.policy.rules import Policy  # noqa: E402
from ncurator_cli.runtime.runner import RunDriver, resolve_workspace  # noqa: E402
from ncurator_cli.sandbox import CommandLimits, get_sandbox  # noqa: E402
from ncurator_cli.workspace.changes import WorkspaceTracker  # noqa: E402


def build_tree(root: Path, files: int, per_dir: int = 50) -> None:
    root.mkdir(parents=True)
    dirs = max(1, files // per_dir)
    made = 0
    for i in range(dirs):
        d = root / f"pkg{i // 20:03d}" / f"mod{i % 20:02d}"
        d.mkdir(parents=True, exist_ok=True)
        for j in range(per_dir):
            if made == files:
                return
            (d / f"file{j:02d}.txt").write_bytes(b"x" * (j % 13))
            made += 1


def ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def timed(fn: Callable[[], Any]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def bench_snapshot(root: Path, rounds: int) -> dict[str, Any]:
    def find_wc() -> None:
        subprocess.run("find . -type f | wc -l", shell=True, cwd=root, check=True, capture_output=True)

    find_wc()  # warm the dentry/inode caches for everyone
    warm = WorkspaceTracker(root)
    warm.begin()
    scan = WorkspaceTracker(root, use_inotify=False)
    scan.begin()
    assert warm.mode == "inotify", f"inotify unavailable here (mode {warm.mode})"
    probe = root / "pkg000" / "mod00" / "bench-probe.txt"

    base, cold, idle, one, scanned = [], [], [], [], []
    for i in range(rounds):
        base.append(timed(find_wc))

        def first() -> None:
            t = WorkspaceTracker(root)
            t.begin()
            t.close()

        cold.append(timed(first))

        def idle_cmd() -> None:
            warm.begin()
            obs = warm.end()
            assert not obs.changes, obs

        idle.append(timed(idle_cmd))

        def one_change(i: int = i) -> None:
            warm.begin()
            probe.write_text(f"round {i}\n")  # what the command would have done
            obs = warm.end()
            assert [c.path for c in obs.changes] == ["pkg000/mod00/bench-probe.txt"], obs

        one.append(timed(one_change))

        def scan_cmd() -> None:
            scan.begin()
            scan.end()

        scanned.append(timed(scan_cmd))
    warm.close()
    scan.close()
    b = statistics.median(base)
    med = {k: statistics.median(v) for k, v in {"cold": cold, "idle": idle, "one": one, "scan": scanned}.items()}
    return {
        "find_wc_ms": ms(b),
        "cold_first_command_ms": ms(med["cold"]),
        "cold_ratio": round(med["cold"] / b, 2),
        "per_command_idle_ms": ms(med["idle"]),
        "per_command_one_change_ms": ms(med["one"]),
        "per_command_ratio": round(med["one"] / b, 4),
        "per_command_scan_ms": ms(med["scan"]),
        "per_command_scan_ratio": round(med["scan"] / b, 2),
        "target_ratio": 2.0,
    }


def scripted_run(tmp: Path, workspace: Path, n: int, tag: str) -> float:
    lines: list[dict[str, Any]] = [
        {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
            {"kind": "terminal_exec", "title": "bench", "objective": "run true"}]}}]},  # fmt: skip
    ]
    # Distinct arguments: the same command three times in a row would stop the loop.
    lines += [{"node": "terminal_exec", "tool_calls": [{"name": "terminal_run_command", "args": {"command": f"true {i}"}}]}
              for i in range(n)]  # fmt: skip
    lines += [
        {"node": "terminal_exec", "tool_calls": [{"name": "terminal_finish", "args": {"success": True, "summary": "ok"}}]},
        {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
        {"node": "finalize", "content": "done"},
    ]
    script = tmp / f"{tag}.jsonl"
    script.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    settings = Settings(home=tmp / f"home-{tag}")
    config = RunConfig(
        objective="bench", workspace=str(workspace), model=f"script:{script}",
        limits=RunLimits(max_steps=10 * n + 100, timeout_s=3600, terminal_max_steps=n + 10),
        no_probe=True, kb=str(tmp / "nokb"), sandbox="auto", approvals="none",
    )
    policy = Policy.loads('version = 1\n[defaults]\nlow = "allow"\n', source="bench")
    with open(os.devnull, "wb") as devnull:
        driver = RunDriver(settings, [JsonlSink(devnull)], registry=capability_registry(plugins=False))
        # Every run starts cold (as a new process would), so the difference of two runs is per step only.
        while artifacts._trackers:
            artifacts._trackers.popitem()[1].close()
        t0 = time.perf_counter()
        code = driver.start(config, ScriptModel(script), policy, resolve_workspace(str(workspace)))
        dt = time.perf_counter() - t0
    assert code == 0, f"bench run failed with exit {code}"
    return dt


def bench_end_to_end(tmp: Path, workspaces: dict[str, Path], steps: int, rounds: int) -> dict[str, Any]:
    sandbox = get_sandbox("auto")
    small_ws = workspaces["small"]
    scripted_run(tmp, small_ws, 2, "warmup")  # imports, bwrap probe, policy parser

    def raw_batch(ws: Path, n: int) -> list[float]:
        # Wall time of the bare sandbox call, as the capability makes it (same limits, same cwd).
        return [timed(lambda i=i: sandbox.run(f"true {i}", cwd=ws, workspace=ws, limits=CommandLimits())) for i in range(n)]

    raw_bash = [timed(lambda: subprocess.run(["/bin/bash", "--noprofile", "--norc", "-c", "true"], check=True))
                for _ in range(rounds * 3)]  # fmt: skip
    out: dict[str, Any] = {"steps": steps, "sandbox": sandbox.name, "raw_bash_true_ms": ms(statistics.median(raw_bash))}
    for name, ws in workspaces.items():
        per_step, raw, overhead = [], [], []
        for r in range(max(1, rounds // 3)):
            # Raw samples taken between the two runs of the same round: a busy machine slows both alike.
            a = scripted_run(tmp, ws, 5, f"{name}-a{r}")
            batch = statistics.median(raw_batch(ws, 15))
            b = scripted_run(tmp, ws, 5 + steps, f"{name}-b{r}")
            step = (b - a) / steps
            per_step.append(step)
            raw.append(batch)
            overhead.append(step - batch)
        out[f"ms_per_step_{name}"] = ms(statistics.median(per_step))
        out[f"raw_sandbox_true_ms_{name}"] = ms(statistics.median(raw))
        out[f"overhead_ms_per_step_{name}"] = ms(statistics.median(overhead))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=50_000)
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--rounds", type=int, default=9)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="ncurator-bench-") as d:
        tmp = Path(d)
        big = tmp / "big"
        t0 = time.perf_counter()
        build_tree(big, args.files)
        sys.stderr.write(f"built {args.files} files in {time.perf_counter() - t0:.1f} s\n")
        small = tmp / "small"
        build_tree(small, 20, per_dir=10)
        snap = bench_snapshot(big, args.rounds)
        e2e = bench_end_to_end(tmp, {"small": small, f"{args.files // 1000}k": big}, args.steps, args.rounds)
    print(json.dumps({"files": args.files, "snapshot": snap, "end_to_end": e2e}, indent=2))


if __name__ == "__main__":
    main()
