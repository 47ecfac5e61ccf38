"""The workspace boundary: resolving path words (tilde, globs, braces, symlinks, cd chains) and checking
reads, writes and deletions against it.
"""

from __future__ import annotations

import glob as _glob
import os
import pwd
import re
from pathlib import Path

from ..shell import UNKNOWN_DIR, SimpleCommand, Word, brace_expand
from .findings import Findings
from .secrets import is_env_file, secret_reason

_MAX_GLOB = 1000
DEV_NEUTRAL = re.compile(
    r"^/dev/(null|zero|full|u?random|stdin|stdout|stderr|tty|fd/\d+)$|^/proc/self/fd/\d+$"
)
DEV_NET = re.compile(r"^/dev/(tcp|udp)/")
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


class Boundary:
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
        f: Findings,
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

    def check_tree(self, f: Findings, word: Word, cwd: str | None) -> None:
        """Recursive content read (tar c, cp -r, zip -r, rsync, scp)."""
        self.check_read(f, word, cwd)
        for real in self.resolve(word, cwd) or []:
            reason = self.secret_tree_reason(real)
            if reason:
                f.add("high", "read", f"copies credentials: {reason}")
                f.secret = True

    def _check_read_path(self, f: Findings, real: str, content: bool, what: str) -> None:
        if DEV_NEUTRAL.match(real):
            return
        if DEV_NET.match(real):
            f.add("medium", "network", f"{what} from a network socket ({real})")
            f.network_dev = True
            return
        secret = secret_reason(real) if content else None
        if secret and self.inside(real) and is_env_file(real):
            # The project's own .env: reading it is the user's business (asked under the default
            # policy), but never silent, and it still marks the command for the exfiltration rule.
            f.add("medium", "read", f"{what} the workspace's environment file: {secret}")
            f.secret = True
        elif secret:
            f.add("high", "read", f"{what} credentials: {secret}")
            f.secret = True
        if not self.inside(real):
            f.leave("medium", "read", f"path {real} is outside the workspace")

    def check_write(self, f: Findings, word: Word, cwd: str | None, verb: str = "writes") -> None:
        paths = self.resolve(word, cwd)
        if paths is None:
            f.add("medium", "write", f"{verb} to a path that cannot be resolved statically ({word.value!r})")
            guessed = self.resolve(word, cwd, use_guess=True)
            for real in guessed or []:
                if not self.inside(real) and not DEV_NEUTRAL.match(real):
                    f.leave("high", "write", f"{verb} {real}, outside the workspace")
            return
        for real in paths:
            self.check_write_path(f, real, verb)

    def check_write_path(self, f: Findings, real: str, verb: str = "writes") -> None:
        if DEV_NEUTRAL.match(real):
            return
        if DEV_NET.match(real):
            f.add("medium", "network", f"sends data to a network socket ({real})")
            f.network_dev = True
            return
        if real.startswith("/dev/"):
            f.add("high", "write", f"{verb} the device {real} (can destroy a disk)")
            return
        protected = self.protected_reason(real)
        if protected:
            f.add("high", "write", protected)
        elif self.inside(real) and is_env_file(real):
            f.add("medium", "write", f"{verb} the workspace's environment file {os.path.basename(real)}")
        if not self.inside(real):
            f.leave("high", "write", f"{verb} {real}, outside the workspace")
        else:
            f.add("medium", "write", f"{verb} {self.rel(real)}")

    def check_delete(self, f: Findings, word: Word, cwd: str | None, verb: str = "deletes") -> None:
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


# Option parsing shared by the tool handlers
