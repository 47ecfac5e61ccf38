import os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

HIDDEN = r'''
import sys
from datetime import date
from clubfees.groups import age_on, age_group
from clubfees.fees import family_fees
bad = []
def eq(label, got, want):
    if got != want:
        bad.append("%s: got %r, expected %r" % (label, got, want))
eq("age on the cutoff birthday", age_on(date(2014, 8, 31), date(2025, 8, 31)), 11)
eq("age the day after the cutoff", age_on(date(2014, 9, 1), date(2025, 8, 31)), 10)
eq("first birthday on the cutoff", age_on(date(2024, 8, 31), date(2025, 8, 31)), 1)
eq("leap-day birthday", age_on(date(2016, 2, 29), date(2025, 8, 31)), 9)
eq("same-month later day", age_on(date(2012, 8, 30), date(2025, 8, 1)), 12)
eq("born 31 Aug 2013, 2025 season", age_group(date(2013, 8, 31), 2025), "Under 16")
eq("born 1 Sep 2013, 2025 season", age_group(date(2013, 9, 1), 2025), "Under 12")
eq("born 10 Sep 2009, 2025 season", age_group(date(2009, 9, 10), 2025), "Under 16")
eq("born 2 Feb 2010, 2026 season", age_group(date(2010, 2, 2), 2026), "Seniors")
eq("family fees", family_fees([date(2016, 9, 15), date(2009, 9, 10)], 2025), [108.0, 70.2])
try:
    g = age_group(date(2021, 9, 1), 2025)
    bad.append("born 1 Sep 2021 should be too young for 2025, got %r" % g)
except ValueError:
    pass
print("; ".join(bad))
sys.exit(1 if bad else 0)
'''


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != "clubfees/groups.py":
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ek.require(os.path.isfile(os.path.join(ws, "clubfees", "groups.py")), "clubfees/groups.py is missing")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=ws)
    r = subprocess.run([sys.executable, "-m", "unittest", "discover", "-s", "tests", "-t", "."], cwd=ws,
                       capture_output=True, text=True, timeout=120, env=env)
    ek.require(r.returncode == 0, "project tests fail: %s" % r.stderr.strip().splitlines()[-1:] )
    r = subprocess.run([sys.executable, "-c", HIDDEN], cwd=ws, capture_output=True, text=True, timeout=120, env=env)
    ek.require(r.returncode == 0, "age groups still wrong: %s" % (r.stdout.strip() or r.stderr.strip()[-300:]))
    r = subprocess.run([sys.executable, "-m", "clubfees.cli", "roster_sample.csv", "2025"], cwd=ws,
                       capture_output=True, text=True, timeout=120, env=env)
    ek.require(r.returncode == 0, "the cli no longer runs: %s" % r.stderr.strip()[-200:])
    want = {"Isla Marchetti": "Under 9", "Rory Marchetti": "Tumble Tots", "Zain Ahmed": "Under 16",
            "Maya Okafor": "Under 12", "Evie Jones": "Under 16"}
    for name, grp in want.items():
        line = [l for l in r.stdout.splitlines() if l.startswith(name)]
        ek.require(line and grp in line[0], "cli puts %s in the wrong group: %r" % (name, line))
    return "ages taken on 31 August, tests pass"


ek.run_check(check)
