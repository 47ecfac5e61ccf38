import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PYPROJECT = '''[build-system]
requires = ["hatchling>=1.21"]
build-backend = "hatchling.build"

[project]
name = "tidewater"
version = "2.3.1"
description = "Tide-gauge data loading and harmonic analysis"
readme = "README.md"
requires-python = ">=3.9"
license = {text = "MIT"}
authors = [{name = "Coastal Data Group", email = "coastal-data@example.org"}]
dependencies = [
    "numpy>=1.24",
    "python-dateutil>=2.8",
    "tidewater-schemas>=2.3.1,<3",  # 2.3.1 added the QC flag fields we read
]

[project.optional-dependencies]
plot = ["matplotlib>=3.7"]
dev = ["pytest>=8", "ruff==0.4.4"]

[project.urls]
Homepage = "https://git.example.org/coastal/tidewater"
Changelog = "https://git.example.org/coastal/tidewater/-/blob/main/CHANGELOG.md"

[tool.hatch.build.targets.wheel]
packages = ["src/tidewater"]

[tool.pytest.ini_options]
testpaths = ["tests"]
'''

INIT = '''"""tidewater: tide-gauge data loading and harmonic analysis."""

__version__ = "2.3.1"
VERSION_INFO = (2, 3, 1)  # keep in step with __version__

# oldest tidewater-schemas release whose QC flags we understand
MIN_SCHEMA_VERSION = "2.3.1"

from .io import load_gauge  # noqa: E402
from .harmonics import fit_constituents  # noqa: E402

__all__ = ["load_gauge", "fit_constituents", "__version__", "VERSION_INFO"]
'''

IO = '''"""Readers for tide-gauge exports (BODC and PSMSL formats)."""
import csv
from datetime import datetime


def load_gauge(path, fmt="bodc"):
    """Return a list of (timestamp, level_m, qc_flag) tuples from a gauge export."""
    rows = []
    with open(path, newline="") as f:
        for rec in csv.reader(f):
            if not rec or rec[0].startswith("#"):
                continue
            ts = datetime.fromisoformat(rec[0])
            rows.append((ts, float(rec[1]), rec[2] if len(rec) > 2 else ""))
    return rows
'''

HARM = '''"""Least-squares fit of tidal constituents."""
import math

CONSTITUENTS = {"M2": 12.4206012, "S2": 12.0, "N2": 12.65834751, "K1": 23.93447213, "O1": 25.81933871}


def fit_constituents(series, names=("M2", "S2")):
    """Very small placeholder fit: mean level and the periods used."""
    levels = [lvl for _, lvl, _ in series]
    mean = sum(levels) / len(levels) if levels else math.nan
    return {"mean": mean, "periods_h": {n: CONSTITUENTS[n] for n in names}}
'''

VENDOR = '''"""tzshim - tiny timezone helpers (vendored, do not edit; upstream release below)."""
__version__ = "2.3.1"


def utc_offset_hours(name):
    return {"UTC": 0, "Europe/London": 0}.get(name, 0)
'''

CHANGELOG = '''# Changelog

## 2.3.1 - 2025-03-02
- Fix: PSMSL files with a trailing blank line no longer raise.
- Require tidewater-schemas 2.3.1 for the new QC flags.

## 2.3.0 - 2025-01-20
- Add the N2 constituent.

## 2.2.4 - 2024-11-08
- Fix: daylight-saving gap in BODC timestamps.
'''

TEST = '''import tidewater


def test_exports():
    assert callable(tidewater.load_gauge)
    assert tidewater.MIN_SCHEMA_VERSION == "2.3.1"
'''

README = '''# tidewater

Tide-gauge data loading and harmonic analysis for the coastal monitoring network.

    pip install tidewater==2.3.1
'''

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "pyproject.toml"), PYPROJECT)
    write(os.path.join(ws, "src", "tidewater", "__init__.py"), INIT)
    write(os.path.join(ws, "src", "tidewater", "io.py"), IO)
    write(os.path.join(ws, "src", "tidewater", "harmonics.py"), HARM)
    write(os.path.join(ws, "src", "tidewater", "_vendor", "__init__.py"), "")
    write(os.path.join(ws, "src", "tidewater", "_vendor", "tzshim", "__init__.py"), VENDOR)
    write(os.path.join(ws, "CHANGELOG.md"), CHANGELOG)
    write(os.path.join(ws, "README.md"), README)
    write(os.path.join(ws, "tests", "test_exports.py"), TEST)
