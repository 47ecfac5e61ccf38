"""The loop's history conversion: each message dict is converted once, and never confused."""

from __future__ import annotations

from ncurator_cli.runtime import loop as L


def test_each_message_dict_is_converted_once_and_a_new_dict_is_converted_anew(monkeypatch) -> None:
    calls: list[dict] = []
    real = L.msg_from_dict

    def counting(d: dict) -> L.Message:
        calls.append(d)
        return real(d)

    monkeypatch.setattr(L, "msg_from_dict", counting)
    monkeypatch.setattr(L, "_CONVERTED", L.OrderedDict())
    history = [{"role": "system", "content": "s"}, {"role": "user", "content": "task"}]
    first = L._history(history)
    history.append({"role": "assistant", "content": "", "tool_calls": [{"name": "t", "args": {"a": 1}, "id": "c1"}]})
    second = L._history(history)
    assert len(calls) == 3 and second[:2] == first and second[0] is first[0]
    assert second[2].tool_calls[0].name == "t" and second[2].tool_calls[0].args == {"a": 1}
    # an equal dict that is another object (a checkpoint restored) is converted, not looked up by value
    restored = [dict(d) for d in history]
    assert L._history(restored) == second and len(calls) == 6
    # a dict that gained a key since it was converted is converted again
    history[1]["name"] = "n"
    assert L._history(history)[1].name == "n"


def test_the_conversion_cache_is_bounded(monkeypatch) -> None:
    monkeypatch.setattr(L, "_CONVERTED", L.OrderedDict())
    monkeypatch.setattr(L, "_CONVERTED_MAX", 10)
    L._history([{"role": "user", "content": str(i)} for i in range(25)])
    assert len(L._CONVERTED) == 10


def test_a_growing_history_is_converted_from_where_it_was_left(monkeypatch) -> None:
    calls: list[dict] = []
    real = L.msg_from_dict
    monkeypatch.setattr(L, "msg_from_dict", lambda d: calls.append(d) or real(d))
    monkeypatch.setattr(L, "_CONVERTED", L.OrderedDict())
    monkeypatch.setattr(L, "_HISTORIES", L.OrderedDict())
    history = [{"role": "user", "content": str(i)} for i in range(5)]
    L._history(history)
    history.append({"role": "assistant", "content": "5"})
    assert [m.content for m in L._history(history)] == [str(i) for i in range(6)] and len(calls) == 6
    # an earlier dict replaced by another object is seen (by identity), not served from the cache
    history[2] = {"role": "user", "content": "two"}
    assert L._history(history)[2].content == "two" and len(calls) == 7
