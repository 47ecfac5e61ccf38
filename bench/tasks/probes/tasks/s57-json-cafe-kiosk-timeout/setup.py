import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def kiosk(kid, name, loc, timeout, ss_on, img, printer, tips):
    return {
        "id": kid,
        "name": name,
        "location": loc,
        "idle_timeout_s": timeout,
        "screensaver": {"enabled": ss_on, "image": img, "start_after_s": 60},
        "payment": {"terminal": "SumUp Solo", "contactless_limit_gbp": 100, "tipping": tips},
        "receipt_printer": printer,
        "menu": "menus/%s.json" % kid.lower(),
    }


CONFIG = {
    "version": 3,
    "site": "Lakeside Visitor Centre",
    "updated": "2025-02-11",
    "kiosks": [
        kiosk("K2", "Café terrace", "Outdoor seating", 120, True, "terrace_offers.png", None, True),
        kiosk("K1", "Café counter", "Ground floor, by the till", 90, True, "cafe_logo.png", "Epson TM-m30", True),
        kiosk("K3", "Gift shop", "First floor", 180, True, "shop_banner.png", "Epson TM-m30", False),
        kiosk("K4", "Boat hire desk", "Jetty hut", 600, False, "boats.png", "Star TSP143", False),
    ],
    "defaults": {"idle_timeout_s": 120, "screensaver": {"enabled": True, "start_after_s": 60}},
}
ek.write(os.path.join(ws, "kiosks", "config.json"), json.dumps(CONFIG, indent=2, ensure_ascii=False))

old = json.loads(json.dumps(CONFIG))
old["version"] = 2
old["updated"] = "2024-06-30"
for k in old["kiosks"]:
    k["idle_timeout_s"] = 300
ek.write(os.path.join(ws, "kiosks", "config.backup-2024-06.json"), json.dumps(old, indent=2, ensure_ascii=False))
ek.write(os.path.join(ws, "kiosks", "NOTES.txt"), """\
Kiosk software reads kiosks/config.json at start-up (restart the kiosk after changing it).
The backup file is just an old copy - don't edit it.
""")
