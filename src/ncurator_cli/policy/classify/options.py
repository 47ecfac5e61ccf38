"""The one GNU-style option parser that the tool table and every handler share."""

from __future__ import annotations

from collections.abc import Iterable

from ..shell import Word
from ..shell.options import scan_option


def split_args(
    args: list[Word],
    value_opts: Iterable[str] = (),
    stop_at_operand: bool = False,
    numeric_flags: bool = True,
) -> tuple[list[tuple[str, Word | None]], list[Word]]:
    """GNU-style parse: returns ([(option, value)], operands). Options may follow operands."""
    vo = set(value_opts)
    opts: list[tuple[str, Word | None]] = []
    operands: list[Word] = []
    i = 0
    while i < len(args):
        w = args[i]
        a = w.value
        if w.dynamic or not a.startswith("-") or a == "-":
            operands.append(w)
            i += 1
            if stop_at_operand:
                operands.extend(args[i:])
                break
            continue
        if a == "--":
            operands.extend(args[i + 1 :])
            break
        i, found = scan_option(args, i, vo, numeric_flags=numeric_flags, tilde_values=True)
        opts.extend(found)
    return opts, operands


def has_option(opts: list[tuple[str, Word | None]], *names: str) -> bool:
    return any(o in names for o, _ in opts)


def option_values(opts: list[tuple[str, Word | None]], *names: str) -> list[Word]:
    return [v for o, v in opts if o in names and v is not None]


# Read-only tool table
