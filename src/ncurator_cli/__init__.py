"""ncurator: a scriptable command-line agent runtime for local work."""

__version__ = "0.1.0"
