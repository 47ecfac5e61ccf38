import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

BACKUP = """# crontab for backup-01 (managed by ops - last edit 2025-05-30 by kjensen)
SHELL=/bin/bash
MAILTO=ops-alerts@example.org
PATH=/usr/local/bin:/usr/bin:/bin

# m  h    dom mon dow   command
50   0    *   *   *     /opt/jobs/healthcheck-ping.sh
15   1    *   *   *     /opt/jobs/rotate-logs.sh >> /var/log/jobs/rotate.log 2>&1
5    1    *   *   0,6   /opt/jobs/weekend-reindex.sh
0    2    *   *   1-5   /opt/jobs/db-dump-incremental.sh --target /srv/dumps
30   2    *   *   6     /opt/jobs/db-dump-full.sh --target /srv/dumps
#20  1    *   *   *     /opt/jobs/tape-export.sh   # disabled 2025-03, tape library retired
10   2    1   *   *     /opt/jobs/monthly-report.sh
0    */3  *   *   *     /opt/jobs/sync-offsite.sh
*/20 1-2  *   *   7     /opt/jobs/cache-warm.sh
45   3    *   *   SAT   /opt/jobs/verify-archives.sh
0    4    *   *   6     /opt/jobs/prune-snapshots.sh
40   3    *   *   mon-fri /opt/jobs/report-sizes.sh
@daily                  /opt/jobs/cleanup-tmp.sh
@reboot                 /opt/jobs/mount-archive.sh
"""

WEB = """# crontab for web-01
MAILTO=ops-alerts@example.org
30  1  *  *  6    /opt/jobs/purge-cdn-cache.sh
0   3  *  *  *    /opt/jobs/renew-certs.sh
*/5 *  *  *  *    /opt/jobs/queue-metrics.sh
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "ops", "crontabs", "backup-01.crontab"), BACKUP)
    write(os.path.join(ws, "ops", "crontabs", "web-01.crontab"), WEB)
    write(os.path.join(ws, "ops", "README.md"),
          "# ops\n\nOne crontab per host in crontabs/, installed with `crontab crontabs/<host>.crontab`.\n"
          "All hosts run on Europe/London time.\n")
