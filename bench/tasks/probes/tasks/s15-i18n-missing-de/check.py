import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# missing in de.json: common.items_other (items_one exists), checkout.payment.title (other ".title" keys exist),
# the whole notifications.email object (2 strings); empty: account.profile.save, checkout.payment.pay_now.
# de-AT.json has some of them (not a fallback); account.security.recovery_codes is de-only (not in en).
EXPECTED = {"common.items_other", "checkout.payment.title", "notifications.email.weekly_digest",
            "notifications.email.order_updates", "account.profile.save", "checkout.payment.pay_now"}
KEY = re.compile(r"(?<![\w.])([a-z_]+(?:\.[a-z_]+)+)(?![\w.])")


def check(ws, ev):
    path = os.path.join(ws, "missing_de.txt")
    require(os.path.isfile(path), "missing_de.txt not created")
    lines = content_lines(read(path).lstrip("\ufeff").replace("`", "").replace('"', ""))
    keys = []
    for l in lines:
        found = [k for k in KEY.findall(l) if not re.search(r"\.(json|txt|md)$", k)]
        require(len(found) <= 1, "more than one key on a line: %r" % l)
        keys += found
    require(keys, "no dotted keys found in missing_de.txt")
    require(len(keys) == len(set(keys)), "a key is listed twice: %s" % keys)
    wrong, missing = sorted(set(keys) - EXPECTED), sorted(EXPECTED - set(keys))
    require(not wrong and not missing, "listed %s; should not list %s; missing %s" % (keys, wrong, missing))
    require(len([l for l in lines if not KEY.search(l)]) <= 1, "lines other than keys in missing_de.txt")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "6 missing/empty German keys"

run_check(check)
