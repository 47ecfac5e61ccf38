import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

EXAMPLE = """# Billing service - example environment
# Copy this file to .env and fill in the secrets. Never commit .env.

# --- core ---
APP_ENV=development
APP_PORT=8080
LOG_LEVEL=info

# --- database ---
DATABASE_URL=postgres://billing:billing@localhost:5432/billing
DB_POOL_SIZE=5
DB_STATEMENT_TIMEOUT_MS=15000

# --- mail ---
SMTP_HOST=localhost
SMTP_PORT=1025
SMTP_FROM="Billing <billing@example.test>"

# --- integrations ---
STRIPE_API_KEY=
STRIPE_WEBHOOK_SECRET=
EXCHANGE_RATES_URL=https://rates.example.test/v2/latest?base=EUR
FEATURE_INVOICE_PDF=false
"""

ENV = """# local dev settings (Marta) - do not commit
APP_ENV=development
APP_PORT=8081
LOG_LEVEL=debug

export DATABASE_URL=postgres://marta:devpass@localhost:5433/billing_dev
DB_POOL_SIZE=3

SMTP_HOST=mailhog
# SMTP_PORT=25
SMTP_FROM='Billing Dev <dev@example.test>'

STRIPE_API_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc
#STRIPE_WEBHOOK_SECRET=whsec_old_rotated
FEATURE_INVOICE_PDF=true
SENTRY_DSN=
"""

PROD = """# production values are injected by the deploy pipeline; keep this file minimal
APP_ENV=production
APP_PORT=8080
LOG_LEVEL=warn
FEATURE_INVOICE_PDF=true
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "app", ".env.example"), EXAMPLE)
    write(os.path.join(ws, "app", ".env"), ENV)
    write(os.path.join(ws, "app", ".env.production"), PROD)
    write(os.path.join(ws, "app", "README.md"),
          "# billing\n\nRun `make dev` after creating `.env` from `.env.example`.\n"
          "Every key in `.env.example` must be present in `.env`, or the service refuses to start.\n")
