"""Sum the sales per region."""
import csv
from collections import defaultdict


def main() -> None:
    totals: dict[str, int] = defaultdict(int)
    with open("data/sales.csv", newline="") as fh:
        for row in csv.DictReader(fh):
            totals[row["region"]] += int(row["amount"])
    for region, total in sorted(totals.items()):
        print(f"{region}: {total}")


if __name__ == "__main__":
    main()
