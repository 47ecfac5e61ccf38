"""Run an agent task suite through the real CLI: `--suite dev` (../shared/eval/agent-dev, the default),
`--suite validation` (bench/tasks/validation, tasks the agent was not developed against) or a folder.

Per task: fresh temp workspace, KB docs and KB; `setup.py WS KBDOCS`; `ncurator ingest` when the
task uses the KB; `ncurator run OBJECTIVE --workspace WS --kb KB --model M --policy P --record R`;
then `check.py WS EVENTS`. Prints the success rate per kind (uses) and per difficulty, overall,
and the mean, median and p90 wall time per task, as JSON on stdout; progress on stderr. Recordings
and event logs of failures are kept under --out/<suite> so they can be replayed with `--model script:FILE`.
`--totals-only` prints no per-task lines (stderr or JSON) and keeps no failure records: the way to
read the validation split, whose failures must not steer the agent's design.

    python bench/agent_eval.py --model local [--suite dev|validation|DIR] [--only ID ...] [--totals-only]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SUITES = {"dev": REPO.parent / "shared" / "eval" / "agent-dev", "validation": REPO / "bench" / "tasks" / "validation",
          "probes": REPO / "bench" / "tasks" / "probes"}
DEFAULT_SUITE = SUITES["dev"]


def suite_dir(name: str) -> Path:
    """A suite alias (dev, validation) or a folder holding tasks/<id>/task.json."""
    return SUITES.get(name, Path(name))


def percentile(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100) of values; None when empty."""
    if not values:
        return None
    vs = sorted(values)
    k = max(0, min(len(vs) - 1, int(-(-q * len(vs) // 100)) - 1))
    return vs[k]

# The suite's contract: medium-risk commands inside the workspace are allowed; high risk is not.
POLICY = """version = 1
[defaults]
low = "allow"
medium = "allow"
high = "deny"
noninteractive_ask = "deny"
"""


def ncurator(
    *args: str, env: dict[str, str], timeout: float, stdout: object = subprocess.PIPE
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "ncurator_cli.cli", *args],
        env=env,
        timeout=timeout,
        stdout=stdout,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
    )


def run_task(
    task_dir: Path, model: str, out: Path, env: dict[str, str], timeout_scale: float, keep_failures: bool = True,
    keep_passes: bool = False,
) -> dict:
    meta = json.loads((task_dir / "task.json").read_text())
    tid = meta["id"]
    tmp = Path(tempfile.mkdtemp(prefix=f"ncur-eval-{tid}-"))
    ws, kbdocs, kb = tmp / "ws", tmp / "kbdocs", tmp / "kb"
    events = tmp / "events.jsonl"
    record = tmp / "record.jsonl"
    policy = tmp / "policy.toml"
    policy.write_text(POLICY)
    result = {"id": tid, "uses": meta.get("uses", []), "difficulty": meta.get("difficulty"), "passed": False}
    t0 = time.monotonic()
    try:
        setup_args = [sys.executable, str(task_dir / "setup.py"), str(ws)] + (
            [str(kbdocs)] if meta.get("kb") else []
        )
        subprocess.run(setup_args, check=True, capture_output=True, timeout=120)
        if meta.get("kb"):
            ing = ncurator("ingest", str(kbdocs), "--kb", str(kb), env=env, timeout=600)
            if ing.returncode != 0:
                result["error"] = f"ingest exit {ing.returncode}: {ing.stderr.decode()[-300:]}"
        timeout = float(meta.get("timeout_s", 300)) * timeout_scale
        with events.open("wb") as fh:
            try:
                run = ncurator(
                    "run",
                    meta["objective"],
                    "--workspace",
                    str(ws),
                    "--kb",
                    str(kb),
                    "--model",
                    model,
                    "--policy",
                    str(policy),
                    "--record",
                    str(record),
                    "--timeout",
                    str(int(timeout)),
                    env=env,
                    timeout=timeout + 60,
                    stdout=fh,
                )
                result["exit_code"] = run.returncode
                result["stderr_tail"] = run.stderr.decode(errors="replace")[-500:]
            except subprocess.TimeoutExpired:
                result["exit_code"] = None
                result["error"] = "harness timeout"
        chk = subprocess.run(
            [sys.executable, str(task_dir / "check.py"), str(ws), str(events)],
            capture_output=True,
            timeout=120,
        )
        result["passed"] = chk.returncode == 0
        result["check"] = chk.stdout.decode(errors="replace").strip()[:300]
    except Exception as exc:  # the harness must report, not crash
        result["error"] = f"{type(exc).__name__}: {exc}"
    result["wall_s"] = round(time.monotonic() - t0, 1)
    if keep_failures and (not result["passed"] or keep_passes):
        keep = out / tid
        keep.mkdir(parents=True, exist_ok=True)
        for f in (events, record, record.with_name("record.unanswered.jsonl")):
            if f.exists():
                shutil.copy(f, keep / f.name)
        (keep / "result.json").write_text(json.dumps(result, indent=2))
    shutil.rmtree(tmp, ignore_errors=True)
    return result


def summarize(results: list[dict], totals_only: bool = False) -> dict:
    def rate(rs: list[dict]) -> dict:
        return {
            "passed": sum(r["passed"] for r in rs),
            "total": len(rs),
            "rate": round(sum(r["passed"] for r in rs) / len(rs), 3) if rs else None,
        }

    by_use: dict[str, list[dict]] = defaultdict(list)
    by_diff: dict[str, list[dict]] = defaultdict(list)
    for r in results:
        for u in r["uses"]:
            by_use[u].append(r)
        by_diff[r["difficulty"] or "?"].append(r)
    walls = [r["wall_s"] for r in results]
    summary = {
        "overall": rate(results),
        "by_kind": {k: rate(v) for k, v in sorted(by_use.items())},
        "by_difficulty": {k: rate(v) for k, v in sorted(by_diff.items())},
        "mean_wall_s": round(sum(walls) / len(walls), 1) if walls else None,
        "median_wall_s": percentile(walls, 50),
        "p90_wall_s": percentile(walls, 90),
        "max_wall_s": max(walls) if walls else None,
        # How the runs ended, as counts (a total: it names no task): 0 completed, 1 failed,
        # 6 a budget ran out, "none" the harness's own timeout; and how many of each passed.
        "exit_codes": {str(k): v for k, v in sorted(Counter(str(r.get("exit_code")).lower() for r in results).items())},
        "passed_by_exit_code": {str(k): v for k, v in sorted(Counter(str(r.get("exit_code")).lower() for r in results
                                                                      if r["passed"]).items())},
    }
    if totals_only:
        return summary
    return {
        **summary,
        "tasks": [
            {k: r.get(k) for k in ("id", "passed", "exit_code", "wall_s", "check", "error")} for r in results
        ],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", required=True, help="model spec for `ncurator run` (local, openai:NAME, ...)")
    ap.add_argument("--suite", default="dev", help="dev, validation, or a suite folder (default dev)")
    ap.add_argument(
        "--totals-only", action="store_true",
        help="report totals only: no per-task progress, results or failure records",
    )
    ap.add_argument(
        "--keep-all", action="store_true",
        help="keep the records and event logs of passed tasks too (where a pass spent its time); not with --totals-only",
    )
    ap.add_argument("--only", nargs="*", help="task ids to run")
    ap.add_argument("--out", type=Path, default=REPO / "bench" / ".cache" / "agent-eval")
    ap.add_argument("--timeout-scale", type=float, default=1.0)
    ap.add_argument(
        "--jobs", type=int, default=1,
        help="tasks run at once (local-model runs share the home's one model server and queue their calls there; keep <= cores)",
    )
    ap.add_argument(
        "--warm", action="store_true",
        help="first `ncurator doctor --warm`: the local model's server reads the system prompts past runs used "
             "(outside every task's time; reported as `warm`)",
    )
    args = ap.parse_args()
    if args.keep_all and args.totals_only:
        sys.exit("agent_eval: --keep-all keeps per-task records, which --totals-only forbids")
    suite = suite_dir(args.suite)
    if not (suite / "tasks").is_dir():
        sys.exit(f"agent_eval: no tasks/ folder in suite {suite}")
    tasks = sorted(p for p in (suite / "tasks").iterdir() if (p / "task.json").exists())
    if args.only:
        tasks = [t for t in tasks if t.name in set(args.only)]
    out = args.out / suite.name
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    env.setdefault("NCURATOR_HOME", str(args.out / "home"))
    for t in tasks:  # a failure record is about the latest run only
        shutil.rmtree(out / t.name, ignore_errors=True)
    results = []
    warmed = None
    if args.warm:
        done = ncurator("doctor", "--model", args.model, "--no-self-test", "--warm", env=env, timeout=1200)
        try:
            warmed = json.loads(done.stdout)["model"].get("warm")
        except (ValueError, KeyError, TypeError):
            warmed = {"error": f"doctor exited {done.returncode}: {done.stderr.decode(errors='replace')[-300:]}"}
        sys.stderr.write(f"warm-up: {json.dumps(warmed)}\n")

    def one(t: Path) -> dict:
        r = run_task(t, args.model, out, env, args.timeout_scale, keep_failures=not args.totals_only,
                     keep_passes=args.keep_all)
        results.append(r)
        if args.totals_only:
            # Running totals only, so that a run cut short still says something (never which task).
            walls = sorted(x["wall_s"] for x in results)
            sys.stderr.write(f"[{len(results)}/{len(tasks)}] done; passed so far {sum(x['passed'] for x in results)}"
                             f"/{len(results)}; median wall {percentile(walls, 50)} s\n")
        else:
            sys.stderr.write(
                f"[{len(results)}/{len(tasks)}] {'PASS' if r['passed'] else 'FAIL'} {r['id']} ({r['wall_s']} s) "
                f"{r.get('check', '')[:120]}\n"
            )
        sys.stderr.flush()
        return r

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        list(pool.map(one, tasks))
    results.sort(key=lambda r: r["id"])
    extra = {"warm": warmed} if args.warm else {}
    print(json.dumps({"model": args.model, "suite": suite.name, **extra, **summarize(results, args.totals_only)}, indent=2))


if __name__ == "__main__":
    main()
