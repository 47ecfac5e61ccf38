import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import tomllib

ws, ev = ek.solve_args()
with open(os.path.join(ws, "ops", "backup.toml"), "rb") as f:
    cfg = tomllib.load(f)
job = cfg["jobs"]["weekly-photos"]
days = job.get("retention_days", cfg["defaults"]["retention_days"])
ek.emit(ev, answer="The weekly photo backups are kept for %d days (the weekly-photos job has no retention_days of its own, so it uses the default in [defaults])." % days)
