"""Handlers for shell builtins and environment tools (command, env, set, source, eval, ...)."""

from __future__ import annotations

from ...shell import SimpleCommand, Word
from ..classifier import Classifier, handler
from ..findings import Findings
from ..secrets import SECRET_VAR


@handler("command", "builtin")
def _h_command(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    # only reached for `command -v NAME` (lookups); anything else was unwrapped by the parser
    if not any(a.value in ("-v", "-V") for a in args):
        f.add("medium", "exec", f"{key} with unusual arguments")


@handler("env", "printenv")
def _h_env(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    names = [a.value for a in args if not a.value.startswith("-")]
    if key == "printenv" and names and all(not SECRET_VAR.search(n) for n in names):
        return  # like `echo $NAME` for a variable that does not look like a credential
    if any(SECRET_VAR.search(n) for n in names):
        f.add("high", "read", "prints an environment variable that looks like a credential")
        f.secret = True
        return
    f.add("medium", "read", "dumps the environment, which may hold secrets")


@handler("set")
def _h_set(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    if not args:
        f.add("medium", "read", "set prints every shell variable, including the environment")
    # set -e / set -o pipefail / set -- args: shell options and positional parameters only


@handler(
    "shopt",
    "ulimit",
    "umask",
    "alias",
    "trap",
    "enable",
    "bind",
    "fc",
    "history",
    "disown",
    "source",
    ".",
    "eval",
    "exec",
    "let",
    "caller",
    "suspend",
    "logout",
    "complete",
    "compopt",
)
def _h_builtins(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    if key in ("source", "."):
        f.add("medium", "exec", f"{key} runs a file in the current shell")
        if args:
            c.b.check_read(f, args[0], cwd)
            if args[0].dynamic:
                f.exec_dynamic = True
        return
    if key == "eval":
        f.add("medium", "exec", "eval re-parses a string as shell code")
        return
    if key == "trap":
        ops = [a for a in args if not a.value.startswith("-")]
        if ops and len(ops) > 1:
            if ops[0].dynamic:
                f.add("high", "exec", "trap runs a dynamic string (obfuscation)")
            elif ops[0].value not in ("", "-"):
                c.nested(f, ops[0].value, "trap handler")
            return
        if not ops:
            return  # lists traps
    if key == "exec":
        f.add("medium", "exec", "exec replaces the shell")
        return
    if key == "let":
        if any("[" in a.value or a.dynamic for a in args):
            f.add("medium", "exec", "let evaluates expressions that can run code through array subscripts")
        return
    if key == "ulimit" and all(a.value.startswith("-") and not a.dynamic for a in args):
        return  # queries
    if key == "umask" and (not args or args[0].value in ("-S", "-p")):
        return
    if key == "history":
        f.add("medium", "read", "shell history may hold secrets")
        return
    if key in ("alias",) and not any("=" in a.value for a in args):
        return
    f.add("medium", "exec", f"{key} changes how the shell runs later commands")
