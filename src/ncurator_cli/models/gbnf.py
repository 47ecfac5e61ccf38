"""JSON Schema → llama.cpp GBNF, for the subset tool arguments use.

A text protocol (guided terminal_exec) decodes under one grammar that offers code blocks *and*
typed tool calls; the tool-call branch must be the tools' JSON Schema as grammar rules so a small
model cannot write a malformed or unknown call there. Supported: objects (properties in declared
order, required first, optional ones optional, no other keys), strings, integers (a `minimum` of
0 or more drops the sign), numbers, booleans, null, `enum` / `const`, arrays (`minItems` 0/1),
`anyOf` / `oneOf`, type lists; anything else is any JSON value. No recursion: a schema with
`$ref` cycles is not a tool's arguments.
"""

from __future__ import annotations

import json
import re
from typing import Any

_SAFE = re.compile(r"[^a-zA-Z0-9-]+")

PRIMITIVES = {
    "ws": '" "?',
    "str": r'"\"" str-char* "\""',
    "str-char": r'[^"\\\x7F\x00-\x1F] | "\\" ( ["\\/bfnrt] | "u" [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] )',
    "uint": '"0" | [1-9] [0-9]*',
    "int": '"-"? uint',
    "num": 'int ( "." [0-9]+ )? ( [eE] [-+]? [0-9]+ )?',
    "bool": '"true" | "false"',
    "null": '"null"',
    "value": "str | num | bool | null | arr | obj",
    "arr": '"[" ws ( value ( "," ws value )* )? "]"',
    "obj": '"{" ws ( str ":" ws value ( "," ws str ":" ws value )* )? "}"',
}


def literal(text: str) -> str:
    """A GBNF string literal matching exactly `text`."""
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
    return f'"{out}"'


class _Converter:
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.rules: dict[str, str] = {}
        self.used: set[str] = set()

    def prim(self, name: str) -> str:
        self.used.add(name)
        return f"{self.prefix}{name}"

    def add(self, name: str, body: str) -> str:
        key = self.prefix + _SAFE.sub("-", name).strip("-")
        base, n = key, 1
        while key in self.rules and self.rules[key] != body:
            n += 1
            key = f"{base}-{n}"
        self.rules[key] = body
        return key

    def visit(self, schema: Any, name: str) -> str:
        """The GBNF expression for `schema` (a rule reference or an inline expression)."""
        if not isinstance(schema, dict) or not schema:
            return self.prim("value")
        if "const" in schema:
            return literal(json.dumps(schema["const"], ensure_ascii=False))
        if "enum" in schema:
            return "( " + " | ".join(literal(json.dumps(v, ensure_ascii=False)) for v in schema["enum"]) + " )"
        alts = schema.get("anyOf") or schema.get("oneOf")
        if isinstance(alts, list) and alts:
            base = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf")}
            parts = [self.visit({**base, **a} if isinstance(a, dict) else a, f"{name}-{i}") for i, a in enumerate(alts)]
            return self.add(name, " | ".join(parts))
        kind = schema.get("type")
        if isinstance(kind, list):
            parts = [self.visit({**schema, "type": k}, f"{name}-{k}") for k in kind]
            return "( " + " | ".join(parts) + " )"
        if kind == "string":
            return self.prim("str")
        if kind == "integer":
            minimum = schema.get("minimum")
            return self.prim("uint") if isinstance(minimum, (int, float)) and minimum >= 0 else self.prim("int")
        if kind == "number":
            return self.prim("num")
        if kind == "boolean":
            return self.prim("bool")
        if kind == "null":
            return self.prim("null")
        if kind == "array":
            item = self.visit(schema.get("items"), f"{name}-item")
            ws = self.prim("ws")
            seq = f"{item} ( \",\" {ws} {item} )*"
            body = f'"[" {ws} {seq} "]"' if int(schema.get("minItems") or 0) >= 1 else f'"[" {ws} ( {seq} )? "]"'
            return self.add(name, body)
        if kind == "object" or "properties" in schema:
            return self.add(name, self.object(schema, name))
        return self.prim("value")

    def object(self, schema: dict[str, Any], name: str) -> str:
        props: dict[str, Any] = schema.get("properties") or {}
        if not props:
            return f"{self.prim('obj')}" if schema.get("additionalProperties") is not False else f'"{{" {self.prim("ws")} "}}"'
        ws = self.prim("ws")
        required = [k for k in props if k in set(schema.get("required") or [])]
        optional = [k for k in props if k not in required]
        kv = {k: self.add(f"{name}-{k}-kv", f'{literal(json.dumps(k))} ":" {ws} {self.visit(props[k], f"{name}-{k}")}')
              for k in props}

        def chain(keys: list[str]) -> str:
            # keys[0] present, then any later ones, each optional, in order.
            first, rest = keys[0], keys[1:]
            if not rest:
                return kv[first]
            tail = self.add(f"{name}-{first}-rest", " ".join(f'( "," {ws} {kv[k]} )?' for k in rest))
            return f"{kv[first]} {tail}"

        body = f'"{{" {ws} '
        body += f' "," {ws} '.join(kv[k] for k in required)
        if optional:
            options = " | ".join(chain(optional[i:]) for i in range(len(optional)))
            body += f' ( "," {ws} ( {options} ) )?' if required else f" ( {options} )?"
        return body + ' "}"'


def schema_rules(schema: dict[str, Any], root: str, prefix: str = "j-") -> str:
    """GBNF rules whose rule `root` matches exactly the JSON values valid against `schema`
    (within the supported subset). Every other rule name starts with `prefix`."""
    conv = _Converter(prefix)
    expr = conv.visit(schema, "call")
    lines = [f"{root} ::= {expr}"]
    lines += [f"{k} ::= {v}" for k, v in conv.rules.items()]
    needed = set(conv.used)
    # Primitives reference each other: close over them.
    changed = True
    while changed:
        changed = False
        for p in list(needed):
            for other in PRIMITIVES:
                if other not in needed and re.search(rf"(?<![\w-]){re.escape(other)}(?![\w-])", PRIMITIVES[p]):
                    needed.add(other)
                    changed = True
    for p in PRIMITIVES:
        if p in needed:
            body = re.sub(r"(?<![\w\"-])(" + "|".join(map(re.escape, sorted(PRIMITIVES, key=len, reverse=True)))
                          + r")(?![\w\"-])", lambda m: prefix + m.group(1), PRIMITIVES[p])
            lines.append(f"{prefix}{p} ::= {body}")
    return "\n".join(lines)


def tool_call_rules(tools: list[Any], root: str, prefix: str = "j-") -> str:
    """Rules for `{"name": <tool>, "arguments": {...}}` over `tools` (ToolSpec-like: name,
    parameters)."""
    schema = {"anyOf": [
        {"type": "object", "properties": {"name": {"const": t.name}, "arguments": t.parameters or {"type": "object"}},
         "required": ["name", "arguments"], "additionalProperties": False}
        for t in tools
    ]}
    return schema_rules(schema, root, prefix)
