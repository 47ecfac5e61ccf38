import hashlib, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

comp = os.path.join(ws, "competition")
CSV = """entry_no,first_name,surname,title,category,file,status
01,Grace,Okafor,Frost on the Ouse,Nature,IMG_4411.jpg,entered
02,Martin,Ashworth-Lee,Shipley Mills at Dusk,Mono,DSC00231.jpg,entered
03,Grace,Okafor,Market Day,Colour,IMG_4420.jpg,entered
04,Helen,Byrne,Kingfisher,Nature,P1030877.jpg,entered
05,Tariq,Hussain,Steps,Mono,_DSC8812.jpg,withdrawn
06,Helen,Byrne,Red Door,Colour,P1030901.jpg,entered
07,Sam,Whitaker,Heron Fishing,Nature,img_4415.jpg,entered
08,Tariq,Hussain,Underpass,Mono,_DSC8830.jpg,entered
09,Martin,Ashworth-Lee,Canal Lock in Fog,Mono,DSC00240.jpg,entered
10,Sam,Whitaker,Bluebells,Colour,IMG_5002.JPG,entered
"""
ek.write(os.path.join(comp, "entries.csv"), CSV)
ek.write(os.path.join(comp, "RULES.txt"),
         "Spring competition 2025 - judge: Ann Castell ARPS. Three categories: Mono, Colour, Nature.\n"
         "Max two entries per member. Entries close 31 March.\n")

FILES = ["IMG_4411.jpg", "DSC00231.jpg", "IMG_4420.jpg", "P1030877.jpg", "_DSC8812.jpg", "P1030901.jpg",
         "IMG_4415.JPG", "_DSC8830.jpg", "DSC00240.jpg", "IMG_5002.JPG",
         # not entries: a test shot and a phone copy nobody listed
         "IMG_4399.jpg", "P1030877_small.jpg"]
for name in FILES:
    body = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + hashlib.sha256(name.encode()).digest() * 40 + b"\xff\xd9"
    os.makedirs(os.path.join(comp, "inbox"), exist_ok=True)
    with open(os.path.join(comp, "inbox", name), "wb") as f:
        f.write(body)
ek.write(os.path.join(comp, "inbox", "Thumbs.db.txt"), "thumbnail cache placeholder\n")
