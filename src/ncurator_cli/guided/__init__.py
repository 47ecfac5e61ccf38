"""Guided behaviour for small models, in one place.

A small local model writes poor plans but does well inside one capability's loop, so for it the
host plans by rules (`plan.route`) over the objective's intent (objective/intent.py) and the
probe's evidence. Guided mode is chosen by the model's profile (`profile = "small"`, see
`RunContext.guided`) or forced with `--planner guided`. Nothing here knows any particular task:
the rules read the intent (question or change, and the outputs a change names), which documents
the objective names, and whether it refers to the knowledge base.
"""
