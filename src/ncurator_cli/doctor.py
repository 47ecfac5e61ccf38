"""`ncurator doctor`: what works on this machine, as one JSON object."""

from __future__ import annotations

import platform
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

PACKAGES = ("langgraph", "langchain-core", "lancedb", "pyarrow", "python-docx", "tree-sitter",
            "tree-sitter-bash", "onnxruntime", "tokenizers", "pydantic", "typer", "xllamacpp")


def _versions() -> dict[str, str | None]:
    from . import __version__

    out: dict[str, str | None] = {"ncurator": __version__, "python": platform.python_version()}
    for name in PACKAGES:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = None
    return out


def _model(settings: Any, self_test: bool = True, warm: bool = False) -> dict[str, Any]:
    from .models import default_model_spec

    spec = settings.model or default_model_spec()
    info: dict[str, Any] = {"spec": spec, "source": settings.sources.get("model", "default" if spec else None)}
    if spec is None:
        info.update(reachable=False, error="no model configured")
        return info
    kind, _, rest = spec.partition(":")
    if kind == "script":
        p = Path(rest).expanduser()
        info.update(reachable=p.is_file(), error=None if p.is_file() else f"script {p} not found")
    elif kind == "openai":
        base = settings.openai_base_url or "https://api.openai.com/v1"
        info["base_url"] = base
        info["api_key_set"] = bool(settings.openai_api_key)
        try:
            import httpx

            headers = {"Authorization": f"Bearer {settings.openai_api_key}"} if settings.openai_api_key else {}
            r = httpx.get(base.rstrip("/") + "/models", headers=headers, timeout=3.0)
            info.update(reachable=r.status_code < 500, status=r.status_code, error=None if r.status_code < 400 else r.text[:200])
        except Exception as exc:
            info.update(reachable=False, error=f"{type(exc).__name__}: {exc}"[:300])
    elif kind == "local":
        try:
            from .models.local import local_model_status

            status = local_model_status(settings.home)
            info.update(status)
            # Usable means parts + runtime are installed; the self-test then proves it generates.
            info.setdefault("reachable", bool(status.get("available", status.get("installed"))))
            if self_test and status.get("available"):
                from .models.local.selftest import self_test as run_self_test

                result = run_self_test(settings.home, progress=_progress)
                info["self_test"] = result
                info["reachable"] = bool(result.get("ok"))
                if not result.get("ok"):
                    info["error"] = result.get("error")
            if warm and status.get("available") and info.get("reachable"):
                from .models.local.warm import warm_local

                info["warm"] = warm_local(settings.home, progress=_progress)
        except ImportError as exc:
            info.update(reachable=False, error=f"local model not installed: {exc}")
    else:
        info.update(reachable=None, error=f"unknown provider {kind!r}")
    if kind in ("openai", "local"):
        info["profile"] = _profile(spec, settings, probe=kind == "local" or bool(info.get("reachable")))
    return info


def _profile(spec: str, settings: Any, *, probe: bool) -> dict[str, Any] | None:
    """The profile this model would run with, and why (config, built-in, probe). May probe the
    endpoint once (one small request; the result is cached like a run's)."""
    from .models.base import ModelConfigError, ModelError
    from .models.openai_compat import OpenAICompatModel
    from .models.profile import builtin_profile, config_for

    kind, _, name = spec.partition(":")
    try:
        if kind == "local":
            key, overrides = config_for(spec, settings.models)
            base = builtin_profile(spec)
            assert base is not None
            return base.with_overrides(overrides, f"[models.{key}] in the config" if key else "").to_dict()
        if not probe:
            return {"error": "endpoint not reachable: profile not probed"}
        model = OpenAICompatModel(
            name, base_url=settings.openai_base_url, api_key=settings.openai_api_key,
            config=settings.models, home=settings.home,
        )
        try:
            return model.profile.to_dict()
        finally:
            model.close()
    except (ModelError, ModelConfigError) as exc:
        return {"error": str(exc)}


def _kb(settings: Any) -> dict[str, Any]:
    info: dict[str, Any] = {"uri": settings.kb_uri}
    try:
        from .kb.store import KnowledgeBase

        info["documents"] = KnowledgeBase.open(settings.kb_uri).count_documents()
        info["ok"] = True
    except Exception as exc:
        info.update(ok=False, error=f"{type(exc).__name__}: {exc}"[:300])
    return info


def _sandbox() -> dict[str, Any]:
    try:
        from .sandbox import sandbox_info

        return sandbox_info()
    except Exception as exc:
        return {"backend": "none", "error": f"{type(exc).__name__}: {exc}"}


def _progress(message: str) -> None:
    print(f"ncurator: {message}", file=sys.stderr, flush=True)


def report(settings: Any, *, self_test: bool = True, warm: bool = False) -> dict[str, Any]:
    """`self_test`: for the local model, start (or reuse) its server and time a short generation;
    `warm`: then read the system prompts past runs used into its cache (models/local/warm.py)."""
    return {
        "home": str(settings.home),
        "model": _model(settings, self_test, warm),
        "kb": _kb(settings),
        "sandbox": _sandbox(),
        "versions": _versions(),
        "platform": {"system": platform.system(), "machine": platform.machine(), "executable": sys.executable},
    }
