import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

SCREENS = """# Visitor kiosks - Harbour Heritage Museum
# idle_timeout is in seconds: after that long without a touch the screen goes back to the welcome page.

defaults:
  idle_timeout: 90
  brightness: 80
  language: en
  volume: 40

screens:
  entrance:
    location: Foyer, by the ticket desk
    playlist: welcome
    idle_timeout: 60

  gallery1:
    location: Gallery 1 (fishing fleet)
    playlist: herring-girls
    volume: 55

  gallery2:
    location: Gallery 2 (maritime trades)
    playlist: ropemaking
    idle_timeout: 90   # same as the default for now

  shop:
    location: Gift shop
    playlist: offers
    brightness: 60
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "kiosk", "screens.yaml"), SCREENS)
    write(os.path.join(ws, "kiosk", "playlists.txt"), "welcome: intro.mp4, map.png\nherring-girls: herring.mp4\n"
          "ropemaking: ropewalk_part1.mp4, ropewalk_part2.mp4\noffers: shop_loop.mp4\n")
