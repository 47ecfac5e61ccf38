"""What an objective names, read by patterns: .docx references.

Whether an objective is a question or a change, and which outputs it names, is decided once by
``objective.intent``; the guided plan (``guided.plan``) and the capabilities use that decision.
"""

from __future__ import annotations

import re

DOCX_REF = re.compile(r"[\w./\-]*\.docx\b", re.I)
