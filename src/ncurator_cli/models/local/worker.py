"""The model server process: llama.cpp's own OpenAI-compatible HTTP server through xllamacpp.

Run by the supervisor (`server.py`) as `python -m ncurator_cli.models.local.worker CONFIG_JSON`;
it is the only process that loads the native library, so a crash in it (a bad CPU feature, a
fault in a kernel) ends this process only. It exits when its stdin reaches EOF, which happens
however the supervisor ends (SIGKILL included).

Exit codes: 0 stopped, 3 the port is taken, 4 the model file cannot be loaded, 5 other start errors.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from typing import Any

EXIT_PORT_TAKEN = 3
EXIT_MODEL_LOAD = 4


def _watch_stdin() -> None:
    # The raw fd, not sys.stdin: a daemon thread blocked inside a buffered reader aborts the
    # interpreter when the process exits on its own.
    try:
        while os.read(0, 1):
            pass
    except OSError:
        pass
    os._exit(0)


def _port_free(host: str, port: int) -> bool:
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def default_cache_ram_mib() -> int:
    """The RAM cache of saved prompts: an eighth of the machine's memory, from 1 to 4 GiB.

    A saved prompt of the embedded model takes ~28 KiB a token (~70 MiB for 2,500 tokens). Each
    task a slot serves saves one; at 1 GiB (~14 prompts) a prompt family used by few tasks (the
    docx tools) was evicted within the hour of a suite run, and its next task read its whole
    prompt again (4 of 2,439 tokens cached). It is a ceiling, not an allocation.
    """
    try:
        total = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // (1024 * 1024)
    except (ValueError, OSError, AttributeError):
        return 1024
    return max(1024, min(4096, int(total) // 8))


def build_params(cfg: dict[str, Any]) -> Any:
    import xllamacpp as xlc

    p = xlc.CommonParams()
    p.model.path = cfg["model"]
    p.model_alias = {cfg.get("alias") or "local"}
    p.port = int(cfg["port"])
    p.hostnames = ["127.0.0.1"]  # loopback only
    slots = max(1, int(cfg.get("parallel") or 1))
    # One KV pool for all slots (kv_unified; `kv_unified: false` gives each slot its own, the
    # server's NCURATOR_LOCAL_KV=split), sized so each slot can hold a whole n_ctx prompt: a slot
    # keeps the prompt prefix its run's next request reuses.
    p.n_parallel = slots
    p.kv_unified = bool(cfg.get("kv_unified", True))
    p.n_ctx = int(cfg.get("n_ctx") or 8192) * slots
    # A prompt is read in chunks of n_batch tokens, each one step of the server's loop that also
    # decodes one token for every other busy slot: a long prompt in one slot then delays the
    # other slot's tokens by one chunk (~6 s on 2 cores), not by the whole prompt.
    p.n_batch = p.n_ubatch = int(cfg.get("n_batch") or 256)
    p.cpuparams.n_threads = int(cfg["threads"])
    p.cpuparams_batch.n_threads = int(cfg.get("threads_batch") or cfg["threads"])
    if cfg.get("poll") is not None:  # how long threads spin for work before they sleep, 0-100 (default 50)
        p.cpuparams.poll = p.cpuparams_batch.poll = int(cfg["poll"])
    p.use_jinja = True
    p.cache_prompt = True
    p.cache_ram_mib = int(cfg.get("cache_ram_mib") or default_cache_ram_mib())
    spec = str(cfg.get("speculative") or "none")
    if spec != "none":  # draftless: n-grams of the slot's own context (server.SPECULATIVE_KINDS)
        kind = getattr(xlc.common_speculative_type, "COMMON_SPECULATIVE_TYPE_" + spec.upper().replace("-", "_"), None)
        if kind is None:
            raise ValueError(f"unknown speculative decoding kind {spec!r}")
        p.speculative.types = [kind]
    p.endpoint_metrics = True  # prompt/decode seconds for benchmarks and doctor
    p.endpoint_slots = True
    if cfg.get("slot_save_path"):  # slots saved and restored by file (models/local/slots.py)
        p.slot_save_path = str(cfg["slot_save_path"])
    # An idle slot keeps its prompt: by default the server moves every idle slot to the RAM cache
    # (and empties it) whenever a request starts in another slot, and a request sent to its slot
    # by id is never read back from that cache: a run's next turn read its whole prompt again.
    p.cache_idle_slots = bool(cfg.get("cache_idle_slots", False))
    return p


def main(argv: list[str]) -> int:
    cfg = json.loads(argv[1])
    threading.Thread(target=_watch_stdin, daemon=True).start()
    port = int(cfg["port"])
    if not _port_free("127.0.0.1", port):
        print(f"ncurator-worker: port {port} on 127.0.0.1 is taken", file=sys.stderr, flush=True)
        return EXIT_PORT_TAKEN
    import xllamacpp as xlc

    print(f"ncurator-worker: xllamacpp {getattr(xlc, '__version__', '?')} loading {cfg['model']}", file=sys.stderr, flush=True)
    try:
        server = xlc.Server(build_params(cfg))
    except RuntimeError as exc:
        # llama.cpp has logged the reason ("exiting due to model loading error" / "couldn't bind").
        print(f"ncurator-worker: server start failed: {exc}", file=sys.stderr, flush=True)
        sys.stderr.flush()
        if not _port_free("127.0.0.1", port):
            return EXIT_PORT_TAKEN
        return EXIT_MODEL_LOAD
    print(f"ncurator-worker: listening on {server.listening_address}", file=sys.stderr, flush=True)
    threading.Event().wait()  # serve until killed or stdin closes
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
