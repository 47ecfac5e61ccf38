import gzip
import io
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ST = "Server thread/INFO"
UUIDS = {"Zed": "3f2b8c1e-5a7d-4e21-9b0c-1d2e3f4a5b6c", "BlockyBen": "8a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
         "Maya_K": "c0ffee12-3456-4789-abcd-ef0123456789", "Ollie_Builds": "0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e",
         "Ollie": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9", "GrannyPixel": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         "Priya_builds": "d4c3b2a1-f6e5-4b7a-9d8c-5d4c3b2a1f0e", "Dex": "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f",
         "Stranger99": "12345678-9abc-4def-8123-456789abcdef"}
IPS = {"Zed": "192.168.1.41", "BlockyBen": "192.168.1.57", "Maya_K": "192.168.1.34", "Ollie_Builds": "192.168.1.62",
       "Ollie": "192.168.1.63", "GrannyPixel": "86.14.201.77", "Priya_builds": "192.168.1.70", "Dex": "192.168.1.45",
       "Stranger99": "81.2.69.160"}
_port = [50100]


def line(t, who, msg):
    return "[%s] [%s]: %s" % (t, who, msg)


def join(t, name, eid):
    _port[0] += 37
    return [line(t, "User Authenticator #%d/INFO" % (eid % 5 + 1), "UUID of player %s is %s" % (name, UUIDS[name])),
            line(t, ST, "%s[/%s:%d] logged in with entity id %d at (%.1f, 64.0, %.1f)"
                 % (name, IPS[name], _port[0], eid, -112.5 + eid % 40, 230.5 - eid % 25)),
            line(t, ST, "%s joined the game" % name)]


def leave(t, name, why="Disconnected"):
    return [line(t, ST, "%s lost connection: %s" % (name, why)), line(t, ST, "%s left the game" % name)]


def start(t, secs):
    h, m, s = map(int, t.split(":"))
    s2 = "%02d:%02d:%02d" % (h, m, min(s + 9, 59))
    return [line(t, "ServerMain/INFO", "Environment: Environment[sessionHost=https://sessionserver.mojang.com, servicesHost=https://api.minecraftservices.com, name=PROD]"),
            line(t, "ServerMain/INFO", "Loaded 7 recipes"),
            line(t, ST, "Starting minecraft server version 1.20.4"),
            line(t, ST, "Loading properties"),
            line(t, ST, "Default game type: SURVIVAL"),
            line(t, ST, "Starting Minecraft server on *:25565"),
            line(t, ST, 'Preparing level "world"'),
            line(s2, ST, 'Done (%s)! For help, type "help"' % secs)]


def stop(t, online):
    out = [line(t, ST, "Stopping the server"), line(t, ST, "Stopping server"), line(t, ST, "Saving players")]
    for n in online:
        out += leave(t, n, "Server closed")
    return out + [line(t, ST, "Saving worlds"),
                  line(t, ST, "Saving chunks for level 'ServerLevel[world]'/minecraft:overworld"),
                  line(t, ST, "ThreadedAnvilChunkStorage (world): All chunks are saved"),
                  line(t, ST, "ThreadedAnvilChunkStorage: All dimensions are saved")]


def chat(t, name, msg):
    return [line(t, "Async Chat Thread - #0/INFO", "<%s> %s" % (name, msg))]


FRI = (start("17:02:40", "7.902s")
       + join("17:20:11", "Dex", 88) + join("17:31:05", "Maya_K", 95)
       + chat("17:33:40", "Dex", "meet at the nether portal")
       + join("18:02:19", "Zed", 131)
       + [line("18:40:02", ST, "Dex has made the advancement [We Need to Go Deeper]")]
       + leave("19:05:44", "Maya_K") + leave("20:12:30", "Dex")
       + join("20:15:09", "BlockyBen", 402)
       + leave("21:30:51", "Zed") + leave("21:58:03", "BlockyBen")
       + stop("22:40:00", []))

SAT1 = (start("09:58:12", "6.877s")
        + join("10:14:26", "Zed", 77) + join("10:40:02", "Maya_K", 104)
        + chat("10:41:15", "Maya_K", "morning!")
        + join("11:22:48", "BlockyBen", 160)
        + leave("12:30:19", "BlockyBen")
        + [line("15:25:00", ST, "[Server] Restarting in 5 minutes to update the server, sorry!")]
        + stop("15:30:02", ["Zed", "Maya_K"]))

SAT2 = (start("15:40:02", "6.211s")
        + join("16:01:15", "Maya_K", 58)
        + join("16:45:30", "Zed", 71)
        + chat("17:02:44", "Maya_K", "anyone seen my horse")
        + chat("17:03:10", "Zed", "its by the big oak")
        + leave("18:30:40", "Maya_K")
        + join("19:10:05", "BlockyBen", 240)
        + join("20:15:22", "Ollie_Builds", 301)
        + [line("20:52:07", ST, "Zed has made the advancement [Diamonds!]")]
        + leave("21:05:33", "BlockyBen", "Timed out")
        + join("21:07:02", "BlockyBen", 356)
        + join("21:30:48", "GrannyPixel", 377)
        + chat("21:31:02", "GrannyPixel", "hello all, granny is here")
        + [line("21:44:19", "User Authenticator #2/INFO", "UUID of player Stranger99 is %s" % UUIDS["Stranger99"]),
           line("21:44:19", ST, "Disconnecting Stranger99 (/%s:61234): You are not white-listed on this server!" % IPS["Stranger99"]),
           line("21:44:19", ST, "Stranger99 (/%s:61234) lost connection: You are not white-listed on this server!" % IPS["Stranger99"])]
        + [line("22:10:05", ST, "There are 4 of a max of 20 players online: Zed, BlockyBen, Ollie_Builds, GrannyPixel")]
        + chat("22:29:51", "Ollie_Builds", "gtg dinner")
        + leave("22:30:08", "Ollie_Builds")
        + join("22:45:37", "Ollie", 512)
        + chat("23:20:14", "GrannyPixel", "night all, off to bed")
        + leave("23:21:02", "GrannyPixel")
        + join("23:40:26", "Priya_builds", 640)
        + [line("23:44:50", "Server thread/WARN", "Can't keep up! Is the server overloaded? Running 5012ms or 100 ticks behind")]
        + chat("23:46:12", "Zed", "lag??")
        + chat("23:46:20", "Priya_builds", "my chest just vanished")
        + [line("23:47:12", "Server Watchdog/FATAL", "A single server tick took 60.00 seconds (should be max 0.05)"),
           line("23:47:12", "Server Watchdog/FATAL", "Considering it to be crashed, server will forcibly shutdown."),
           line("23:47:13", "Server Watchdog/ERROR", "This crash report has been saved to: /srv/minecraft/./crash-reports/crash-2025-03-15_23.47.12-server.txt")])

SUN = (start("10:02:31", "9.114s")
       + join("10:15:40", "Zed", 41) + join("10:20:02", "Maya_K", 52)
       + chat("10:20:30", "Maya_K", "what happened last night?")
       + join("11:01:17", "GrannyPixel", 88)
       + join("11:32:55", "Ollie_Builds", 97)
       + leave("12:02:40", "GrannyPixel"))

FEB_CRASH = """---- Minecraft Crash Report ----
// Don't do that.

Time: 2025-02-22 21:14:03
Description: Watching Server

java.lang.Error: Watchdog
	at net.minecraft.server.level.ServerChunkCache.getChunk(ServerChunkCache.java:212)
	at net.minecraft.world.level.Level.getChunk(Level.java:318)
	at net.minecraft.server.MinecraftServer.tickServer(MinecraftServer.java:802)
	at java.base/java.lang.Thread.run(Thread.java:1583)


A detailed walkthrough of the error, its code path and all known details is as follows:
---------------------------------------------------------------------------------------

-- System Details --
Details:
	Minecraft Version: 1.20.4
	Minecraft Version ID: 1.20.4
	Operating System: Linux (amd64) version 6.1.0-18-amd64
	Java Version: 21.0.2, Eclipse Adoptium
	Memory: 812374016 bytes (774 MiB) / 2147483648 bytes (2048 MiB) up to 2147483648 bytes (2048 MiB)
	CPUs: 4
	Player Count: 3 / 20; [ServerPlayer['Dex'/88, l='ServerLevel[world]', x=-102.31, y=64.00, z=221.50], ServerPlayer['Maya_K'/95, l='ServerLevel[world]', x=-98.02, y=63.00, z=219.77], ServerPlayer['BlockyBen'/131, l='ServerLevel[world]', x=-40.50, y=70.00, z=180.12]]
	Data Packs: vanilla
	Is Modded: Probably not. Server jar signature and brand is untouched
	Type: Dedicated Server (map_server.txt)
"""

PROPS = """#Minecraft server properties
#Sat Mar 15 15:39:58 GMT 2025
difficulty=easy
gamemode=survival
max-players=20
motd=Hall Family Server
online-mode=true
pvp=false
server-port=25565
view-distance=10
white-list=true
enforce-whitelist=true
"""

WHITELIST = [{"uuid": UUIDS[n], "name": n} for n in
             ("Zed", "BlockyBen", "Maya_K", "Ollie_Builds", "Ollie", "GrannyPixel", "Priya_builds", "Dex")]


def gz(path, name, text, mtime):
    buf = io.BytesIO()
    with gzip.GzipFile(filename=name, mode="wb", fileobj=buf, mtime=mtime) as g:
        g.write(text.encode())
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(buf.getvalue())


if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "mc-server")
    logs = os.path.join(d, "logs")
    gz(os.path.join(logs, "2025-03-14-1.log.gz"), "latest.log", "\n".join(FRI) + "\n", 1741992000)
    gz(os.path.join(logs, "2025-03-15-1.log.gz"), "latest.log", "\n".join(SAT1) + "\n", 1742052602)
    gz(os.path.join(logs, "2025-03-15-2.log.gz"), "latest.log", "\n".join(SAT2) + "\n", 1742082433)
    write(os.path.join(logs, "latest.log"), "\n".join(SUN))
    write(os.path.join(d, "crash-reports", "crash-2025-02-22_21.14.03-server.txt"), FEB_CRASH)
    write(os.path.join(d, "server.properties"), PROPS)
    write(os.path.join(d, "whitelist.json"), json.dumps(WHITELIST, indent=2))
