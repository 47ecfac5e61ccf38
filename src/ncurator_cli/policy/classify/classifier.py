"""Grading one simple command: context (wrappers, redirects, env prefixes), then the program through its
handler, its tool-table entry or its family; cross-command rules (exfiltration, pipes into shells).

Handlers for programs with option-dependent behaviour register themselves with ``@handler`` (see
``handlers/``); ``family`` folds versioned names onto the table's keys.
"""

from __future__ import annotations

import glob as _glob
import os
import re
from collections.abc import Callable

from ..shell import ParseResult, SimpleCommand, Word, decode_ansi_c, parse_lenient
from .boundary import Boundary
from .findings import RANK, Findings, max_risk
from .names import normalize_name, program_name
from .options import has_option, option_values, split_args
from .secrets import SECRET_VAR, secret_reason
from .table import (
    BUILD_TOOLS,
    DECODERS,
    ENV_EXEC,
    ENV_HARMLESS,
    INTERPRETERS,
    KILLERS,
    NETWORK,
    PAGERS_EDITORS,
    PRIVILEGED,
    SHELLS,
    SPLIT_SAFE,
    TOOLS,
    Tool,
)
from .workspace_code import by_path_reason

_MAX_NESTED = 3


def family(name: str) -> str:
    """Fold versioned/variant names (python3.11, pip3, gawk, mkfs.ext4, egrep) onto one key."""
    if name in TOOLS or name in HANDLERS:
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


# Paths and the workspace boundary


class Classifier:
    def __init__(self, boundary: Boundary, depth: int = 0) -> None:
        self.b = boundary
        self.depth = depth

    # -- top level -----------------------------------------------------------------------------

    def run(self, result: ParseResult) -> list[tuple[SimpleCommand, Findings]]:
        graded: list[tuple[SimpleCommand, Findings]] = []
        for part in result.commands:
            f = Findings()
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

    def nested(self, f: Findings, source: str, label: str, floor: str = "medium") -> None:
        """Grade a string that a program will run as shell code; fold the result into ``f``."""
        if self.depth >= _MAX_NESTED:
            f.add("high", "exec", f"{label}: code nested too deeply to analyse")
            return
        sub = parse_lenient(source)
        inner = Classifier(self.b, self.depth + 1).run(sub)
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

    def part(self, part: SimpleCommand, f: Findings, result: ParseResult) -> None:
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
                af = Findings()
                self.program(alt, af, cwd, result)
                if RANK[af.risk] > RANK["medium"]:
                    for r in af.reasons:
                        f.fold(af.risk, f"may run {m}: {r}", af, r)
                f.cats.extend(c for c in af.cats if c not in f.cats)
            return
        self.program(part, f, cwd, result)
        f.ctx_mode = True
        name = family(program_name(normalize_name(head.value)[0])[0])
        if name not in SPLIT_SAFE:
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
        self, part: SimpleCommand, head: Word, f: Findings, cwd: str | None, result: ParseResult
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
        gf = Findings()
        self.program(guessed, gf, cwd, result)
        if family(program_name(guess)[0]) in SHELLS:
            args = part.argv[1:]
            for i, a in enumerate(args[:-1]):
                if a.value == "-c" and not args[i + 1].dynamic:
                    self.nested(gf, args[i + 1].value, f"{guess} -c")
        for r in gf.reasons:
            f.fold(gf.risk, f"spells {guess!r}: {r}", gf, r)
        f.risk = max_risk(f.risk, gf.risk)
        f.cats.extend(c for c in gf.cats if c not in f.cats)
        f.secret = f.secret or gf.secret

    def program(self, part: SimpleCommand, f: Findings, cwd: str | None, result: ParseResult) -> None:
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
        key = family(key)
        if by_path:
            # Not a system program: at least medium whatever its name (a workspace's bin/ls).
            f.add("medium", "exec", by_path_reason(name, self.b, cwd))
            if key not in TOOLS and key not in HANDLERS:
                self.generic_paths(part, f, cwd)
                return
        if key in result.functions and not part.wrappers:
            return  # calling a function defined in the command: its body is graded on its own
        args = part.argv[1:]
        handler = HANDLERS.get(key)
        if handler is not None:
            handler(self, part, key, args, f, cwd)
            return
        tool = TOOLS.get(key)
        if tool is not None:
            self.tool(tool, key, part, args, f, cwd)
            return
        self.other(part, key, args, f, cwd)

    # -- generic pieces ------------------------------------------------------------------------

    def tool(
        self, tool: Tool, key: str, part: SimpleCommand, args: list[Word], f: Findings, cwd: str | None
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
            long_form = has_option(
                opts, "-d", "--directory", "-l", "-g", "-o", "-n", "-F", "--classify", "--format"
            )
            follow = not long_form or has_option(
                opts, "-L", "--dereference", "-H", "--dereference-command-line"
            )
        elif key == "file":
            follow = has_option(opts, "-L", "--dereference")
        elif key == "stat":
            follow = has_option(opts, "-L", "--dereference")
        elif key == "du":
            follow = has_option(opts, "-L", "-D", "-H", "--dereference", "--dereference-args")
        for w in paths:
            if w.value == "-" and not w.dynamic:
                continue
            self.b.check_read(f, w, cwd, content=tool.paths == "content", follow=follow)
        if not paths and tool.implicit_cwd:
            self.implicit_cwd(f, cwd)

    def implicit_cwd(self, f: Findings, cwd: str | None) -> None:
        if cwd is None:
            f.add("medium", "read", "the working directory cannot be known statically")
        elif not self.b.inside(cwd):
            f.leave("medium", "read", f"the working directory {cwd} is outside the workspace")

    def generic_paths(self, part: SimpleCommand, f: Findings, cwd: str | None) -> None:
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

    def other(self, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None) -> None:
        if key in SHELLS:
            self.shell(part, key, args, f, cwd)
        elif key in INTERPRETERS:
            self.interpreter(part, key, args, f, cwd)
        elif key in PAGERS_EDITORS:
            f.add("medium", "exec", f"{key} is interactive and can run commands (pager/editor escapes)")
            self.generic_paths(part, f, cwd)
            for w in args:
                if not w.value.startswith("-") or w.dynamic:
                    self.b.check_read(f, w, cwd)
        elif key in NETWORK:
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
        elif key in KILLERS:
            if key == "kill" and any(a.value in ("-l", "-L", "--list", "--table") for a in args):
                return
            f.add("high", "privileged", f"{key} sends signals to processes")
        elif key in ("at", "atq") and (key == "atq" or any(a.value in ("-l", "-c") for a in args)):
            f.add("medium", "read", "lists scheduled at jobs")
        elif key in PRIVILEGED:
            f.add("high", "privileged", f"{key} needs or changes system privileges/state")
        elif key in BUILD_TOOLS:
            f.add("medium", "exec", f"{key} runs code from the workspace (build/test tooling)")
            self.generic_paths(part, f, cwd)
        else:
            f.add("medium", "exec", f"{key} is not a known read-only program")
            self.generic_paths(part, f, cwd)

    def redirects(self, part: SimpleCommand, f: Findings, cwd: str | None) -> None:
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
                name = family(program_name(part.name)[0]) if part.argv else ""
                if (
                    part.kind == "redirect"
                    or name in SHELLS
                    or name in INTERPRETERS
                    or name in ("exec", "cat", "nc")
                ):
                    f.add(
                        "high",
                        "network",
                        "connects a shell or raw stream to a network socket (reverse shell pattern)",
                    )

    def secret_vars(self, part: SimpleCommand, f: Findings) -> None:
        for w in part.argv[1:] + [v for _, v in part.env] + [r.target for r in part.redirects if r.target]:
            if not w.dynamic:
                continue
            for m in re.finditer(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)", w.raw or w.value):
                if SECRET_VAR.search(m.group(1)):
                    f.add("high", "read", f"expands ${m.group(1)}, which looks like a credential")
                    f.secret = True

    def env_assignment(self, f: Findings, name: str, val: Word, prefix: bool) -> None:
        if ENV_EXEC.match(name):
            what = "for the command" if prefix else "for later commands"
            f.add("medium", "exec", f"sets {name} {what}, which can make programs run other code")
            if name.startswith(("LD_", "DYLD_")) or name in ("BASH_ENV", "ENV", "PROMPT_COMMAND", "PS4"):
                f.reasons[-1] = f"sets {name}, which loads or runs arbitrary code"
            return
        if name in ENV_HARMLESS or name.startswith("LC_"):
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

    def declaration(self, part: SimpleCommand, f: Findings) -> None:
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
                if ENV_EXEC.match(n):
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

    def shell(self, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None) -> None:
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
            if has_option(opts, "-i"):
                f.add("medium", "exec", f"starts an interactive {key}")
            f.add("medium", "exec", f"{key} runs commands read from stdin")
        for v in option_values(opts, "--rcfile", "--init-file"):
            self.b.check_read(f, v, cwd)

    _INLINE_FLAGS = {
        "python": ("-c",), "pypy": ("-c",), "perl": ("-e", "-E"), "ruby": ("-e",), "node": ("-e", "--eval", "-p", "--print"),
        "php": ("-r",), "lua": ("-e",), "Rscript": ("-e",), "deno": ("eval",), "bun": ("-e", "--eval"),
        "osascript": ("-e",), "julia": ("-e", "--eval"), "awk_script": (),
    }  # fmt: skip

    def interpreter(
        self, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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
            f.add("medium", "exec", f"{key} runs the script {script.value}")
            self.b.check_read(f, script, cwd)
            if script.dynamic:
                f.exec_dynamic = True
                f.add("medium", "exec", "runs code produced at run time")
            elif script.value == "setup.py" and any(
                a.value in ("install", "develop", "bdist_egg") for a in args
            ):
                f.add("high", "exec", "setup.py install installs a package")
        self.generic_paths(part, f, cwd)

    def python_module(self, module: str, args: list[Word], f: Findings, cwd: str | None) -> None:
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

    def inline_code(self, code: str, key: str, f: Findings) -> None:
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

    def pip(self, sub: str, f: Findings) -> None:
        if sub in ("install", "uninstall", "wheel"):
            f.add("high", "exec", f"pip {sub} installs/removes packages (runs third-party build code)")
        elif sub in ("download", "search", "index"):
            f.add("medium", "network", f"pip {sub} uses the network")
        else:
            f.add("medium", "exec", f"runs pip {sub}".strip())

    # -- cross-part rules ----------------------------------------------------------------------

    def cross_rules(self, graded: list[tuple[SimpleCommand, Findings]], result: ParseResult) -> None:
        parts = result.commands
        for _, f in graded:
            f.ctx_mode = True
        any_network = any("network" in f.cats for _, f in graded)
        any_secret = any(f.secret for _, f in graded)
        env_dump = any(
            (p.argv and family(program_name(p.name)[0]) in ("env", "printenv", "set", "export", "declare"))
            and any("environment" in r for r in f.reasons)
            for p, f in graded
        )
        for idx, (p, f) in enumerate(graded):
            name = family(program_name(normalize_name(p.name)[0])[0]) if p.argv else ""
            runs_stdin = self._reads_code_from_stdin(p, name)
            if runs_stdin and p.upstream:
                ups = [graded[i] for i in p.upstream if i < len(graded)]
                up_names = [family(program_name(normalize_name(u.name)[0])[0]) for u, _ in ups if u.argv]
                if any("network" in uf.cats for _, uf in ups):
                    f.add(
                        "high",
                        "exec",
                        "pipes data downloaded from the network into a shell/interpreter (remote code execution)",
                    )
                elif any(n in DECODERS and n not in ("echo", "printf") for n in up_names):
                    f.add(
                        "high",
                        "exec",
                        "pipes decoded/transformed data into a shell/interpreter (obfuscation)",
                    )
                elif ups and all(n in ("echo", "printf") for n in up_names) and name in SHELLS:
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
        if name in SHELLS:
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


# Handlers for programs with option-dependent behaviour

Handler = Callable[[Classifier, SimpleCommand, str, list[Word], Findings, "str | None"], None]
HANDLERS: dict[str, Handler] = {}


def handler(*names: str) -> Callable[[Handler], Handler]:
    def deco(fn: Handler) -> Handler:
        for n in names:
            HANDLERS[n] = fn
        return fn

    return deco
