"""The JSON-Schema → GBNF converter, checked by meaning: the grammar is compiled here into a
Python regex (the tool-call grammars are not recursive) and must accept exactly the calls the
schema accepts."""

from __future__ import annotations

import json
import re

import pytest

from ncurator_cli.models.gbnf import literal, schema_rules, tool_call_rules
from ncurator_cli.tools import toolset

_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|(\[(?:[^\]\\]|\\.)*\])|([A-Za-z0-9-]+)|(\(|\)|\||\?|\*|\+))')


def _unescape(s: str) -> str:
    return re.sub(r"\\x([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)),
                  s.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t"))


def gbnf_regex(grammar: str, root: str) -> re.Pattern[str]:
    rules = {}
    for line in grammar.strip().splitlines():
        name, _, body = line.partition(" ::= ")
        rules[name.strip()] = body

    def expr(name: str, depth: int) -> str:
        assert depth < 40, f"recursive rule {name}"
        body = rules[name]
        out: list[str] = []
        pos = 0
        while pos < len(body):
            m = _TOKEN.match(body, pos)
            if m is None or m.end() == pos:
                assert not body[pos:].strip(), f"cannot read {body[pos:]!r}"
                break
            pos = m.end()
            lit, cls, ref, op = m.groups()
            if lit is not None:
                inner = lit[1:-1]
                text = re.sub(r'\\(["\\])', r"\1", _unescape(inner))
                out.append(re.escape(text))
            elif cls is not None:
                out.append(_unescape(cls))
            elif ref is not None:
                out.append("(?:" + expr(ref, depth + 1) + ")")
            else:
                out.append({"(": "(?:"}.get(op, op))
        return "".join(out)

    return re.compile(expr(root, 0), re.S)


def accepts(grammar: str, value: object) -> bool:
    return gbnf_regex(grammar, "call").fullmatch(json.dumps(value)) is not None


def test_literal_escapes() -> None:
    assert literal('a"b\\c\n') == '"a\\"b\\\\c\\n"'


def test_object_required_optional_and_types() -> None:
    schema = {"type": "object", "additionalProperties": False, "required": ["path"], "properties": {
        "path": {"type": "string"}, "start": {"type": "integer", "minimum": 1}, "neg": {"type": "integer"},
        "mode": {"enum": ["a", "b"]}, "flag": {"type": "boolean"}, "xs": {"type": "array", "items": {"type": "number"}}}}
    g = schema_rules(schema, "call")
    assert accepts(g, {"path": "a/b.txt"})
    assert accepts(g, {"path": 'q"u\\o\nte', "start": 3, "mode": "b", "flag": True})
    assert accepts(g, {"path": "x", "neg": -4, "xs": [1.5, -2, 3e5]})
    assert accepts(g, {"path": "x", "flag": False, "xs": []})
    assert not accepts(g, {"start": 3})  # required missing
    assert not accepts(g, {"path": "x", "start": -1})  # minimum 0+ drops the sign
    assert not accepts(g, {"path": "x", "mode": "c"})
    assert not accepts(g, {"path": "x", "other": 1})
    assert not accepts(g, {"path": 3})


def test_object_of_optional_properties_only() -> None:
    g = schema_rules({"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "boolean"}}}, "call")
    for v in ({}, {"a": "x"}, {"b": True}, {"a": "x", "b": False}):
        assert accepts(g, v), v
    assert not accepts(g, {"b": True, "a": "x"})  # declared order


def test_every_typed_tool_call_is_in_the_grammar_and_nothing_else() -> None:
    specs = [t.spec() for t in toolset()]
    g = tool_call_rules(specs, "call")
    assert accepts(g, {"name": "grep", "arguments": {"pattern": "ERROR", "path": "logs", "count_only": True}})
    assert accepts(g, {"name": "read_file", "arguments": {"path": "a.txt", "start_line": 5, "end_line": 9}})
    assert accepts(g, {"name": "docx_find", "arguments": {"path": "d.docx", "bold": True}})
    assert accepts(g, {"name": "write_file", "arguments": {"path": "o.txt", "content": "x\ny"}})
    assert not accepts(g, {"name": "grep", "arguments": {}})
    assert not accepts(g, {"name": "rm_rf", "arguments": {}})
    assert not accepts(g, {"name": "read_file", "arguments": {"path": "a", "lines": 3}})
    assert not accepts(g, {"name": "read_file", "arguments": {"path": "a", "start_line": "5"}})


@pytest.mark.parametrize("prefix", ["j-", "x-"])
def test_rule_names_are_prefixed(prefix: str) -> None:
    g = tool_call_rules([t.spec() for t in toolset(read_only=True)], "tool-call", prefix)
    names = [line.split(" ::= ")[0] for line in g.splitlines()]
    assert names[0] == "tool-call" and all(n.startswith(prefix) for n in names[1:])
