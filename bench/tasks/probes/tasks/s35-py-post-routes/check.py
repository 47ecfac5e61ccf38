import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# POST routes served: /webhooks/stripe (app.post), /orders/ (decorator split over lines), /orders/<int:order_id>/cancel
# (methods=("post",): Flask upper-cases), /customers/ (@customers.post, prefix given at registration),
# /customers/<cid>/notes, /admin/reindex (methods=POST_ONLY constant). Not: the legacy /v1 blueprint (never
# registered), the commented-out refund route, PUT /orders/<id>, /customers/<cid>/export(-job) (docstring),
# /admin/stats, /health, a test-only /_test/echo, the seed script's /admin/rebuild-cache.
EXPECTED = ["/webhooks/stripe", "/orders", "/orders/<>/cancel", "/customers", "/customers/<>/notes",
            "/admin/reindex"]
WRONG = ["/v1/order", "/v1/basket", "/orders/<>/refund", "/orders/<>", "/customers/<>/export",
         "/customers/<>/export-job", "/admin/stats", "/health", "/_test/echo", "/admin/rebuild-cache",
         "/order", "/basket", "/reindex", "/cancel", "/notes", "/<>/cancel", "/<>/notes"]
ASIDE = re.compile(r"\bnot\b|n't|\bno\b|never|commented|disabled|unregistered|switched off|excluded|ignore|only (get|put)"
                   r"|\bget\b|\bput\b|test|seed|script|docstring|without (the )?prefix|rule|relative|decorator", re.I)
PATH = re.compile(r"/[A-Za-z0-9_<>:{}/\-.]*")


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def paths(text):
    out = set()
    for m in PATH.findall(text.replace("`", " ").replace("*", " ")):
        p = re.sub(r"<(?:\w+:)?\w+>|\{\w+\}|(?<=/):\w+", "<>", m)
        p = p.rstrip(".:")
        if len(p) > 1:
            p = p.rstrip("/")
        out.add(p.lower())
    return out


def check(ws, ev):
    ans = last_answer(ev)
    found = paths(ans)
    missing = [p for p in EXPECTED if p.lower() not in found]
    require(not missing, "answer does not give these POST paths: %s" % missing)
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        for p in paths(sent) & {w.lower() for w in WRONG}:
            require(ASIDE.search(sent), "answer lists %s, which does not accept POST in the served app: %r" % (p, sent.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "6 POST paths"

run_check(check)
