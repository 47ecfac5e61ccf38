"""Handlers for directory changes and searching/reading tools (cd, grep, rg, find, uniq, xxd, test)."""

from __future__ import annotations

from ...shell import SimpleCommand, Word
from ..classifier import Classifier, handler
from ..findings import Findings
from ..options import has_option, option_values, split_args


@handler("cd", "pushd", "popd", "chdir")
def _h_cd(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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


@handler("grep")
def _h_grep(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    value = {"-e", "-f", "-m", "-A", "-B", "-C", "-d", "-D", "--regexp", "--file", "--max-count", "--after-context",
             "--before-context", "--context", "--directories", "--devices", "--label", "--include", "--exclude",
             "--exclude-from", "--exclude-dir", "--color", "--colour", "--binary-files", "--group-separator"}  # fmt: skip
    opts, operands = split_args(args, value)
    recursive = has_option(opts, "-r", "--recursive") or any(
        v.value == "recurse" for v in option_values(opts, "-d", "--directories")
    )
    if has_option(opts, "-R", "--dereference-recursive"):
        recursive = True
        f.add("medium", "read", "grep -R follows every symlink while recursing (can leave the workspace)")
    if part.argv[0].value.startswith("rgrep"):
        recursive = True
    for v in option_values(opts, "-f", "--file", "--exclude-from"):
        c.b.check_read(f, v, cwd)
    has_pattern_opt = has_option(opts, "-e", "--regexp", "-f", "--file")
    paths = operands if has_pattern_opt else operands[1:]
    for w in paths:
        if w.value != "-" or w.dynamic:
            c.b.check_read(f, w, cwd)
    if not paths and recursive:
        c.implicit_cwd(f, cwd)


@handler("rg")
def _h_rg(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    value = {"-A", "-B", "-C", "-e", "-f", "-g", "-t", "-T", "-m", "-M", "-j", "-E", "-d", "-r", "--replace",
             "--max-depth", "--maxdepth", "--type-add", "--type-clear", "--colors", "--sort", "--sortr",
             "--context-separator", "--path-separator", "--max-filesize", "--pre", "--pre-glob", "--hostname-bin",
             "--ignore-file", "--engine", "--encoding", "--field-match-separator", "--field-context-separator",
             "--max-columns", "--threads", "--dfa-size-limit", "--regex-size-limit", "--iglob", "--glob",
             "--color", "--type", "--type-not", "--regexp", "--file", "--max-count", "--after-context",
             "--before-context", "--context", "--hyperlink-format", "--generate"}  # fmt: skip
    opts, operands = split_args(args, value)
    if has_option(opts, "--pre"):
        f.add("medium", "exec", "rg --pre runs a preprocessor program on every file")
        for v in option_values(opts, "--pre"):
            c.generic_paths(SimpleCommand(argv=[Word("rg"), v]), f, cwd)
    if has_option(opts, "--hostname-bin"):
        f.add("medium", "exec", "rg --hostname-bin runs a program")
    if has_option(opts, "-L", "--follow"):
        f.add("medium", "read", "rg -L follows symlinks out of the workspace")
    if has_option(opts, "--no-config") is False and any(k == "RIPGREP_CONFIG_PATH" for k, _ in part.env):
        f.add("medium", "exec", "rg config file can add --pre")
    for v in option_values(opts, "-f", "--file", "--ignore-file"):
        c.b.check_read(f, v, cwd)
    no_pattern = has_option(
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


@handler("find")
def _h_find(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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


@handler("uniq")
def _h_uniq(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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


@handler("xxd")
def _h_xxd(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"-c", "-g", "-l", "-o", "-s", "-n", "-cols", "-len", "-seek", "-name"})
    if operands and operands[0].value != "-":
        c.b.check_read(f, operands[0], cwd)
    if len(operands) > 1:
        c.b.check_write(f, operands[1], cwd)


_ARITH_TESTS = frozenset({"-eq", "-ne", "-lt", "-le", "-gt", "-ge"})


@handler("test", "[", "[[")
def _h_test(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    file_ops = {"-e", "-f", "-d", "-r", "-w", "-x", "-s", "-L", "-h", "-b", "-c", "-p", "-S", "-g", "-u", "-k",
                "-O", "-G", "-N", "-a"}  # fmt: skip
    for i, w in enumerate(args[:-1]):
        if not w.dynamic and w.value in file_ops:
            target = args[i + 1]
            if target.value in ("]", "]]"):
                continue
            c.b.check_read(f, target, cwd, content=False)
    # `test -v 'a[$(cmd)]'` and `[[ 1 -eq a[$(cmd)] ]]` evaluate an array subscript as arithmetic,
    # and bash expands the substitutions in it: the text is quoted, the command still runs.
    evaluated = [args[i + 1] for i, w in enumerate(args[:-1]) if not w.dynamic and w.value == "-v"]
    if key == "[[":
        evaluated += [o for i, w in enumerate(args) if not w.dynamic and w.value in _ARITH_TESTS
                      and 0 < i < len(args) - 1 for o in (args[i - 1], args[i + 1])]  # fmt: skip
    for o in evaluated:
        if "[" in o.value and any(s in o.value for s in ("$(", "`", "${", "$[")):
            f.add("medium", "exec", f"{key} evaluates the array subscript in {o.value!r}, which runs its substitutions")
    for i, w in enumerate(args):
        if not w.dynamic and w.value in ("-nt", "-ot", "-ef") and 0 < i < len(args) - 1:
            c.b.check_read(f, args[i - 1], cwd, content=False)
            c.b.check_read(f, args[i + 1], cwd, content=False)
