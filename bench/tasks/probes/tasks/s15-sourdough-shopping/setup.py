import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PANTRY = """item,quantity,unit,location
Strong white flour,0.6,kg,cupboard
Plain flour,1.5,kg,cupboard
Wholemeal flour,500,g,cupboard
Rye flour,1,kg,cupboard
Fine sea salt,25,g,spice rack
Caster sugar,0.4,kg,cupboard
Active starter,300,g,fridge
Butter,250,g,fridge
strong white flour,500,g,freezer
Dried yeast,56,g,cupboard
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Weekend bakes", 0)
    add_par(d, [("All amounts are by weight. ", "b"), "Weigh the water too: it is more accurate than a jug."])
    add_heading(d, "Rye sourdough", 1)
    add_par(d, "Makes 1 loaf. Dense and sour; best after a day.")
    add_table(d, [["Ingredient", "Amount (g)"], ["Rye flour", "450"], ["Strong white flour", "150"],
                  ["Water", "480"], ["Active starter", "120"], ["Fine sea salt", "12"], ["Caraway seeds", "8"]])
    add_heading(d, "White sourdough", 1)
    add_par(d, [("Makes 2 loaves.", "b"), " Mix, rest 1 hour, add the salt, then 4 sets of folds over 3 hours."])
    add_table(d, [["Ingredient", "Amount (g)"], ["Strong white flour", "900"], ["Wholemeal flour", "100"],
                  ["Water", "700"], ["Active starter", "200"], ["Fine sea salt", "20"]])
    add_par(d, "Shape, then prove in the fridge overnight. Bake at 250 \u00b0C, 20 min lid on and 25 min lid off.")
    add_heading(d, "Focaccia", 1)
    add_par(d, "Makes one 30 x 20 cm tray.")
    add_table(d, [["Ingredient", "Amount (g)"], ["Strong white flour", "500"], ["Water", "400"],
                  ["Dried yeast", "7"], ["Fine sea salt", "10"], ["Olive oil", "60"]])
    save_docx(d, os.path.join(ws, "recipes.docx"))
    write(os.path.join(ws, "pantry.csv"), PANTRY)
