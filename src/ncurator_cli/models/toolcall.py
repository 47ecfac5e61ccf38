"""Reliable tool calls for models that get the format slightly wrong.

Small local models (and some OpenAI-compatible servers without a tool-call parser) answer a
tool call as JSON *text*, often wrapped in code fences or `<tool_call>` tags, with Python
literals, single quotes or trailing commas. Everything here is pure and dependency-free so
both the OpenAI-compatible provider and the local provider share one tested implementation.
"""

from __future__ import annotations

import json
import re
import uuid
from typing import Any

from .base import ToolCall, ToolSpec

# The pseudo-tool a grammar-constrained model uses to answer in plain text when text is allowed.
RESPOND_TOOL = "respond"

_FENCE_RE = re.compile(r"```[A-Za-z0-9_+-]*[ \t]*\n?(.*?)(?:```|\Z)", re.DOTALL)
_TOOL_TAG_RE = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.DOTALL | re.IGNORECASE)
_PY_LITERALS = {"True": "true", "False": "false", "None": "null"}
def new_call_id() -> str:
    return f"call_{uuid.uuid4().hex[:16]}"


# --------------------------------------------------------------------------- repair


def _unwrap(text: str) -> str:
    """The payload inside a code fence or a `<tool_call>` tag (the first one), else the text."""
    tags = _TOOL_TAG_RE.findall(text)
    if tags:
        text = tags[0]
    fence = _FENCE_RE.search(text)
    if fence:
        text = fence.group(1)
    return text.strip()


def _outermost(text: str) -> str | None:
    """The outermost JSON-looking object/array, from the first opener to its matching closer.

    Brackets inside strings (either quote style) are ignored. A value cut off before its closer
    (a model that ran out of tokens) is closed here, since a truncated tail is the commonest
    way an otherwise good call goes bad.
    """
    start = -1
    for i, ch in enumerate(text):
        if ch in "{[":
            start = i
            break
    if start < 0:
        return None
    stack: list[str] = []
    quote: str | None = None
    escaped = False
    for i in range(start, len(text)):
        ch = text[i]
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = None
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "{[":
            stack.append("}" if ch == "{" else "]")
        elif ch in "}]":
            if not stack or stack[-1] != ch:
                return None
            stack.pop()
            if not stack:
                return text[start : i + 1]
    # Truncated: close an open string, drop a dangling separator, then close the brackets.
    tail = text[start:]
    if quote:
        tail += quote
    tail = re.sub(r"[,:]\s*$", "", tail.rstrip())
    return tail + "".join(reversed(stack))


def _last_significant(out: list[str]) -> str:
    for piece in reversed(out):
        stripped = piece.rstrip()
        if stripped:
            return stripped[-1]
    return ""


def _normalize(text: str) -> str:
    """Rewrite near-JSON into JSON: quotes, Python literals, bare keys, trailing commas."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "\"'":
            # Re-emit every string double-quoted, so single-quoted strings become JSON strings.
            j = i + 1
            buf: list[str] = []
            while j < n and text[j] != ch:
                if text[j] == "\\" and j + 1 < n:
                    nxt = text[j + 1]
                    buf.append("'" if nxt == "'" else "\\" + nxt)
                    j += 2
                    continue
                buf.append('\\"' if text[j] == '"' else text[j])
                j += 1
            out.append('"' + "".join(buf) + '"')
            i = j + 1
            continue
        if ch in "}]":
            # Drop a trailing comma before a closer.
            k = len(out) - 1
            while k >= 0 and out[k].isspace():
                k -= 1
            if k >= 0 and out[k] == ",":
                del out[k]
            out.append(ch)
            i += 1
            continue
        if ch.isalpha() or ch == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] in "_-"):
                j += 1
            word = text[i:j]
            rest = text[j:].lstrip()
            prev = _last_significant(out)
            if rest.startswith(":") and prev in ("{", ","):
                out.append(json.dumps(word))  # a bare key
            elif word in _PY_LITERALS:
                out.append(_PY_LITERALS[word])
            else:
                out.append(word)  # JSON literals, or garbage json.loads will reject
            i = j
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _loads(text: str) -> Any:
    # strict=False: small models put raw newlines and tabs inside strings (code, paths).
    return json.loads(text, strict=False)


def repair_json(text: str) -> Any | None:
    """Parse `text` as JSON, repairing what small models commonly get wrong; None when hopeless.

    Handles code fences and `<tool_call>` tags, prose around the value, trailing commas,
    single quotes, Python literals (True/False/None), unquoted keys and a truncated tail.
    """
    if not text or not text.strip():
        return None
    # Plain JSON first: a valid value may itself contain fences or tags inside its strings.
    for attempt in (text, _unwrap(text)):
        try:
            return _loads(attempt)
        except ValueError:
            continue
    candidate = _outermost(_unwrap(text))
    if candidate is None:
        return None
    for attempt in (candidate, _normalize(candidate)):
        try:
            return _loads(attempt)
        except ValueError:
            continue
    return None


# --------------------------------------------------------------------------- extraction


def _as_args(value: Any) -> dict[str, Any] | None:
    if value is None:
        return {}
    if isinstance(value, dict):
        return value
    if isinstance(value, str):
        parsed = repair_json(value) if value.strip() else {}
        return parsed if isinstance(parsed, dict) else None
    return None


def call_from_object(obj: Any, known: set[str]) -> ToolCall | None:
    """One tool call from a decoded object, in any of the shapes models use; None otherwise.

    Accepted: `{"name", "arguments"|"args"|"parameters"}` and the OpenAI shape
    `{"type": "function", "function": {"name", "arguments": "<json>"}}`.
    """
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("function"), dict):
        inner = obj["function"]
        return call_from_object({**inner, "id": obj.get("id", "")}, known)
    name = obj.get("name")
    if not isinstance(name, str) or name not in known:
        return None
    raw: Any = {}
    for key in ("arguments", "args", "parameters", "input"):
        if key in obj:
            raw = obj[key]
            break
    args = _as_args(raw)
    if args is None:
        return None
    call_id = obj.get("id")
    return ToolCall(
        name=name, args=args, id=call_id if isinstance(call_id, str) and call_id else new_call_id()
    )


def _objects(value: Any) -> list[Any]:
    if isinstance(value, list):
        return value
    if isinstance(value, dict) and isinstance(value.get("tool_calls"), list):
        return value["tool_calls"]
    return [value]


def extract_tool_calls(text: str, tools: list[ToolSpec]) -> list[ToolCall]:
    """Tool calls written as JSON text (fenced, tagged, a list, or several objects in a row).

    Returns [] unless *every* decoded object is a call of a known tool: prose that merely
    contains some JSON must stay prose.
    """
    known = {t.name for t in tools}
    if not text or not known:
        return []
    tagged = _TOOL_TAG_RE.findall(text)
    segments = tagged if tagged else [text]
    values: list[Any] = []
    for seg in segments:
        try:
            values.append(_loads(seg))
        except ValueError:
            values.extend(_consecutive(_unwrap(seg)))
    calls: list[ToolCall] = []
    for value in values:
        for obj in _objects(value):
            call = call_from_object(obj, known)
            if call is None:
                return []
            calls.append(call)
    return calls


def _consecutive(text: str) -> list[Any]:
    """Several JSON values in a row (`{...}\\n{...}`), each repaired; [] if any is hopeless."""
    values: list[Any] = []
    rest = text.strip()
    while rest:
        chunk = _outermost(rest)
        if chunk is None:
            break
        start = rest.find(chunk[0])
        value = repair_json(chunk)
        if value is None:
            return []
        values.append(value)
        rest = rest[start + len(chunk) :].strip()
    return values


# --------------------------------------------------------------------------- schema


def _rewrite_refs(node: Any, prefix: str, rename: dict[str, str]) -> Any:
    if isinstance(node, dict):
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                for old_root in ("#/$defs/", "#/definitions/"):
                    if value.startswith(old_root):
                        tail = value[len(old_root) :]
                        head, _, more = tail.partition("/")
                        value = "#/$defs/" + rename.get(head, prefix + head) + (f"/{more}" if more else "")
                        break
                out[key] = value
            elif key in ("$defs", "definitions"):
                continue  # hoisted to the root by tool_call_schema
            else:
                out[key] = _rewrite_refs(value, prefix, rename)
        return out
    if isinstance(node, list):
        return [_rewrite_refs(v, prefix, rename) for v in node]
    return node


def tool_call_schema(tools: list[ToolSpec], allow_text: bool) -> dict[str, Any]:
    """JSON Schema forcing `{"name": <tool>, "arguments": <its parameters>}`, for constrained decoding.

    An anyOf over the tools, plus `{"name": "respond", "arguments": {"text": str}}` when the model
    may answer in text. `$ref`s are resolved against the *root* by grammar converters, so each
    tool's `$defs` are hoisted to the root under a per-tool prefix.
    """
    alternatives: list[dict[str, Any]] = []
    root_defs: dict[str, Any] = {}
    for index, tool in enumerate(tools):
        params = tool.lean_parameters()
        prefix = f"t{index}_"
        local_defs = {**params.get("definitions", {}), **params.get("$defs", {})}
        rename = {name: prefix + name for name in local_defs}
        for name, sub in local_defs.items():
            root_defs[rename[name]] = _rewrite_refs(sub, prefix, rename)
        alternatives.append(
            {
                "type": "object",
                "properties": {
                    "name": {"const": tool.name},
                    "arguments": _rewrite_refs(params, prefix, rename),
                },
                "required": ["name", "arguments"],
                "additionalProperties": False,
            }
        )
    if allow_text:
        alternatives.append(
            {
                "type": "object",
                "properties": {
                    "name": {"const": RESPOND_TOOL},
                    "arguments": {
                        "type": "object",
                        "properties": {"text": {"type": "string"}},
                        "required": ["text"],
                        "additionalProperties": False,
                    },
                },
                "required": ["name", "arguments"],
                "additionalProperties": False,
            }
        )
    schema: dict[str, Any] = {"anyOf": alternatives}
    if root_defs:
        schema["$defs"] = root_defs
    return schema


# --------------------------------------------------------------------------- validation

_TYPE_CHECKS: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list,),
    "object": (dict,),
    "null": (type(None),),
}


def _type_ok(value: Any, expected: Any) -> bool:
    names = expected if isinstance(expected, list) else [expected]
    for name in names:
        kinds = _TYPE_CHECKS.get(name)
        if kinds is None:
            return True  # an unknown type name: not ours to judge
        # bool is an int subclass in Python but never a JSON number.
        if isinstance(value, bool) and name in ("integer", "number"):
            continue
        if name == "integer" and isinstance(value, float) and value.is_integer():
            return True
        if isinstance(value, kinds):
            return True
    return False


def _check(value: Any, schema: Any, path: str, errors: list[str]) -> None:
    if not isinstance(schema, dict):
        return
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: must be one of {schema['enum']}")
        return
    if "const" in schema and value != schema["const"]:
        errors.append(f"{path}: must be {json.dumps(schema['const'])}")
        return
    if "type" in schema and not _type_ok(value, schema["type"]):
        errors.append(f"{path}: expected {schema['type']}, got {type(value).__name__}")
        return
    if isinstance(value, dict):
        props = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing required key '{key}'")
        if schema.get("additionalProperties") is False:
            for key in value:
                if key not in props:
                    errors.append(f"{path}: unexpected key '{key}'")
        for key, sub in props.items():
            if key in value:
                _check(value[key], sub, f"{path}.{key}", errors)
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        for i, item in enumerate(value):
            _check(item, schema["items"], f"{path}[{i}]", errors)


def validate_args(args: Any, spec: ToolSpec) -> list[str]:
    """Light JSON-Schema check of a call's arguments: required keys, basic types, enums.

    Deliberately shallow ($ref, anyOf and formats are not followed): it exists to catch the
    mistakes worth one corrective reprompt, not to replace the tool's own validation.
    """
    errors: list[str] = []
    if not isinstance(args, dict):
        return [f"arguments: expected an object, got {type(args).__name__}"]
    _check(args, spec.parameters or {}, "arguments", errors)
    return errors


# --------------------------------------------------------------------------- prompts for non-native modes

TOOL_INSTRUCTIONS = """\
# Tools
You can call one of these tools. Reply with exactly one JSON object and nothing else:
{{"name": "<tool name>", "arguments": {{<the tool's arguments>}}}}

{tools}
{respond}"""

#: The `text` mode's variant: no decoder enforces the shape, so ask for one fenced block.
TEXT_TOOL_INSTRUCTIONS = """\
# Tools
You can call one of these tools. To call one, reply with one JSON object in a ```json fenced block
and nothing after it:
```json
{{"name": "<tool name>", "arguments": {{<the tool's arguments>}}}}
```

{tools}
{respond}"""

RESPOND_INSTRUCTIONS = (
    "To answer in plain text instead of calling a tool, reply with "
    '{"name": "respond", "arguments": {"text": "<your answer>"}}.\n'
)
TEXT_RESPOND_INSTRUCTIONS = "To answer in plain text instead, reply with the text and no JSON block.\n"

CORRECTION = (
    'Reply again with one JSON object {"name": ..., "arguments": {...}} '
    "whose arguments match the tool's arguments schema."
)


def describe_tools(tools: list[ToolSpec], *, compact: bool = False) -> str:
    """Each tool with its arguments: the whole JSON Schema, or (`compact`, for a reply decoded
    under the schema anyway) one line of arguments, each with its own description and choices.

    The compact form is for `json_schema` mode, where the server's decoder writes the call's
    structure (names, types, nesting), so the prompt only has to say what each argument means:
    the docx change loop's prompt was 3,000 tokens, 2,600 of them schemas, ~100 s of prompt
    processing on 2 cores before a first token.
    """
    lines = []
    for tool in tools:
        lines.append(f"- {tool.name}: {tool.description.strip()}")
        if compact:
            args = compact_arguments(tool.lean_parameters())
            if args:
                lines.append(f"  arguments: {args}")
        else:
            lines.append(f"  arguments schema: {json.dumps(tool.parameters, separators=(',', ':'))}")
    return "\n".join(lines)


def compact_arguments(schema: dict[str, Any]) -> str:
    """`a (what a is), b? (one of x|y; default "x")`: the top-level arguments of an object schema,
    `?` marking the optional ones, with their defaults; a nested object's own fields are the
    decoder's to enforce."""
    props = schema.get("properties") or {}
    required = set(schema.get("required") or [])
    parts = []
    for name, sub in props.items():
        sub = sub if isinstance(sub, dict) else {}
        notes = []
        if sub.get("description"):
            notes.append(str(sub["description"]).strip())
        if isinstance(sub.get("enum"), list) and len(sub["enum"]) > 1:
            notes.append("one of " + "|".join(str(v) for v in sub["enum"]))
        if "default" in sub:
            # Said, or a small model fills every optional argument it sees listed: a docx edit
            # came with mode=tracked and a save with overwrite=true, neither asked for.
            notes.append("default " + json.dumps(sub["default"]))
        label = name + ("" if name in required else "?")
        parts.append(f"{label} ({'; '.join(notes)})" if notes else label)
    return ", ".join(parts)


def call_text(calls: list[ToolCall]) -> str:
    """Past tool calls as the JSON a model in a non-native mode writes itself."""
    objs = [{"name": c.name, "arguments": c.args} for c in calls]
    return json.dumps(objs[0] if len(objs) == 1 else objs, ensure_ascii=False)


def render_messages(
    messages: list[Any], tools: list[ToolSpec] | None, allow_text: bool, *, fenced: bool = False,
    compact: bool = False,
) -> list[dict[str, Any]]:
    """Plain messages → chat messages that need no tool support from the server or its template.

    Past tool calls become the JSON the model itself writes, tool results become user turns,
    and with `tools` their descriptions and the reply format go into the system prompt
    (`fenced`: the `text` mode's fenced block; `compact`: arguments without their schema, for
    a reply the server decodes under it). Any chat template handles this, and the model sees its
    own output format in context.
    """
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "assistant" and m.tool_calls and (tools or not m.content):
            # Without tools the caller reads plain text (a capability's text protocol): the
            # model sees its own words, not calls in a format it is not asked to write.
            out.append({"role": "assistant", "content": call_text(m.tool_calls)})
        elif m.role == "tool":
            label = f"Result of tool {m.name}" if m.name else "Tool result"
            out.append({"role": "user", "content": f"{label}:\n{m.content}"})
        else:
            out.append({"role": m.role, "content": m.content or ""})
    if tools:
        template = TEXT_TOOL_INSTRUCTIONS if fenced else TOOL_INSTRUCTIONS
        respond = (TEXT_RESPOND_INSTRUCTIONS if fenced else RESPOND_INSTRUCTIONS) if allow_text else ""
        block = template.format(tools=describe_tools(tools, compact=compact), respond=respond)
        if out and out[0]["role"] == "system":
            out[0] = {"role": "system", "content": f"{out[0]['content']}\n\n{block}"}
        else:
            out.insert(0, {"role": "system", "content": block})
    return out
