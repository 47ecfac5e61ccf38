import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CONF = """# /etc/logrotate.d/webstack - managed by hand, see runbook OPS-112 before changing
# Retention: error logs 2 weeks; access logs as agreed with audit; app logs 14 weeks.

/var/log/nginx/error.log {
    daily
    rotate 14
    missingok
    compress
    delaycompress
    notifempty
    create 0640 www-data adm
    postrotate
        [ -f /run/nginx.pid ] && kill -USR1 $(cat /run/nginx.pid)
    endscript
}

/var/log/nginx/access.log /var/log/nginx/access-ssl.log {
    daily
    # rotate 14    (value before the 2025 audit review)
    rotate  14
    missingok
    compress
    delaycompress
    notifempty
    create 0640 www-data adm
    sharedscripts
    postrotate
        [ -f /run/nginx.pid ] && kill -USR1 $(cat /run/nginx.pid)
    endscript
}

/var/log/webapp/*.log {
    weekly
    rotate 14
    missingok
    compress
    copytruncate
}
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "logrotate.d", "webstack"), CONF)
    write(os.path.join(ws, "logrotate.d", "webstack.dpkg-old"), CONF.replace("rotate  14", "rotate 7"))
    write(os.path.join(ws, "logrotate.conf"), "weekly\nrotate 4\ncreate\ninclude logrotate.d\n")
