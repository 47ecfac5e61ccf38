import math
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
ns = {"g": "http://www.topografix.com/GPX/1/1"}
root = ET.parse(os.path.join(ws, "sunday_ride.gpx")).getroot()


def hav(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(h))


dist, top = 0.0, -1e9
for seg in root.findall("g:trk/g:trkseg", ns):
    pts = [(float(p.get("lat")), float(p.get("lon")), float(p.find("g:ele", ns).text)) for p in seg.findall("g:trkpt", ns)]
    dist += sum(hav(a, b) for a, b in zip(pts, pts[1:]))
    top = max([top] + [p[2] for p in pts])
emit(ev, answer="You rode %.1f km (track only, not the planned route). Highest point: %.1f m." % (dist, top))
