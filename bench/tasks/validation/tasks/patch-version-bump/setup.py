import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(ws, "pyproject.toml"), """[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "tallyho"
version = "2.7.9"
description = "Count things in text streams"
requires-python = ">=3.10"
dependencies = ["click>=8.1"]

[tool.pytest.ini_options]
addopts = "-q"
""")
write(os.path.join(ws, "src", "tallyho", "__init__.py"), '''"""tallyho: count things in text streams."""

__version__ = "2.7.9"
MIN_PYTHON = (3, 10)
''')
write(os.path.join(ws, "src", "tallyho", "core.py"), '''from collections import Counter


def tally(words):
    return Counter(w.lower() for w in words)
''')
write(os.path.join(ws, "CHANGELOG.md"), """# Changelog

## 2.7.9
- Fix counting of empty lines.

## 2.7.8
- Faster tokenizer.
""")
