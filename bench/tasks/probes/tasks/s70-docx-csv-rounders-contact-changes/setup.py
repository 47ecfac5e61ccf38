import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Thornbury & District Rounders League - Contacts", 1)
ek.add_par(d, ["Please ", ("do not share", "b"), " this list outside the league committee and team captains."])
ek.add_heading(d, "Team captains", 2)
ek.add_table(d, [
    ["Team", "Captain", "Phone", "Email"],
    ["Fox & Hounds", "Kerry Mayhew", "07700 900112", "foxhounds.rounders@example.com"],
    ["Fox & Hounds B", "Shaun Tilley", "07700 900245", "foxhoundsb@example.com"],
    ["Kingsmead Mums", "Aisha Rahman", "07700 900381", "kingsmead.mums@example.org"],
    ["Kingsmead Mixed", "Owen Price", "07700 900467", "owen.price@example.net"],
    ["Railway Arms", "Bev Castle", "07700 900529", "railwayarms.rfc@example.com"],
    ["St Jude's Youth", "Marcus Lee", "07700 900650", "m.lee.stjudes@example.com"],
    ["Thornbury Police", "Sgt Dan Ferris", "07700 900771", "thornbury.police.sc@example.org"],
])
ek.add_heading(d, "Umpires and officials", 2)
ek.add_table(d, [
    ["Role", "Name", "Phone", "Email"],
    ["Fixtures secretary", "Owen Price", "07700 900467", "fixtures@tdrl.example.org"],
    ["Umpire coordinator", "Leanne Pryce", "07700 900802", "umpires@tdrl.example.org"],
    ["Treasurer", "Kerry Mayhew", "07700 900112", "treasurer@tdrl.example.org"],
])
ek.add_par(d, "Last updated: September 2024.")
ek.save_docx(d, os.path.join(ws, "team_contacts.docx"))

ek.write(os.path.join(ws, "contact_changes.csv"), """submitted,team,field,new_value,status
2025-02-03,Fox & Hounds B,Captain,Leanne Pryce,approved
2025-02-03,Fox & Hounds B,Phone,07700 900418,approved
2025-02-10,Kingsmead Mums,Phone,07700 900733,pending
2025-02-11,Kingsmead Mixed,Email,kingsmead.mixed@example.org,approved
2025-02-14,Railway Arms,Captain,Dan Whitlow,rejected
2025-02-20,St Jude's Youth,Email,stjudes.rounders@example.com,approved
2025-02-21,Fox & Hounds,Email,foxandhounds.rounders@example.com,pending
""")
ek.write(os.path.join(ws, "notes.txt"), """Contact changes come in through the league form and go into contact_changes.csv.
The committee marks each one approved / rejected at the monthly meeting; anything still 'pending'
waits for the next meeting. Umpire details are managed separately by the umpire coordinator.
""")
