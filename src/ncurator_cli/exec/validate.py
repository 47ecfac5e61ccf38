"""Input checks every command passes before anything else looks at it."""

from __future__ import annotations

#: Longer commands are refused: bash -c cannot take much more (MAX_ARG_STRLEN is 128 KiB), and a
#: model that writes this much inline should write a file in pieces instead.
MAX_COMMAND_CHARS = 64 * 1024


def invalid_command(command: object) -> str | None:
    """Why ``command`` cannot be run at all (one line), or None. Never run what fails here."""
    if not isinstance(command, str) or not command.strip():
        return "the command is empty"
    if "\x00" in command:
        return "the command contains a NUL byte"
    try:
        command.encode("utf-8")
    except UnicodeEncodeError:
        return "the command is not valid UTF-8 text"
    if len(command) > MAX_COMMAND_CHARS:
        return (f"the command is longer than {MAX_COMMAND_CHARS} characters; write long content to a file "
                "in smaller pieces")
    return None


def parse_refusal(decision: object) -> str | None:
    """The parser's refusal when the command could not be parsed (bash may read it otherwise)."""
    assessment = getattr(decision, "assessment", None)
    refusal = getattr(assessment, "refusal", None) or ""
    return refusal if refusal.startswith("could not parse") else None
