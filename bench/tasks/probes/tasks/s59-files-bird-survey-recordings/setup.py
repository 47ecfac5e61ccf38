import hashlib, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def wav(rel):
    # small fake WAV: RIFF header + deterministic body unique to the file
    body = hashlib.sha256(rel.encode()).digest() * 16
    data = b"RIFF" + (36 + len(body)).to_bytes(4, "little") + b"WAVEfmt " + bytes(16) + b"data" + \
        len(body).to_bytes(4, "little") + body
    p = os.path.join(ws, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "wb") as f:
        f.write(data)


# already filed
for rel in ["recordings/HOLT-A/2025-03/HOLT-A_2025-03-22_0640.wav",
            "recordings/MARSH/2025-03/MARSH_20250322_0500.wav",
            "recordings/RIDGE/2025-03/RIDGE_2025-03-25_0530.wav",
            "recordings/RIDGE-2/2025-03/RIDGE-2_2025-03-26_0531.wav"]:
    wav(rel)
# new uploads
for name in ["HOLT-A_2025-04-12_0612.wav", "HOLT-A_2025-03-29_0630.wav", "MARSH_20250405_0455.wav",
             "MARSH_20250331_2350.wav", "RIDGE-2_2025-04-02_0515.wav", "RIDGE_2025-04-03_0520.wav",
             "RIDGE_2025-04-09_0518.wav.part"]:
    wav("dropbox/" + name)
ek.write(os.path.join(ws, "dropbox", "README.txt"),
         "Recorders upload here over 4G. A file ending in .part is still uploading - don't touch it.\n")
ek.write(os.path.join(ws, "recordings", "sites.csv"),
         "site,habitat,grid_ref\nHOLT-A,oak woodland,NH 512 604\nMARSH,reedbed,NH 530 611\n"
         "RIDGE,heather moor,NH 498 622\nRIDGE-2,heather moor (north slope),NH 497 628\n")
