"""The run's state: a typed schema with explicit reducers, checkpointed after every step."""

from __future__ import annotations

import operator
from typing import Annotated, Any, TypedDict


def merge_tasks(left: list[dict[str, Any]] | None, right: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """Tasks merge by id: an update replaces the task with that id, a new id is appended."""
    out = [dict(t) for t in (left or [])]
    index = {t["id"]: i for i, t in enumerate(out)}
    for t in right or []:
        if t["id"] in index:
            out[index[t["id"]]] = {**out[index[t["id"]]], **t}
        else:
            index[t["id"]] = len(out)
            out.append(dict(t))
    return out


def merge_dict(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    return {**(left or {}), **(right or {})}


class RunState(TypedDict, total=False):
    objective: str
    memory: list[dict[str, Any]]
    intent: dict[str, Any] | None  # runtime/intent.py: question or change, and the change's outputs
    probe: dict[str, Any]
    tasks: Annotated[list[dict[str, Any]], merge_tasks]
    current: str | None  # id of the task being worked on
    loops: Annotated[dict[str, dict[str, Any]], merge_dict]  # task id -> loop state
    results: Annotated[list[dict[str, Any]], operator.add]
    approvals: Annotated[dict[str, dict[str, Any]], merge_dict]  # approval id -> decision
    pending_approval: dict[str, Any] | None
    rounds: int
    steps: int
    outcome: dict[str, Any] | None  # {"status": "respond" | "failed" | "done", "code", "error"}
    answer: str | None
