import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
HDR = ["Date", "Time", "Court", "Home", "Away", "Umpire"]

DIV1 = [
    ["Tue 03/06", "18:30", "1", "Harbourside Hawks", "Millfield Mavericks", "Carol Dunn"],
    ["Tue 03/06", "19:30", "1", "St Bede's Old Girls", "Greenway Comets", "TBC"],
    ["Tue 10/06", "18:30", "2", "Millfield Mavericks", "Riverside Rockets", "Anita Shah"],
    ["Tue 10/06", "19:30", "2", "Greenway Comets", "Harbourside Hawks", "TBC"],
    ["Tue 17/06", "18:30", "1", "Riverside Rockets", "St Bede's Old Girls", "Carol Dunn"],
]
DIV2 = [
    ["Thu 05/06", "18:30", "3", "Harbourside Hawks B", "Lowther Lions", "Gemma Price"],
    ["Thu 05/06", "19:30", "3", "Kingfisher Netball", "Millfield Mavericks B", "TBC"],
    ["Thu 12/06", "18:30", "2", "Lowther Lions", "Northgate Nets", "TBC"],
    ["Thu 12/06", "19:30", "2", "Millfield Mavericks B", "Harbourside Hawks B", "Tabitha Bell-Carr"],
    ["Thu 19/06", "18:30", "3", "Northgate Nets", "Kingfisher Netball", "Gemma Price"],
    ["Thu 19/06", "19:30", "3", "Harbourside Hawks B", "Millfield Mavericks B", "TBC"],
    ["Thu 26/06", "18:30", "1", "Kingfisher Netball", "Lowther Lions", "Anita Shah"],
    ["Thu 26/06", "19:30", "1", "Northgate Nets", "Harbourside Hawks B", "TBC"],
]
CUP = [
    ["Sat 21/06", "10:00", "1", "Greenway Comets", "Northgate Nets", "TBC"],
    ["Sat 21/06", "11:00", "1", "Riverside Rockets", "Lowther Lions", "Carol Dunn"],
]

d = ek.new_doc()
ek.add_heading(d, "Fairhaven Summer Netball League 2025 - Fixtures", 1)
ek.add_par(d, "All matches at Fairhaven Leisure Centre outdoor courts. Home team provides the match ball and scorer.")
ek.add_heading(d, "Division 1", 2)
ek.add_table(d, [HDR] + DIV1)
ek.add_heading(d, "Division 2", 2)
ek.add_par(d, ["Umpires marked TBC have not yet been confirmed by the umpiring secretary. ", ("Home teams must not arrange their own umpire.", "b")])
ek.add_table(d, [HDR] + DIV2)
ek.add_heading(d, "Cup - first round", 2)
ek.add_table(d, [HDR] + CUP)
ek.save_docx(d, os.path.join(ws, "summer_league_fixtures.docx"))

# an earlier draft with different allocations
DRAFT = [r[:5] + ["TBC"] for r in DIV2]
dd = ek.new_doc()
ek.add_heading(dd, "Fairhaven Summer Netball League 2025 - DRAFT fixtures (v1)", 1)
ek.add_heading(dd, "Division 2", 2)
ek.add_table(dd, [HDR] + DRAFT)
ek.save_docx(dd, os.path.join(ws, "old", "summer_league_fixtures_v1.docx"))

ek.write(os.path.join(ws, "umpires.txt"), """Umpiring secretary: Gemma Price
Qualified umpires (C award or above): Carol Dunn, Anita Shah, Gemma Price, Tabitha Bell-Carr, Lou Okoye
""")
