import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

GUIDE = """# Brand guidelines

Riverside Wildlife Trust. Version 3, approved January 2025. Applies to print, the website and social media.

## Colour palette

| Name | Use | Hex |
|---|---|---|
| Heron Blue | primary: headers, buttons, navigation | #1B4F72 |
| Reed Green | secondary: section bands, icons | #3A7D44 |
| Marigold | accent: highlights, call-to-action borders | #E9A23B |
| Charcoal | body text | #2E2E2E |
| Chalk | page background | #FAF9F6 |

Links use the primary colour (Heron Blue). Don't use pure black for text.

## Typefaces

* Headings: **Merriweather**, bold.
* Body text: **Source Sans 3**, regular. Base size on the web is 17px.

## Logo

Keep clear space around the heron logo equal to the height of the heron's head. Never recolour the logo
other than white on Heron Blue.
"""

SOCIAL = """# Social media

Post at least three times a week. Use the Trust's hashtag #RiversideWild. Photos need the photographer's name
in the caption. Reply to comments within two working days.
"""

THEME = {
    "site_name": "Riverside Wildlife Trust",
    "logo": "assets/heron-logo.svg",
    "colors": {
        "primary": "#1F618D",
        "secondary": "#3A7D44",
        "accent": "#F5B041",
        "text": "#000000",
        "background": "#FFFFFF",
        "link": "#1F618D",
    },
    "fonts": {
        "heading": "Merriweather",
        "body": "Open Sans",
        "base_size": "16px",
    },
    "layout": {
        "max_width": "1140px",
        "sidebar": False,
        "footer_columns": 3,
    },
    "analytics": {"enabled": True, "site_id": "RWT-0042"},
}

INDEX = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Riverside Wildlife Trust</title><link rel="stylesheet" href="theme.css"></head>
<body><h1>Welcome to Riverside Wildlife Trust</h1><p>Volunteer days every Saturday.</p></body>
</html>
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "website", "theme.json"), json.dumps(THEME, indent=2))
    write(os.path.join(ws, "website", "index.html"), INDEX)
    write(os.path.join(ws, "website", "README.md"), "The build script turns theme.json into theme.css.\n")
    if kb:
        write(os.path.join(kb, "brand", "brand-guidelines.md"), GUIDE)
        write(os.path.join(kb, "brand", "social-media.md"), SOCIAL)
