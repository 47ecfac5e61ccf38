"""The run store: runs, every event, artifacts, approvals and session memory in SQLite.

WAL mode and a busy timeout let concurrent runs in separate processes share one file;
every write is its own short transaction so a killed process loses at most the line
it was writing.

Schema versions live in SQLite's `user_version`; opening an older store migrates it in place, in
one transaction, keeping every row (see `_migrate`). Records are only ever added (plain INSERT),
never replaced: a run can not overwrite another run's events, artifacts or approvals.
"""

from __future__ import annotations

import hashlib
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

from .protocol.events import now_rfc3339

SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY,
    session_id TEXT,
    input TEXT NOT NULL,
    workspace TEXT,
    model TEXT,
    status TEXT NOT NULL,
    exit_code INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    finished_at TEXT,
    duration_ms INTEGER,
    active_ms INTEGER NOT NULL DEFAULT 0,
    last_seq INTEGER NOT NULL DEFAULT -1,
    options TEXT NOT NULL DEFAULT '{}',
    model_state TEXT
);
CREATE INDEX IF NOT EXISTS runs_session ON runs(session_id, created_at);
CREATE TABLE IF NOT EXISTS events (
    run_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    ts TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
);
CREATE TABLE IF NOT EXISTS approvals (
    approval_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    task_id TEXT,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    risk_level TEXT NOT NULL,
    reasons TEXT NOT NULL,
    rule TEXT,
    status TEXT NOT NULL,
    source TEXT,
    reason TEXT,
    created_at TEXT NOT NULL,
    decided_at TEXT,
    PRIMARY KEY (run_id, approval_id)
);
CREATE TABLE IF NOT EXISTS sessions (
    session_id TEXT PRIMARY KEY,
    memory TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""

# Artifacts are keyed by (run_id, artifact_id): an artifact id is unique within its run, and two
# runs can never share a row. Each row carries the workspace it is relative to.
ARTIFACTS_TABLE = """
CREATE TABLE IF NOT EXISTS artifacts (
    run_id TEXT NOT NULL,
    artifact_id TEXT NOT NULL,
    task_id TEXT,
    capability TEXT NOT NULL,
    path TEXT NOT NULL,
    operation TEXT NOT NULL,
    sha256 TEXT,
    size INTEGER,
    step_id TEXT,
    summary TEXT,
    created_at TEXT NOT NULL,
    workspace_id TEXT,
    workspace_root TEXT,
    PRIMARY KEY (run_id, artifact_id)
);
CREATE INDEX IF NOT EXISTS artifacts_run ON artifacts(run_id);
CREATE INDEX IF NOT EXISTS artifacts_workspace ON artifacts(workspace_id, created_at);
"""

# 0: the first layout (artifacts keyed by artifact_id alone, no workspace); 1: the current one.
SCHEMA_VERSION = 1



class StoreError(Exception):
    """The run store cannot be used (a newer schema, a failed migration, a duplicate record)."""


def workspace_id_for(root: str | Path) -> str:
    """The stable id of a workspace: derived from its real path, the same in every run."""
    return "ws_" + hashlib.sha1(str(root).encode()).hexdigest()[:12]


def _now() -> str:
    return now_rfc3339()


def _busy(exc: sqlite3.OperationalError) -> bool:
    text = str(exc)
    return "locked" in text or "busy" in text


def connect_wal(path: Path, timeout: float = 30.0) -> sqlite3.Connection:
    """A connection in WAL mode that several processes may open at once.

    SQLite answers `PRAGMA journal_mode = WAL` on a file another process is converting or
    creating with "database is locked" at once, without calling the busy handler: two runs
    starting together on a new NCURATOR_HOME failed on it. The switch is retried here until
    `timeout`, like any other busy wait."""
    conn = sqlite3.connect(str(path), timeout=timeout, isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
    deadline = time.monotonic() + timeout
    delay = 0.005
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL").fetchone()
            break
        except sqlite3.OperationalError as exc:
            if not _busy(exc) or time.monotonic() > deadline:
                conn.close()
                raise
            time.sleep(delay)
            delay = min(delay * 2, 0.1)
    conn.execute("PRAGMA synchronous = NORMAL")
    return conn


class RunStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = connect_wal(path)
        self._conn.execute("PRAGMA foreign_keys = ON")
        self._open_schema()

    def close(self) -> None:
        self._conn.close()

    # --- schema --------------------------------------------------------------------------------

    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    def _open_schema(self) -> None:
        version = self.schema_version()
        if version == SCHEMA_VERSION:
            return
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"run store {self.path} has schema version {version}, newer than this ncurator knows"
                f" ({SCHEMA_VERSION}): upgrade ncurator or use another NCURATOR_HOME"
            )
        self._write(self._migrate)

    def _migrate(self, c: sqlite3.Connection) -> None:
        """Create or upgrade the schema inside one write transaction (another process may have
        done it meanwhile: the version is read again under the lock)."""
        version = int(c.execute("PRAGMA user_version").fetchone()[0])
        if version >= SCHEMA_VERSION:
            return
        for stmt in _statements(SCHEMA):
            c.execute(stmt)
        cols = {row[1] for row in c.execute("PRAGMA table_info(artifacts)")}
        if cols and "workspace_id" not in cols:
            # v0 -> v1: rebuild artifacts with the (run_id, artifact_id) key and the workspace
            # columns; every old row is kept, its workspace taken from its run.
            c.execute("ALTER TABLE artifacts RENAME TO artifacts_v0")
            c.execute("DROP INDEX IF EXISTS artifacts_run")
            for stmt in _statements(ARTIFACTS_TABLE):
                c.execute(stmt)
            moved = c.execute(
                "SELECT a.run_id, a.artifact_id, a.task_id, a.capability, a.path, a.operation, a.sha256, a.size,"
                " a.step_id, a.summary, a.created_at, r.workspace FROM artifacts_v0 a"
                " LEFT JOIN runs r ON r.run_id = a.run_id ORDER BY a.rowid"
            ).fetchall()
            c.executemany(
                "INSERT INTO artifacts (run_id, artifact_id, task_id, capability, path, operation, sha256, size,"
                " step_id, summary, created_at, workspace_id, workspace_root) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(*row[:11], workspace_id_for(row[11]) if row[11] else None, row[11]) for row in moved],
            )
            c.execute("DROP TABLE artifacts_v0")
        else:
            for stmt in _statements(ARTIFACTS_TABLE):
                c.execute(stmt)
        c.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _write(self, fn: Any) -> Any:
        # BEGIN IMMEDIATE takes the write lock up front, so two processes never both hold a
        # read snapshot and then race to upgrade it (which SQLite resolves with SQLITE_BUSY).
        for attempt in range(50):
            try:
                self._conn.execute("BEGIN IMMEDIATE")
                break
            except sqlite3.OperationalError as exc:
                if not _busy(exc):
                    raise
                time.sleep(0.02 * (attempt + 1))
        else:
            self._conn.execute("BEGIN IMMEDIATE")
        try:
            result = fn(self._conn)
            self._conn.execute("COMMIT")
            return result
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise

    # --- runs ----------------------------------------------------------------------------------

    def create_run(
        self,
        run_id: str,
        *,
        session_id: str | None,
        input: str,
        workspace: str | None,
        model: str,
        options: dict[str, Any],
    ) -> None:
        now = _now()
        self._write(
            lambda c: c.execute(
                "INSERT INTO runs (run_id, session_id, input, workspace, model, status, created_at, updated_at, options)"
                " VALUES (?, ?, ?, ?, ?, 'running', ?, ?, ?)",
                (run_id, session_id, input, workspace, model, now, now, orjson.dumps(options).decode()),
            )
        )

    def get_run(self, run_id: str) -> dict[str, Any] | None:
        row = self._conn.execute("SELECT * FROM runs WHERE run_id = ?", (run_id,)).fetchone()
        return self._row(row) if row else None

    def update_run(self, run_id: str, **fields: Any) -> None:
        if not fields:
            return
        fields["updated_at"] = _now()
        for key in ("options", "model_state"):
            if key in fields and not isinstance(fields[key], (str, type(None))):
                fields[key] = orjson.dumps(fields[key]).decode()
        cols = ", ".join(f"{k} = ?" for k in fields)
        self._write(lambda c: c.execute(f"UPDATE runs SET {cols} WHERE run_id = ?", (*fields.values(), run_id)))

    def list_runs(self, *, session_id: str | None = None, limit: int = 50) -> list[dict[str, Any]]:
        sql = "SELECT * FROM runs"
        args: list[Any] = []
        if session_id:
            sql += " WHERE session_id = ?"
            args.append(session_id)
        sql += " ORDER BY created_at DESC, rowid DESC LIMIT ?"
        args.append(limit)
        return [self._row(r) for r in self._conn.execute(sql, args).fetchall()]

    def _row(self, row: sqlite3.Row | tuple) -> dict[str, Any]:
        cols = [d[0] for d in self._conn.execute("SELECT * FROM runs LIMIT 0").description]
        out = dict(zip(cols, row, strict=True))
        out["options"] = orjson.loads(out["options"] or "{}")
        out["model_state"] = orjson.loads(out["model_state"]) if out.get("model_state") else None
        return out

    # --- events --------------------------------------------------------------------------------

    def append_event(self, run_id: str, seq: int, type_: str, ts: str, body: bytes) -> None:
        """Store one event. A (run_id, seq) that is already stored is an error, never an overwrite:
        it means two processes are continuing the same run."""

        def _do(c: sqlite3.Connection) -> None:
            c.execute(
                "INSERT INTO events (run_id, seq, type, ts, body) VALUES (?, ?, ?, ?, ?)",
                (run_id, seq, type_, ts, body.decode()),
            )
            c.execute("UPDATE runs SET last_seq = MAX(last_seq, ?) WHERE run_id = ?", (seq, run_id))

        try:
            self._write(_do)
        except sqlite3.IntegrityError as exc:
            raise StoreError(
                f"event {seq} of run {run_id} is already stored: another process is continuing this run"
            ) from exc

    def iter_events(self, run_id: str) -> Iterator[str]:
        for (body,) in self._conn.execute("SELECT body FROM events WHERE run_id = ? ORDER BY seq", (run_id,)):
            yield body

    def last_seq(self, run_id: str) -> int:
        row = self._conn.execute("SELECT MAX(seq) FROM events WHERE run_id = ?", (run_id,)).fetchone()
        return -1 if row is None or row[0] is None else int(row[0])

    # --- artifacts -----------------------------------------------------------------------------

    def add_artifact(self, record: dict[str, Any]) -> None:
        """Add one artifact row (never replacing one: the key is (run_id, artifact_id)).

        `workspace_id`/`workspace_root` name the workspace `path` is relative to."""
        cols = (
            "run_id", "artifact_id", "task_id", "capability", "path", "operation",
            "sha256", "size", "step_id", "summary", "created_at", "workspace_id", "workspace_root",
        )
        values = tuple(record.get(k) for k in cols)
        try:
            self._write(
                lambda c: c.execute(
                    f"INSERT INTO artifacts ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})", values
                )
            )
        except sqlite3.IntegrityError as exc:
            raise StoreError(f"artifact {record.get('artifact_id')} of run {record.get('run_id')} is already stored") from exc

    def list_artifacts(
        self, *, run_id: str | None = None, session_id: str | None = None, workspace_id: str | None = None
    ) -> list[dict[str, Any]]:
        sql = (
            "SELECT a.run_id, a.task_id, a.capability, a.path, a.operation, a.sha256, a.size, a.created_at,"
            " a.artifact_id, a.step_id, a.workspace_id, a.workspace_root"
            " FROM artifacts a LEFT JOIN runs r ON r.run_id = a.run_id"
        )
        where, args = [], []
        if run_id:
            where.append("a.run_id = ?")
            args.append(run_id)
        if session_id:
            where.append("r.session_id = ?")
            args.append(session_id)
        if workspace_id:
            where.append("a.workspace_id = ?")
            args.append(workspace_id)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY a.created_at, a.rowid"
        cur = self._conn.execute(sql, args)
        cols = [d[0] for d in cur.description]
        return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]

    # --- approvals -----------------------------------------------------------------------------

    def add_approval(self, run_id: str, record: dict[str, Any]) -> None:
        self._write(
            lambda c: c.execute(
                "INSERT OR IGNORE INTO approvals (approval_id, run_id, task_id, action, subject, risk_level,"
                " reasons, rule, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)",
                (
                    record["approval_id"], run_id, record.get("task_id"), record["action"], record["subject"],
                    record["risk_level"], orjson.dumps(record.get("reasons", [])).decode(), record.get("rule"),
                    _now(),
                ),
            )
        )

    def decide_approval(self, run_id: str, approval_id: str, *, approved: bool, source: str, reason: str | None) -> bool:
        """Record a decision once; returns False when it was already decided (deciding twice is harmless)."""

        def _do(c: sqlite3.Connection) -> bool:
            cur = c.execute(
                "UPDATE approvals SET status = ?, source = ?, reason = ?, decided_at = ?"
                " WHERE run_id = ? AND approval_id = ? AND status = 'pending'",
                ("approved" if approved else "denied", source, reason, _now(), run_id, approval_id),
            )
            return cur.rowcount > 0

        return bool(self._write(_do))

    def close_pending_approvals(self, run_id: str, reason: str) -> None:
        self._write(
            lambda c: c.execute(
                "UPDATE approvals SET status = 'closed', reason = ?, decided_at = ? WHERE run_id = ? AND status = 'pending'",
                (reason, _now(), run_id),
            )
        )

    def get_approvals(self, run_id: str, *, status: str | None = None) -> list[dict[str, Any]]:
        sql = "SELECT * FROM approvals WHERE run_id = ?"
        args: list[Any] = [run_id]
        if status:
            sql += " AND status = ?"
            args.append(status)
        cur = self._conn.execute(sql + " ORDER BY created_at", args)
        cols = [d[0] for d in cur.description]
        out = []
        for r in cur.fetchall():
            d = dict(zip(cols, r, strict=True))
            d["reasons"] = orjson.loads(d["reasons"])
            out.append(d)
        return out

    # --- sessions ------------------------------------------------------------------------------

    def get_session_memory(self, session_id: str) -> list[dict[str, Any]]:
        row = self._conn.execute("SELECT memory FROM sessions WHERE session_id = ?", (session_id,)).fetchone()
        return orjson.loads(row[0]) if row else []

    def set_session_memory(self, session_id: str, memory: list[dict[str, Any]]) -> None:
        self._write(
            lambda c: c.execute(
                "INSERT INTO sessions (session_id, memory, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT(session_id) DO UPDATE SET memory = excluded.memory, updated_at = excluded.updated_at",
                (session_id, orjson.dumps(memory).decode(), _now()),
            )
        )


def _statements(script: str) -> list[str]:
    return [stmt.strip() for stmt in script.split(";") if stmt.strip()]
