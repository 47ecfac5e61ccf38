import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# R06 (Exeter): 9 ARRIVAL lines on 7 June in clock.log.3.gz + 2 late birds on 8 June in
# clock.log.2.gz = 11 birds. Wrong readings: 9 (second gz skipped), 14 (basketed birds),
# 14 also if REPEAT lines are counted (11 + 3), 6/7 (Yeovil).


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 11), "answer does not give 11 birds clocked in the Exeter race (R06)")
    return "11 birds clocked in R06, logs untouched"


ek.run_check(check)
