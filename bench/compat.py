"""The same weights through `--model openai:` and `--model local`, in one run (issue 19).

Leases the embedded runtime's llama.cpp server (xllamacpp, jinja on) with the configuration
`--model local` uses, so both specs talk to the same server process, then runs the README main
job — and the single-step tasks of the validation split when `bench/tasks/validation/` exists —
through `--model openai:qwen` (OPENAI_BASE_URL at that server, profile probed) and through
`--model local`, alternating. Prints JSON: pass rate per spec, the time ratio openai/local
(target <= 1.2) and the number of model calls that ran into their token limit (target 0),
read from the client's per-request stats (`NCURATOR_MODEL_STATS`).

Guided voting is off (`[terminal] vote_samples = 0` in a config of the bench's own) unless
`--votes`: its sampled candidates make the two specs' runs of one task take different paths.

    python bench/compat.py [--validation N | --no-validation] [--repeat 1] [--votes] [--out bench/.cache/compat]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "bench"))

VALIDATION = REPO / "bench" / "tasks" / "validation"

@contextlib.contextmanager
def embedded_server(home: Path, threads: int | None) -> Iterator[tuple[str, str, int | None]]:
    """(base_url, how, threads) of the managed llama.cpp server `--model local` uses (jinja on).

    The lease is taken with the very configuration the CLI uses (`ServerConfig.from_env`), so the
    server key is the CLI's: both specs talk to one process with one thread count and one prompt
    cache. (An explicit thread count for the bench alone would start a second server, and the
    comparison would be of two servers, not of two client paths.)"""
    from ncurator_cli.models import local as local_pkg

    path = local_pkg.ensure_model_file(local_pkg.default_model_path(home))
    lease = local_pkg.ensure_server(local_pkg.ServerConfig.from_env(path, threads=threads), home)
    try:
        state = getattr(lease, "state", None) or {}
        yield lease.base_url, "managed local server (models/local), shared with --model local", state.get("threads")
    finally:
        lease.release()


def ncurator(args: list[str], env: dict[str, str], timeout: float, events: Path) -> tuple[int | None, str, float]:
    t0 = time.monotonic()
    with events.open("wb") as out:
        try:
            proc = subprocess.run([sys.executable, "-m", "ncurator_cli.cli", *args], env=env, stdout=out,
                                  stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=timeout)
            code: int | None = proc.returncode
            err = proc.stderr.decode(errors="replace")
        except subprocess.TimeoutExpired as exc:
            code, err = None, (exc.stderr or b"").decode(errors="replace") + "\nharness timeout"
    return code, err, time.monotonic() - t0


def answer(events: Path) -> str:
    text = ""
    for line in events.read_text(errors="replace").splitlines():
        with contextlib.suppress(ValueError):
            ev = json.loads(line)
            if ev.get("type") == "answer_completed":
                text = ev.get("text") or ""
    return text


def model_calls(stats: Path) -> dict[str, int]:
    """Requests and those that ran into their token limit, from the client's stats file."""
    rows = []
    if stats.exists():
        for line in stats.read_text().splitlines():
            with contextlib.suppress(ValueError):
                rows.append(json.loads(line))
    return {"model_calls": len(rows), "hit_limit": sum(r.get("finish_reason") == "length" for r in rows),
            "runaway": sum(r.get("finish_reason") == "runaway" for r in rows),
            "completion_tokens": sum(int(r.get("completion_tokens") or 0) for r in rows)}


def with_stats(env: dict[str, str], work: Path) -> tuple[dict[str, str], Path]:
    stats = Path(tempfile.mkstemp(prefix="stats-", suffix=".jsonl", dir=work)[1])
    return {**env, "NCURATOR_MODEL_STATS": str(stats)}, stats


def main_job() -> tuple[str, list[str], str, list[str]]:
    """README's main job (objective, flags), the workspace script it names, and the numbers that
    script prints (computed by running it on a pristine copy, as bench/mainjob.py does)."""
    from mainjob import expected_numbers, readme_job

    from ncurator_cli.guided.terminal import script_command

    objective, flags = readme_job()
    with tempfile.TemporaryDirectory() as tmp:
        pristine = Path(tmp) / "ws"
        shutil.copytree(REPO / "examples" / "workspace", pristine)
        named = script_command(objective, pristine)
        if not named:
            raise SystemExit(f"the README objective names no workspace script: {objective!r}")
        script = named.split()[-1]
        return objective, flags, script, expected_numbers(pristine, script)


def run_main_job(spec: str, env: dict[str, str], work: Path, job: tuple[str, list[str], str, list[str]]) -> dict:
    from mainjob import runs_script

    objective, flags, script, expected = job
    ws = Path(tempfile.mkdtemp(prefix="compat-ws-", dir=work))
    shutil.copytree(REPO / "examples" / "workspace", ws, dirs_exist_ok=True)
    events = ws.parent / f"{ws.name}.events.jsonl"
    env, stats = with_stats(env, work)
    code, err, took = ncurator(["run", objective, "--workspace", str(ws), *flags, "--model", spec, "--timeout", "900"],
                               env, 960, events)
    text = answer(events)
    steps = []
    for line in events.read_text(errors="replace").splitlines():
        with contextlib.suppress(ValueError):
            ev = json.loads(line)
            if ev.get("type") in ("terminal_step_result", "terminal_step_error"):
                steps.append(ev.get("command") or "")
    ran = any(runs_script(c, script) for c in steps)
    passed = code == 0 and ran and all(n in text for n in expected)
    return {"task": "main-job", "spec": spec, "passed": passed, "exit_code": code, "wall_s": round(took, 1),
            **model_calls(stats), "ran_script": ran, "answer": text[:200], "stderr_tail": "" if passed else err[-400:]}


def run_validation(task: Path, spec: str, env: dict[str, str], work: Path) -> dict:
    from agent_eval import run_task  # the suite harness: setup, ingest, run, check

    out = work / "validation-failures" / spec.replace(":", "_")
    env, stats = with_stats(env, work)
    r = run_task(task, spec, out, env, 1.0, keep_failures=False)
    # The validation split is read as totals only (its failures must not steer the design): no
    # task id, no checker text, no failure records.
    return {"task": "validation", "spec": spec, "passed": r["passed"], "exit_code": r.get("exit_code"),
            "wall_s": r["wall_s"], **model_calls(stats)}


def summarize(results: list[dict], specs: list[str]) -> dict:
    per: dict[str, dict] = {}
    for spec in specs:
        rs = [r for r in results if r["spec"] == spec]
        per[spec] = {
            "passed": sum(r["passed"] for r in rs), "total": len(rs),
            "rate": round(sum(r["passed"] for r in rs) / len(rs), 3) if rs else None,
            "wall_s": round(sum(r["wall_s"] for r in rs), 1),
            "hit_limit": sum(r["hit_limit"] for r in rs),
            "model_calls": sum(r["model_calls"] for r in rs),
            "runaway": sum(r["runaway"] for r in rs),
        }
    openai, local = (per[s]["wall_s"] for s in specs)
    return {"per_spec": per, "time_ratio_openai_over_local": round(openai / local, 2) if local else None,
            "hit_limit_total": sum(p["hit_limit"] for p in per.values())}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--validation", type=int, default=None, help="run only the first N single-step validation tasks")
    ap.add_argument("--no-validation", action="store_true")
    ap.add_argument("--repeat", type=int, default=1, help="runs of the main job per spec")
    ap.add_argument("--threads", type=int, default=None,
                    help="server threads (also set NCURATOR_LOCAL_THREADS so `--model local` keys the same server)")
    ap.add_argument("--out", type=Path, default=REPO / "bench" / ".cache" / "compat")
    ap.add_argument("--openai-name", default="qwen", help="the NAME in --model openai:NAME")
    ap.add_argument("--votes", action="store_true",
                    help="keep guided voting on (its sampled replies make the two specs' runs diverge at random)")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    home = Path(os.environ.get("NCURATOR_HOME") or args.out / "home")
    home.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="compat-", dir=args.out))
    if args.threads:
        os.environ["NCURATOR_LOCAL_THREADS"] = str(args.threads)
    tasks: list[Path] = []
    if not args.no_validation and (VALIDATION / "tasks").is_dir():
        for t in sorted((VALIDATION / "tasks").iterdir()):
            meta_path = t / "task.json"
            if meta_path.is_file() and json.loads(meta_path.read_text()).get("difficulty") == "single":
                tasks.append(t)
        tasks = tasks[: args.validation] if args.validation is not None else tasks
    specs = [f"openai:{args.openai_name}", "local"]
    results: list[dict] = []
    with embedded_server(home, args.threads) as (url, how, threads):
        env = {**os.environ, "NCURATOR_HOME": str(home), "OPENAI_BASE_URL": url, "PYTHONPATH": str(REPO / "src")}
        if not args.votes:
            # Greedy decoding only: both specs then take the same path through each task, so the
            # time ratio compares the client paths, not the luck of sampled candidates.
            xdg = work / "xdg"
            (xdg / "ncurator").mkdir(parents=True, exist_ok=True)
            (xdg / "ncurator" / "config.toml").write_text("[terminal]\nvote_samples = 0\n")
            env["XDG_CONFIG_HOME"] = str(xdg)
        env.pop("OPENAI_API_KEY", None)
        env.pop("NCURATOR_NO_LOCAL_MODEL", None)
        sys.stderr.write(f"compat: server {url} ({how}), {threads} thread(s)\n")
        profile = subprocess.run([sys.executable, "-m", "ncurator_cli.cli", "doctor", "--model", specs[0]],
                                 env=env, capture_output=True, text=True, timeout=300)
        with contextlib.suppress(ValueError, KeyError, IndexError):
            sys.stderr.write(f"compat: {specs[0]} profile: {json.dumps(json.loads(profile.stdout)['model']['profile'])}\n")
        job = main_job()
        sys.stderr.write(f"compat: main job {job[0]!r}, expecting {job[3]} in the answer\n")
        # Warm-up (untimed): the main job once per spec, so that neither spec pays alone for
        # prefilling the prompts both share (the server's prompt cache holds them afterwards).
        for spec in specs:
            run_main_job(spec, env, work, job)
        jobs = [("main", None)] * args.repeat + [("validation", t) for t in tasks]
        for n, (kind, task) in enumerate(jobs):
            # ABBA order: the spec that runs second (and finds the other's prompts cached) alternates.
            for spec in (specs if n % 2 == 0 else specs[::-1]):
                r = (run_main_job(spec, env, work, job) if kind == "main"
                     else run_validation(task, spec, env, work))  # type: ignore[arg-type]
                results.append(r)
                sys.stderr.write(f"compat: {'PASS' if r['passed'] else 'FAIL'} {r['task']} {spec} {r['wall_s']}s "
                                 f"hit_limit={r['hit_limit']}\n")
    print(json.dumps({"server": how, "threads": threads, **summarize(results, specs), "runs": results}, indent=2))


if __name__ == "__main__":
    main()
