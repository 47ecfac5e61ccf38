"""Runtime overhead per step: a scripted model drives a no-op tool-loop capability through the real
graph (checkpointing, events to the store, JSONL to /dev/null), next to a bare LangGraph loop of
the same number of steps with the same SQLite checkpointer, in the same run.
Targets: < 5 ms per step and < 2x the bare loop.

    python bench/overhead.py [--steps 200]
"""

from __future__ import annotations

import argparse
import json
import operator
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Annotated, Any, TypedDict

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from ncurator_cli.config import RunConfig, RunLimits, Settings  # noqa: E402
from ncurator_cli.models.script import ScriptModel  # noqa: E402
from ncurator_cli.output import JsonlSink  # noqa: E402
from ncurator_cli.plugins import CAPABILITIES, Registry  # noqa: E402
from ncurator_cli.protocol.capability import TaskOutcome, ToolLoopCapability, ToolOutcome  # noqa: E402
from ncurator_cli.protocol.tools import ToolSpec  # noqa: E402
from ncurator_cli.runtime.runner import RunDriver  # noqa: E402


class NoopCapability(ToolLoopCapability):
    kind = "noop"
    node = "noop"
    finish_tool = "noop_finish"
    TOOLS = [
        ToolSpec("noop", "does nothing", {"type": "object"}),
        ToolSpec("noop_finish", "finish", {"type": "object"}),
    ]

    def tools(self, ctx: Any, task: dict[str, Any]) -> list[ToolSpec]:
        return self.TOOLS

    def system_prompt(self, ctx: Any, task: dict[str, Any]) -> str:
        return "noop"

    def max_turns(self, ctx: Any) -> int:
        return 100_000

    def handle(self, ctx: Any, task: dict[str, Any], call: Any, loop: dict[str, Any]) -> ToolOutcome:
        if call.name == "noop_finish":
            return ToolOutcome(output="ok", finish=TaskOutcome("ok", "done"))
        return ToolOutcome(output="ok")


class BenchPolicy:
    noninteractive_ask = "pause"

    def summary(self) -> dict[str, Any]:
        return {"source": "bench"}


def ncurator_run(tmp: Path, turns: int) -> tuple[float, int]:
    lines = [
        '{"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [{"kind": "noop", "title": "n", "objective": "n"}]}}]}'
    ]
    lines += ['{"node": "noop", "tool_calls": [{"name": "noop", "args": {}}]}'] * turns
    lines += [
        '{"node": "noop", "tool_calls": [{"name": "noop_finish", "args": {}}]}',
        '{"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}',
        '{"node": "finalize", "content": "done"}',
    ]
    script = tmp / f"s{turns}.jsonl"
    script.write_text("\n".join(lines) + "\n")
    home = tmp / f"home{turns}"
    settings = Settings(home=home)
    reg = Registry(CAPABILITIES)
    reg.register("noop", NoopCapability)
    sink = JsonlSink(open("/dev/null", "wb"))  # noqa: SIM115
    driver = RunDriver(settings, [sink], registry=reg)
    config = RunConfig(
        objective="bench",
        model=f"script:{script}",
        limits=RunLimits(max_steps=10 * turns + 100),
        no_probe=True,
        kb=str(tmp / "nokb"),
    )
    model = ScriptModel(script)
    t0 = time.perf_counter()
    code = driver.start(config, model, BenchPolicy(), None)
    dt = time.perf_counter() - t0
    assert code == 0, code
    # dispatch units: 2 per no-op turn (model turn + tool call) + finish turn/tool + task start
    return dt, 2 * turns


class BareState(TypedDict, total=False):
    n: int
    log: Annotated[list[str], operator.add]


def bare_loop(tmp: Path, steps: int) -> float:
    from langgraph.checkpoint.sqlite import SqliteSaver
    from langgraph.graph import END, START, StateGraph

    def node(s: BareState) -> dict[str, Any]:
        return {"n": s.get("n", 0) + 1, "log": ["x"]}

    g = StateGraph(BareState)
    g.add_node("step", node)
    g.add_edge(START, "step")
    g.add_conditional_edges("step", lambda s: "step" if s["n"] < steps else END, ["step", END])
    conn = sqlite3.connect(str(tmp / f"bare{steps}.db"), check_same_thread=False)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    app = g.compile(checkpointer=SqliteSaver(conn))
    t0 = time.perf_counter()
    app.invoke({"n": 0}, {"configurable": {"thread_id": "b"}, "recursion_limit": steps + 10})
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=200)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        ncurator_run(tmp, 5)  # warm imports
        bare_loop(tmp, 5)
        small_t, small_n = ncurator_run(tmp, 10)
        big_t, big_n = ncurator_run(tmp, 10 + args.steps // 2)
        per_step = (big_t - small_t) / (big_n - small_n)  # fixed run costs cancel out
        b_small = bare_loop(tmp, 20)
        b_big = bare_loop(tmp, 20 + args.steps)
        bare_per_step = (b_big - b_small) / args.steps
    print(
        json.dumps(
            {
                "ncurator_ms_per_step": round(per_step * 1000, 3),
                "bare_langgraph_ms_per_step": round(bare_per_step * 1000, 3),
                "ratio": round(per_step / bare_per_step, 2),
                "target_ms": 5.0,
                "target_ratio": 2.0,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
