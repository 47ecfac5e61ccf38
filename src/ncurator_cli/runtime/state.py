"""The run's state: a typed schema with explicit reducers, checkpointed after every step."""

from __future__ import annotations

import operator
from typing import Annotated, Any, TypedDict

from ..protocol.task import LoopState, Task


def merge_tasks(left: list[Task] | None, right: list[Task] | None) -> list[Task]:
    """Tasks merge by id: an update replaces the task with that id, a new id is appended."""
    out: list[Task] = [Task(**t) for t in (left or [])]
    index = {t["id"]: i for i, t in enumerate(out)}
    for t in right or []:
        if t["id"] in index:
            out[index[t["id"]]] = {**out[index[t["id"]]], **t}
        else:
            index[t["id"]] = len(out)
            out.append(Task(**t))
    return out


def merge_dict(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    return {**(left or {}), **(right or {})}


class RunState(TypedDict, total=False):
    objective: str
    memory: list[dict[str, Any]]
    intent: dict[str, Any] | None  # objective/intent.py: question or change, and the change's outputs
    probe: dict[str, Any]
    tasks: Annotated[list[Task], merge_tasks]
    current: str | None  # id of the task being worked on
    loops: Annotated[dict[str, LoopState], merge_dict]  # task id -> loop state
    results: Annotated[list[dict[str, Any]], operator.add]
    approvals: Annotated[dict[str, dict[str, Any]], merge_dict]  # approval id -> decision
    pending_approval: dict[str, Any] | None
    rounds: int
    steps: int
    outcome: dict[str, Any] | None  # {"status": "respond" | "failed" | "done", "code", "error"}
    answer: str | None
