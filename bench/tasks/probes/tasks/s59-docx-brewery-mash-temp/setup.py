import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Quayside Brewing Co. \u2013 House recipe book", 1)
ek.add_par(d, "Temperatures in \u00b0C unless noted. Older revisions are kept at the end of each recipe for reference; "
              "always brew from the current revision.")

ek.add_heading(d, "Lighthouse Pale (rev. D, January 2025)", 2)
ek.add_table(d, [["Parameter", "Value"], ["Batch size", "1,200 L"], ["Mash temperature", "66 \u00b0C"],
                 ["Mash time", "60 min"], ["Boil", "60 min"], ["Original gravity", "1.046"], ["Yeast", "US-05"]])

ek.add_heading(d, "Harbour Stout (rev. B, May 2024)", 2)
ek.add_table(d, [["Parameter", "Value"], ["Batch size", "1,200 L"], ["Mash temperature", "68 \u00b0C"],
                 ["Mash time", "75 min"], ["Boil", "90 min"], ["Original gravity", "1.064"], ["Yeast", "WLP004"]])

ek.add_heading(d, "Harbour Porter (rev. C, March 2025)", 2)
ek.add_table(d, [["Parameter", "Value"], ["Batch size", "1,200 L"], ["Mash temperature", "67 \u00b0C"],
                 ["Mash time", "60 min"], ["Boil", "75 min"], ["Original gravity", "1.058"], ["Yeast", "WLP002"]])
ek.add_par(d, [("Superseded: ", "b"), ("rev. B (June 2023) mashed at 65 \u00b0C (149 \u00b0F). Raised in rev. C for more body "
                                       "after the 2024 tasting panel.", "i")])

ek.add_heading(d, "Harbour Porter \u2013 barrel-aged special (one-off, December 2024)", 2)
ek.add_table(d, [["Parameter", "Value"], ["Batch size", "400 L"], ["Mash temperature", "69 \u00b0C"],
                 ["Mash time", "90 min"], ["Boil", "90 min"], ["Original gravity", "1.072"], ["Yeast", "WLP002"]])
ek.add_par(d, "Aged 4 months in ex-bourbon casks. Not to be repeated without sign-off from the head brewer.")
ek.save_docx(d, os.path.join(ws, "brewing_recipes.docx"))
ek.write(os.path.join(ws, "brew_schedule.txt"),
         "Week 15: Mon Lighthouse Pale (FV3), Wed Harbour Porter (FV1), Fri Harbour Stout (FV2)\n")
