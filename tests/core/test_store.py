"""The run store under concurrent writers in separate processes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from ncurator_cli.store import RunStore

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
