"""The classifier's oracle: commands generated from a bash grammar, judged by what they do.

Every generated command is classified against a canary workspace; each one rated `low` runs in
real bubblewrap **with the workspace writable** (the sandbox's read-only guard switched off on
purpose) and is a finding when it changed, created or deleted anything in the workspace, or printed
the canary planted outside it.  Used by tests/oracle/test_oracle.py (a few hundred commands) and
bench/oracle.py (thousands).

The grammar puts a *payload* — a command that writes, deletes, runs workspace code or reads the
outside canary — into every context bash expands: command and process substitution, arithmetic,
array subscripts, parameter defaults, here-docs and here-strings, redirections to every kind of
target, options that take files, nested shells, functions, loops; and mixes in plain read-only
commands so that most of what is generated is what a model would type.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from hypothesis import strategies as st

CANARY = "CANARY-7f3a9c-outside"
REPO = Path(__file__).resolve().parents[2]

# -- the canary workspace -------------------------------------------------------------------------

WS_FILES = {
    "a.txt": "alpha\nbeta\n",
    "b.txt": "gamma\n",
    "data.csv": "k,v\nx,1\n",
    "notes/n.md": "# notes\n",
    "x.sh": "#!/bin/sh\necho hi > made_by_x_sh\n",
    "x.py": "open('made_by_x_py', 'w').write('x')\n",
    "x.awk": "{ print > \"made_by_awk\" }\n",
    "x.sed": "w made_by_sed\n",
    "run": "#!/bin/sh\nrm -f a.txt\n",
    "bin/ls": "#!/bin/sh\nrm -f b.txt; echo planted > planted.txt\n",
    "Makefile": "all:\n\ttouch made_by_make\n",
}
EXECUTABLE = ("x.sh", "run", "bin/ls")


@dataclass
class Canary:
    base: Path
    ws: Path
    outside: Path

    def reset(self) -> None:
        """The workspace exactly as planted (after a finding changed it)."""
        shutil.rmtree(self.ws, ignore_errors=True)
        plant_workspace(self.ws, self.outside)


def plant_workspace(ws: Path, outside: Path) -> None:
    ws.mkdir(parents=True)
    for rel, text in WS_FILES.items():
        p = ws / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    for rel in EXECUTABLE:
        os.chmod(ws / rel, 0o755)
    os.symlink(outside / "secret.txt", ws / "link_secret")
    os.symlink(outside, ws / "link_out")
    os.symlink(outside / "new.txt", ws / "link_dangling")


def make_canary() -> Canary:
    """A workspace and a folder beside it holding the canary. Not under /tmp: bubblewrap hides
    /tmp, and a canary the sandbox cannot see would prove nothing."""
    root = REPO / ".tmp"
    root.mkdir(exist_ok=True)
    base = Path(os.path.realpath(tempfile.mkdtemp(prefix="oracle-", dir=root)))
    outside = base / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text(CANARY + "\n")
    (outside / ".env").write_text(f"TOKEN={CANARY}\n")
    ws = base / "ws"
    plant_workspace(ws, outside)
    return Canary(base, ws, outside)


def snapshot(root: Path) -> dict[str, str]:
    """Every entry of the tree (not following symlinks): kind, mode and content digest."""
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            rel = os.path.relpath(p, root)
            st_ = os.lstat(p)
            if stat.S_ISLNK(st_.st_mode):
                out[rel] = "link:" + os.readlink(p)
            elif stat.S_ISDIR(st_.st_mode):
                out[rel] = f"dir:{oct(st_.st_mode)}"
            elif stat.S_ISREG(st_.st_mode):
                out[rel] = f"{oct(st_.st_mode)}:" + hashlib.sha256(Path(p).read_bytes()).hexdigest()
            else:
                out[rel] = f"other:{oct(st_.st_mode)}"
    return out


def changes(before: dict[str, str], after: dict[str, str]) -> list[str]:
    return sorted(f"{p}: {before.get(p, 'absent')} -> {after.get(p, 'absent')}"
                  for p in set(before) | set(after) if before.get(p) != after.get(p))  # fmt: skip


# -- the grammar ------------------------------------------------------------------------------------

WS_PATHS = ["a.txt", "b.txt", "data.csv", "notes/n.md", "notes", ".", "x.sh", "./a.txt", "notes/../a.txt"]
LINKS = ["link_secret", "link_out/secret.txt", "link_out", "link_dangling", "link_out/.env"]
OUT_PATHS = ["../outside/secret.txt", "$PWD/../outside/secret.txt", "~/.bashrc", "/etc/hostname", "..", "/"]
NEW_PATHS = ["new.txt", "notes/new.md", "a.txt", "b.txt", "link_dangling", "link_secret", "$(echo new).txt"]

#: Commands a model types to look: mostly read-only.
READERS = [
    "ls", "ls -la", "cat a.txt", "head -n 2 a.txt", "tail -n1 b.txt", "wc -l a.txt b.txt", "grep -n alpha a.txt",
    "grep -rn x notes", "sort a.txt", "uniq a.txt", "cut -d, -f1 data.csv", "awk -F, '{print $1}' data.csv",
    "sed -n 1p a.txt", "find . -name '*.txt'", "stat a.txt", "du -sh .", "diff a.txt b.txt", "echo hi",
    "printf '%s\\n' x", "tr a-z A-Z < a.txt", "nl a.txt", "tac a.txt", "rev a.txt", "sha256sum a.txt",
    "basename a/b.txt", "dirname a/b.txt", "realpath a.txt", "file a.txt", "od -c b.txt", "paste a.txt b.txt",
    "comm a.txt b.txt", "true", "test -f a.txt", "[ -d notes ]", "date +%Y", "env", "pwd", "seq 3",
    "expr 1 + 2", "column -t data.csv", "fold -w 3 b.txt", "xxd b.txt", "md5sum b.txt", "tree",
]  # fmt: skip

#: Commands that change, run workspace code, or read outside: what must never be `low`.
PAYLOADS = [
    "touch new.txt", "rm -f a.txt", "rm -rf notes", "mv a.txt c.txt", "cp a.txt new.txt", "mkdir d",
    "chmod 600 a.txt", "chmod +x b.txt", "ln -s a.txt new.txt", "truncate -s0 a.txt", "echo x > a.txt",
    "echo x >> b.txt", "sed -i s/a/b/ a.txt", "tee new.txt < a.txt", "dd if=a.txt of=new.txt",
    "sort -o a.txt b.txt", "uniq a.txt new.txt", "cat link_secret", "cat ../outside/secret.txt",
    "head link_out/secret.txt", "./run", "./bin/ls", "bin/ls", "sh x.sh", "bash x.sh", "python3 x.py",
    ". ./x.sh", "source x.sh", "awk -f x.awk a.txt", "sed -f x.sed a.txt", "make", "find . -delete",
    "find . -name a.txt -exec rm {} +", "find . -fprint new.txt", "xargs rm < a.txt", "shred a.txt",
    "install -m 644 a.txt new.txt", "split -l1 a.txt", "csplit a.txt 1", "gzip a.txt", "tar -cf new.tar a.txt",
    "rsync a.txt new.txt", "patch -p0 < a.txt", "git init", "awk 'BEGIN{system(\"rm a.txt\")}'",
    "awk '{print > \"new.txt\"}' a.txt", "sed -n 'w new.txt' a.txt", "env -i ./run", "timeout 5 ./run",
    "cat ~/.ssh/id_rsa", "grep -r CANARY ..", "cat /proc/self/environ", "printenv", "mkfifo f",
    "exec 3> new.txt", "python3 -c 'open(\"new.txt\",\"w\")'", "perl -e 'unlink \"a.txt\"'",
    "node -e 'require(\"fs\").unlinkSync(\"a.txt\")'", "cat link_out/.env", "less link_secret",
    "readlink -f link_secret", "ls link_out", "tail -f /dev/null --pid=1", "cp -r notes ../outside",
]  # fmt: skip


def _q(s: str) -> str:
    return "'" + s.replace("'", "'\\''") + "'"


payload = st.sampled_from(PAYLOADS)
reader = st.sampled_from(READERS)
target = st.sampled_from(WS_PATHS + LINKS + OUT_PATHS + NEW_PATHS + ["/dev/null", "/dev/stdout", "/dev/stderr"])


@st.composite
def redirection(draw: st.DrawFn) -> str:
    op = draw(st.sampled_from([">", ">>", "2>", "&>", ">|", "<>", "1>", "2>>", "&>>", "3>", "<", ">&"]))
    t = draw(target)
    if op == ">&":
        return draw(st.sampled_from([">&2", "2>&1", ">&1", f">& {t}"]))
    return f"{op}{draw(st.sampled_from(['', ' ']))}{t}"


@st.composite
def substituted(draw: st.DrawFn, inner: str) -> str:
    """`inner` placed in one of the contexts bash expands."""
    forms = [
        "$({x})", "`{x}`", "\"$({x})\"", "$(( $({x}) + 1 ))", "$((a[$({x})]))", "${{a[$({x})]}}",
        "${{u:-$({x})}}", "${{u:=$({x})}}", "${{u:+$({x})}}", "${{u?$({x})}}", "<({x})", ">({x})",
        "${{u/x/$({x})}}", "\"${{u:-`{x}`}}\"", "$( ( {x} ) )", "$({{ {x}; }})",
    ]  # fmt: skip
    return draw(st.sampled_from(forms)).format(x=inner)


@st.composite
def placed(draw: st.DrawFn, inner: str) -> str:
    """A whole command in which `inner` runs, or would if bash reads it so."""
    sub = draw(substituted(inner))
    r = draw(reader)
    forms = [
        f"echo {sub}", f"ls {sub}", f"cat {sub}", f"{r} {sub}", f"x={sub}; {r}", f"a[{sub}]=1; {r}",
        f"declare -a a=([{sub}]=1)", f"(( {sub} ))", f"[[ {sub} == x ]]", f"[[ -v a[{sub}] ]]",
        f"test -v 'a[{sub}]'", f"printf -v 'a[{sub}]' x", f"let 'a[{sub}]=1'", f"echo $(( a[{sub}] ))",
        f"cat <<EOF\n{sub}\nEOF", f"cat <<<{sub}", f"{r} | {inner}", f"{inner} | {r}", f"{r} && {inner}",
        f"{r} || {inner}", f"{r}; {inner}", f"( {inner} )", f"{{ {inner}; }}", f"f() {{ {inner}; }}; f",
        f"for i in 1; do {inner}; done", f"if {r}; then {inner}; fi", f"while false; do :; done; {inner}",
        f"case x in x) {inner};; esac", f"bash -c {_q(inner)}", f"sh -c {_q(inner)}", f"eval {_q(inner)}",
        f"xargs -I{{}} {inner} <<<x", f"find . -maxdepth 0 -exec {inner} \\;", f"env {inner}", f"command {inner}",
        f"time {inner}", f"nice {inner}", f"{r} {sub} > /dev/null", f"echo {sub} 2>/dev/null",
        f"{r} $'{inner}'", f"{r} \"{inner}\"", f"echo '{sub}'", f"# {inner}\n{r}", f"{r} # {sub}",
        f"trap {_q(inner)} EXIT; {r}", f"PROMPT_COMMAND={_q(inner)} {r}", f"BASH_ENV=x.sh bash -c {_q(r)}",
        f"{r} < <({inner})", f"mapfile -t l < <({inner})", f"read -r v <<< {sub}",
    ]  # fmt: skip
    return draw(st.sampled_from(forms))


@st.composite
def writer(draw: st.DrawFn) -> str:
    """A read-only-looking command writing through a redirection or an option that takes a file."""
    r = draw(reader)
    t = draw(target)
    forms = [
        f"{r} {draw(redirection())}", f"{r} {draw(redirection())} {draw(redirection())}", f"sort -o {t} a.txt",
        f"sort --output={t} a.txt", f"uniq a.txt {t}", f"tee {t} < a.txt", f"tee -a {t} < a.txt",
        f"grep -f {t} a.txt", f"sed -n 'w {t}' a.txt", f"sed -e '1w {t}' a.txt", f"awk '{{print > \"{t}\"}}' a.txt",
        f"find . -fprint {t}", f"find . -fprintf {t} x", f"od -w1 a.txt -o {t}", f"cut -f1 a.txt > {t}",
        f"diff a.txt b.txt --output={t}", f"ls -la > {t}", f"echo hi | tee {t}", f"wc -l --files0-from={t}",
        f"cat a.txt >{t}", f"cp a.txt {t}", f"ln -sf a.txt {t}", f"touch {t}", f"date -f {t}", f"du --files0-from={t}",
        f"file -f {t}", f"sha256sum -c {t}", f"exec >{t}; echo x", f"{r} {t}", f"cat {t}", f"head -c 100 {t}",
        f"ls {t}", f"grep -r CANARY {t}", f"stat {t}", f"tail {t}", f"sort {t}", f"wc {t}",
    ]  # fmt: skip
    return draw(st.sampled_from(forms))


@st.composite
def command(draw: st.DrawFn) -> str:
    """One generated command: a plain reader, a writer, or a payload in some context."""
    kind = draw(st.sampled_from(["reader", "writer", "placed", "placed", "payload", "compound"]))
    if kind == "reader":
        return draw(reader)
    if kind == "writer":
        return draw(writer())
    if kind == "payload":
        return draw(payload)
    inner = draw(st.one_of(payload, writer()))
    if kind == "placed":
        return draw(placed(inner))
    a, b = draw(reader), draw(placed(inner))
    return draw(st.sampled_from([f"{a}; {b}", f"{a} && {b}", f"{a} | {b}", f"{b}\n{a}"]))
