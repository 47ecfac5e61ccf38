"""script: replay (SPEC §5): node matching, node-less lines, exhaustion, malformed lines, record → replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ncurator_cli.models.base import Message, ModelConfigError, ModelError
from ncurator_cli.models.record import RecordingModel
from ncurator_cli.models.script import ScriptModel


def write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "s.jsonl"
    p.write_text(text)
    return p


def test_node_matching_and_any_node_lines(tmp_path: Path) -> None:
    p = write(tmp_path, "\n".join([
        '{"node": "finalize", "content": "final"}',
        '{"content": "anyone"}',
        '{"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}',
    ]))
    m = ScriptModel(p)
    msgs = [Message("user", "x")]
    # host_plan takes the first unused line that is its own or node-less, in file order
    assert m.complete("host_plan", msgs).content == "anyone"
    assert m.complete("host_plan", msgs).tool_calls[0].name == "respond_directly"
    assert m.complete("finalize", msgs).content == "final"
    with pytest.raises(ModelError) as exc:
        m.complete("finalize", msgs)
    assert exc.value.code == "script_exhausted"


def test_streaming_tokens_reassemble(tmp_path: Path) -> None:
    p = write(tmp_path, '{"node": "finalize", "content": "The answer is  42.\\nDone"}\n')
    toks: list[str] = []
    turn = ScriptModel(p).complete("finalize", [], on_token=toks.append)
    assert "".join(toks) == turn.content and len(toks) > 3


def test_state_round_trip(tmp_path: Path) -> None:
    p = write(tmp_path, '{"content": "a"}\n{"content": "b"}\n')
    m = ScriptModel(p)
    m.complete("x", [])
    m2 = ScriptModel(p)
    m2.set_state(m.get_state())
    assert m2.complete("x", []).content == "b"


def test_has_turns_for_only_counts_named_lines(tmp_path: Path) -> None:
    p = write(tmp_path, '{"content": "a"}\n{"node": "context_probe", "content": "b"}\n')
    m = ScriptModel(p)
    assert m.has_turns_for("context_probe") and not m.has_turns_for("docx")


@pytest.mark.parametrize(
    "line",
    ["not json", "[1,2]", '{"node": 3, "content": "x"}', '{"content": 5}', '{"tool_calls": {}}',
     '{"tool_calls": [{"args": {}}]}', '{"tool_calls": [{"name": "x", "args": []}]}', '{"node": "x"}', '{"contnet": "typo"}'],
)
def test_malformed_lines_are_config_errors_with_line_numbers(tmp_path: Path, line: str) -> None:
    p = write(tmp_path, '{"content": "ok"}\n' + line + "\n")
    with pytest.raises(ModelConfigError) as exc:
        ScriptModel(p)
    assert ":2" in str(exc.value)


def test_record_then_replay_is_identical(tmp_path: Path) -> None:
    src = write(tmp_path, "\n".join([
        '{"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [{"kind": "docx", "title": "t", "objective": "o"}]}}]}',
        '{"node": "finalize", "content": "done"}',
    ]))
    rec_path = tmp_path / "rec.jsonl"
    rec = RecordingModel(ScriptModel(src), rec_path)
    a1 = rec.complete("host_plan", [])
    a2 = rec.complete("finalize", [])
    rec.close()
    replay = ScriptModel(rec_path)
    b1 = replay.complete("host_plan", [])
    b2 = replay.complete("finalize", [])
    assert [(c.name, c.args) for c in a1.tool_calls] == [(c.name, c.args) for c in b1.tool_calls]
    assert a2.content == b2.content


def test_recording_redacts_secrets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SERVICE_TOKEN", "tok-very-secret-123")
    src = write(tmp_path, '{"node": "finalize", "content": "the token is tok-very-secret-123"}\n')
    rec_path = tmp_path / "rec.jsonl"
    rec = RecordingModel(ScriptModel(src), rec_path)
    rec.complete("finalize", [])
    rec.close()
    assert "tok-very-secret-123" not in rec_path.read_text()


def test_recorded_prompts_are_kept_on_request_redacted_and_ignored_by_replay(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SERVICE_TOKEN", "tok-very-secret-123")
    src = write(tmp_path, '{"node": "finalize", "content": "done"}\n')
    plain, asked = tmp_path / "plain.jsonl", tmp_path / "asked.jsonl"
    msgs = [Message("system", "be brief"), Message("user", "why? tok-very-secret-123")]
    rec = RecordingModel(ScriptModel(src), plain)
    rec.complete("finalize", msgs)
    rec.close()
    assert '"prompt"' not in plain.read_text()
    monkeypatch.setenv("NCURATOR_RECORD_PROMPTS", "1")
    rec = RecordingModel(ScriptModel(src), asked)
    rec.complete("finalize", msgs)
    rec.close()
    text = asked.read_text()
    assert '"be brief"' in text and "tok-very-secret-123" not in text
    assert ScriptModel(asked).complete("finalize", []).content == "done"


def test_a_turn_that_raised_leaves_the_record_replayable_and_its_prompt_beside_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SERVICE_TOKEN", "tok-very-secret-123")
    monkeypatch.setenv("NCURATOR_RECORD_PROMPTS", "1")

    class CutOff:
        spec = ScriptModel(write(tmp_path, '{"node": "x", "content": "y"}\n')).spec

        def complete(self, *a: object, **k: object) -> None:
            raise TimeoutError("cut off at the task's time budget")

        def close(self) -> None:
            pass

    path = tmp_path / "run.jsonl"
    rec = RecordingModel(CutOff(), path)  # type: ignore[arg-type]
    with pytest.raises(TimeoutError):
        rec.complete("terminal_exec", [Message("user", "count rows tok-very-secret-123")])
    rec.close()
    assert path.read_text() == ""  # nothing a replay would take for a turn
    (line,) = [json.loads(x) for x in (tmp_path / "run.unanswered.jsonl").read_text().splitlines()]
    assert line["node"] == "terminal_exec" and line["error"].startswith("TimeoutError: cut off")
    assert "count rows" in line["prompt"][0]["content"] and "tok-very-secret-123" not in json.dumps(line)
