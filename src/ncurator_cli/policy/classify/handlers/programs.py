"""Handlers for tools that run a small program of their own (sed, awk, jq), with the analysers of those programs."""

from __future__ import annotations

import re

from ...shell import SimpleCommand, Word
from ..classifier import Classifier, family, handler
from ..findings import Findings
from ..names import program_name
from ..options import has_option, option_values, split_args
from ..table import INTERPRETERS, SHELLS


@handler("sed")
def _h_sed(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"-e", "-f", "-l", "--expression", "--file", "--line-length"})
    inplace = any(o in ("-i", "--in-place") for o, _ in opts) or any(
        o.startswith("--in-place") for o, _ in opts
    )
    # -i takes an optional attached suffix, which split_args reads as a cluster of flags: look at raw args
    inplace = inplace or any(
        (not a.dynamic) and re.match(r"^-[a-zA-Z]*i", a.value) and not a.value.startswith("--") for a in args
    )
    scripts = option_values(opts, "-e", "--expression")
    files = operands
    if not scripts and not has_option(opts, "-f", "--file"):
        scripts, files = operands[:1], operands[1:]
    for v in option_values(opts, "-f", "--file"):
        c.b.check_read(f, v, cwd)
        f.add("medium", "exec", "sed -f runs a script file that may contain e/w commands")
    sandbox = has_option(opts, "--sandbox")
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


@handler("awk")
def _h_awk(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"-F", "-v", "-f", "-E", "-i", "-l", "-o", "-p", "--file", "--include",
                                       "--load", "--field-separator", "--assign", "--exec", "--source"})  # fmt: skip
    if has_option(opts, "-f", "--file", "-E", "--exec"):
        f.add("medium", "exec", "awk runs a program from a file")
        for v in option_values(opts, "-f", "--file", "-E", "--exec"):
            c.b.check_read(f, v, cwd)
        program = None
        files = operands
    else:
        program = operands[0] if operands else None
        files = operands[1:]
    if has_option(opts, "-i", "--include", "-l", "--load"):
        f.add("medium", "exec", "awk loads extra source or a native extension")
    if has_option(opts, "-o", "-p", "--pretty-print", "--profile"):
        f.add("medium", "write", "awk -o/-p writes a file")
    sources = [program] if program is not None else []
    sources += option_values(opts, "--source")
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
            if target and family(program_name(target[0])[0]) in SHELLS | INTERPRETERS and len(target) == 1:
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


@handler("jq", "yq", "gojq", "jaq")
def _h_jq(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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
