"""Wrappers (env, timeout, sudo, xargs, busybox, find -exec ...): their option tables, and finding the
real command behind them; ``sh -c`` and ``eval`` strings re-parsed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .model import Ctx, SimpleCommand, Word
from .options import scan_option


@dataclass(frozen=True)
class _Wrap:
    value_opts: frozenset[str] = frozenset()
    #: leading operands (after options) that belong to the wrapper, e.g. timeout's DURATION
    operands: int = 0
    privileged: bool = False
    note: str | None = None  # a finding for the wrapper itself (risk, category, reason) key
    #: options that make the wrapper run no command at all (``command -v``)
    query_opts: frozenset[str] = frozenset()
    #: stop option parsing at the first non-option (getopt '+' mode): all wrappers here do
    stop_at_operand: bool = True


def _opts(*names: str) -> frozenset[str]:
    return frozenset(names)


_WRAPPERS: dict[str, _Wrap] = {
    "command": _Wrap(query_opts=_opts("-v", "-V")),
    "builtin": _Wrap(),
    "exec": _Wrap(value_opts=_opts("-a")),
    "nice": _Wrap(value_opts=_opts("-n", "--adjustment")),
    "nohup": _Wrap(),
    "time": _Wrap(value_opts=_opts("-f", "--format", "-o", "--output")),
    "timeout": _Wrap(value_opts=_opts("-s", "--signal", "-k", "--kill-after"), operands=1),
    "stdbuf": _Wrap(value_opts=_opts("-i", "-o", "-e", "--input", "--output", "--error")),
    "setsid": _Wrap(),
    "ionice": _Wrap(value_opts=_opts("-c", "-n", "-p", "-P", "-u", "--class", "--classdata")),
    "chrt": _Wrap(operands=1),
    "taskset": _Wrap(operands=1),
    "unbuffer": _Wrap(),
    "chronic": _Wrap(),
    "caffeinate": _Wrap(),
    "coproc": _Wrap(),
    "sudo": _Wrap(
        value_opts=_opts(
            "-u",
            "-g",
            "-C",
            "-D",
            "-h",
            "-p",
            "-r",
            "-t",
            "-T",
            "-U",
            "--user",
            "--group",
            "--close-from",
            "--chdir",
            "--host",
            "--prompt",
            "--role",
            "--type",
            "--command-timeout",
            "--other-user",
        ),
        privileged=True,
    ),  # fmt: skip
    "doas": _Wrap(value_opts=_opts("-u", "-C"), privileged=True),
    "pkexec": _Wrap(value_opts=_opts("--user"), privileged=True),
    "runuser": _Wrap(value_opts=_opts("-u", "-g", "-G", "--user", "--group"), privileged=True),
    "chroot": _Wrap(value_opts=_opts("--userspec", "--groups"), operands=1, privileged=True),
    "flock": _Wrap(value_opts=_opts("-w", "--timeout", "-E", "--conflict-exit-code"), operands=1),
    "strace": _Wrap(
        value_opts=_opts("-o", "-e", "-p", "-s", "-u", "-E", "-a", "-b", "-I", "-O", "-P", "-S", "-X")
    ),
    "ltrace": _Wrap(value_opts=_opts("-o", "-e", "-p", "-s", "-u", "-n", "-a", "-l", "-F")),
    "torsocks": _Wrap(),
    "proxychains": _Wrap(value_opts=_opts("-f")),
    "proxychains4": _Wrap(value_opts=_opts("-f")),
    "watch": _Wrap(value_opts=_opts("-n", "--interval", "-d", "-q", "--equexit")),
    "firejail": _Wrap(),
    "valgrind": _Wrap(),
    "xvfb-run": _Wrap(
        value_opts=_opts(
            "-n",
            "-s",
            "-e",
            "-f",
            "-p",
            "--server-num",
            "--server-args",
            "--error-file",
            "--auth-file",
            "--xauth-protocol",
        )
    ),
    "dbus-run-session": _Wrap(),
    "dbus-launch": _Wrap(),
    "faketime": _Wrap(value_opts=_opts("-m", "-f"), operands=1),
    "catchsegv": _Wrap(),
    "rlwrap": _Wrap(),
    "eatmydata": _Wrap(),
    "fakeroot": _Wrap(),
}

SHELLS = {"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "yash", "posh", "fish", "tcsh", "csh", "rbash"}
_SHELL_VALUE_OPTS = _opts("-o", "+o", "-O", "+O", "--rcfile", "--init-file")
_BUSYBOX = {"busybox", "toybox"}
_XARGS_VALUE_OPTS = _opts(
    "-a", "--arg-file", "-d", "--delimiter", "-E", "-I", "-L", "--max-lines", "-n", "--max-args",
    "-P", "--max-procs", "-s", "--max-chars", "--process-slot-var",
)  # fmt: skip
_ENV_VALUE_OPTS = _opts("-u", "--unset", "-C", "--chdir", "-S", "--split-string", "--default-signal",
                        "--ignore-signal", "--block-signal", "-a", "--argv0")  # fmt: skip
_FIND_EXEC = {"-exec", "-execdir", "-ok", "-okdir"}
_ASSIGN_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")


def basename(name: str) -> str:
    return name.rsplit("/", 1)[-1] if "/" in name else name


def _split_long(arg: str) -> tuple[str, str | None]:
    if arg.startswith("--") and "=" in arg:
        k, v = arg.split("=", 1)
        return k, v
    return arg, None


def _skip_options(
    argv: list[Word], start: int, value_opts: frozenset[str], operands: int = 0
) -> tuple[int, list[tuple[str, Word | None]]]:
    """Skip a wrapper's options (getopt with '+': stop at the first operand).

    Returns the index of the wrapped command and the options seen as (option, value-word).
    Short options may be clustered (``-ni``) and take an attached value (``-n5``).
    """
    i = start
    seen: list[tuple[str, Word | None]] = []
    while i < len(argv):
        a = argv[i].value
        if a == "--":
            i += 1
            break
        if not a.startswith("-") or a == "-" or argv[i].dynamic:
            break
        i, found = scan_option(argv, i, value_opts)
        seen.extend(found)
    i += operands
    return i, seen


# The walker


class Unwrapper:
    """How the walker finds the real command behind wrappers (env, timeout, sudo, xargs, find -exec,
    busybox) and re-parses the strings that ``sh -c`` and ``eval`` run.

    A part of ``parser.Walker``: it uses the walker's ``nested``, ``word`` and ``emit``.
    """

    def _shell_reads_stdin(self, cmd: SimpleCommand) -> bool:
        i = 1
        args = cmd.argv
        while i < len(args):
            a = args[i].value
            if a == "-s":
                return True
            if a == "-c" or (a.startswith("-") and not a.startswith("--") and "c" in a[1:]):
                return False
            if a in _SHELL_VALUE_OPTS:
                i += 2
                continue
            if a.startswith("-") or a.startswith("+"):
                i += 1
                continue
            return False  # a script file
        return True

    def find_exec(self, cmd: SimpleCommand, ctx: Ctx) -> None:
        args = cmd.argv
        i = 1
        while i < len(args):
            if args[i].value in _FIND_EXEC:
                j = i + 1
                while j < len(args) and args[j].value not in (";", "+"):
                    j += 1
                sub = args[i + 1 : j]
                if sub:
                    sc = SimpleCommand(argv=list(sub), dynamic_args=True,
                                       context=[f"find {args[i].value}"], text=" ".join(w.value for w in sub))  # fmt: skip
                    self.finish_command(sc, ctx)
                i = j + 1
                continue
            i += 1

    def unwrap(self, cmd: SimpleCommand, nested: list[tuple[str, str]]) -> None:
        for _ in range(16):  # wrappers can stack (sudo env timeout nice rm)
            if not cmd.argv or cmd.argv[0].dynamic:
                return
            name = basename(cmd.argv[0].value)
            if name in _BUSYBOX and len(cmd.argv) > 1:
                cmd.wrappers.append(name)
                cmd.argv = cmd.argv[1:]
                continue
            if name == "env":
                if not self._unwrap_env(cmd):
                    return
                continue
            if name == "xargs":
                self._unwrap_xargs(cmd)
                continue
            if name == "parallel":
                # parallel [opts] CMD ... ::: ARGS  - like xargs
                i, _seen = _skip_options(cmd.argv, 1, _opts("-j", "--jobs", "-S", "--sshlogin", "-a", "--arg-file",
                                                            "-d", "--delimiter", "-n", "--max-args", "-N", "-I",
                                                            "--joblog", "--results", "--tmpdir", "--timeout"))  # fmt: skip
                rest = cmd.argv[i:]
                stop = next(
                    (k for k, w in enumerate(rest) if w.value in (":::", "::::", ":::+", "::::+")), len(rest)
                )
                cmd.wrappers.append("parallel")
                cmd.dynamic_args = True
                cmd.argv = rest[:stop] or [Word("echo")]
                if len(cmd.argv) == 1 and " " in cmd.argv[0].value:
                    # parallel 'rm {}' ::: a b  - a single command string is run by a shell
                    self._string_to_shell(cmd, cmd.argv[0], nested, "parallel")
                    cmd.argv = [Word("sh"), Word("-c"), cmd.argv[0]]
                    return
                continue
            if name == "script":
                for k, w in enumerate(cmd.argv[1:], start=1):
                    if w.value in ("-c", "--command") and k + 1 < len(cmd.argv):
                        cmd.wrappers.append("script")
                        self._string_to_shell(cmd, cmd.argv[k + 1], nested, "script -c")
                        cmd.argv = [Word("sh"), Word("-c"), cmd.argv[k + 1]]
                        return
                return
            if name == "su":
                self._unwrap_su(cmd, nested)
                return
            if name in SHELLS:
                self._shell_c(cmd, nested)
                return
            if name == "eval":
                self._eval(cmd, nested)
                return
            spec = _WRAPPERS.get(name)
            if spec is None:
                return
            i, seen = _skip_options(cmd.argv, 1, spec.value_opts, spec.operands)
            if any(opt in spec.query_opts for opt, _ in seen):
                return  # `command -v x` looks a name up, runs nothing
            if name in ("time", "strace", "ltrace"):
                for opt, val in seen:
                    if opt in ("-o", "--output") and val is not None:
                        cmd.wrapper_paths.append(("write", val))
            if name == "flock":
                if 1 < len(cmd.argv) and i - 1 < len(cmd.argv) and i - 1 >= 1:
                    lock = cmd.argv[i - 1]
                    if not lock.value.isdigit():
                        cmd.wrapper_paths.append(("write", lock))
                if i < len(cmd.argv) and cmd.argv[i].value in ("-c", "--command") and i + 1 < len(cmd.argv):
                    cmd.wrappers.append(name)
                    self._string_to_shell(cmd, cmd.argv[i + 1], nested, "flock -c")
                    cmd.argv = [Word("sh"), Word("-c"), cmd.argv[i + 1]]
                    return
            if name == "watch":
                cmd.wrappers.append(name)
                rest = cmd.argv[i:]
                if not any(opt in ("-x", "--exec") for opt, _ in seen) and rest:
                    joined = Word(" ".join(w.value for w in rest), dynamic=any(w.dynamic for w in rest))
                    self._string_to_shell(cmd, joined, nested, "watch")
                    cmd.argv = [Word("sh"), Word("-c"), joined]
                    return
                cmd.argv = rest
                continue
            if i >= len(cmd.argv):
                if name == "exec":
                    # `exec >file` only redirects the shell itself
                    cmd.wrappers.append(name)
                    cmd.argv = []
                    cmd.kind = "redirect"
                return
            cmd.wrappers.append(name)
            if spec.privileged:
                cmd.privileged = True
            cmd.argv = cmd.argv[i:]

    def _unwrap_env(self, cmd: SimpleCommand) -> bool:
        argv = cmd.argv
        i = 1
        split_string: Word | None = None
        while i < len(argv):
            a = argv[i].value
            if argv[i].dynamic:
                break
            if a == "--":
                i += 1
                break
            if a in ("-", "-i", "--ignore-environment", "-0", "--null", "-v", "--debug"):
                i += 1
                continue
            k, v = _split_long(a)
            if k in _ENV_VALUE_OPTS or (
                a[:2] in ("-u", "-C", "-S", "-a") and len(a) > 2 and not a.startswith("--")
            ):
                if v is None and len(a) > 2 and not a.startswith("--"):
                    k, val = a[:2], Word(a[2:])
                    i += 1
                elif v is None:
                    val = argv[i + 1] if i + 1 < len(argv) else Word("")
                    i += 2
                else:
                    val = Word(v)
                    i += 1
                if k in ("-C", "--chdir"):
                    cmd.chdir = val
                if k in ("-S", "--split-string"):
                    split_string = val
                continue
            if a.startswith("-"):
                i += 1
                continue
            break
        while i < len(argv) and not argv[i].dynamic and _ASSIGN_RE.match(argv[i].value):
            name, _, val = argv[i].value.partition("=")
            w = argv[i]
            cmd.env.append((name, Word(val, dynamic=w.dynamic, substitution=w.substitution)))
            i += 1
        rest = argv[i:]
        if split_string is not None:
            if split_string.dynamic:
                cmd.findings.append(("high", "exec", "env -S splits a dynamic string into a command"))
            rest = [Word(p) for p in split_string.value.split()] + rest
        if not rest:
            # `env` alone prints the environment; keep it as the command
            cmd.argv = [Word("env")]
            return False
        cmd.wrappers.append("env")
        cmd.argv = rest
        return True

    def _unwrap_xargs(self, cmd: SimpleCommand) -> None:
        i, seen = _skip_options(cmd.argv, 1, _XARGS_VALUE_OPTS)
        for opt, val in seen:
            if opt in ("-a", "--arg-file") and val is not None:
                cmd.wrapper_paths.append(("read", val))
        cmd.wrappers.append("xargs")
        cmd.dynamic_args = True
        rest = cmd.argv[i:]
        cmd.argv = rest if rest else [Word("echo")]

    def _unwrap_su(self, cmd: SimpleCommand, nested: list[tuple[str, str]]) -> None:
        cmd.privileged = True
        argv = cmd.argv
        for i, w in enumerate(argv[1:], start=1):
            if w.value in ("-c", "--command") and i + 1 < len(argv):
                cmd.wrappers.append("su")
                self._string_to_shell(cmd, argv[i + 1], nested, "su -c")
                cmd.argv = [Word("sh"), Word("-c"), argv[i + 1]]
                return
            if w.value.startswith("--command="):
                cmd.wrappers.append("su")
                s = Word(w.value.split("=", 1)[1], dynamic=w.dynamic)
                self._string_to_shell(cmd, s, nested, "su -c")
                cmd.argv = [Word("sh"), Word("-c"), s]
                return

    def _shell_c(self, cmd: SimpleCommand, nested: list[tuple[str, str]]) -> None:
        argv = cmd.argv
        i = 1
        while i < len(argv):
            a = argv[i].value
            if argv[i].dynamic:
                cmd.findings.append(("high", "exec", "shell invoked with a dynamic argument"))
                return
            if a == "-c" or (
                a.startswith("-") and not a.startswith("--") and "c" in a[1:] and not a.startswith("-o")
            ):
                # the first operand after the options is the script string
                j = i + 1
                while (
                    j < len(argv)
                    and argv[j].value.startswith(("-", "+"))
                    and argv[j].value not in ("-", "--")
                ):
                    j += 2 if argv[j].value in _SHELL_VALUE_OPTS else 1
                if j < len(argv) and argv[j].value == "--":
                    j += 1
                if j < len(argv):
                    self._string_to_shell(cmd, argv[j], nested, f"{basename(argv[0].value)} -c")
                else:
                    cmd.findings.append(("medium", "exec", "shell -c without a command string"))
                return
            if a in _SHELL_VALUE_OPTS:
                i += 2
                continue
            if a.startswith(("-", "+")):
                i += 1
                continue
            return  # a script file: classified by the caller

    def _eval(self, cmd: SimpleCommand, nested: list[tuple[str, str]]) -> None:
        args = cmd.argv[1:]
        if not args:
            return
        joined = Word(" ".join(w.value for w in args), dynamic=any(w.dynamic for w in args),
                      substitution=any(w.substitution for w in args))  # fmt: skip
        if any(w.dynamic for w in args):
            guess = " ".join((w.guess if w.guess is not None else w.value) for w in args)
            cmd.findings.append(("high", "exec", "eval of a dynamic string (obfuscation)"))
            nested.append((guess, "eval (guessed)"))
            return
        nested.append((joined.value, "eval"))

    def _string_to_shell(
        self, cmd: SimpleCommand, script: Word, nested: list[tuple[str, str]], label: str
    ) -> None:
        if script.dynamic:
            cmd.findings.append(("high", "exec", f"{label} runs a dynamic string (obfuscation)"))
            if script.guess is not None:
                nested.append((script.guess, label + " (guessed)"))
            return
        nested.append((script.value, label))
