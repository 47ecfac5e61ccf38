"""Command safety: shell parsing, risk classification and policy decisions."""

from .classify import Assessment, PartAssessment, assess
from .rules import Decision, Policy, PolicyError
from .shell import ParseResult, SimpleCommand, parse

__all__ = [
    "Assessment",
    "Decision",
    "ParseResult",
    "PartAssessment",
    "Policy",
    "PolicyError",
    "SimpleCommand",
    "assess",
    "parse",
]
