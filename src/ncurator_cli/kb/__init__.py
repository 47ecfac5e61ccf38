"""Local knowledge base: parse → chunk → embed → LanceDB store, and hybrid retrieval.

Importing this package is cheap: LanceDB and onnxruntime load on first use. The ingest
entry point is ``ncurator_cli.kb.ingest.ingest`` (not re-exported here, so that the name
``ncurator_cli.kb.ingest`` keeps meaning the module).
"""

from __future__ import annotations

from .embedder import Embedder, EmbedderError, MiniLMEmbedder, get_embedder, register_embedder
from .store import MAX_LIMIT, KBError, KnowledgeBase

__all__ = [
    "MAX_LIMIT",
    "Embedder",
    "EmbedderError",
    "KBError",
    "KnowledgeBase",
    "MiniLMEmbedder",
    "get_embedder",
    "register_embedder",
]
