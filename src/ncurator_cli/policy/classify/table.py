"""The read-only tool table (programs that are low when used as described) and the program families
that are never low (shells, interpreters, network tools, privileged tools, build tools ...).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


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


TOOLS: dict[str, Tool] = {
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


# The classifier

SHELLS = {"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "yash", "posh", "fish", "tcsh", "csh", "rbash"}
INTERPRETERS = {
    "python", "pypy", "node", "deno", "bun", "perl", "ruby", "irb", "php", "lua", "luajit", "R", "Rscript",
    "julia", "java", "jshell", "groovy", "scala", "kotlin", "kotlinc", "dotnet", "pwsh", "powershell",
    "osascript", "tclsh", "wish", "expect", "guile", "racket", "sbcl", "clisp", "ghc", "ghci", "runghc",
    "runhaskell", "swift", "erl", "escript", "elixir", "iex", "ocaml", "gdb", "lldb", "dc", "jjs", "rhino",
    "ts-node", "tsx", "cscript", "wscript", "awk_script",
}  # fmt: skip
PAGERS_EDITORS = {
    "less", "more", "most", "pg", "man", "info", "vim", "vi", "nvim", "view", "vimdiff", "nano", "pico",
    "emacs", "emacsclient", "ed", "ex", "joe", "mcedit", "mc", "top", "htop", "btop", "tmux", "screen",
    "zless", "zmore", "bzless", "xzless", "lesspipe", "sensible-pager", "sensible-editor", "editor", "pager",
}  # fmt: skip
NETWORK = {
    "wget", "telnet", "ftp", "tftp", "lftp", "aria2c", "axel", "http", "https", "httpie", "xh", "lynx",
    "links", "w3m", "elinks", "dig", "nslookup", "host", "whois", "ping", "ping6", "traceroute", "tracepath",
    "mtr", "nmap", "masscan", "arp-scan", "ssh-keyscan", "gh", "hub", "glab", "aws", "gcloud", "gsutil", "az",
    "s3cmd", "rclone", "ngrok", "tailscale", "wg", "mosh", "twine", "netstat", "ss", "ifconfig", "curlie",
    "websocat", "wscat", "grpcurl", "hping3", "tcpdump", "tshark",
}  # fmt: skip
PRIVILEGED = {
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
KILLERS = {"kill", "pkill", "killall", "skill", "xkill", "slay", "killall5"}
BUILD_TOOLS = {
    "make", "gmake", "cmake", "ninja", "meson", "bazel", "bazelisk", "buck", "buck2", "just", "task",
    "rake", "invoke", "fab", "mvn", "mvnw", "gradle", "gradlew", "ant", "sbt", "lein", "mix", "rebar3",
    "pytest", "py.test", "tox", "nox", "jest", "vitest", "mocha", "rspec", "phpunit", "ctest", "tsc",
    "eslint", "prettier", "ruff", "black", "isort", "flake8", "mypy", "pylint", "pyright", "cargo-test",
    "hatch", "pre-commit", "nodemon", "webpack", "vite", "rollup", "esbuild", "babel", "gcc", "g++", "cc",
    "c++", "clang", "clang++", "ld", "as", "rustc", "javac", "go-test", "swiftc", "zig", "nim", "crystal",
    "terraform-plan", "ansible-lint", "shellcheck", "hadolint", "coverage", "sphinx-build", "mkdocs",
    "jupyter", "ipython", "bundle-exec", "tox4", "nx", "turbo", "lerna", "deno-task", "xcodebuild",
}  # fmt: skip
ENV_HARMLESS = {
    "LANG", "LANGUAGE", "TZ", "COLUMNS", "LINES", "NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "FORCE_COLOR",
    "TERM", "COLORTERM", "POSIXLY_CORRECT", "GREP_COLOR", "GREP_COLORS", "LS_COLORS", "TIME_STYLE",
    "QUOTING_STYLE", "BLOCK_SIZE", "DU_BLOCK_SIZE", "DF_BLOCK_SIZE", "TABSIZE", "JQ_COLORS", "SOURCE_DATE_EPOCH",
}  # fmt: skip
ENV_EXEC = re.compile(
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
SPLIT_SAFE = {"echo", "printf", "test", "[", "[[", ":", "true", "false", "seq", "expr", "sleep", "date", "basename",
               "dirname", "let", "exit", "return", "shift", "read", "wait", "set", "cd", "pushd"}  # fmt: skip
DECODERS = {"base64", "base32", "basenc", "xxd", "openssl", "gpg", "gunzip", "zcat", "bzcat", "xzcat",
             "uudecode", "rev", "tr", "perl", "python", "printf", "echo", "dd", "od", "sed", "awk"}  # fmt: skip
