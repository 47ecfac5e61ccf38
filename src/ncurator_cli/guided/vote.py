"""Voting for small models (guided mode): self-consistency over trial runs.

Beside the greedy reply, `[terminal] vote_samples` sampled ones; each candidate command is
trial-run (read-only for a question, in a scratch copy of a small workspace for a change) and
the outcome most runs agree on wins. The terminal capability calls `choose_reply` from its tool
loop; what it needs from the capability (its node, its protection of the workspace, its time
budget) comes through the `cap` argument.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import replace as with_changes
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..exec import CommandExec, invalid_command
from ..protocol.task import LoopState, Task, TerminalData, loop_data, task_is_question
from ..protocol.tools import ToolCall
from ..sandbox.request import CommandLimits
from ..workspace.changes import hash_file
from . import active
from .terminal import REPLY_FORMAT, bare_cd, check_dir, task_check

if TYPE_CHECKING:
    from ..protocol.context import RunContext

#: Voting on question tasks (the number of samples is `[terminal] vote_samples`): their
#: temperature, votes per task, the time a vote needs left, and the time limit of one trial run.
VOTE_TEMPERATURE = 0.7
VOTES_PER_TASK = 2
VOTE_MIN_REMAINING_S = 120.0
VOTE_TRIAL_TIMEOUT = 30.0
#: A change task's candidates are tried in a copy of the workspace, when it is this small.
SCRATCH_MAX_FILES = 2000
SCRATCH_MAX_BYTES = 32 * 1024 * 1024


#: First element of a trial's key when the objective's check passed in its scratch copy.
CHECK_PASSES = "check passes"


def copyable(root: Path) -> bool:
    """Whether the workspace is small enough to copy for each trial run of a change."""
    total = entries = 0
    for dirpath, dirnames, filenames in os.walk(root):
        entries += len(filenames) + len(dirnames)
        for f in filenames:
            with contextlib.suppress(OSError):
                total += os.lstat(os.path.join(dirpath, f)).st_size
        if entries > SCRATCH_MAX_FILES or total > SCRATCH_MAX_BYTES:
            return False
    return True


def digests(root: Path) -> dict[str, str]:
    """Workspace-relative path → content digest of every file (links by their target; other
    files that are not regular by their size: `hash_file` never reads a FIFO)."""
    out: dict[str, str] = {}
    for dirpath, _dirnames, filenames in os.walk(root):
        for f in filenames:
            path = os.path.join(dirpath, f)
            rel = os.path.relpath(path, root)
            try:
                if os.path.islink(path):
                    out[rel] = "link:" + os.readlink(path)
                    continue
            except OSError:
                continue
            digest, size = hash_file(path)
            if digest is not None or size is not None:
                out[rel] = digest or f"size:{size}"
    return out


#: An objective that asks for an empty file (`touch`, "an empty file"): then empty is the result.
EMPTY_ASKED = re.compile(r"\b(?:empty|blank|touch)\b", re.I)


def empty_outputs(task: Task, root: Path) -> list[str]:
    """The task's stated output files that are missing, or empty where the objective does not ask
    for an empty file, under root."""
    out = []
    may_be_empty = bool(EMPTY_ASKED.search(task.get("objective") or ""))
    for rel in task.get("outputs") or []:
        if rel.endswith("/"):
            continue
        target = root / rel
        if not target.is_file() or (target.stat().st_size == 0 and not may_be_empty):
            out.append(rel)
    return out


def answer_key(stdout: str) -> tuple[str, ...] | None:
    """What a run answered, comparable across differently written scripts: the numbers and the
    names (identifiers, paths) on its ANSWER lines, else on its last line. None when empty."""
    lines = [ln.strip() for ln in stdout.splitlines() if ln.strip()]
    if not lines:
        return None
    marked = [ln for ln in lines if re.match(r"\W*answer\b", ln, re.I)]
    text = " ".join(marked or lines[-1:])
    numbers = set()
    for raw in re.findall(r"-?\d[\d,]*(?:\.\d+)?", text):
        value = raw.replace(",", "")
        numbers.add(value.rstrip("0").rstrip(".") if "." in value else value)
    words = (t.lower().rstrip(".,:;/-") for t in re.findall(r"[A-Za-z_][\w./-]*", text))
    names = {w for w in words if re.search(r"[_./\d]", w)}
    key = tuple(sorted(numbers) + sorted(names))
    return key or (" ".join(text.lower().split()),)


def pick_candidate(keys: list[tuple[str, ...] | None]) -> int:
    """A change after which the task's own check passes beats any plurality; else `vote`."""
    pick = next((i for i, k in enumerate(keys) if k and k[0] == CHECK_PASSES), None)
    return vote(keys) if pick is None else pick


def vote_settled(keys: list[tuple[str, ...] | None], remaining: int, may_check: bool) -> bool:
    """Whether `remaining` more candidates could not change `pick_candidate(keys)`, whatever they
    turn out to be: none (failed), () (ran, nothing to compare), a key already seen, a new key, or
    (when the task has a check) a change after which the check passes. Exact, by enumeration."""
    if any(k and k[0] == CHECK_PASSES for k in keys):
        return True  # the first such candidate wins, and it is already here
    if remaining <= 0:
        return True
    if may_check:
        return False  # a later candidate might pass the check: it would win
    now = pick_candidate(keys)
    futures: list[list[tuple[str, ...] | None]] = [[]]
    for n in range(remaining):
        nxt = []
        for f in futures:
            # A later candidate fails (or gives nothing to compare), agrees with one already seen
            # (here or earlier in this future), or brings a new answer.
            known = list(dict.fromkeys(k for k in (*keys, *f) if k))
            nxt += [[*f, o] for o in (None, *known, ("new", str(n)))]
        futures = nxt
        if len(futures) > 20000:
            return False  # too many to enumerate: keep sampling
    return all(pick_candidate([*keys, *f]) == now for f in futures)


def vote(keys: list[tuple[str, ...] | None]) -> int:
    """The candidate to act on: the first of the largest group of agreeing runs; the greedy
    one (index 0) when it ran and no other answer has more support, or when nothing ran.
    None is a candidate that did not run (or failed); () one that ran with nothing to compare."""
    groups = Counter(k for k in keys if k)
    if not groups:
        return 0
    best, count = groups.most_common(1)[0]  # ties: the group seen first
    if keys[0] is not None and (keys[0] == best or count < 2 or groups[keys[0]] >= count):
        return 0
    return keys.index(best)


def choose_reply(cap: Any, ctx: RunContext, task: Task, loop: LoopState, messages: list[Any],
                 text_format: Any, protocol: Any, text: str, calls: list[ToolCall],
                 redact: Callable[[str], str]) -> tuple[str, list[ToolCall]]:
    """Self-consistency: beside the greedy reply, `[terminal] vote_samples` sampled ones;
    each candidate command is trial-run — read-only for a question, in a scratch copy of a
    small workspace for a change — and the outcome most runs agree on wins (the greedy one on
    a tie). Measured on the suite's question tasks (first scripts): the plurality of eight
    was right where the greedy script was wrong. Only with a sandbox that can run read-only
    and for commands the policy allows without asking: a trial is still a run of model code."""
    data = loop_data(loop, TerminalData)
    if not may_vote(cap, ctx, task, loop, calls):
        return text, calls
    data["votes"] = data.get("votes", 0) + 1
    candidates = [(text, calls)]
    sampled = with_changes(text_format or REPLY_FORMAT, temperature=VOTE_TEMPERATURE)
    where = data.get("cwd") or "."
    prot = cap._protection(ctx, task, loop, ctx.sandbox)
    samples = ctx.limits.terminal_vote_samples
    total = 1 + samples
    keys = [trial(ctx, task, 0, total, calls, redact, where, prot)]
    may_check = not task_is_question(task) and task_check(task.get("objective") or "", ctx.workspace.root if ctx.workspace is not None else None) is not None
    for i in range(samples):
        # Each sample costs a whole decode: stop as soon as no further one could change the pick.
        if vote_settled(keys, samples - i, may_check):
            break
        turn = ctx.model.complete(cap.node, messages, None, tool_choice="none", text_format=sampled)
        ctx.add_usage(turn.usage)
        parsed, _ = protocol.parse(turn.content or "", loop)
        candidates.append((turn.content or "", parsed))
        keys.append(trial(ctx, task, len(candidates) - 1, total, parsed, redact, where, prot))
    pick = pick_candidate(keys)
    agree = sum(1 for k in keys if k and k == keys[pick])
    ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="vote", status="completed",
             summary=f"candidate {pick + 1} of {len(candidates)} chosen; {agree} of {len(candidates)} trial runs agree"
             + (f"; {total - len(candidates)} more not drawn: none could change the pick" if len(candidates) < total else ""))
    return candidates[pick]


def may_vote(cap: Any, ctx: RunContext, task: Task, loop: LoopState, calls: list[ToolCall]) -> bool:
    if (not active(ctx) or ctx.workspace is None or ctx.limits.terminal_vote_samples < 1
            or loop_data(loop, TerminalData).get("votes", 0) >= VOTES_PER_TASK):
        return False
    if not task_is_question(task) and not copyable(ctx.workspace.root):
        return False  # a change is tried out in a copy of the workspace: only a small one
    if not calls or calls[0].name != "terminal_run_command" or ctx.remaining_s() < VOTE_MIN_REMAINING_S:
        return False
    if bare_cd(str(calls[0].args.get("command") or "")) is not None:
        return False  # a move into a folder is not voted on: it changes nothing (see _change_dir)
    if cap.loop_timeout(ctx, loop) - loop["elapsed_s"] < VOTE_MIN_REMAINING_S:
        return False
    try:
        sandbox = ctx.sandbox
    except Exception:
        return False
    return bool(sandbox.confined)  # a trial must be read-only (or in a copy): only a confined sandbox


def trial(ctx: RunContext, task: Task, index: int, total: int, calls: list[ToolCall],
          redact: Callable[[str], str], where: str = ".", prot: Any = None) -> tuple[str, ...] | None:
    """The outcome key of one candidate, or None when it cannot take part: run read-only for
    a question; for a change, in a scratch copy of the workspace, keyed by what it changed."""
    assert ctx.workspace is not None
    command = calls[0].args.get("command") if calls and calls[0].name == "terminal_run_command" else None
    if not isinstance(command, str) or invalid_command(command):
        return None
    scratch = None
    root = ctx.workspace.root
    try:
        if not task_is_question(task):
            scratch = Path(tempfile.mkdtemp(prefix="ncurator-trial-"))
            shutil.copytree(root, scratch / "w", symlinks=True)
            root = Path(os.path.realpath(scratch / "w"))
            before = digests(root)
        cwd = Path(os.path.realpath(root / where))
        if bare_cd(command) is not None or not cwd.is_dir():
            return None
        limits = CommandLimits(timeout_s=max(1.0, min(VOTE_TRIAL_TIMEOUT, ctx.limits.terminal_command_timeout)),
                        max_output_bytes=64 * 1024)
        extra = tuple(prot.binds(root)) if prot else ()
        res = CommandExec(ctx).run_unasked(command, root, cwd, limits, protect=extra,
                                           purpose="trial" if scratch is None else "scratch")
        if isinstance(res, str):
            return None  # not allowed unasked (or refused): it takes no part
        ctx.cancel.check()
        key = None
        changed: list[str] = []
        if res.exit_code == 0 and not res.timed_out:
            if scratch is not None:
                after = digests(root)
                changed = sorted(f"{p}={after.get(p, 'deleted')}" for p in set(before) | set(after)
                                 if before.get(p) != after.get(p))
            # A change is judged by what it did to the files; printed words differ between scripts.
            # A run with nothing to compare is () : it ran, so a lone other answer does not win.
            key = ("files", *changed) if changed else (answer_key(redact(res.stdout)) or ())
            if scratch is not None and empty_outputs(task, root):
                # A stated output left empty (or missing) is not a result, however many agree on it.
                key = None
            if changed and check_passes(ctx, task, root, limits, extra):
                key = (CHECK_PASSES, *key)
        how = "in a scratch copy" if scratch is not None else "read-only"
        if changed:
            shown = f"; {len(changed)} files changed" + ("; the task's check passes" if key and key[0] == CHECK_PASSES else "")
        else:
            shown = f"; answer {' '.join(key)[:200]}" if key else ""
        ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="trial_run",
                 status="completed" if res.exit_code == 0 else "failed",
                 summary=f"candidate {index + 1} of {total}, {how}: exit {res.exit_code} in {res.duration_ms} ms"
                 + shown + f"; `{command.splitlines()[0][:100]}`")
        return key
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


def check_passes(ctx: RunContext, task: Task, root: Path, limits: Any,
                  extra: tuple[tuple[str, bool], ...]) -> bool:
    """Whether the objective's own check passes in a trial's scratch copy (False when there
    is none or the policy would not run it unasked)."""
    check = task_check(task.get("objective") or "", ctx.workspace.root if ctx.workspace is not None else None)
    if not check:
        return False
    where = root / check_dir(task.get("objective") or "", root)
    res = CommandExec(ctx).run_unasked(check, root, where, limits, purpose="scratch", protect=extra)
    ctx.cancel.check()
    return not isinstance(res, str) and res.exit_code == 0 and not res.timed_out
