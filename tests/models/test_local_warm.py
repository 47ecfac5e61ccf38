"""Prompt warm-up (models/local/warm.py): the store of system prompts runs used, the one-token
reads that put them in a server's cache and the client hook that fills the store;
`ncurator doctor --warm` is tested with the stand-in worker in test_local_server.py."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from ncurator_cli.models.base import Message, ModelError, ToolSpec
from ncurator_cli.models.local import warm as warm_mod
from ncurator_cli.models.local.warm import MIN_CHARS, PrefixStore, warm
from ncurator_cli.models.openai_compat import OpenAICompatModel
from ncurator_cli.models.profile import ModelProfile

from . import recordings as rec
from .conftest import FakeOpenAI, Reply, completion

LONG_A = "You sort receipts by their due date. " * 60
LONG_B = "You rename photos by the date they were taken. " * 60
JSON_MODE = ModelProfile(tool_mode="json_schema", source="test", stall_timeout_s=2.0, first_token_timeout_s=2.0)
LOOKUP = ToolSpec(name="lookup", description="Look a word up.",
                  parameters={"type": "object", "properties": {"word": {"type": "string"}}, "required": ["word"]})


def _age(store: PrefixStore, seconds_ago: dict[str, float]) -> None:
    """Set each remembered prompt's last use (its file's mtime)."""
    now = time.time()
    for path in store.dir.glob("*.json"):
        system = json.loads(path.read_text())["system"]
        t = now - seconds_ago[system]
        os.utime(path, (t, t))


def test_the_store_keeps_long_system_prompts_once_newest_first(tmp_path: Path) -> None:
    store = PrefixStore(tmp_path)
    store.remember("be brief")  # short: reading it costs seconds, not worth a file
    assert store.recent() == [] and not store.dir.exists()
    store.remember(LONG_A)
    store.remember(LONG_B)
    store.remember(LONG_A)  # a second use is a new last use, not a second file
    assert len(list(store.dir.glob("*.json"))) == 2
    _age(store, {LONG_A: 100, LONG_B: 10})
    assert store.recent() == [LONG_B, LONG_A]
    store.remember(LONG_A)
    assert store.recent() == [LONG_A, LONG_B]
    assert store.recent(limit=1) == [LONG_A]


def test_the_store_prunes_to_its_newest_and_skips_what_it_cannot_read(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(warm_mod, "KEEP", 3)
    store = PrefixStore(tmp_path)
    prompts = [f"Prompt number {i}. " + "x" * MIN_CHARS for i in range(5)]
    for i, p in enumerate(prompts):
        store.remember(p)
        path = next(f for f in store.dir.glob("*.json") if json.loads(f.read_text())["system"] == p)
        os.utime(path, (time.time() - 100 + i, time.time() - 100 + i))
    assert store.recent(limit=10) == [prompts[4], prompts[3], prompts[2]]
    assert len(list(store.dir.glob("*.json"))) == 3
    (store.dir / "broken.json").write_text("{not json")
    (store.dir / "list.json").write_text("[1, 2]")
    assert sorted(store.recent(limit=10)) == sorted(prompts[2:])


def test_remembering_never_fails_a_run(tmp_path: Path) -> None:
    (tmp_path / "cache").write_text("a file where the cache folder should be")
    store = PrefixStore(tmp_path)
    store.remember(LONG_A)  # no exception
    assert store.recent() == []


def test_the_client_remembers_the_system_prompt_it_sent_not_the_task(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    store = PrefixStore(tmp_path)
    model = OpenAICompatModel("qwen-test", base_url=fake_openai.url, api_key=None, profile=JSON_MODE,
                              max_retries=0, remember_prompt=store.remember)
    call = json.dumps({"name": "lookup", "arguments": {"word": "quay"}})
    fake_openai.reply(Reply(sse=rec.llamacpp_text([call])))
    turn = model.complete("n", [Message("system", LONG_A), Message("user", "What does quay mean?")], [LOOKUP],
                          tool_choice="required")
    assert turn.tool_calls[0].args == {"word": "quay"}
    sent_system = fake_openai.last["messages"][0]["content"]
    # What the server read: the instructions plus the tool descriptions, exactly; never the task.
    assert store.recent() == [sent_system] and sent_system.startswith(LONG_A) and "lookup" in sent_system
    assert "quay" not in json.dumps(store.recent())
    # Remembered when sent: a request cut off before its first token (a task's time budget) left
    # the prompt most worth warming.
    store2 = PrefixStore(tmp_path / "other")
    failing = OpenAICompatModel("qwen-test", base_url=fake_openai.url, api_key=None, profile=JSON_MODE,
                                max_retries=0, remember_prompt=store2.remember)
    fake_openai.reply(Reply(raw=[3.0]))
    with pytest.raises(ModelError):
        failing.complete("n", [Message("system", LONG_B), Message("user", "q")], [LOOKUP], tool_choice="required")
    assert len(store2.recent()) == 1 and store2.recent()[0].startswith(LONG_B)


def test_warm_reads_each_prompt_with_a_one_token_request(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(
        Reply(body=completion("x", usage={"prompt_tokens": 700, "completion_tokens": 1, "total_tokens": 701})),
        Reply(body={**completion("x", usage={"prompt_tokens": 650, "completion_tokens": 1, "total_tokens": 651}),
                    "usage": {"prompt_tokens": 650, "completion_tokens": 1, "total_tokens": 651,
                              "prompt_tokens_details": {"cached_tokens": 640}}}),
    )
    out = warm(fake_openai.url, "local", [LONG_A, LONG_B])
    assert (out["prompts"], out["of"], out["prompt_tokens"], out["cached_tokens"]) == (2, 2, 1350, 640)
    assert "error" not in out
    sent = fake_openai.requests
    assert [r["messages"][0] for r in sent] == [{"role": "system", "content": LONG_A}, {"role": "system", "content": LONG_B}]
    assert all(r["max_tokens"] == 1 and r["cache_prompt"] is True and r["path"].endswith("/chat/completions") for r in sent)


def test_warm_skips_a_refused_prompt_stops_at_a_failing_server_or_its_budget(fake_openai: FakeOpenAI) -> None:
    ok = completion("x", usage={"prompt_tokens": 700, "completion_tokens": 1, "total_tokens": 701})
    fake_openai.reply(Reply(400, {"error": {"message": "the request exceeds the available context size"}}),
                      Reply(body=ok))
    out = warm(fake_openai.url, "local", [LONG_A, LONG_B])
    assert (out["prompts"], out["skipped"], out["prompt_tokens"]) == (1, 1, 700) and "error" not in out
    fake_openai.reply(Reply(503, {"error": {"message": "loading model"}}))
    out = warm(fake_openai.url, "local", [LONG_A, LONG_B])
    assert out["prompts"] == 0 and "503" in out["error"] and len(fake_openai.requests) == 3
    out = warm(fake_openai.url, "local", [LONG_A], budget_s=0)
    assert out["prompts"] == 0 and "budget" in out["error"] and len(fake_openai.requests) == 3
