import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

MIGRATIONS = {
    "V1__create_customers.sql": "CREATE TABLE customers (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  name VARCHAR(200) NOT NULL,\n  email VARCHAR(254) NOT NULL,\n  fax VARCHAR(40) NULL,\n  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP\n);\n",
    "V1.1__customers_add_phone.sql": "ALTER TABLE customers ADD COLUMN phone VARCHAR(40) NULL AFTER email;\n",
    "V2__create_orders.sql": "CREATE TABLE orders (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  customer_id BIGINT NOT NULL,\n  placed_at DATETIME NOT NULL,\n  total_pence INT NULL,\n  FOREIGN KEY (customer_id) REFERENCES customers(id)\n);\n",
    "V3__orders_add_status.sql": "ALTER TABLE orders ADD COLUMN status VARCHAR(20) NOT NULL DEFAULT 'new';\n",
    "V4__create_invoices.sql": "CREATE TABLE invoices (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  order_id BIGINT NOT NULL,\n  issued_on DATE NOT NULL,\n  FOREIGN KEY (order_id) REFERENCES orders(id)\n);\n",
    "V5__customer_email_index.sql": "CREATE UNIQUE INDEX ux_customers_email ON customers (email);\n",
    "V6__drop_legacy_fax.sql": "-- nobody has sent a fax since 2019\nALTER TABLE customers DROP COLUMN fax;\n",
    "V7__create_payments.sql": "CREATE TABLE payments (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  invoice_id BIGINT NOT NULL,\n  amount_pence INT NOT NULL,\n  paid_at DATETIME NOT NULL\n);\n",
    "V8__payments_add_provider.sql": "ALTER TABLE payments ADD COLUMN provider VARCHAR(30) NOT NULL DEFAULT 'stripe';\n",
    "V9__backfill_order_totals.sql": "-- one-off backfill for orders created before totals were stored\nUPDATE orders o\n   SET total_pence = (SELECT SUM(p.amount_pence) FROM payments p JOIN invoices i ON i.id = p.invoice_id WHERE i.order_id = o.id)\n WHERE o.total_pence IS NULL;\n",
    "V10__create_refunds.sql": "CREATE TABLE refunds (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  payment_id BIGINT NOT NULL,\n  amount_pence INT NOT NULL,\n  reason VARCHAR(200) NULL\n);\n",
    "V11__invoices_add_due_date.sql": "ALTER TABLE invoices ADD COLUMN due_on DATE NULL;\nUPDATE invoices SET due_on = DATE_ADD(issued_on, INTERVAL 30 DAY);\nALTER TABLE invoices MODIFY due_on DATE NOT NULL;\n",
    "V12__create_audit_log.sql": "-- hotfix for the March security review, merged ahead of V11 (outOfOrder is on)\nCREATE TABLE audit_log (\n  id BIGINT AUTO_INCREMENT PRIMARY KEY,\n  actor VARCHAR(100) NOT NULL,\n  action VARCHAR(100) NOT NULL,\n  at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP\n);\n",
    "V13__orders_add_channel.sql": "ALTER TABLE orders ADD COLUMN channel VARCHAR(20) NOT NULL DEFAULT 'web';\n",
    "V15__tmp_fix_totals.sql.bak": "-- scratch copy from the V9 incident, not a migration\nUPDATE orders SET total_pence = 0 WHERE total_pence IS NULL;\n",
}

DESC = lambda script: script.split("__", 1)[1].rsplit(".sql", 1)[0].replace("_", " ")
CHECKSUMS = [1893720411, -441208733, 902211874, 1290087345, -1783302911, 559120087, -90512833, 1722093301,
             -1200458812, 381920456, -733301190, 1450981207, -260418837, 1011556120]


def history(rows):
    out = ["installed_rank,version,description,type,script,checksum,installed_by,installed_on,execution_time,success"]
    for k, (script, when, ms, ok) in enumerate(rows):
        ver = script[1:].split("__")[0]
        out.append("%d,%s,%s,SQL,%s,%d,deploy,%s,%d,%d" % (k + 1, ver, DESC(script), script, CHECKSUMS[k], when, ms, ok))
    return "\n".join(out) + "\n"


PROD = [
    ("V1__create_customers.sql", "2024-02-05 10:12:03", 214, 1),
    ("V1.1__customers_add_phone.sql", "2024-02-05 10:12:04", 96, 1),
    ("V2__create_orders.sql", "2024-02-05 10:12:04", 188, 1),
    ("V3__orders_add_status.sql", "2024-03-18 21:40:51", 1204, 1),
    ("V4__create_invoices.sql", "2024-05-02 21:31:17", 143, 1),
    ("V5__customer_email_index.sql", "2024-06-11 22:05:40", 3310, 1),
    ("V6__drop_legacy_fax.sql", "2024-09-09 21:15:02", 2876, 1),
    ("V7__create_payments.sql", "2024-11-04 21:02:55", 161, 1),
    ("V8__payments_add_provider.sql", "2024-11-25 21:08:13", 904, 1),
    ("V9__backfill_order_totals.sql", "2025-01-13 21:30:44", 48122, 1),
    ("V10__create_refunds.sql", "2025-02-10 21:11:09", 152, 1),
    ("V12__create_audit_log.sql", "2025-03-04 13:45:27", 171, 1),
    ("V11__invoices_add_due_date.sql", "2025-03-24 21:20:38", 6023, 0),
]
STAGING = PROD[:12] + [
    ("V11__invoices_add_due_date.sql", "2025-03-28 16:02:11", 2211, 1),
    ("V13__orders_add_channel.sql", "2025-04-07 11:30:05", 388, 1),
]

FLYWAY_CONF = """# Flyway settings shared by all environments; URL and credentials come from the environment.
flyway.locations=filesystem:db/migrations
flyway.outOfOrder=true
flyway.validateOnMigrate=true
"""

README = """# Migrations

Versioned Flyway migrations, `V<version>__<description>.sql`. Never edit a migration that has been applied
anywhere; add a new one. Work in progress lives in db/drafts/ until it is reviewed.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    for name, body in MIGRATIONS.items():
        write(os.path.join(ws, "db", "migrations", name), body)
    write(os.path.join(ws, "db", "migrations", "README.md"), README)
    write(os.path.join(ws, "db", "drafts", "V14__loyalty_points.sql"),
          "ALTER TABLE customers ADD COLUMN loyalty_points INT NOT NULL DEFAULT 0;\n")
    write(os.path.join(ws, "flyway.conf"), FLYWAY_CONF)
    write(os.path.join(ws, "prod_schema_migrations.csv"), history(PROD))
    write(os.path.join(ws, "staging_schema_migrations.csv"), history(STAGING))
