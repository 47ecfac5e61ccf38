import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Hollins Green Repair Caf\u00e9 \u2013 Spring 2025", 1)
ek.add_par(d, ["Bring your broken toasters, lamps, bikes, jumpers and laptops. Our volunteer fixers will help you "
               "repair them for ", ("free", "b"), " \u2013 donations to the tea fund are always welcome."])
ek.add_heading(d, "Sessions", 2)
ek.add_table(d, [
    ["Date", "Venue", "Time", "Fixers on the day"],
    [[("Sat 15 February", "")], [("St Aidan\u2019s Church Hall", "b")], "10:00\u201312:30", "Electrical, textiles, bikes"],
    [[("Sat 15 March", "")], [("St Aidan\u2019s Church Hall", "b")], "10:00\u201312:30", "Electrical, textiles, IT"],
    [[("Sat 12 April", "")], [("St Aidan\u2019s Church Hall", "b")], "10:00\u201312:30", "Electrical, bikes, IT"],
    [[("Sat 17 May", "")], [("Hollins Green Scout Hut", "b")], "10:00\u201312:30", "Everything (end-of-season special)"],
])
ek.add_heading(d, "Good to know", 2)
ek.add_par(d, [("Parking: ", "b"), "St Aidan\u2019s car park is free on Saturdays. The Scout Hut has on-street parking only."])
ek.add_par(d, [("Please note: ", "b"), ("we can\u2019t repair microwaves or anything gas-powered.", "i")])
ek.add_par(d, ["Last repairs are taken in ", ("30 minutes before closing", "u"), "."])
ek.add_par(d, "Contact: Maggie Dunne, 07700 900418, repaircafe@hollinsgreen.example")
ek.save_docx(d, os.path.join(ws, "flyers", "repair_cafe_spring_2025.docx"))

d = ek.new_doc()
ek.add_heading(d, "Hollins Green Repair Caf\u00e9 \u2013 Winter 2024", 1)
ek.add_table(d, [
    ["Date", "Venue", "Time", "Fixers on the day"],
    ["Sat 16 November", [("St Aidan\u2019s Church Hall", "b")], "10:00\u201312:30", "Electrical, textiles"],
    ["Sat 14 December", [("St Aidan\u2019s Church Hall", "b")], "10:00\u201312:30", "Christmas lights special"],
])
ek.save_docx(d, os.path.join(ws, "flyers", "repair_cafe_winter_2024.docx"))

ek.write(os.path.join(ws, "emails", "2025-02-11_st_aidans_parish_office.txt"), """From: Parish Office, St Aidan's <office@staidans.example>
To: Maggie Dunne <repaircafe@hollinsgreen.example>
Date: Tue, 11 Feb 2025 09:42
Subject: Re: Hall bookings spring 2025

Dear Maggie,

I'm so sorry - we've double-booked the hall on Saturday 15 March (a wedding fair has had it
in the diary since last year). Your February, April and any later dates are all fine.

Best wishes,
Janet (Parish Office)
""")
ek.write(os.path.join(ws, "emails", "2025-02-14_millbrook_library.txt"), """From: Millbrook Library bookings <rooms@millbrooklibrary.example>
To: Maggie Dunne <repaircafe@hollinsgreen.example>
Date: Fri, 14 Feb 2025 15:10
Subject: Room enquiry - repair cafe

Hi Maggie,

Thanks for your enquiry. Provisionally we could offer Community Room 1 on Saturday 8 March or
Saturday 15 March, 10:00-12:30. I'll confirm once our events team has looked at the diary -
please don't publicise anything until then.

Kind regards,
Owen Pryce
Millbrook Library
""")
ek.write(os.path.join(ws, "emails", "2025-02-20_millbrook_library.txt"), """From: Millbrook Library bookings <rooms@millbrooklibrary.example>
To: Maggie Dunne <repaircafe@hollinsgreen.example>
Date: Thu, 20 Feb 2025 11:05
Subject: CONFIRMED: Repair Cafe, Sat 15 March

Hi Maggie,

Good news - your booking is confirmed:

  Venue:  Millbrook Library, Community Room 2 (Room 1 is being decorated that week, sorry)
  Date:   Saturday 15 March 2025
  Time:   10:00 to 13:00 - we've given you the extra half hour you asked for
  Access: side entrance on Tanner Street, level access, lift to the first floor

There is no charge for community groups. Tables and 13A sockets are in the room.

Kind regards,
Owen Pryce
Millbrook Library
""")
ek.write(os.path.join(ws, "emails", "2025-02-21_fixers_rota.txt"), """From: Dev Raval <dev.raval@example.net>
To: Maggie Dunne <repaircafe@hollinsgreen.example>
Date: Fri, 21 Feb 2025 19:30
Subject: March

Saw the library is sorted for March. I can still do IT but I'll need to leave at 12:30 -
someone else will have to take the last laptop. Bikes can't come in through the library,
so it's no bikes in March (that's already the case on the flyer I think).

Dev
""")
ek.write(os.path.join(ws, "notes.txt"),
         "Repair cafe admin\n- flyer goes to PrintHub on 1 March, they print straight from the .docx in flyers/\n"
         "- winter flyer is kept for the archive only\n- ask library about PAT testing\n")
