import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    empty = [p for p in list_files(pws) if p.startswith("cache/") and os.path.getsize(os.path.join(pws, p)) == 0]
    left = [p for p in empty if os.path.exists(os.path.join(ws, p))]
    require(not left, "empty files not deleted: %s" % ", ".join(left))
    for p in list_files(pws):
        if p not in empty:
            require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    ans = require_answer(ev)
    require(has_number(ans, len(empty)), "answer does not say %d files were deleted" % len(empty))
    return "%d deleted" % len(empty)

run_check(check)
