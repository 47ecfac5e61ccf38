"""Self-test of a task suite's checkers, no model involved.

For every task: run setup.py into a fresh workspace, then check.py with an empty event log must FAIL
(an untouched workspace and no answer are not a solution); then the reference solve.py, after which
check.py must PASS. Exit 1 when any checker misbehaves.

    python bench/tasks/selftest.py [SUITE_DIR] [--only ID ...]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _run(*args: str | Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *map(str, args)], capture_output=True, text=True, timeout=300)


def selftest(task: Path) -> list[str]:
    meta = json.loads((task / "task.json").read_text())
    problems: list[str] = []
    for key in ("id", "objective", "uses", "difficulty", "kb", "timeout_s"):
        if key not in meta:
            problems.append(f"task.json lacks {key}")
    if meta.get("id") != task.name:
        problems.append("task.json id differs from the folder name")
    tmp = Path(tempfile.mkdtemp(prefix=f"selftest-{task.name}-"))
    try:
        ws, kb, ev = tmp / "ws", tmp / "kb", tmp / "events.jsonl"
        s = _run(task / "setup.py", ws, *([kb] if meta.get("kb") else []))
        if s.returncode != 0:
            return problems + [f"setup failed: {s.stderr[-300:]}"]
        if meta.get("kb") and not any(kb.iterdir()):
            problems.append("kb task wrote no KB documents")
        ev.write_text("")
        c = _run(task / "check.py", ws, ev)
        if c.returncode == 0 or not c.stdout.startswith("FAIL:"):
            problems.append(f"check passes on an untouched workspace: {c.stdout.strip()}")
        ev.write_text(json.dumps({"type": "answer_completed", "text": "Done."}) + "\n")
        c = _run(task / "check.py", ws, ev)
        if c.returncode == 0:
            problems.append(f"check passes with an untouched workspace and a vacuous answer: {c.stdout.strip()}")
        ev.write_text("")
        so = _run(task / "solve.py", ws, ev)
        if so.returncode != 0:
            return problems + [f"solve failed: {so.stderr[-300:]}"]
        c = _run(task / "check.py", ws, ev)
        if c.returncode != 0 or not c.stdout.startswith("PASS:"):
            problems.append(f"check fails on the reference solution: {c.stdout.strip()}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return problems


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("suite", nargs="?", type=Path, default=HERE / "validation")
    ap.add_argument("--only", nargs="*")
    args = ap.parse_args()
    tasks = sorted(p for p in (args.suite / "tasks").iterdir() if (p / "task.json").exists())
    if args.only:
        tasks = [t for t in tasks if t.name in set(args.only)]
    bad = 0
    for t in tasks:
        problems = selftest(t)
        bad += bool(problems)
        print(("FAIL " if problems else "ok   ") + t.name + "".join("\n     " + p for p in problems))
    multi = sum(json.loads((t / "task.json").read_text()).get("difficulty") == "multi" for t in tasks)
    print(f"{len(tasks) - bad}/{len(tasks)} checkers behave; {multi}/{len(tasks)} tasks multi-step")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
