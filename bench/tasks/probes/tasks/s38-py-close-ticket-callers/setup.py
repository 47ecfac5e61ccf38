import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = {
    "helpdesk/__init__.py": "",
    "helpdesk/models.py": '''from dataclasses import dataclass, field
import datetime


@dataclass
class Ticket:
    id: int
    subject: str
    status: str = "open"
    assignee: str = ""
    updated: datetime.datetime = field(default_factory=datetime.datetime.now)
    history: list = field(default_factory=list)
''',
    "helpdesk/tickets.py": '''"""Ticket state changes."""
import datetime

from .notify import send_mail


def close_ticket(ticket, reason, notify=True):
    ticket.status = "closed"
    ticket.history.append(("closed", reason, datetime.datetime.now()))
    if notify:
        send_mail(ticket.assignee, "Ticket %d closed" % ticket.id, reason)


def close_ticket_silently(ticket, reason="spam"):
    ticket.status = "closed"
    ticket.history.append(("closed-silent", reason, datetime.datetime.now()))


def reopen_ticket(ticket, by):
    """Undo close_ticket(): set the ticket back to open and log who reopened it."""
    ticket.status = "open"
    ticket.history.append(("reopened", by, datetime.datetime.now()))
''',
    "helpdesk/notify.py": '''import smtplib

RELAY = "smtp.internal.example"


def send_mail(to, subject, body):
    if not to:
        return
    with smtplib.SMTP(RELAY) as s:
        s.sendmail("helpdesk@example.org", [to], "Subject: %s\\n\\n%s" % (subject, body))
''',
    "helpdesk/automation.py": '''"""Nightly jobs run from cron."""
import datetime

from .tickets import close_ticket, close_ticket_silently


def auto_close_stale(tickets, days=14):
    cutoff = datetime.datetime.now() - datetime.timedelta(days=days)
    for t in tickets:
        if t.status == "waiting on customer" and t.updated < cutoff:
            close_ticket(t, "no reply for %d days" % days)


def spam_sweep(tickets, is_spam):
    for t in tickets:
        if is_spam(t.subject):
            close_ticket_silently(t)


def archive_old(tickets):
    for t in tickets:
        if t.status == "resolved":
            # close_ticket(t, "archived", notify=False)   # disabled until the archive store is live
            t.status = "archived"
''',
    "helpdesk/email_in.py": '''"""Handles replies that arrive at helpdesk@."""
import re

from . import tickets

RESOLVED = re.compile(r"\\b(solved|sorted|fixed|all good)\\b", re.I)


class InboundHandler:
    def __init__(self, store):
        self.store = store

    def handle_reply(self, msg):
        t = self.store.find(msg.ticket_id)
        t.history.append(("reply", msg.sender, msg.date))
        if RESOLVED.search(msg.body):
            self.handle_resolved(t, msg)

    def handle_resolved(self, t, msg):
        tickets.close_ticket(t, reason="customer confirmed fixed (%s)" % msg.sender)
''',
    "helpdesk/merge.py": '''from .tickets import close_ticket


def merge_tickets(keep, dup):
    keep.history.extend(dup.history)
    close_ticket(
        dup,
        reason="merged into #%d" % keep.id,
        notify=False,
    )
    return keep
''',
    "helpdesk/cli.py": '''"""helpdesk command line: helpdesk close 1042 --reason '...'"""
import argparse

from . import tickets
from .store import Store


def cmd_close(args):
    t = Store().find(args.ticket)
    tickets.close_ticket(t, args.reason, notify=not args.quiet)


def cmd_reopen(args):
    t = Store().find(args.ticket)
    tickets.reopen_ticket(t, by=args.user)


def main(argv=None):
    p = argparse.ArgumentParser(prog="helpdesk")
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("close")
    c.add_argument("ticket", type=int)
    c.add_argument("--reason", default="closed by agent")
    c.add_argument("--quiet", action="store_true")
    c.set_defaults(func=cmd_close)
    r = sub.add_parser("reopen")
    r.add_argument("ticket", type=int)
    r.add_argument("--user", default="agent")
    r.set_defaults(func=cmd_reopen)
    args = p.parse_args(argv)
    args.func(args)
''',
    "helpdesk/store.py": '''import json

from .models import Ticket


class Store:
    def __init__(self, path="tickets.json"):
        self.path = path

    def find(self, ticket_id):
        with open(self.path) as f:
            for rec in json.load(f):
                if rec["id"] == ticket_id:
                    return Ticket(**rec)
        raise KeyError(ticket_id)
''',
    "tests/test_tickets.py": '''from helpdesk.models import Ticket
from helpdesk.tickets import close_ticket


def test_close_sets_status():
    t = Ticket(1, "printer")
    close_ticket(t, "done", notify=False)
    assert t.status == "closed"
''',
    "scripts/bulk_close.py": '''"""One-off: close everything from the 2024 migration."""
from helpdesk.store import Store
from helpdesk.tickets import close_ticket

for tid in range(9000, 9050):
    close_ticket(Store().find(tid), "migration clean-up", notify=False)
''',
}

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in FILES.items():
        write(os.path.join(ws, rel), text, newline_at_end=bool(text))
