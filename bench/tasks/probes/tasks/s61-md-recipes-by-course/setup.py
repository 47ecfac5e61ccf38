import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
R = os.path.join(ws, "recipes")


def recipe(rel, fm, body):
    ek.write(os.path.join(R, rel), "---\n" + fm.strip("\n") + "\n---\n\n" + body.strip("\n") + "\n")


recipe("lemon-drizzle.md", "title: Lemon drizzle cake\ncourse: dessert\nserves: 8\ntags: [baking, lemon]",
       "# Lemon drizzle cake\n\n225g butter, 225g caster sugar, 4 eggs, 225g self-raising flour, 2 lemons.\n\n"
       "Bake 45 min at 180C. Pour the lemon syrup over while warm.")
recipe("chicken-tagine.md", "title: Chicken tagine with apricots\ncourse: Main\nserves: 4\ntags: [slow, moroccan]",
       "# Chicken tagine\n\nBrown the thighs, add onion, ras el hanout, apricots and stock. Simmer 1 hour.")
recipe("pea-and-mint-soup.md", "title: Pea and mint soup\ncourse: \"starter\"\nserves: 4\nvegetarian: true",
       "# Pea and mint soup\n\nFrozen peas, stock, a handful of mint. Blitz. Swirl of cream to serve.")
recipe("sticky-toffee-pudding.md", "Title: Sticky toffee pudding\nCourse: Dessert\nServes: 6",
       "# Sticky toffee pudding\n\nDates soaked in boiling water, then the sponge. Toffee sauce: butter, sugar, cream.")
recipe("fish-pie.md", "title: Fish pie\ncourse: main\nserves: 6\ntags: [winter, pie]",
       "# Fish pie\n\nSmoked haddock, salmon and prawns in a parsley sauce, mash on top.\n\n"
       "Rich enough that you only want a light dessert afterwards - the lemon posset works.")
recipe("bruschetta.md", "title: Tomato bruschetta\n# course: main (too small really)\ncourse: starter\nserves: 4",
       "# Bruschetta\n\nGrill sourdough, rub with garlic, top with chopped tomato, basil and olive oil.")
recipe("tiramisu.md", "title: Tiramisu\ncourse: dessert\ndraft: true\nserves: 8",
       "# Tiramisu (not tested yet)\n\nSavoiardi, espresso, mascarpone, eggs, cocoa. Quantities TBC.")
recipe("halloumi-skewers.md", "title: Halloumi and vegetable skewers\ncourse: Main course\nserves: 4\nbbq: yes",
       "# Halloumi skewers\n\nHalloumi, courgette, red onion, peppers. Marinate in lemon and oregano, barbecue 10 min.")
recipe("prawn-cocktail.md", "title: Prawn cocktail\ncourse: STARTER\nserves: 4\ntags: [retro, christmas]",
       "# Prawn cocktail\n\nMarie Rose sauce: mayo, ketchup, lemon, Tabasco. Little Gem, prawns, paprika.")
recipe("lemon-posset.md", "title: Lemon posset\ncourse: dessert\nserves: 4\ntags: [easy, main-event dinner party]",
       "# Lemon posset\n\n600ml double cream, 150g sugar, 2 lemons. Boil 3 min, add juice, chill 3 hours.")
recipe("beef-ragu.md", "title: Slow beef ragu\ncourse: main\nserves: 6\ndraft: yes",
       "# Beef ragu (work in progress)\n\nShin of beef, 4 hours. Still deciding on wine vs stock.")
recipe("mains/lasagne.md", "title: Lasagne\ncourse: main\nserves: 6",
       "# Lasagne\n\nRagu, bechamel, pasta sheets, parmesan. 40 min at 190C.")
ek.write(os.path.join(R, "shopping-list.md"),
         "# Shopping list\n\n- eggs\n- lemons (posset + drizzle)\n- double cream\n- halloumi\n- course sea salt\n")
ek.write(os.path.join(R, "README.md"),
         "# Recipes\n\nOne markdown file per recipe, with front matter (title, course, serves).\n"
         "course is one of starter / main / dessert. Mark unfinished recipes with draft: true.\n")
ek.write(os.path.join(R, "dessert-ideas.md"),
         "# Dessert ideas to try\n\n- pavlova with passion fruit\n- rhubarb fool\n- chocolate torte (Nigella)\n")
