import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ITEMS = ["Jam jars (rinsed)", "Greasy pizza box", "Orange juice cartons", "AA batteries", "Old T-shirts",
         "Chicken bones", "Crisp packets", "Hedge clippings", "Empty deodorant can", "Broken drinking glass",
         "Used tea bags", "Wine bottles", "Cling film", "Cardboard boxes (flattened)", "Broken toaster",
         "Half-used tin of gloss paint", "Yoghurt pots"]

GUIDE_2025 = """# Ashcombe District Council - What goes in which bin

Effective from 1 April 2025. This guide replaces the 2023 leaflet. Main changes: glass now goes in the blue bin
(the green glass box service has ended), food cartons can now be recycled, and food waste has its own caddy.

## Blue bin - mixed recycling (collected fortnightly)

* Paper, newspapers, magazines, envelopes
* Card and cardboard boxes - flatten them. Pizza boxes only if clean; greasy pizza boxes go in the grey bin.
* Plastic bottles, pots, tubs and trays (yoghurt pots, margarine tubs, fruit punnets)
* Food and drink cans and tins; empty aerosols (deodorant, hairspray, air freshener)
* Glass bottles and jars, rinsed, lids on
* Food and drink cartons (juice, milk, soup cartons)
* Clean foil and foil trays

## Food caddy - food waste (collected weekly)

* All cooked and uncooked food, including meat, fish and bones
* Fruit and vegetable peelings, eggshells
* Used tea bags and coffee grounds

## Brown bin - garden waste (subscription, collected fortnightly March to November)

* Grass cuttings, leaves, flowers, hedge clippings and small branches
* No food waste, soil or rubble.

## Grey bin - general waste (collected fortnightly)

* Crisp packets, sweet wrappers, plastic bags and film (cling film, bread bags)
* Polystyrene, nappies, used tissues
* Greasy or food-soiled paper and card, including greasy pizza boxes
* Broken drinking glasses, Pyrex, window glass and mirrors - these are not the same glass as bottles and jars

## Not for any home bin

* Batteries: drop-off points at libraries and supermarkets. Never put batteries in a bin - they start fires.
* Small electrical items (toasters, kettles, hairdryers): Highfield Road recycling centre or the small-electricals
  banks at supermarkets.
* Textiles and clothes: textile banks or charity shops.
* Paint, oil and chemicals: Highfield Road recycling centre (hazardous waste bay).
* Light bulbs and tubes: recycling centre.
"""

GUIDE_2023 = """# Ashcombe District Council - Recycling leaflet 2023

SUPERSEDED on 1 April 2025 - see the current bin guide.

* Blue bin: paper, card (including pizza boxes), plastic bottles, cans.
* Green box: glass bottles and jars.
* Brown bin: garden waste and food waste together.
* Grey bin: everything else, including cartons, yoghurt pots and textiles.
"""

GARDEN_FAQ = """# Garden waste subscription - FAQ

The brown bin service costs 52 pounds a year and runs from March to November. Subscribers get a sticker for the
bin lid. Extra bins cost 35 pounds. Food waste must NOT go in the brown bin since April 2025 - use the food caddy.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "clear_out.txt"), "\n".join(ITEMS))
    if kb:
        write(os.path.join(kb, "council", "bin-guide-2025.md"), GUIDE_2025)
        write(os.path.join(kb, "council", "archive", "recycling-leaflet-2023.md"), GUIDE_2023)
        write(os.path.join(kb, "council", "garden-waste-faq.md"), GARDEN_FAQ)
