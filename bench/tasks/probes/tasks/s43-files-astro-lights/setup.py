import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CAPTURE = [
    "Light_M31_Ha_300s_20241012-221530_0001.fits",
    "Light_M31_Ha_300s_20241012-222042_0002.fits",
    "Light_M31_Ha_300s_20241012-222554_0003.fits",
    "Light_M31_OIII_300s_20241012-234010_0001.fits",
    "Light_M31_OIII_300s_20241012-234522_0002.fits",
    "Light_M31_L_60s_20241014-201503_0001.fits",
    "Light_NGC7000_Ha_180s_20241013-201244_0001.fits",
    "Light_NGC7000_Ha_180s_20241013-201556_0002.fits",
    "Light_NGC7000_SII_180s_20241013-213001_0001.fits",
    "Light_Sh2-155_Ha_300s_20241014-220110_0001.fits",
    "Light_IC1805_Ha_300s_20241014-231502_0007.fits",
    "Light_IC1805_Ha_300s_20241014-232014_0008.fits",
    "Light_M31_Ha_300s_20241012-225530_0005.fits.part",
    "Light_frames_notes.txt",
    "Dark_300s_20241015-061200_0001.fits",
    "Dark_300s_20241015-061712_0002.fits",
    "Dark_180s_20241015-064010_0001.fits",
    "DarkFlat_Ha_1.20s_20241013-071802_0001.fits",
    "Flat_Ha_1.20s_20241013-071500_0001.fits",
    "Flat_OIII_2.50s_20241013-072030_0001.fits",
    "Flat_SII_2.80s_20241013-072412_0001.fits",
    "Bias_0.001s_20241015-070000_0001.fits",
    "session_2024-10-12.log",
    "session_2024-10-13.log",
]
OTHER = [
    "capture/rejected/Light_M31_Ha_300s_20241012-230030_0004.fits",
    "capture/rejected/Light_NGC7000_Ha_180s_20241013-203310_0003.fits",
    "lights/IC1805/Ha/Light_IC1805_Ha_300s_20240921-224011_0001.fits",
    "lights/IC1805/Ha/Light_IC1805_Ha_300s_20240921-224523_0002.fits",
    "processing/M31_HaOIII_stack_v2.xisf",
]


def fits(name):
    card = lambda s: s[:80].ljust(80)
    parts = name.split("_")
    hdr = [card("SIMPLE  =                    T"), card("BITPIX  =                   16"), card("NAXIS   =                    2"),
           card("NAXIS1  =                    8"), card("NAXIS2  =                    8"),
           card("IMAGETYP= '%s'" % parts[0]), card("FILENAME= '%s'" % name[:60]), card("END")]
    h = "".join(hdr).ljust(2880).encode("ascii")
    data = bytes((sum(map(ord, name)) * (i + 7)) % 256 for i in range(128)).ljust(2880, b"\0")
    return h + data


if __name__ == "__main__":
    ws, kb = setup_args()
    for rel in ["capture/" + n for n in CAPTURE] + OTHER:
        p = os.path.join(ws, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        if rel.endswith((".txt", ".log")):
            write(p, "%s\nGuiding RMS 0.6\", seeing fair, clouds after 23:00 on the 12th.\n" % os.path.basename(rel))
        else:
            data = fits(os.path.basename(rel))
            if rel.endswith(".part"):
                data = data[:1500]
            with open(p, "wb") as f:
                f.write(data)
