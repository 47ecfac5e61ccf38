"""`local` — the embedded model: Qwen2.5-Coder-1.5B-Instruct (Q4_K_M) on a managed llama.cpp server.

- `weights.py`: find the installed weight parts, join them once into `$NCURATOR_HOME/models/`,
  verify them (per part and whole file), atomically, under a lock;
- `server.py`: the per-home shared server (a supervisor process and an xllamacpp worker process),
  `ensure_server()` → a lease with `.base_url` and `.model_name`;
- `worker.py` / `supervise.py`: the two processes' entry points.

The chat client is the one OpenAI-compatible client (`models/openai_compat.py`) with the embedded
model's built-in profile: `models.local_model()`.
"""

from __future__ import annotations

from .server import (
    MODEL_NAME,
    LocalServer,
    ServerConfig,
    default_threads,
    ensure_server,
    home_config,
    stop_server,
)
from .weights import (
    INSTALL_HINT,
    MODEL_FILENAME,
    MODEL_SHA256,
    MODEL_SIZE,
    PART_CHECKS,
    PART_COUNT,
    PART_PACKAGES,
    PART_VERSION,
    PartsStatus,
    cache_is_verified,
    default_model_path,
    ensure_model_file,
    find_parts,
    is_local_available,
    local_model_status,
    ncurator_home,
    runtime_available,
)

# The runtime is importable without loading it: `server_available()` is the old name.
server_available = runtime_available

__all__ = [
    "INSTALL_HINT", "MODEL_FILENAME", "MODEL_NAME", "MODEL_SHA256", "MODEL_SIZE", "PART_CHECKS", "PART_COUNT",
    "PART_PACKAGES", "PART_VERSION", "LocalServer", "PartsStatus", "ServerConfig", "cache_is_verified",
    "default_model_path", "default_threads", "ensure_model_file", "ensure_server", "find_parts", "home_config", "is_local_available",
    "local_model_status", "ncurator_home", "runtime_available", "server_available", "stop_server",
]
