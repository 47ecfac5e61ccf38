"""Task and loop state are typed (protocol/task.py): every key the code reads or writes is declared.

The state stays plain dicts at run time (checkpointed as JSON), so nothing would stop a new ad-hoc
key; this scan of src/ does. In every function, a name annotated with a TypedDict of the package,
a name bound by ``loop_data(loop, SomeData)``, and the names ``task`` and ``loop`` (Task and
LoopState unless annotated otherwise) may only be indexed, ``.get``/``.setdefault``/``.pop``-ed
or ``in``-tested with a declared key; a capability's own state is read through ``loop_data``,
never as ``loop["data"][...]``.
"""

from __future__ import annotations

import ast
import sqlite3
from pathlib import Path

from ncurator_cli.protocol.task import LEGACY_PUSHBACKS, LoopState, fresh_loop, upgrade_loop

SRC = Path(__file__).resolve().parents[2] / "src" / "ncurator_cli"
KEYED = ("get", "setdefault", "pop")
DEFAULT_NAMES = {"task": "Task", "loop": "LoopState"}


def typed_dicts(trees: list[ast.Module]) -> dict[str, set[str]]:
    """Name -> declared keys (inherited ones too) of every TypedDict class in the trees."""
    classes = {node.name: node for tree in trees for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    out: dict[str, set[str]] = {}
    changed = True
    while changed:
        changed = False
        for name, node in classes.items():
            bases = [b.id for b in node.bases if isinstance(b, ast.Name)]
            if name in out or not any(b == "TypedDict" or b in out for b in bases):
                continue
            keys = {s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)}
            for b in bases:
                keys |= out.get(b, set())
            out[name] = keys
            changed = True
    return out


def _type_of(annotation: ast.expr | None, typed: dict[str, set[str]]) -> str | None:
    """The TypedDict an annotation names (`X`, `X | None`, `"X"`), "" for another annotation, None for none."""
    if annotation is None:
        return None
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return _type_of(ast.parse(annotation.value, mode="eval").body, typed)
    if isinstance(annotation, ast.Name):
        return annotation.id if annotation.id in typed else ("" if annotation.id != "Any" else None)
    if isinstance(annotation, ast.BinOp):
        return _type_of(annotation.left, typed) or _type_of(annotation.right, typed)
    if isinstance(annotation, ast.Subscript) and isinstance(annotation.value, ast.Name) and annotation.value.id == "dict":
        return None  # a plain dict annotation does not excuse a `task` or `loop`
    return ""


def _own_nodes(fn: ast.AST) -> list[ast.AST]:
    """The nodes of a function, without those of the functions nested in it (checked on their own)."""
    out: list[ast.AST] = []
    stack = list(ast.iter_child_nodes(fn))
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        out.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return out


def _loop_data_type(node: ast.AST, typed: dict[str, set[str]]) -> str | None:
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "loop_data"
            and len(node.args) == 2 and isinstance(node.args[1], ast.Name) and node.args[1].id in typed):
        return node.args[1].id
    return None


def _str(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


class _Scope:
    """The typed names of one function."""

    def __init__(self, env: dict[str, str], typed: dict[str, set[str]], where: str, found: list[str]) -> None:
        self.env, self.typed, self.where, self.found = env, typed, where, found

    def kind_of(self, expr: ast.AST) -> str | None:
        if isinstance(expr, ast.Name):
            return self.env.get(expr.id)
        return _loop_data_type(expr, self.typed)

    def check(self, expr: ast.AST, key: str | None, node: ast.AST) -> None:
        kind = self.kind_of(expr)
        if kind is not None and key is not None and key not in self.typed[kind]:
            self.found.append(f"{self.where}:{node.lineno}: {ast.unparse(node)[:80]} — {key!r} is not a key of {kind}")

    def check_not_raw_data(self, expr: ast.AST, node: ast.AST) -> None:
        """`loop["data"]` or `loop.get("data", ...)`/`loop.setdefault("data", ...)` on a LoopState, read further."""
        if isinstance(expr, ast.Subscript):
            raw = self.kind_of(expr.value) == "LoopState" and _str(expr.slice) == "data"
        else:
            raw = (isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr in KEYED
                   and self.kind_of(expr.func.value) == "LoopState" and bool(expr.args) and _str(expr.args[0]) == "data")
        if raw:
            self.found.append(f"{self.where}:{node.lineno}: {ast.unparse(node)[:80]} — read loop data through loop_data()")


def violations(source: str, where: str, typed: dict[str, set[str]]) -> list[str]:
    tree = ast.parse(source)
    found: list[str] = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        env: dict[str, str] = {}
        excused: set[str] = set()
        a = fn.args
        for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
            kind = _type_of(arg.annotation, typed)
            if kind:
                env[arg.arg] = kind
            elif kind == "":
                excused.add(arg.arg)
        nodes = _own_nodes(fn)
        for node in nodes:
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                kind = _type_of(node.annotation, typed)
                if kind:
                    env[node.target.id] = kind
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                kind = _loop_data_type(node.value, typed)
                if kind:
                    env[node.targets[0].id] = kind
        for name, kind in DEFAULT_NAMES.items():
            if name not in excused:
                env.setdefault(name, kind)
        scope = _Scope(env, typed, where, found)
        for node in nodes:
            if isinstance(node, ast.Subscript):
                scope.check(node.value, _str(node.slice), node)
                scope.check_not_raw_data(node.value, node)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in KEYED:
                scope.check(node.func.value, _str(node.args[0]) if node.args else None, node)
                scope.check_not_raw_data(node.func.value, node)
            elif isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn)):
                scope.check(node.comparators[0], _str(node.left), node)
    return found


def _sources() -> dict[str, str]:
    return {str(p.relative_to(SRC.parent)): p.read_text() for p in sorted(SRC.rglob("*.py"))}


SOURCES = _sources()
TYPED = typed_dicts([ast.parse(s) for s in SOURCES.values()])


def test_the_task_and_loop_types_are_found() -> None:
    assert {"read_only", "outputs", "intent", "source_path"} <= TYPED["Task"]
    assert {"pushbacks", "data", "messages"} <= TYPED["LoopState"]
    assert {"denied", "steps", "files"} <= TYPED["TerminalData"]


def test_every_task_and_loop_key_the_code_uses_is_declared() -> None:
    found = [v for where, source in SOURCES.items() for v in violations(source, where, TYPED)]
    assert not found, "undeclared state keys (declare them in protocol/task.py):\n" + "\n".join(found)


def test_the_scan_finds_an_undeclared_key() -> None:
    """The check can fail: each of these is an ad-hoc key or a way round the typed data."""
    bad = '''
def handle(ctx, task, call, loop: LoopState):
    if task.get("sneaky"):
        loop["nudged"] = 1
    data = loop_data(loop, TerminalData)
    data["fail_nudged"] = True
    loop["data"]["x"] = 1
    return "warned" in loop_data(loop, DocxData) or loop.setdefault("data", {}).get("y")

def other(job: Task | None):
    return job["priority"]
'''
    found = violations(bad, "bad.py", TYPED)
    assert len(found) == 7, found
    for key in ("sneaky", "nudged", "fail_nudged", "warned", "priority"):
        assert any(repr(key) in f for f in found), key
    assert sum("loop_data()" in f for f in found) == 2
    good = '''
def handle(ctx, task: Task, call, loop):
    data = loop_data(loop, TerminalData)
    return task.get("read_only"), loop["pushbacks"], data.get("files"), "steps" in data

def unrelated(loop: asyncio.AbstractEventLoop, task: PlannedTask):
    return loop["anything"], task["goes"]
'''
    assert violations(good, "good.py", TYPED) == []


def test_a_loop_from_an_older_checkpoint_gets_todays_keys() -> None:
    """A loop state as the previous release checkpointed it: its push-back flags become counts."""
    old = {
        "messages": [{"role": "user", "content": "x"}], "queue": [], "started_calls": ["t1:a"], "turns": 3,
        "reprompted": True, "denied": False, "elapsed_s": 2.5, "done": None, "nudged": 1, "last_error": "boom",
        "data": {"fail_nudged": 2, "output_nudged": True, "rechecks": 1, "steps": [], "evidence_nudged": False},
    }
    loop = upgrade_loop(old)
    assert set(loop) == set(LoopState.__annotations__)
    assert loop["pushbacks"] == {"no_tool_call": 1, "tool_error": 1, "command_failed": 2, "claim_unmet": 1,
                                 "check_fails": 1}
    assert loop["turns"] == 3 and loop["last_error"] == "boom" and loop["started_calls"] == ["t1:a"]
    assert loop["model_s"] == 0.0 and loop["version"] == 0 and loop["text_misses"] == 0
    assert loop["data"] == {"steps": []}  # the old flags are gone from the capability's data
    # Today's loop is left as it is, and every legacy flag maps onto a key.
    fresh = fresh_loop([], [])
    fresh["pushbacks"]["tool_error"] = 1
    assert upgrade_loop(fresh) is fresh and fresh["pushbacks"] == {"tool_error": 1}
    assert set(fresh) == set(LoopState.__annotations__)
    assert len({flag for _, flag, _ in LEGACY_PUSHBACKS}) == len(LEGACY_PUSHBACKS)


def _make_loops_old(db: Path, run_id: str) -> None:
    """Rewrite the run's latest checkpoint as the previous release wrote a loop: no push-back
    counts nor today's other keys, the old flags instead (the reprompt already spent)."""
    from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

    serde = JsonPlusSerializer()
    with sqlite3.connect(db) as conn:
        row_id, type_, blob = conn.execute(
            "SELECT checkpoint_id, type, checkpoint FROM checkpoints WHERE thread_id = ? ORDER BY checkpoint_id DESC LIMIT 1",
            (run_id,)).fetchone()
        checkpoint = serde.loads_typed((type_, blob))
        loops = checkpoint["channel_values"]["loops"]
        assert loops, "the paused run has a loop"
        for loop in loops.values():
            assert loop["pushbacks"] == {"no_tool_call": 1}
            for key in ("pushbacks", "model_s", "tool_s", "read_calls", "version", "failed_calls", "last_failed_call",
                        "text_misses", "last_error"):
                loop.pop(key, None)
            loop.update(reprompted=True, denied=False, nudged=0)
        type_, blob = serde.dumps_typed(checkpoint)
        conn.execute("UPDATE checkpoints SET type = ?, checkpoint = ? WHERE thread_id = ? AND checkpoint_id = ?",
                     (type_, blob, run_id, row_id))


def test_a_run_paused_before_the_typed_loop_state_resumes(run_cli, write_script, workspace, home) -> None:
    """A checkpoint whose loop has the old keys resumes: missing keys get defaults, and the spent
    reprompt stays spent (a second reply without a tool call ends the task)."""
    terminal = "terminal_exec"
    script = write_script([
        {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
            {"kind": terminal, "title": "make", "objective": "make ok.txt"}]}}]},
        {"node": terminal, "content": "I will write the file."},  # no tool call: pushed back
        {"node": terminal, "tool_calls": [{"name": "terminal_run_command", "args": {"command": "printf 'ok' > ok.txt"}}]},
        {"node": terminal, "content": "Done, I think."},  # after the resume: no tool call again
        {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
        {"node": "finalize", "content": "done"},
    ])
    first = run_cli("run", "make ok.txt", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert first.code == 3, first.stderr  # paused for the approval of the write
    pushed = [a for a in first.of_type("activity") if a["action_type"] == "push_back"]
    assert len(pushed) == 1 and "(no_tool_call, 1)" in pushed[0]["summary"]
    run_id = first.lines[0]["run_id"]
    _make_loops_old(home / "checkpoints.db", run_id)

    second = run_cli("approve", run_id, first.of_type("approval_required")[0]["approval_id"], "--allow")
    assert (workspace / "ok.txt").read_text() == "ok", second.stderr
    failed = second.of_type("task_failed")
    assert [f["code"] for f in failed] == ["invalid_input"], second.stderr
    assert "without a tool call twice" in failed[0]["error"]
    assert not [a for a in second.of_type("activity") if a["action_type"] == "push_back"]
