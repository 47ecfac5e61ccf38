import base64
import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def key(seed):
    return base64.b64encode(hashlib.sha256(seed.encode()).digest()).decode()


HEAD = """# wg0 - office VPN, Bristol office router (Ubuntu 22.04, wg-quick@wg0)
# Edited by hand. One comment line above each [Peer] says whose device it is.
# Address pool 10.8.0.0/24 (.1 is this server, .2-.9 site links, .10+ people).

[Interface]
Address = 10.8.0.1/24
ListenPort = 51820
PrivateKey = %s
# NAT out through eth0
PostUp = iptables -A FORWARD -i wg0 -j ACCEPT; iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE
PostDown = iptables -D FORWARD -i wg0 -j ACCEPT; iptables -t nat -D POSTROUTING -o eth0 -j MASQUERADE
""" % key("server-private")

PEERS = [
    ("# Site link: warehouse router (Avonmouth)",
     ["PublicKey = " + key("warehouse"), "Endpoint = wh.avon-logistics.co.uk:51820",
      "AllowedIPs = 10.8.0.2/32, 192.168.20.0/24", "PersistentKeepalive = 25"]),
    ("# Rachel Kemp - office manager laptop (Latitude 5440)",
     ["PublicKey = " + key("rachel-laptop"), "AllowedIPs = 10.8.0.10/32"]),
    ("# Jamie Fraser - phone (Pixel 7)",
     ["PublicKey = " + key("jamie-phone"), "AllowedIPs = 10.8.0.11/32", "PersistentKeepalive = 25"]),
    ("# Jamie Fraser - ThinkPad X1 Carbon (2021, old work laptop - kept as his spare)",
     ["# added 2021-03-02 (rk)", "PublicKey = " + key("jamie-x1"), "PresharedKey = " + key("jamie-x1-psk"),
      "AllowedIPs = 10.8.0.12/32"]),
    ("# Jamie Lowe - home PC (works from home Fridays)",
     ["PublicKey = " + key("jlowe-pc"), "AllowedIPs = 10.8.0.120/32"]),
    ("# Jamie Fraser - ThinkPad T14 (new work laptop, issued Jan 2025)",
     ["PublicKey = " + key("jamie-t14"), "PresharedKey = " + key("jamie-t14-psk"), "AllowedIPs = 10.8.0.121/32"]),
    ("# Olu Adebayo - laptop. Disabled while Olu is on leave; re-enable in September.",
     None),
    ("# Priya Desai - MacBook Air",
     ["PublicKey = " + key("priya-mba"), "AllowedIPs = 10.8.0.14/32"]),
]
OLU = ["#[Peer]", "#PublicKey = " + key("olu-laptop"), "#AllowedIPs = 10.8.0.13/32"]


def conf():
    out = [HEAD]
    for comment, body in PEERS:
        if body is None:
            out.append(comment + "\n" + "\n".join(OLU) + "\n")
        else:
            out.append(comment + "\n[Peer]\n" + "\n".join(body) + "\n")
    return "\n".join(out)


INVENTORY = """# VPN devices

| Person | Device | VPN address | Notes |
|---|---|---|---|
| Rachel Kemp | Latitude 5440 | 10.8.0.10 | |
| Jamie Fraser | Pixel 7 | 10.8.0.11 | |
| Jamie Fraser | ThinkPad X1 Carbon | 10.8.0.12 | old laptop, spare |
| Olu Adebayo | ThinkPad E14 | 10.8.0.13 | peer disabled (leave) |
| Priya Desai | MacBook Air | 10.8.0.14 | |
| Jamie Lowe | home PC | 10.8.0.120 | |
| Jamie Fraser | ThinkPad T14 | 10.8.0.121 | from Jan 2025 |

After editing wg0.conf: `sudo systemctl reload wg-quick@wg0` (or `wg syncconf wg0 <(wg-quick strip wg0)`).
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    text = conf()
    write(os.path.join(ws, "vpn", "wg0.conf"), text)
    # last December's copy (before the T14 was added)
    old = text.replace("\n# Jamie Fraser - ThinkPad T14 (new work laptop, issued Jan 2025)\n[Peer]\nPublicKey = %s\n"
                       "PresharedKey = %s\nAllowedIPs = 10.8.0.121/32\n" % (key("jamie-t14"), key("jamie-t14-psk")), "")
    write(os.path.join(ws, "vpn", "wg0.conf.2024-12-01"), old)
    write(os.path.join(ws, "vpn", "devices.md"), INVENTORY)
