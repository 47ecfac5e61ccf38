import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def require_ws_unchanged(pws, ws):
    for p in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, p), os.path.join(ws, p)), "workspace file %s was changed or removed" % p)
    extra = [p for p in ek.list_files(ws) if p not in set(ek.list_files(pws)) and not p.startswith(".")]
    ek.require(not extra, "answer-only task but new files appeared: %s" % ", ".join(extra))


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    require_ws_unchanged(pws, ws)
    ans = ek.require_answer(ev)
    t = ek.norm(ans)
    for key, label in (("puppy day care", "Puppy day care"), ("hydrotherapy", "Hydrotherapy session"),
                       ("taxi", "Taxi pick-up")):
        ek.require(key in t, "answer does not name %s" % label)
    for wrong in ("standard kennel", "deluxe", "cattery pen", "nail clip", "bath and brush", "medication"):
        ek.require(wrong not in t, "answer wrongly includes %r (not a new service)" % wrong)
    return "three new services named"


ek.run_check(check)
