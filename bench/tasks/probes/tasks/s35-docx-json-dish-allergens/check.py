import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Summer table only (the spring table follows with its own "Hummus plate": pitta, feta -> gluten, milk, sesame).
# Sub-recipes must be expanded: Caesar dressing (egg, fish, milk, mustard), croutons (sourdough: gluten), BBQ sauce
# (soy sauce: gluten, soya; cider vinegar: sulphites), brioche bun (gluten, egg, milk), walnut pesto (nuts, milk).
# Ingredients typed "Romaine lettuce", "BBQ sauce", "Tahini", " rocket" (double space), "peanuts " and a cell split
# over two paragraphs ("olive oil," / "flatbread, cucumber"). Fruit salad has none -> [].
EXPECTED = {
    "Chicken Caesar salad": ["egg", "fish", "gluten", "milk", "mustard"],
    "Pulled jackfruit bun": ["egg", "gluten", "milk", "soya", "sulphites"],
    "Walnut pesto pasta": ["egg", "gluten", "milk", "nuts"],
    "Summer fruit salad": [],
    "Hummus plate": ["gluten", "sesame"],
    "Prawn & mango salad": ["crustaceans", "peanuts"],
}


def key(s):
    return " ".join(str(s).replace(" and ", " & ").split()).lower()


def check(ws, ev):
    path = os.path.join(ws, "dish_allergens.json")
    require(os.path.isfile(path), "dish_allergens.json not created")
    try:
        data = json.loads(read(path).lstrip("\ufeff"))
    except ValueError as e:
        raise Fail("dish_allergens.json is not valid JSON (%s)" % e)
    require(isinstance(data, dict), "dish_allergens.json is not a JSON object")
    got = {key(k): v for k, v in data.items()}
    want = {key(k): v for k, v in EXPECTED.items()}
    require(len(got) == len(data), "a dish is listed twice")
    require(set(got) == set(want), "dishes are %s, expected %s" % (sorted(data), sorted(EXPECTED)))
    for k, v in got.items():
        require(isinstance(v, list) and all(isinstance(x, str) for x in v), "value for %s is not a list of strings" % k)
        vals = [x.strip().lower() for x in v]
        require(sorted(set(vals)) == want[k], "allergens for %s are %s, expected %s" % (k, v, want[k]))
        require(vals == sorted(vals) and len(vals) == len(set(vals)), "allergens for %s are not sorted without repeats: %s" % (k, v))
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "menu.docx"), os.path.join(ws, "menu.docx"), "menu.docx")
    require(same_file(os.path.join(pws, "allergens.json"), os.path.join(ws, "allergens.json")), "allergens.json was changed")
    return "6 dishes with the right allergens"

run_check(check)
