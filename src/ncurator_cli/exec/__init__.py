"""The single exec path: validate → decide → approve → sandbox → track changes (see service.py)."""

from .service import Approved, CommandExec, Preview, Purpose, Screened, access_for
from .validate import MAX_COMMAND_CHARS, invalid_command

__all__ = ["MAX_COMMAND_CHARS", "Approved", "CommandExec", "Preview", "Purpose", "Screened", "access_for", "invalid_command"]
