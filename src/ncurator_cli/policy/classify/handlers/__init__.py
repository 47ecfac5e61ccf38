"""Handlers for programs whose risk depends on their options, one module per family.

Importing this package registers every handler with ``classifier.handler``.
"""

from . import archives, builtins, files, git, managers, network, programs, search

__all__ = ["archives", "builtins", "files", "git", "managers", "network", "programs", "search"]
