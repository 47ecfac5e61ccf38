"""The tree-sitter walk: statements, compounds, pipelines, redirections, assignments and commands
flattened into simple commands; ``parse`` and ``parse_lenient``.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import tree_sitter_bash
from tree_sitter import Language, Node, Parser

from .model import UNKNOWN_DIR, Ctx, ParseResult, Redirect, SimpleCommand, Word
from .unwrap import SHELLS, Unwrapper, basename
from .words import DYNAMIC_NODES, WordReader, expand_braces, unescape_double, word_nodes

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


# Data model


class Walker(WordReader, Unwrapper):
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

    def text(self, node: Node) -> str:
        return self.src[node.start_byte : node.end_byte].decode("utf-8", "surrogateescape")

    def emit(self, cmd: SimpleCommand, ctx: Ctx) -> int:
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

    def walk_children(self, node: Node, ctx: Ctx) -> None:
        """Walk a sequence of statements (program, compound body, do-group ...)."""
        children = node.children
        for idx, child in enumerate(children):
            if not child.is_named:
                continue
            bg = idx + 1 < len(children) and children[idx + 1].type == "&"
            sub = Ctx(ctx.context, ctx.depth, ctx.background or bg, ctx.redirects, ctx.function)
            if bg:
                with self.scope():
                    self.statement(child, sub)
            else:
                self.statement(child, sub)

    def statement(self, node: Node, ctx: Ctx) -> list[int]:
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
                    Ctx(ctx.context + ("subshell",), ctx.depth, ctx.background, ctx.redirects, ctx.function),
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
                SimpleCommand(argv=argv, kind="declaration", text=self.text(node)), ctx
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

    def control(self, node: Node, ctx: Ctx) -> None:
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

    def function(self, node: Node, ctx: Ctx) -> None:
        name_node = node.child_by_field_name("name")
        name = self.text(name_node) if name_node is not None else "?"
        self.result.functions.add(name)
        idx = self.emit(
            SimpleCommand(
                argv=[Word(name)], kind="function", text=self.text(node)
            ),
            ctx,
        )
        body = node.child_by_field_name("body")
        inner = Ctx(ctx.context + (f"function {name}",), ctx.depth, False, (), name)
        produced: list[int] = []
        if body is not None:
            with self.scope():
                produced = self.statement(body, inner)
        if any(basename(self.result.commands[i].name) in ("cd", "pushd", "popd") for i in produced):
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

    def pipeline(self, node: Node, ctx: Ctx, last_redirects: list[Redirect] | None = None) -> None:
        self.result.pipelines += 1
        pid = self.result.pipelines
        upstream: list[int] = []
        stage = 0
        named = [c for c in node.children if c.is_named]
        for pos, child in enumerate(named):
            # `a | b > f`: a trailing redirection belongs to the last stage only
            extra = tuple(last_redirects) if last_redirects and pos == len(named) - 1 else ()
            with self.scope():  # every stage runs in its own subshell
                sub = Ctx(ctx.context, ctx.depth, ctx.background, ctx.redirects + extra, ctx.function)
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

    def redirected(self, node: Node, ctx: Ctx) -> None:
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
                Ctx(ctx.context, ctx.depth, ctx.background, ctx.redirects + tuple(redirects), ctx.function),
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

    def heredoc(self, node: Node, ctx: Ctx) -> tuple[str | None, bool, list[Node]]:
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
            if c.type in DYNAMIC_NODES:
                dynamic = True
                self.scan_substitutions(
                    c, Ctx(ctx.context + ("here-doc",), ctx.depth, ctx.background, (), ctx.function)
                )
        if "`" in raw:
            dynamic = True
            self.nested(self._backtick_inner(raw), ctx, "here-doc backticks")
        if dynamic:
            return None, True, trailing
        return unescape_double(raw), False, trailing

    def file_redirect(self, node: Node, ctx: Ctx) -> Redirect:
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

    def redirect(self, node: Node, ctx: Ctx) -> None:
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

    def arithmetic_statement(self, node: Node, ctx: Ctx) -> None:
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

    def assignments(self, node: Node, ctx: Ctx) -> None:
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

    def assignment(self, node: Node, ctx: Ctx) -> tuple[str, Word]:
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

    def declaration(self, node: Node, ctx: Ctx) -> None:
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
            SimpleCommand(argv=argv, kind="declaration", text=self.text(node)), ctx
        )

    def test(self, node: Node, ctx: Ctx) -> None:
        self.scan_substitutions(node, ctx)
        leaves: list[Word] = []
        prev_end = -1
        for leaf in word_nodes(node):
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
        self.emit(SimpleCommand(argv=argv, kind="test", text=self.text(node)), ctx)

    def command(
        self,
        node: Node,
        ctx: Ctx,
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
            argv = expand_braces(argv)
        cmd = SimpleCommand(
            argv=argv, env=env, redirects=redirects, text=self.text(node),
            stdin_literal=stdin_literal, stdin_dynamic=stdin_dynamic,
        )  # fmt: skip
        self.finish_command(cmd, ctx)

    def finish_command(self, cmd: SimpleCommand, ctx: Ctx) -> None:
        """Unwrap wrappers, emit the command, and recurse into the strings it will run."""
        nested: list[tuple[str, str]] = []  # (source text, context label)
        self.unwrap(cmd, nested)
        idx = self.emit(cmd, ctx)
        self.track_cd(cmd)
        inner_ctx = Ctx(ctx.context, ctx.depth, ctx.background, (), ctx.function)
        for source, label in nested:
            if label == "eval":
                self.nested(source, inner_ctx, label, parent=idx, same_shell=True)
            else:
                self.nested(source, inner_ctx, label, parent=idx)
        # A shell reading its script from stdin: a literal here-doc is parsed like -c.
        if (
            cmd.argv
            and basename(cmd.name) in SHELLS
            and self._shell_reads_stdin(cmd)
            and cmd.stdin_literal is not None
        ):
            self.nested(cmd.stdin_literal, inner_ctx, f"{basename(cmd.name)} stdin", parent=idx)
        # find -exec CMD ... ; runs CMD once per match with {} replaced by a path.
        if cmd.argv and basename(cmd.name) == "find":
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

    def nested(
        self, source: str, ctx: Ctx, label: str, parent: int | None = None, same_shell: bool = False
    ) -> None:
        depth = ctx.depth + 1
        if depth > MAX_NESTING:
            cmd = SimpleCommand(argv=[Word("sh")], kind="command", text=source[:200])
            cmd.findings.append(("high", "exec", f"shell strings nested more than {MAX_NESTING} levels deep"))
            self.emit(cmd, ctx)
            self.result.refused = True
            self.result.refusal = self.result.refusal or "shell strings nested too deeply"
            return
        inner = Ctx(ctx.context + (label,), depth, ctx.background, (), ctx.function)
        if same_shell:
            # eval runs in this shell: its cd and assignments stay in effect afterwards
            walker = _parse_into(source, self.result, inner, self.vars, self.cd)
            self.cd = walker.cd
        else:
            _parse_into(source, self.result, inner, dict(self.vars), self.cd)


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
    source: str, result: ParseResult, ctx: Ctx, vars_: dict[str, str], cd: list[Word] | None = None
) -> Walker:
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
    walker = Walker(data, result, vars_, cd)
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
        _parse_into(command, result, Ctx(), {})
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
