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
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import tree_sitter_bash
from tree_sitter import Language, Node, Parser

MAX_COMMAND_BYTES = 16 * 1024
#: Re-parsing depth for ``bash -c`` / ``eval`` / here-docs fed to a shell.
MAX_NESTING = 4
#: A command that flattens to more simple commands than this is refused (and graded high).
MAX_SIMPLE_COMMANDS = 2000

_LANGUAGE = Language(tree_sitter_bash.language())
_local = threading.local()


def _parser() -> Parser:
    # Parser objects are not thread-safe; one per thread is cheap.
    p = getattr(_local, "parser", None)
    if p is None:
        p = Parser(_LANGUAGE)
        _local.parser = p
    return p


# ---------------------------------------------------------------------------------------------
# Data model


@dataclass
class Word:
    """One shell word after quote removal.

    ``value`` is the literal text; expansions that cannot be known statically are kept as their
    source text and make the word ``dynamic``.  ``pattern`` is the same text with quoted glob
    characters escaped, for glob/brace expansion against the file system.  ``guess`` substitutes
    variables assigned literally earlier in the same command (``c=rm; $c``) - useful to grade
    severity, never to lower it.
    """

    value: str
    dynamic: bool = False
    substitution: bool = False  # contains $(..), `..`, <(..) or >(..)
    glob: bool = False  # unquoted * ? [ present
    brace: bool = False  # unquoted {a,b} / {1..3} present
    tilde: bool = False  # starts with an unquoted ~ (or $HOME)
    pattern: str = ""
    guess: str | None = None
    raw: str = ""

    def __str__(self) -> str:
        return self.value


@dataclass
class Redirect:
    op: str  # > >> >| &> &>> < <& >& <<< << <<- >&- <&-
    fd: int | None = None
    target: Word | None = None  # a file target; None for fd duplication/close and here-docs
    dup: str | None = None  # the fd of >&N / <&N

    @property
    def writes(self) -> bool:
        return self.target is not None and self.op in (">", ">>", ">|", "&>", "&>>", ">&", "<>")

    @property
    def reads(self) -> bool:
        return self.target is not None and self.op in ("<", "<&", "<>")


@dataclass
class SimpleCommand:
    """A command bash would execute, with wrappers removed from ``argv``."""

    argv: list[Word]
    full_argv: list[Word] = field(default_factory=list)
    env: list[tuple[str, Word]] = field(default_factory=list)
    redirects: list[Redirect] = field(default_factory=list)
    wrappers: list[str] = field(default_factory=list)
    context: list[str] = field(default_factory=list)
    #: command | assignment | declaration | test | arithmetic | redirect | function
    kind: str = "command"
    background: bool = False
    privileged: bool = False
    #: run-time arguments are appended (xargs, find -exec): paths cannot be checked
    dynamic_args: bool = False
    pipeline: int | None = None
    stage: int = 0
    #: indexes (into ParseResult.commands) of the commands feeding this one's stdin through a pipe
    upstream: list[int] = field(default_factory=list)
    #: literal here-doc/here-string fed to stdin (None when absent or dynamic)
    stdin_literal: str | None = None
    stdin_dynamic: bool = False
    #: paths a wrapper itself touches: (mode, word) with mode "read" | "write"
    wrapper_paths: list[tuple[str, Word]] = field(default_factory=list)
    #: wrapper-level cwd change (env -C DIR)
    chdir: Word | None = None
    #: findings only the parser can make: (risk, category, reason)
    findings: list[tuple[str, str, str]] = field(default_factory=list)
    depth: int = 0
    text: str = ""
    #: name of the function this command defines (kind == "function")
    defines: str | None = None
    #: ``cd``/``pushd`` targets in effect, oldest first (UNKNOWN_DIR when it cannot be known)
    cd_chain: list[Word] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.argv[0].value if self.argv else ""

    @property
    def args(self) -> list[str]:
        return [w.value for w in self.argv]


@dataclass
class ParseResult:
    command: str
    commands: list[SimpleCommand]
    refused: bool = False
    refusal: str | None = None
    functions: set[str] = field(default_factory=set)
    pipelines: int = 0  # counter shared by nested walkers so pipeline ids stay unique


# ---------------------------------------------------------------------------------------------
# Word decoding

_ANSI_SIMPLE = {
    "a": "\a", "b": "\b", "e": "\x1b", "E": "\x1b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
    "v": "\v", "\\": "\\", "'": "'", '"': '"', "?": "?",
}  # fmt: skip
_GLOB_CHARS = "*?["
_DYNAMIC_NODES = {
    "simple_expansion", "expansion", "command_substitution", "process_substitution",
    "arithmetic_expansion",
}  # fmt: skip
_SUBST_NODES = {"command_substitution", "process_substitution"}


def decode_ansi_c(body: str) -> str:
    """Decode the inside of ``$'...'`` the way bash does."""
    out: list[str] = []
    i, n = 0, len(body)
    while i < n:
        c = body[i]
        if c != "\\" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        e = body[i + 1]
        if e in _ANSI_SIMPLE:
            out.append(_ANSI_SIMPLE[e])
            i += 2
        elif e in "01234567":
            m = re.match(r"[0-7]{1,3}", body[i + 1 :])
            assert m
            out.append(chr(int(m.group(0), 8) & 0xFF))
            i += 1 + len(m.group(0))
        elif e == "x":
            m = re.match(r"[0-9a-fA-F]{1,2}", body[i + 2 :])
            if m:
                out.append(chr(int(m.group(0), 16)))
                i += 2 + len(m.group(0))
            else:
                out.append("\\x")
                i += 2
        elif e in "uU":
            m = re.match(r"[0-9a-fA-F]{1,4}" if e == "u" else r"[0-9a-fA-F]{1,8}", body[i + 2 :])
            if m:
                try:
                    out.append(chr(int(m.group(0), 16)))
                except (ValueError, OverflowError):
                    out.append("\ufffd")
                i += 2 + len(m.group(0))
            else:
                out.append("\\" + e)
                i += 2
        elif e == "c" and i + 2 < n:
            out.append(chr(ord(body[i + 2]) & 0x1F))
            i += 3
        else:
            out.append("\\" + e)
            i += 2
    return "".join(out)


def _unescape_unquoted(text: str) -> tuple[str, str, bool, bool]:
    """Remove backslash escapes from an unquoted word.

    Returns (value, pattern, has_glob, has_brace); escaped glob characters are escaped in the pattern.
    """
    val: list[str] = []
    pat: list[str] = []
    glob = brace = False
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n:
            nxt = text[i + 1]
            i += 2
            if nxt == "\n":
                continue
            val.append(nxt)
            pat.append(_escape_pattern(nxt))
            continue
        if c in _GLOB_CHARS:
            glob = True
        if c == "{":
            brace = True
        val.append(c)
        pat.append(c)
        i += 1
    return "".join(val), "".join(pat), glob, brace


def _escape_pattern(s: str) -> str:
    return "".join(f"[{c}]" if c in "*?[{}," else c for c in s)


def _unescape_double(text: str) -> str:
    # Inside double quotes only \$ \` \" \\ and \<newline> are escapes.
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n and text[i + 1] in '$`"\\\n':
            if text[i + 1] != "\n":
                out.append(text[i + 1])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


class _WordBuilder:
    __slots__ = ("val", "pat", "dynamic", "subst", "glob", "brace", "guess", "guess_ok")

    def __init__(self) -> None:
        self.val: list[str] = []
        self.pat: list[str] = []
        self.dynamic = False
        self.subst = False
        self.glob = False
        self.brace = False
        self.guess: list[str] = []
        self.guess_ok = True

    def lit(self, text: str, quoted: bool) -> None:
        self.val.append(text)
        self.pat.append(_escape_pattern(text) if quoted else text)
        self.guess.append(text)

    def dyn(self, text: str, guess: str | None, subst: bool = False) -> None:
        self.val.append(text)
        self.pat.append(_escape_pattern(text))
        self.dynamic = True
        self.subst = self.subst or subst
        if guess is None:
            self.guess_ok = False
            self.guess.append(text)
        else:
            self.guess.append(guess)


# ---------------------------------------------------------------------------------------------
# Wrapper tables: how to find the real command behind env/timeout/sudo/...


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

_SHELLS = {"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "yash", "posh", "fish", "tcsh", "csh", "rbash"}
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
#: marker in a cd chain: the directory cannot be known statically
UNKNOWN_DIR = Word("<unknown directory>", dynamic=True)


def _basename(name: str) -> str:
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
        if a.startswith("--"):
            k, v = _split_long(a)
            if v is None and k in value_opts and i + 1 < len(argv):
                seen.append((k, argv[i + 1]))
                i += 2
                continue
            seen.append((k, Word(v) if v is not None else None))
            i += 1
            continue
        # short cluster
        j = 1
        consumed_next = False
        while j < len(a):
            opt = "-" + a[j]
            if opt in value_opts:
                rest = a[j + 1 :]
                if rest:
                    seen.append((opt, Word(rest)))
                elif i + 1 < len(argv):
                    seen.append((opt, argv[i + 1]))
                    consumed_next = True
                else:
                    seen.append((opt, None))
                break
            seen.append((opt, None))
            j += 1
        i += 2 if consumed_next else 1
    i += operands
    return i, seen


# ---------------------------------------------------------------------------------------------
# The walker


@dataclass
class _Ctx:
    context: tuple[str, ...] = ()
    depth: int = 0
    background: bool = False
    redirects: tuple[Redirect, ...] = ()  # inherited from an enclosing redirected compound
    function: str | None = None


class _Walker:
    def __init__(
        self,
        source: bytes,
        result: ParseResult,
        vars_: dict[str, str] | None = None,
        cd: list[Word] | None = None,
    ) -> None:
        self.src = source
        self.result = result
        self.vars: dict[str, str] = vars_ if vars_ is not None else {}
        self.cd: list[Word] = list(cd) if cd else []
        self.dirstack: list[list[Word]] = []
        self.home = os.path.expanduser("~")

    @contextmanager
    def scope(self) -> Iterator[None]:
        """Subshells, pipeline stages, substitutions and background jobs cannot change our cwd/vars."""
        saved_vars, saved_cd, saved_stack = dict(self.vars), list(self.cd), [list(x) for x in self.dirstack]
        try:
            yield
        finally:
            self.vars, self.cd, self.dirstack = saved_vars, saved_cd, saved_stack

    # -- helpers -------------------------------------------------------------------------------

    def text(self, node: Node) -> str:
        return self.src[node.start_byte : node.end_byte].decode("utf-8", "surrogateescape")

    def emit(self, cmd: SimpleCommand, ctx: _Ctx) -> int:
        cmd.context = list(ctx.context) + cmd.context
        cmd.cd_chain = list(self.cd)
        cmd.depth = ctx.depth
        cmd.background = cmd.background or ctx.background
        if ctx.redirects:
            cmd.redirects = list(ctx.redirects) + cmd.redirects
        self.result.commands.append(cmd)
        if len(self.result.commands) > MAX_SIMPLE_COMMANDS and not self.result.refused:
            self.result.refused = True
            self.result.refusal = f"command expands to more than {MAX_SIMPLE_COMMANDS} simple commands"
        return len(self.result.commands) - 1

    # -- statements ----------------------------------------------------------------------------

    def walk_children(self, node: Node, ctx: _Ctx) -> None:
        """Walk a sequence of statements (program, compound body, do-group ...)."""
        children = node.children
        for idx, child in enumerate(children):
            if not child.is_named:
                continue
            bg = idx + 1 < len(children) and children[idx + 1].type == "&"
            sub = _Ctx(ctx.context, ctx.depth, ctx.background or bg, ctx.redirects, ctx.function)
            if bg:
                with self.scope():
                    self.statement(child, sub)
            else:
                self.statement(child, sub)

    def statement(self, node: Node, ctx: _Ctx) -> list[int]:
        """Walk one statement node; returns the indexes of the commands it produced."""
        start = len(self.result.commands)
        t = node.type
        if t == "command":
            self.command(node, ctx)
        elif t == "pipeline":
            self.pipeline(node, ctx)
        elif t == "list":
            for child in node.children:
                if child.is_named:
                    self.statement(child, ctx)
        elif t == "redirected_statement":
            self.redirected(node, ctx)
        elif t == "subshell":
            with self.scope():
                self.walk_children(
                    node,
                    _Ctx(ctx.context + ("subshell",), ctx.depth, ctx.background, ctx.redirects, ctx.function),
                )
        elif t in ("compound_statement", "do_group", "else_clause", "elif_clause"):
            if t == "compound_statement" and node.children and node.children[0].type == "((":
                self.arithmetic_statement(node, ctx)
            else:
                self.walk_children(node, ctx)
        elif t in ("if_statement", "while_statement", "for_statement", "c_style_for_statement",
                   "case_statement", "case_item"):  # fmt: skip
            self.control(node, ctx)
        elif t == "function_definition":
            self.function(node, ctx)
        elif t == "negated_command":
            for child in node.children:
                if child.is_named:
                    self.statement(child, ctx)
        elif t in ("variable_assignment", "variable_assignments"):
            self.assignments(node, ctx)
        elif t == "declaration_command":
            self.declaration(node, ctx)
        elif t == "unset_command":
            argv = [Word("unset")] + [self.word(c, ctx) for c in node.named_children]
            self.emit(
                SimpleCommand(argv=argv, full_argv=list(argv), kind="declaration", text=self.text(node)), ctx
            )
        elif t == "test_command":
            self.test(node, ctx)
        elif t == "comment":
            pass
        elif t == "ERROR":
            # Recover what we can; the result is refused anyway.
            for child in node.children:
                if child.is_named:
                    self.statement(child, ctx)
        elif t in ("heredoc_body", "heredoc_redirect", "file_redirect", "herestring_redirect"):
            self.redirect(node, ctx)
        elif node.is_named:
            # Any other named node (a stray word in error recovery, arithmetic ...): scan it for
            # substitutions so nothing that runs goes unseen.
            self.scan_substitutions(node, ctx)
        return list(range(start, len(self.result.commands)))

    def control(self, node: Node, ctx: _Ctx) -> None:
        for child in node.children:
            if not child.is_named:
                continue
            if child.type in ("variable_name",):
                continue
            if child.type in ("word", "string", "raw_string", "concatenation", "simple_expansion",
                              "expansion", "command_substitution", "number", "extglob_pattern",
                              "ansi_c_string", "arithmetic_expansion", "binary_expression",
                              "unary_expression", "postfix_expression", "parenthesized_expression",
                              "variable_assignment"):  # fmt: skip
                # for-lists, case subjects and patterns, arithmetic for headers: only substitutions run
                self.scan_substitutions(child, ctx)
                continue
            self.statement(child, ctx)

    def function(self, node: Node, ctx: _Ctx) -> None:
        name_node = node.child_by_field_name("name")
        name = self.text(name_node) if name_node is not None else "?"
        self.result.functions.add(name)
        idx = self.emit(
            SimpleCommand(
                argv=[Word(name)], full_argv=[Word(name)], kind="function", defines=name, text=self.text(node)
            ),
            ctx,
        )
        body = node.child_by_field_name("body")
        inner = _Ctx(ctx.context + (f"function {name}",), ctx.depth, False, (), name)
        produced: list[int] = []
        if body is not None:
            with self.scope():
                produced = self.statement(body, inner)
        if any(_basename(self.result.commands[i].name) in ("cd", "pushd", "popd") for i in produced):
            # Calling the function later changes the directory: stop trusting the cwd from here on.
            self.cd.append(UNKNOWN_DIR)
        # A function that calls itself is the shape of a fork bomb (:(){ :|:& };:).
        for i in produced:
            c = self.result.commands[i]
            if c.argv and c.argv[0].value == name and c.kind == "command":
                self.result.commands[idx].findings.append(
                    ("high", "exec", f"function {name!r} calls itself (fork bomb pattern)")
                )
                break

    def pipeline(self, node: Node, ctx: _Ctx, last_redirects: list[Redirect] | None = None) -> None:
        self.result.pipelines += 1
        pid = self.result.pipelines
        upstream: list[int] = []
        stage = 0
        named = [c for c in node.children if c.is_named]
        for pos, child in enumerate(named):
            # `a | b > f`: a trailing redirection belongs to the last stage only
            extra = tuple(last_redirects) if last_redirects and pos == len(named) - 1 else ()
            with self.scope():  # every stage runs in its own subshell
                sub = _Ctx(ctx.context, ctx.depth, ctx.background, ctx.redirects + extra, ctx.function)
                produced = self.statement(child, sub)
            for i in produced:
                c = self.result.commands[i]
                if c.pipeline is None:
                    c.pipeline = pid
                    c.stage = stage
                if not c.upstream:
                    c.upstream = list(upstream)
            upstream = upstream + produced
            stage += 1

    def redirected(self, node: Node, ctx: _Ctx) -> None:
        body = node.child_by_field_name("body")
        redirect_nodes = [
            c for c in node.children if c.type in ("file_redirect", "heredoc_redirect", "herestring_redirect")
        ]
        redirects: list[Redirect] = []
        heredoc_literal: str | None = None
        heredoc_dynamic = False
        trailing: list[Node] = []  # tree-sitter hangs "| cmd" / "&& cmd" after a here-doc start inside it
        for r in redirect_nodes:
            if r.type == "heredoc_redirect":
                lit, dyn, tail = self.heredoc(r, ctx)
                heredoc_literal = lit if lit is not None else heredoc_literal
                heredoc_dynamic = heredoc_dynamic or dyn
                trailing.extend(tail)
                for c in r.children:
                    if c.type == "file_redirect":
                        redirects.append(self.file_redirect(c, ctx))
            elif r.type == "herestring_redirect":
                w = self.word_of_children(r, ctx, skip={"<<<"})
                if w.dynamic:
                    heredoc_dynamic = True
                else:
                    heredoc_literal = w.value + "\n"
            else:
                redirects.append(self.file_redirect(r, ctx))
        pipe_tail = [n for n in trailing if n.type == "|" or n.type == "|&"]
        start = len(self.result.commands)
        if body is None:
            self.emit(SimpleCommand(argv=[], kind="redirect", redirects=redirects, text=self.text(node)), ctx)
        elif body.type == "command":
            self.command(
                body,
                ctx,
                extra_redirects=redirects,
                stdin_literal=heredoc_literal,
                stdin_dynamic=heredoc_dynamic,
            )
        elif body.type == "pipeline" and not heredoc_literal and not heredoc_dynamic:
            self.pipeline(body, ctx, last_redirects=redirects)
        else:
            # Redirection of a compound statement applies to everything inside it.
            self.emit(SimpleCommand(argv=[], kind="redirect", redirects=redirects, text=self.text(node)), ctx)
            self.statement(
                body,
                _Ctx(ctx.context, ctx.depth, ctx.background, ctx.redirects + tuple(redirects), ctx.function),
            )
        produced = list(range(start, len(self.result.commands)))
        # Commands that followed the here-doc operator on the same line.
        follow = [n for n in trailing if n.is_named]
        if pipe_tail or any(
            n.type == "pipeline" and n.children and n.children[0].type in ("|", "|&") for n in follow
        ):
            self.result.pipelines += 1
            pid = self.result.pipelines
            for i in produced:
                if self.result.commands[i].pipeline is None:
                    self.result.commands[i].pipeline = pid
            upstream = list(produced)
            stage = 1
            for n in follow:
                stages = [c for c in n.children if c.is_named] if n.type == "pipeline" else [n]
                for s in stages:
                    got = self.statement(s, ctx)
                    for i in got:
                        c = self.result.commands[i]
                        if c.pipeline is None:
                            c.pipeline, c.stage = pid, stage
                        if not c.upstream:
                            c.upstream = list(upstream)
                    upstream = upstream + got
                    stage += 1
        else:
            for n in follow:
                self.statement(n, ctx)

    def heredoc(self, node: Node, ctx: _Ctx) -> tuple[str | None, bool, list[Node]]:
        """Return (literal body or None, body is dynamic, trailing nodes on the operator line)."""
        start = next((c for c in node.children if c.type == "heredoc_start"), None)
        body = next((c for c in node.children if c.type == "heredoc_body"), None)
        quoted = start is not None and any(q in self.text(start) for q in ("'", '"', "\\"))
        trailing = [c for c in node.children if c.type not in (
            "<<", "<<-", "heredoc_start", "heredoc_body", "heredoc_end", "file_redirect")]  # fmt: skip
        if body is None:
            return "", False, trailing
        raw = self.text(body)
        if quoted:
            return raw, False, trailing
        dynamic = False
        for c in body.children:
            if c.type in _DYNAMIC_NODES:
                dynamic = True
                self.scan_substitutions(
                    c, _Ctx(ctx.context + ("here-doc",), ctx.depth, ctx.background, (), ctx.function)
                )
        if "`" in raw:
            dynamic = True
            self.nested(self._backtick_inner(raw), ctx, "here-doc backticks")
        if dynamic:
            return None, True, trailing
        return _unescape_double(raw), False, trailing

    def _backtick_inner(self, raw: str) -> str:
        # Everything between the first and last backtick: good enough to see what would run.
        a, b = raw.find("`"), raw.rfind("`")
        return raw[a + 1 : b] if b > a else raw[a + 1 :]

    def file_redirect(self, node: Node, ctx: _Ctx) -> Redirect:
        fd: int | None = None
        op = ""
        target: Word | None = None
        dup: str | None = None
        for c in node.children:
            if c.type == "file_descriptor":
                try:
                    fd = int(self.text(c))
                except ValueError:
                    fd = None
            elif not c.is_named and c.type != "ERROR":
                op += c.type
            elif c.type == "ERROR":
                op += self.text(c).strip()
            else:
                if op in (">&", "<&") and c.type == "number":
                    dup = self.text(c)
                    continue
                w = self.word(c, ctx)
                if op in (">&", "<&") and not w.dynamic and (w.value.isdigit() or w.value == "-"):
                    dup = w.value
                    continue
                target = w
        if op in (">&-", "<&-"):
            dup = "-"
        return Redirect(op=op, fd=fd, target=target, dup=dup)

    def redirect(self, node: Node, ctx: _Ctx) -> None:
        # A redirect node outside a redirected_statement (error recovery): keep it visible.
        if node.type == "file_redirect":
            self.emit(
                SimpleCommand(
                    argv=[], kind="redirect", redirects=[self.file_redirect(node, ctx)], text=self.text(node)
                ),
                ctx,
            )
        else:
            self.scan_substitutions(node, ctx)

    def arithmetic_statement(self, node: Node, ctx: _Ctx) -> None:
        self.scan_substitutions(node, ctx)
        dyn = "$" in self.text(node) or bool(re.search(r"[A-Za-z_]", self.text(node)[2:-2]))
        cmd = SimpleCommand(argv=[Word("((")], kind="arithmetic", text=self.text(node))
        if dyn:
            # Arithmetic on variables re-evaluates their values, and array subscripts there can
            # run command substitutions (x='a[$(id)]'; ((x))).
            cmd.findings.append(
                ("medium", "exec", "arithmetic on variables can evaluate code from their values")
            )
        self.emit(cmd, ctx)

    def assignments(self, node: Node, ctx: _Ctx) -> None:
        nodes = (
            [node]
            if node.type == "variable_assignment"
            else [c for c in node.children if c.type == "variable_assignment"]
        )
        for a in nodes:
            name, val = self.assignment(a, ctx)
            cmd = SimpleCommand(argv=[], env=[(name, val)], kind="assignment", text=self.text(a))
            self.emit(cmd, ctx)
            if not val.dynamic:
                self.vars[name] = val.value
            else:
                self.vars.pop(name, None)

    def assignment(self, node: Node, ctx: _Ctx) -> tuple[str, Word]:
        name_node = node.child_by_field_name("name")
        name = self.text(name_node) if name_node is not None else "?"
        if name_node is not None and name_node.type == "subscript":
            self.scan_substitutions(name_node, ctx)
            name = self.text(name_node).split("[", 1)[0]
        value_node = node.child_by_field_name("value")
        if value_node is None:
            return name, Word("")
        if value_node.type == "array":
            parts = [self.word(c, ctx) for c in value_node.named_children]
            w = Word(" ".join(p.value for p in parts), dynamic=any(p.dynamic for p in parts),
                     substitution=any(p.substitution for p in parts))  # fmt: skip
            return name, w
        w = self.word(value_node, ctx)
        # `x+=...` and other operators: value semantics do not matter for safety.
        return name, w

    def declaration(self, node: Node, ctx: _Ctx) -> None:
        kw = node.children[0].type if node.children else "declare"
        argv = [Word(kw)]
        for c in node.children[1:]:
            if c.type == "variable_assignment":
                name, val = self.assignment(c, ctx)
                argv.append(Word(f"{name}={val.value}", dynamic=val.dynamic, substitution=val.substitution))
                if not val.dynamic:
                    self.vars[name] = val.value
            elif c.is_named:
                argv.append(self.word(c, ctx))
        self.emit(
            SimpleCommand(argv=argv, full_argv=list(argv), kind="declaration", text=self.text(node)), ctx
        )

    def test(self, node: Node, ctx: _Ctx) -> None:
        self.scan_substitutions(node, ctx)
        leaves: list[Word] = []
        prev_end = -1
        for leaf in _leaves(node):
            if leaf.type in ("[[", "]]", "[", "]"):
                continue
            w = self.word(leaf, ctx) if leaf.is_named else Word(self.text(leaf))
            if leaves and leaf.start_byte == prev_end:
                last = leaves[-1]
                leaves[-1] = Word(last.value + w.value, dynamic=last.dynamic or w.dynamic,
                                  tilde=last.tilde or (last.value == "~"),
                                  substitution=last.substitution or w.substitution)  # fmt: skip
            else:
                leaves.append(w)
            prev_end = leaf.end_byte
        first = node.children[0].type if node.children else "["
        argv = [Word(first)] + leaves
        self.emit(SimpleCommand(argv=argv, full_argv=list(argv), kind="test", text=self.text(node)), ctx)

    # -- simple commands -----------------------------------------------------------------------

    def command(
        self,
        node: Node,
        ctx: _Ctx,
        extra_redirects: list[Redirect] | None = None,
        stdin_literal: str | None = None,
        stdin_dynamic: bool = False,
    ) -> None:
        env: list[tuple[str, Word]] = []
        argv: list[Word] = []
        redirects: list[Redirect] = []
        prev_end = -1
        for c in node.children:
            if c.type == "variable_assignment" and not argv:
                env.append(self.assignment(c, ctx))
                continue
            if c.type == "file_redirect":
                redirects.append(self.file_redirect(c, ctx))
                continue
            if c.type == "herestring_redirect":
                w = self.word_of_children(c, ctx, skip={"<<<"})
                if w.dynamic:
                    stdin_dynamic = True
                else:
                    stdin_literal = w.value + "\n"
                continue
            if c.type == "comment":
                continue
            if c.type == "command_name":
                w = self.word_of_children(c, ctx)
            elif c.is_named:
                w = self.word(c, ctx)
            elif c.type == "$":
                w = Word("$")  # $"..." locale string: glued to the next child below
            else:
                continue
            if argv and c.start_byte == prev_end and (argv[-1].value == "$" or c.type != "command_name"):
                # Adjacent pieces the grammar did not wrap in a concatenation ($"x", ~ + word).
                last = argv[-1]
                merged_val = (last.value + w.value) if last.value != "$" else w.value
                argv[-1] = Word(
                    merged_val, dynamic=last.dynamic or w.dynamic, substitution=last.substitution or w.substitution,
                    glob=last.glob or w.glob, brace=last.brace or w.brace, tilde=last.tilde,
                    pattern=(last.pattern if last.value != "$" else "") + w.pattern, raw=last.raw + w.raw,
                )  # fmt: skip
            else:
                argv.append(w)
            prev_end = c.end_byte
        if extra_redirects:
            redirects.extend(extra_redirects)
        if any(w.brace and not w.dynamic for w in argv):
            argv = _expand_braces(argv)
        cmd = SimpleCommand(
            argv=argv, full_argv=list(argv), env=env, redirects=redirects, text=self.text(node),
            stdin_literal=stdin_literal, stdin_dynamic=stdin_dynamic,
        )  # fmt: skip
        self.finish_command(cmd, ctx)

    def finish_command(self, cmd: SimpleCommand, ctx: _Ctx) -> None:
        """Unwrap wrappers, emit the command, and recurse into the strings it will run."""
        nested: list[tuple[str, str]] = []  # (source text, context label)
        self.unwrap(cmd, nested)
        idx = self.emit(cmd, ctx)
        self.track_cd(cmd)
        inner_ctx = _Ctx(ctx.context, ctx.depth, ctx.background, (), ctx.function)
        for source, label in nested:
            if label == "eval":
                self.nested(source, inner_ctx, label, parent=idx, same_shell=True)
            else:
                self.nested(source, inner_ctx, label, parent=idx)
        # A shell reading its script from stdin: a literal here-doc is parsed like -c.
        if (
            cmd.argv
            and _basename(cmd.name) in _SHELLS
            and self._shell_reads_stdin(cmd)
            and cmd.stdin_literal is not None
        ):
            self.nested(cmd.stdin_literal, inner_ctx, f"{_basename(cmd.name)} stdin", parent=idx)
        # find -exec CMD ... ; runs CMD once per match with {} replaced by a path.
        if cmd.argv and _basename(cmd.name) == "find":
            self.find_exec(cmd, inner_ctx)

    def track_cd(self, cmd: SimpleCommand) -> None:
        if not cmd.argv or cmd.wrappers and cmd.wrappers != ["builtin"] and cmd.wrappers != ["command"]:
            return
        name = cmd.argv[0].value
        if name in ("source", ".") or (cmd.argv[0].dynamic and not cmd.background):
            # a sourced file or an unknown command may cd anywhere
            self.cd.append(UNKNOWN_DIR)
            return
        if name not in ("cd", "pushd", "popd", "chdir"):
            return
        ops = [
            w
            for w in cmd.argv[1:]
            if not (w.value.startswith("-") and w.value not in ("-",) and not w.dynamic)
        ]
        if name == "popd":
            self.cd = self.dirstack.pop() if self.dirstack else self.cd + [UNKNOWN_DIR]
            return
        if name == "pushd":
            self.dirstack.append(list(self.cd))
        if not ops:
            self.cd.append(UNKNOWN_DIR if name == "pushd" else Word("~", tilde=True))
        elif ops[0].value == "-" or ops[0].value.startswith(("+", "-")):
            self.cd.append(UNKNOWN_DIR)
        else:
            self.cd.append(ops[0])

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

    def find_exec(self, cmd: SimpleCommand, ctx: _Ctx) -> None:
        args = cmd.argv
        i = 1
        while i < len(args):
            if args[i].value in _FIND_EXEC:
                j = i + 1
                while j < len(args) and args[j].value not in (";", "+"):
                    j += 1
                sub = args[i + 1 : j]
                if sub:
                    sc = SimpleCommand(argv=list(sub), full_argv=list(sub), dynamic_args=True,
                                       context=[f"find {args[i].value}"], text=" ".join(w.value for w in sub))  # fmt: skip
                    self.finish_command(sc, ctx)
                i = j + 1
                continue
            i += 1

    def unwrap(self, cmd: SimpleCommand, nested: list[tuple[str, str]]) -> None:
        for _ in range(16):  # wrappers can stack (sudo env timeout nice rm)
            if not cmd.argv or cmd.argv[0].dynamic:
                return
            name = _basename(cmd.argv[0].value)
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
            if name in _SHELLS:
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
                    self._string_to_shell(cmd, argv[j], nested, f"{_basename(argv[0].value)} -c")
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

    def nested(
        self, source: str, ctx: _Ctx, label: str, parent: int | None = None, same_shell: bool = False
    ) -> None:
        depth = ctx.depth + 1
        if depth > MAX_NESTING:
            cmd = SimpleCommand(argv=[Word("sh")], kind="command", text=source[:200])
            cmd.findings.append(("high", "exec", f"shell strings nested more than {MAX_NESTING} levels deep"))
            self.emit(cmd, ctx)
            self.result.refused = True
            self.result.refusal = self.result.refusal or "shell strings nested too deeply"
            return
        inner = _Ctx(ctx.context + (label,), depth, ctx.background, (), ctx.function)
        if same_shell:
            # eval runs in this shell: its cd and assignments stay in effect afterwards
            walker = _parse_into(source, self.result, inner, self.vars, self.cd)
            self.cd = walker.cd
        else:
            _parse_into(source, self.result, inner, dict(self.vars), self.cd)

    # -- words ---------------------------------------------------------------------------------

    def word_of_children(self, node: Node, ctx: _Ctx, skip: set[str] | None = None) -> Word:
        parts = [c for c in node.children if c.is_named and (skip is None or c.type not in skip)]
        if len(parts) == 1:
            return self.word(parts[0], ctx)
        b = _WordBuilder()
        for p in parts:
            self._build(p, b, ctx, quoted=False)
        return self._finish(b, self.text(node))

    def word(self, node: Node, ctx: _Ctx) -> Word:
        b = _WordBuilder()
        self._build(node, b, ctx, quoted=False)
        return self._finish(b, self.text(node))

    def _finish(self, b: _WordBuilder, raw: str) -> Word:
        value = "".join(b.val)
        pattern = "".join(b.pat)
        guess = "".join(b.guess) if b.dynamic else None
        # an unquoted leading ~ is tilde expansion (a quoted one would start the raw text with a quote)
        w = Word(value=value, dynamic=b.dynamic, substitution=b.subst, glob=b.glob, brace=b.brace,
                 tilde=raw.startswith("~"), pattern=pattern, guess=guess, raw=raw)  # fmt: skip
        if raw.lstrip('"').startswith(("$HOME", "${HOME}")):
            # $HOME is known: treat like ~ so the boundary check sees the home directory
            rest = value.split("}", 1)[1] if value.startswith("${HOME}") else value[len("$HOME") :]
            if value.startswith("$HOME") or value.startswith("${HOME}"):
                w.value = "~" + rest
                w.pattern = "~" + rest
                w.tilde = True
                w.dynamic = b.subst or ("$" in rest) or ("`" in rest)
                w.guess = None if not w.dynamic else w.guess
        return w

    def _build(self, node: Node, b: _WordBuilder, ctx: _Ctx, quoted: bool) -> None:
        t = node.type
        if t == "word" or t in (
            "extglob_pattern",
            "regex",
            "test_operator",
            "file_descriptor",
            "special_variable_name",
            "heredoc_start",
        ):
            raw = self.text(node)
            if quoted:
                b.lit(raw, True)
                return
            val, pat, glob, brace = _unescape_unquoted(raw)
            b.val.append(val)
            b.pat.append(pat)
            b.guess.append(val)
            b.glob = b.glob or glob
            b.brace = b.brace or brace
            if "`" in raw.replace("\\`", "") or "$(" in raw.replace("\\$", ""):
                # the grammar left a substitution inside a word (nested backticks): it still runs
                b.dynamic = b.subst = True
                self.nested(self._backtick_inner(raw) if "`" in raw else raw, ctx, "substitution")
            return
        if t == "number":
            b.lit(self.text(node), quoted)
            return
        if t == "raw_string":
            b.lit(self.text(node)[1:-1], True)
            return
        if t == "ansi_c_string":
            b.lit(decode_ansi_c(self.text(node)[2:-1]), True)
            return
        if t == "translated_string":
            self._build_string(node, b, ctx)
            return
        if t == "string":
            self._build_string(node, b, ctx)
            return
        if t == "concatenation":
            prev_end = None
            for c in node.children:
                if prev_end is not None and c.start_byte > prev_end:
                    b.lit(self.src[prev_end : c.start_byte].decode("utf-8", "surrogateescape"), quoted)
                if c.is_named:
                    self._build(c, b, ctx, quoted)
                else:
                    txt = self.text(c)
                    if txt == "$":
                        pass  # $"..." translation marker
                    else:
                        self._unquoted_text(txt, b, quoted)
                prev_end = c.end_byte
            return
        if t == "simple_expansion" or t == "expansion":
            name = self._expansion_name(node)
            self.scan_substitutions(node, ctx)
            guess = self.vars.get(name) if name else None
            if (
                name == "HOME"
                and t == "simple_expansion"
                or (name == "HOME" and self.text(node) == "${HOME}")
            ):
                guess = self.home
            b.dyn(self.text(node), guess, subst=self._has_subst(node))
            return
        if t in _SUBST_NODES:
            label = "process substitution" if t == "process_substitution" else "command substitution"
            self._substitution(node, ctx, label)
            b.dyn(self.text(node), None, subst=True)
            return
        if t == "arithmetic_expansion":
            self.scan_substitutions(node, ctx)
            inner = self.text(node)
            b.dyn(inner, None, subst=self._has_subst(node))
            if re.search(r"[A-Za-z_]", inner[3:-2] if inner.startswith("$((") else inner[2:-1]):
                b.subst = True  # variables in arithmetic may evaluate code (see arithmetic_statement)
            return
        if t == "brace_expression":
            b.val.append(self.text(node))
            b.pat.append(self.text(node))
            b.guess.append(self.text(node))
            b.brace = True
            return
        if not node.is_named:
            self._unquoted_text(self.text(node), b, quoted)
            return
        # Anything else (array, binary_expression ...): literal text, but look inside for substitutions.
        if self._has_subst(node) or any(True for _ in _iter_types(node, _DYNAMIC_NODES)):
            self.scan_substitutions(node, ctx)
            b.dyn(self.text(node), None, subst=self._has_subst(node))
        else:
            b.lit(self.text(node), quoted)

    def _unquoted_text(self, txt: str, b: _WordBuilder, quoted: bool) -> None:
        if quoted:
            b.lit(txt, True)
            return
        val, pat, glob, brace = _unescape_unquoted(txt)
        b.val.append(val)
        b.pat.append(pat)
        b.guess.append(val)
        b.glob = b.glob or glob
        b.brace = b.brace or brace

    def _build_string(self, node: Node, b: _WordBuilder, ctx: _Ctx) -> None:
        inner_start = node.start_byte
        inner_end = node.end_byte
        kids = node.children
        # skip the quote tokens
        if kids and kids[0].type in ('"', '$"'):
            inner_start = kids[0].end_byte
        if kids and kids[-1].type == '"' and len(kids) > 1:
            inner_end = kids[-1].start_byte
        pos = inner_start
        for c in kids[1:-1] if len(kids) >= 2 else []:
            if c.start_byte > pos:
                b.lit(_unescape_double(self.src[pos : c.start_byte].decode("utf-8", "surrogateescape")), True)
            if c.type == "string_content":
                b.lit(_unescape_double(self.text(c)), True)
            elif c.is_named:
                self._build(c, b, ctx, quoted=True)
            else:
                txt = self.text(c)
                b.lit(_unescape_double(txt), True)
            pos = c.end_byte
        if inner_end > pos:
            b.lit(_unescape_double(self.src[pos:inner_end].decode("utf-8", "surrogateescape")), True)

    def _expansion_name(self, node: Node) -> str | None:
        for c in node.children:
            if c.type in ("variable_name", "special_variable_name"):
                return self.text(c)
        return None

    def _has_subst(self, node: Node) -> bool:
        return any(True for _ in _iter_types(node, _SUBST_NODES))

    def _substitution(self, node: Node, ctx: _Ctx, label: str) -> None:
        inner_ctx = _Ctx(ctx.context + (label,), ctx.depth, ctx.background, (), ctx.function)
        with self.scope():
            if self.text(node).startswith("`"):
                # Backtick bodies are unescaped (\\ \` \$) and parsed again, as bash does.
                body = self.text(node)[1:-1]
                body = re.sub(r"\\([\\`$])", r"\1", body)
                self.nested(body, _Ctx(ctx.context, ctx.depth, ctx.background, (), ctx.function), label)
            else:
                for c in node.children:
                    if c.is_named:
                        self.statement(c, inner_ctx)

    def scan_substitutions(self, node: Node, ctx: _Ctx) -> None:
        """Walk every substitution below ``node`` (for nodes that are not themselves commands)."""
        subs = [node] if node.type in _SUBST_NODES else _iter_types(node, _SUBST_NODES, stop=True)
        for sub in subs:
            label = "process substitution" if sub.type == "process_substitution" else "command substitution"
            self._substitution(sub, ctx, label)


def brace_expand(s: str, limit: int = 256) -> list[str]:
    """Bash brace expansion for {a,b} and {1..3}/{a..c}."""
    depth = 0
    start = -1
    for i, ch in enumerate(s):
        if ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}" and depth:
            depth -= 1
            if depth == 0:
                body = s[start + 1 : i]
                pre, post = s[:start], s[i + 1 :]
                options: list[str] | None = None
                m = re.fullmatch(r"(-?\d+|[A-Za-z])\.\.(-?\d+|[A-Za-z])(?:\.\.(-?\d+))?", body)
                if m:
                    a, b = m.group(1), m.group(2)
                    if a.lstrip("-").isdigit() and b.lstrip("-").isdigit():
                        lo, hi = int(a), int(b)
                        step = 1 if hi >= lo else -1
                        options = [str(x) for x in range(lo, hi + step, step)][:limit]
                    elif a.isalpha() and b.isalpha():
                        step = 1 if ord(b) >= ord(a) else -1
                        options = [chr(x) for x in range(ord(a), ord(b) + step, step)][:limit]
                else:
                    items: list[str] = []
                    d = 0
                    cur: list[str] = []
                    for ch2 in body:
                        if ch2 == "," and d == 0:
                            items.append("".join(cur))
                            cur = []
                            continue
                        d += ch2 == "{"
                        d -= ch2 == "}"
                        cur.append(ch2)
                    items.append("".join(cur))
                    if len(items) > 1:
                        options = items
                if options is None:
                    rest = brace_expand(post, limit)
                    return [pre + "{" + body + "}" + r for r in rest][:limit]
                out: list[str] = []
                for opt in options:
                    for tail in brace_expand(opt + post, limit):
                        out.append(pre + tail)
                        if len(out) >= limit:
                            return out
                return out
    return [s]


def _expand_braces(argv: list[Word]) -> list[Word]:
    # Brace expansion happens before everything else and yields separate words: {rm,-rf,src} is rm -rf src.
    out: list[Word] = []
    for w in argv:
        if not w.brace or w.dynamic:
            out.append(w)
            continue
        vals = brace_expand(w.value)
        if len(vals) == 1:
            out.append(w)
            continue
        for v in vals:
            out.append(Word(v, glob=any(c in v for c in _GLOB_CHARS) and w.glob, tilde=v.startswith("~"),
                            pattern=v if w.glob else _escape_pattern(v), raw=w.raw))  # fmt: skip
    return out


def _leaves(node: Node) -> Iterable[Node]:
    if node.child_count == 0:
        yield node
        return
    if node.type in ("string", "raw_string", "concatenation", "simple_expansion", "expansion",
                     "command_substitution", "process_substitution", "arithmetic_expansion",
                     "ansi_c_string", "word"):  # fmt: skip
        yield node
        return
    for c in node.children:
        yield from _leaves(c)


def _iter_types(node: Node, types: set[str], stop: bool = False) -> Iterable[Node]:
    stack = list(reversed(node.children))
    while stack:
        n = stack.pop()
        if n.type in types:
            yield n
            if stop:
                continue
        stack.extend(reversed(n.children))


def _first_error(node: Node) -> Node | None:
    if not node.has_error:
        return None
    stack = [node]
    while stack:
        n = stack.pop()
        if n.is_error or n.type == "ERROR" or n.is_missing:
            return n
        if n.has_error:
            stack.extend(reversed(n.children))
    return node


def _parse_into(
    source: str, result: ParseResult, ctx: _Ctx, vars_: dict[str, str], cd: list[Word] | None = None
) -> _Walker:
    data = source.encode("utf-8", "surrogateescape")
    tree = _parser().parse(data)
    root = tree.root_node
    err = _first_error(root)
    if err is not None and not result.refused:
        result.refused = True
        line = err.start_point[0] + 1
        col = err.start_point[1] + 1
        what = "missing " + err.type if err.is_missing else "syntax error"
        where = "" if ctx.depth == 0 else f" in {ctx.context[-1] if ctx.context else 'nested string'}"
        result.refusal = f"could not parse command: {what} at line {line}, column {col}{where}"
    walker = _Walker(data, result, vars_, cd)
    walker.walk_children(root, ctx)
    return walker


def parse(command: str, *, max_bytes: int = MAX_COMMAND_BYTES) -> ParseResult:
    """Parse ``command`` into simple commands. Never raises for bad input: see ``refused``."""
    result = ParseResult(command=command, commands=[])
    if "\x00" in command:
        result.refused = True
        result.refusal = "command contains a NUL byte"
        return result
    size = len(command.encode("utf-8", "surrogateescape"))
    if size > max_bytes:
        result.refused = True
        result.refusal = f"command is {size} bytes; the limit is {max_bytes}"
        return result
    _parse_guarded(command, result)
    return result


def _parse_guarded(command: str, result: ParseResult) -> None:
    try:
        _parse_into(command, result, _Ctx(), {})
    except RecursionError:
        # Thousands of nested substitutions: refuse rather than crash.
        result.refused = True
        result.refusal = "command is nested too deeply to analyse"
        cmd = SimpleCommand(argv=[Word("sh")], text=command[:200])
        cmd.findings.append(("high", "exec", "command is nested too deeply to analyse"))
        result.commands.append(cmd)


def parse_lenient(command: str) -> ParseResult:
    """Parse without the NUL/size refusals (used to grade the severity of a refused command)."""
    result = ParseResult(command=command, commands=[])
    _parse_guarded(command, result)
    return result
