"""Handlers for archivers and compressors (tar, zip, 7z, gzip, patch, ...)."""

from __future__ import annotations

import re

from ...shell import SimpleCommand, Word
from ..classifier import Classifier, handler
from ..findings import Findings
from ..options import has_option, option_values, split_args


@handler("tar")
def _h_tar(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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
    if any(
        (v.value.startswith("exec=") or "exec" in v.value) for v in option_values(opts, "--checkpoint-action")
    ):
        f.add("medium", "exec", "tar --checkpoint-action=exec runs a command")
    archive = option_values(opts, "-f", "--file")
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
        dests = option_values(opts, "-C", "--directory")
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


#: The single-file (de)compressors, graded by one rule in `_h_archivers`.
_COMPRESSORS = ("gzip", "gunzip", "bzip2", "bunzip2", "xz", "unxz", "zstd", "unzstd", "lz4", "compress", "uncompress")


@handler(
    "unzip",
    "7z",
    "7za",
    "unrar",
    "zip",
    *_COMPRESSORS,
    "cpio",
    "ar",
    "split",
    "csplit",
    "patch",
)
def _h_archivers(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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
    if key in _COMPRESSORS:
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
        if has_option(opts, "-TT", "--unzip-command"):
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
        for v in option_values(opts, "-i", "--input"):
            c.b.check_read(f, v, cwd)
        for v in option_values(opts, "-o", "--output", "-d", "--directory"):
            c.b.check_write(f, v, cwd)
        for w in operands[:1]:
            c.b.check_write(f, w, cwd)
        return
    f.add("medium", "write", f"{key} writes files")
    c.generic_paths(part, f, cwd)
