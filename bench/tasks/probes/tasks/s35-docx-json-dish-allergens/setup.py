import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

SUMMER = [
    ("Chicken Caesar salad", ["Romaine lettuce, chicken breast, Caesar dressing, croutons, parmesan"], "\u00a311.50"),
    ("Pulled jackfruit bun", ["jackfruit, BBQ sauce, brioche bun, red cabbage"], "\u00a310.00"),
    ("Walnut pesto pasta", ["pasta, walnut pesto, cherry tomatoes,  rocket"], "\u00a310.50"),
    ("Summer fruit salad", ["strawberries, melon, mint, lime"], "\u00a35.50"),
    ("Hummus plate", ["chickpeas, Tahini, lemon, olive oil,", "flatbread, cucumber"], "\u00a38.50"),
    ("Prawn & mango salad", ["prawns, mango, lime, chilli, peanuts , coriander"], "\u00a312.00"),
]
SPRING = [
    ("Leek & potato soup", ["leeks, potatoes, butter, cream, celery, sourdough"], "\u00a36.50"),
    ("Hummus plate", ["chickpeas, tahini, lemon, olive oil, pitta, feta"], "\u00a38.00"),
    ("Smoked mackerel p\u00e2t\u00e9", ["smoked mackerel, cream cheese, horseradish, sourdough"], "\u00a37.50"),
]

ALLERGENS = {
    "about": "Allergen lookup for The Copper Kettle. Sub-recipes are made in house; look up each of their ingredients.",
    "ingredients": {
        "romaine lettuce": [], "chicken breast": [], "parmesan": ["milk"], "anchovies": ["fish"],
        "egg yolk": ["egg"], "dijon mustard": ["mustard"], "wheat flour": ["gluten"], "olive oil": [],
        "jackfruit": [], "tomato": [], "cider vinegar": ["sulphites"], "soy sauce": ["gluten", "soya"],
        "brown sugar": [], "egg": ["egg"], "butter": ["milk"], "red cabbage": [], "pasta": ["egg", "gluten"],
        "basil": [], "walnuts": ["nuts"], "cherry tomatoes": [], "rocket": [], "strawberries": [], "melon": [],
        "mint": [], "lime": [], "chickpeas": [], "tahini": ["sesame"], "lemon": [], "flatbread": ["gluten"],
        "cucumber": [], "prawns": ["crustaceans"], "mango": [], "chilli": [], "peanuts": ["peanuts"],
        "coriander": [], "leeks": [], "potatoes": [], "cream": ["milk"], "celery": ["celery"],
        "sourdough": ["gluten"], "pitta": ["gluten"], "feta": ["milk"], "smoked mackerel": ["fish"],
        "cream cheese": ["milk"], "horseradish": ["mustard"], "garlic": [],
    },
    "sub_recipes": {
        "caesar dressing": ["egg yolk", "anchovies", "parmesan", "dijon mustard", "olive oil", "garlic"],
        "croutons": ["sourdough", "olive oil", "garlic"],
        "bbq sauce": ["tomato", "cider vinegar", "soy sauce", "brown sugar"],
        "brioche bun": ["wheat flour", "egg", "butter"],
        "walnut pesto": ["basil", "walnuts", "parmesan", "olive oil", "garlic"],
    },
}

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 6, 1, 9, 0, 0)
    cp.author = cp.last_modified_by = "The Copper Kettle"
    add_heading(d, "The Copper Kettle \u2013 lunch menus", 0)
    add_par(d, "Served 12:00\u201315:00. Please tell us about any allergies before you order.")
    for title, rows in (("Summer menu (from 2 June 2025)", SUMMER), ("Spring menu (until 1 June 2025)", SPRING)):
        add_heading(d, title, 1)
        t = d.add_table(rows=len(rows) + 1, cols=3)
        t.style = "Table Grid"
        for j, h in enumerate(["Dish", "Ingredients", "Price"]):
            t.cell(0, j).paragraphs[0].add_run(h).bold = True
        for i, (dish, ingr, price) in enumerate(rows, start=1):
            t.cell(i, 0).paragraphs[0].add_run(dish).bold = True
            c = t.cell(i, 1)
            c.paragraphs[0].add_run(ingr[0])
            for more in ingr[1:]:
                c.add_paragraph().add_run(more)
            t.cell(i, 2).paragraphs[0].add_run(price)
    add_par(d, "Our kitchen handles nuts, sesame and gluten; we cannot guarantee any dish is free from traces.")
    save_docx(d, os.path.join(ws, "menu.docx"))
    write(os.path.join(ws, "allergens.json"), json.dumps(ALLERGENS, indent=2))
