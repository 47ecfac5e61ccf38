"""The run store under concurrent writers in separate processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ncurator_cli.store import SCHEMA_VERSION, RunStore, StoreError, workspace_id_for

WRITER = r"""
import sys
from ncurator_cli.store import RunStore
s = RunStore(__import__("pathlib").Path(sys.argv[1]))
worker = sys.argv[2]
for i in range(40):
    rid = f"run_{worker}_{i}"
    s.create_run(rid, session_id="s", input="x", workspace=None, model="m", options={})
    for seq in range(5):
        s.append_event(rid, seq, "answer_token", "ts", b'{"t": 1}')
    s.add_artifact({"artifact_id": f"a_{worker}_{i}", "run_id": rid, "task_id": "t", "capability": "c",
                    "path": "p", "operation": "created", "created_at": "ts"})
    s.update_run(rid, status="completed", exit_code=0)
"""


def test_parallel_processes_do_not_corrupt_the_store(tmp_path: Path) -> None:
    db = tmp_path / "runs.db"
    RunStore(db).close()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(db), str(w)]) for w in range(4)]
    assert all(p.wait(timeout=120) == 0 for p in procs)
    s = RunStore(db)
    runs = s.list_runs(limit=1000)
    assert len(runs) == 160 and all(r["status"] == "completed" for r in runs)
    assert all(s.last_seq(r["run_id"]) == 4 for r in runs)
    assert len(s.list_artifacts()) == 160
    assert s._conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_approvals_decide_once(tmp_path: Path) -> None:
    s = RunStore(tmp_path / "runs.db")
    s.create_run("r", session_id=None, input="x", workspace=None, model="m", options={})
    s.add_approval("r", {"approval_id": "a", "task_id": "t", "action": "command", "subject": "rm x", "risk_level": "high", "reasons": ["rm"]})
    assert s.decide_approval("r", "a", approved=True, source="approve_command", reason=None)
    assert not s.decide_approval("r", "a", approved=False, source="approve_command", reason=None)
    assert s.get_approvals("r")[0]["status"] == "approved"


# --- no lost records ---------------------------------------------------------------------------

WRITE_SCRIPT = [
    {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
        {"kind": "terminal_exec", "title": "Write the note", "objective": "write note.txt"}]}}]},
    {"node": "terminal_exec", "tool_calls": [{"name": "terminal_run_command", "args": {"command": "date +%N > note.txt"}}]},
    {"node": "terminal_exec", "tool_calls": [{"name": "terminal_finish", "args": {"success": True, "summary": "note.txt written"}}]},
    {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
    {"node": "finalize", "content": "note.txt is written."},
]


def test_two_runs_of_the_same_objective_keep_both_runs_artifacts(
    run_cli, write_script, workspace: Path, allow_policy: Path
) -> None:
    script = write_script(WRITE_SCRIPT)
    runs = []
    for _ in range(2):
        res = run_cli("run", "Write the current time to note.txt", "--workspace", str(workspace),
                      "--model", f"script:{script}", "--policy", str(allow_policy), "--no-probe")
        assert res.code == 0, res.stderr
        (art,) = res.of_type("file_artifact")
        assert art["path"] == "note.txt"
        runs.append((res.lines[0]["run_id"], art))
    (r1, a1), (r2, a2) = runs
    assert r1 != r2 and a1["artifact_id"] != a2["artifact_id"]
    assert a1["operation"] == "created" and a2["operation"] == "updated"

    listed = run_cli("artifacts")
    assert listed.code == 0, listed.stderr
    rows = listed.lines
    assert [(r["run_id"], r["artifact_id"], r["operation"], r["sha256"]) for r in rows] == [
        (r1, a1["artifact_id"], "created", a1["sha256"]), (r2, a2["artifact_id"], "updated", a2["sha256"])]
    ws = {"workspace_id": workspace_id_for(os.path.realpath(workspace)), "root_path": os.path.realpath(workspace)}
    assert all(r["workspace"] == ws for r in rows)
    # each run still lists its own row; the workspace filter finds both, another workspace none
    assert [r["run_id"] for r in run_cli("artifacts", r1).lines] == [r1]
    assert len(run_cli("artifacts", "--workspace", str(workspace)).lines) == 2
    other = workspace.parent / "other"
    other.mkdir()
    assert run_cli("artifacts", "--workspace", str(other)).lines == []
    table = run_cli("artifacts", "--format", "table").stdout.decode()
    assert table.count(os.path.join(os.path.realpath(workspace), "note.txt")) == 2


V0_SCHEMA = """
CREATE TABLE runs (run_id TEXT PRIMARY KEY, session_id TEXT, input TEXT NOT NULL, workspace TEXT, model TEXT,
    status TEXT NOT NULL, exit_code INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, finished_at TEXT,
    duration_ms INTEGER, active_ms INTEGER NOT NULL DEFAULT 0, last_seq INTEGER NOT NULL DEFAULT -1,
    options TEXT NOT NULL DEFAULT '{}', model_state TEXT);
CREATE TABLE events (run_id TEXT NOT NULL, seq INTEGER NOT NULL, type TEXT NOT NULL, ts TEXT NOT NULL,
    body TEXT NOT NULL, PRIMARY KEY (run_id, seq));
CREATE TABLE artifacts (artifact_id TEXT PRIMARY KEY, run_id TEXT NOT NULL, task_id TEXT, capability TEXT NOT NULL,
    path TEXT NOT NULL, operation TEXT NOT NULL, sha256 TEXT, size INTEGER, step_id TEXT, summary TEXT,
    created_at TEXT NOT NULL);
CREATE INDEX artifacts_run ON artifacts(run_id);
INSERT INTO runs (run_id, input, workspace, status, created_at, updated_at)
    VALUES ('run_old', 'x', '/srv/ws', 'completed', 't0', 't0'), ('run_nows', 'y', NULL, 'completed', 't1', 't1');
INSERT INTO artifacts VALUES ('art_0007_1', 'run_old', 't1', 'terminal_exec', 'out.txt', 'created', 'abc', 3, 's1', 'made', 't0');
INSERT INTO artifacts VALUES ('art_0003_1', 'run_nows', 't1', 'docx', 'a.docx', 'updated', NULL, NULL, NULL, '', 't1');
INSERT INTO events VALUES ('run_old', 0, 'run_started', 't0', '{}');
"""


def test_an_old_store_is_migrated_in_place_keeping_every_row(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "runs.db"
    conn = sqlite3.connect(db)
    conn.executescript(V0_SCHEMA)
    conn.close()
    s = RunStore(db)
    assert s.schema_version() == SCHEMA_VERSION
    rows = {r["artifact_id"]: r for r in s.list_artifacts()}
    assert rows["art_0007_1"]["workspace_root"] == "/srv/ws"
    assert rows["art_0007_1"]["workspace_id"] == workspace_id_for("/srv/ws")
    assert (rows["art_0007_1"]["path"], rows["art_0007_1"]["sha256"], rows["art_0007_1"]["size"]) == ("out.txt", "abc", 3)
    assert rows["art_0003_1"]["workspace_root"] is None
    assert list(s.iter_events("run_old")) == ["{}"]
    # the old key was the artifact id alone: another run may now reuse it without replacing the row
    s.add_artifact({"artifact_id": "art_0007_1", "run_id": "run_nows", "capability": "c", "path": "p",
                    "operation": "created", "created_at": "t2"})
    assert len(s.list_artifacts()) == 3
    s.close()
    assert RunStore(db).schema_version() == SCHEMA_VERSION  # opening again is a no-op


def test_a_newer_store_is_refused_with_a_clear_error(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "runs.db"
    RunStore(db).close()
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(StoreError, match="newer than this ncurator"):
        RunStore(db)


def test_records_are_added_never_replaced(tmp_path: Path) -> None:
    s = RunStore(tmp_path / "runs.db")
    s.create_run("r", session_id=None, input="x", workspace=None, model="m", options={})
    s.append_event("r", 0, "run_started", "t0", b'{"first": true}')
    with pytest.raises(StoreError, match="already stored"):
        s.append_event("r", 0, "run_started", "t1", b'{"second": true}')
    assert list(s.iter_events("r")) == ['{"first": true}']
    record = {"artifact_id": "a", "run_id": "r", "capability": "c", "path": "p", "operation": "created", "created_at": "t"}
    s.add_artifact(record)
    with pytest.raises(StoreError):
        s.add_artifact({**record, "path": "q"})
    assert [r["path"] for r in s.list_artifacts()] == ["p"]
    with pytest.raises(Exception, match="UNIQUE"):
        s.create_run("r", session_id=None, input="again", workspace=None, model="m", options={})
    assert s.get_run("r")["input"] == "x"


def _open_at(path: str, start: float, failures: object) -> None:
    import time

    while time.time() < start:
        pass
    try:
        RunStore(Path(path)).close()
    except Exception as exc:  # noqa: BLE001 - the test counts every failure to open
        failures.put(f"{type(exc).__name__}: {exc}")  # type: ignore[attr-defined]
    else:
        failures.put("")  # type: ignore[attr-defined]


def test_processes_opening_a_new_store_at_the_same_moment_all_get_it(tmp_path: Path) -> None:
    """Six processes open one new store at the same instant, sixty times over. SQLite answers the
    WAL switch on a file another process is creating with "database is locked" without waiting:
    before `connect_wal` retried it, about one open in fifteen failed here."""
    import multiprocessing
    import time

    ctx = multiprocessing.get_context("fork")
    errors: list[str] = []
    for round_ in range(60):
        path = str(tmp_path / f"runs{round_}.db")
        results = ctx.Queue()
        start = time.time() + 0.05
        procs = [ctx.Process(target=_open_at, args=(path, start, results)) for _ in range(6)]
        for p in procs:
            p.start()
        errors += [e for e in (results.get(timeout=60) for _ in procs) if e]
        for p in procs:
            p.join(timeout=60)
        assert RunStore(Path(path)).schema_version() == SCHEMA_VERSION
    assert errors == []
