import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
S = os.path.join(ws, "site")

MK = """site_name: Wyre Coast Ramblers
site_url: https://wyrecoastramblers.example/
site_description: Walks along the Wyre estuary and the Fylde coast, every Sunday and some Wednesdays.
repo_url: https://git.example/wcr/website
theme:
  name: material
  palette:
    primary: teal
    accent: amber
  features:
    - navigation.sections
    - navigation.top
# The menu is maintained by hand - keep sections in this order (Val, 2024)
nav:
  - Home: index.md
  - Walks:
      - Programme 2025: walks/programme-2025.md
      - Grading: walks/grading.md
      - Past walks: walks/archive.md
  - Planning:
      - What to bring: planning/kit.md
      - Weather: planning/weather.md
      - Getting there: planning/transport.md
      - First aid: planning/first-aid.md
  - Safety:
      - Weather warnings: safety/weather-warnings.md
      - On the sands: safety/sands.md
  - About:
      - Committee: about/committee.md
      - Join us: about/join.md
markdown_extensions:
  - admonition
  - attr_list
  - toc:
      permalink: true
extra:
  social:
    - icon: fontawesome/brands/facebook
      link: https://facebook.example/wyrecoastramblers
"""
ek.write(os.path.join(S, "mkdocs.yml"), MK)
ek.write(os.path.join(S, "old", "mkdocs-2023.yml"),
         "site_name: Wyre Coast Ramblers\ntheme: readthedocs\nnav:\n  - Home: index.md\n  - Walks: walks.md\n"
         "  - Weather: weather.md\n  - Tides: tides.md\n")
pages = {
    "index.md": "# Wyre Coast Ramblers\n\nWelcome! We walk every Sunday, meeting at 9:30.\n",
    "walks/programme-2025.md": "# Programme 2025\n\n| Date | Walk | Grade |\n|---|---|---|\n| 6 Apr | Knott End to Pilling | B |\n",
    "walks/grading.md": "# Grading\n\nA: over 12 miles. B: 8-12 miles. C: under 8 miles.\n",
    "walks/archive.md": "# Past walks\n\nSee the photo albums on Facebook.\n",
    "planning/kit.md": "# What to bring\n\nBoots, waterproofs, lunch, water, a whistle.\n",
    "planning/weather.md": "# Weather\n\nWe check the Met Office mountain and coast forecast on the Friday before.\n",
    "planning/tide-times.md": "# Tide times\n\nSeveral walks cross the sands at Pilling and Cockerham. Check the tide table\n"
                              "for Fleetwood before you go, and never set off on the sands within 2 hours of high water.\n\n"
                              "!!! warning\n    The tide comes in faster than you can walk.\n",
    "planning/transport.md": "# Getting there\n\nBus 2C from Poulton, or car share from Morrisons car park.\n",
    "planning/first-aid.md": "# First aid\n\nEvery leader carries a kit. Tell the leader about any medical conditions.\n",
    "safety/weather-warnings.md": "# Weather warnings\n\nWalks are cancelled in an amber warning.\n",
    "safety/sands.md": "# On the sands\n\nOnly cross with a leader who knows the route.\n",
    "about/committee.md": "# Committee\n\nChair: Val Horrocks. Walks secretary: Imran Siddiqui.\n",
    "about/join.md": "# Join us\n\n\u00a318 a year, first three walks free.\n",
    "drafts/tides-draft-2023.md": "# Tides (draft, do not publish)\n\nOld notes - use planning/tide-times.md instead.\n",
}
for rel, text in pages.items():
    ek.write(os.path.join(S, "docs", rel), text)
