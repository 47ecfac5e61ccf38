"""``assess``: parse, grade every simple command, combine the grades into one ``Assessment``."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable
from pathlib import Path

from ..shell import ParseResult, SimpleCommand, Word, brace_expand, parse, parse_lenient
from . import handlers  # noqa: F401 - importing the handler families registers them
from .boundary import Boundary
from .classifier import Classifier
from .findings import CATEGORIES, Assessment, Findings, PartAssessment, max_risk

#: Above this size a refused command is not even parsed for grading.
_HARD_LIMIT = 1024 * 1024


def assess(command: str, workspace: Path | None, cwd: Path | None = None, probe: bool = False) -> Assessment:
    """Grade ``command`` for running inside ``workspace`` (the working directory is ``cwd`` or W).

    With ``workspace=None`` every path counts as outside.  ``probe=True`` refuses anything not low.
    """
    boundary = Boundary(workspace, cwd)
    result = parse(command)
    parse_error = bool(result.refused and result.refusal and result.refusal.startswith("could not parse"))
    if result.refused and not result.commands and not parse_error:
        # NUL byte or oversized input: refused, but graded by what the text spells out (NUL stripped,
        # NUL as a separator, truncated at the NUL - runners disagree on which one happens).
        if len(command.encode("utf-8", "surrogateescape")) > _HARD_LIMIT:
            return _combine(command, [], refused=True, refusal=result.refusal, probe=probe, floor="high")
        variants = [command]
        if "\x00" in command:
            variants = [
                command.replace("\x00", ""),
                command.replace("\x00", " "),
                command.replace("\x00", "\n"),
                command.split("\x00", 1)[0],
            ]
        merged = _ParseUnion(command)
        for v in variants:
            merged.absorb(parse_lenient(v))
        graded = Classifier(boundary).run(merged.result)
        return _combine(command, graded, refused=True, refusal=result.refusal, probe=probe, floor="medium")
    if parse_error:
        # bash may read the text differently from tree-sitter's error recovery: also grade a plain
        # tokenisation so that what the text spells out still counts.
        merged = _ParseUnion(command)
        merged.absorb(result)
        merged.absorb(_fallback_parse(command))
        result.commands = merged.result.commands
    graded = Classifier(boundary).run(result)
    refused, refusal = result.refused, result.refusal
    for part, _f in graded:
        if part.argv and part.argv[0].dynamic and not refused:
            refused = True
            refusal = f"command name is computed at run time ({part.argv[0].value!r})"
    return _combine(
        command, graded, refused=refused, refusal=refusal, probe=probe, floor="medium" if refused else "low"
    )


def _fallback_parse(command: str) -> ParseResult:
    lex = shlex.shlex(command, posix=True, punctuation_chars=";&|()<>")
    lex.whitespace_split = True
    lex.commenters = ""
    try:
        tokens = list(lex)
    except ValueError:
        tokens = command.replace(";", " ; ").replace("|", " | ").replace("&", " & ").split()
    segments: list[list[str]] = [[]]
    for t in tokens:
        if t and all(ch in ";&|()<>\n" for ch in t):
            segments.append([])
        else:
            segments[-1].append(t)
    out = ParseResult(command=command, commands=[])
    for seg in segments:
        words: list[Word] = []
        for t in seg:
            for v in brace_expand(t) if "{" in t else [t]:
                words.append(Word(v, dynamic="$" in v or "`" in v, tilde=v.startswith("~")))
        while words and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0].value):
            words.pop(0)
        if words and words[0].value not in (
            "{",
            "}",
            "then",
            "do",
            "done",
            "fi",
            "esac",
            "else",
            "if",
            "while",
        ):
            out.commands.append(
                SimpleCommand(argv=words, context=["fallback tokenisation"])
            )
    return out


class _ParseUnion:
    def __init__(self, command: str) -> None:
        self.result = ParseResult(command=command, commands=[])

    def absorb(self, other: ParseResult) -> None:
        offset = len(self.result.commands)
        for cmd in other.commands:
            cmd.upstream = [i + offset for i in cmd.upstream]
            self.result.commands.append(cmd)
        self.result.functions |= other.functions


def _combine(
    command: str,
    graded: list[tuple[SimpleCommand, Findings]],
    *,
    refused: bool,
    refusal: str | None,
    probe: bool,
    floor: str,
) -> Assessment:
    parts: list[PartAssessment] = []
    risk = floor
    cats: list[str] = []
    reasons: list[str] = []
    outside: list[str] = []
    for part, f in graded:
        argv = (
            [w.value for w in part.argv]
            if part.argv
            else ([f"{k}={v.value}" for k, v in part.env] or [part.text])
        )
        parts.append(PartAssessment(argv=argv, risk_level=f.risk, categories=list(f.cats), reasons=list(f.reasons),
                                    context=list(part.context), wrappers=list(part.wrappers),
                                    context_risk=f.ctx_risk))  # fmt: skip
        risk = max_risk(risk, f.risk)
        for cat in f.cats:
            if cat not in cats:
                cats.append(cat)
        for r in f.reasons:
            if r and r not in reasons:
                reasons.append(r)
        outside.extend(r for r in f.outside if r not in outside)
    if refused and refusal:
        reasons.insert(0, f"refused: {refusal}")
        if "exec" not in cats and not cats:
            cats.append("exec")
    if not cats:
        cats = ["read"]
    if risk != "low" and cats == ["read"] and not reasons:
        reasons.append("not a known read-only command")
    assessment = Assessment(command=command, risk_level=risk, categories=_order(cats), reasons=reasons, parts=parts,
                            refused=refused, refusal=refusal, outside_workspace=outside)  # fmt: skip
    if probe and (risk != "low" or refused):
        assessment.refused = True
        assessment.refusal = refusal or "probe mode runs only low-risk read-only commands"
        if "probe mode runs only low-risk read-only commands" not in assessment.reasons:
            assessment.reasons.append("probe mode runs only low-risk read-only commands")
    return assessment


def _order(cats: Iterable[str]) -> list[str]:
    cs = set(cats)
    return [c for c in CATEGORIES if c in cs]
