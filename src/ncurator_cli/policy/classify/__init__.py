"""Risk classification of shell commands.

``assess(command, workspace)`` parses the command (``shell.parse``), grades every simple command it
contains and combines the grades:

* ``low``    - only reads, stays inside the workspace W, no network, runs nothing beyond a known
  read-only tool.  Only ``low`` may run without approval or during the context probe.
* ``high``   - irreversible deletion/overwrite, privilege, persistence, remote code execution,
  reverse shells, credential reads/exfiltration, fork bombs, obfuscation.
* ``medium`` - everything else (writes inside W, interpreters, tests, builds, reads outside W ...).

The design is an allowlist: a program is ``low`` only when its table entry says so and none of its
options, operands or redirections take it out of the read-only, inside-W shape.  Unknown programs are
``medium``.  Paths are resolved with ``os.path.realpath`` against W, so symlinks in W that point
elsewhere count as outside.

The modules, bottom up: ``findings`` (levels, categories, results), ``names`` and ``secrets`` (what a
program or path is), ``boundary`` (the workspace and path resolution), ``options`` (the shared option
parser), ``table`` (read-only tools and program families), ``classifier`` (grading one simple command,
the handler registry), ``handlers/`` (one module per family of programs), ``assess`` (the entry point).
"""

from .assess import assess
from .findings import CATEGORIES, RISKS, Assessment, PartAssessment, max_risk
from .names import normalize_name, program_name
from .options import split_args
from .secrets import secret_reason
from .table import Tool

__all__ = [
    "CATEGORIES",
    "RISKS",
    "Assessment",
    "PartAssessment",
    "Tool",
    "assess",
    "max_risk",
    "normalize_name",
    "program_name",
    "secret_reason",
    "split_args",
]
