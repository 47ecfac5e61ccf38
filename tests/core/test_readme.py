"""The README's commands stay true: the deterministic demo runs as written (minus the install)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys

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


def test_scripted_demo_command_runs(home, tmp_path) -> None:
    demo = next(c for c in _commands() if "script:examples/demo.script.jsonl" in c)
    assert demo.startswith("pip install -e . && ")
    command = demo.removeprefix("pip install -e . && ").replace("ncurator run", f"{shlex.quote(sys.executable)} -m ncurator_cli.cli run")
    proc = subprocess.run(["bash", "-c", command], cwd=REPO, capture_output=True, text=True, env=cli_env(), timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "north 2630" in proc.stdout and "completed" in proc.stdout
