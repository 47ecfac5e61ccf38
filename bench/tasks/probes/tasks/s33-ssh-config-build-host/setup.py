import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CONFIG = """# ~/.ssh/config for the ops laptop
# Edited by hand - keep the comments, they explain the odd bits.

Host bastion
    HostName bastion.example.net
    User ops
    # the bastion only accepts ed25519 keys
    IdentityFile ~/.ssh/id_ed25519

Host build-legacy
    # old Jenkins box, to be retired in Q3
    HostName 10.20.0.14
    User jenkins
    Port 2200
    ProxyJump bastion

# new CI runner (moved off the Jenkins box in March)
Host build build.internal
    HostName 10.20.0.31
    user jenkins
    ProxyJump bastion
    # the runner key, not the personal one
    IdentityFile ~/.ssh/ci_runner_ed25519

Host staging-*
    User deploy
    ProxyJump bastion

# defaults - must stay last, ssh uses the first value it finds
Host *
    User ops
    Port 22
    ServerAliveInterval 30
    # IdentitiesOnly yes   <- tried globally, broke agent forwarding
    AddKeysToAgent yes
"""

KNOWN = """bastion.example.net ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk2bV6Lq0i3xqk8u0m3c1dYbJ2wz0P7Jt1r9l7h4e2a
10.20.0.14 ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBFq2dY8uMZ3n4p0w
10.20.0.31 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG8d1u3Vb6b9kZt4QmW5nRr2yX0cE7aT1pL6oH3sJ9f
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "ssh", "config"), CONFIG)
    write(os.path.join(ws, "ssh", "known_hosts"), KNOWN)
    write(os.path.join(ws, "ssh", "README.txt"),
          "Copy of the laptop's ~/.ssh settings, kept in git. Keys are NOT in this folder.\n")
