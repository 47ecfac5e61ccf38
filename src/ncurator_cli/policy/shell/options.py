"""Reading one GNU-style option word: the step that the wrappers' option skipping (``unwrap``) and
the classifier's option parser (``classify.options.split_args``) share."""

from __future__ import annotations

from collections.abc import Collection

from .model import Word


def scan_option(
    args: list[Word], i: int, value_opts: Collection[str], *, numeric_flags: bool = False, tilde_values: bool = False
) -> tuple[int, list[tuple[str, Word | None]]]:
    """The options in ``args[i]`` (a word that starts with ``-`` and is neither ``-`` nor ``--``):
    a long one (``--k=v``, or ``--k v`` when ``--k`` is in `value_opts`) or a cluster of short ones
    (``-ni``) whose value-taking member takes the rest of the word (``-n5``) or the next word.

    Returns the index of the word after them and the options read as (option, value-word).
    `numeric_flags`: ``-5`` is one option (``head -5``), not a cluster. `tilde_values`: a value
    cut out of the word (``--dir=~/x``, ``-d~/x``) counts as starting with a tilde.
    """
    a = args[i].value
    if a.startswith("--"):
        key, eq, value = a.partition("=")
        if eq:
            return i + 1, [(key, Word(value, tilde=tilde_values and value.startswith("~")))]
        if key in value_opts and i + 1 < len(args):
            return i + 2, [(key, args[i + 1])]
        return i + 1, [(key, None)]
    if numeric_flags and a[1:].isdigit():
        return i + 1, [(a, None)]
    opts: list[tuple[str, Word | None]] = []
    for j in range(1, len(a)):
        opt = "-" + a[j]
        if opt in value_opts:
            rest = a[j + 1 :]
            if rest:
                opts.append((opt, Word(rest, tilde=tilde_values and rest.startswith("~"))))
            elif i + 1 < len(args):
                opts.append((opt, args[i + 1]))
                return i + 2, opts
            else:
                opts.append((opt, None))
            break
        opts.append((opt, None))
    return i + 1, opts
