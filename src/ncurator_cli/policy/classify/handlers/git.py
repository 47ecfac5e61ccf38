"""The git handler: read-only subcommands, config-driven code execution, writes and remotes."""

from __future__ import annotations

import os

from ...shell import SimpleCommand, Word
from ..classifier import Classifier, handler
from ..findings import Findings


@handler("git")
def _h_git(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
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
