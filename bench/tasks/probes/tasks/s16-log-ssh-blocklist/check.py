import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# "Failed password" lines (root or invalid user) per IP over auth.log, auth.log.1 and auth.log.2.gz:
# 203.0.113.45 7 (3 in the .gz); 185.220.101.33 exactly 5; 2001:db8::4f2 6 (IPv6; 3 in the .gz);
# 45.83.91.200 5 only with the .gz (2 + 3); 198.51.100.23 3 lines + "message repeated 2 times" = 5.
# Not: 203.0.113.4 (2; a prefix of .45), 198.51.100.7 (4, then an accepted login), 100.64.12.9 (4 password +
# 3 publickey failures), 192.0.2.88 (3 failures, but 3 "Invalid user" and 3 pam lines too; fail2ban banned it).
EXPECTED = {"203.0.113.45", "185.220.101.33", "2001:db8::4f2", "45.83.91.200", "198.51.100.23"}


def check(ws, ev):
    path = os.path.join(ws, "blocklist.txt")
    require(os.path.isfile(path), "blocklist.txt not created")
    got = set()
    for line in read(path).lstrip("\ufeff").splitlines():
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        tok = s.split()[0].strip(",;").lower()
        got.add(tok)
    wrong, missing = sorted(got - EXPECTED), sorted(EXPECTED - got)
    require(not wrong and not missing, "should not list %s; missing %s" % (wrong, missing))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 IPs with 5+ failed password attempts"

run_check(check)
