"""Every `emit("type", field=...)` in src/ names an event of protocol/events.py and only its fields.

The emitter validates each event when it is written (`make_event`: unknown fields and missing ones
fail), but a call on a path the tests rarely take would fail only there, mid-run. This reads every
call with a literal event type and checks its keywords against the event model, statically.
"""

from __future__ import annotations

import ast
from pathlib import Path

from ncurator_cli.protocol.events import EVENT_CLASSES

SRC = Path(__file__).resolve().parents[2] / "src" / "ncurator_cli"
ENVELOPE = {"schema_version", "type", "run_id", "seq", "ts"}


def problems(source: str, where: str) -> tuple[list[str], int]:
    """(what is wrong with each emit call, how many calls were checked)."""
    out: list[str] = []
    checked = 0
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "emit"
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            continue
        checked += 1
        type_ = node.args[0].value
        cls = EVENT_CLASSES.get(type_)
        if cls is None:
            out.append(f"{where}:{node.lineno}: unknown event type {type_!r}")
            continue
        fields = set(cls.model_fields) - ENVELOPE
        given = {k.arg for k in node.keywords if k.arg is not None}
        unknown = given - fields
        if unknown:
            out.append(f"{where}:{node.lineno}: {type_} has no field {', '.join(sorted(unknown))}")
        if not any(k.arg is None for k in node.keywords):  # no **fields: every required one is named
            required = {n for n, f in cls.model_fields.items() if f.is_required()} - ENVELOPE
            missing = required - given
            if missing:
                out.append(f"{where}:{node.lineno}: {type_} misses {', '.join(sorted(missing))}")
    return out, checked


def test_every_emit_call_matches_its_event_model() -> None:
    found: list[str] = []
    total = 0
    for path in sorted(SRC.rglob("*.py")):
        wrong, checked = problems(path.read_text(), str(path.relative_to(SRC.parent)))
        found += wrong
        total += checked
    assert total > 40  # the scan sees the calls (activity, task_*, terminal_step_*, answer_*, ...)
    assert not found, "\n".join(found)


def test_the_check_catches_a_wrong_call() -> None:
    bad = '''
def f(ctx):
    ctx.emit("activity", activity_id="a", task_id=None, action_type="x", status="completed", summray="typo")
    ctx.emit("task_complete", task_id="t1")
    ctx.emit("task_failed", task_id="t1", code="failed")
    ctx.emit("terminal_step_error", error="e", **fields)
'''
    found, checked = problems(bad, "bad.py")
    assert checked == 4
    assert found == [
        "bad.py:3: activity has no field summray",
        "bad.py:3: activity misses summary",
        "bad.py:4: unknown event type 'task_complete'",
        "bad.py:5: task_failed misses error",
    ]
