import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
files = {"invoice-2026-01.pdf": "%PDF-1.4 a", "Scan 12.PDF": "%PDF-1.7 b", "holiday.JPG": "JFIF1",
         "screenshot 2026-02-03.png": "PNG2", "logo.jpeg": "JFIF3", "call-back.txt": "call back",
         "setup-tool.zip": "PK", "diagram.svg": "<svg/>", "old/report.pdf": "%PDF-1.3 c", "cat.Png": "PNG4"}
for rel, data in files.items():
    write(os.path.join(ws, "downloads", rel), data, newline_at_end=False)
