import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "print", "export_presets.json"), """{
  "version": 3,
  "default_preset": "a5-flyer",
  "presets": {
    "a5-flyer": {
      "page": "A5",
      "bleed_mm": 2,
      "safe_margin_mm": 4,
      "dpi": 200,
      "colour": "CMYK",
      "pdf_standard": "PDF/X-4",
      "crop_marks": true
    },
    "a2-poster": {
      "page": "A2",
      "bleed_mm": 5,
      "safe_margin_mm": 10,
      "dpi": 150,
      "colour": "CMYK",
      "pdf_standard": "PDF/X-1a",
      "crop_marks": true
    },
    "business-card": {
      "page": "85x55mm",
      "bleed_mm": 2,
      "safe_margin_mm": 3,
      "dpi": 300,
      "colour": "CMYK",
      "pdf_standard": "PDF/X-1a",
      "crop_marks": true
    },
    "web-preview": {
      "page": "A5",
      "bleed_mm": 0,
      "safe_margin_mm": 0,
      "dpi": 96,
      "colour": "RGB",
      "pdf_standard": "none",
      "crop_marks": false
    }
  }
}
""")
ek.write(os.path.join(ws, "print", "README.md"),
         "# Print exports\n\nexport_presets.json is read by our `make-print` script when it exports artwork from "
         "Affinity Publisher. One preset per product we send to Inkwell Print.\n"
         "web-preview is only for the website and is never sent to the printer.\n")
ek.write(os.path.join(ws, "print", "jobs.txt"),
         "Spring fair flyers - A5, 2,000 copies, Inkwell order 77812 (artwork rejected: bleed)\n"
         "Summer poster - A2, 40 copies, sent 2 June\n")

if kb:
    ek.write(os.path.join(kb, "inkwell_artwork_guidelines_2025.md"), """# Inkwell Print - Artwork guidelines

Current edition: March 2025. These guidelines replace all earlier versions.

Files that don't meet these guidelines are put on hold and we'll email you - this delays your order.

## All products

- Supply a print-ready PDF with all fonts embedded.
- Colour: CMYK. RGB images are converted automatically and colours may shift.
- Include crop marks, positioned outside the bleed.

## Flyers and leaflets (A6, A5, A4, DL)

| Setting | Requirement |
|---|---|
| Bleed | 3 mm on every edge |
| Safe margin (keep text inside) | 4 mm inside the trim |
| Image resolution | 300 dpi minimum at final size |
| PDF standard | PDF/X-1a |

## Posters (A3 and larger)

Bleed 5 mm, safe margin 10 mm, 150 dpi at final size, PDF/X-1a.

## Business cards

Bleed 2 mm, safe margin 3 mm, 300 dpi, PDF/X-1a.
""")
    ek.write(os.path.join(kb, "inkwell_artwork_guidelines_2021.md"), """# Inkwell Print - Artwork guide (2021)

Flyers and leaflets: 2 mm bleed, 3 mm safe area, 200 dpi acceptable for photographs, PDF/X-4 or PDF/X-1a.
Posters: 5 mm bleed, 150 dpi. Business cards: 2 mm bleed.
""")
    ek.write(os.path.join(kb, "inkwell_turnaround_and_delivery.md"), """# Turnaround and delivery

Flyers: 3 working days from artwork approval. Posters: 2 working days. Free delivery over £60 to UK
mainland addresses; orders before 11am count as that day.
""")
