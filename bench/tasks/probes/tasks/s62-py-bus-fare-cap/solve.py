import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import subprocess

ws, ev = ek.solve_args()
proj = os.path.join(ws, "farecalc")
p = os.path.join(proj, "farecalc", "fares.py")
src = ek.read(p)
old = "        if paid + fare > cap:\n            fare = 0\n"
new = ("        if paid + fare > cap:\n"
       "            # the trip that crosses the cap is charged only the part up to the cap\n"
       "            fare = max(0, cap - paid)\n")
assert old in src, "buggy cap code not found"
ek.write(p, src.replace(old, new))
r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=proj,
                   capture_output=True, text=True)
print(r.stdout[-300:])
