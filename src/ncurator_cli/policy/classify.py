"""Risk classification of shell commands.

``assess(command, workspace)`` parses the command (``shell.parse``), grades every simple command it
contains and combines the grades:

* ``low``    - only reads, stays inside the workspace W, no network, runs nothing beyond a known
  read-only tool.  Only ``low`` may run without approval or during the context probe.
* ``high``   - irreversible deletion/overwrite, privilege, persistence, remote code execution,
  reverse shells, credential reads/exfiltration, fork bombs, obfuscation.
* ``medium`` - everything else (writes inside W, interpreters, tests, builds, reads outside W ...).

The design is an allowlist: a program is ``low`` only when its table entry says so and none of its
options, operands or redirections take it out of the read-only, inside-W shape.  Unknown programs are
``medium``.  Paths are resolved with ``os.path.realpath`` against W, so symlinks in W that point
elsewhere count as outside.
"""

from __future__ import annotations

import glob as _glob
import os
import pwd
import re
import shlex
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .shell import (
    UNKNOWN_DIR,
    ParseResult,
    SimpleCommand,
    Word,
    brace_expand,
    decode_ansi_c,
    parse,
    parse_lenient,
)

RISKS = ("low", "medium", "high")
_RANK = {r: i for i, r in enumerate(RISKS)}
CATEGORIES = ("read", "write", "delete", "network", "exec", "privileged")
#: Above this size a refused command is not even parsed for grading.
_HARD_LIMIT = 1024 * 1024
_MAX_GLOB = 1000
_MAX_NESTED = 3


def max_risk(*levels: str) -> str:
    return max(levels, key=lambda r: _RANK[r]) if levels else "low"


@dataclass
class PartAssessment:
    argv: list[str]
    risk_level: str
    categories: list[str]
    reasons: list[str]
    context: list[str] = field(default_factory=list)
    wrappers: list[str] = field(default_factory=list)
    #: risk from everything around the program (redirections, env prefixes, wrappers, substitution,
    #: pipelines into shells ...): a policy rule that allows the program does not allow these
    context_risk: str = "low"

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class Assessment:
    command: str
    risk_level: str  # "low" | "medium" | "high"
    categories: list[str]
    reasons: list[str]
    parts: list[PartAssessment]
    refused: bool = False
    refusal: str | None = None
    #: the reasons that are about paths or directories outside the workspace
    outside_workspace: list[str] = field(default_factory=list)

    @property
    def is_low(self) -> bool:
        return self.risk_level == "low" and not self.refused

    def to_dict(self) -> dict:
        return {
            "command": self.command,
            "risk_level": self.risk_level,
            "categories": list(self.categories),
            "reasons": list(self.reasons),
            "parts": [p.to_dict() for p in self.parts],
            "refused": self.refused,
            "refusal": self.refusal,
            "outside_workspace": list(self.outside_workspace),
        }


class _Findings:
    """Accumulates (risk, category, reason) for one simple command."""

    __slots__ = ("risk", "cats", "reasons", "secret", "network_dev", "exec_dynamic", "ctx_risk", "ctx_mode", "outside")

    def __init__(self) -> None:
        self.risk = "low"
        self.ctx_risk = "low"
        self.ctx_mode = True  # findings count as context until the program itself is graded
        self.cats: list[str] = []
        self.reasons: list[str] = []
        self.secret = False  # reads credentials (used by the exfiltration rule)
        self.network_dev = False
        self.exec_dynamic = False  # runs code produced at run time (source <(..), sh "$x", python -c "$(..)")
        self.outside: list[str] = []  # reasons that are about leaving the workspace

    def add(self, risk: str, cat: str | None, reason: str) -> None:
        self.risk = max_risk(self.risk, risk)
        if self.ctx_mode:
            self.ctx_risk = max_risk(self.ctx_risk, risk)
        if cat and cat not in self.cats:
            self.cats.append(cat)
        if reason and reason not in self.reasons:
            self.reasons.append(reason)

    def leave(self, risk: str, cat: str | None, reason: str) -> None:
        """A finding about a path or directory outside the workspace (capabilities refuse these)."""
        self.add(risk, cat, reason)
        if reason not in self.outside:
            self.outside.append(reason)

    def fold(self, risk: str, reason: str, inner: _Findings, inner_reason: str) -> None:
        """Add a reason derived from a nested finding, keeping its outside-the-workspace mark."""
        if inner_reason in inner.outside:
            self.leave(risk, None, reason)
        else:
            self.add(risk, None, reason)

    def cat(self, cat: str) -> None:
        if cat not in self.cats:
            self.cats.append(cat)


# ---------------------------------------------------------------------------------------------
# Names

_SYSTEM_BIN_DIRS = ("/bin", "/usr/bin", "/sbin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin")
# Letters from other scripts that render like Latin ones; NFKC does not fold these.
_CONFUSABLES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j",
    "ѕ": "s", "ԁ": "d", "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w", "ɡ": "g", "ο": "o", "α": "a",
    "ν": "v", "ρ": "p", "τ": "t", "κ": "k", "ι": "i", "Ꭰ": "D", "ℓ": "l", "ⅼ": "l", "ı": "i",
})  # fmt: skip
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)


def normalize_name(name: str) -> tuple[str, bool]:
    """Return (program name as it would be read, whether look-alike characters were folded)."""
    if name.isascii():
        return name, False
    folded = unicodedata.normalize("NFKC", name).translate(_INVISIBLE).translate(_CONFUSABLES)
    folded = unicodedata.normalize("NFKC", folded)
    return folded, folded != name


def program_name(value: str) -> tuple[str, str | None]:
    """Map argv[0] to a table key. Returns (key, note) where note explains a by-path program."""
    if "/" not in value:
        return value, None
    head, _, base = value.rpartition("/")
    norm = os.path.normpath(head) if head else "/"
    if norm in _SYSTEM_BIN_DIRS:
        return base, None
    return base, f"runs a program by path ({value})"


def _family(name: str) -> str:
    """Fold versioned/variant names (python3.11, pip3, gawk, mkfs.ext4, egrep) onto one key."""
    if name in _TOOLS or name in _HANDLERS:
        return name
    for prefix in ("python", "pypy", "pip", "perl", "ruby", "php", "node", "lua", "tclsh", "wish", "java"):
        if name.startswith(prefix) and re.fullmatch(r"[0-9.]*", name[len(prefix) :]):
            return prefix
    if name.startswith(("mkfs", "fsck", "mkswap")):
        return "mkfs"
    if re.fullmatch(r"(sha(1|224|256|384|512)|md5|b2|b3)sum", name):
        return "md5sum"
    return {
        "gawk": "awk", "mawk": "awk", "nawk": "awk", "busybox-awk": "awk",
        "egrep": "grep", "fgrep": "grep", "zgrep": "grep", "zegrep": "grep", "zfgrep": "grep",
        "gsed": "sed", "gtar": "tar", "bsdtar": "tar", "gfind": "find", "nodejs": "node",
        "ncat": "nc", "netcat": "nc", "nc.openbsd": "nc", "nc.traditional": "nc", "pip3": "pip",
        "rgrep": "grep", "vdir": "ls", "dir": "ls", "hd": "hexdump", "ggrep": "grep", "fdfind": "fd",
        "ack-grep": "ack", "colordiff": "diff",
    }.get(name, name)  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Paths and the workspace boundary

_DEV_NEUTRAL = re.compile(
    r"^/dev/(null|zero|full|u?random|stdin|stdout|stderr|tty|fd/\d+)$|^/proc/self/fd/\d+$"
)
_DEV_NET = re.compile(r"^/dev/(tcp|udp)/")
_RC_FILES = {
    ".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile", ".zshrc", ".zprofile",
    ".zshenv", ".zlogin", ".zlogout", ".kshrc", ".cshrc", ".tcshrc", ".login", ".envrc", ".xinitrc",
    ".xsession", ".xprofile", ".inputrc", ".bash_aliases", ".gitconfig", ".npmrc", ".pypirc",
    ".vimrc", ".exrc", ".wgetrc", ".curlrc",
}  # fmt: skip
_PERSIST_PREFIXES = (
    "/etc/cron", "/var/spool/cron", "/etc/systemd", "/lib/systemd", "/usr/lib/systemd", "/etc/init.d",
    "/etc/rc.local", "/etc/profile", "/etc/bash.bashrc", "/etc/environment", "/etc/ld.so.preload",
    "/etc/sudoers", "/etc/anacrontab", "/etc/xdg/autostart", "/etc/update-motd.d", "/etc/apt/apt.conf.d",
)  # fmt: skip
_PERSIST_HOME = (
    ".config/systemd", ".config/autostart", ".config/fish", ".ssh/authorized_keys", ".ssh/config",
    ".ssh/rc", ".local/bin", ".config/git", ".bashrc.d", ".config/environment.d",
)  # fmt: skip
_SECRET_NAMES = {
    "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk", "identity",
    ".netrc", "_netrc", ".git-credentials", ".pgpass", ".my.cnf", ".boto", ".s3cfg", ".dockercfg",
    "credentials.json", "service-account.json", ".htpasswd", "shadow", "gshadow", "master.key", ".npmrc",
    ".pypirc", "credentials.toml", "rclone.conf", "auth.json", "logins.json", "key4.db", "Login Data",
    ".terraformrc", "credentials.tfrc.json", "hosts.yml", ".vault-token", "secrets.json",
}  # fmt: skip
_SECRET_EXT = (".kdbx", ".p12", ".pfx", ".jks", ".keystore", ".gpg", ".asc", ".ppk")
_SECRET_DIRS = (
    "/.ssh/", "/.gnupg/", "/.aws/", "/.azure/", "/.config/gcloud/", "/.kube/", "/.docker/",
    "/.password-store/", "/keyrings/", "/.config/gh/", "/.vault-token", "/.terraform.d/",
)  # fmt: skip
_SECRET_SYSTEM = ("/etc/shadow", "/etc/gshadow", "/etc/sudoers", "/etc/ssl/private/", "/etc/ssh/ssh_host_",
                  "/var/run/secrets/", "/run/secrets/", "/proc/kcore", "/dev/mem", "/dev/kmem")  # fmt: skip
_ENV_EXAMPLE = re.compile(r"\.(example|sample|template|dist|defaults?|tpl|schema)$", re.I)
_SECRET_VAR = re.compile(
    r"(SECRET|TOKEN|PASSW|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|_AUTH$|^AUTH|SESSION_?KEY)", re.I
)


def _is_env_file(real: str) -> bool:
    base = os.path.basename(real)
    return base == ".env" or (base.startswith(".env.") and base != ".envrc")


def secret_reason(real: str) -> str | None:
    """Why reading ``real`` (a resolved absolute path) reads credentials, or None."""
    base = os.path.basename(real)
    if base == ".env" or (base.startswith(".env.") and not _ENV_EXAMPLE.search(base)):
        return f"{base} holds credentials"
    if base in _SECRET_NAMES and not base.endswith(".pub"):
        if base in ("shadow", "gshadow") and not real.startswith("/etc/"):
            return None
        return f"{real} holds credentials"
    if base.endswith(_SECRET_EXT) or (
        base.endswith((".pem", ".key")) and re.search(r"key|priv|secret", base, re.I)
    ):
        return f"{real} looks like a private key"
    for d in _SECRET_DIRS:
        if d in real + ("/" if not real.endswith("/") else ""):
            if d == "/.ssh/" and (
                base.endswith(".pub")
                or base.startswith("known_hosts")
                or base in (".ssh", "config", "authorized_keys")
            ):
                return None
            if real.endswith(d.rstrip("/")):
                return None  # the directory itself: listing it is not reading a secret
            return f"{real} holds credentials"
    for s in _SECRET_SYSTEM:
        if real == s.rstrip("/") or real.startswith(s):
            return f"{real} holds credentials"
    if re.match(r"^/proc/(self|\d+|thread-self)/(environ|mem|cmdline)$", real) and not real.endswith(
        "cmdline"
    ):
        return f"{real} exposes a process's environment"
    return None


class _Boundary:
    def __init__(self, workspace: Path | None, cwd: Path | None) -> None:
        self.home = os.path.realpath(os.path.expanduser("~"))
        self.ws = os.path.realpath(workspace) if workspace is not None else None
        base = cwd if cwd is not None else workspace
        self.base_cwd: str | None = os.path.realpath(base) if base is not None else None
        self._cwd_cache: dict[tuple[str, ...], str | None] = {}

    # -- locating ------------------------------------------------------------------------------

    def inside(self, real: str) -> bool:
        if self.ws is None:
            return False
        return real == self.ws or real.startswith(self.ws.rstrip("/") + "/")

    def cwd_for(self, part: SimpleCommand) -> str | None:
        key = tuple(w.value if w is not UNKNOWN_DIR else "\x00" for w in part.cd_chain)
        if part.chdir is not None:
            key = key + (part.chdir.value if not part.chdir.dynamic else "\x00",)
        if key in self._cwd_cache:
            return self._cwd_cache[key]
        cwd = self.base_cwd
        chain = list(part.cd_chain) + ([part.chdir] if part.chdir is not None else [])
        for w in chain:
            if cwd is None or w is UNKNOWN_DIR or w.dynamic:
                cwd = None
                break
            target = self.expand_tilde(w.value) if w.tilde else w.value
            if target is None:
                cwd = None
                break
            cwd = os.path.realpath(os.path.join(cwd, target))
        self._cwd_cache[key] = cwd
        return cwd

    def expand_tilde(self, value: str) -> str | None:
        if not value.startswith("~"):
            return value
        user, sep, rest = value[1:].partition("/")
        if user == "":
            return self.home + (("/" + rest) if sep else "")
        if user in ("+", "-"):
            return None
        try:
            home = pwd.getpwnam(user).pw_dir
        except KeyError:
            home = "/home/" + user
        return home + (("/" + rest) if sep else "")

    def resolve(
        self, word: Word, cwd: str | None, use_guess: bool = False, follow: bool = True
    ) -> list[str] | None:
        """Absolute, symlink-resolved paths a word names; None when it cannot be known.

        ``follow=False`` keeps a final symlink itself (for tools that lstat their operands).
        """
        if word.dynamic:
            if not use_guess or word.guess is None or "$" in word.guess or "`" in word.guess:
                return None
            candidates = [word.guess]
            pattern_mode = False
        else:
            candidates = brace_expand(word.value) if word.brace else [word.value]
            pattern_mode = word.glob
        out: list[str] = []
        for cand in candidates:
            if cand.startswith("~") and (word.tilde or use_guess):
                exp = self.expand_tilde(cand)
                if exp is None:
                    return None
                cand = exp
            if cand.startswith("/"):
                absolute = cand
            elif cwd is None:
                return None
            else:
                absolute = os.path.join(cwd, cand)
            if pattern_mode and any(ch in cand for ch in "*?["):
                pat = word.pattern if not word.brace and not word.tilde else cand
                if word.tilde and pat.startswith("~"):
                    pat = self.expand_tilde(pat) or pat
                root = cwd if not pat.startswith("/") else None
                try:
                    matches = _glob.glob(pat, root_dir=root) if root else _glob.glob(pat)
                except (OSError, ValueError):
                    matches = []
                if len(matches) > _MAX_GLOB:
                    matches = matches[:_MAX_GLOB]
                if matches:
                    for m in matches:
                        out.append(
                            self._real(m if m.startswith("/") else os.path.join(cwd or "/", m), follow)
                        )
                    continue
            out.append(self._real(absolute, follow))
        return out

    @staticmethod
    def _real(path: str, follow: bool = True) -> str:
        # Never normpath before realpath: "link/.." must climb from the link's *target*, as the kernel does.
        norm = os.path.normpath(path)
        if (norm.startswith("/dev/") or norm.startswith("/proc/self/fd/")) and ".." not in path:
            return norm  # keep device names: realpath turns /dev/stdout into pipe:[...]
        if not follow:
            head, base = os.path.split(path.rstrip("/") or "/")
            if base not in ("", ".", ".."):
                return os.path.join(os.path.realpath(head or "/"), base)
        return os.path.realpath(path)

    # -- checks --------------------------------------------------------------------------------

    def protected_reason(self, real: str) -> str | None:
        """Why writing ``real`` is high even inside W (persistence, repository internals, secrets)."""
        parts = real.split("/")
        if ".git" in parts:
            sub = "/".join(parts[parts.index(".git") :])
            if sub.startswith(".git/hooks"):
                return f"writes a git hook ({sub}) - code that git runs later"
            if sub in (".git/config", ".git/config.worktree"):
                return f"writes {sub} (git config can make git run programs)"
            return f"writes inside {sub.split('/')[0]} (repository internals)"
        base = parts[-1]
        if base in _RC_FILES:
            return f"writes {base}, a startup file that runs code later (persistence)"
        rel_home = real[len(self.home) + 1 :] if real.startswith(self.home + "/") else None
        if rel_home is not None and rel_home.startswith(_PERSIST_HOME):
            return f"writes ~/{rel_home} (persistence)"
        if real.startswith(_PERSIST_PREFIXES):
            return f"writes {real} (system startup/scheduling - persistence)"
        return None

    def check_read(
        self,
        f: _Findings,
        word: Word,
        cwd: str | None,
        content: bool = True,
        what: str = "reads",
        follow: bool = True,
    ) -> None:
        paths = self.resolve(word, cwd, follow=follow)
        if paths is None:
            f.add("medium", "read", f"path {word.value!r} cannot be resolved statically")
            guessed = self.resolve(word, cwd, use_guess=True)
            if guessed:
                for real in guessed:
                    if content and secret_reason(real):
                        f.add("high", "read", f"{what} credentials: {secret_reason(real)}")
                        f.secret = True
            return
        for real in paths:
            self._check_read_path(f, real, content, what)

    def secret_tree_reason(self, real: str) -> str | None:
        """Why copying the tree at ``real`` wholesale copies credentials (~/.ssh, ~, /etc ...)."""
        prefix = real.rstrip("/") + "/"
        for d in (".ssh", ".aws", ".gnupg", ".kube", ".docker", ".password-store", ".config/gcloud", ".azure",
                  ".config/gh", ".netrc", ".git-credentials"):  # fmt: skip
            target = os.path.join(self.home, d)
            if real == target or target.startswith(prefix):
                return f"{real} contains credentials ({target})"
        if "/etc/shadow".startswith(prefix):
            return f"{real} contains /etc/shadow"
        return None

    def check_tree(self, f: _Findings, word: Word, cwd: str | None) -> None:
        """Recursive content read (tar c, cp -r, zip -r, rsync, scp)."""
        self.check_read(f, word, cwd)
        for real in self.resolve(word, cwd) or []:
            reason = self.secret_tree_reason(real)
            if reason:
                f.add("high", "read", f"copies credentials: {reason}")
                f.secret = True

    def _check_read_path(self, f: _Findings, real: str, content: bool, what: str) -> None:
        if _DEV_NEUTRAL.match(real):
            return
        if _DEV_NET.match(real):
            f.add("medium", "network", f"{what} from a network socket ({real})")
            f.network_dev = True
            return
        secret = secret_reason(real) if content else None
        if secret and self.inside(real) and _is_env_file(real):
            # The project's own .env: reading it is the user's business (asked under the default
            # policy), but never silent, and it still marks the command for the exfiltration rule.
            f.add("medium", "read", f"{what} the workspace's environment file: {secret}")
            f.secret = True
        elif secret:
            f.add("high", "read", f"{what} credentials: {secret}")
            f.secret = True
        if not self.inside(real):
            f.leave("medium", "read", f"path {real} is outside the workspace")

    def check_write(self, f: _Findings, word: Word, cwd: str | None, verb: str = "writes") -> None:
        paths = self.resolve(word, cwd)
        if paths is None:
            f.add("medium", "write", f"{verb} to a path that cannot be resolved statically ({word.value!r})")
            guessed = self.resolve(word, cwd, use_guess=True)
            for real in guessed or []:
                if not self.inside(real) and not _DEV_NEUTRAL.match(real):
                    f.leave("high", "write", f"{verb} {real}, outside the workspace")
            return
        for real in paths:
            self.check_write_path(f, real, verb)

    def check_write_path(self, f: _Findings, real: str, verb: str = "writes") -> None:
        if _DEV_NEUTRAL.match(real):
            return
        if _DEV_NET.match(real):
            f.add("medium", "network", f"sends data to a network socket ({real})")
            f.network_dev = True
            return
        if real.startswith("/dev/"):
            f.add("high", "write", f"{verb} the device {real} (can destroy a disk)")
            return
        protected = self.protected_reason(real)
        if protected:
            f.add("high", "write", protected)
        elif self.inside(real) and _is_env_file(real):
            f.add("medium", "write", f"{verb} the workspace's environment file {os.path.basename(real)}")
        if not self.inside(real):
            f.leave("high", "write", f"{verb} {real}, outside the workspace")
        else:
            f.add("medium", "write", f"{verb} {self.rel(real)}")

    def check_delete(self, f: _Findings, word: Word, cwd: str | None, verb: str = "deletes") -> None:
        paths = self.resolve(word, cwd)
        if paths is None:
            f.add("high", "delete", f"{verb} a path that cannot be resolved statically ({word.value!r})")
            return
        for real in paths:
            if self.inside(real):
                f.add("high", "delete", f"{verb} {self.rel(real)}")
            else:
                f.leave("high", "delete", f"{verb} {real} (outside the workspace)")

    def rel(self, real: str) -> str:
        if self.ws and self.inside(real):
            r = os.path.relpath(real, self.ws)
            return r if r != "." else "the workspace root"
        return real


# ---------------------------------------------------------------------------------------------
# Option parsing shared by the tool handlers


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


def _has(opts: list[tuple[str, Word | None]], *names: str) -> bool:
    return any(o in names for o, _ in opts)


def _vals(opts: list[tuple[str, Word | None]], *names: str) -> list[Word]:
    return [v for o, v in opts if o in names and v is not None]


# ---------------------------------------------------------------------------------------------
# Read-only tool table


@dataclass(frozen=True)
class Tool:
    """A program that is low when used as described: reads its path operands, prints to stdout."""

    value: frozenset[str] = frozenset()
    patterns: int = 0  # leading operands that are data, not paths (grep PATTERN, tr SET)
    paths: str = "content"  # content | meta | none
    implicit_cwd: bool = False  # no path operand means the current directory (ls, find, du)
    #: option -> (risk, category, reason) for options that leave the read-only shape
    flags: tuple[tuple[str, str, str, str], ...] = ()
    #: options whose value is a path read / written
    read_opts: frozenset[str] = frozenset()
    write_opts: frozenset[str] = frozenset()


def _t(value: str = "", **kw: object) -> Tool:
    for k in ("read_opts", "write_opts"):
        if k in kw and isinstance(kw[k], str):
            kw[k] = frozenset(str(kw[k]).split())
    return Tool(value=frozenset(value.split()), **kw)  # type: ignore[arg-type]


_TOOLS: dict[str, Tool] = {
    "ls": _t("-I --ignore --hide -w --width -T --tabsize --block-size --format --quoting-style "
             "--indicator-style --sort --time --time-style --color", paths="meta", implicit_cwd=True),
    "cat": _t(), "tac": _t("-s --separator"), "rev": _t(), "nl": _t("-b -d -f -h -i -l -n -s -v -w"),
    "head": _t("-n -c --lines --bytes"), "wc": _t(read_opts="--files0-from"),
    "tail": _t("-n -c --lines --bytes --pid -s --sleep-interval --max-unchanged-stats",
               flags=(("-f", "medium", "exec", "tail -f never terminates"),
                      ("-F", "medium", "exec", "tail -F never terminates"),
                      ("--follow", "medium", "exec", "tail --follow never terminates"))),
    "cut": _t("-b -c -f -d --bytes --characters --fields --delimiter --output-delimiter"),
    "paste": _t("-d --delimiters"), "fold": _t("-w --width"), "fmt": _t("-w -p -g --width --prefix --goal"),
    "expand": _t("-t --tabs"), "unexpand": _t("-t --tabs"),
    "column": _t("-s -o -c -t -N -R -E -H -W -J -l -d -r --separator --output-separator --table-columns "
                 "--output-width --table-name --table-right --table-truncate --table-hide --table-wrap"),
    "od": _t("-A -j -N -S -t -w --address-radix --skip-bytes --read-bytes --strings --format --width"),
    "hexdump": _t("-e -n -s", read_opts="-f"), "strings": _t("-n -t -e -T --bytes --radix --encoding --target"),
    "xxd": _t("-c -g -l -o -s -n -cols -len -seek -name"),
    "base64": _t("-w --wrap"), "base32": _t("-w --wrap"), "basenc": _t("-w --wrap"),
    "md5sum": _t(flags=(("-c", "medium", "read", "--check reads the files named inside the checksum list"),
                        ("--check", "medium", "read", "--check reads the files named inside the checksum list"))),
    "cksum": _t("-a -l --algorithm --length"), "sum": _t(),
    "comm": _t("--output-delimiter"), "join": _t("-a -e -j -o -t -v -1 -2"),
    "cmp": _t("-i -n --ignore-initial --bytes"),
    "diff": _t("-C -U -W -I -x -F -S -D --label --ifdef --line-format --old-line-format --new-line-format "
               "--unchanged-line-format --old-group-format --new-group-format --changed-group-format "
               "--unchanged-group-format --horizon-lines --ignore-matching-lines --exclude --starting-file "
               "--width --tabsize --show-function-line --color --palette",
               read_opts="-X --exclude-from --from-file --to-file",
               flags=(("-r", "medium", "read", "diff -r follows symlinks met while recursing"),
                      ("--recursive", "medium", "read", "diff -r follows symlinks met while recursing"))),
    "file": _t("-F -P -e --separator --parameter --exclude", read_opts="-m --magic-file -f --files-from",
               flags=(("-C", "medium", "write", "file -C compiles a magic file (writes)"),
                      ("--compile", "medium", "write", "file -C compiles a magic file (writes)"))),
    "stat": _t("-c --format --printf", paths="meta"),
    "du": _t("-d --max-depth -B --block-size -t --threshold --exclude --time-style --time",
             read_opts="-X --exclude-from --files0-from", paths="meta", implicit_cwd=True,
             flags=(("-L", "medium", "read", "du -L follows symlinks out of the workspace"),
                    ("--dereference", "medium", "read", "du -L follows symlinks out of the workspace"))),
    "df": _t("-B -t -x --block-size --type --exclude-type --output", paths="meta"),
    "tree": _t("-L -P -I --filelimit --timefmt -H -T --charset --sort --gitfile --infile",
               paths="meta", implicit_cwd=True, write_opts="-o",
               flags=(("-l", "medium", "read", "tree -l follows symlinks out of the workspace"),
                      ("-R", "medium", "write", "tree -R writes 00Tree.html files"),
                      ("--fromfile", "medium", "read", "tree --fromfile reads a listing"))),
    "tr": _t(paths="none"), "echo": _t(paths="none"), "printf": _t(paths="none",
        flags=(("-v", "medium", None, "printf -v assigns a shell variable"),)),  # fmt: skip
    "pwd": _t(paths="none"), "basename": _t("-s --suffix", paths="none"), "dirname": _t(paths="none"),
    "realpath": _t("--relative-to --relative-base", paths="none"), "readlink": _t(paths="none"),
    "true": _t(paths="none"), "false": _t(paths="none"), ":": _t(paths="none"),
    "which": _t(paths="none"), "type": _t(paths="none"), "whereis": _t("-B -M -S -f", paths="none"),
    "seq": _t("-f -s --format --separator", paths="none", flags=()), "expr": _t(paths="none"),
    "yes": _t(paths="none"), "sleep": _t(paths="none"), "id": _t(paths="none"), "whoami": _t(paths="none"),
    "groups": _t(paths="none"), "uname": _t(paths="none"), "nproc": _t(paths="none"), "arch": _t(paths="none"),
    "uptime": _t(paths="none"), "free": _t(paths="none"), "tty": _t(paths="none"), "locale": _t(paths="none"),
    "getconf": _t(paths="none"), "logname": _t(paths="none"), "cal": _t(paths="none"), "ncal": _t(paths="none"),
    "lsb_release": _t(paths="none"), "numfmt": _t("--format --from --to --padding --field --suffix --round"
                                                  " --from-unit --to-unit --grouping --invalid", paths="none"),
    "tsort": _t(), "look": _t("-t", patterns=1), "zcat": _t(), "bzcat": _t(), "xzcat": _t(), "zstdcat": _t(),
    "lz4cat": _t(), "unxz": _t(), "shuf": _t("-n -i --head-count --input-range --random-source", write_opts="-o --output"),
    "sort": _t("-k -t -S -T --key --field-separator --buffer-size --temporary-directory --batch-size --parallel",
               read_opts="--files0-from --random-source", write_opts="-o --output",
               flags=(("--compress-program", "medium", "exec", "sort --compress-program runs a program"),)),
    "iconv": _t("-f -t --from-code --to-code", write_opts="-o --output"),
    "sdiff": _t("-w -W -I --width --ignore-matching-lines", write_opts="-o --output"),
    "diff3": _t("-L --label --diff-program"), "pr": _t("-h -l -w -o -s -N -e -i -n -W --header --length --width"),
    "lsattr": _t(paths="meta"), "getfacl": _t(paths="meta"), "namei": _t(paths="meta"), "pathchk": _t(paths="none"),
    "lscpu": _t(paths="none"), "lsblk": _t(paths="none"), "tput": _t(paths="none"), "clear": _t(paths="none"),
    "dirs": _t(paths="none"), "hostid": _t(paths="none"), "users": _t(paths="none"),
    "factor": _t(paths="none"),
    "ag": _t("-A -B -C -G -g -m -p --path-to-ignore --ignore --ignore-dir --depth --file-search-regex --context "
             "--after --before --max-count --workers", patterns=1, implicit_cwd=True,
             flags=(("--pager", "medium", "exec", "ag --pager runs a program"),
                    ("-f", "medium", "read", "ag -f follows symlinks out of the workspace"),
                    ("--follow", "medium", "read", "ag --follow follows symlinks out of the workspace"))),
    "fd": _t("-d -t -e -E -S -j -c --max-depth --min-depth --exact-depth --type --extension --exclude --size "
             "--threads --changed-within --changed-before --owner --base-directory --color --max-results "
             "--ignore-file --search-path --format", patterns=1, implicit_cwd=True, paths="meta",
             flags=(("-x", "medium", "exec", "fd --exec runs a program for every match"),
                    ("--exec", "medium", "exec", "fd --exec runs a program for every match"),
                    ("-X", "medium", "exec", "fd --exec-batch runs a program"),
                    ("--exec-batch", "medium", "exec", "fd --exec-batch runs a program"),
                    ("-L", "medium", "read", "fd -L follows symlinks out of the workspace"),
                    ("--follow", "medium", "read", "fd -L follows symlinks out of the workspace"))),
    "compgen": _t(paths="none"), "hash": _t(paths="none", flags=(("-p", "medium", "exec", "hash -p remaps a command name to another program"),)),
    "test": _t(paths="none"), "[": _t(paths="none"), "[[": _t(paths="none"),
    "wait": _t(paths="none"), "jobs": _t(paths="none"), "read": _t(paths="none"), "getopts": _t(paths="none"),
    "exit": _t(paths="none"), "return": _t(paths="none"), "break": _t(paths="none"), "continue": _t(paths="none"),
    "shift": _t(paths="none"), "times": _t(paths="none"), "help": _t(paths="none"), "unset": _t(paths="none"),
    "unalias": _t(paths="none"), "date": _t("-d --date -I --iso-8601 --rfc-3339", read_opts="-f --file -r --reference",
                                            paths="none",
                                            flags=(("-s", "high", "privileged", "date -s sets the system clock"),
                                                   ("--set", "high", "privileged", "date --set sets the system clock"))),
}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# The classifier

_SHELLS = {"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "yash", "posh", "fish", "tcsh", "csh", "rbash"}
_INTERPRETERS = {
    "python", "pypy", "node", "deno", "bun", "perl", "ruby", "irb", "php", "lua", "luajit", "R", "Rscript",
    "julia", "java", "jshell", "groovy", "scala", "kotlin", "kotlinc", "dotnet", "pwsh", "powershell",
    "osascript", "tclsh", "wish", "expect", "guile", "racket", "sbcl", "clisp", "ghc", "ghci", "runghc",
    "runhaskell", "swift", "erl", "escript", "elixir", "iex", "ocaml", "gdb", "lldb", "dc", "jjs", "rhino",
    "ts-node", "tsx", "cscript", "wscript", "awk_script",
}  # fmt: skip
_PAGERS_EDITORS = {
    "less", "more", "most", "pg", "man", "info", "vim", "vi", "nvim", "view", "vimdiff", "nano", "pico",
    "emacs", "emacsclient", "ed", "ex", "joe", "mcedit", "mc", "top", "htop", "btop", "tmux", "screen",
    "zless", "zmore", "bzless", "xzless", "lesspipe", "sensible-pager", "sensible-editor", "editor", "pager",
}  # fmt: skip
_NETWORK = {
    "wget", "telnet", "ftp", "tftp", "lftp", "aria2c", "axel", "http", "https", "httpie", "xh", "lynx",
    "links", "w3m", "elinks", "dig", "nslookup", "host", "whois", "ping", "ping6", "traceroute", "tracepath",
    "mtr", "nmap", "masscan", "arp-scan", "ssh-keyscan", "gh", "hub", "glab", "aws", "gcloud", "gsutil", "az",
    "s3cmd", "rclone", "ngrok", "tailscale", "wg", "mosh", "twine", "netstat", "ss", "ifconfig", "curlie",
    "websocat", "wscat", "grpcurl", "hping3", "tcpdump", "tshark",
}  # fmt: skip
_PRIVILEGED = {
    "su", "sudo", "doas", "pkexec", "runuser", "chroot", "nsenter", "unshare", "pivot_root", "capsh",
    "setcap", "chattr", "mount", "umount", "losetup", "swapon", "swapoff", "fdisk", "sfdisk", "cfdisk",
    "parted", "gdisk", "sgdisk", "wipefs", "mkfs", "mke2fs", "tune2fs", "e2fsck", "resize2fs", "dmsetup",
    "cryptsetup", "mdadm", "blkdiscard", "hdparm", "sdparm", "badblocks", "lvremove", "vgremove",
    "pvremove", "lvcreate", "useradd", "userdel", "usermod", "groupadd", "groupdel", "groupmod", "passwd",
    "chpasswd", "chsh", "chfn", "visudo", "vipw", "vigr", "newgrp", "sg", "gpasswd", "iptables",
    "ip6tables", "nft", "ufw", "firewall-cmd", "modprobe", "insmod", "rmmod", "setenforce", "auditctl",
    "reboot", "shutdown", "halt", "poweroff", "init", "telinit", "kexec", "sysrq", "chown", "chgrp",
    "setfacl", "at", "batch", "atrm", "systemd-run", "systemd-nspawn", "machinectl", "launchctl", "update-rc.d", "chkconfig", "rc-update",
    "update-alternatives", "ldconfig", "grub-install", "update-grub", "efibootmgr", "dmesg",
}  # fmt: skip
_KILLERS = {"kill", "pkill", "killall", "skill", "xkill", "slay", "killall5"}
_BUILD_TOOLS = {
    "make", "gmake", "cmake", "ninja", "meson", "bazel", "bazelisk", "buck", "buck2", "just", "task",
    "rake", "invoke", "fab", "mvn", "mvnw", "gradle", "gradlew", "ant", "sbt", "lein", "mix", "rebar3",
    "pytest", "py.test", "tox", "nox", "jest", "vitest", "mocha", "rspec", "phpunit", "ctest", "tsc",
    "eslint", "prettier", "ruff", "black", "isort", "flake8", "mypy", "pylint", "pyright", "cargo-test",
    "hatch", "pre-commit", "nodemon", "webpack", "vite", "rollup", "esbuild", "babel", "gcc", "g++", "cc",
    "c++", "clang", "clang++", "ld", "as", "rustc", "javac", "go-test", "swiftc", "zig", "nim", "crystal",
    "terraform-plan", "ansible-lint", "shellcheck", "hadolint", "coverage", "sphinx-build", "mkdocs",
    "jupyter", "ipython", "bundle-exec", "tox4", "nx", "turbo", "lerna", "deno-task", "xcodebuild",
}  # fmt: skip
_ENV_HARMLESS = {
    "LANG", "LANGUAGE", "TZ", "COLUMNS", "LINES", "NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "FORCE_COLOR",
    "TERM", "COLORTERM", "POSIXLY_CORRECT", "GREP_COLOR", "GREP_COLORS", "LS_COLORS", "TIME_STYLE",
    "QUOTING_STYLE", "BLOCK_SIZE", "DU_BLOCK_SIZE", "DF_BLOCK_SIZE", "TABSIZE", "JQ_COLORS", "SOURCE_DATE_EPOCH",
}  # fmt: skip
_ENV_EXEC = re.compile(
    r"^(LD_\w+|DYLD_\w+|PATH|IFS|BASH_ENV|ENV|PS4|PS1|PROMPT_COMMAND|SHELLOPTS|BASHOPTS|CDPATH|GLOBIGNORE|"
    r"BASH_FUNC_\w+|GIT_\w+|PAGER|MANPAGER|SYSTEMD_PAGER|EDITOR|VISUAL|BROWSER|SHELL|LESSOPEN|LESSCLOSE|LESS|"
    r"PYTHON\w*|PERL5\w*|PERLLIB|RUBYOPT|RUBYLIB|NODE_OPTIONS|NODE_PATH|JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|"
    r"CLASSPATH|GCONV_PATH|HOSTALIASES|LOCPATH|NLSPATH|RIPGREP_CONFIG_PATH|TAR_OPTIONS|GREP_OPTIONS|"
    r"XDG_CONFIG_HOME|XDG_DATA_HOME|HOME|ZDOTDIR|INPUTRC|MALLOC_\w+|GLIBC_TUNABLES|TMPDIR|SSH_\w+|"
    r"http_proxy|https_proxy|HTTP_PROXY|HTTPS_PROXY|ALL_PROXY|all_proxy|NPM_CONFIG_\w+|PIP_\w+|CC|CXX|"
    r"LDFLAGS|CFLAGS|MAKEFLAGS|AWKPATH|AWKLIBPATH|JQ_LIBRARY_PATH|WGETRC|CURL_HOME|SUDO_ASKPASS|"
    r"TERMINFO|TERMCAP|MAIL\w*|PROMPT\w*)$"
)
#: programs whose arguments are only printed or compared: word splitting cannot change what they do
_SPLIT_SAFE = {"echo", "printf", "test", "[", "[[", ":", "true", "false", "seq", "expr", "sleep", "date", "basename",
               "dirname", "let", "exit", "return", "shift", "read", "wait", "set", "cd", "pushd"}  # fmt: skip
_DECODERS = {"base64", "base32", "basenc", "xxd", "openssl", "gpg", "gunzip", "zcat", "bzcat", "xzcat",
             "uudecode", "rev", "tr", "perl", "python", "printf", "echo", "dd", "od", "sed", "awk"}  # fmt: skip


class _Classifier:
    def __init__(self, boundary: _Boundary, depth: int = 0) -> None:
        self.b = boundary
        self.depth = depth

    # -- top level -----------------------------------------------------------------------------

    def run(self, result: ParseResult) -> list[tuple[SimpleCommand, _Findings]]:
        graded: list[tuple[SimpleCommand, _Findings]] = []
        for part in result.commands:
            f = _Findings()
            try:
                self.part(part, f, result)
            except Exception as exc:  # noqa: BLE001 - a classifier bug must fail closed, not crash
                f.add(
                    "high",
                    "exec",
                    f"internal classifier error ({type(exc).__name__}); refusing to grade as safe",
                )
            graded.append((part, f))
        self.cross_rules(graded, result)
        return graded

    def nested(self, f: _Findings, source: str, label: str, floor: str = "medium") -> None:
        """Grade a string that a program will run as shell code; fold the result into ``f``."""
        if self.depth >= _MAX_NESTED:
            f.add("high", "exec", f"{label}: code nested too deeply to analyse")
            return
        sub = parse_lenient(source)
        inner = _Classifier(self.b, self.depth + 1).run(sub)
        for _part, pf in inner:
            for r in pf.reasons:
                f.fold(pf.risk, f"{label}: {r}", pf, r)
            for c in pf.cats:
                f.cat(c)
            f.risk = max_risk(f.risk, pf.risk)
            f.secret = f.secret or pf.secret
        if sub.refused:
            f.add(floor, "exec", f"{label}: {sub.refusal}")
        f.add(floor, "exec", "")

    # -- one simple command --------------------------------------------------------------------

    def part(self, part: SimpleCommand, f: _Findings, result: ParseResult) -> None:
        for risk, cat, reason in part.findings:
            f.add(risk, cat, reason)
            if "dynamic string" in reason:
                f.exec_dynamic = True
        cwd = self.b.cwd_for(part)
        ctx = part.context
        if any(c in ("command substitution", "process substitution") for c in ctx):
            f.add("medium", "exec", "command substitution runs a nested command")
        if part.background:
            f.add("medium", "exec", "runs in the background and can outlive the command")
        if part.privileged:
            f.add(
                "high",
                "privileged",
                f"runs with elevated privileges ({', '.join(w for w in part.wrappers if w in ('sudo', 'doas', 'pkexec', 'runuser', 'chroot', 'su')) or 'sudo'})",
            )
        for w in part.wrappers:
            if w in ("nohup", "setsid", "coproc", "disown"):
                f.add("medium", "exec", f"{w} detaches the command so it can outlive the run")
            elif w in ("strace", "ltrace", "torsocks", "proxychains", "proxychains4", "watch"):
                f.add("medium", "exec", f"{w} runs another program")
        for mode, w in part.wrapper_paths:
            if mode == "write":
                self.b.check_write(f, w, cwd)
            else:
                self.b.check_read(f, w, cwd)
        for name, val in part.env:
            self.env_assignment(f, name, val, prefix=part.kind != "assignment")
        self.redirects(part, f, cwd)
        self.secret_vars(part, f)

        if part.kind in ("command", "test") and part.argv:
            f.ctx_mode = False
        if part.kind == "assignment" or part.kind == "function":
            return
        if part.kind == "redirect":
            return
        if part.kind == "arithmetic":
            return
        if part.kind == "declaration":
            self.declaration(part, f)
            return
        if not part.argv:
            return
        head = part.argv[0]
        if head.dynamic:
            self.dynamic_head(part, head, f, cwd, result)
            return
        if head.glob and cwd is not None:
            # /???/?at  or  /bin/r? : bash runs the first match
            pattern = head.pattern if head.pattern.startswith("/") else os.path.join(cwd, head.pattern)
            matches = sorted(_glob.glob(pattern))[:20]
            f.add("medium", "exec", f"command name is a glob pattern ({head.value!r}) - obfuscation")
            # bash runs the first match, but which one that is depends on the machine: grade them all
            for m in matches:
                alt = SimpleCommand(argv=[Word(m)] + part.argv[1:], context=list(part.context),
                                    cd_chain=part.cd_chain, env=part.env, wrappers=part.wrappers)  # fmt: skip
                af = _Findings()
                self.program(alt, af, cwd, result)
                if _RANK[af.risk] > _RANK["medium"]:
                    for r in af.reasons:
                        f.fold(af.risk, f"may run {m}: {r}", af, r)
                f.cats.extend(c for c in af.cats if c not in f.cats)
            return
        self.program(part, f, cwd, result)
        f.ctx_mode = True
        name = _family(program_name(normalize_name(head.value)[0])[0])
        if name not in _SPLIT_SAFE:
            for w in part.argv[1:]:
                if w.dynamic and not (w.raw.startswith('"') and w.raw.endswith('"')) and not w.tilde:
                    f.add("medium", "exec", f"unquoted expansion {w.value!r} can split into extra arguments")
                    break
        if part.dynamic_args:
            f.add(
                "medium", "exec", f"{' '.join(part.wrappers) or 'the caller'} appends arguments at run time"
            )

    _KNOWN_HEADS = {"SHELL": "sh", "BASH": "bash", "EDITOR": "vi", "VISUAL": "vi", "PAGER": "less",
                    "PYTHON": "python", "CC": "cc", "CXX": "c++", "MAKE": "make", "GIT": "git"}  # fmt: skip

    def dynamic_head(
        self, part: SimpleCommand, head: Word, f: _Findings, cwd: str | None, result: ParseResult
    ) -> None:
        m = re.fullmatch(r'"?\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?"?', head.raw or head.value)
        guess = head.guess if head.guess and "$" not in head.guess and "`" not in head.guess else None
        if m and m.group(1) in self._KNOWN_HEADS and guess is None:
            f.add("medium", "exec", f"runs the program named by ${m.group(1)} (a user setting)")
            guess = self._KNOWN_HEADS[m.group(1)]
        else:
            f.add("high", "exec", f"command name is computed at run time ({head.value!r}) - obfuscation")
        if guess is None:
            return
        guessed = SimpleCommand(
            argv=[Word(guess)] + part.argv[1:], context=list(part.context), cd_chain=part.cd_chain
        )
        gf = _Findings()
        self.program(guessed, gf, cwd, result)
        if _family(program_name(guess)[0]) in _SHELLS:
            args = part.argv[1:]
            for i, a in enumerate(args[:-1]):
                if a.value == "-c" and not args[i + 1].dynamic:
                    self.nested(gf, args[i + 1].value, f"{guess} -c")
        for r in gf.reasons:
            f.fold(gf.risk, f"spells {guess!r}: {r}", gf, r)
        f.risk = max_risk(f.risk, gf.risk)
        f.cats.extend(c for c in gf.cats if c not in f.cats)
        f.secret = f.secret or gf.secret

    def program(self, part: SimpleCommand, f: _Findings, cwd: str | None, result: ParseResult) -> None:
        raw_name = part.argv[0].value
        name, folded = normalize_name(raw_name)
        if folded:
            f.add(
                "medium", "exec", f"command name {raw_name!r} uses look-alike characters (reads as {name!r})"
            )
        if name == "" or name.isspace():
            f.add("medium", "exec", "empty command name")
            return
        key, by_path = program_name(name)
        key = _family(key)
        if by_path and key not in _TOOLS and key not in _HANDLERS:
            f.add("medium", "exec", by_path)
            self.generic_paths(part, f, cwd)
            return
        if key in result.functions and not part.wrappers:
            return  # calling a function defined in the command: its body is graded on its own
        args = part.argv[1:]
        handler = _HANDLERS.get(key)
        if handler is not None:
            handler(self, part, key, args, f, cwd)
            return
        tool = _TOOLS.get(key)
        if tool is not None:
            self.tool(tool, key, part, args, f, cwd)
            return
        self.other(part, key, args, f, cwd)

    # -- generic pieces ------------------------------------------------------------------------

    def tool(
        self, tool: Tool, key: str, part: SimpleCommand, args: list[Word], f: _Findings, cwd: str | None
    ) -> None:
        opts, operands = split_args(args, tool.value | tool.read_opts | tool.write_opts)
        for opt, _val in opts:
            for fl, risk, cat, reason in tool.flags:
                if opt == fl or (fl.startswith("--") and opt == fl):
                    f.add(risk, cat or None, reason)
        for opt, val in opts:
            if val is None:
                continue
            if opt in tool.read_opts:
                self.b.check_read(f, val, cwd)
            elif opt in tool.write_opts:
                self.b.check_write(f, val, cwd)
        if tool.paths == "none":
            return
        paths = operands[tool.patterns :]
        # Tools that lstat their operands see a symlink itself, not where it points.
        follow = True
        if key == "ls":
            # ls follows a command-line symlink only to list a directory's contents (not with -d/-l/-F)
            long_form = _has(
                opts, "-d", "--directory", "-l", "-g", "-o", "-n", "-F", "--classify", "--format"
            )
            follow = not long_form or _has(opts, "-L", "--dereference", "-H", "--dereference-command-line")
        elif key == "file":
            follow = _has(opts, "-L", "--dereference")
        elif key == "stat":
            follow = _has(opts, "-L", "--dereference")
        elif key == "du":
            follow = _has(opts, "-L", "-D", "-H", "--dereference", "--dereference-args")
        for w in paths:
            if w.value == "-" and not w.dynamic:
                continue
            self.b.check_read(f, w, cwd, content=tool.paths == "content", follow=follow)
        if not paths and tool.implicit_cwd:
            self.implicit_cwd(f, cwd)

    def implicit_cwd(self, f: _Findings, cwd: str | None) -> None:
        if cwd is None:
            f.add("medium", "read", "the working directory cannot be known statically")
        elif not self.b.inside(cwd):
            f.leave("medium", "read", f"the working directory {cwd} is outside the workspace")

    def generic_paths(self, part: SimpleCommand, f: _Findings, cwd: str | None) -> None:
        """For programs we cannot model: escalate when an argument names credentials."""
        for w in part.argv[1:]:
            v = w.value
            if w.dynamic or not (v.startswith(("/", "~", ".")) or "/" in v):
                continue
            if "=" in v and not v.startswith(("/", "~", ".")):
                v = v.split("=", 1)[1]
                w = Word(v, tilde=v.startswith("~"))
            if "://" in v:
                continue
            paths = self.b.resolve(w, cwd)
            for real in paths or []:
                reason = secret_reason(real)
                if reason:
                    f.add("high", "read", f"touches credentials: {reason}")
                    f.secret = True

    def other(self, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None) -> None:
        if key in _SHELLS:
            self.shell(part, key, args, f, cwd)
        elif key in _INTERPRETERS:
            self.interpreter(part, key, args, f, cwd)
        elif key in _PAGERS_EDITORS:
            f.add("medium", "exec", f"{key} is interactive and can run commands (pager/editor escapes)")
            self.generic_paths(part, f, cwd)
            for w in args:
                if not w.value.startswith("-") or w.dynamic:
                    self.b.check_read(f, w, cwd)
        elif key in _NETWORK:
            f.add("medium", "network", f"{key} talks to the network")
            self.generic_paths(part, f, cwd)
        elif key == "fuser":
            if any(
                a.value.startswith("-") and "k" in a.value.lstrip("-")
                for a in args
                if not a.value.startswith("--")
            ):
                f.add("high", "privileged", "fuser -k kills processes")
            else:
                f.add("medium", "read", "fuser inspects other processes")
        elif key in _KILLERS:
            if key == "kill" and any(a.value in ("-l", "-L", "--list", "--table") for a in args):
                return
            f.add("high", "privileged", f"{key} sends signals to processes")
        elif key in ("at", "atq") and (key == "atq" or any(a.value in ("-l", "-c") for a in args)):
            f.add("medium", "read", "lists scheduled at jobs")
        elif key in _PRIVILEGED:
            f.add("high", "privileged", f"{key} needs or changes system privileges/state")
        elif key in _BUILD_TOOLS:
            f.add("medium", "exec", f"{key} runs code from the workspace (build/test tooling)")
            self.generic_paths(part, f, cwd)
        else:
            f.add("medium", "exec", f"{key} is not a known read-only program")
            self.generic_paths(part, f, cwd)

    def redirects(self, part: SimpleCommand, f: _Findings, cwd: str | None) -> None:
        for r in part.redirects:
            if r.target is None:
                continue
            if r.op in (">", ">>", ">|", "&>", "&>>", ">&"):
                self.b.check_write(f, r.target, cwd, verb="appends to" if ">>" in r.op else "writes")
            elif r.op in ("<", "<&"):
                self.b.check_read(f, r.target, cwd)
            elif r.op == "<>" or "<" in r.op and ">" in r.op:
                self.b.check_write(f, r.target, cwd)
            if r.target.value.startswith(("/dev/tcp/", "/dev/udp/")):
                name = _family(program_name(part.name)[0]) if part.argv else ""
                if (
                    part.kind == "redirect"
                    or name in _SHELLS
                    or name in _INTERPRETERS
                    or name in ("exec", "cat", "nc")
                ):
                    f.add(
                        "high",
                        "network",
                        "connects a shell or raw stream to a network socket (reverse shell pattern)",
                    )

    def secret_vars(self, part: SimpleCommand, f: _Findings) -> None:
        for w in part.argv[1:] + [v for _, v in part.env] + [r.target for r in part.redirects if r.target]:
            if not w.dynamic:
                continue
            for m in re.finditer(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)", w.raw or w.value):
                if _SECRET_VAR.search(m.group(1)):
                    f.add("high", "read", f"expands ${m.group(1)}, which looks like a credential")
                    f.secret = True

    def env_assignment(self, f: _Findings, name: str, val: Word, prefix: bool) -> None:
        if _ENV_EXEC.match(name):
            what = "for the command" if prefix else "for later commands"
            f.add("medium", "exec", f"sets {name} {what}, which can make programs run other code")
            if name.startswith(("LD_", "DYLD_")) or name in ("BASH_ENV", "ENV", "PROMPT_COMMAND", "PS4"):
                f.reasons[-1] = f"sets {name}, which loads or runs arbitrary code"
            return
        if name in _ENV_HARMLESS or name.startswith("LC_"):
            return
        if not prefix and (name.islower() or not name.isupper()):
            return  # a shell-local variable
        if prefix:
            f.add(
                "medium",
                "exec",
                f"sets environment variable {name} for the command (can change its behaviour)",
            )
        elif name.isupper():
            f.add("medium", "exec", f"sets {name}, which later programs may read")

    def declaration(self, part: SimpleCommand, f: _Findings) -> None:
        kw = part.argv[0].value
        rest = part.argv[1:]
        if kw == "unset":
            return
        flags = [w.value for w in rest if w.value.startswith(("-", "+"))]
        assigns = [w for w in rest if "=" in w.value and not w.value.startswith("-")]
        if kw == "export" or any("x" in fl for fl in flags):
            for w in assigns:
                name = w.value.split("=", 1)[0]
                self.env_assignment(f, name, Word(w.value.split("=", 1)[1], dynamic=w.dynamic), prefix=True)
            names = [w.value for w in rest if "=" not in w.value and not w.value.startswith("-")]
            for n in names:
                if _ENV_EXEC.match(n):
                    f.add("medium", "exec", f"exports {n}")
        else:
            for w in assigns:
                name = w.value.split("=", 1)[0]
                self.env_assignment(f, name, Word(w.value.split("=", 1)[1], dynamic=w.dynamic), prefix=False)
        if (not rest and kw in ("export", "declare", "typeset", "readonly", "local")) or any(
            fl in ("-p",) for fl in flags
        ):
            f.add("medium", "read", f"{kw} prints shell/environment variables, which may hold secrets")
        if any("f" in fl.lstrip("-+") and fl.startswith("-") and kw != "local" for fl in flags) and assigns:
            f.add("medium", "exec", f"{kw} -f changes shell functions")

    # -- shells and interpreters ---------------------------------------------------------------

    def shell(self, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None) -> None:
        c_mode = any(
            (
                a.value == "-c"
                or (a.value.startswith("-") and not a.value.startswith("--") and "c" in a.value[1:])
            )
            for a in args
            if not a.dynamic
        )
        if c_mode:
            f.add("medium", "exec", f"{key} -c runs a shell string")
            return
        opts, operands = split_args(
            args, {"-o", "+o", "-O", "+O", "--rcfile", "--init-file"}, stop_at_operand=True
        )
        if operands:
            f.add("medium", "exec", f"{key} runs the script {operands[0].value}")
            self.b.check_read(f, operands[0], cwd)
            if operands[0].dynamic:
                f.exec_dynamic = True
                f.add("medium", "exec", "runs a script produced at run time")
        else:
            if _has(opts, "-i"):
                f.add("medium", "exec", f"starts an interactive {key}")
            f.add("medium", "exec", f"{key} runs commands read from stdin")
        for v in _vals(opts, "--rcfile", "--init-file"):
            self.b.check_read(f, v, cwd)

    _INLINE_FLAGS = {
        "python": ("-c",), "pypy": ("-c",), "perl": ("-e", "-E"), "ruby": ("-e",), "node": ("-e", "--eval", "-p", "--print"),
        "php": ("-r",), "lua": ("-e",), "Rscript": ("-e",), "deno": ("eval",), "bun": ("-e", "--eval"),
        "osascript": ("-e",), "julia": ("-e", "--eval"), "awk_script": (),
    }  # fmt: skip

    def interpreter(
        self, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
    ) -> None:
        f.add("medium", "exec", f"{key} runs arbitrary code")
        inline_flags = self._INLINE_FLAGS.get(key, ("-c", "-e"))
        code: Word | None = None
        script: Word | None = None
        module: str | None = None
        i = 0
        while i < len(args):
            a = args[i].value
            if a in inline_flags or (len(a) > 2 and a[:2] in inline_flags and not a.startswith("--")):
                code = args[i + 1] if a in inline_flags and i + 1 < len(args) else Word(a[2:])
                break
            if key in ("python", "pypy") and a.startswith("-m"):
                module = a[2:] or (args[i + 1].value if i + 1 < len(args) else "")
                break
            if a.startswith("-") and a != "-":
                i += 1
                continue
            script = args[i]
            break
        if module is not None:
            self.python_module(module, args, f, cwd)
            return
        if code is not None:
            if code.dynamic:
                f.exec_dynamic = True
                f.add("high", "exec", f"{key} runs dynamically built code (obfuscation)")
            else:
                self.inline_code(code.value, key, f)
            return
        if script is not None and script.value != "-":
            self.b.check_read(f, script, cwd)
            if script.dynamic:
                f.exec_dynamic = True
                f.add("medium", "exec", "runs code produced at run time")
            elif script.value == "setup.py" and any(
                a.value in ("install", "develop", "bdist_egg") for a in args
            ):
                f.add("high", "exec", "setup.py install installs a package")
        self.generic_paths(part, f, cwd)

    def python_module(self, module: str, args: list[Word], f: _Findings, cwd: str | None) -> None:
        if module == "pip":
            sub = next((a.value for a in args[2:] if not a.value.startswith("-")), "")
            self.pip(sub, f)
        elif module in ("http.server", "SimpleHTTPServer", "smtpd", "ftplib", "xmlrpc.server"):
            f.add("medium", "network", f"python -m {module} serves or reaches the network")
        elif module in ("venv", "virtualenv"):
            f.add("medium", "write", f"python -m {module} creates an environment")
        elif module in ("ensurepip",):
            f.add("high", "exec", "installs pip")

    _RE_DELETE = re.compile(
        r"rmtree|os\.remove|os\.unlink|\.unlink\(|os\.rmdir|unlinkSync|rmSync|fs\.rm\b|rmdirSync|"
        r"File\.delete|FileUtils\.rm|rm_rf|\bunlink\b|\brmdir\b|\.delete\(\)|remove_dir_all|truncate\(|Remove-Item"
    )
    _RE_SHELLOUT = re.compile(
        r"(?:os\.system|os\.popen|subprocess\.\w+|\bsystem|\bexec|execSync|spawnSync|\bspawn|popen|shell_exec|"
        r"passthru|\bexecFile|Popen|check_output|check_call|IO\.popen|Open3\.\w+|%x|\bqx)\s*[\(\{\[]?\s*\[?\s*"
        r"r?([\'\"])(.*?)(?<!\\)\1"
    )
    _RE_REVSHELL = re.compile(
        r"socket|TCPSocket|fsockopen|Net::|IO::Socket|net\.connect|createConnection", re.I
    )
    _RE_SPAWN = re.compile(r"dup2|pty\.spawn|/bin/(ba)?sh|subprocess|spawn|exec|system|popen|cmd\.exe", re.I)
    _RE_NET = re.compile(r"urllib|requests\.|http\.client|urlopen|fetch\(|XMLHttpRequest|Net::HTTP|LWP|HTTP::Tiny|"
                         r"open-uri|socket|curl|wget|axios|https?://", re.I)  # fmt: skip
    _RE_OBFUSCATE = re.compile(
        r"b64decode|base64|decode\(['\"](hex|base64|rot)|atob\(|fromCharCode|unpack\(|\\x[0-9a-f]{2}.*\\x[0-9a-f]{2}.*\\x",
        re.I,
    )
    _RE_EVAL = re.compile(r"\b(eval|exec|compile|Function)\s*\(")
    _RE_PATHLIT = re.compile(r"[\'\"]((?:~|/)[^\'\"\s]*)[\'\"]")
    _RE_FORK = re.compile(r"fork", re.I)

    def inline_code(self, code: str, key: str, f: _Findings) -> None:
        if self._RE_DELETE.search(code):
            f.add("high", "delete", f"{key} code deletes files")
        if self._RE_REVSHELL.search(code) and self._RE_SPAWN.search(code):
            f.add("high", "network", f"{key} code connects a socket to a process (reverse shell pattern)")
        elif self._RE_NET.search(code):
            f.add("medium", "network", f"{key} code uses the network")
        if self._RE_FORK.search(code) and re.search(r"while|for|loop|until|\bfork\b.*\bfork\b", code):
            f.add("high", "exec", f"{key} code forks in a loop (fork bomb pattern)")
        if self._RE_OBFUSCATE.search(code) and self._RE_EVAL.search(code):
            f.add("high", "exec", f"{key} code decodes and evaluates hidden code (obfuscation)")
        for m in self._RE_SHELLOUT.finditer(code):
            cmd = m.group(2)
            if cmd.strip():
                self.nested(f, cmd.encode().decode("unicode_escape", "ignore") if "\\" in cmd else cmd,
                            f"{key} runs shell command {cmd[:60]!r}")  # fmt: skip
        for m in self._RE_PATHLIT.finditer(code):
            p = m.group(1)
            if len(p) > 1:
                paths = self.b.resolve(Word(p, tilde=p.startswith("~")), self.b.base_cwd)
                for real in paths or []:
                    reason = secret_reason(real)
                    if reason:
                        f.add("high", "read", f"{key} code touches credentials: {reason}")
                        f.secret = True

    # -- package managers ----------------------------------------------------------------------

    def pip(self, sub: str, f: _Findings) -> None:
        if sub in ("install", "uninstall", "wheel"):
            f.add("high", "exec", f"pip {sub} installs/removes packages (runs third-party build code)")
        elif sub in ("download", "search", "index"):
            f.add("medium", "network", f"pip {sub} uses the network")
        else:
            f.add("medium", "exec", f"runs pip {sub}".strip())

    # -- cross-part rules ----------------------------------------------------------------------

    def cross_rules(self, graded: list[tuple[SimpleCommand, _Findings]], result: ParseResult) -> None:
        parts = result.commands
        for _, f in graded:
            f.ctx_mode = True
        any_network = any("network" in f.cats for _, f in graded)
        any_secret = any(f.secret for _, f in graded)
        env_dump = any(
            (p.argv and _family(program_name(p.name)[0]) in ("env", "printenv", "set", "export", "declare"))
            and any("environment" in r for r in f.reasons)
            for p, f in graded
        )
        for idx, (p, f) in enumerate(graded):
            name = _family(program_name(normalize_name(p.name)[0])[0]) if p.argv else ""
            runs_stdin = self._reads_code_from_stdin(p, name)
            if runs_stdin and p.upstream:
                ups = [graded[i] for i in p.upstream if i < len(graded)]
                up_names = [_family(program_name(normalize_name(u.name)[0])[0]) for u, _ in ups if u.argv]
                if any("network" in uf.cats for _, uf in ups):
                    f.add(
                        "high",
                        "exec",
                        "pipes data downloaded from the network into a shell/interpreter (remote code execution)",
                    )
                elif any(n in _DECODERS and n not in ("echo", "printf") for n in up_names):
                    f.add(
                        "high",
                        "exec",
                        "pipes decoded/transformed data into a shell/interpreter (obfuscation)",
                    )
                elif ups and all(n in ("echo", "printf") for n in up_names) and name in _SHELLS:
                    text = "\n".join(self._echo_text(u) for u, _ in ups)
                    self.nested(f, text, f"{name} reads from {up_names[0]}")
                elif ups and all(
                    n in ("cat", "head", "tail") and not any(a.dynamic for a in u.argv)
                    for (u, _), n in zip(ups, up_names, strict=False)
                ):
                    f.add("medium", "exec", f"{name} runs a script piped from a file")
                else:
                    f.add("high", "exec", f"pipes generated data into {name} (cannot see the code it runs)")
            if runs_stdin and p.stdin_dynamic:
                f.add("high", "exec", f"{name} runs a here-document built at run time")
            if any_network and (f.exec_dynamic or (runs_stdin and (p.upstream or p.stdin_dynamic))):
                f.add("high", "exec", "runs code that may come from the network")
            if "network" in f.cats and (any_secret or env_dump):
                f.add(
                    "high",
                    "network",
                    "sends data off-host in a command that reads credentials or the environment (exfiltration)",
                )
            if f.network_dev and any_secret:
                f.add("high", "network", "sends credentials to a network socket")
            del idx
        # exfiltration through a pipeline: credentials read upstream of a network stage
        for p, f in graded:
            if "network" in f.cats and p.upstream:
                if any(graded[i][1].secret for i in p.upstream if i < len(graded)):
                    f.add("high", "network", "sends credentials off-host")
        del parts

    @staticmethod
    def _echo_text(p: SimpleCommand) -> str:
        args = [w.value for w in p.argv[1:]]
        if p.argv and p.argv[0].value.endswith("printf") and args:
            return decode_ansi_c(args[0].replace("%s", " ".join(args[1:])))
        return " ".join(a for a in args if a not in ("-e", "-n", "-E"))

    def _reads_code_from_stdin(self, p: SimpleCommand, name: str) -> bool:
        if not p.argv or p.kind != "command":
            return False
        args = p.argv[1:]
        if name in _SHELLS:
            for a in args:
                v = a.value
                if a.dynamic:
                    return False
                if v == "-s":
                    return True
                if v == "-c" or (v.startswith("-") and not v.startswith("--") and "c" in v[1:]):
                    return False
                if not v.startswith(("-", "+")):
                    return False
            return True
        if name in ("python", "pypy", "perl", "ruby", "node", "php", "lua", "Rscript", "bun", "deno"):
            inline = self._INLINE_FLAGS.get(name, ("-c", "-e"))
            for a in args:
                v = a.value
                if v == "-":
                    return True
                if v in inline or v.startswith("-m"):
                    return False
                if not v.startswith("-"):
                    return False
            return True
        if name in ("source", ".", "eval"):
            return any(a.value in ("/dev/stdin", "-") for a in args)
        return False


# ---------------------------------------------------------------------------------------------
# Handlers for programs with option-dependent behaviour

_Handler = Callable[[_Classifier, SimpleCommand, str, list[Word], _Findings, "str | None"], None]
_HANDLERS: dict[str, _Handler] = {}


def _handler(*names: str) -> Callable[[_Handler], _Handler]:
    def deco(fn: _Handler) -> _Handler:
        for n in names:
            _HANDLERS[n] = fn
        return fn

    return deco


@_handler("cd", "pushd", "popd", "chdir")
def _h_cd(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    if key == "popd":
        return
    ops = [w for w in args if w.dynamic or not w.value.startswith("-") or w.value == "-"]
    if not ops:
        if key == "cd":
            f.leave("medium", "read", "cd with no argument goes to the home directory, outside the workspace")
        return
    target = ops[0]
    if target.value == "-" or target.value.startswith("+"):
        f.add("medium", "read", f"{key} {target.value} goes to a directory that cannot be known statically")
        return
    paths = c.b.resolve(target, cwd)
    if paths is None:
        f.add("medium", "read", f"{key} target {target.value!r} cannot be resolved statically")
        return
    for real in paths:
        if not c.b.inside(real):
            f.leave("medium", "read", f"{key} leaves the workspace ({real})")


@_handler("grep")
def _h_grep(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    value = {"-e", "-f", "-m", "-A", "-B", "-C", "-d", "-D", "--regexp", "--file", "--max-count", "--after-context",
             "--before-context", "--context", "--directories", "--devices", "--label", "--include", "--exclude",
             "--exclude-from", "--exclude-dir", "--color", "--colour", "--binary-files", "--group-separator"}  # fmt: skip
    opts, operands = split_args(args, value)
    recursive = _has(opts, "-r", "--recursive") or any(
        v.value == "recurse" for v in _vals(opts, "-d", "--directories")
    )
    if _has(opts, "-R", "--dereference-recursive"):
        recursive = True
        f.add("medium", "read", "grep -R follows every symlink while recursing (can leave the workspace)")
    if part.argv[0].value.startswith("rgrep"):
        recursive = True
    for v in _vals(opts, "-f", "--file", "--exclude-from"):
        c.b.check_read(f, v, cwd)
    has_pattern_opt = _has(opts, "-e", "--regexp", "-f", "--file")
    paths = operands if has_pattern_opt else operands[1:]
    for w in paths:
        if w.value != "-" or w.dynamic:
            c.b.check_read(f, w, cwd)
    if not paths and recursive:
        c.implicit_cwd(f, cwd)


@_handler("rg")
def _h_rg(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    value = {"-A", "-B", "-C", "-e", "-f", "-g", "-t", "-T", "-m", "-M", "-j", "-E", "-d", "-r", "--replace",
             "--max-depth", "--maxdepth", "--type-add", "--type-clear", "--colors", "--sort", "--sortr",
             "--context-separator", "--path-separator", "--max-filesize", "--pre", "--pre-glob", "--hostname-bin",
             "--ignore-file", "--engine", "--encoding", "--field-match-separator", "--field-context-separator",
             "--max-columns", "--threads", "--dfa-size-limit", "--regex-size-limit", "--iglob", "--glob",
             "--color", "--type", "--type-not", "--regexp", "--file", "--max-count", "--after-context",
             "--before-context", "--context", "--hyperlink-format", "--generate"}  # fmt: skip
    opts, operands = split_args(args, value)
    if _has(opts, "--pre"):
        f.add("medium", "exec", "rg --pre runs a preprocessor program on every file")
        for v in _vals(opts, "--pre"):
            c.generic_paths(SimpleCommand(argv=[Word("rg"), v]), f, cwd)
    if _has(opts, "--hostname-bin"):
        f.add("medium", "exec", "rg --hostname-bin runs a program")
    if _has(opts, "-L", "--follow"):
        f.add("medium", "read", "rg -L follows symlinks out of the workspace")
    if _has(opts, "--no-config") is False and any(k == "RIPGREP_CONFIG_PATH" for k, _ in part.env):
        f.add("medium", "exec", "rg config file can add --pre")
    for v in _vals(opts, "-f", "--file", "--ignore-file"):
        c.b.check_read(f, v, cwd)
    no_pattern = _has(
        opts,
        "--files",
        "--type-list",
        "-e",
        "--regexp",
        "-f",
        "--file",
        "--generate",
        "--version",
        "-V",
        "-h",
        "--help",
    )
    paths = operands if no_pattern else operands[1:]
    for w in paths:
        if w.value != "-" or w.dynamic:
            c.b.check_read(f, w, cwd)
    if not paths:
        c.implicit_cwd(f, cwd)


@_handler("find")
def _h_find(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    i = 0
    while (
        i < len(args)
        and args[i].value in ("-H", "-L", "-P", "-O0", "-O1", "-O2", "-O3", "-D")
        and not args[i].dynamic
    ):
        if args[i].value == "-L":
            f.add("medium", "read", "find -L follows symlinks out of the workspace")
        if args[i].value == "-D" and i + 1 < len(args):
            i += 1
        i += 1
    starts: list[Word] = []
    while i < len(args) and (
        args[i].dynamic or not (args[i].value.startswith(("-", "(", "!", ")")) or args[i].value == "-")
    ):
        if args[i].value == ",":
            break
        starts.append(args[i])
        i += 1
    expr = args[i:]
    follow_starts = any(a.value in ("-H", "-L") for a in args[:i])
    for w in starts:
        c.b.check_read(f, w, cwd, content=False, follow=follow_starts or w.value.endswith("/"))
    if not starts:
        c.implicit_cwd(f, cwd)
    j = 0
    while j < len(expr):
        v = expr[j].value
        if v in ("-exec", "-execdir", "-ok", "-okdir"):
            f.add("medium", "exec", f"find {v} runs a program for every match")
            k = j + 1
            while k < len(expr) and expr[k].value not in (";", "+"):
                k += 1
            j = k + 1
            continue
        if v == "-delete":
            f.add("high", "delete", "find -delete removes every match")
        elif v in ("-fprint", "-fprint0", "-fls", "-fprintf") and j + 1 < len(expr):
            c.b.check_write(f, expr[j + 1], cwd)
        elif v in ("-follow",):
            f.add("medium", "read", "find -follow follows symlinks out of the workspace")
        elif v in ("-newer", "-anewer", "-cnewer", "-samefile", "-files0-from") and j + 1 < len(expr):
            c.b.check_read(f, expr[j + 1], cwd, content=False)
        j += 1


@_handler("sed")
def _h_sed(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"-e", "-f", "-l", "--expression", "--file", "--line-length"})
    inplace = any(o in ("-i", "--in-place") for o, _ in opts) or any(
        o.startswith("--in-place") for o, _ in opts
    )
    # -i takes an optional attached suffix, which split_args reads as a cluster of flags: look at raw args
    inplace = inplace or any(
        (not a.dynamic) and re.match(r"^-[a-zA-Z]*i", a.value) and not a.value.startswith("--") for a in args
    )
    scripts = _vals(opts, "-e", "--expression")
    files = operands
    if not scripts and not _has(opts, "-f", "--file"):
        scripts, files = operands[:1], operands[1:]
    for v in _vals(opts, "-f", "--file"):
        c.b.check_read(f, v, cwd)
        f.add("medium", "exec", "sed -f runs a script file that may contain e/w commands")
    sandbox = _has(opts, "--sandbox")
    for s in scripts:
        if s.dynamic:
            f.add("medium", "exec", "sed program is built at run time")
            continue
        for risk, cat, reason, path in _sed_program_risks(s.value):
            if sandbox and cat in ("exec", "write"):
                continue
            f.add(risk, cat, reason)
            if path:
                if cat == "write":
                    c.b.check_write(f, Word(path, tilde=path.startswith("~")), cwd)
                else:
                    c.b.check_read(f, Word(path, tilde=path.startswith("~")), cwd)
    for w in files:
        if inplace:
            c.b.check_write(f, w, cwd, verb="rewrites in place")
            c.b.check_read(f, w, cwd)
        elif w.value != "-" or w.dynamic:
            c.b.check_read(f, w, cwd)
    if inplace:
        f.add("medium", "write", "sed -i rewrites files in place")


_SED_SAFE = set("pPdDnNgGhHxl=qQbtTyz}:F#")


def _sed_program_risks(prog: str) -> list[tuple[str, str, str, str | None]]:
    """Find the sed commands that leave print-only territory: e, w/W, r/R, s///e, s///w."""
    out: list[tuple[str, str, str, str | None]] = []
    i, n = 0, len(prog)

    def skip_ws(k: int) -> int:
        while k < n and prog[k] in " \t\n;":
            k += 1
        return k

    def skip_regex(k: int, delim: str) -> int:
        k += 1
        while k < n and prog[k] != delim:
            if prog[k] == "\\":
                k += 1
            elif prog[k] == "\n":
                break
            k += 1
        return k + 1

    def skip_addr(k: int) -> int:
        if k < n and prog[k] in "0123456789$":
            while k < n and (prog[k].isdigit() or prog[k] in "$~"):
                k += 1
        elif k < n and prog[k] == "/":
            k = skip_regex(k, "/")
            while k < n and prog[k] in "IM":
                k += 1
        elif k + 1 < n and prog[k] == "\\":
            k = skip_regex(k + 1, prog[k + 1])
        return k

    while i < n:
        i = skip_ws(i)
        if i >= n:
            break
        i = skip_addr(i)
        if i < n and prog[i] == ",":
            i = skip_addr(i + 1)
            if i < n and prog[i] in "+~":
                i += 1
                while i < n and prog[i].isdigit():
                    i += 1
        while i < n and prog[i] in " \t!":
            i += 1
        if i >= n:
            break
        cmd = prog[i]
        if cmd == "{":
            i += 1
            continue
        if cmd == "#":
            while i < n and prog[i] != "\n":
                i += 1
            continue
        if cmd == ":":
            while i < n and prog[i] not in "\n;":
                i += 1
            continue
        if cmd in "btT":
            i += 1
            while i < n and prog[i] not in "\n;}":
                i += 1
            continue
        if cmd in "aic":
            # text to the end of the line: prints only
            while i < n and prog[i] != "\n":
                if prog[i] == "\\":
                    i += 1
                i += 1
            continue
        if cmd in "s" or cmd == "y":
            if i + 1 >= n:
                out.append(("medium", "exec", "sed program could not be analysed", None))
                break
            delim = prog[i + 1]
            k = i + 1
            for _ in range(2 if cmd == "s" else 2):
                k = skip_regex(k, delim) - 1
            k += 1
            if cmd == "s":
                flags_start = k
                while k < n and prog[k] not in "\n;}":
                    if prog[k] == "w":
                        path = prog[k + 1 :].split("\n", 1)[0].strip()
                        out.append(("medium", "write", "sed s///w writes matches to a file", path or None))
                        k = n if "\n" not in prog[k:] else prog.index("\n", k)
                        break
                    if prog[k] == "e":
                        out.append(
                            ("medium", "exec", "sed s///e executes the pattern space as a command", None)
                        )
                    k += 1
                del flags_start
            i = k
            continue
        if cmd == "e":
            rest = prog[i + 1 :].split("\n", 1)[0].split(";", 1)[0].strip()
            out.append(
                (
                    "medium",
                    "exec",
                    f"sed e command executes {rest!r}" if rest else "sed e executes the pattern space",
                    None,
                )
            )
            i += 1 + len(rest) + 1
            continue
        if cmd in "wW":
            path = prog[i + 1 :].split("\n", 1)[0].strip()
            out.append(("medium", "write", "sed w writes to a file", path or None))
            i = prog.find("\n", i)
            i = n if i < 0 else i
            continue
        if cmd in "rR":
            path = prog[i + 1 :].split("\n", 1)[0].strip()
            out.append(("low", "read", "", path or None))
            i = prog.find("\n", i)
            i = n if i < 0 else i
            continue
        if cmd == "v":
            i += 1
            while i < n and prog[i] not in "\n;}":
                i += 1
            continue
        if cmd in _SED_SAFE:
            i += 1
            if cmd in "lqQ":
                while i < n and prog[i] in " 0123456789":
                    i += 1
            continue
        out.append(("medium", "exec", f"unrecognised sed command {cmd!r}", None))
        break
    return out


@_handler("awk")
def _h_awk(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"-F", "-v", "-f", "-E", "-i", "-l", "-o", "-p", "--file", "--include",
                                       "--load", "--field-separator", "--assign", "--exec", "--source"})  # fmt: skip
    if _has(opts, "-f", "--file", "-E", "--exec"):
        f.add("medium", "exec", "awk runs a program from a file")
        for v in _vals(opts, "-f", "--file", "-E", "--exec"):
            c.b.check_read(f, v, cwd)
        program = None
        files = operands
    else:
        program = operands[0] if operands else None
        files = operands[1:]
    if _has(opts, "-i", "--include", "-l", "--load"):
        f.add("medium", "exec", "awk loads extra source or a native extension")
    if _has(opts, "-o", "-p", "--pretty-print", "--profile"):
        f.add("medium", "write", "awk -o/-p writes a file")
    sources = [program] if program is not None else []
    sources += _vals(opts, "--source")
    for prog in sources:
        if prog.dynamic:
            f.add("medium", "exec", "awk program is built at run time")
            continue
        for risk, cat, reason in _awk_program_risks(prog.value):
            f.add(risk, cat, reason)
        for target in _awk_print_targets(prog.value):
            if target is None:
                f.add("medium", "write", "awk print > writes to a computed file name")
            else:
                c.b.check_write(f, Word(target, tilde=target.startswith("~")), cwd)
        # system("literal") and print | "literal": grade the command they spell out
        for m in re.finditer(r'\bsystem\s*\(\s*"((?:[^"\\]|\\.)*)"', prog.value):
            c.nested(f, m.group(1).replace('\\"', '"'), "awk system()")
        for m in re.finditer(r'(?<!\|)\|\s*"((?:[^"\\]|\\.)*)"', prog.value):
            target = m.group(1).split()
            if target and _family(program_name(target[0])[0]) in _SHELLS | _INTERPRETERS and len(target) == 1:
                f.add("high", "exec", "awk pipes generated text into a shell (runs data as code)")
            else:
                c.nested(f, m.group(1), "awk print |")
    for w in files:
        if re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", w.value):
            continue  # var=value operand
        if w.value != "-" or w.dynamic:
            c.b.check_read(f, w, cwd)


def _strip_awk_literals(prog: str) -> str:
    out: list[str] = []
    i, n = 0, len(prog)
    prev_sig = ""
    while i < n:
        ch = prog[i]
        if ch == '"':
            j = i + 1
            while j < n and prog[j] != '"':
                j += 2 if prog[j] == "\\" else 1
            out.append('""')
            i = j + 1
            prev_sig = '"'
            continue
        if ch == "/" and (prev_sig == "" or prev_sig in "(,~!&|{};:?=" or prev_sig == "\n"):
            j = i + 1
            while j < n and prog[j] != "/" and prog[j] != "\n":
                j += 2 if prog[j] == "\\" else 1
            out.append("//")
            i = j + 1
            prev_sig = "/"
            continue
        if ch == "#":
            while i < n and prog[i] != "\n":
                i += 1
            continue
        out.append(ch)
        if not ch.isspace():
            prev_sig = ch
        i += 1
    return "".join(out)


def _awk_print_targets(prog: str) -> list[str | None]:
    """Literal targets of print/printf > "file" (None when the target is an expression)."""
    out: list[str | None] = []
    for m in re.finditer(r'\bprintf?\b[^;{}\n]*?(?<![<>=!])>>?\s*("((?:[^"\\]|\\.)*)"|[^\s;{}]+)', prog):
        out.append(m.group(2) if m.group(2) is not None else None)
    return out


def _awk_program_risks(prog: str) -> list[tuple[str, str, str]]:
    s = _strip_awk_literals(prog)
    out: list[tuple[str, str, str]] = []
    if "/inet" in prog:
        out.append(("medium", "network", "awk /inet special files open network connections"))
        if re.search(r"\|&|getline", s):
            out.append(
                ("high", "network", "awk connects a network socket to commands (reverse shell pattern)")
            )
    if re.search(r"\bsystem\s*\(", s):
        out.append(("medium", "exec", "awk system() runs a shell command"))
    if re.search(r"\bgetline\b", s):
        out.append(("medium", "exec", "awk getline can read files or run commands"))
    if "|&" in s:
        out.append(("medium", "exec", "awk |& starts a coprocess"))
    if re.search(r"\bENVIRON\b|\bPROCINFO\b", s):
        out.append(("medium", "read", "awk reads the environment"))
    # print/printf redirection: a top-level > >> or | inside a print statement
    for m in re.finditer(r"\bprintf?\b", s):
        depth = 0
        k = m.end()
        while k < len(s) and s[k] not in ";}\n":
            ch = s[k]
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif depth <= 0 and ch == ">":
                break  # graded per target by the handler (print > "/dev/stderr" is fine)
            elif (
                depth <= 0
                and ch == "|"
                and (k + 1 >= len(s) or s[k + 1] != "|")
                and (k == 0 or s[k - 1] != "|")
            ):
                out.append(("medium", "exec", "awk print | pipes into a shell command"))
                break
            k += 1
    if re.search(r"\b(close|fflush)\s*\(", s) and not out:
        pass
    return out


@_handler("jq", "yq", "gojq", "jaq")
def _h_jq(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    i = 0
    files: list[Word] = []
    filt: Word | None = None
    from_file = False
    positional_args = False
    while i < len(args):
        w = args[i]
        v = w.value
        if positional_args:
            i += 1
            continue
        if not w.dynamic and v in ("--arg", "--argjson"):
            i += 3
            continue
        if not w.dynamic and v in ("--slurpfile", "--rawfile"):
            if i + 2 < len(args):
                c.b.check_read(f, args[i + 2], cwd)
            i += 3
            continue
        if not w.dynamic and v in ("-f", "--from-file"):
            from_file = True
            if i + 1 < len(args):
                c.b.check_read(f, args[i + 1], cwd)
                f.add("medium", "exec", "jq program comes from a file")
            i += 2
            continue
        if not w.dynamic and v in ("-L",):
            f.add("medium", "read", "jq -L loads modules from a directory")
            i += 2
            continue
        if not w.dynamic and v in ("--indent", "--tab-width"):
            i += 2
            continue
        if not w.dynamic and v in ("--args", "--jsonargs"):
            positional_args = True
            i += 1
            continue
        if not w.dynamic and v.startswith("-") and v != "-":
            if v.startswith("-L"):
                f.add("medium", "read", "jq -L loads modules from a directory")
            i += 1
            continue
        if filt is None and not from_file:
            filt = w
        else:
            files.append(w)
        i += 1
    if key == "yq" and any(
        a.value in ("-i", "--inplace") or re.match(r"^-[a-zA-Z]*i$", a.value) for a in args
    ):
        f.add("medium", "write", "yq -i rewrites files in place")
        for w in files:
            c.b.check_write(f, w, cwd, verb="rewrites")
    if filt is not None:
        if filt.dynamic:
            f.add("medium", "exec", "jq filter is built at run time")
        elif re.search(
            r"\$ENV|\benv\b|\$__prog_args|\binput_filename\b.*\bsystem|\bimport\b|\binclude\b", filt.value
        ):
            if re.search(r"\$ENV|\benv\b", filt.value):
                f.add("medium", "read", "jq reads environment variables, which may hold secrets")
            if re.search(r"\bimport\b|\binclude\b", filt.value):
                f.add("medium", "read", "jq imports modules from disk")
    for w in files:
        if w.value != "-" or w.dynamic:
            c.b.check_read(f, w, cwd)


@_handler("uniq")
def _h_uniq(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(
        args,
        {"-f", "-s", "-w", "--skip-fields", "--skip-chars", "--check-chars", "--group", "--all-repeated"},
    )
    if operands:
        if operands[0].value != "-" or operands[0].dynamic:
            c.b.check_read(f, operands[0], cwd)
    if len(operands) > 1:
        c.b.check_write(f, operands[1], cwd)


@_handler("xxd")
def _h_xxd(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"-c", "-g", "-l", "-o", "-s", "-n", "-cols", "-len", "-seek", "-name"})
    if operands and operands[0].value != "-":
        c.b.check_read(f, operands[0], cwd)
    if len(operands) > 1:
        c.b.check_write(f, operands[1], cwd)


@_handler("test", "[", "[[")
def _h_test(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    file_ops = {"-e", "-f", "-d", "-r", "-w", "-x", "-s", "-L", "-h", "-b", "-c", "-p", "-S", "-g", "-u", "-k",
                "-O", "-G", "-N", "-a"}  # fmt: skip
    for i, w in enumerate(args[:-1]):
        if not w.dynamic and w.value in file_ops:
            target = args[i + 1]
            if target.value in ("]", "]]"):
                continue
            c.b.check_read(f, target, cwd, content=False)
    for i, w in enumerate(args):
        if not w.dynamic and w.value in ("-nt", "-ot", "-ef") and 0 < i < len(args) - 1:
            c.b.check_read(f, args[i - 1], cwd, content=False)
            c.b.check_read(f, args[i + 1], cwd, content=False)


@_handler("command", "builtin")
def _h_command(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    # only reached for `command -v NAME` (lookups); anything else was unwrapped by the parser
    if not any(a.value in ("-v", "-V") for a in args):
        f.add("medium", "exec", f"{key} with unusual arguments")


@_handler("env", "printenv")
def _h_env(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    names = [a.value for a in args if not a.value.startswith("-")]
    if key == "printenv" and names and all(not _SECRET_VAR.search(n) for n in names):
        return  # like `echo $NAME` for a variable that does not look like a credential
    if any(_SECRET_VAR.search(n) for n in names):
        f.add("high", "read", "prints an environment variable that looks like a credential")
        f.secret = True
        return
    f.add("medium", "read", "dumps the environment, which may hold secrets")


@_handler("set")
def _h_set(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    if not args:
        f.add("medium", "read", "set prints every shell variable, including the environment")
    # set -e / set -o pipefail / set -- args: shell options and positional parameters only


@_handler(
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
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
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


@_handler("sponge", "dos2unix", "unix2dos", "mac2unix", "unix2mac")
def _h_inplace(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args)
    f.add("medium", "write", f"{key} rewrites files")
    for w in operands:
        c.b.check_write(f, w, cwd, verb="rewrites")


@_handler("tee")
def _h_tee(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"--output-error"})
    for w in operands:
        c.b.check_write(f, w, cwd, verb="appends to" if _has(opts, "-a", "--append") else "writes")


@_handler("touch", "mkdir", "mkfifo", "mknod", "mktemp")
def _h_create(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    value = {"touch": {"-d", "-t", "-r", "--date", "--reference"}, "mkdir": {"-m", "--mode", "--context"},
             "mkfifo": {"-m", "--mode", "--context"}, "mknod": {"-m", "--mode", "--context"},
             "mktemp": {"-p", "--tmpdir", "--suffix"}}[key]  # fmt: skip
    opts, operands = split_args(args, value)
    if key == "mktemp":
        f.add("medium", "write", "mktemp creates a temporary file")
        return
    for v in _vals(opts, "-r", "--reference"):
        c.b.check_read(f, v, cwd, content=False)
    for w in operands[1 if key == "mknod" else 0 : 1 if key == "mknod" else None]:
        c.b.check_write(f, w, cwd, verb="creates" if key != "touch" else "touches")
    if key == "mknod":
        f.add("high", "privileged", "mknod creates device nodes")
    if not operands:
        f.add("medium", "write", f"{key} creates files")


@_handler("cp", "install", "rsync", "scp", "sftp")
def _h_copy(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    value = {"-t", "--target-directory", "-S", "--suffix", "-m", "--mode", "-o", "--owner", "-g", "--group",
             "--backup", "-e", "--rsh", "--exclude", "--include", "--exclude-from", "--include-from", "--files-from",
             "-P", "-i", "-F", "-l", "-J", "-c", "-B", "--rsync-path", "--port", "--password-file",
             "--log-file", "--partial-dir", "--temp-dir", "--compare-dest", "--copy-dest", "--link-dest",
             "--chmod", "--chown", "--usermap", "--groupmap", "--filter", "-f", "--bwlimit", "--timeout",
             "--max-size", "--min-size", "--info", "--debug", "-Z", "--context"}  # fmt: skip
    if key == "scp":
        value = {"-c", "-F", "-i", "-J", "-l", "-o", "-P", "-S", "-D", "-X"}
    if key == "sftp":
        f.add("high", "network", "sftp uses SSH credentials to transfer files off-host")
        return
    if key == "cp":
        value = {"-t", "--target-directory", "-S", "--suffix", "--backup", "--reflink", "--sparse", "--preserve",
                 "--no-preserve", "-Z", "--context"}  # fmt: skip
    opts, operands = split_args(args, value)
    remote = [
        w
        for w in operands
        if re.match(r"^[^/\s]*[^/\s\\]:", w.value) and not w.value.startswith(("/", "./", "~/"))
    ]
    if (
        key in ("scp",)
        or remote
        or (key == "rsync" and any(w.value.startswith("rsync://") for w in operands))
    ):
        if key == "scp" or any("::" not in w.value and not w.value.startswith("rsync://") for w in remote):
            f.add("high", "network", f"{key} uses SSH credentials to copy files to/from another host")
        else:
            f.add("medium", "network", f"{key} copies files over the network")
    if _has(opts, "-e", "--rsh", "--rsync-path", "-S", "-o") and key in ("rsync", "scp"):
        f.add("medium", "exec", f"{key} runs a custom remote shell/program")
    if key == "install" and _has(opts, "-o", "--owner", "-g", "--group"):
        f.add("high", "privileged", "install changes file ownership")
    if key == "rsync" and any(o.startswith("--delete") or o == "--remove-source-files" for o, _ in opts):
        f.add("high", "delete", "rsync --delete removes files at the destination")
    targets = _vals(opts, "-t", "--target-directory")
    local = [w for w in operands if w not in remote]
    if targets:
        dests, srcs = targets, local
    elif len(operands) >= 2:
        dests, srcs = (
            ([operands[-1]] if operands[-1] in local else []),
            [w for w in local if w is not operands[-1]],
        )
    else:
        dests, srcs = [], local
    if key == "install" and _has(opts, "-d", "--directory"):
        dests, srcs = local, []
    for w in srcs:
        c.b.check_tree(f, w, cwd)
    for w in dests:
        c.b.check_write(f, w, cwd, verb="copies into")
    if len(operands) < 2 and not targets and key != "install":
        f.add("medium", "write", f"{key} copies files")


@_handler("mv")
def _h_mv(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(
        args, {"-t", "--target-directory", "-S", "--suffix", "--backup", "-Z", "--context"}
    )
    targets = _vals(opts, "-t", "--target-directory")
    if targets:
        dests, srcs = targets, operands
    else:
        dests, srcs = operands[-1:], operands[:-1]
    for w in srcs:
        c.b.check_write(f, w, cwd, verb="moves")
        c.b.check_read(f, w, cwd)
    for w in dests:
        c.b.check_write(f, w, cwd, verb="moves into")
    if not srcs:
        f.add("medium", "write", "mv moves files")


@_handler("ln", "link")
def _h_ln(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"-t", "--target-directory", "-S", "--suffix", "--backup"})
    targets = _vals(opts, "-t", "--target-directory")
    dests = targets if targets else operands[-1:] if len(operands) > 1 else []
    for w in dests:
        c.b.check_write(f, w, cwd, verb="creates a link at")
    if not dests:
        f.add("medium", "write", "ln creates a link in the working directory")
        c.implicit_cwd(f, cwd)
    if _has(opts, "-f", "--force"):
        for w in dests:
            paths = c.b.resolve(w, cwd) or []
            if any(os.path.lexists(p) for p in paths):
                f.add("medium", "write", "ln -f replaces an existing file")


@_handler("rm", "unlink", "shred", "srm", "wipe")
def _h_rm(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(
        args, {"-n", "--iterations", "-s", "--size", "--random-source", "--interactive"}
    )
    verb = "overwrites and deletes" if key in ("shred", "wipe", "srm") else "deletes"
    f.add("high", "delete", f"{key} {verb} files irreversibly")
    for w in operands:
        c.b.check_delete(f, w, cwd, verb=verb)
    if _has(opts, "--no-preserve-root"):
        f.add("high", "delete", "rm --no-preserve-root can delete the whole system")


@_handler("rmdir")
def _h_rmdir(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args)
    f.add("medium", "delete", "rmdir removes empty directories")
    for w in operands:
        paths = c.b.resolve(w, cwd)
        if paths is None or any(not c.b.inside(p) for p in paths):
            f.leave("high", "delete", f"rmdir removes {w.value} outside the workspace")


@_handler("truncate", "fallocate")
def _h_truncate(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(
        args, {"-s", "--size", "-r", "--reference", "-o", "--offset", "-l", "--length"}
    )
    f.add("high", "delete", f"{key} overwrites file contents irreversibly")
    for w in operands:
        c.b.check_write(f, w, cwd, verb="truncates")


@_handler("dd")
def _h_dd(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    wrote = False
    for a in args:
        k, _, v = a.value.partition("=")
        if k == "of":
            wrote = True
            f.add("high", "write", "dd of= overwrites its target block by block")
            c.b.check_write(f, Word(v, dynamic=a.dynamic, tilde=v.startswith("~")), cwd, verb="overwrites")
        elif k == "if":
            c.b.check_read(f, Word(v, dynamic=a.dynamic, tilde=v.startswith("~")), cwd)
    if not wrote:
        f.add("medium", "read", "dd copies raw data")


@_handler("mkfs", "mkswap", "fsck", "wipefs", "fdisk", "parted", "sfdisk", "blkdiscard")
def _h_disk(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    f.add("high", "delete", f"{key} formats or rewrites disks/partitions")


@_handler("chmod")
def _h_chmod(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"--reference"}, numeric_flags=False)
    # modes like -x / -w look like options: rebuild the mode from the raw args
    mode: Word | None = None
    paths = operands
    if not _has(opts, "--reference"):
        raw_modes = [
            a
            for a in args
            if re.fullmatch(r"[-+=]?[ugoa]*[-+=][rwxXstugo]*(,[ugoa]*[-+=][rwxXstugo]*)*|[0-7]{3,4}", a.value)
        ]
        if raw_modes:
            mode = raw_modes[0]
            paths = [w for w in operands if w is not mode]
        elif operands:
            mode, paths = operands[0], operands[1:]
    if mode is not None and (
        re.search(r"[ugoa]*[+=][rwx]*s", mode.value) or re.fullmatch(r"[2-7][0-7]{3}", mode.value)
    ):
        f.add("high", "privileged", "chmod sets setuid/setgid bits")
    f.add("medium", "write", "chmod changes file permissions")
    for w in paths:
        c.b.check_write(f, w, cwd, verb="changes permissions of")


@_handler("chown", "chgrp", "chattr", "setfacl", "chcon")
def _h_chown(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    f.add("high", "privileged", f"{key} changes ownership/attributes (needs privilege)")
    opts, operands = split_args(args, {"--reference", "--from"})
    for w in operands[1:]:
        c.b.check_write(f, w, cwd, verb="changes ownership of")


@_handler("tar")
def _h_tar(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    args = list(args)
    # old-style first argument: `tar xzf a.tgz` == `tar -x -z -f a.tgz`
    if (
        args
        and not args[0].dynamic
        and not args[0].value.startswith("-")
        and re.fullmatch(r"[A-Za-z]+", args[0].value)
    ):
        args[0] = Word("-" + args[0].value)
    value = {"-f", "--file", "-C", "--directory", "-T", "--files-from", "-X", "--exclude-from", "-I",
             "--use-compress-program", "--to-command", "-F", "--info-script", "--new-volume-script",
             "--rsh-command", "--checkpoint-action", "--exclude", "-b", "--blocking-factor", "-H", "--format",
             "-V", "--label", "-N", "--newer", "--after-date", "--owner", "--group", "--mode", "--mtime",
             "-K", "--starting-file", "-L", "--tape-length", "--transform", "--xform", "--strip-components",
             "--index-file", "-g", "--listed-incremental"}  # fmt: skip
    opts, operands = split_args(args, value)
    names = {o for o, _ in opts}
    if names & {
        "--to-command",
        "-I",
        "--use-compress-program",
        "-F",
        "--info-script",
        "--new-volume-script",
        "--rsh-command",
    }:
        f.add("medium", "exec", "tar option runs an external program")
    if any((v.value.startswith("exec=") or "exec" in v.value) for v in _vals(opts, "--checkpoint-action")):
        f.add("medium", "exec", "tar --checkpoint-action=exec runs a command")
    archive = _vals(opts, "-f", "--file")
    for a in archive:
        if re.match(r"^[^/]*:", a.value) and not a.value.startswith("/"):
            f.add("medium", "network", "tar archive on a remote host (runs rsh/ssh)")
    create = bool(
        names & {"-c", "--create", "-r", "--append", "-u", "--update", "-A", "--catenate", "--concatenate"}
    )
    extract = bool(names & {"-x", "--extract", "--get"})
    delete = "--delete" in names
    if names & {"-h", "--dereference"}:
        f.add("medium", "read", "tar -h follows symlinks out of the workspace")
    if create or delete:
        for a in archive:
            if a.value != "-":
                c.b.check_write(f, a, cwd, verb="writes the archive")
        for w in operands:
            c.b.check_tree(f, w, cwd)
        if delete:
            f.add("medium", "write", "tar --delete rewrites the archive")
    elif extract:
        for a in archive:
            if a.value != "-":
                c.b.check_read(f, a, cwd)
        dests = _vals(opts, "-C", "--directory")
        f.add("medium", "write", "tar -x extracts files (may overwrite existing ones)")
        for d in dests or [Word(".")]:
            c.b.check_write(f, d, cwd, verb="extracts into")
        if names & {"--overwrite", "--unlink-first", "-U", "--recursive-unlink"}:
            f.add("high", "write", "tar extraction overwrites/unlinks existing files")
        if names & {"-P", "--absolute-names"}:
            f.add("high", "write", "tar -P can write absolute paths anywhere")
    else:
        for a in archive:
            if a.value != "-":
                c.b.check_read(f, a, cwd)
        if not names & {"-t", "--list", "-d", "--diff", "--compare"}:
            f.add("medium", "exec", "tar mode not recognised")


@_handler(
    "unzip",
    "7z",
    "7za",
    "unrar",
    "zip",
    "gzip",
    "gunzip",
    "bzip2",
    "bunzip2",
    "xz",
    "unxz",
    "zstd",
    "unzstd",
    "lz4",
    "compress",
    "uncompress",
    "cpio",
    "ar",
    "split",
    "csplit",
    "patch",
)
def _h_archivers(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    vals = [a.value for a in args if not a.dynamic]
    if key == "unzip":
        if any(v in ("-l", "-v", "-t", "-p", "-Z", "-z") for v in vals):
            for w in [a for a in args if not a.value.startswith("-")][:1]:
                c.b.check_read(f, w, cwd)
            return
        f.add("medium", "write", "unzip extracts files (may overwrite existing ones)")
        if "-d" in vals:
            d = args[vals.index("-d") + 1] if vals.index("-d") + 1 < len(args) else None
            if d is not None:
                c.b.check_write(f, d, cwd, verb="extracts into")
        if "-o" in vals:
            f.add("medium", "write", "unzip -o overwrites without asking")
        return
    if key in (
        "gzip",
        "gunzip",
        "bzip2",
        "bunzip2",
        "xz",
        "unxz",
        "zstd",
        "unzstd",
        "lz4",
        "compress",
        "uncompress",
    ):
        letters = {ch for v in vals if v.startswith("-") and not v.startswith("--") for ch in v[1:]}
        if letters & {"c", "l", "t"} or any(
            v in ("--stdout", "--to-stdout", "--list", "--test") for v in vals
        ):
            for w in [a for a in args if not a.value.startswith("-")]:
                c.b.check_read(f, w, cwd)
            return
        f.add("medium", "write", f"{key} replaces files with their (de)compressed version")
        for w in [a for a in args if not a.value.startswith("-")]:
            c.b.check_write(f, w, cwd, verb="replaces")
        return
    if key == "zip":
        opts, operands = split_args(
            args, {"-b", "-n", "-t", "-tt", "-x", "-i", "-P", "--password", "-O", "-TT", "-Z"}
        )
        f.add("medium", "write", "zip writes an archive")
        if _has(opts, "-TT", "--unzip-command"):
            f.add("medium", "exec", "zip -TT runs a command")
        if operands:
            c.b.check_write(f, operands[0], cwd, verb="writes the archive")
        for w in operands[1:]:
            c.b.check_tree(f, w, cwd)
        return
    if key == "patch":
        opts, operands = split_args(args, {"-i", "--input", "-o", "--output", "-d", "--directory", "-p", "--strip",
                                           "-r", "--reject-file", "-B", "--prefix", "-z", "--suffix", "-D", "--ifdef",
                                           "-F", "--fuzz", "-V", "--version-control", "--quoting-style"})  # fmt: skip
        f.add("medium", "write", "patch edits files")
        for v in _vals(opts, "-i", "--input"):
            c.b.check_read(f, v, cwd)
        for v in _vals(opts, "-o", "--output", "-d", "--directory"):
            c.b.check_write(f, v, cwd)
        for w in operands[:1]:
            c.b.check_write(f, w, cwd)
        return
    f.add("medium", "write", f"{key} writes files")
    c.generic_paths(part, f, cwd)


@_handler("curl")
def _h_curl(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    value = {"-o", "--output", "-D", "--dump-header", "-c", "--cookie-jar", "--trace", "--trace-ascii", "--libcurl",
             "--etag-save", "--stderr", "--output-dir", "-d", "--data", "--data-binary", "--data-raw",
             "--data-ascii", "--data-urlencode", "--json", "-F", "--form", "--form-string", "-T", "--upload-file",
             "-K", "--config", "-b", "--cookie", "-E", "--cert", "--key", "--cacert", "--capath", "-u", "--user",
             "-H", "--header", "-X", "--request", "-A", "--user-agent", "-e", "--referer", "-x", "--proxy",
             "-U", "--proxy-user", "--connect-timeout", "-m", "--max-time", "--retry", "-w", "--write-out",
             "-r", "--range", "-C", "--continue-at", "--resolve", "--connect-to", "--interface", "-Y", "-y",
             "--limit-rate", "--max-filesize", "-z", "--time-cond", "--netrc-file", "--url", "-Q", "--quote",
             "--mail-from", "--mail-rcpt", "--unix-socket", "--abstract-unix-socket", "--oauth2-bearer",
             "--proto", "--proto-redir", "--ciphers", "--compressed-ssh", "--pubkey", "--hostpubmd5",
             "--hostpubsha256", "--variable", "--expand-url", "--expand-data", "--etag-compare", "--happy-eyeballs-timeout-ms",
             "--keepalive-time", "--dns-servers", "--doh-url", "--preproxy", "--socks5", "--socks5-hostname",
             "--socks4", "--socks4a", "--max-redirs", "--retry-delay", "--retry-max-time", "--ftp-port", "-P"}  # fmt: skip
    opts, operands = split_args(args, value)
    f.add("medium", "network", "curl talks to the network")
    for v in _vals(opts, "-o", "--output", "-D", "--dump-header", "-c", "--cookie-jar", "--trace", "--trace-ascii",
                   "--libcurl", "--etag-save", "--stderr", "--output-dir"):  # fmt: skip
        if v.value != "-":
            c.b.check_write(f, v, cwd)
    if _has(opts, "-O", "--remote-name", "--remote-name-all", "-J", "--remote-header-name"):
        f.add("medium", "write", "curl -O writes the download into the working directory")
        c.implicit_cwd(f, cwd)
    uploads: list[Word] = []
    for o, v in opts:
        if v is None:
            continue
        val = v.value
        if o in ("-d", "--data", "--data-binary", "--data-ascii", "--json") and val.startswith("@"):
            uploads.append(Word(val[1:], dynamic=v.dynamic, tilde=val[1:].startswith("~")))
        elif o == "--data-urlencode" and "@" in val:
            p = val.split("@", 1)[1]
            uploads.append(Word(p, dynamic=v.dynamic, tilde=p.startswith("~")))
        elif o in ("-F", "--form") and re.search(r"=[@<]", val):
            p = re.split(r"=[@<]", val, maxsplit=1)[1].split(";", 1)[0]
            uploads.append(Word(p, dynamic=v.dynamic, tilde=p.startswith("~")))
        elif o in ("-T", "--upload-file"):
            uploads.append(v)
        elif o in ("-K", "--config", "--netrc-file", "-E", "--cert", "--key"):
            c.b.check_read(f, v, cwd)
        elif o in ("-b", "--cookie") and "=" not in val:
            c.b.check_read(f, v, cwd)
        if o in ("-d", "--data", "--data-binary", "--data-raw", "--data-urlencode", "--json", "-F", "--form",
                 "-T", "--upload-file") and (v.dynamic and v.substitution):  # fmt: skip
            f.add("medium", "network", "sends the output of a command off-host")
    for u in uploads:
        if u.value == "-":
            continue
        c.b.check_read(f, u, cwd)
        paths = c.b.resolve(u, cwd)
        f.add("medium", "network", f"uploads {u.value} off-host")
        if paths is not None and any(secret_reason(p) for p in paths):
            f.add("high", "network", f"uploads credentials ({u.value}) off-host (exfiltration)")
            f.secret = True
    if _has(opts, "-n", "--netrc", "--netrc-optional"):
        f.add("high", "read", "curl --netrc sends stored credentials")
        f.secret = True
    for w in operands + _vals(opts, "--url"):
        if w.value.lower().startswith("file:"):
            path = re.sub(r"^file://(localhost)?", "", w.value, flags=re.I)
            c.b.check_read(f, Word(path, tilde=path.startswith("~")), cwd)
        elif w.value.lower().startswith(("scp:", "sftp:")):
            f.add("high", "network", "curl scp/sftp uses SSH credentials")


@_handler("wget")
def _h_wget(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    value = {"-O", "--output-document", "-o", "--output-file", "-a", "--append-output", "-P", "--directory-prefix",
             "-i", "--input-file", "--post-file", "--body-file", "-e", "--execute", "--config", "-U", "--user-agent",
             "--header", "--post-data", "--body-data", "--method", "-t", "--tries", "-T", "--timeout", "-w", "--wait",
             "-l", "--level", "-A", "--accept", "-R", "--reject", "-D", "--domains", "--user", "--password",
             "--load-cookies", "--save-cookies", "-Q", "--quota", "--limit-rate", "-B", "--base"}  # fmt: skip
    opts, operands = split_args(args, value)
    f.add("medium", "network", "wget talks to the network")
    outs = _vals(opts, "-O", "--output-document")
    if outs:
        for v in outs:
            if v.value != "-":
                c.b.check_write(f, v, cwd)
    elif not _has(opts, "--spider"):
        dirs = _vals(opts, "-P", "--directory-prefix")
        f.add("medium", "write", "wget saves the download to a file")
        for d in dirs:
            c.b.check_write(f, d, cwd)
        if not dirs:
            c.implicit_cwd(f, cwd)
    for v in _vals(opts, "-o", "--output-file", "-a", "--append-output", "--save-cookies"):
        c.b.check_write(f, v, cwd)
    for v in _vals(opts, "-i", "--input-file", "--config", "--load-cookies"):
        c.b.check_read(f, v, cwd)
    for v in _vals(opts, "--post-file", "--body-file"):
        c.b.check_read(f, v, cwd)
        f.add("medium", "network", f"uploads {v.value} off-host")
        paths = c.b.resolve(v, cwd)
        if paths and any(secret_reason(p) for p in paths):
            f.add("high", "network", "uploads credentials off-host (exfiltration)")
    if _has(opts, "-e", "--execute"):
        f.add("medium", "exec", "wget -e runs wgetrc commands")


@_handler("nc", "socat", "telnet")
def _h_nc(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    vals = [a.value for a in args]
    f.add("medium", "network", f"{key} opens raw network connections")
    if key == "nc" and any(
        v in ("-e", "-c", "--exec", "--sh-exec", "--lua-exec") or re.match(r"^-[a-zA-Z]*[ec]$", v)
        for v in vals
    ):
        f.add("high", "network", "nc -e/-c hands a program to the network (reverse/bind shell)")
    if key == "socat" and any(re.search(r"(^|[,:])(exec|system)\s*:", v, re.I) for v in vals):
        f.add(
            "high", "network", "socat EXEC/SYSTEM connects a program to the network (reverse shell pattern)"
        )
    if key == "socat":
        for v in vals:
            m = re.match(r"^(?:open|file|create|gopen):([^,]+)", v, re.I)
            if m:
                c.b.check_read(f, Word(m.group(1), tilde=m.group(1).startswith("~")), cwd)


@_handler("ssh", "sshpass", "autossh")
def _h_ssh(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    f.add("high", "network", f"{key} uses the user's SSH credentials to reach another host")
    for a in args:
        if "ProxyCommand" in a.value or "LocalCommand" in a.value:
            f.add("high", "exec", "ssh option runs a local command")


@_handler("git")
def _h_git(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    f.add(
        "medium",
        "exec",
        "git reads the repository config, which can make it run programs (fsmonitor, pager, diff drivers, hooks)",
    )
    i = 0
    while i < len(args):
        w = args[i]
        v = w.value
        if w.dynamic:
            f.add("medium", "exec", "git argument is computed at run time")
            i += 1
            continue
        if v in ("-C",) and i + 1 < len(args):
            c.b.check_read(f, args[i + 1], cwd, content=False)
            paths = c.b.resolve(args[i + 1], cwd)
            cwd = paths[0] if paths else None
            i += 2
            continue
        if v == "-c" and i + 1 < len(args):
            f.add("medium", "exec", f"git -c {args[i + 1].value} overrides config (can name programs to run)")
            i += 2
            continue
        if v.startswith("--exec-path") or v.startswith("--config-env"):
            f.add("medium", "exec", f"git {v.split('=')[0]} changes which programs git runs")
            i += 1 if "=" in v else 2
            continue
        if v.startswith(("--git-dir", "--work-tree")):
            val = v.split("=", 1)[1] if "=" in v else (args[i + 1].value if i + 1 < len(args) else "")
            c.b.check_read(f, Word(val, tilde=val.startswith("~")), cwd, content=False)
            i += 1 if "=" in v else 2
            continue
        if v in ("--namespace", "--super-prefix", "--list-cmds", "--attr-source"):
            i += 2
            continue
        if v.startswith("-"):
            i += 1
            continue
        break
    if i >= len(args):
        return
    sub = args[i].value
    rest = args[i + 1 :]
    rv = [a.value for a in rest]
    for j, a in enumerate(rest):
        if a.value.startswith("ext::") or "::ext::" in a.value or a.value.startswith("fd::"):
            f.add("high", "exec", "git ext:: transport runs a local command")
        if sub in ("diff", "log", "show", "format-patch", "whatchanged", "range-diff", "blame", "shortlog"):
            if a.value.startswith("--output="):
                c.b.check_write(f, Word(a.value.split("=", 1)[1]), cwd)
            elif a.value in ("--output", "-o", "--output-directory") and j + 1 < len(rest):
                c.b.check_write(f, rest[j + 1], cwd)
    if cwd is None:
        f.add("medium", "read", "git runs in a directory that cannot be known statically")
    elif not c.b.inside(cwd):
        f.leave("medium", "read", f"git runs outside the workspace ({cwd})")

    def flag(*names: str) -> bool:
        return any(x in names or any(x.startswith(n + "=") for n in names if n.startswith("--")) for x in rv)

    def short(ch: str) -> bool:
        return any(x.startswith("-") and not x.startswith("--") and ch in x[1:] for x in rv)

    if sub in ("clone",):
        f.add("medium", "network", "git clone downloads a repository")
        ops = [a for a in rest if not a.value.startswith("-")]
        if len(ops) >= 2:
            c.b.check_write(f, ops[1], cwd)
        if flag("--upload-pack", "-u", "--template", "--config"):
            f.add("medium", "exec", "git clone option runs or installs programs")
    elif sub in ("fetch", "pull", "ls-remote", "remote-update"):
        f.add("medium", "network", f"git {sub} uses the network")
        if sub == "pull":
            f.add("medium", "write", "git pull changes files in the workspace")
        if flag("--upload-pack"):
            f.add("medium", "exec", "--upload-pack runs a program")
    elif sub == "push":
        f.add("medium", "network", "git push sends commits off-host")
        if (
            flag("--force", "-f", "--force-with-lease", "--mirror", "--delete", "-d", "--prune")
            or short("f")
            or any(x.startswith(("+", ":")) for x in rv if not x.startswith("-"))
        ):
            f.add("high", "network", "git push rewrites or deletes remote history")
        if flag("--receive-pack", "--exec"):
            f.add("medium", "exec", "--receive-pack runs a program")
    elif sub == "reset":
        if flag("--hard", "--merge", "--keep"):
            f.add("high", "delete", "git reset --hard discards uncommitted work and commits")
        else:
            f.add("medium", "write", "git reset moves the branch/index")
    elif sub == "clean":
        if flag("-n", "--dry-run") or short("n"):
            f.add("medium", "read", "git clean --dry-run lists files it would delete")
        else:
            f.add("high", "delete", "git clean deletes untracked files irreversibly")
    elif sub in ("checkout", "restore", "switch"):
        discard = flag(
            "-f",
            "--force",
            "--discard-changes",
            "--",
            ".",
            "--ours",
            "--theirs",
            "-p",
            "--patch",
            "--overwrite-ignore",
        )
        if sub == "restore":
            discard = not (flag("--staged", "-S") and not flag("--worktree", "-W"))
        elif sub == "checkout" and not discard and not flag("-b", "-B", "--orphan"):
            # `git checkout FILE` discards changes to FILE; a branch name does not exist as a path
            for a in rest:
                if a.value.startswith("-") or a.dynamic:
                    continue
                paths = c.b.resolve(a, cwd) if cwd else None
                if paths and any(os.path.exists(p) for p in paths):
                    discard = True
        if discard:
            f.add("high", "delete", f"git {sub} overwrites uncommitted changes irreversibly")
        else:
            f.add("medium", "write", f"git {sub} changes the working tree")
    elif sub == "stash":
        if rv and rv[0] in ("drop", "clear"):
            f.add("high", "delete", f"git stash {rv[0]} deletes stashed work")
        else:
            f.add("medium", "write", "git stash changes the working tree")
    elif sub == "branch":
        if flag("-D") or (flag("-d", "--delete") and flag("-f", "--force")):
            f.add("high", "delete", "git branch -D deletes a branch even if unmerged")
        elif flag(
            "-d",
            "--delete",
            "-m",
            "-M",
            "--move",
            "-c",
            "-C",
            "--copy",
            "-u",
            "--set-upstream-to",
            "--unset-upstream",
            "-f",
            "--force",
        ) or [x for x in rv if not x.startswith("-")]:
            f.add("medium", "write", "git branch changes branches")
    elif sub == "rm":
        if flag("--cached"):
            f.add("medium", "write", "git rm --cached untracks files")
        else:
            f.add("high", "delete", "git rm deletes files")
    elif sub in ("filter-branch", "filter-repo", "prune", "replace"):
        f.add("high", "delete", f"git {sub} rewrites or deletes history irreversibly")
    elif sub == "reflog" and rv and rv[0] in ("expire", "delete"):
        f.add("high", "delete", "git reflog expire/delete drops recovery points")
    elif sub == "gc" and any(x.startswith("--prune") for x in rv):
        f.add("high", "delete", "git gc --prune deletes unreachable objects")
    elif sub == "update-ref" and flag("-d"):
        f.add("high", "delete", "git update-ref -d deletes a ref")
    elif sub == "config":
        reads = flag("--get", "--get-all", "--get-regexp", "-l", "--list", "--get-urlmatch", "--show-origin",
                     "--show-scope", "--name-only", "get", "list")  # fmt: skip
        ops = [x for x in rv if not x.startswith("-")]
        if flag("--global", "--system") and not reads:
            f.leave(
                "high",
                "write",
                "git config --global/--system writes config outside the workspace (persistence)",
            )
        elif not reads and (
            len(ops) >= 2
            or flag(
                "--unset",
                "--unset-all",
                "--add",
                "--replace-all",
                "--remove-section",
                "--rename-section",
                "-e",
                "--edit",
            )
            or (ops and ops[0] in ("set", "unset"))
        ):
            f.add("high", "write", "git config writes .git/config, which can make git run programs")
        elif any("credential" in x for x in rv):
            f.add("medium", "read", "git config reads credential settings")
    elif sub in ("credential", "credential-store", "credential-cache"):
        f.add("high", "read", "git credential reads stored passwords")
        f.secret = True
    elif sub in ("submodule",):
        if rv and rv[0] == "foreach":
            cmd = " ".join(x for x in rv[1:] if x not in ("--recursive", "-q", "--quiet"))
            c.nested(f, cmd, "git submodule foreach")
        else:
            f.add("medium", "network", "git submodule may fetch repositories")
    elif sub == "bisect" and rv and rv[0] == "run":
        c.nested(f, " ".join(rv[1:]), "git bisect run")
    elif sub == "rebase":
        f.add("medium", "write", "git rebase rewrites local history")
        for j, x in enumerate(rv):
            if x in ("-x", "--exec") and j + 1 < len(rv):
                c.nested(f, rv[j + 1], "git rebase --exec")
            elif x.startswith("--exec="):
                c.nested(f, x.split("=", 1)[1], "git rebase --exec")
    elif sub in ("commit", "merge", "cherry-pick", "revert", "am", "apply", "add", "mv", "init", "tag", "notes",
                 "worktree", "sparse-checkout", "mergetool", "difftool", "maintenance", "gc", "repack", "pack-refs",
                 "update-index", "update-ref", "symbolic-ref", "commit-tree", "write-tree", "read-tree", "checkout-index",
                 "fast-import", "stage", "restore", "lfs"):  # fmt: skip
        f.add("medium", "write", f"git {sub} changes the repository or working tree")
        if sub == "worktree" and rv and rv[0] == "remove" and flag("--force", "-f"):
            f.add("high", "delete", "git worktree remove --force deletes a worktree with its changes")
        if sub == "archive":
            pass
    elif sub in ("send-email", "request-pull", "daemon", "instaweb", "http-backend", "imap-send", "svn", "p4",
                 "archive-remote"):  # fmt: skip
        f.add("medium", "network", f"git {sub} talks to the network")
    elif sub == "archive":
        if flag("--remote"):
            f.add("medium", "network", "git archive --remote uses the network")
        for j, x in enumerate(rv):
            if x in ("-o", "--output") and j + 1 < len(rest):
                c.b.check_write(f, rest[j + 1], cwd)
            elif x.startswith("--output="):
                c.b.check_write(f, Word(x.split("=", 1)[1]), cwd)
    elif sub in ("hook", "shell", "upload-pack", "receive-pack", "run"):
        f.add("medium", "exec", f"git {sub} runs programs")


@_handler("pip", "pip3", "pipx", "uv", "uvx", "poetry", "pdm", "conda", "mamba", "micromamba", "npm", "yarn", "pnpm",
          "npx", "pnpx", "bunx", "gem", "bundle", "bundler", "cargo", "go", "composer", "apt", "apt-get", "aptitude",
          "dpkg", "rpm", "yum", "dnf", "zypper", "pacman", "apk", "brew", "port", "snap", "flatpak", "nix-env", "nix",
          "cpan", "cpanm", "luarocks", "opam", "stack", "cabal", "dotnet", "nuget", "helm", "docker", "podman",
          "nerdctl", "kubectl", "terraform", "tofu", "pulumi", "ansible", "ansible-playbook", "vagrant", "bun",
          "deno", "corepack", "volta", "nvm", "pyenv", "rbenv", "asdf", "sdk", "rustup", "systemctl", "service",
          "crontab", "journalctl", "apt-cache", "easy_install", "conan", "vcpkg", "mvn", "gradle", "sysctl", "ip",
          "hostname", "openssl", "gpg", "gpg2", "pass", "secret-tool", "security", "ssh-keygen", "ssh-add",
          "ps", "pgrep", "lsof", "sqlite3", "psql", "mysql", "redis-cli", "mongo", "mongosh", "xdg-open", "open",
          "code", "timedatectl", "hostnamectl", "loginctl", "localectl", "ulimit")  # fmt: skip
def _h_tools(
    c: _Classifier, part: SimpleCommand, key: str, args: list[Word], f: _Findings, cwd: str | None
) -> None:
    vals = [a.value for a in args]
    ops = [v for v in vals if not v.startswith("-")]
    sub = ops[0] if ops else ""
    sub2 = ops[1] if len(ops) > 1 else ""
    install_words = {"install", "i", "add", "ci", "update", "upgrade", "up", "uninstall", "remove", "rm", "un",
                     "unlink", "link", "rebuild", "dedupe", "prune", "reinstall", "purge", "autoremove",
                     "dist-upgrade", "full-upgrade", "build-dep", "sync", "tap", "get", "inject", "create",
                     "dlx", "global", "require", "self-update", "selfupdate", "refresh", "-S", "-U", "-R", "del"}  # fmt: skip

    def high(reason: str, cat: str = "exec") -> None:
        f.add("high", cat, reason)

    def med(reason: str, cat: str = "exec") -> None:
        f.add("medium", cat, reason)

    if key in ("pip", "pip3", "easy_install"):
        c.pip(sub if key != "easy_install" else "install", f)
    elif key in ("npx", "pnpx", "bunx", "uvx"):
        pkg = next((v for v in vals if not v.startswith("-")), "")
        if (
            key != "npx"
            or any(v in ("-y", "--yes", "-p", "--package") for v in vals)
            or "@" in pkg.lstrip("@")
            or pkg.startswith("create-")
        ):
            high(f"{key} downloads and runs a package")
        else:
            med(f"npx runs the package binary {pkg} (downloads it if missing)")
    elif key == "pipx":
        high(f"pipx {sub} installs or runs packages") if sub in (
            "install",
            "run",
            "inject",
            "upgrade",
            "reinstall",
        ) else med(f"runs pipx {sub}")
    elif key == "uv":
        if sub == "pip":
            c.pip(sub2, f)
        elif sub in ("add", "sync", "remove", "tool", "python", "self"):
            high(f"uv {sub} installs/changes packages (runs third-party code)")
        else:
            med(f"uv {sub} runs project code/tooling")
    elif key in ("poetry", "pdm", "conda", "mamba", "micromamba", "gem", "composer", "cpan", "cpanm", "luarocks",
                 "opam", "cabal", "stack", "nuget", "conan", "vcpkg", "rustup", "pyenv", "rbenv", "asdf", "sdk",
                 "nvm", "volta", "corepack", "bundle", "bundler"):  # fmt: skip
        if (
            sub in install_words
            or key in ("cpan", "cpanm")
            or (key in ("bundle", "bundler") and sub in ("", "install", "update"))
        ):
            high(f"{key} {sub} installs packages (runs third-party code)".replace("  ", " "))
        else:
            med(f"{key} {sub} runs project code/tooling".replace("  ", " "))
    elif key in ("npm", "yarn", "pnpm", "bun"):
        if (key == "yarn" and not sub) or sub in install_words or sub in ("exec", "x", "init", "create", "publish",
                                                                          "unpublish", "login", "adduser", "deprecate", "owner", "token", "access"):  # fmt: skip
            high(
                f"{key} {sub or 'install'} installs/publishes/runs packages (third-party code, lifecycle scripts)"
            )
        elif sub in (
            "run",
            "run-script",
            "test",
            "t",
            "start",
            "restart",
            "stop",
            "tst",
            "build",
            "exec",
            "dev",
            "lint",
        ) or key in ("yarn", "bun"):
            med(f"{key} {sub} runs a package.json script")
        elif sub in ("view", "info", "show", "search", "audit", "outdated", "ping", "whoami"):
            med(f"{key} {sub} queries the registry", "network")
        else:
            med(f"runs {key} {sub}".strip())
    elif key == "cargo":
        if sub in ("install", "uninstall", "publish", "yank", "login", "owner"):
            high(f"cargo {sub} installs/publishes crates")
        elif sub in ("add", "remove", "update", "fetch", "search", "generate-lockfile"):
            med(f"cargo {sub} uses the network and changes the manifest", "network")
        else:
            med(f"cargo {sub} builds/runs workspace code (build scripts)".replace("  ", " "))
    elif key == "go":
        if sub in ("install", "get"):
            high(f"go {sub} downloads and installs code")
        elif sub == "mod":
            med("go mod uses the network", "network")
        else:
            med(f"go {sub} builds/runs workspace code".replace("  ", " "))
    elif key in ("apt", "apt-get", "aptitude", "dnf", "yum", "zypper", "apk", "brew", "port", "snap", "flatpak",
                 "pacman", "nix-env", "nix"):  # fmt: skip
        if (
            sub in install_words
            or any(
                v.startswith(("-S", "-U", "-R", "-i", "-e")) and key in ("pacman", "nix-env") for v in vals
            )
            or (key == "nix" and sub in ("profile", "run", "shell", "develop"))
        ):
            high(f"{key} {sub} installs or removes system packages".replace("  ", " "))
        else:
            med(f"{key} {sub} queries the package system".replace("  ", " "), "read")
    elif key in ("apt-cache",):
        med("apt-cache reads the package database", "read")
    elif key in ("dpkg", "rpm"):
        if any(
            re.match(r"^(-[iUFePr]|--install|--remove|--purge|--erase|--upgrade|--configure|--unpack)", v)
            for v in vals
        ):
            high(f"{key} installs or removes system packages")
        else:
            med(f"{key} queries the package database", "read")
    elif key in ("docker", "podman", "nerdctl"):
        joined = " ".join(vals)
        if "--privileged" in vals or re.search(
            r"(-v|--volume|--mount)[ =]?\S*(^|[ =])/(:|\s|$)|source=/,|/var/run/docker.sock|--pid[= ]host|--net(work)?[= ]host|--cap-add|--userns[= ]host",
            joined,
        ):
            high(f"{key} {sub} grants host-level privileges", "privileged")
        if sub in ("rm", "rmi", "prune", "kill") or (
            sub in ("system", "volume", "image", "container", "network", "builder")
            and sub2 in ("rm", "prune")
        ):
            high(f"{key} {sub} deletes containers/images/volumes", "delete")
        elif sub in ("pull", "push", "login", "logout", "search"):
            med(f"{key} {sub} talks to a registry", "network")
        else:
            med(
                f"{key} {sub} runs containers (the daemon has root privileges)".replace("  ", " "),
                "privileged",
            )
    elif key in ("kubectl", "helm", "terraform", "tofu", "pulumi", "ansible", "ansible-playbook", "vagrant"):
        if sub in (
            "delete",
            "destroy",
            "apply",
            "uninstall",
            "drain",
            "replace",
            "up",
            "rollback",
            "scale",
            "patch",
            "edit",
            "taint",
        ) or key.startswith("ansible"):
            high(f"{key} {sub} changes remote infrastructure".replace("  ", " "), "network")
        else:
            med(f"{key} {sub} talks to remote infrastructure".replace("  ", " "), "network")
    elif key in ("systemctl", "service", "timedatectl", "hostnamectl", "loginctl", "localectl"):
        if sub in ("status", "is-active", "is-enabled", "is-failed", "list-units", "list-unit-files", "list-timers",
                   "show", "cat", "list-dependencies", "") or (key == "service" and sub2 == "status"):  # fmt: skip
            med(f"{key} {sub} reads system service state".replace("  ", " "), "read")
        else:
            high(f"{key} {sub} changes system services (privilege/persistence)", "privileged")
    elif key == "crontab":
        if vals == ["-l"] or (
            vals and all(v in ("-l", "-u") or not v.startswith("-") for v in vals) and "-l" in vals
        ):
            med("crontab -l reads scheduled jobs", "read")
        else:
            high("crontab changes scheduled jobs (persistence)", "privileged")
    elif key == "journalctl":
        if any(v.startswith(("--vacuum", "--rotate", "--flush")) for v in vals):
            high("journalctl deletes system logs", "delete")
        else:
            med("journalctl reads system logs", "read")
    elif key == "sysctl":
        if any(v in ("-w", "--write", "-p", "--load", "--system") for v in vals) or any(
            "=" in v for v in ops
        ):
            high("sysctl changes kernel parameters", "privileged")
        else:
            med("sysctl reads kernel parameters", "read")
    elif key == "ip":
        if any(v in ("add", "del", "delete", "set", "change", "replace", "flush", "exec") for v in ops):
            high("ip changes network configuration", "privileged")
        else:
            med("ip reads network configuration", "read")
    elif key == "hostname":
        if ops:
            high("hostname NAME changes the host name", "privileged")
    elif key in ("openssl",):
        if sub in ("s_client", "s_server", "ocsp", "s_time"):
            med(f"openssl {sub} talks to the network", "network")
        else:
            med(f"openssl {sub} is not modelled".replace("  ", " "))
        c.generic_paths(part, f, cwd)
        for j, v in enumerate(vals):
            if v in ("-out",) and j + 1 < len(args):
                c.b.check_write(f, args[j + 1], cwd)
            elif v in ("-in", "-inkey", "-key", "-kfile", "-pass") and j + 1 < len(args):
                c.b.check_read(f, args[j + 1], cwd)
    elif key in ("gpg", "gpg2"):
        if any(v.startswith(("--export-secret", "--export-ssh-key")) for v in vals):
            high("gpg exports secret keys", "read")
            f.secret = True
        else:
            med("gpg uses the keyring", "read")
    elif key in ("pass", "secret-tool", "security"):
        high(f"{key} reads stored secrets", "read")
        f.secret = True
    elif key in ("ssh-keygen", "ssh-add"):
        med(f"{key} manages SSH keys", "read")
        c.generic_paths(part, f, cwd)
        reading = any(v in ("-l", "-y", "-e", "-i", "-F", "-B", "-L", "-lf", "-yf") for v in vals)
        for j, v in enumerate(vals):
            if v == "-f" and j + 1 < len(args) and key == "ssh-keygen":
                if reading:
                    c.b.check_read(f, args[j + 1], cwd)
                else:
                    c.b.check_write(f, args[j + 1], cwd)
    elif key in ("ps", "pgrep", "lsof"):
        med(f"{key} reads other processes' command lines, which can hold secrets", "read")
    elif key in ("sqlite3", "psql", "mysql", "redis-cli", "mongo", "mongosh"):
        med(f"{key} runs database commands", "exec")
        if key != "sqlite3":
            f.cat("network")
    elif key in ("xdg-open", "open", "code"):
        med(f"{key} opens files with other applications")
    elif key in ("gradle", "mvn", "dotnet", "deno"):
        med(f"{key} builds/runs project code")
    elif key == "ulimit":
        pass
    else:
        med(f"runs {key}")


def assess(command: str, workspace: Path | None, cwd: Path | None = None, probe: bool = False) -> Assessment:
    """Grade ``command`` for running inside ``workspace`` (the working directory is ``cwd`` or W).

    With ``workspace=None`` every path counts as outside.  ``probe=True`` refuses anything not low.
    """
    boundary = _Boundary(workspace, cwd)
    result = parse(command)
    parse_error = bool(result.refused and result.refusal and result.refusal.startswith("could not parse"))
    if result.refused and not result.commands and not parse_error:
        # NUL byte or oversized input: refused, but graded by what the text spells out (NUL stripped,
        # NUL as a separator, truncated at the NUL - runners disagree on which one happens).
        if len(command.encode("utf-8", "surrogateescape")) > _HARD_LIMIT:
            return _combine(command, [], refused=True, refusal=result.refusal, probe=probe, floor="high")
        variants = [command]
        if "\x00" in command:
            variants = [
                command.replace("\x00", ""),
                command.replace("\x00", " "),
                command.replace("\x00", "\n"),
                command.split("\x00", 1)[0],
            ]
        merged = _ParseUnion(command)
        for v in variants:
            merged.absorb(parse_lenient(v))
        graded = _Classifier(boundary).run(merged.result)
        return _combine(command, graded, refused=True, refusal=result.refusal, probe=probe, floor="medium")
    if parse_error:
        # bash may read the text differently from tree-sitter's error recovery: also grade a plain
        # tokenisation so that what the text spells out still counts.
        merged = _ParseUnion(command)
        merged.absorb(result)
        merged.absorb(_fallback_parse(command))
        result.commands = merged.result.commands
    graded = _Classifier(boundary).run(result)
    refused, refusal = result.refused, result.refusal
    for part, _f in graded:
        if part.argv and part.argv[0].dynamic and not refused:
            refused = True
            refusal = f"command name is computed at run time ({part.argv[0].value!r})"
    return _combine(
        command, graded, refused=refused, refusal=refusal, probe=probe, floor="medium" if refused else "low"
    )


def _fallback_parse(command: str) -> ParseResult:
    lex = shlex.shlex(command, posix=True, punctuation_chars=";&|()<>")
    lex.whitespace_split = True
    lex.commenters = ""
    try:
        tokens = list(lex)
    except ValueError:
        tokens = command.replace(";", " ; ").replace("|", " | ").replace("&", " & ").split()
    segments: list[list[str]] = [[]]
    for t in tokens:
        if t and all(ch in ";&|()<>\n" for ch in t):
            segments.append([])
        else:
            segments[-1].append(t)
    out = ParseResult(command=command, commands=[])
    for seg in segments:
        words: list[Word] = []
        for t in seg:
            for v in brace_expand(t) if "{" in t else [t]:
                words.append(Word(v, dynamic="$" in v or "`" in v, tilde=v.startswith("~")))
        while words and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0].value):
            words.pop(0)
        if words and words[0].value not in (
            "{",
            "}",
            "then",
            "do",
            "done",
            "fi",
            "esac",
            "else",
            "if",
            "while",
        ):
            out.commands.append(
                SimpleCommand(argv=words, full_argv=list(words), context=["fallback tokenisation"])
            )
    return out


class _ParseUnion:
    def __init__(self, command: str) -> None:
        self.result = ParseResult(command=command, commands=[])

    def absorb(self, other: ParseResult) -> None:
        offset = len(self.result.commands)
        for cmd in other.commands:
            cmd.upstream = [i + offset for i in cmd.upstream]
            self.result.commands.append(cmd)
        self.result.functions |= other.functions


def _combine(
    command: str,
    graded: list[tuple[SimpleCommand, _Findings]],
    *,
    refused: bool,
    refusal: str | None,
    probe: bool,
    floor: str,
) -> Assessment:
    parts: list[PartAssessment] = []
    risk = floor
    cats: list[str] = []
    reasons: list[str] = []
    outside: list[str] = []
    for part, f in graded:
        argv = (
            [w.value for w in part.argv]
            if part.argv
            else ([f"{k}={v.value}" for k, v in part.env] or [part.text])
        )
        parts.append(PartAssessment(argv=argv, risk_level=f.risk, categories=list(f.cats), reasons=list(f.reasons),
                                    context=list(part.context), wrappers=list(part.wrappers),
                                    context_risk=f.ctx_risk))  # fmt: skip
        risk = max_risk(risk, f.risk)
        for cat in f.cats:
            if cat not in cats:
                cats.append(cat)
        for r in f.reasons:
            if r and r not in reasons:
                reasons.append(r)
        outside.extend(r for r in f.outside if r not in outside)
    if refused and refusal:
        reasons.insert(0, f"refused: {refusal}")
        if "exec" not in cats and not cats:
            cats.append("exec")
    if not cats:
        cats = ["read"]
    if risk != "low" and cats == ["read"] and not reasons:
        reasons.append("not a known read-only command")
    assessment = Assessment(command=command, risk_level=risk, categories=_order(cats), reasons=reasons, parts=parts,
                            refused=refused, refusal=refusal, outside_workspace=outside)  # fmt: skip
    if probe and (risk != "low" or refused):
        assessment.refused = True
        assessment.refusal = refusal or "probe mode runs only low-risk read-only commands"
        if "probe mode runs only low-risk read-only commands" not in assessment.reasons:
            assessment.reasons.append("probe mode runs only low-risk read-only commands")
    return assessment


def _order(cats: Iterable[str]) -> list[str]:
    cs = set(cats)
    return [c for c in CATEGORIES if c in cs]
