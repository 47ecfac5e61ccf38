import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INI = """; Reporting service configuration (Halden Freight)
; Values are read at startup - restart the service after editing.

[general]
app_name = halden-reporting
log_level = info
timeout = 120

[database]
host = db-primary.internal
port = 5432
; seconds
timeout = 20
pool_size = 10

[replica]
# read-only replica used by the nightly reports
host = db-replica.internal
port = 5433
timeout   = 45
pool_size = 4

[cache]
host = cache.internal
port = 6379
timeout = 5
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "config", "reporting.ini"), INI)
