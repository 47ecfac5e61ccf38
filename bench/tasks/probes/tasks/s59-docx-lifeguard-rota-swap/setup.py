import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Millbrook Leisure Centre \u2013 Lifeguard rota, June 2025", 1)
ek.add_par(d, ["Early session 06:30\u201309:00, late session 19:00\u201322:00. ",
               ("Swaps must be agreed with the duty manager (Gail Ferris) at least 48 hours ahead.", "b")])
ek.add_heading(d, "Main pool (25 m)", 2)
ek.add_table(d, [
    ["Date", "Session", "Poolside lifeguard", "Second lifeguard"],
    ["Sat 7 June", "Early", "Priya Natarajan", "Owen Bright"],
    ["Sat 7 June", "Late", "Tom Ashdown", "Callum Reid"],
    ["Sat 14 June", "Late", "Priya Natarajan", "Owen Bright"],
    ["Sat 14 June", "Early", "Priya Natarajan", "Callum Reid"],
    ["Sun 15 June", "Early", "Owen Bright", "Priya Natarajan"],
    ["Sat 21 June", "Early", "Priya Natarajan", "Tom Ashdown"],
    ["Sat 28 June", "Early", "Callum Reid", "Owen Bright"],
])
ek.add_heading(d, "Learner pool", 2)
ek.add_table(d, [
    ["Date", "Session", "Poolside lifeguard", "Second lifeguard"],
    ["Sat 7 June", "Early", "Callum Reid", "\u2013"],
    ["Sat 14 June", "Early", "Priya Natarajan", "\u2013"],
    ["Sat 21 June", "Early", "Owen Bright", "\u2013"],
])
ek.add_par(d, [("Pool closed Sun 29 June for the annual deep clean.", "i")])
ek.save_docx(d, os.path.join(ws, "pool_rota_june.docx"))
ek.write(os.path.join(ws, "swap_requests.txt"),
         "10/06 Priya N - can't do Sat 14 early (main pool), Tom A offered to cover. Approved GF.\n"
         "10/06 Callum R - asked about Sat 28 - withdrawn 11/06.\n")
