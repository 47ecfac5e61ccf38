import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "pyproject.toml")
write(p, read(p).replace('\nversion = "2.3.1"\n', '\nversion = "2.4.0"\n'))
p = os.path.join(ws, "src", "tidewater", "__init__.py")
write(p, read(p).replace('__version__ = "2.3.1"', '__version__ = "2.4.0"').replace("VERSION_INFO = (2, 3, 1)", "VERSION_INFO = (2, 4, 0)"))
emit(ev, answer="Bumped to 2.4.0: pyproject.toml [project] version, __version__ and VERSION_INFO. Left the "
                "tidewater-schemas>=2.3.1 pin, MIN_SCHEMA_VERSION and the vendored tzshim alone.")
