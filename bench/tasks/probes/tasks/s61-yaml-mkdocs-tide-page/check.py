import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

MK = "site/mkdocs.yml"


def load(path):
    try:
        import yaml
    except ImportError:
        raise ek.Fail("PyYAML is needed to check this task")
    try:
        return yaml.safe_load(ek.read(path))
    except Exception as e:
        raise ek.Fail("mkdocs.yml is no longer valid YAML (%s)" % str(e)[:120])


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != MK:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, MK)
    ek.require(os.path.isfile(p), "site/mkdocs.yml is missing")
    old, new = load(os.path.join(pws, MK)), load(p)
    ek.require(isinstance(new, dict), "mkdocs.yml is not a mapping")
    for k in old:
        if k != "nav":
            ek.require(new.get(k) == old[k], "config key %r changed" % k)
    ek.require(set(new) == set(old), "top-level keys changed: %s" % sorted(set(new) ^ set(old)))
    nav = new["nav"]
    ek.require(isinstance(nav, list) and len(nav) == len(old["nav"]), "top-level menu sections changed")
    for a, b in zip(old["nav"], nav):
        ka = list(a)[0]
        ek.require(isinstance(b, dict) and list(b) == [ka], "menu section %r moved or renamed" % ka)
        if ka != "Planning":
            ek.require(a == b, "menu section %r changed" % ka)
    plan_old = old["nav"][2]["Planning"]
    plan = nav[2]["Planning"]
    ek.require(isinstance(plan, list) and len(plan) == len(plan_old) + 1,
               "Planning should have exactly one new page (%d -> %d)" % (len(plan_old), len(plan) if isinstance(plan, list) else -1))
    new_item = plan[2]
    ek.require(plan[:2] == plan_old[:2] and plan[3:] == plan_old[2:],
               "the new page is not straight after Weather, or other Planning pages changed")
    if isinstance(new_item, str):  # a bare page is valid mkdocs (title taken from the page's heading)
        title, target = "Tide times", new_item
    else:
        ek.require(isinstance(new_item, dict) and len(new_item) == 1, "new menu entry should be 'Title: page.md', got %r" % (new_item,))
        title, target = list(new_item.items())[0]
    ek.require(isinstance(target, str) and target.strip().lstrip("./") == "planning/tide-times.md",
               "new entry points to %r, expected planning/tide-times.md" % (target,))
    ek.require(isinstance(title, str) and "tide" in title.lower(), "new entry title %r does not mention tides" % (title,))
    return "Tide times added to Planning after Weather"


ek.run_check(check)
