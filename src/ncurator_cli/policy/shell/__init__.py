"""Shell parsing for the safety classifier.

A command string is parsed with tree-sitter-bash and flattened into the *simple commands* bash would
run: every command inside substitutions, here-doc bodies fed to a shell, functions, loops, subshells,
pipelines and lists, with wrappers (``env``, ``timeout``, ``sudo``, ``xargs`` ...) peeled off and
``sh -c STRING`` / ``eval STRING`` re-parsed.  Nothing here decides risk; it only records facts
(literal argv, which words are dynamic, redirections, env prefixes, wrapper chain, context) plus the
few findings that only the parser can see (a dynamic string handed to a shell, a recursive function).

The parser fails closed: a syntax error, a NUL byte or an oversized input marks the result as
``refused`` while still returning whatever commands could be recovered, so the classifier can grade
the severity of what the text spells out.

The modules, bottom up: ``model`` (what is recorded), ``words`` (what one word is), ``options`` (one
GNU-style option word, shared with the classifier's option parser), ``unwrap`` (the command behind a
wrapper), ``parser`` (the walk and the entry points).
"""

from .model import UNKNOWN_DIR, ParseResult, Redirect, SimpleCommand, Word
from .parser import MAX_COMMAND_BYTES, MAX_NESTING, MAX_SIMPLE_COMMANDS, parse, parse_lenient
from .words import brace_expand, decode_ansi_c

__all__ = [
    "MAX_COMMAND_BYTES",
    "MAX_NESTING",
    "MAX_SIMPLE_COMMANDS",
    "UNKNOWN_DIR",
    "ParseResult",
    "Redirect",
    "SimpleCommand",
    "Word",
    "brace_expand",
    "decode_ansi_c",
    "parse",
    "parse_lenient",
]
