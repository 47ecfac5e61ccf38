import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

H = "bastion-01"
PID = [21877]


def sshd(ts, msg):
    PID[0] += 7
    return "%s %s sshd[%d]: %s" % (ts, H, PID[0], msg)


def fail(ts, ip, user="root", port=50000, invalid=False):
    who = ("invalid user %s" % user) if invalid else user
    return sshd(ts, "Failed password for %s from %s port %d ssh2" % (who, ip, port))


def pam(ts, ip, user="root"):
    return sshd(ts, "pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=%s  user=%s"
                % (ip, user))


def closed(ts, ip, user="root", port=50000):
    return sshd(ts, "Connection closed by authenticating user %s %s port %d [preauth]" % (user, ip, port))


def other(ts, prog, msg):
    return "%s %s %s: %s" % (ts, H, prog, msg)


# --- auth.log.2.gz: 1-2 June (oldest) ---
OLD = [
    other("Jun  1 00:00:01", "systemd-logind[612]", "New seat seat0."),
    pam("Jun  1 03:12:40", "203.0.113.45"),
    fail("Jun  1 03:12:42", "203.0.113.45", port=41822),
    fail("Jun  1 03:12:47", "203.0.113.45", port=41830),
    fail("Jun  1 03:12:53", "203.0.113.45", user="ubuntu", port=41838, invalid=True),
    closed("Jun  1 03:12:54", "203.0.113.45", port=41838),
    fail("Jun  1 07:40:02", "45.83.91.200", user="oracle", port=60112, invalid=True),
    fail("Jun  1 07:40:09", "45.83.91.200", user="oracle", port=60120, invalid=True),
    sshd("Jun  1 09:01:15", "Accepted publickey for deploy from 10.20.0.14 port 51022 ssh2: ED25519 SHA256:Qm0c1Yx"),
    fail("Jun  1 11:22:31", "203.0.113.4", user="admin", port=38001, invalid=True),
    fail("Jun  2 02:05:10", "2001:db8::4f2", port=53310),
    fail("Jun  2 02:05:14", "2001:db8::4f2", port=53318),
    fail("Jun  2 02:05:19", "2001:db8::4f2", port=53326),
    other("Jun  2 08:30:00", "sudo", "  deploy : TTY=pts/0 ; PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/systemctl restart app"),
    sshd("Jun  2 14:48:03", "Received disconnect from 10.20.0.14 port 51022:11: disconnected by user"),
]

# --- auth.log.1: 3-4 June ---
MID = [
    sshd("Jun  3 01:10:44", "Invalid user test from 192.0.2.88 port 44410"),
    pam("Jun  3 01:10:45", "192.0.2.88", user=""),
    fail("Jun  3 01:10:47", "192.0.2.88", user="test", port=44410, invalid=True),
    sshd("Jun  3 01:10:52", "Invalid user guest from 192.0.2.88 port 44418"),
    pam("Jun  3 01:10:53", "192.0.2.88", user=""),
    fail("Jun  3 01:10:55", "192.0.2.88", user="guest", port=44418, invalid=True),
    sshd("Jun  3 01:11:02", "Invalid user pi from 192.0.2.88 port 44426"),
    pam("Jun  3 01:11:03", "192.0.2.88", user=""),
    fail("Jun  3 01:11:05", "192.0.2.88", user="pi", port=44426, invalid=True),
    sshd("Jun  3 01:11:06", "Disconnected from invalid user pi 192.0.2.88 port 44426 [preauth]"),
    fail("Jun  3 04:02:11", "185.220.101.33", port=47001),
    fail("Jun  3 04:02:15", "185.220.101.33", port=47005),
    fail("Jun  3 04:02:20", "185.220.101.33", user="postgres", port=47009, invalid=True),
    fail("Jun  3 04:02:26", "185.220.101.33", user="postgres", port=47013, invalid=True),
    fail("Jun  3 04:02:31", "185.220.101.33", user="git", port=47017, invalid=True),
    fail("Jun  3 09:15:00", "198.51.100.7", user="deploy", port=52200),
    fail("Jun  3 09:15:06", "198.51.100.7", user="deploy", port=52200),
    fail("Jun  3 09:15:11", "198.51.100.7", user="deploy", port=52200),
    fail("Jun  3 09:15:17", "198.51.100.7", user="deploy", port=52200),
    sshd("Jun  3 09:15:40", "Accepted password for deploy from 198.51.100.7 port 52214 ssh2"),
    sshd("Jun  4 10:01:02", "Failed publickey for git from 100.64.12.9 port 33412 ssh2: RSA SHA256:h8Kq1Zz"),
    sshd("Jun  4 10:01:05", "Failed publickey for git from 100.64.12.9 port 33412 ssh2: ED25519 SHA256:pp2Lw0"),
    sshd("Jun  4 10:01:09", "Failed publickey for git from 100.64.12.9 port 33412 ssh2: ECDSA SHA256:ba71Qe"),
    fail("Jun  4 10:01:14", "100.64.12.9", user="git", port=33412),
    fail("Jun  4 10:01:20", "100.64.12.9", user="git", port=33412),
    fail("Jun  4 10:01:26", "100.64.12.9", user="git", port=33412),
    fail("Jun  4 10:01:31", "100.64.12.9", user="git", port=33412),
    closed("Jun  4 10:01:32", "100.64.12.9", user="git", port=33412),
    fail("Jun  4 13:40:08", "2001:db8::4f2", port=53990),
    fail("Jun  4 13:40:12", "2001:db8::4f2", port=53994),
    fail("Jun  4 13:40:17", "2001:db8::4f2", user="admin", port=53998, invalid=True),
]

# --- auth.log: 5-6 June (current) ---
NEW = [
    fail("Jun  5 02:44:19", "198.51.100.23", port=39120),
    fail("Jun  5 02:44:25", "198.51.100.23", port=39120),
    fail("Jun  5 02:44:31", "198.51.100.23", port=39120),
    sshd("Jun  5 02:45:02", "message repeated 2 times: [ Failed password for root from 198.51.100.23 port 39120 ssh2]"),
    closed("Jun  5 02:45:03", "198.51.100.23", port=39120),
    pam("Jun  5 06:12:48", "203.0.113.45"),
    fail("Jun  5 06:12:50", "203.0.113.45", port=42900),
    fail("Jun  5 06:12:57", "203.0.113.45", port=42908),
    fail("Jun  5 06:13:04", "203.0.113.45", port=42916),
    fail("Jun  5 06:13:10", "203.0.113.45", port=42924),
    fail("Jun  5 11:31:44", "203.0.113.4", user="admin", port=38555, invalid=True),
    sshd("Jun  5 11:32:00", "Accepted publickey for ops from 10.20.0.31 port 60002 ssh2: ED25519 SHA256:Zt4kP0"),
    fail("Jun  6 05:05:05", "45.83.91.200", user="oracle", port=61000, invalid=True),
    fail("Jun  6 05:05:11", "45.83.91.200", user="oracle", port=61008, invalid=True),
    fail("Jun  6 05:05:18", "45.83.91.200", port=61016),
    sshd("Jun  6 05:05:19", "Disconnecting authenticating user root 45.83.91.200 port 61016: Too many authentication failures [preauth]"),
    other("Jun  6 07:00:01", "systemd-logind[612]", "New session 88 of user ops."),
]

FAIL2BAN = """2025-06-03 01:11:30,112 fail2ban.actions [905]: NOTICE  [sshd] Ban 192.0.2.88
2025-06-04 10:02:10,530 fail2ban.actions [905]: NOTICE  [sshd] Ban 100.64.12.9
2025-06-05 11:31:50,004 fail2ban.actions [905]: NOTICE  [sshd] Ban 203.0.113.4
2025-06-06 01:11:30,121 fail2ban.actions [905]: NOTICE  [sshd] Unban 192.0.2.88
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "logs", "auth.log"), "\n".join(NEW))
    write(os.path.join(ws, "logs", "auth.log.1"), "\n".join(MID))
    with open(os.path.join(ws, "logs", "auth.log.2.gz"), "wb") as f:
        f.write(gzip.compress(("\n".join(OLD) + "\n").encode(), mtime=0))
    write(os.path.join(ws, "logs", "fail2ban.log"), FAIL2BAN)
