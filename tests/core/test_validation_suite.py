"""The validation task suite (bench/tasks/validation) is well formed and its checkers are sound.

Every checker must FAIL on an untouched workspace with an empty or vacuous answer and PASS on the
reference solution; questions must also require an unchanged workspace. No model is involved.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest
from tests.conftest import REPO

SUITE = REPO / "bench" / "tasks" / "validation"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


selftest = _load("suite_selftest", REPO / "bench" / "tasks" / "selftest.py")
agent_eval = _load("agent_eval_bench", REPO / "bench" / "agent_eval.py")
TASKS = sorted(p for p in (SUITE / "tasks").iterdir() if (p / "task.json").is_file())


def test_suite_shape() -> None:
    metas = [json.loads((t / "task.json").read_text()) for t in TASKS]
    assert len(metas) >= 30
    assert sum(m["difficulty"] == "multi" for m in metas) * 3 >= 2 * len(metas)
    kinds = {u for m in metas for u in m["uses"]}
    assert {"terminal", "docx", "kb"} <= kinds
    assert any(len(m["uses"]) > 1 for m in metas)  # mixed tasks
    for t, m in zip(TASKS, metas, strict=True):
        assert m["id"] == t.name
        assert m["kb"] == ("kb" in m["uses"])
        assert {"setup.py", "check.py", "solve.py"} <= {p.name for p in t.iterdir()}


def test_every_question_requires_an_unchanged_workspace() -> None:
    """Every checker guards the files the task must not touch: all of them (a question) or the rest."""
    for t in TASKS:
        check = (t / "check.py").read_text()
        assert any(g in check for g in ("require_ws_unchanged", "require_others_unchanged", "require_tree", "same_file")), t.name


@pytest.mark.parametrize("tid", ["web-5xx-rotated", "docx-offer-letter", "kb-meal-allowance"])
def test_checker_fails_untouched_and_passes_reference(tid: str) -> None:
    assert selftest.selftest(SUITE / "tasks" / tid) == []


@pytest.mark.slow
def test_every_checker_is_sound() -> None:
    bad = {t.name: p for t in TASKS if (p := selftest.selftest(t))}
    assert bad == {}


def test_harness_resolves_suites_and_reports_percentiles() -> None:
    assert agent_eval.suite_dir("validation") == SUITE
    assert agent_eval.suite_dir("dev").name == "agent-dev"
    assert agent_eval.suite_dir("/x/y") == Path("/x/y")
    walls = [float(x) for x in range(1, 11)]
    assert agent_eval.percentile(walls, 50) == 5.0
    assert agent_eval.percentile(walls, 90) == 9.0
    assert agent_eval.percentile([], 90) is None
    rs = [{"id": str(i), "uses": ["docx"], "difficulty": "multi", "passed": i % 2 == 0, "wall_s": w}
          for i, w in enumerate(walls)]
    totals = agent_eval.summarize(rs, totals_only=True)
    assert "tasks" not in totals
    assert totals["overall"] == {"passed": 5, "total": 10, "rate": 0.5}
    assert totals["median_wall_s"] == 5.0 and totals["p90_wall_s"] == 9.0 and totals["max_wall_s"] == 10.0
    assert len(agent_eval.summarize(rs)["tasks"]) == 10


@pytest.mark.timeout(1500)  # 342 tasks, each set up twice, checked twice and solved: minutes on 2 slow cores
def test_the_probe_suite_checkers_are_sound() -> None:
    """bench/tasks/probes (the design set): every checker fails the untouched workspace, passes the
    reference solution, and every setup is byte-deterministic (its own validate.py)."""
    import subprocess

    res = subprocess.run([sys.executable, str(REPO / "bench" / "tasks" / "probes" / "validate.py")],
                         capture_output=True, text=True, timeout=1400)
    assert res.returncode == 0 and res.stdout.rstrip().endswith("ALL OK"), res.stdout[-2000:] + res.stderr[-2000:]
