import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
P = os.path.join(ws, "farecalc")

ek.write(os.path.join(P, "README.md"), """# farecalc

Fare engine for the Dale Valley Buses contactless readers. All money is in **pence**.

- `fares.json` - single fares by passenger type and number of zones, plus the day and week caps.
  Set by the commercial team; don't edit by hand (it is synced from the pricing spreadsheet).
- `farecalc/fares.py` - single fares, per-trip charges with the day cap, week totals.
- `farecalc/receipt.py` - text receipt for the app.

Capping rules (from the 2025 fare notice):

* Day cap: adult 550p, child 275p. Each trip is charged at the single fare until the running total
  for the day reaches the cap; the trip that crosses the cap is charged only the part up to the cap,
  and later trips that day are free.
* Week cap (Mon-Sun): adult 2200p, child 1100p, applied to the sum of the daily totals.
* Concession passes travel free.

Run the tests with `python -m pytest` from this folder.
""")
ek.write(os.path.join(P, "fares.json"), """{
  "single": {
    "adult": {"1": 220, "2": 280, "3": 340, "4": 420, "5": 600},
    "child": {"1": 110, "2": 140, "3": 170, "4": 210, "5": 300},
    "concession": {"1": 0, "2": 0, "3": 0, "4": 0, "5": 0}
  },
  "day_cap": {"adult": 550, "child": 275, "concession": 0},
  "week_cap": {"adult": 2200, "child": 1100, "concession": 0}
}
""")
ek.write(os.path.join(P, "farecalc", "__init__.py"), '"""Dale Valley Buses fare engine."""\n__version__ = "1.4.2"\n')
ek.write(os.path.join(P, "farecalc", "fares.py"), '''"""Fare calculation. All amounts are integer pence."""
import json
import os

_HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(_HERE, "..", "fares.json")) as _f:
    TABLES = json.load(_f)

PASSENGER_TYPES = ("adult", "child", "concession")


def single_fare(passenger, zones):
    """Single fare for one trip across `zones` zones (1-5)."""
    if passenger not in PASSENGER_TYPES:
        raise ValueError("unknown passenger type: %r" % passenger)
    zones = max(1, min(int(zones), 5))
    return TABLES["single"][passenger][str(zones)]


def trip_charges(passenger, trips):
    """What each trip of one day is charged, in order, with the day cap applied.

    trips: list of zone counts, in the order travelled."""
    cap = TABLES["day_cap"][passenger]
    charges = []
    paid = 0
    for zones in trips:
        fare = single_fare(passenger, zones)
        if paid + fare > cap:
            fare = 0
        charges.append(fare)
        paid += fare
    return charges


def day_total(passenger, trips):
    """Total charged for one day of travel."""
    return sum(trip_charges(passenger, trips))


def week_total(passenger, days):
    """Total for a Mon-Sun week. days: list of per-day trip lists."""
    total = sum(day_total(passenger, trips) for trips in days)
    return min(total, TABLES["week_cap"][passenger])
''')
ek.write(os.path.join(P, "farecalc", "receipt.py"), '''"""Plain-text receipt for the app."""
from .fares import trip_charges


def pounds(pence):
    return "\\u00a3%d.%02d" % divmod(pence, 100)


def receipt(passenger, trips):
    lines = ["Dale Valley Buses - %s" % passenger]
    charges = trip_charges(passenger, trips)
    for n, (zones, charge) in enumerate(zip(trips, charges), 1):
        lines.append("Trip %d (%d zone%s): %s" % (n, zones, "" if zones == 1 else "s",
                                                   pounds(charge) if charge else "free (capped)"))
    lines.append("Total: %s" % pounds(sum(charges)))
    return "\\n".join(lines)
''')
ek.write(os.path.join(P, "tests", "test_fares.py"), '''from farecalc.fares import single_fare, day_total, week_total
from farecalc.receipt import receipt, pounds


def test_single_fares():
    assert single_fare("adult", 1) == 220
    assert single_fare("child", 3) == 170
    assert single_fare("concession", 4) == 0


def test_zones_clamped():
    assert single_fare("adult", 9) == 600
    assert single_fare("adult", 0) == 220


def test_one_trip_day():
    assert day_total("adult", [2]) == 280


def test_two_trips_under_cap():
    assert day_total("child", [1, 1]) == 220


def test_week_cap():
    days = [[1, 1]] * 7
    assert week_total("adult", days) == 2200


def test_pounds():
    assert pounds(550) == "\\u00a35.50"
    assert pounds(5) == "\\u00a30.05"
''')
ek.write(os.path.join(P, "tests", "conftest.py"), '''import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
''')
