import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
rows = [
    ("Ana Ruiz", "ana.ruiz@lumen.io", "Lumen"), ("Tom Becker", "t.becker@harbor.de", "Harbor"),
    ("Ines Okafor", "ines@okafor.dev", "Okafor Dev"), ("ana ruiz", "Ana.Ruiz@Lumen.io", "Lumen GmbH"),
    ("Li Wen", "li.wen@corvid.cn", "Corvid"), ("Marek Nowak", "marek@nowak.pl", "Nowak"),
    ("Tom B.", " t.becker@harbor.de ", "Harbor AG"), ("Sara Lind", "sara.lind@fjord.se", "Fjord"),
    ("Paul Roy", "paul@roy.fr", "Roy SARL"), ("Li Wen", "LI.WEN@CORVID.CN", "Corvid Ltd"),
    ("Nadia Haddad", "nadia@haddad.ma", "Haddad"), ("Sara Lind", "sara.lind@fjord.se", "Fjord AB"),
    ("Olu Ade", "olu.ade@kano.ng", "Kano"), ("Ana Ruiz", "ana.ruiz@lumen.io ", "Lumen"),
]
text = "name,email,company\n" + "".join('%s,%s,%s\n' % r for r in rows)
write(os.path.join(ws, "contacts.csv"), text)
