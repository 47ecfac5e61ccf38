"""Tool-call repair, extraction, constrained-decoding schema and argument validation."""

from __future__ import annotations

from typing import Any

import pytest

from ncurator_cli.models.base import ToolSpec
from ncurator_cli.models.toolcall import (
    RESPOND_TOOL,
    call_from_object,
    extract_tool_calls,
    repair_json,
    tool_call_schema,
    validate_args,
)

REPAIRS: list[tuple[str, Any]] = [
    ('{"a": 1}', {"a": 1}),
    ("[1, 2]", [1, 2]),
    ('```json\n{"a": 1}\n```', {"a": 1}),
    ('```\n{"a": 1}\n```', {"a": 1}),
    ('<tool_call>\n{"name": "x"}\n</tool_call>', {"name": "x"}),
    ('Sure! Here it is: {"a": 1} Hope that helps.', {"a": 1}),
    ('{"a": [1, 2,], }', {"a": [1, 2]}),
    ("{'a': 'b'}", {"a": "b"}),
    ("{'a': \"it's\"}", {"a": "it's"}),
    ("{'a': 'say \"hi\"'}", {"a": 'say "hi"'}),
    ("{'a': 'it\\'s'}", {"a": "it's"}),
    ("{'a': True, 'b': False, 'c': None}", {"a": True, "b": False, "c": None}),
    ("{a: 1, b_c: 'x'}", {"a": 1, "b_c": "x"}),
    ('{"a": "True stays a string"}', {"a": "True stays a string"}),
    ('{"a": "line\nbreak"}', {"a": "line\nbreak"}),
    ('{"a": {"b": "cut off', {"a": {"b": "cut off"}}),
    ('{"a": [1, 2', {"a": [1, 2]}),
    ('{"a": 1,', {"a": 1}),
    ('{"a": "```kept```"}', {"a": "```kept```"}),
    ('{"a": "{not a brace problem}"}', {"a": "{not a brace problem}"}),
    ("null", None),
    ("", None),
    ("   ", None),
    ("no json here", None),
    ('{"a": bogus}', None),
    ('{"a": 1]', None),
]


@pytest.mark.parametrize(("text", "expected"), REPAIRS)
def test_repair_json(text: str, expected: Any) -> None:
    assert repair_json(text) == expected


SEARCH = ToolSpec(
    "kb_search",
    "Search.",
    {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
)
FINISH = ToolSpec("kb_finish", "Finish.", {"type": "object", "properties": {}})
TOOLS = [SEARCH, FINISH]

EXTRACTS: list[tuple[str, list[tuple[str, dict[str, Any]]]]] = [
    ('{"name": "kb_search", "arguments": {"query": "q"}}', [("kb_search", {"query": "q"})]),
    ('{"name": "kb_search", "args": {"query": "q"}}', [("kb_search", {"query": "q"})]),
    ('{"name": "kb_search", "parameters": {"query": "q"}}', [("kb_search", {"query": "q"})]),
    ('{"name": "kb_search", "arguments": "{\\"query\\": \\"q\\"}"}', [("kb_search", {"query": "q"})]),
    ('{"name": "kb_finish"}', [("kb_finish", {})]),
    (
        '[{"name": "kb_search", "arguments": {"query": "q"}}, {"name": "kb_finish", "arguments": {}}]',
        [("kb_search", {"query": "q"}), ("kb_finish", {})],
    ),
    (
        '{"name": "kb_search", "arguments": {"query": "q"}}\n{"name": "kb_finish", "arguments": {}}',
        [("kb_search", {"query": "q"}), ("kb_finish", {})],
    ),
    (
        "<tool_call>{'name': 'kb_search', 'arguments': {'query': 'q'}}</tool_call>\n"
        '<tool_call>{"name": "kb_finish", "arguments": {}}</tool_call>',
        [("kb_search", {"query": "q"}), ("kb_finish", {})],
    ),
    (
        '{"tool_calls": [{"id": "c1", "type": "function", "function": {"name": "kb_finish", "arguments": "{}"}}]}',
        [("kb_finish", {})],
    ),
    ('```json\n{"name": "kb_search", "arguments": {"query": "q",},}\n```', [("kb_search", {"query": "q"})]),
    ("The capital of France is Paris.", []),
    ('{"name": "unknown_tool", "arguments": {}}', []),
    # One unknown call makes the whole answer prose, not a partial set of calls.
    ('[{"name": "kb_finish", "arguments": {}}, {"name": "nope"}]', []),
    ('{"query": "q"}', []),
    ('{"name": "kb_search", "arguments": 5}', []),
    ("[1, 2, 3]", []),
]


@pytest.mark.parametrize(("text", "expected"), EXTRACTS)
def test_extract_tool_calls(text: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    calls = extract_tool_calls(text, TOOLS)
    assert [(c.name, c.args) for c in calls] == expected
    assert all(c.id for c in calls)
    assert len({c.id for c in calls}) == len(calls)


def test_extract_keeps_ids_and_needs_tools() -> None:
    text = '{"id": "call_7", "name": "kb_finish", "arguments": {}}'
    assert extract_tool_calls(text, TOOLS)[0].id == "call_7"
    assert extract_tool_calls(text, []) == []


def test_call_from_object_openai_shape() -> None:
    obj = {"id": "x", "type": "function", "function": {"name": "kb_search", "arguments": '{"query": "a"}'}}
    call = call_from_object(obj, {"kb_search"})
    assert call is not None and (call.name, call.args, call.id) == ("kb_search", {"query": "a"}, "x")


def test_tool_call_schema_shape() -> None:
    schema = tool_call_schema(TOOLS, allow_text=False)
    assert set(schema) == {"anyOf"}
    first, second = schema["anyOf"]
    assert first == {
        "type": "object",
        "properties": {"name": {"const": "kb_search"}, "arguments": SEARCH.parameters},
        "required": ["name", "arguments"],
        "additionalProperties": False,
    }
    assert second["properties"]["name"] == {"const": "kb_finish"}
    # `name` comes first so a grammar makes the model commit to a tool before its arguments.
    assert list(first["properties"]) == ["name", "arguments"]


def test_tool_call_schema_allows_text_via_respond() -> None:
    alts = tool_call_schema([SEARCH], allow_text=True)["anyOf"]
    assert [a["properties"]["name"]["const"] for a in alts] == ["kb_search", RESPOND_TOOL]
    assert alts[-1]["properties"]["arguments"]["required"] == ["text"]


def test_tool_call_schema_hoists_defs_to_the_root() -> None:
    edit = ToolSpec(
        "docx_apply_edits",
        "Edit.",
        {
            "type": "object",
            "properties": {"edits": {"type": "array", "items": {"$ref": "#/$defs/Edit"}}},
            "required": ["edits"],
            "$defs": {
                "Edit": {"type": "object", "properties": {"anchor": {"$ref": "#/$defs/Anchor"}}},
                "Anchor": {"type": "string"},
            },
        },
    )
    other = ToolSpec("t", "T.", {"type": "object", "properties": {"x": {"$ref": "#/definitions/Edit"}},
                                 "definitions": {"Edit": {"type": "integer"}}})  # fmt: skip
    schema = tool_call_schema([edit, other], allow_text=False)
    assert schema["$defs"] == {
        "t0_Edit": {"type": "object", "properties": {"anchor": {"$ref": "#/$defs/t0_Anchor"}}},
        "t0_Anchor": {"type": "string"},
        "t1_Edit": {"type": "integer"},
    }
    args0 = schema["anyOf"][0]["properties"]["arguments"]
    assert "$defs" not in args0
    assert args0["properties"]["edits"]["items"] == {"$ref": "#/$defs/t0_Edit"}
    assert schema["anyOf"][1]["properties"]["arguments"]["properties"]["x"] == {"$ref": "#/$defs/t1_Edit"}


SPEC = ToolSpec(
    "t",
    "T.",
    {
        "type": "object",
        "properties": {
            "command": {"type": "string"},
            "limit": {"type": "integer"},
            "score": {"type": "number"},
            "ok": {"type": "boolean"},
            "mode": {"type": "string", "enum": ["direct", "tracked"]},
            "tags": {"type": "array", "items": {"type": "string"}},
            "opt": {"type": ["string", "null"]},
            "nested": {"type": "object", "properties": {"k": {"type": "string"}}, "required": ["k"]},
        },
        "required": ["command"],
    },
)

VALIDATIONS: list[tuple[Any, list[str]]] = [
    ({"command": "ls"}, []),
    ({"command": "ls", "limit": 3, "score": 0.5, "ok": True, "mode": "tracked", "tags": ["a"]}, []),
    ({"command": "ls", "limit": 3.0}, []),
    ({"command": "ls", "score": 2}, []),
    ({"command": "ls", "opt": None}, []),
    ({}, ["arguments: missing required key 'command'"]),
    ({"command": 1}, ["arguments.command: expected string, got int"]),
    ({"command": "ls", "limit": True}, ["arguments.limit: expected integer, got bool"]),
    ({"command": "ls", "limit": "3"}, ["arguments.limit: expected integer, got str"]),
    ({"command": "ls", "mode": "other"}, ["arguments.mode: must be one of ['direct', 'tracked']"]),
    ({"command": "ls", "tags": ["a", 2]}, ["arguments.tags[1]: expected string, got int"]),
    ({"command": "ls", "nested": {}}, ["arguments.nested: missing required key 'k'"]),
    ([1], ["arguments: expected an object, got list"]),
]


@pytest.mark.parametrize(("args", "errors"), VALIDATIONS)
def test_validate_args(args: Any, errors: list[str]) -> None:
    assert validate_args(args, SPEC) == errors


def test_validate_args_additional_properties_false() -> None:
    spec = ToolSpec("t", "T.", {"type": "object", "properties": {"a": {}}, "additionalProperties": False})
    assert validate_args({"a": 1, "b": 2}, spec) == ["arguments: unexpected key 'b'"]


def test_a_constrained_call_leaves_out_expert_arguments() -> None:
    from ncurator_cli.capabilities.docx import TOOLS as DOCX_TOOLS
    from ncurator_cli.models.toolcall import describe_tools, tool_call_schema

    apply = next(t for t in DOCX_TOOLS if t.name == "docx_apply_edits")
    assert {"author", "dry_run"} <= set(apply.parameters["properties"])  # the tool still takes them
    schema = tool_call_schema([apply], allow_text=False)
    args = schema["anyOf"][0]["properties"]["arguments"]
    # Under the schema the decoder cannot write them (no property, no additional ones) ...
    assert set(args["properties"]) == {"source_path", "edits", "mode"}
    assert args["additionalProperties"] is False and args["required"] == ["source_path", "edits"]
    # ... and the compact prompt does not list them, while a native tool call sees them all.
    compact = describe_tools([apply], compact=True)
    assert "mode?" in compact and "author" not in compact and "dry_run" not in compact
    assert "author" in apply.openai_schema()["function"]["parameters"]["properties"]
    plain = ToolSpec("t", "d", {"type": "object", "properties": {"a": {"type": "string"}}})
    assert plain.lean_parameters() is plain.parameters
