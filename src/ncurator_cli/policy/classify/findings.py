"""Risk levels, categories and the findings that grading one simple command accumulates."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

RISKS = ("low", "medium", "high")
RANK = {r: i for i, r in enumerate(RISKS)}
CATEGORIES = ("read", "write", "delete", "network", "exec", "privileged")


def max_risk(*levels: str) -> str:
    return max(levels, key=lambda r: RANK[r]) if levels else "low"


@dataclass
class PartAssessment:
    argv: list[str]
    risk_level: str
    categories: list[str]
    reasons: list[str]
    context: list[str] = field(default_factory=list)
    wrappers: list[str] = field(default_factory=list)
    #: risk from everything around the program (redirections, env prefixes, wrappers, substitution,
    #: pipelines into shells ...): a policy rule that allows the program does not allow these
    context_risk: str = "low"

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class Assessment:
    command: str
    risk_level: str  # "low" | "medium" | "high"
    categories: list[str]
    reasons: list[str]
    parts: list[PartAssessment]
    refused: bool = False
    refusal: str | None = None
    #: the reasons that are about paths or directories outside the workspace
    outside_workspace: list[str] = field(default_factory=list)

    @property
    def is_low(self) -> bool:
        return self.risk_level == "low" and not self.refused

    def to_dict(self) -> dict:
        return {
            "command": self.command,
            "risk_level": self.risk_level,
            "categories": list(self.categories),
            "reasons": list(self.reasons),
            "parts": [p.to_dict() for p in self.parts],
            "refused": self.refused,
            "refusal": self.refusal,
            "outside_workspace": list(self.outside_workspace),
        }


class Findings:
    """Accumulates (risk, category, reason) for one simple command."""

    __slots__ = (
        "risk",
        "cats",
        "reasons",
        "secret",
        "network_dev",
        "exec_dynamic",
        "ctx_risk",
        "ctx_mode",
        "outside",
    )

    def __init__(self) -> None:
        self.risk = "low"
        self.ctx_risk = "low"
        self.ctx_mode = True  # findings count as context until the program itself is graded
        self.cats: list[str] = []
        self.reasons: list[str] = []
        self.secret = False  # reads credentials (used by the exfiltration rule)
        self.network_dev = False
        self.exec_dynamic = False  # runs code produced at run time (source <(..), sh "$x", python -c "$(..)")
        self.outside: list[str] = []  # reasons that are about leaving the workspace

    def add(self, risk: str, cat: str | None, reason: str) -> None:
        self.risk = max_risk(self.risk, risk)
        if self.ctx_mode:
            self.ctx_risk = max_risk(self.ctx_risk, risk)
        if cat and cat not in self.cats:
            self.cats.append(cat)
        if reason and reason not in self.reasons:
            self.reasons.append(reason)

    def leave(self, risk: str, cat: str | None, reason: str) -> None:
        """A finding about a path or directory outside the workspace (capabilities refuse these)."""
        self.add(risk, cat, reason)
        if reason not in self.outside:
            self.outside.append(reason)

    def fold(self, risk: str, reason: str, inner: Findings, inner_reason: str) -> None:
        """Add a reason derived from a nested finding, keeping its outside-the-workspace mark."""
        if inner_reason in inner.outside:
            self.leave(risk, None, reason)
        else:
            self.add(risk, None, reason)

    def cat(self, cat: str) -> None:
        if cat not in self.cats:
            self.cats.append(cat)


# Names
