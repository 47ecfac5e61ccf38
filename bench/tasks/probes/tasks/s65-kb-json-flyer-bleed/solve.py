import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Inkwell Print artwork guidelines, March 2025 edition (knowledge base; replaces the 2021 guide):
# flyers and leaflets, plus the rules for all products.
FLYER = {"bleed_mm": 3, "safe_margin_mm": 4, "dpi": 300, "colour": "CMYK",
         "pdf_standard": "PDF/X-1a", "crop_marks": True}

ws, ev = ek.solve_args()
path = os.path.join(ws, "print", "export_presets.json")
data = json.loads(ek.read(path))
preset = data["presets"]["a5-flyer"]
changed = []
for key, want in FLYER.items():
    if preset.get(key) != want:
        changed.append(f"{key} {preset.get(key)!r} -> {want!r}")
        preset[key] = want
ek.write(path, json.dumps(data, indent=2))

ek.emit(ev, answer="Updated the a5-flyer preset to Inkwell's March 2025 guidelines: " + "; ".join(changed)
        + ". safe_margin_mm, colour and crop_marks already matched; the other presets are unchanged.")
