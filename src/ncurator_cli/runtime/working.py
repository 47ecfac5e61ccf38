"""The sum behind an amount asked of the sources, written by the model and worked out by the host.

"How much do we owe the referee?" over a fee table and a mileage rule, "how much should we invoice
the group?" over hire charges and conditions: a 1.5B model answering in prose picked a figure or
did the arithmetic in its head, and both went wrong (three probes: the fee without its mileage,
an hourly rate times the wrong hours, an item the policy excludes added to the claim). Writing
the sum as one expression is a smaller step for it, and the host evaluates it exactly
(`evaluate`): in guided mode, before the answer of a question that asks for an amount
(`asks_amount`) and has knowledge-base passages or files read whole to go by, one short turn
(node `working`, decoded under `SUM_GBNF`) writes the expression; the answer turn is then told
its value (`worked_note`). An expression that does not parse, divides by zero or is only one
figure adds nothing; a failed turn is skipped.
"""

from __future__ import annotations

import ast
import operator
import re
from typing import Any

#: A question that asks for an amount of money or a total: "how much do we owe", "what should we
#: invoice", "how much will the insurer pay out", "what's the total cost".
_AMOUNT = re.compile(
    r"\bhow\s+much\b(?!\s+(?:time|longer|space|room|memory|disk|data|more\s+time)\b)"
    r"|\bwhat\s+(?:is|'s|are|was|will|would|should)\s+(?:the\s+|our\s+|my\s+|their\s+)?(?:total\s+|final\s+|overall\s+)?"
    r"(?:cost|charge|fee|price|bill|refund|payout|invoice|amount|total)\b"
    r"|\bwhat\s+(?:do|does|did|will|would|should)\s+(?:[\w']+\s+){1,6}?(?:cost|owe|pay|charge|invoice|refund)\b", re.I)

#: The expression's form: figures joined by + - * /, with brackets, on one line (a well-formed sum
#: only: a character class alone let a model write "1. **100** (0.75 * 320000) + ...").
SUM_GBNF = "\n".join((
    'root ::= expr',
    'expr ::= term ( " "? [-+] " "? term )*',
    'term ::= factor ( " "? [*/] " "? factor )*',
    'factor ::= num | "(" expr ")"',
    'num ::= [0-9]+ ( "." [0-9]+ )?',
))

WORKING_NOTE = ("Before the answer, the calculation only. Reply with one arithmetic expression that gives the "
                "amount asked, made of the figures in the sources above (numbers, + - * / and brackets; e.g. "
                "2 * 15 + 4.5). Apply every rule of the sources that changes it: what is charged or covered and "
                "what is not, minimums and rounding up, discounts, allowances, deductions.")

WORKED_HEAD = ("The sum, as written before this answer and worked out by the host: {expr} = {value}. Give that "
               "amount as the answer and say how it is made up (each figure and the rule it comes from).")

_OPS: dict[type, Any] = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
                         ast.Div: operator.truediv}


def asks_amount(objective: str) -> bool:
    """Whether a question asks for an amount or a total (`_AMOUNT`)."""
    return _AMOUNT.search(objective) is not None


def _value(node: ast.AST) -> float:
    if isinstance(node, ast.Expression):
        return _value(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        v = _value(node.operand)
        return -v if isinstance(node.op, ast.USub) else v
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return float(_OPS[type(node.op)](_value(node.left), _value(node.right)))
    raise ValueError("not a sum of figures")


def evaluate(text: str) -> tuple[str, float] | None:
    """(the expression as written, its value) of the first line of `text` that is a sum of figures
    with at least one operator; None when there is none, it does not parse or divides by zero."""
    for line in (text or "").splitlines():
        plain = re.sub(r"[£$€¥]|\b(?:GBP|USD|EUR)\b", "", line).replace("×", "*").replace("÷", "/").replace(",", "")
        m = re.search(r"[-(\d][-\d.+*/() ]*[\d)]", plain)
        if m is None or not re.search(r"\d\s*[-+*/]|\)\s*[-+*/]", m.group(0)):
            continue
        expr = " ".join(m.group(0).split())
        try:
            value = _value(ast.parse(expr, mode="eval"))
        except (SyntaxError, ValueError, ZeroDivisionError, RecursionError):
            return None
        return expr, value
    return None


def shown(value: float) -> str:
    """A worked value as written: whole, or to two decimal places."""
    return f"{value:.0f}" if abs(value - round(value)) < 1e-9 else f"{value:.2f}"


def worked_note(expr: str, value: float) -> str:
    """WORKED_HEAD for `expr` and its value."""
    return WORKED_HEAD.format(expr=expr, value=shown(value))
