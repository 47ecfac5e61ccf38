import configparser
import json
import os
import re
import sys
import tomllib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "backup-jobs")
got = {}
m = re.search(r"^retention:\n(?:\s+.*\n)*?\s+keep_daily:\s*(\d+)", read(os.path.join(d, "photos.yaml")), re.M)
got["photos"] = int(m.group(1))
with open(os.path.join(d, "documents.toml"), "rb") as f:
    got["documents"] = tomllib.load(f)["documents"]["retention"]["keep-daily"]
cp = configparser.ConfigParser(inline_comment_prefixes=(";",))
cp.read(os.path.join(d, "mail.ini"))
got["mail"] = cp.getint("rotate", "daily")
env = {}
for line in read(os.path.join(d, "nextcloud-db.env")).splitlines():
    if line.strip() and not line.lstrip().startswith("#") and "=" in line:
        k, v = line.split("=", 1)
        env[k.strip()] = v.strip()
got["nextcloud-db"] = int(env["BACKUP_KEEP_DAYS"])
got["gitea"] = json.load(open(os.path.join(d, "gitea.json")))["retention"]["keep"]["daily"]
low = sorted(j for j, n in got.items() if n < 7)
emit(ev, answer="Jobs keeping fewer than 7 daily backups:\n" + "\n".join("- %s: %d" % (j, got[j]) for j in low)
     + "\n\nThe photos job keeps exactly 7 and mail keeps 14, so both meet the rule.")
