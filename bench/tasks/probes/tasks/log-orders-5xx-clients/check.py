import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# path exactly /api/orders (query allowed), status 500-599, access.log + .1 + .2.gz:
# 18 requests from 7 IPs.  Wrong readings: without the .gz 16; prefix match (orders/88412,
# orders-export) 33 from 8; any " 5xx " on an orders line (response sizes 500/502/503) 77; all IPs 11.
REQUESTS, CLIENTS = 18, 7


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    require(has_number(ans, REQUESTS, words=False), "answer does not give the request count 18")
    require(has_number(ans, CLIENTS), "answer does not give the number of distinct client IPs (7)")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "18 requests from 7 client IPs"

run_check(check)
