import os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
moved = []
for name in sorted(os.listdir(os.path.join(ws, "dropbox"))):
    m = re.match(r"^([A-Z0-9-]+)_(\d{4})-?(\d{2})-?\d{2}_\d{4}\.wav$", name)
    if not m:
        continue
    dst = os.path.join("recordings", m.group(1), "%s-%s" % (m.group(2), m.group(3)), name)
    os.makedirs(os.path.dirname(os.path.join(ws, dst)), exist_ok=True)
    shutil.move(os.path.join(ws, "dropbox", name), os.path.join(ws, dst))
    moved.append(dst)
ek.emit(ev, answer="Moved %d recordings:\n%s\nLeft RIDGE_2025-04-09_0518.wav.part (still uploading) and README.txt in dropbox/."
        % (len(moved), "\n".join(moved)), artifacts=moved)
