"""The README's commands stay true: the deterministic demo runs as written (minus the install)."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from tests.conftest import REPO, cli_env


def _commands() -> list[str]:
    text = (REPO / "README.md").read_text()
    return re.findall(r"```bash\n(.*?)\n```", text, flags=re.S)


def test_readme_opens_with_the_two_fresh_machine_commands() -> None:
    text = (REPO / "README.md").read_text()
    first_blocks = re.findall(r"```bash\n(.*?)\n```", text[: text.index("The first command")], flags=re.S)
    assert len(first_blocks) == 2
    main_job, tests = first_blocks
    assert "ncurator run" in main_job and "examples/" in main_job
    ci = (REPO / ".ci" / "run").read_text()
    assert tests.strip() in ci, ".ci/run must run exactly the README's test command"


@pytest.mark.parametrize("sandbox", ["auto", "none"])
def test_scripted_demo_command_runs_and_its_answer_is_true(home, tmp_path, sandbox) -> None:
    """The README's demo, exactly as written (minus the install), with and without a sandbox: it
    completes, and every file its answer names exists in the workspace it ran on."""
    demo = next(c for c in _commands() if "script:examples/demo.script.jsonl" in c)
    assert demo.startswith("pip install -e . && ")
    command = demo.removeprefix("pip install -e . && ").replace("ncurator run", f"{shlex.quote(sys.executable)} -m ncurator_cli.cli run")
    env = cli_env({"NCURATOR_SANDBOX": sandbox})
    proc = subprocess.run(["bash", "-c", command], cwd=REPO, capture_output=True, text=True, env=env, timeout=180)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "north 2630" in proc.stdout and "completed" in proc.stdout
    run_id = re.search(r"▶ run (\S+)", proc.stdout).group(1)
    events = subprocess.run([sys.executable, "-m", "ncurator_cli.cli", "events", run_id], capture_output=True, text=True,
                            env=env, check=True).stdout
    lines = [json.loads(x) for x in events.splitlines()]
    root = Path(lines[0]["workspace"]["root_path"])
    answer = next(e["text"] for e in lines if e["type"] == "answer_completed")
    named = set(re.findall(r"[\w./-]*\w\.[A-Za-z]\w*", answer))
    assert len(named) >= 3, answer
    missing = sorted(n for n in named if not (root / n).is_file())
    assert not missing, f"the answer names files that do not exist: {missing}"
    assert lines[-1]["type"] == "run_completed"
