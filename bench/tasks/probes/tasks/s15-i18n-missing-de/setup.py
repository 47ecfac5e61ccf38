import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

EN = {
    "common": {"save": "Save", "cancel": "Cancel", "ok": "OK", "loading": "Loading\u2026",
               "items_one": "{{count}} item", "items_other": "{{count}} items"},
    "nav": {"dashboard": "Dashboard", "orders": "Orders", "settings": "Settings", "help": "Help"},
    "account": {
        "profile": {"title": "Your profile", "email": "Email address", "save": "Save profile"},
        "security": {"title": "Security", "two_factor": "Two-factor authentication",
                     "sessions": "Active sessions"},
    },
    "checkout": {
        "cart": {"title": "Your cart", "empty": "Your cart is empty", "remove": "Remove"},
        "payment": {"title": "Payment", "card_number": "Card number", "expiry": "Expiry date",
                    "pay_now": "Pay now"},
        "confirmation": {"title": "Thank you!", "order_number": "Order number: {{number}}"},
    },
    "notifications": {
        "email": {"weekly_digest": "Weekly digest", "order_updates": "Order updates"},
        "push": {"enabled": "Push notifications on"},
    },
}

DE = {
    "nav": {"orders": "Bestellungen", "dashboard": "Dashboard", "settings": "Einstellungen", "help": "Hilfe"},
    "common": {"save": "Speichern", "cancel": "Abbrechen", "ok": "OK", "loading": "Wird geladen\u2026",
               "items_one": "{{count}} Artikel"},
    "account": {
        "profile": {"title": "Dein Profil", "email": "E-Mail-Adresse", "save": ""},
        "security": {"title": "Sicherheit", "two_factor": "Zwei-Faktor-Authentifizierung",
                     "sessions": "Aktive Sitzungen", "recovery_codes": "Wiederherstellungscodes"},
    },
    "checkout": {
        "cart": {"title": "Dein Warenkorb", "empty": "Dein Warenkorb ist leer", "remove": "Entfernen"},
        "payment": {"card_number": "Kartennummer", "expiry": "Ablaufdatum", "pay_now": ""},
        "confirmation": {"title": "Vielen Dank!", "order_number": "Bestellnummer: {{number}}"},
    },
    "notifications": {"push": {"enabled": "Push-Benachrichtigungen an"}},
}

# Austrian German: only overrides, deliberately sparse
DE_AT = {"checkout": {"cart": {"title": "Ihr Warenkorb", "empty": "Ihr Warenkorb ist leer"},
                      "payment": {"title": "Zahlung"}},
         "notifications": {"email": {"weekly_digest": "W\u00f6chentliche \u00dcbersicht"}}}

FR = copy.deepcopy(EN)

if __name__ == "__main__":
    ws, kb = setup_args()
    loc = os.path.join(ws, "locales")
    write(os.path.join(loc, "en.json"), json.dumps(EN, indent=2, ensure_ascii=False))
    write(os.path.join(loc, "de.json"), json.dumps(DE, indent=2, ensure_ascii=False))
    write(os.path.join(loc, "de-AT.json"), json.dumps(DE_AT, indent=2, ensure_ascii=False))
    write(os.path.join(loc, "fr.json"), json.dumps({"common": {"save": "Enregistrer", "cancel": "Annuler"}},
                                                   indent=2, ensure_ascii=False))
    write(os.path.join(loc, "README.md"),
          "# Locales\n\nen.json is the source of truth. de-AT.json only holds Austrian overrides on top of "
          "de.json.\nKeys with _one/_other are plural forms (i18next).\n")
