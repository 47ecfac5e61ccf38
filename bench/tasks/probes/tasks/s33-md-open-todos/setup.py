import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

NOTES = {
    "garden.md": """# Garden

Spring jobs:

- [ ] Order seed potatoes
- [x] Prune the apple tree
- [ ] Fix the water butt tap (the one by the shed)
    - [ ] Buy a 3/4" tap washer
- [X] Sow tomatoes indoors
""",
    "home.md": """# Home admin

## This week
* [ ] Renew car insurance
- [ ] Book boiler service
- [x] Pay council tax

## Someday
- [ ]  Clear out the loft   

Remember to tick the [ ] box on the parking permit form.
""",
    "howto.md": """# Markdown cheatsheet

Task lists look like this:

```
- [ ] Buy milk
- [x] Walk the dog
```

Indent by four spaces to nest:

```markdown
- [ ] Parent task
    - [ ] Child task
```

- [ ] Tidy up this cheatsheet
""",
    "meetings/2025-02-18.md": """# Team sync, 18 February

Attendees: Maria, Jon, me

Actions:
- [x] Share the rota
- [x] Update the wiki page
- [ ] Ask IT about VPN access
""",
    "meetings/2025-03-04.md": """# Team sync, 4 March

Actions:
- [ ] Send the Q1 deck to Maria
- [x] Book the room for April
* [ ] Check the projector cable
""",
    "reading.md": """# Reading

- [x] Finish Klara and the Sun
- [ ] Finish The Overstory
- [ ] Return library books by 28 March
""",
    "archive/2024-todo.md": """# 2024 to-dos (archived)

- [ ] Repaint the fence
- [ ] Sort out the photo backups
""",
    "scratch.txt": """quick scratch
- [ ] call the dentist?
""",
}

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in NOTES.items():
        write(os.path.join(ws, "notes", rel), text)
