import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ROWS = [
    ("isbn", "title", "author", "format", "on_hand", "min_stock", "status"),
    ("9780241988930", "The Salt Path", "Raynor Winn", "paperback", "2", "4", "active"),
    ("9780241349649", "The Salt Path", "Raynor Winn", "hardback", "0", "1", "active"),
    ("0571334652", "Milkman", "Anna Burns", "paperback", "1", "3", "active"),
    ("9781526622426", "Shuggie Bain", "Douglas Stuart", "paperback", "3", "3", "active"),
    ("9780008435028", "Piranesi", "Susanna Clarke", "paperback", "0", "5", "active"),
    ("9780008435011", "Piranesi", "Susanna Clarke", "hardback", "1", "2", "active"),
    ("9780099590088", "Sapiens", "Yuval Noah Harari", "paperback", "1", "6", "discontinued"),
    ("9781784742638", "Where the Crawdads Sing", "Delia Owens", "paperback", "7", "4", "active"),
    ("9780571365470", "Klara and the Sun", "Kazuo Ishiguro", "Paperback", "2", "3", "active"),
    ("9781408855652", "Harry Potter and the Philosopher's Stone", "J.K. Rowling", "paperback", "4", "8", "active"),
    ("0140449132", "Crime and Punishment", "Fyodor Dostoevsky", "paperback", "0", "2", "active"),
    ("9780141439518", "Pride and Prejudice", "Jane Austen", "paperback", "6", "5", "active"),
    ("9781529111163", "The Thursday Murder Club", "Richard Osman", "paperback", "1", "4", "discontinued"),
    ("9780552779777", "The Book Thief", "Markus Zusak", "paperback", "3", "2", "active"),
]
ek.write(os.path.join(ws, "shop", "stock.tsv"), "\n".join("\t".join(r) for r in ROWS))
ek.write(os.path.join(ws, "shop", "stock_2024-12.tsv"), "\n".join("\t".join(r) for r in [
    ROWS[0],
    ("9780241988930", "The Salt Path", "Raynor Winn", "paperback", "0", "4", "active"),
    ("9780099590088", "Sapiens", "Yuval Noah Harari", "paperback", "0", "6", "active"),
    ("9780552779777", "The Book Thief", "Markus Zusak", "paperback", "0", "2", "active"),
]))
ek.write(os.path.join(ws, "shop", "README.txt"), """Wren & Quill Books - stock files exported from the till every Friday.
stock.tsv is the current export; stock_2024-12.tsv is the Christmas stock take.
Gardners (our wholesaler) wants orders as CSV: isbn,title,qty.
Some old titles still have 10-digit ISBNs - send them as they are, Gardners matches both.
""")
