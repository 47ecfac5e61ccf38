import collections
import configparser
import json
import os
import re
import sys
import tomllib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "homelab", "config")
listen = {}
m = re.search(r"^http:\n(?:\s+.*\n)*?  address:\s*\S+:(\d+)", read(os.path.join(d, "AdGuardHome.yaml")), re.M)
listen["AdGuard Home (web UI)"] = int(m.group(1))
for name, sec, key in (("Gitea", "server", "HTTP_PORT"), ("Grafana", "server", "http_port")):
    cp = configparser.ConfigParser(interpolation=None)
    text = read(os.path.join(d, "gitea-app.ini" if name == "Gitea" else "grafana.ini"))
    cp.read_string("[top]\n" + text)
    listen[name] = cp.getint(sec, key)
env = dict(l.split("=", 1) for l in read(os.path.join(d, "uptime-kuma.env")).splitlines() if "=" in l and not l.startswith("#"))
listen["Uptime Kuma"] = int(env["UPTIME_KUMA_PORT"])
with open(os.path.join(d, "navidrome.toml"), "rb") as f:
    listen["Navidrome"] = tomllib.load(f)["Port"]
hb = json.load(open(os.path.join(d, "homebridge.json")))
listen["Homebridge config UI"] = [p for p in hb["platforms"] if p.get("platform") == "config"][0]["port"]
by_port = collections.defaultdict(list)
for k, v in listen.items():
    by_port[v].append(k)
port, names = [(p, n) for p, n in by_port.items() if len(n) > 1][0]
emit(ev, answer="%s and %s are both set to listen on port %d (AdGuard's http.address is 0.0.0.0:%d, Gitea's "
                "[server] HTTP_PORT = %d)." % (names[0], names[1], port, port, port))
