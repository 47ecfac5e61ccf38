"""Entry point of the model server's supervisor process (see `server.py`)."""

from __future__ import annotations

import sys

from .server import supervisor_main

if __name__ == "__main__":
    sys.exit(supervisor_main(sys.argv))
