"""Guided behaviour for small models, in one place.

A small local model writes poor plans but does well inside one capability's loop, so for it the
host plans by rules (`plan.plan_by_rules`) over the objective's intent (objective/intent.py) and the
probe's evidence. Guided mode is chosen by the model's profile (`prompt_style = "guided"`, see
models/profile.py and `RunContext.guided`), never by the provider's name, or forced with
`--planner guided`; `active(ctx)` is the one place capabilities ask. Nothing here knows any
particular task: the rules read the intent (question or change, and the outputs a change names),
which documents the objective names, and whether it refers to the knowledge base.

- `plan`: the rule-based plan;
- `terminal`: terminal_exec's text protocol (code blocks instead of JSON tool calls), its system
  prompt and notes, and what it reads from an objective (a check command, a script to run);
- `vote`: self-consistency over trial runs of sampled replies;
- `docx`: the docx tools' guided schema (cells by row and col only);
- `kb`: the knowledge-base pre-search query;
- `reading`: which questions are answered from a few short prose files read whole (the probe reads them).
"""

from __future__ import annotations

from typing import Any


def active(ctx: Any) -> bool:
    """Whether small-model scaffolding is on for this run (the profile's prompt style, or
    `--planner guided`): `RunContext.guided`."""
    return bool(getattr(ctx, "guided", False))
