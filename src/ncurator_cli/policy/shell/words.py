"""Shell words: quote removal, ANSI-C strings, brace expansion, and building ``Word``s from tree-sitter nodes."""

from __future__ import annotations

import re
from collections.abc import Iterable

from tree_sitter import Node

from .model import Ctx, Word

_ANSI_SIMPLE = {
    "a": "\a", "b": "\b", "e": "\x1b", "E": "\x1b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
    "v": "\v", "\\": "\\", "'": "'", '"': '"', "?": "?",
}  # fmt: skip
GLOB_CHARS = "*?["
DYNAMIC_NODES = {
    "simple_expansion", "expansion", "command_substitution", "process_substitution",
    "arithmetic_expansion",
}  # fmt: skip
SUBST_NODES = {"command_substitution", "process_substitution"}


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
            pat.append(escape_pattern(nxt))
            continue
        if c in GLOB_CHARS:
            glob = True
        if c == "{":
            brace = True
        val.append(c)
        pat.append(c)
        i += 1
    return "".join(val), "".join(pat), glob, brace


def escape_pattern(s: str) -> str:
    return "".join(f"[{c}]" if c in "*?[{}," else c for c in s)


def unescape_double(text: str) -> str:
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


class WordBuilder:
    __slots__ = ("val", "pat", "dynamic", "subst", "glob", "brace", "guess")

    def __init__(self) -> None:
        self.val: list[str] = []
        self.pat: list[str] = []
        self.dynamic = False
        self.subst = False
        self.glob = False
        self.brace = False
        self.guess: list[str] = []

    def lit(self, text: str, quoted: bool) -> None:
        self.val.append(text)
        self.pat.append(escape_pattern(text) if quoted else text)
        self.guess.append(text)

    def dyn(self, text: str, guess: str | None, subst: bool = False) -> None:
        self.val.append(text)
        self.pat.append(escape_pattern(text))
        self.dynamic = True
        self.subst = self.subst or subst
        self.guess.append(text if guess is None else guess)


# Brace expansion


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


def expand_braces(argv: list[Word]) -> list[Word]:
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
            out.append(Word(v, glob=any(c in v for c in GLOB_CHARS) and w.glob, tilde=v.startswith("~"),
                            pattern=v if w.glob else escape_pattern(v), raw=w.raw))  # fmt: skip
    return out


def word_nodes(node: Node) -> Iterable[Node]:
    if node.child_count == 0:
        yield node
        return
    if node.type in ("string", "raw_string", "concatenation", "simple_expansion", "expansion",
                     "command_substitution", "process_substitution", "arithmetic_expansion",
                     "ansi_c_string", "word"):  # fmt: skip
        yield node
        return
    for c in node.children:
        yield from word_nodes(c)


def iter_types(node: Node, types: set[str], stop: bool = False) -> Iterable[Node]:
    stack = list(reversed(node.children))
    while stack:
        n = stack.pop()
        if n.type in types:
            yield n
            if stop:
                continue
        stack.extend(reversed(n.children))


class WordReader:
    """How the walker turns tree-sitter nodes into ``Word``s (quote removal, expansions, substitutions).

    A part of ``parser.Walker``: it uses the walker's source text, variables and ``nested``/``statement``.
    """

    def _backtick_inner(self, raw: str) -> str:
        # Everything between the first and last backtick: good enough to see what would run.
        a, b = raw.find("`"), raw.rfind("`")
        return raw[a + 1 : b] if b > a else raw[a + 1 :]

    def word_of_children(self, node: Node, ctx: Ctx, skip: set[str] | None = None) -> Word:
        parts = [c for c in node.children if c.is_named and (skip is None or c.type not in skip)]
        if len(parts) == 1:
            return self.word(parts[0], ctx)
        b = WordBuilder()
        for p in parts:
            self._build(p, b, ctx, quoted=False)
        return self._finish(b, self.text(node))

    def word(self, node: Node, ctx: Ctx) -> Word:
        b = WordBuilder()
        self._build(node, b, ctx, quoted=False)
        return self._finish(b, self.text(node))

    def _finish(self, b: WordBuilder, raw: str) -> Word:
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

    def _build(self, node: Node, b: WordBuilder, ctx: Ctx, quoted: bool) -> None:
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
            self._unquoted_text(raw, b, quoted)
            if not quoted and ("`" in raw.replace("\\`", "") or "$(" in raw.replace("\\$", "")):
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
            hidden = t == "expansion" and self._hidden_backticks(node, ctx)
            b.dyn(self.text(node), guess, subst=hidden or self._has_subst(node))
            return
        if t in SUBST_NODES:
            label = "process substitution" if t == "process_substitution" else "command substitution"
            self._substitution(node, ctx, label)
            b.dyn(self.text(node), None, subst=True)
            return
        if t == "arithmetic_expansion":
            self.scan_substitutions(node, ctx)
            inner = self.text(node)
            hidden = self._hidden_backticks(node, ctx)
            b.dyn(inner, None, subst=hidden or self._has_subst(node))
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
        if self._has_subst(node) or any(True for _ in iter_types(node, DYNAMIC_NODES)):
            self.scan_substitutions(node, ctx)
            b.dyn(self.text(node), None, subst=self._has_subst(node))
        else:
            b.lit(self.text(node), quoted)

    def _unquoted_text(self, txt: str, b: WordBuilder, quoted: bool) -> None:
        if quoted:
            b.lit(txt, True)
            return
        val, pat, glob, brace = _unescape_unquoted(txt)
        b.val.append(val)
        b.pat.append(pat)
        b.guess.append(val)
        b.glob = b.glob or glob
        b.brace = b.brace or brace

    def _build_string(self, node: Node, b: WordBuilder, ctx: Ctx) -> None:
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
                b.lit(unescape_double(self.src[pos : c.start_byte].decode("utf-8", "surrogateescape")), True)
            if c.type == "string_content":
                b.lit(unescape_double(self.text(c)), True)
            elif c.is_named:
                self._build(c, b, ctx, quoted=True)
            else:
                txt = self.text(c)
                b.lit(unescape_double(txt), True)
            pos = c.end_byte
        if inner_end > pos:
            b.lit(unescape_double(self.src[pos:inner_end].decode("utf-8", "surrogateescape")), True)

    def _expansion_name(self, node: Node) -> str | None:
        for c in node.children:
            if c.type in ("variable_name", "special_variable_name"):
                return self.text(c)
        return None

    def _has_subst(self, node: Node) -> bool:
        return any(True for _ in iter_types(node, SUBST_NODES))

    def _substitution(self, node: Node, ctx: Ctx, label: str) -> None:
        inner_ctx = Ctx(ctx.context + (label,), ctx.depth, ctx.background, (), ctx.function)
        with self.scope():
            if self.text(node).startswith("`"):
                # Backtick bodies are unescaped (\\ \` \$) and parsed again, as bash does.
                body = self.text(node)[1:-1]
                body = re.sub(r"\\([\\`$])", r"\1", body)
                self.nested(body, Ctx(ctx.context, ctx.depth, ctx.background, (), ctx.function), label)
            else:
                for c in node.children:
                    if c.is_named:
                        self.statement(c, inner_ctx)

    def _hidden_backticks(self, node: Node, ctx: Ctx) -> bool:
        """`${u:-`cmd`}`: the grammar reads a backtick substitution inside a parameter expansion
        as plain text, bash runs it. Whatever lies between backticks outside the substitutions the
        grammar did see is parsed as a nested command."""
        text = self.src[node.start_byte : node.end_byte]
        for sub in iter_types(node, SUBST_NODES, stop=True):
            a, z = sub.start_byte - node.start_byte, sub.end_byte - node.start_byte
            text = text[:a] + b" " * (z - a) + text[z:]
        plain = text.decode("utf-8", "surrogateescape").replace("\\`", "  ")
        if "`" not in plain:
            return False
        self.nested(self._backtick_inner(plain), ctx, "substitution")
        return True

    def scan_substitutions(self, node: Node, ctx: Ctx) -> None:
        """Walk every substitution below ``node`` (for nodes that are not themselves commands)."""
        subs = [node] if node.type in SUBST_NODES else iter_types(node, SUBST_NODES, stop=True)
        for sub in subs:
            label = "process substitution" if sub.type == "process_substitution" else "command substitution"
            self._substitution(sub, ctx, label)
