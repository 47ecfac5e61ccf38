"""Tools as the model sees them: a tool's definition and one call of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class ToolCall:
    name: str
    args: dict[str, Any]
    id: str = ""


@dataclass
class ToolSpec:
    """A tool the model may call: name, description and a JSON Schema for its arguments."""

    name: str
    description: str
    parameters: dict[str, Any]
    #: Optional arguments a constrained call leaves out (`lean_parameters`): a small model decoding
    #: under the schema filled every optional argument it saw (an edit batch came with
    #: `"author": "your_name"`, a dry run nobody asked for), tokens decoded at ~1/s beside another
    #: run. Their defaults apply; a native tool call still sees them all.
    expert_args: frozenset[str] = field(default_factory=frozenset)

    def lean_parameters(self) -> dict[str, Any]:
        """The parameters without `expert_args`: what a constrained call is decoded under."""
        params = self.parameters or {"type": "object", "properties": {}}
        if not self.expert_args:
            return params
        props = {k: v for k, v in (params.get("properties") or {}).items() if k not in self.expert_args}
        required = [r for r in params.get("required") or [] if r not in self.expert_args]
        return {**params, "properties": props, "required": required, "additionalProperties": False}

    def openai_schema(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }
