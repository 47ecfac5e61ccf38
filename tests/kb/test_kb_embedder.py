"""The MiniLM embedder: shape, normalisation, meaning, registry, lazy loading."""

from __future__ import annotations

import numpy as np
import pytest

from ncurator_cli.kb.embedder import Embedder, EmbedderError, MiniLMEmbedder, get_embedder, register_embedder


def test_dims_normalised_and_deterministic(embedder: MiniLMEmbedder) -> None:
    texts = ["A man is eating food.", "A man is eating a piece of bread.", "The girl is carrying a baby.", ""]
    v = embedder.embed(texts)
    assert v.shape == (4, 384) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-4)
    assert np.allclose(embedder.embed(texts[:1])[0], v[0], atol=1e-5), "batching must not change a vector"
    assert embedder.embed([]).shape == (0, 384)


def test_similarity_sanity(embedder: MiniLMEmbedder) -> None:
    q, near, far = embedder.embed(
        [
            "how do I delete a temporary directory",
            "TemporaryDirectory removes the folder and its contents on cleanup",
            "Stratovolcanoes erupt explosively",
        ]
    )
    assert float(q @ near) > float(q @ far) + 0.2
    a, b = embedder.embed(["A man is eating food.", "A man is eating a piece of bread."])
    # The reference all-MiniLM-L6-v2 (fp32) gives ~0.75 for this pair; int8 stays close.
    assert 0.65 < float(a @ b) < 0.85


def test_long_text_is_truncated_not_failing(embedder: MiniLMEmbedder) -> None:
    v = embedder.embed(["word " * 2000])
    assert v.shape == (1, 384)


def test_registry() -> None:
    assert isinstance(get_embedder("minilm"), MiniLMEmbedder)
    assert isinstance(get_embedder("all-MiniLM-L6-v2"), MiniLMEmbedder)
    with pytest.raises(EmbedderError, match="unknown embedder"):
        get_embedder("nope")

    class Tiny:
        name = "tiny"
        dim = 3

        def embed(self, texts: list[str]) -> np.ndarray:
            return np.tile(np.array([1, 0, 0], dtype=np.float32), (len(texts), 1))

    register_embedder("tiny", Tiny)
    e = get_embedder("tiny")
    assert isinstance(e, Embedder) and e.dim == 3


def test_missing_model_file_is_a_clear_error(tmp_path) -> None:
    e = MiniLMEmbedder(model_path=tmp_path / "nope.onnx")
    with pytest.raises(EmbedderError, match="not found"):
        e.embed(["x"])


def test_construction_does_not_import_onnxruntime(python_subprocess) -> None:
    p = python_subprocess(
        "import sys\n"
        "from ncurator_cli.kb.embedder import get_embedder\n"
        "e = get_embedder()\n"
        "assert 'onnxruntime' not in sys.modules\n"
        "e.embed(['x'])\n"
        "assert 'onnxruntime' in sys.modules\n"
        "print('ok')\n"
    )
    out, err = p.communicate(timeout=60)
    assert p.returncode == 0, err.decode()
    assert out.decode().strip() == "ok"
