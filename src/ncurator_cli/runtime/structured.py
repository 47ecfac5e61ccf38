"""`--output-schema FILE`: the final answer as a JSON value valid against a JSON Schema.

The schema file is checked when the run is invoked (a bad one is a usage error, exit 2). The
final answer is then asked for as JSON — providers that can constrain decoding get the schema
through `TextFormat.json_schema` (OpenAI-compatible `response_format`, the embedded model's
server) — parsed, validated, and given one repair turn that quotes the validation error.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..models.toolcall import repair_json

#: Characters of the schema quoted in the prompt (a huge schema is still enforced, just not shown whole).
SCHEMA_PROMPT_CHARS = 6000


class SchemaFileError(Exception):
    """The --output-schema file cannot be used (one line, exit 2)."""


def load_output_schema(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SchemaFileError(f"cannot read --output-schema {path}: {exc.strerror or exc}") from None
    try:
        schema = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SchemaFileError(f"--output-schema {path} is not JSON: {exc}") from None
    if not isinstance(schema, dict):
        raise SchemaFileError(f"--output-schema {path}: a JSON Schema must be an object, not {type(schema).__name__}")
    from jsonschema import exceptions, validators

    try:
        validators.validator_for(schema).check_schema(schema)
    except exceptions.SchemaError as exc:
        where = "/".join(str(p) for p in exc.absolute_path) or "(root)"
        raise SchemaFileError(f"--output-schema {path} is not a valid JSON Schema at {where}: {exc.message}") from None
    ref = unresolvable_ref(schema)
    if ref is not None:
        # Else the run would do all its work and then fail validating the answer.
        raise SchemaFileError(f"--output-schema {path}: $ref {ref!r} cannot be resolved (only references within "
                              "the file are followed; nothing is fetched)")
    return schema


#: Keywords whose values are data, not schemas: a "$ref" key inside them is no reference.
_DATA_KEYWORDS = frozenset({"const", "enum", "default", "examples"})


def unresolvable_ref(schema: dict[str, Any]) -> str | None:
    """The first `$ref` of a schema that does not resolve within the schema itself (a JSON pointer
    to nothing, an unknown anchor, another document), or None. The base URI follows `$id`s."""
    from jsonschema import validators
    from referencing import Registry
    from referencing.exceptions import Unresolvable
    from referencing.jsonschema import specification_with

    meta = validators.validator_for(schema).META_SCHEMA
    spec = specification_with(meta.get("$id") or meta.get("id") or "")

    def walk(node: Any, resolver: Any) -> str | None:
        if isinstance(node, list):
            return next((bad for item in node if (bad := walk(item, resolver)) is not None), None)
        if not isinstance(node, dict):
            return None
        resource = spec.create_resource(node)
        if resource.id() is not None:
            resolver = resolver.in_subresource(resource)
        ref = node.get("$ref")
        if isinstance(ref, str):
            try:
                resolver.lookup(ref)
            except Unresolvable:
                return ref
        return next((bad for key, value in node.items()
                     if key not in _DATA_KEYWORDS and (bad := walk(value, resolver)) is not None), None)

    return walk(schema, Registry().resolver_with_root(spec.create_resource(schema)))


def schema_error(schema: dict[str, Any], value: Any) -> str | None:
    """The first validation error of `value` (one line), or None when it is valid."""
    from jsonschema import validators

    cls = validators.validator_for(schema)
    errors = sorted(cls(schema).iter_errors(value), key=lambda e: list(e.absolute_path))
    if not errors:
        return None
    first = errors[0]
    where = "/".join(str(p) for p in first.absolute_path) or "(root)"
    return f"at {where}: {first.message}"[:500]


def parse_answer(text: str) -> tuple[Any, str | None]:
    """The JSON value in a reply (fences and prose around it tolerated), or (None, why not)."""
    stripped = text.strip()
    if not stripped:
        return None, "the reply was empty"
    try:
        return json.loads(stripped), None
    except json.JSONDecodeError:
        pass
    value = repair_json(stripped)
    if value is None:
        return None, "the reply is not a JSON value"
    return value, None


def instruction(schema: dict[str, Any]) -> str:
    shown = json.dumps(schema, ensure_ascii=False)
    if len(shown) > SCHEMA_PROMPT_CHARS:
        shown = shown[:SCHEMA_PROMPT_CHARS] + " …"
    return (
        "Reply with only a JSON value (no prose, no code fence) that is valid against this JSON Schema, "
        f"filled in from the evidence and results:\n{shown}"
    )


def check(schema: dict[str, Any], text: str) -> tuple[Any, str | None]:
    """Parse and validate a reply: (value, None) or (None, a one-line problem)."""
    value, problem = parse_answer(text)
    if problem is not None:
        return None, problem
    problem = schema_error(schema, value)
    if problem is not None:
        return None, f"the JSON does not match the schema {problem}"
    return value, None
