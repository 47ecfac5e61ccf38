"""Handlers for tools that create, copy, move, link, delete or change files and devices."""

from __future__ import annotations

import os
import re

from ...shell import SimpleCommand, Word
from ..classifier import Classifier, handler
from ..findings import Findings
from ..options import has_option, option_values, split_args


@handler("sponge", "dos2unix", "unix2dos", "mac2unix", "unix2mac")
def _h_inplace(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args)
    f.add("medium", "write", f"{key} rewrites files")
    for w in operands:
        c.b.check_write(f, w, cwd, verb="rewrites")


@handler("tee")
def _h_tee(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"--output-error"})
    for w in operands:
        c.b.check_write(f, w, cwd, verb="appends to" if has_option(opts, "-a", "--append") else "writes")


@handler("touch", "mkdir", "mkfifo", "mknod", "mktemp")
def _h_create(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    value = {"touch": {"-d", "-t", "-r", "--date", "--reference"}, "mkdir": {"-m", "--mode", "--context"},
             "mkfifo": {"-m", "--mode", "--context"}, "mknod": {"-m", "--mode", "--context"},
             "mktemp": {"-p", "--tmpdir", "--suffix"}}[key]  # fmt: skip
    opts, operands = split_args(args, value)
    if key == "mktemp":
        f.add("medium", "write", "mktemp creates a temporary file")
        return
    for v in option_values(opts, "-r", "--reference"):
        c.b.check_read(f, v, cwd, content=False)
    for w in operands[1 if key == "mknod" else 0 : 1 if key == "mknod" else None]:
        c.b.check_write(f, w, cwd, verb="creates" if key != "touch" else "touches")
    if key == "mknod":
        f.add("high", "privileged", "mknod creates device nodes")
    if not operands:
        f.add("medium", "write", f"{key} creates files")


@handler("cp", "install", "rsync", "scp", "sftp")
def _h_copy(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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
    if has_option(opts, "-e", "--rsh", "--rsync-path", "-S", "-o") and key in ("rsync", "scp"):
        f.add("medium", "exec", f"{key} runs a custom remote shell/program")
    if key == "install" and has_option(opts, "-o", "--owner", "-g", "--group"):
        f.add("high", "privileged", "install changes file ownership")
    if key == "rsync" and any(o.startswith("--delete") or o == "--remove-source-files" for o, _ in opts):
        f.add("high", "delete", "rsync --delete removes files at the destination")
    targets = option_values(opts, "-t", "--target-directory")
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
    if key == "install" and has_option(opts, "-d", "--directory"):
        dests, srcs = local, []
    for w in srcs:
        c.b.check_tree(f, w, cwd)
    for w in dests:
        c.b.check_write(f, w, cwd, verb="copies into")
    if len(operands) < 2 and not targets and key != "install":
        f.add("medium", "write", f"{key} copies files")


@handler("mv")
def _h_mv(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(
        args, {"-t", "--target-directory", "-S", "--suffix", "--backup", "-Z", "--context"}
    )
    targets = option_values(opts, "-t", "--target-directory")
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


@handler("ln", "link")
def _h_ln(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"-t", "--target-directory", "-S", "--suffix", "--backup"})
    targets = option_values(opts, "-t", "--target-directory")
    dests = targets if targets else operands[-1:] if len(operands) > 1 else []
    for w in dests:
        c.b.check_write(f, w, cwd, verb="creates a link at")
    if not dests:
        f.add("medium", "write", "ln creates a link in the working directory")
        c.implicit_cwd(f, cwd)
    if has_option(opts, "-f", "--force"):
        for w in dests:
            paths = c.b.resolve(w, cwd) or []
            if any(os.path.lexists(p) for p in paths):
                f.add("medium", "write", "ln -f replaces an existing file")


@handler("rm", "unlink", "shred", "srm", "wipe")
def _h_rm(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(
        args, {"-n", "--iterations", "-s", "--size", "--random-source", "--interactive"}
    )
    verb = "overwrites and deletes" if key in ("shred", "wipe", "srm") else "deletes"
    f.add("high", "delete", f"{key} {verb} files irreversibly")
    for w in operands:
        c.b.check_delete(f, w, cwd, verb=verb)
    if has_option(opts, "--no-preserve-root"):
        f.add("high", "delete", "rm --no-preserve-root can delete the whole system")


@handler("rmdir")
def _h_rmdir(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args)
    f.add("medium", "delete", "rmdir removes empty directories")
    for w in operands:
        paths = c.b.resolve(w, cwd)
        if paths is None or any(not c.b.inside(p) for p in paths):
            f.leave("high", "delete", f"rmdir removes {w.value} outside the workspace")


@handler("truncate", "fallocate")
def _h_truncate(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(
        args, {"-s", "--size", "-r", "--reference", "-o", "--offset", "-l", "--length"}
    )
    f.add("high", "delete", f"{key} overwrites file contents irreversibly")
    for w in operands:
        c.b.check_write(f, w, cwd, verb="truncates")


@handler("dd")
def _h_dd(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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


@handler("mkfs", "mkswap", "fsck", "wipefs", "fdisk", "parted", "sfdisk", "blkdiscard")
def _h_disk(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    f.add("high", "delete", f"{key} formats or rewrites disks/partitions")


@handler("chmod")
def _h_chmod(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    opts, operands = split_args(args, {"--reference"}, numeric_flags=False)
    # modes like -x / -w look like options: rebuild the mode from the raw args
    mode: Word | None = None
    paths = operands
    if not has_option(opts, "--reference"):
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


@handler("chown", "chgrp", "chattr", "setfacl", "chcon")
def _h_chown(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    f.add("high", "privileged", f"{key} changes ownership/attributes (needs privilege)")
    opts, operands = split_args(args, {"--reference", "--from"})
    for w in operands[1:]:
        c.b.check_write(f, w, cwd, verb="changes ownership of")
