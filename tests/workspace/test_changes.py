"""Artifacts by observation (workspace/changes.py), in-process, both modes, real commands.

Commands run through the real sandbox (bubblewrap where it works): the tracker must see changes
made from another mount namespace. Every case runs in inotify mode and in scan mode, and both
must give the same answer.
"""

from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path

import pytest

from ncurator_cli.sandbox import CommandLimits, get_sandbox
from ncurator_cli.workspace import changes
from ncurator_cli.workspace.changes import Observation, WorkspaceTracker, hash_file

SANDBOX = get_sandbox("auto")
MODES = ["inotify", "scan"]


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "a.txt").write_text("alpha\n")
    (root / "keep.txt").write_text("keep\n")
    (root / "d").mkdir()
    (root / "d" / "x.txt").write_text("x\n")
    (root / ".git").mkdir()
    (root / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    return root


def make(root: Path, mode: str) -> WorkspaceTracker:
    t = WorkspaceTracker(root, use_inotify=mode == "inotify")
    t.begin()
    assert t.mode == mode, f"tracker fell back to {t.mode}"
    return t


def run(t: WorkspaceTracker, command: str, *, begin: bool = True) -> Observation:
    if begin:
        t.begin()
    res = SANDBOX.run(command, cwd=t.root, workspace=t.root, limits=CommandLimits(timeout_s=30))
    assert res.exit_code == 0, (command, res.stderr)
    return t.end()


def ops(obs: Observation) -> list[tuple[str, str]]:
    return [(c.path, c.operation) for c in obs.changes]


CASES = [
    ("printf hello > new.txt", [("new.txt", "created")]),
    ("printf more >> a.txt", [("a.txt", "updated")]),
    ("rm a.txt", [("a.txt", "deleted")]),
    ("cat a.txt keep.txt > /dev/null; ls -la; true >> keep.txt", []),  # reads and an empty append change nothing
    ("touch keep.txt", []),  # same bytes, same mode: not a change
    ("sed -i s/nomatch/y/ d/x.txt; printf 'alpha\\n' > a.txt", []),  # rewritten with the same bytes
    ("chmod +x keep.txt", [("keep.txt", "updated")]),
    ("sed -i s/x/y/ d/x.txt", [("d/x.txt", "updated")]),  # rename over the old file
    ("mkdir -p e/f && printf 1 > e/f/g && printf 2 > e/h", [("e/f/g", "created"), ("e/h", "created")]),
    ("mv d d2", [("d/x.txt", "deleted"), ("d2/x.txt", "created")]),
    ("rm -rf d && mkdir d && printf z > d/x.txt", [("d/x.txt", "updated")]),
    ("printf tmp > t && rm t", []),  # created and gone within the command
    ("mv a.txt b.txt && mv keep.txt a.txt", [("a.txt", "updated"), ("b.txt", "created"), ("keep.txt", "deleted")]),
    ("ln -s a.txt link && mkfifo fifo", [("fifo", "created"), ("link", "created")]),
    ("mkdir -p sub/.git && printf x > sub/.git/config", []),  # git internals at any depth are ignored
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("command", "expected"), CASES, ids=[c for c, _ in CASES])
def test_changes_are_observed(ws: Path, mode: str, command: str, expected: list[tuple[str, str]]) -> None:
    t = make(ws, mode)
    assert ops(run(t, command)) == expected
    # And the state moved on: an idle command right after reports nothing.
    assert ops(run(t, "true")) == []
    t.close()


@pytest.mark.parametrize("mode", MODES)
def test_hash_and_size_match_the_file(ws: Path, mode: str) -> None:
    t = make(ws, mode)
    obs = run(t, "printf 'hello world' > out.txt && printf more >> a.txt && ln -s a.txt link && mkfifo p")
    by_path = {c.path: c for c in obs.changes}
    assert by_path["out.txt"].sha256 == sha(b"hello world") and by_path["out.txt"].size == 11
    assert by_path["a.txt"].sha256 == sha(b"alpha\nmore") and by_path["a.txt"].size == 10
    # A symlink is recorded as itself (never followed), a FIFO is never opened for reading.
    assert by_path["link"].sha256 is None and by_path["link"].size == len("a.txt")
    assert by_path["p"].sha256 is None
    deleted = run(t, "rm out.txt").changes
    assert [(c.path, c.operation, c.sha256, c.size) for c in deleted] == [("out.txt", "deleted", None, None)]


def test_changes_between_commands_are_not_attributed_in_inotify_mode(ws: Path) -> None:
    t = make(ws, "inotify")
    (ws / "by_someone_else.txt").write_text("external\n")
    (ws / "a.txt").write_text("edited in an editor\n")
    obs = run(t, "printf 1 > mine.txt")
    assert ops(obs) == [("mine.txt", "created")]
    # ...and the tracker knows about the external file: deleting it is reported as a deletion.
    assert ops(run(t, "rm by_someone_else.txt")) == [("by_someone_else.txt", "deleted")]


def test_event_queue_overflow_falls_back_to_a_scan(ws: Path) -> None:
    queued = int(Path("/proc/sys/fs/inotify/max_queued_events").read_text())
    if queued > 100_000:
        pytest.skip(f"max_queued_events is {queued}: too many files to create for an overflow")
    n = queued // 2 + 1000  # each new file queues IN_CREATE and IN_MODIFY
    t = make(ws, "inotify")
    # After an overflow, "updated" is judged by ctime against the command's start, which is exact
    # up to one tick of the kernel's coarse clock: the fixture's files must be older than that.
    time.sleep(0.05)
    obs = run(t, f"for i in $(seq 1 {n}); do printf x > d/f$i; done; printf y >> a.txt")
    assert obs.mode == "scan"
    changed = {c.path: c.operation for c in obs.changes}
    assert len(changed) + obs.omitted == n + 1
    assert changed["a.txt"] == "updated"
    assert "keep.txt" not in changed and "d/x.txt" not in changed  # untouched files are not "updated"
    assert obs.omitted == n + 1 - changes.MAX_REPORTED_CHANGES
    # The tracker is back to events afterwards.
    assert ops(run(t, "rm d/f1")) == [("d/f1", "deleted")]
    assert t.mode == "inotify"


def test_a_parent_swapped_for_a_symlink_is_not_followed(ws: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "x.txt").write_text("secret outside\n")
    t = make(ws, "inotify")
    t.begin()
    # What a command could do: replace d/ by a link to elsewhere after touching d/x.txt.
    (ws / "d" / "x.txt").write_text("changed\n")
    os.rename(ws / "d", ws / "d.old")
    os.symlink(outside, ws / "d")
    obs = t.end()
    changed = {c.path: c for c in obs.changes}
    assert changed["d/x.txt"].operation == "deleted"
    assert changed["d.old/x.txt"].operation == "created"
    assert all(c.sha256 != sha(b"secret outside\n") for c in obs.changes)


@pytest.mark.parametrize("mode", MODES)
def test_content_is_compared_only_where_it_is_known(ws: Path, mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    t = make(ws, mode)
    assert ops(run(t, "printf 'x\\n' > d/x.txt")) == []  # known since the first walk
    assert ops(run(t, "printf new > n.txt")) == [("n.txt", "created")]
    assert ops(run(t, "printf new > n.txt")) == []  # known since it was reported
    if mode == "inotify":
        (ws / "keep.txt").write_text("changed outside\n")  # between commands: content unknown now
        assert ops(run(t, "printf 'changed outside\\n' > keep.txt")) == [("keep.txt", "updated")]
    t.close()
    # a workspace above the bound has no digests: every rewrite is reported, as by ctime alone
    monkeypatch.setattr(changes, "MEMO_MAX_FILES", 2)
    big = make(ws, mode)
    assert ops(run(big, "printf 'x\\n' > d/x.txt")) == [("d/x.txt", "updated")]
    big.close()


def test_limits_on_reporting_and_hashing(ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(changes, "MAX_REPORTED_CHANGES", 3)
    monkeypatch.setattr(changes, "HASH_CAP_BYTES", 100)
    t = make(ws, "inotify")
    obs = run(t, "for i in 1 2 3 4 5; do printf x > s$i; done; head -c 500 /dev/zero > big")
    assert [c.path for c in obs.changes] == ["big", "s1", "s2"] and obs.omitted == 3
    big = obs.changes[0]
    assert big.sha256 is None and big.size == 500  # above the cap: size only


def test_hash_file_cases(tmp_path: Path) -> None:
    f = tmp_path / "f"
    f.write_bytes(b"abc")
    assert hash_file(str(f)) == (sha(b"abc"), 3)
    assert hash_file(str(f), cap=2) == (None, 3)
    os.mkfifo(tmp_path / "fifo")
    assert hash_file(str(tmp_path / "fifo")) == (None, 0)  # returns at once: never blocks on a FIFO
    os.symlink(f, tmp_path / "link")
    assert hash_file(str(tmp_path / "link"))[0] is None
    assert hash_file(str(tmp_path / "missing")) == (None, None)


def test_too_many_files_turns_tracking_off(ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(changes, "MAX_TRACKED_FILES", 2)
    t = WorkspaceTracker(ws)
    t.begin()
    assert t.mode == "off" and t.disabled and "more than 2 files" in t.disabled
    assert run(t, "printf 1 > n.txt", begin=False).mode == "off"


def test_scan_mode_compares_ctimes_exactly(ws: Path) -> None:
    """Files written in the same clock tick as the command's start are not 'updated' by it."""
    tick = changes.ctime_floor_ns()
    while changes.ctime_floor_ns() == tick:  # start at the beginning of a tick of the coarse clock
        pass
    (ws / "a.txt").write_text("written right before the command\n")
    t = make(ws, "scan")
    assert ops(run(t, "true", begin=False)) == []
