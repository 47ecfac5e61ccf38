import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

STAYS = [
    ("S-3301", "D-101", "Bella", "Labrador", "Hughes", "2025-07-14", "2025-07-18", "confirmed"),
    ("S-3302", "D-117", "Bella", "Cockapoo", "Okafor", "2025-07-15", "2025-07-20", "confirmed"),
    ("S-3303", "D-102", "Max", "Border Collie", "Lindqvist", "2025-07-14", "2025-07-21", "confirmed"),
    ("S-3304", "D-103", "Luna", "Whippet", "Castellano", "2025-07-16", "2025-07-19", "Confirmed"),
    ("S-3305", "D-104", "Teddy", "Shih Tzu", "Brennan", "2025-07-17", "2025-07-19", "confirmed"),
    ("S-3306", "D-105", "Poppy", "Beagle", "Nakamura", "2025-07-18", "2025-07-22", "confirmed"),
    ("S-3307", "D-106", "Rocco", "Boxer", "Fitzgerald", "2025-07-19", "2025-07-26", "confirmed"),
    ("S-3308", "D-107", "Nala", "Husky", "Mensah", "2025-07-15", "2025-07-17", "cancelled"),
    ("S-3309", "D-108", "Biscuit", "Dachshund", "Harper", "2025-07-28", "2025-08-02", "confirmed"),
    ("S-3310", "D-109", "Milo", "Springer Spaniel", "Osei", "2025-07-14", "2025-07-16", "confirmed"),
    ("S-3311", "D-110", "Daisy", "Golden Retriever", "Kowalczyk", "2025-07-15", "2025-07-21", "confirmed"),
    ("S-3312", "D-111", "Ziggy", "Jack Russell", "Patel", "2025-07-10", "2025-07-15", "confirmed"),
    ("S-3313", "D-112", "Pepper", "Miniature Schnauzer", "Doyle", "2025-07-20", "2025-07-24", "confirmed"),
    ("S-3314", "D-113", "Otis", "Greyhound", "Ferreira", "2025-07-21", "2025-07-23", "confirmed"),
]

VACC = [
    ("D-101", "Bella", "Kennel cough", "2024-09-30", "2025-09-30"),
    ("D-101", "Bella", "DHPP", "2023-05-10", "2026-05-10"),
    ("D-102", "Max", "Kennel cough", "2025-06-20", "2026-06-20"),
    ("D-102", "Max", "DHPP", "2024-06-01", "2027-06-01"),
    ("D-102", "Max", "Kennel cough", "2024-06-01", "2025-06-01"),
    ("D-103", "Luna", "Kennel Cough ", "2024-07-19", "2025-07-19"),
    ("D-104", "Teddy", "DHPP", "2024-02-02", "2027-02-02"),
    ("D-104", "Teddy", "Rabies", "2024-02-02", "2027-02-02"),
    ("D-105", "Poppy", "Kennel cough", "2024-07-16", "2025-07-16"),
    ("D-106", "Rocco", "KENNEL COUGH", "2024-12-01", "2025-12-01"),
    ("D-107", "Nala", "Kennel cough", "2024-05-01", "2025-05-01"),
    ("D-108", "Biscuit", "Kennel cough", "2024-06-30", "2025-06-30"),
    ("D-109", "Milo", "Rabies", "2022-07-15", "2025-07-15"),
    ("D-109", "Milo", "kennel cough", "2025-01-10", "2026-01-10"),
    ("D-110", "Daisy", "Kennel cough", "2024-07-20", "2025-07-20"),
    ("D-111", "Ziggy", "Kennel cough", "2024-07-12", "2025-07-12"),
    ("D-112", "Pepper", "Kennel cough", "2024-07-22", "2025-07-22"),
    ("D-113", "Otis", "Kennel cough", "2024-03-03", "2025-03-03"),
    ("D-114", "Teddy", "Kennel cough", "2025-03-01", "2026-03-01"),
    ("D-117", "Bella", "kennel cough", "2024-07-17", "2025-07-17"),
    ("D-117", "Bella", "DHPP", "2024-07-17", "2027-07-17"),
]


def csv_text(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "kennel_stays.csv"),
          csv_text(["stay_id", "dog_id", "dog_name", "breed", "owner", "check_in", "check_out", "status"], STAYS))
    write(os.path.join(ws, "vaccinations.csv"), csv_text(["dog_id", "dog_name", "vaccine", "given", "valid_until"], VACC))
