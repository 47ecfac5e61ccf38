import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
HDR = ["Date", "Film", "Director", "Cert", "Running time"]

doc = ek.new_doc()
ek.add_heading(doc, "Riverside Film Society - 2025/26 programme", 0)
ek.add_par(doc, ["All screenings are on ", ("Fridays at 7.30pm", "b"),
                 " in the Corn Exchange studio. Members free, guests \u00a36 on the door."])
ek.add_heading(doc, "Autumn season 2025", 1)
ek.add_table(doc, [HDR,
                   ["Fri 5 Sep", "The Lunchbox", "Ritesh Batra", "PG", "1h 44m"],
                   ["Fri 19 Sep", "Shoplifters", "Hirokazu Kore-eda", "15", "2h 1m"],
                   ["Fri 3 Oct", "Portrait of a Lady on Fire", "C\u00e9line Sciamma", "15", "2h 2m"],
                   ["Fri 17 Oct", "Paris, Texas", "Wim Wenders", "15", "2h 25m"],
                   ["Fri 31 Oct", "The Babadook", "Jennifer Kent", "15", "1h 34m"],
                   ["Fri 14 Nov", "Minari", "Lee Isaac Chung", "12A", "1h 55m"],
                   ["Fri 28 Nov", "Local Hero", "Bill Forsyth", "PG", "1h 51m"],
                   ["Fri 12 Dec", "The Muppet Christmas Carol", "Brian Henson", "U", "1h 25m"]])
ek.add_par(doc, "The 12 December screening is followed by mince pies and the AGM.")
ek.add_heading(doc, "Spring season 2026 (provisional)", 1)
ek.add_table(doc, [HDR,
                   ["Fri 16 Jan", "Perfect Days", "Wim Wenders", "PG", "2h 4m"],
                   ["Fri 30 Jan", "Petite Maman", "C\u00e9line Sciamma", "U", "1h 13m"],
                   ["Fri 13 Feb", "In the Mood for Love", "Wong Kar-wai", "PG", "1h 38m"],
                   ["Fri 27 Feb", "The Quiet Girl", "Colm B\u00e1ir\u00e9ad", "12A", "1h 35m"],
                   ["Fri 13 Mar", "Past Lives", "Celine Song", "12A", "1h 45m"]])
ek.add_heading(doc, "Programme changes", 1)
ek.add_par(doc, "Updated 2 September 2025 by the programme secretary.")
ek.add_par(doc, [("17 October: ", "b"), "Paris, Texas is withdrawn - the distributor has recalled the print. "
                 "Replacement: ", ("Aftersun", "i"), " (Charlotte Wells, 12A, 1h 42m)."])
ek.add_par(doc, [("14 November: ", "b"), "the Corn Exchange is needed for the by-election count, so ",
                 ("Minari", "i"), " moves a week later to Friday 21 November."])
ek.add_par(doc, [("Spring: ", "b"), "Past Lives may swap with The Quiet Girl, to be confirmed in December."])
ek.save_docx(doc, os.path.join(ws, "film_society_programme_2025-26.docx"))

ek.write(os.path.join(ws, "website_notes.txt"),
         "Website listings: the events plugin imports a CSV. It needs the date, the film title and the\n"
         "running time in minutes (whole number). Header row is fine.\n")
