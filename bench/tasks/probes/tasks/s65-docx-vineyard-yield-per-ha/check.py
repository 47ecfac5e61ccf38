import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_phrase(ans, "block d") or ek.has_phrase(ans, "pinot meunier"),
               "answer does not name Block D (Pinot Meunier)")
    ek.require(ek.has_number(ans, 6.5, tol=0.005), "answer does not give 6.5 t/ha")
    return "Block D, 6.5 t/ha"


ek.run_check(check)
