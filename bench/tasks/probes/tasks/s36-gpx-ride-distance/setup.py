import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

LAT0, LON0 = 52.0610, -2.7150


def loop_point(k, n, rx, ry, phase=0.0):
    a = 2 * math.pi * k / n + phase
    wob = 1 + 0.08 * math.sin(5 * a) + 0.04 * math.cos(11 * a)
    dy = ry * math.sin(a) * wob
    dx = rx * math.cos(a) * wob
    lat = LAT0 + dy / 111.2
    lon = LON0 + dx / (111.2 * math.cos(math.radians(LAT0)))
    return lat, lon


def ele(k, n):
    a = 2 * math.pi * k / n
    return 78 + 95 * (1 + math.sin(a - 0.6)) + 12 * math.sin(7 * a)


def trkpt(lat, lon, e, t):
    hh, mm, ss = 8 + t // 3600, (t // 60) % 60, t % 60
    return ('      <trkpt lat="%.6f" lon="%.6f"><ele>%.1f</ele><time>2025-06-15T%02d:%02d:%02dZ</time></trkpt>'
            % (lat, lon, e, hh, mm, ss))


def build():
    n = 720
    pts = [(loop_point(k, n, 7.5, 5.0), ele(k, n)) for k in range(n + 1)]
    top = max(range(n + 1), key=lambda k: pts[k][1])
    # one exact high point
    pts[top] = (pts[top][0], 287.4)
    for k in range(n + 1):
        if k != top and pts[k][1] >= 287.0:
            pts[k] = (pts[k][0], 286.9)
    stop = 400                      # cafe stop: segment ends, a new one starts ~25 m on
    seg1 = pts[:stop + 1]
    lat, lon = pts[stop][0]
    seg2 = [((lat + 0.00018, lon + 0.00010), pts[stop][1])] + pts[stop + 1:]
    out, t = [], 0
    for seg in (seg1, seg2):
        out.append("    <trkseg>")
        for (la, lo), e in seg:
            out.append(trkpt(la, lo, e, t))
            t += 9
        out.append("    </trkseg>")
        t += 1500
    rte = []
    for k in range(0, 181):
        la, lo = loop_point(k, 180, 9.0, 6.5, 0.2)
        rte.append('    <rtept lat="%.6f" lon="%.6f"><ele>%.1f</ele></rtept>' % (la, lo, 80 + 260 * math.sin(math.pi * k / 180)))
    return out, rte


if __name__ == "__main__":
    ws, kb = setup_args()
    trk, rte = build()
    gpx = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<gpx version="1.1" creator="TrailBike 4.2" xmlns="http://www.topografix.com/GPX/1/1">',
           '  <metadata><name>Sunday ride</name><time>2025-06-15T08:00:00Z</time></metadata>',
           '  <wpt lat="52.091200" lon="-2.652000"><ele>402.0</ele><name>Beacon viewpoint (planned detour)</name></wpt>',
           '  <wpt lat="52.035000" lon="-2.760000"><ele>96.0</ele><name>Mill cafe</name></wpt>',
           '  <rte>', '    <name>Planned: Beacon loop (long version)</name>'] + rte + ['  </rte>',
           '  <trk>', '    <name>Sunday ride</name>', '    <type>cycling</type>'] + trk + ['  </trk>', '</gpx>']
    write(os.path.join(ws, "sunday_ride.gpx"), "\n".join(gpx))
