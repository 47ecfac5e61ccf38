import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
REL = "devtimer/devtimer/fmt.py"
path = os.path.join(ws, REL)
src = ek.read(path)
# Bug: seconds were rounded separately from the minutes, so e.g. 4.9932 min gave 4:60.
# Round the whole time to the nearest second first (half up), then split it.
OLD = ('    whole = int(minutes)\n'
       '    seconds = round((minutes - whole) * 60)\n'
       '    return "%d:%02d" % (whole, seconds)\n')
NEW = ('    total = int(minutes * 60 + 0.5)\n'
       '    return "%d:%02d" % divmod(total, 60)\n')
assert src.count(OLD) == 1, "unexpected fmt.py"
ek.write(path, src.replace(OLD, NEW), newline_at_end=False)
ek.emit(ev, answer="Fixed mmss() in devtimer/fmt.py: it rounded the seconds on their own, so 59.6 s became "
        "'60'. It now rounds the total time to the nearest second and then splits it into M:SS.",
        artifacts=[REL])
