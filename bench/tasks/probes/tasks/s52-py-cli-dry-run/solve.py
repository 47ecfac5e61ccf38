import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Three subcommands accept --dry-run:\n- dedupe (--dry-run)\n- rename (--dry-run, or -n)\n"
                "- prune (--dry-run, registered in commands/prune.py)\n"
                "reindex and export have no dry-run option.")
