import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "cider_guide.docx"
TEMP = re.compile(r"\d+\s?\u00b0\s?C")


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    A, B = ek.blocks(os.path.join(pws, DOC)), ek.blocks(os.path.join(ws, DOC))
    ek.require(len(A) == len(B), f"paragraph count changed ({len(A)} -> {len(B)})")
    in_section, bolded = False, 0
    for a, b in zip(A, B):
        ek.require(a.text == b.text, f"wording changed: {a.text[:60]!r} -> {b.text[:60]!r}")
        ek.require(a.style == b.style, f"style of {a.text[:50]!r} changed ({a.style} -> {b.style})")
        if a.style.lower().startswith("heading") or a.style == "Title":
            in_section = a.text.strip() == "Fermentation"
            ek.require(ek.same_block(a, b), f"heading {a.text!r} changed")
            continue
        if not in_section:
            ek.require(ek.same_block(a, b), f"paragraph outside Fermentation changed: {a.text[:60]!r}")
            continue
        temp_pos = set()
        for m in TEMP.finditer(a.text):
            temp_pos.update(range(m.start(), m.end()))
        for i, ((ch, fa), (_, fb)) in enumerate(zip(a.chars, b.chars)):
            if ch.isspace():
                continue
            if i in temp_pos:
                ek.require(fb[0], f"temperature not bold in {a.text[:70]!r}")
                ek.require(fb[1:] == fa[1:], f"italic/underline changed on a temperature in {a.text[:60]!r}")
            else:
                ek.require(fb == fa, f"formatting changed outside the temperatures in {a.text[:50]!r} (near {a.text[max(0, i - 8):i + 8]!r})")
        bolded += len(TEMP.findall(a.text))
    ek.require(bolded == 4, f"expected 4 temperatures in the Fermentation section, saw {bolded}")
    return "35, 16, 18 and 12 \u00b0C bold in Fermentation; rest unchanged"


ek.run_check(check)
