"""Each run keeps one slot of the embedded server and its conversation in it (models/local/slots.py).

A real HTTP server in the test process stands in for llama.cpp (its slot actions included); the
slot lease is a real flock between real processes.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ncurator_cli.models.base import Message, ModelConfigError
from ncurator_cli.models.local.slots import SlotPin, family_of, slots_mode
from ncurator_cli.models.openai_compat import OpenAICompatModel
from ncurator_cli.models.profile import ModelProfile

from . import recordings as rec
from .conftest import FakeOpenAI, Reply

PROFILE = ModelProfile(tool_mode="native", source="test", stall_timeout_s=5.0, first_token_timeout_s=5.0)
SYSTEM_A = "You write scripts for tasks in a workspace. " * 40
SYSTEM_B = "You edit Word documents with typed tools. " * 40


def pin(tmp_path: Path, slots: int = 2, server: str = "100:8000") -> SlotPin:
    return SlotPin(tmp_path / "run", slots, tmp_path / "states", server)


def model(fake: FakeOpenAI, pins: list[SlotPin]) -> OpenAICompatModel:
    return OpenAICompatModel("local", base_url=fake.url, api_key=None, spec="local", provider="local",
                             profile=PROFILE, slot_pin=lambda: pins[0])


def ask(m: OpenAICompatModel, fake: FakeOpenAI, system: str, *turns: str) -> None:
    fake.reply(Reply(sse=rec.llamacpp_text(["ok"])))
    m.complete("t", [Message("system", system), *(Message("user", t) for t in turns)])


def test_a_process_leases_the_first_free_slot_and_none_beyond_the_slots(tmp_path: Path) -> None:
    a, b, c = pin(tmp_path), pin(tmp_path), pin(tmp_path)
    assert (a.index(), b.index(), c.index()) == (0, 1, None)
    a.close()
    assert pin(tmp_path).index() == 0  # let go: the next run takes it


LEASER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from ncurator_cli.models.local.slots import SlotPin
    p = SlotPin(Path(sys.argv[1]), 1, Path(sys.argv[2]), "s")
    print(p.index(), flush=True)
    time.sleep(60)
""")


def test_a_killed_run_lets_its_slot_go(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen([sys.executable, "-c", LEASER, str(tmp_path / "run"), str(tmp_path / "states")],
                            stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "0"
        assert pin(tmp_path, slots=1).index() is None  # held by the other process
    finally:
        proc.kill()
        proc.wait(10)
    assert pin(tmp_path, slots=1).index() == 0


def test_every_request_goes_to_the_leased_slot_and_a_new_system_prompt_is_saved_once(
        fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    other, mine = pin(tmp_path), pin(tmp_path)
    assert other.index() == 0  # another run holds slot 0
    m = model(fake_openai, [mine])
    ask(m, fake_openai, SYSTEM_A, "first turn")
    ask(m, fake_openai, SYSTEM_A, "first turn", "second turn")
    assert [r["id_slot"] for r in fake_openai.requests] == [1, 1]
    name = family_of({"messages": [{"role": "system", "content": SYSTEM_A}]})
    # The first request of a system prompt with no saved state saves it after; the turn after
    # finds its own conversation in the slot: no slot action at all.
    assert fake_openai.slot_actions == [(1, "save", name)]


def test_a_system_prompt_the_slot_does_not_hold_is_restored_before_the_request(
        fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    first = pin(tmp_path)
    m = model(fake_openai, [first])
    ask(m, fake_openai, SYSTEM_A, "a task")
    ask(m, fake_openai, SYSTEM_B, "a docx task")  # the slot now holds B's conversation
    a, b = (family_of({"messages": [{"role": "system", "content": s}]}) for s in (SYSTEM_A, SYSTEM_B))
    assert fake_openai.slot_actions == [(0, "save", a), (0, "save", b)]
    (tmp_path / "states").mkdir()
    (tmp_path / "states" / a).write_bytes(b"state")  # the server's file of A's state
    first.close()
    later = pin(tmp_path)  # the next run in the same slot
    m2 = model(fake_openai, [later])
    ask(m2, fake_openai, SYSTEM_A, "another task")
    assert fake_openai.slot_actions[2:] == [(0, "restore", a)]  # restored before it was sent
    assert fake_openai.requests[-1]["id_slot"] == 0
    ask(m2, fake_openai, SYSTEM_A, "another task", "its second turn")
    assert len(fake_openai.slot_actions) == 3  # the slot holds it now


def test_a_state_the_server_cannot_restore_is_dropped_and_saved_anew(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    a = family_of({"messages": [{"role": "system", "content": SYSTEM_A}]})
    states = tmp_path / "states"
    states.mkdir()
    (states / a).write_bytes(b"from an older server")  # the fake server never saved it: 400
    m = model(fake_openai, [pin(tmp_path)])
    ask(m, fake_openai, SYSTEM_A, "a task")
    assert fake_openai.slot_actions == [(0, "restore", a), (0, "save", a)]
    assert not (states / a).exists()  # the fake server writes no file; the unreadable one is gone
    assert fake_openai.requests[-1]["id_slot"] == 0


def test_a_record_of_another_server_is_stale(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    old = pin(tmp_path, server="1:1")
    ask(model(fake_openai, [old]), fake_openai, SYSTEM_A, "a task")
    assert old.held() is not None
    old.close()
    new = pin(tmp_path, server="2:2")  # the server was restarted: its slot is empty
    assert new.index() == 0 and new.held() is None


def test_every_slot_leased_sends_requests_unpinned(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    holders = [pin(tmp_path), pin(tmp_path)]
    assert [h.index() for h in holders] == [0, 1]
    m = model(fake_openai, [pin(tmp_path)])
    ask(m, fake_openai, SYSTEM_A, "a task")
    assert "id_slot" not in fake_openai.requests[0] and fake_openai.slot_actions == []


def test_the_mode_is_read_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NCURATOR_LOCAL_SLOTS", raising=False)
    assert slots_mode() == "pinned"
    monkeypatch.setenv("NCURATOR_LOCAL_SLOTS", "shared")
    assert slots_mode() == "shared"
    monkeypatch.setenv("NCURATOR_LOCAL_SLOTS", "sometimes")
    with pytest.raises(ModelConfigError, match="NCURATOR_LOCAL_SLOTS"):
        slots_mode()


def test_only_the_newest_saved_states_are_kept(fake_openai: FakeOpenAI, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import ncurator_cli.models.local.slots as slots_mod

    monkeypatch.setattr(slots_mod, "KEEP_STATES", 2)
    states = tmp_path / "states"
    states.mkdir()
    for i, name in enumerate(["a" * 24 + ".bin", "b" * 24 + ".bin", "c" * 24 + ".bin"]):
        (states / name).write_bytes(b"x")
        os.utime(states / name, (1000 + i, 1000 + i))
    (states / "notes.txt").write_text("not a state")
    m = model(fake_openai, [pin(tmp_path)])
    ask(m, fake_openai, SYSTEM_A, "a task")  # saved (by the fake server: no file), then pruned
    kept = sorted(p.name for p in states.iterdir())
    assert kept == ["b" * 24 + ".bin", "c" * 24 + ".bin", "notes.txt"]  # the oldest state went
