import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

MEMBERS = [
    ("Margaret Hollis", "m.hollis@example.org", "07700 900101", "Alto"),
    ("David Okonkwo", "dokonkwo@example.org", "07700900102", "Bass"),
    ("Priya Raman", "priya.r@example.org", "07700 900 103", "Soprano"),
    ("Tomasz Wrona", "t.wrona@example.org", "+44 7700 900104", "Tenor"),
    ("Eleanor Price", "eleanor.price@example.org", "07700 900105", "Soprano"),
    ("Gareth Lewis", "glewis@example.org", "07700 900106", "Bass"),
    ("Hannah Fischer", "h.fischer@example.org", "07700 900107", "Alto"),
    ("Sam Adeyemi", "sam.adeyemi@example.org", "07700 900108", "Tenor"),
    ("Ruth Kowalczyk", "ruthk@example.org", "07700 900109", "Alto"),
    ("Ben Carter", "ben.carter@example.org", "07700 900110", "Bass"),
    ("Aisha Noor", "aisha.noor@example.org", "07700 900111", "Soprano"),
    ("Colin Dunmore", "colin.d@example.org", "07700 900112", "Tenor"),
    ("Fatima Zahra", "fzahra@example.org", "0044 7700 900113", "Alto"),
    ("Jonah Reeve", "jonah.reeve@example.org", "07700 900114", "Bass"),
]

CARDS = [
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Mags Hollis", "N:Hollis;Margaret;;;", "TEL;TYPE=CELL:+44 7700 900101", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:4.0", "FN:David O (choir)", "N:Okonkwo;David;;;", "TEL;VALUE=uri;TYPE=cell:tel:+44-7700-900102",
     "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Priya Raman", "N:Raman;Priya;;;", "TEL;TYPE=CELL:07700 900333",
     "NOTE:old number?", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//iPhone OS 17.5//EN", "N:Wrona;Tomasz;;;", "FN:Tomasz Wrona",
     "item1.TEL;type=CELL;type=VOICE;type=pref:07700 900104", "item1.X-ABLabel:mobile", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Gareth Lewis", "N:Lewis;Gareth;;;", "TEL;TYPE=HOME:01632 960106",
     "TEL;TYPE=CELL:(07700) 900 106", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Hannah F", "TEL;TYPE=CELL:+44 (0)7700 900107", "END:VCARD"],
    ["begin:vcard", "version:3.0", "fn:Sam A", "tel;type=cell:07700-900-108", "end:vcard"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Ruth Kowalczyk", "N:Kowalczyk;Ruth;;;", "TEL;TYPE=CELL:07700 900190", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Ben Carter", "TEL:07700900110", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Aisha Noor", "N:Noor;Aisha;;;", "EMAIL;TYPE=INTERNET:aisha.noor@example.org",
     "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Colin Dunmore", "N:Dunmore;Colin;;;",
     "NOTE:Tenor section leader. Has the key to the church hall and the music cupboard; ask him before Thursday",
     "  rehearsals if the hall is locked.", "TEL;TYPE=CELL:07700 900 112", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Fatima Z", "TEL;TYPE=CELL:+447700900113", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Lifts rota", "NOTE:Jonah's number is 07700 900114 - ask him about lifts",
     "TEL;TYPE=CELL:07700 900199", "END:VCARD"],
    ["BEGIN:VCARD", "VERSION:3.0", "FN:Dr Patel surgery", "TEL;TYPE=WORK:01632 960000", "END:VCARD"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["name", "email", "phone", "voice"])
    w.writerows(MEMBERS)
    write(os.path.join(ws, "choir_members.csv"), buf.getvalue())
    vcf = "\r\n".join(line for card in CARDS for line in card) + "\r\n"
    with open(os.path.join(ws, "contacts.vcf"), "w", encoding="utf-8", newline="") as f:
        f.write(vcf)
