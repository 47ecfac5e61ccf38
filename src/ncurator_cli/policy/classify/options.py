"""The one GNU-style option parser that the tool table and every handler share."""

from __future__ import annotations

from collections.abc import Iterable

from ..shell import Word


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
        if a.startswith("--"):
            k, _, v = a.partition("=")
            if "=" in a:
                opts.append((k, Word(v, dynamic=w.dynamic, tilde=v.startswith("~"))))
            elif k in vo and i + 1 < len(args):
                opts.append((k, args[i + 1]))
                i += 1
            else:
                opts.append((k, None))
            i += 1
            continue
        if numeric_flags and a[1:].isdigit():
            opts.append((a, None))
            i += 1
            continue
        j = 1
        consumed = False
        while j < len(a):
            o = "-" + a[j]
            if o in vo:
                rest = a[j + 1 :]
                if rest:
                    opts.append((o, Word(rest, tilde=rest.startswith("~"))))
                elif i + 1 < len(args):
                    opts.append((o, args[i + 1]))
                    consumed = True
                else:
                    opts.append((o, None))
                break
            opts.append((o, None))
            j += 1
        i += 2 if consumed else 1
    return opts, operands


def has_option(opts: list[tuple[str, Word | None]], *names: str) -> bool:
    return any(o in names for o, _ in opts)


def option_values(opts: list[tuple[str, Word | None]], *names: str) -> list[Word]:
    return [v for o, v in opts if o in names and v is not None]


# Read-only tool table
