import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
d = os.path.join(ws, "drone")

ek.write(os.path.join(d, "crew.yaml"), """# Skyline Surveys - flight crew
# callsign is what goes in the flight log
pilots:
  - name: Tom Ashworth
    callsign: HARRIER-1
    cert: GVC
  - name: Priya Naidu
    callsign: KESTREL-7
    cert: A2 CofC
  - name: Priya Nair
    callsign: KESTREL-3
    cert: GVC
  - name: Gwen Morgan
    callsign: MERLIN-2
    cert: GVC
observers:
  - name: Sam Okoro
  - name: Lena Fischer
""")

F = [
    ("2025-05-30", "KESTREL-3", "survey", "10:05", "10:52", "Hartley Farm roof"),
    ("2025-06-02", "HARRIER-1", "survey", "09:10", "09:58", "Quarry north face"),
    ("2025-06-03", "KESTREL-3", "survey", "09:12", "09:41", "Riverside flats"),
    ("2025-06-03", "KESTREL-7", "survey", "13:30", "14:25", "Riverside flats"),
    ("2025-06-05", "KESTREL-3", "sim", "15:00", "15:45", "RealFlight practice"),
    ("2025-06-09", "KESTREL-3", "inspection", "11:48", "12:26", "St Mary's spire"),
    ("2025-06-11", "MERLIN-2", "inspection", "08:30", "09:02", "Solar farm B"),
    ("2025-06-12", "KESTREL-7", "sim", "16:00", "16:30", "RealFlight practice"),
    ("2025-06-17", "KESTREL-3", "survey", "13:55", "15:08", "Solar farm B"),
    ("2025-06-18", "KESTREL-7", "inspection", "10:00", "10:40", "Mill chimney"),
    ("2025-06-24", "KESTREL-3", "training", "18:20", "18:47", "Club field, night ops"),
    ("2025-06-26", "HARRIER-1", "survey", "07:45", "08:31", "Quarry north face"),
    ("2025-06-30", "KESTREL-3", "inspection", "19:40", "20:03", "Mill chimney"),
    ("2025-07-01", "KESTREL-3", "survey", "09:00", "09:50", "Hartley Farm fields"),
]
lines = []
for i, (date, cs, typ, t0, t1, site) in enumerate(F, 1):
    lines.append(json.dumps({"flight": "SKY-%04d" % (400 + i), "date": date, "callsign": cs, "type": typ,
                             "site": site, "takeoff": t0, "landing": t1}))
ek.write(os.path.join(d, "flights.jsonl"), "\n".join(lines))

ek.write(os.path.join(d, "README.txt"), """Flight log: one JSON object per line, times are local (BST).
type is survey / inspection / training / sim. sim = simulator session, not a real flight.
Pilot logbook totals are needed for the insurer every quarter.
""")
