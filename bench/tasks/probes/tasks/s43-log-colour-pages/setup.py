import gzip
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

C, M, R = "Canon_C3530_Colour", "Canon_C3530_Mono", "HP_M404_Reception"
HOSTS = {"aokafor": "10.20.1.31", "bstern": "10.20.1.32", "cwhyte": "10.20.1.34", "dlam": "10.20.1.35",
         "epatel": "10.20.1.38", "reception": "10.20.1.10"}
MON = {1: "Jan", 2: "Feb", 3: "Mar"}

# (month, day, "HH:MM:SS", printer, user, pages, job name) - oldest first within each file
LOG2 = [  # page_log.2.gz: 20 Jan - 3 Feb morning
    (1, 20, "09:12:40", C, "bstern", 12, "Q4 sales deck.pdf"),
    (1, 21, "11:03:02", M, "aokafor", 30, "contract_draft_v3.docx"),
    (1, 22, "14:45:19", C, "dlam", 8, "floorplan-colour.pdf"),
    (1, 27, "10:20:55", C, "bstern", 24, "trade fair handout.pdf"),
    (1, 28, "15:31:07", C, "bstern", 18, "price-list-2025.pdf"),
    (1, 30, "09:44:10", C, "cwhyte", 14, "moodboard.pdf"),
    (1, 31, "16:02:33", C, "bstern", 18, "brochure-proof-1.pdf"),
    (1, 31, "23:55:41", C, "dlam", 5, "site photos.pdf"),
    (2, 1, "10:05:12", C, "epatel", 3, "parking-permit.pdf"),
    (2, 2, "10:14:03", C, "cwhyte", 40, "Spring brochure proof.pdf"),
    (2, 2, "13:27:45", M, "aokafor", 25, "tender_response.pdf"),
    (2, 3, "08:51:20", C, "aokafor", 6, "org-chart.pdf"),
]
LOG1 = [  # page_log.1: 3 Feb - 18 Feb
    (2, 3, "11:10:09", C, "bstern", 22, "catalogue-pages-1-22.pdf"),
    (2, 4, "09:33:51", M, "aokafor", 40, "tender_appendices.pdf"),
    (2, 4, "14:02:17", C, "dlam", 16, "elevations.pdf"),
    (2, 5, "10:48:30", R, "reception", 60, "visitor-badges.pdf"),
    (2, 6, "12:15:44", C, "cwhyte", 18, "logo-options.pdf"),
    (2, 7, "16:40:02", C, "bstern", 30, "catalogue-pages-23-52.pdf"),
    (2, 10, "09:05:38", C, "epatel", 12, "team-photos.pdf"),
    (2, 11, "11:56:21", C, "aokafor", 20, "bid-summary.pdf"),
    (2, 11, "15:22:09", M, "aokafor", 35, "tender_final.pdf"),
    (2, 12, "10:37:50", C, "dlam", 24, "landscape-plan.pdf"),
    (2, 13, "14:18:06", C, "cwhyte", 26, "Spring brochure proof 2.pdf"),
    (2, 14, "09:29:13", C, "bstern", 16, "valentines-offer.pdf"),
    (2, 17, "13:44:57", M, "cwhyte", 10, "invoice-batch.pdf"),
    (2, 18, "08:58:32", C, "epatel", 9, "rota-feb.pdf"),
]
LOG0 = [  # page_log: 18 Feb - 5 Mar
    (2, 18, "11:20:45", C, "cwhyte", 22, "shop-window-posters.pdf"),
    (2, 19, "10:02:11", C, "dlam", 30, "client-presentation.pdf"),
    (2, 20, "14:51:36", C, "bstern", 28, "catalogue-reprint.pdf"),
    (2, 21, "09:17:24", M, "aokafor", 20, "minutes.pdf"),
    (2, 24, "16:33:08", C, "aokafor", 35, "tender-visuals.pdf"),
    (2, 25, "10:41:52", C, "cwhyte", 30, "Spring brochure FINAL.pdf"),
    (2, 26, "12:09:19", C, "dlam", 26, "materials-board.pdf"),
    (2, 27, "15:27:43", C, "bstern", 12, "stand-graphics.pdf"),
    (2, 27, "17:03:05", C, "epatel", 11, "newsletter.pdf"),
    (2, 28, "23:58:10", C, "cwhyte", 6, "late-fix.pdf"),
    (3, 1, "00:04:27", C, "bstern", 9, "catalogue-errata.pdf"),
    (3, 3, "09:36:15", C, "dlam", 40, "planning-pack.pdf"),
    (3, 4, "11:12:48", C, "dlam", 30, "planning-pack-2.pdf"),
    (3, 4, "14:55:02", M, "bstern", 14, "stock-sheet.pdf"),
    (3, 5, "10:20:37", C, "epatel", 8, "march-rota.pdf"),
]


def lines(jobs, first_id):
    out = []
    for k, (mo, d, t, p, u, n, name) in enumerate(jobs):
        stamp = "[%02d/%s/2025:%s +0000]" % (d, MON[mo], t)
        media = "iso_a3_297x420mm" if "poster" in name else "iso_a4_210x297mm"
        out.append("%s %s %d %s total %d - %s %s %s two-sided-long-edge" % (p, u, first_id + 3 * k, stamp, n, HOSTS[u], name, media))
    return "\n".join(out) + "\n"


ERROR_LOG = """I [03/Feb/2025:08:50:02 +0000] [Job 2339] Adding start banner page "none".
W [06/Feb/2025:12:14:10 +0000] Canon_C3530_Colour: toner (cyan) low - 15% remaining
E [12/Feb/2025:10:36:58 +0000] [Job 2411] Canon_C3530_Colour: paper jam in tray 2 - total 3 pages reprinted
W [20/Feb/2025:14:50:01 +0000] Canon_C3530_Colour: toner (magenta) low - 12% remaining
E [25/Feb/2025:10:41:00 +0000] [Job 2470] Canon_C3530_Mono: filter failed
I [01/Mar/2025:00:04:27 +0000] [Job 2479] Job completed.
"""

ACCESS_LOG = """10.20.1.34 - cwhyte [02/Feb/2025:10:14:01 +0000] "POST /printers/Canon_C3530_Colour HTTP/1.1" 200 2834981 Print-Job successful-ok
10.20.1.32 - bstern [07/Feb/2025:16:40:00 +0000] "POST /printers/Canon_C3530_Colour HTTP/1.1" 200 9120334 Print-Job successful-ok
10.20.1.31 - aokafor [11/Feb/2025:15:22:07 +0000] "POST /printers/Canon_C3530_Mono HTTP/1.1" 200 1203345 Print-Job successful-ok
10.20.1.35 - dlam [19/Feb/2025:10:02:09 +0000] "POST /printers/Canon_C3530_Colour HTTP/1.1" 200 6650012 Print-Job successful-ok
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "logs", "cups")
    write(os.path.join(d, "page_log"), lines(LOG0, 2446))
    write(os.path.join(d, "page_log.1"), lines(LOG1, 2339))
    buf = io.BytesIO()
    with gzip.GzipFile(filename="page_log.2", mode="wb", fileobj=buf, mtime=1738576800) as g:
        g.write(lines(LOG2, 2290).encode())
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "page_log.2.gz"), "wb") as f:
        f.write(buf.getvalue())
    write(os.path.join(d, "error_log"), ERROR_LOG)
    write(os.path.join(d, "access_log"), ACCESS_LOG)
    write(os.path.join(ws, "README.txt"), "Office print server (cups01). Queues: Canon_C3530_Colour, Canon_C3530_Mono (same device, greyscale), HP_M404_Reception.\nLogs rotate weekly-ish; older rotations are gzipped.\n")
