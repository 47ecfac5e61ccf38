"""Each run keeps one slot of the embedded server, and its conversation in it.

The server has two slots, and it picks a slot for a request by the longest shared prefix. Every
prompt of one kind of task starts with the same system prompt, so a run's new task shares ~2,000
tokens with the other run's conversation and takes that slot; llama.cpp keeps a copy of what it
overwrites only when less than half of it is shared, so the other run's conversation was simply
lost, and its next turn read 900–1,400 tokens again (40–70 s on two cores; three of ten
continuation turns in a development run's failures).

So a run leases a slot for as long as it lives (an `flock` on `run/local-model.slot-N.lock`, the
first one free) and sends every request to it (`id_slot`): its turns always find their own
prefix. A request sent that way skips the server's RAM cache of saved prompts, which is what read
a new task's system prompt back in a moment, so the slot's state is kept on disk instead
(`--slot-save-path`, one file per system prompt, `<sha>.bin`, kept across servers of one build
and model file: server.state_build): when a request's system prompt is
not the one the slot last held, the saved state is restored into the slot first (tens of
milliseconds), and a system prompt with no file yet is saved after its first request. A run that
finds every slot leased (more runs than slots) sends its requests unpinned, as before.
`NCURATOR_LOCAL_SLOTS=shared` sends every request unpinned (the server picks the slot).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import logging
import os
import re
from pathlib import Path
from typing import Any

from .env import env_choice

log = logging.getLogger(__name__)

SLOT_MODES = ("pinned", "shared")
DEFAULT_SLOTS = "pinned"


def slots_mode() -> str:
    """`NCURATOR_LOCAL_SLOTS` (`pinned` or `shared`), else the default."""
    return env_choice("NCURATOR_LOCAL_SLOTS", SLOT_MODES, DEFAULT_SLOTS)


_NAME = re.compile(r"^[0-9a-f]{24}\.bin$")
#: Saved states kept per server (the newest by last use): one per system prompt, 10-60 MB each.
KEEP_STATES = 16


def family_of(payload: dict[str, Any]) -> str | None:
    """The name of the saved state for a request's system prompt, or None (no system message)."""
    messages = payload.get("messages") or []
    if not messages or messages[0].get("role") != "system":
        return None
    return hashlib.sha256(str(messages[0].get("content") or "").encode("utf-8")).hexdigest()[:24] + ".bin"


class SlotPin:
    """This process's slot of one embedded server, leased on first use and held until `close()`
    (or the process's end). `states` is the server's slot-save folder; `server_id` tells one
    server process from the next (a slot record of an older one is stale)."""

    def __init__(self, run_dir: Path, slots: int, states: Path, server_id: str) -> None:
        self.run_dir = Path(run_dir)
        self.slots = max(1, int(slots))
        self.states = Path(states)
        self.server_id = server_id
        self._fd: int | None = None
        self._index: int | None = None
        self._tried = False

    def index(self) -> int | None:
        """The leased slot (leasing one the first time), or None when every slot is leased."""
        if self._tried:
            return self._index
        self._tried = True
        with contextlib.suppress(OSError):
            self.run_dir.mkdir(parents=True, exist_ok=True)
        for i in range(self.slots):
            try:
                fd = os.open(self.run_dir / f"local-model.slot-{i}.lock", os.O_RDWR | os.O_CREAT, 0o600)
            except OSError:
                continue
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                continue
            self._fd, self._index = fd, i
            return i
        return None

    def close(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
        self._fd = self._index = None
        self._tried = False

    def _record_path(self) -> Path:
        return self.run_dir / f"local-model.slot-{self._index}.json"

    def held(self) -> str | None:
        """The saved-state name of the system prompt the slot last held, on this server."""
        try:
            rec = json.loads(self._record_path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(rec, dict) or rec.get("server") != self.server_id:
            return None
        name = rec.get("family")
        return name if isinstance(name, str) else None

    def note(self, family: str | None) -> None:
        """Record what the slot holds now (only the lease holder writes it)."""
        try:
            path = self._record_path()
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps({"server": self.server_id, "family": family}), encoding="utf-8")
            os.replace(tmp, path)
        except OSError as exc:
            log.debug("slot record not written: %s", exc)

    def prepare(self, root: str, payload: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
        """`payload` sent to the leased slot, with its system prompt's saved state restored there
        first when the slot holds another; and the state name to save after the request (a system
        prompt with no saved state yet), else None. Unleased: the payload unchanged."""
        i = self.index()
        if i is None:
            return payload, None
        pinned = {**payload, "id_slot": i}
        family = family_of(payload)
        if family is None or self.held() == family:
            return pinned, None
        if (self.states / family).is_file():
            if self._action(root, "restore", family):
                self.note(family)
                with contextlib.suppress(OSError):
                    os.utime(self.states / family)  # used: the last to go
                return pinned, None
            with contextlib.suppress(OSError):
                (self.states / family).unlink()  # a state this server cannot read: made again below
        self.note(None)  # what the slot holds is being replaced
        return pinned, family

    def settle(self, root: str, family: str | None, completed: bool) -> None:
        """After a request: save the slot's state for its system prompt when asked to (and the
        request completed), and record what the slot holds."""
        if self._index is None or family is None:
            return
        if completed and self._action(root, "save", family):
            self.note(family)
            self._prune()

    def _prune(self) -> None:
        """Keep the newest `KEEP_STATES` saved states (a restore marks a state used)."""
        try:
            states = sorted((p for p in self.states.iterdir() if _NAME.match(p.name)),
                            key=lambda p: p.stat().st_mtime, reverse=True)
        except OSError:
            return
        for old in states[KEEP_STATES:]:
            with contextlib.suppress(OSError):
                old.unlink()

    def _action(self, root: str, action: str, name: str) -> bool:
        """One slot action on its own connection: the server closes the one it answers a slot
        action on, and a pooled connection it closed failed the next request sent on it."""
        import httpx

        if not _NAME.match(name):
            return False
        try:
            resp = httpx.post(f"{root}/slots/{self._index}", params={"action": action}, json={"filename": name},
                              timeout=60, trust_env=False)
        except Exception as exc:  # a cache must never fail a run
            log.info("slot %s of %s failed: %s", action, name, exc)
            return False
        if resp.status_code != 200:
            log.info("slot %s of %s: HTTP %s %s", action, name, resp.status_code, resp.text[:200])
            return False
        return True
