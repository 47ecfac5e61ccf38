import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# the Q2 rota says Tomasz Brodzki, but the "Agreed swaps" table (which replaces the rota entry)
# has Sam Patel covering primary that week. staff.json also has Samir Patel and Sam Patel's
# emergency contact (another mobile) and his desk number.
NAME = "sam patel"
MOBILE = "07700900431"
WRONG_NUMBERS = {"07700900818": "emergency contact", "01174960733": "desk", "07700900274": "Samir Patel",
                 "07700900385": "Tomasz Brodzki"}


def digits(s):
    d = re.sub(r"\D", "", str(s))
    return "0" + d[2:] if d.startswith("44") else d


def check(ws, ev):
    path = os.path.join(ws, "oncall_contact.json")
    require(os.path.isfile(path), "oncall_contact.json not created")
    try:
        data = json.loads(read(path).lstrip("\ufeff"))
    except ValueError as e:
        raise Fail("oncall_contact.json is not valid JSON (%s)" % e)
    require(isinstance(data, dict), "oncall_contact.json is not a JSON object")
    keys = {k.strip().lower(): v for k, v in data.items()}
    require("name" in keys and "mobile" in keys, "keys are %s, expected name and mobile" % sorted(data))
    name = " ".join(str(keys["name"]).lower().split())
    require(name == NAME, "name is %r, expected Sam Patel" % keys["name"])
    m = digits(keys["mobile"])
    require(m == MOBILE, "mobile is %r (%s), expected 07700 900 431"
            % (keys["mobile"], WRONG_NUMBERS.get(m, "wrong number")))
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "oncall_rota.docx"), os.path.join(ws, "oncall_rota.docx"), "oncall_rota.docx")
    require(same_file(os.path.join(pws, "team", "staff.json"), os.path.join(ws, "team", "staff.json")),
            "team/staff.json was changed")
    return "Sam Patel, 07700 900 431"

run_check(check)
