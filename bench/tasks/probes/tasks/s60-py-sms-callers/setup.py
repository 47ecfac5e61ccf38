import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
pkg = os.path.join(ws, "squeegee", "squeegee")

ek.write(os.path.join(ws, "squeegee", "README.md"), """# squeegee

Round planner for Clearview Window Cleaning (Dave and Kerry Morton). Keeps the customer list,
plans each day's round, texts customers and chases unpaid invoices.

    python -m squeegee.cli plan 2025-05-12
""")
ek.write(os.path.join(pkg, "__init__.py"), '__version__ = "0.9.2"\n')
ek.write(os.path.join(pkg, "notify.py"), '''"""Outgoing messages: SMS through the TextLocal gateway, email through SMTP."""
import logging
import smtplib
from email.message import EmailMessage

from . import settings

log = logging.getLogger(__name__)


def _normalise(number):
    number = number.replace(" ", "")
    if number.startswith("07"):
        number = "+44" + number[1:]
    return number


def send_sms(number, body):
    """Send one text message. Returns the gateway's message id."""
    number = _normalise(number)
    if settings.DRY_RUN:
        log.info("DRY RUN sms to %s: %s", number, body)
        return None
    return settings.gateway().send(number, body[:459])


def send_sms_bulk(numbers, body):
    """Text the same message to many customers (rain delays etc.)."""
    ids = []
    for n in numbers:
        ids.append(send_sms(n, body))
    return ids


def send_email(address, subject, body):
    msg = EmailMessage()
    msg["From"] = settings.FROM_ADDRESS
    msg["To"] = address
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP(settings.SMTP_HOST) as s:
        s.send_message(msg)
''')
ek.write(os.path.join(pkg, "settings.py"), '''import os

DRY_RUN = os.environ.get("SQUEEGEE_DRY_RUN", "1") == "1"
FROM_ADDRESS = "accounts@clearview-windows.example"
SMTP_HOST = "localhost"
SMS_SIGNATURE = " - Clearview Windows"


def gateway():
    from .textlocal import Gateway
    return Gateway(os.environ["TEXTLOCAL_KEY"])
''')
ek.write(os.path.join(pkg, "textlocal.py"), '''class Gateway:
    """Tiny client for the TextLocal HTTP API (only what we use)."""

    def __init__(self, key):
        self.key = key

    def send(self, number, body):
        import urllib.parse, urllib.request
        data = urllib.parse.urlencode({"apikey": self.key, "numbers": number, "message": body}).encode()
        with urllib.request.urlopen("https://api.txtlocal.com/send/", data, timeout=20) as r:
            return r.read().decode()
''')
ek.write(os.path.join(pkg, "customers.py"), '''from dataclasses import dataclass

from . import notify


@dataclass
class Customer:
    ref: str
    name: str
    address: str
    mobile: str = ""
    email: str = ""
    prefers_email: bool = False

    def text(self, body):
        """Text this customer, if we have a mobile number."""
        if not self.mobile:
            return None
        return notify.send_sms(self.mobile, body)

    def contact(self, subject, body):
        if self.prefers_email and self.email:
            notify.send_email(self.email, subject, body)
        else:
            self.text(body)


def load(path):
    import csv
    with open(path, newline="") as f:
        return [Customer(**row) for row in csv.DictReader(f)]
''')
ek.write(os.path.join(pkg, "rounds.py"), '''"""Planning a day's round."""
import datetime as dt

from . import notify
from .settings import SMS_SIGNATURE


def plan_day(customers, day):
    due = [c for c in customers if c.ref.startswith(day.strftime("%a").upper()[:2])]
    return sorted(due, key=lambda c: c.address)


def confirm_visit(customer, day):
    """Text the customer the day before we come."""
    when = day.strftime("%A %d %B")
    body = "Hi %s, we're due to clean your windows on %s.%s" % (customer.name, when, SMS_SIGNATURE)
    return notify.send_sms(customer.mobile, body)


def skip_visit(customer, day, reason):
    # Kerry asked us to stop texting for skipped visits (May 2025), email only now.
    # notify.send_sms(customer.mobile, "Sorry, we couldn't clean today: " + reason)
    if customer.email:
        notify.send_email(customer.email, "Missed visit", "Sorry, we couldn't clean today: " + reason)


def next_visit(last, weeks=4):
    return last + dt.timedelta(weeks=weeks)
''')
ek.write(os.path.join(pkg, "weather.py"), '''"""Rain days: move everyone on today's round to tomorrow."""
from . import notify
from .rounds import plan_day


def rain_delay(customers, day):
    """Tell everyone on today's round we are coming tomorrow instead (uses send_sms for each number
    via the bulk helper)."""
    todays = plan_day(customers, day)
    numbers = [c.mobile for c in todays if c.mobile]
    return notify.send_sms_bulk(numbers, "Rain stopped play - we'll be with you tomorrow instead.")


def is_wet(forecast_mm):
    return forecast_mm >= 2.0
''')
ek.write(os.path.join(pkg, "billing.py"), '''"""Invoices and chasing."""
from .notify import send_email
from .notify import send_sms as text_number

REMINDER_DAYS = (14, 28)


def issue_invoice(customer, amount, number):
    body = "Invoice %s: %.2f GBP for window cleaning. Pay by bank transfer, ref %s." % (number, amount, customer.ref)
    send_email(customer.email, "Invoice " + number, body)


def _format_sms_reminder(customer, amount, days):
    return "Hi %s, a reminder that %.2f GBP has been unpaid for %d days. Thanks!" % (customer.name, amount, days)


def chase_unpaid(customer, amount, days_overdue):
    if days_overdue not in REMINDER_DAYS:
        return None
    if customer.mobile:
        return text_number(customer.mobile, _format_sms_reminder(customer, amount, days_overdue))
    send_email(customer.email, "Payment reminder", _format_sms_reminder(customer, amount, days_overdue))
''')
ek.write(os.path.join(pkg, "cli.py"), '''import argparse
import datetime as dt

from . import customers, rounds


def main(argv=None):
    ap = argparse.ArgumentParser(prog="squeegee")
    ap.add_argument("command", choices=["plan", "confirm"])
    ap.add_argument("day")
    ap.add_argument("--customers", default="customers.csv")
    a = ap.parse_args(argv)
    day = dt.date.fromisoformat(a.day)
    todays = rounds.plan_day(customers.load(a.customers), day)
    for c in todays:
        if a.command == "confirm":
            rounds.confirm_visit(c, day)
        else:
            print(c.ref, c.address)


if __name__ == "__main__":
    main()
''')
ek.write(os.path.join(ws, "squeegee", "tests", "test_notify.py"), '''from squeegee import notify


def test_send_sms_dry_run():
    assert notify.send_sms("07700 900123", "hello") is None


def test_bulk(monkeypatch):
    sent = []
    monkeypatch.setattr(notify, "send_sms", lambda n, b: sent.append(n))
    notify.send_sms_bulk(["07700 900123", "07700 900456"], "hi")
    assert len(sent) == 2
''')
