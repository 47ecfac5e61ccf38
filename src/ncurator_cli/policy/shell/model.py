"""What the parser records: words, redirections, simple commands, the parse result, and the walk context."""

from __future__ import annotations

from dataclasses import dataclass, field


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


# Word decoding

#: marker in a cd chain: the directory cannot be known statically
UNKNOWN_DIR = Word("<unknown directory>", dynamic=True)


@dataclass
class Ctx:
    context: tuple[str, ...] = ()
    depth: int = 0
    background: bool = False
    redirects: tuple[Redirect, ...] = ()  # inherited from an enclosing redirected compound
    function: str | None = None
