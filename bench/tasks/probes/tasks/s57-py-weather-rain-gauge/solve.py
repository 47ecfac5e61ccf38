import os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
W = os.path.join(ws, "weather")
p = os.path.join(W, "station", "convert.py")
s = ek.read(p)
s = s.replace("# Value from the WH-1080 manual.\nMM_PER_TIP = 0.3", "# New gauge fitted 28 March 2025.\nMM_PER_TIP = 0.254")
ek.write(p, s)
subprocess.run([sys.executable, "-B", "make_report.py"], cwd=W, check=True, stdout=subprocess.DEVNULL)
ek.emit(ev, answer="Changed MM_PER_TIP in weather/station/convert.py from 0.3 to 0.254 and re-ran make_report.py; weather/daily_rain.csv is regenerated.", artifacts=["weather/daily_rain.csv"])
