"""Settings of the embedded model server read from the environment."""

from __future__ import annotations

import os

from ..base import ModelConfigError


def env_choice(name: str, choices: tuple[str, ...], default: str) -> str:
    """One of `choices` from the environment variable `name` (unset or blank: `default`); any
    other value is a configuration error naming the choices."""
    value = os.environ.get(name, "").strip() or default
    if value not in choices:
        raise ModelConfigError(f"{name}={value!r} is not one of {', '.join(choices)}")
    return value
