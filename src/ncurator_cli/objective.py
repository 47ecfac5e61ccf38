"""What an objective names, read by patterns: a knowledge-base hint, .docx references, a file to
create or change, a question.

The rule planner (``runtime.rule_planner``) and the capabilities read objectives with the same patterns.
"""

from __future__ import annotations

import re

KB_HINT = re.compile(
    r"\b(knowledge[- ]?base|kb|our (?:docs|documentation|wiki|handbook|guidelines?|polic(?:y|ies)|guide)|"
    r"according to (?:our|the) (?:docs|documentation|knowledge|guide|handbook|polic))",
    re.I,
)
DOCX_REF = re.compile(r"[\w./\-]*\.docx\b", re.I)
DOC_WORD = re.compile(r"\b(word documents?|\.docx files?)\b", re.I)
# A non-docx file the objective asks to create or change: `create summary.txt`, `write sev1.txt`
OUTPUT_FILE = re.compile(
    r"\b(?:create|write|save|produce|generate|make|append|update|edit|fix|rename|change|modify|list\b.*\binto)\b[^.]*?"
    r"\b([\w\-./]+\.(?!docx\b)[a-z0-9]{1,6})\b",
    re.I,
)
SAVE_AS = re.compile(r"\b(?:save|saving|write|store)\b[^.]*?\bas\s+[`'\"]?([\w./\-]+\.docx)\b", re.I)
QUESTION = re.compile(r"^\s*(what|which|who|when|where|how|is|are|does|do|according|tell me|give me)\b|\?\s*$", re.I)
