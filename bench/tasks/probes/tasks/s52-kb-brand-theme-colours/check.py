import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Guidelines v3: primary #1B4F72, secondary #3A7D44 (already right), accent #E9A23B, text #2E2E2E, background
# #FAF9F6, links = primary #1B4F72; headings Merriweather (already right), body Source Sans 3, base size 17px.
# theme.json parsed: every other key and value as before (hex compared without case). index.html and README.md
# unchanged.
EXPECT = {
    "site_name": "Riverside Wildlife Trust",
    "logo": "assets/heron-logo.svg",
    "colors": {"primary": "#1B4F72", "secondary": "#3A7D44", "accent": "#E9A23B", "text": "#2E2E2E",
               "background": "#FAF9F6", "link": "#1B4F72"},
    "fonts": {"heading": "Merriweather", "body": "Source Sans 3", "base_size": "17px"},
    "layout": {"max_width": "1140px", "sidebar": False, "footer_columns": 3},
    "analytics": {"enabled": True, "site_id": "RWT-0042"},
}


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "website", "theme.json")
    require(os.path.isfile(path), "website/theme.json is missing")
    try:
        got = json.loads(read(path).lstrip("\ufeff"))
    except ValueError as e:
        raise Fail("website/theme.json is not valid JSON: %s" % e)
    require(isinstance(got, dict) and set(got) == set(EXPECT), "top-level keys are %s" % sorted(got))
    for key, want in EXPECT.items():
        if key == "colors":
            g = got.get(key)
            require(isinstance(g, dict) and set(g) == set(want), "colors keys are %s" % sorted(g or {}))
            for k, v in want.items():
                require(isinstance(g[k], str) and g[k].strip().upper() == v, "colors.%s is %r, expected %s" % (k, g[k], v))
        else:
            require(got[key] == want, "%s is %r, expected %r" % (key, got[key], want))
    for p in list_files(pws):
        if p != "website/theme.json":
            require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "theme.json follows brand guidelines v3"

run_check(check)
