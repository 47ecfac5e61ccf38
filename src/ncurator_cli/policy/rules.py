"""Policy files (SPEC section 4): turn a risk assessment into allow / ask / deny.

A policy has defaults by risk level and rules.  A rule matches simple commands by ``command_prefix``
(argv tokens after wrappers are removed) or ``command_regex`` (each part's text; deny/ask rules also
see the whole command text), file actions by ``path_glob`` (workspace-relative, ``**`` allowed), or
MCP tool calls (``action = "mcp_tool"``) by ``tool_glob`` on ``SERVER/TOOL`` (no matching rule: ask).
Among matching rules the strictest wins (deny > ask > allow).  A compound command is allowed only if
every part is allowed, and no rule can allow a command the parser refused.  An allow rule allows the
*program*; risk that comes from around it (redirections, env prefixes, sudo, piping into a shell) is
still decided by the defaults.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .classify import Assessment, PartAssessment, assess, max_risk

MCP_ACTION = "mcp_tool"
_STRICT = {"allow": 0, "ask": 1, "deny": 2}


class PolicyError(Exception):
    """A policy file that cannot be used; the message is one line, prefixed with the file name."""


@dataclass
class Decision:
    decision: str  # "allow" | "ask" | "deny"
    risk_level: str
    categories: list[str]
    reasons: list[str]
    rule: str | None = None
    message: str | None = None
    assessment: Assessment | None = field(default=None, repr=False, compare=False)

    def to_dict(self) -> dict:
        return {
            "decision": self.decision,
            "risk_level": self.risk_level,
            "categories": list(self.categories),
            "reasons": list(self.reasons),
            "rule": self.rule,
            "message": self.message,
        }


# ---------------------------------------------------------------------------------------------
# File schema

Verdict = Literal["allow", "ask", "deny"]


class _Defaults(BaseModel):
    model_config = ConfigDict(extra="forbid")
    low: Verdict = "allow"
    medium: Verdict = "ask"
    high: Verdict = "ask"
    noninteractive_ask: Literal["pause", "deny"] = "pause"


class _Rule(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(min_length=1)
    decision: Verdict
    action: str = Field(default="command", pattern=r"^[a-z][a-z0-9_]*$")
    command_prefix: list[str] | None = None
    command_regex: str | None = None
    path_glob: str | None = None
    tool_glob: str | None = None
    message: str | None = None
    examples_match: list[str] = Field(default_factory=list)
    examples_not_match: list[str] = Field(default_factory=list)

    @field_validator("command_prefix")
    @classmethod
    def _prefix(cls, v: list[str] | None) -> list[str] | None:
        if v is not None and (not v or any(not t for t in v)):
            raise ValueError("command_prefix must be a non-empty list of non-empty tokens")
        return v

    @field_validator("command_regex")
    @classmethod
    def _regex(cls, v: str | None) -> str | None:
        if v is not None:
            try:
                re.compile(v)
            except re.error as exc:
                raise ValueError(f"command_regex {v!r} is not a valid regular expression: {exc}") from None
        return v

    @model_validator(mode="after")
    def _one_matcher(self) -> _Rule:
        given = [k for k in ("command_prefix", "command_regex", "path_glob", "tool_glob") if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError("give exactly one of command_prefix, command_regex, path_glob, tool_glob")
        if self.action == "command" and self.path_glob is not None:
            raise ValueError('path_glob matches file actions (e.g. action = "docx_overwrite"), not commands')
        if (self.action == MCP_ACTION) != (self.tool_glob is not None):
            raise ValueError(f'action "{MCP_ACTION}" is matched by tool_glob ("SERVER/TOOL", * allowed), and only it')
        if self.action not in ("command", MCP_ACTION) and self.path_glob is None:
            raise ValueError(f"action {self.action!r} is matched by path_glob")
        return self


class _PolicyFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: Literal[1]
    defaults: _Defaults = Field(default_factory=_Defaults)
    rules: list[_Rule] = Field(default_factory=list)

    @model_validator(mode="after")
    def _unique(self) -> _PolicyFile:
        seen: set[str] = set()
        for r in self.rules:
            if r.id in seen:
                raise ValueError(f"rule id {r.id!r} is used twice")
            seen.add(r.id)
        return self


# ---------------------------------------------------------------------------------------------
# Matching


@lru_cache(maxsize=256)
def glob_to_regex(pattern: str) -> re.Pattern[str]:
    """fnmatch-style glob where ``*`` stays inside one path segment and ``**`` crosses them."""
    i, n = 0, len(pattern)
    out = ["^"]
    while i < n:
        c = pattern[i]
        if c == "*":
            if pattern[i : i + 3] == "**/":
                out.append("(?:.*/)?")
                i += 3
                continue
            if pattern[i : i + 2] == "**":
                out.append(".*")
                i += 2
                continue
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif c == "[":
            j = pattern.find("]", i + 1)
            if j < 0:
                out.append(re.escape(c))
            else:
                body = pattern[i + 1 : j]
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append("[" + body.replace("\\", "\\\\") + "]")
                i = j
        else:
            out.append(re.escape(c))
        i += 1
    out.append("$")
    return re.compile("".join(out))


@dataclass
class Rule:
    id: str
    decision: str
    action: str
    command_prefix: list[str] | None
    command_regex: re.Pattern[str] | None
    path_glob: str | None
    message: str | None
    examples_match: list[str]
    examples_not_match: list[str]
    tool_glob: str | None = None

    def matches_tool(self, subject: str) -> bool:
        return self.tool_glob is not None and glob_to_regex(self.tool_glob).match(subject) is not None

    def matches_part(self, part: PartAssessment) -> bool:
        if self.command_prefix is not None:
            return part.argv[: len(self.command_prefix)] == self.command_prefix
        if self.command_regex is not None:
            return self.command_regex.search(" ".join(part.argv)) is not None
        return False

    def matches_text(self, command: str) -> bool:
        return self.command_regex is not None and self.command_regex.search(command) is not None

    def matches_command(self, assessment: Assessment) -> bool:
        """True when the rule decides the command (what the examples assert).

        An allow rule decides a command only when it matches every part (``pytest -q; rm -rf x`` is not
        allowed by ``["pytest", "-q"]``); a deny/ask rule as soon as it matches any part or the text.
        """
        parts = _decidable(assessment.parts)
        if self.decision != "allow":
            return self.matches_text(assessment.command) or any(self.matches_part(p) for p in parts)
        if not parts:
            return self.matches_text(assessment.command)
        return all(self.matches_part(p) for p in parts)

    def matches_path(self, path: str) -> bool:
        if self.path_glob is None:
            return False
        rel = path.replace("\\", "/")
        while rel.startswith("./"):
            rel = rel[2:]
        return glob_to_regex(self.path_glob).match(rel) is not None


def _decidable(parts: list[PartAssessment]) -> list[PartAssessment]:
    # Function definitions and bare assignments carry no program to match; they are decided by risk.
    return [
        p
        for p in parts
        if p.argv and not (len(p.argv) == 1 and "=" in p.argv[0] and not p.argv[0].startswith("="))
    ]


def _strictest(a: str, b: str) -> str:
    return a if _STRICT[a] >= _STRICT[b] else b


class Policy:
    def __init__(
        self,
        *,
        version: int = 1,
        defaults: dict[str, str] | None = None,
        noninteractive_ask: str = "pause",
        rules: list[Rule] | None = None,
        source: str | None = None,
    ) -> None:
        self.version = version
        self.defaults: dict[str, str] = dict(defaults or {"low": "allow", "medium": "ask", "high": "ask"})
        self.noninteractive_ask = noninteractive_ask
        self.rules: list[Rule] = list(rules or [])
        self.source = source

    # -- construction --------------------------------------------------------------------------

    @classmethod
    def default(cls) -> Policy:
        return cls(source="builtin")

    @classmethod
    def load(cls, path: Path) -> Policy:
        path = Path(path)
        name = path.name
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise PolicyError(f"{name}: cannot read policy file: {exc.strerror or exc}") from None
        return cls.loads(text, source=str(path), name=name)

    @classmethod
    def loads(cls, text: str, *, source: str | None = None, name: str = "policy.toml") -> Policy:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise PolicyError(f"{name}: invalid TOML: {exc}") from None
        try:
            model = _PolicyFile.model_validate(data)
        except ValidationError as exc:
            err = exc.errors()[0]
            loc = _loc(err.get("loc", ()), data)
            msg = err.get("msg", "invalid value")
            if err.get("type") == "extra_forbidden":
                msg = "unknown key"
            msg = msg.removeprefix("Value error, ")
            raise PolicyError(f"{name}: {loc}: {msg}" if loc else f"{name}: {msg}") from None
        rules = [
            Rule(
                id=r.id,
                decision=r.decision,
                action=r.action,
                command_prefix=r.command_prefix,
                command_regex=re.compile(r.command_regex) if r.command_regex is not None else None,
                path_glob=r.path_glob,
                tool_glob=r.tool_glob,
                message=r.message,
                examples_match=r.examples_match,
                examples_not_match=r.examples_not_match,
            )
            for r in model.rules
        ]
        d = model.defaults
        policy = cls(
            version=model.version,
            defaults={"low": d.low, "medium": d.medium, "high": d.high},
            noninteractive_ask=d.noninteractive_ask,
            rules=rules,
            source=source,
        )
        policy._check_examples(name)
        return policy

    def _check_examples(self, name: str) -> None:
        for rule in self.rules:
            for ex in rule.examples_match:
                if not self._example_matches(rule, ex):
                    raise PolicyError(f"{name}: rule {rule.id!r}: example {ex!r} should match but does not")
            for ex in rule.examples_not_match:
                if self._example_matches(rule, ex):
                    raise PolicyError(f"{name}: rule {rule.id!r}: example {ex!r} should not match but does")

    @staticmethod
    def _example_matches(rule: Rule, example: str) -> bool:
        if rule.tool_glob is not None:
            return rule.matches_tool(example)
        if rule.path_glob is not None:
            return rule.matches_path(example)
        a = assess(example, None)
        if a.refused and a.refusal and a.refusal.startswith("could not parse"):
            return False
        return rule.matches_command(a)

    # -- decisions -----------------------------------------------------------------------------

    def decide_command(self, command: str, workspace: Path | None, cwd: Path | None = None) -> Decision:
        a = assess(command, workspace, cwd)
        command_rules = [r for r in self.rules if r.action == "command"]
        text_rules = [r for r in command_rules if r.decision != "allow" and r.matches_text(command)]
        overall: str | None = None
        deciding: Rule | None = None
        parts = a.parts or []
        for part in parts:
            matching = [r for r in command_rules if r.matches_part(part)] + text_rules
            if part.argv and not _decidable([part]):
                matching = text_rules
            if matching:
                best = max(matching, key=lambda r: _STRICT[r.decision])
                verdict = best.decision
                rule = best
                if verdict == "allow":
                    # the rule allows the program; what surrounds it is still decided by risk
                    ctx = self.defaults[part.context_risk]
                    if _STRICT[ctx] > _STRICT["allow"]:
                        verdict, rule = ctx, None
            else:
                verdict, rule = self.defaults[part.risk_level], None
            if overall is None or _STRICT[verdict] > _STRICT[overall]:
                overall, deciding = verdict, rule
            elif _STRICT[verdict] == _STRICT[overall] and deciding is None and rule is not None:
                deciding = rule
        if overall is None:
            overall = self.defaults[a.risk_level]
            if text_rules:
                best = max(text_rules, key=lambda r: _STRICT[r.decision])
                overall, deciding = _strictest(overall, best.decision), best
        if a.refused:
            # no rule can make an unparseable/obfuscated command run unasked
            floor = self.defaults[max_risk("medium", a.risk_level)]
            floor = _strictest(floor, "ask")
            if _STRICT[floor] > _STRICT[overall]:
                overall, deciding = floor, None
        reasons = list(a.reasons)
        if deciding is not None:
            reasons.append(f"policy rule {deciding.id!r}: {deciding.decision}")
        return Decision(
            decision=overall,
            risk_level=a.risk_level,
            categories=list(a.categories),
            reasons=reasons,
            rule=deciding.id if deciding else None,
            message=deciding.message if deciding else None,
            assessment=a,
        )

    def decide_action(self, action: str, subject: str, risk_level: str, reasons: list[str]) -> Decision:
        """Decide a non-command action (``docx_overwrite`` ...) on a workspace-relative path."""
        matching = [r for r in self.rules if r.action == action and r.matches_path(subject)]
        if matching:
            best = max(matching, key=lambda r: _STRICT[r.decision])
            return Decision(best.decision, risk_level, [], list(reasons) + [f"policy rule {best.id!r}: {best.decision}"],
                            best.id, best.message)  # fmt: skip
        return Decision(self.defaults.get(risk_level, "ask"), risk_level, [], list(reasons), None, None)

    def decide_mcp_tool(self, server: str, tool: str) -> Decision:
        """Decide a call of an MCP server's tool. Rules with ``action = "mcp_tool"`` match
        ``SERVER/TOOL`` by ``tool_glob`` (strictest wins); with none matching the call is asked
        for: a third-party tool's effects are unknown, whatever the defaults allow for commands."""
        subject = f"{server}/{tool}"
        reasons = [f"MCP tool {subject} (third-party code)"]
        matching = [r for r in self.rules if r.action == MCP_ACTION and r.matches_tool(subject)]
        if matching:
            best = max(matching, key=lambda r: _STRICT[r.decision])
            return Decision(best.decision, "medium", ["mcp"], reasons + [f"policy rule {best.id!r}: {best.decision}"],
                            best.id, best.message)  # fmt: skip
        return Decision("ask", "medium", ["mcp"], reasons + ["no policy rule for this MCP tool: ask"], None, None)

    def summary(self) -> dict:
        return {
            "source": self.source,
            "defaults": dict(self.defaults),
            "noninteractive_ask": self.noninteractive_ask,
            "rules": [r.id for r in self.rules],
        }


def _loc(loc: tuple, data: dict) -> str:
    """Render a pydantic error location like ``rule 'tests': decision``."""
    parts: list[str] = []
    i = 0
    while i < len(loc):
        item = loc[i]
        if item == "rules" and i + 1 < len(loc) and isinstance(loc[i + 1], int):
            idx = loc[i + 1]
            rid = None
            try:
                rid = data["rules"][idx].get("id")
            except (KeyError, IndexError, AttributeError, TypeError):
                rid = None
            parts.append(f"rule {rid!r}" if rid else f"rules[{idx}]")
            i += 2
            continue
        parts.append(str(item))
        i += 1
    if parts and parts[0].startswith(("rule ", "rules[")):
        return parts[0] + (": " + ".".join(parts[1:]) if len(parts) > 1 else "")
    return ".".join(parts)
