import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DATE = re.compile(r"21(st)?\s*(of\s*)?mar(ch)?|mar(ch)?\s*21|21\s*/\s*0?3|0?3\s*/\s*21|2025-03-21|21\.0?3\.")


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 285), "answer does not give the total cost of \u00a3285")
    ek.require(DATE.search(ek.norm(ans)) is not None, "answer does not give the final instalment date 21 March 2025")
    return "\u00a3285, last instalment by 21 March"


ek.run_check(check)
