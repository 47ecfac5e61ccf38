import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

AUTH = """# Staff portal - authentication settings
# Values should follow IAS-07 (identity and access standard) unless noted.

[session]
idle_timeout_minutes = 30
# absolute session lifetime
max_age_days = 1

[password]
# minimum number of characters
min_length = 10
# days until a password must be changed; 0 turns expiry off
max_age_days = 60
# number of previous passwords that cannot be reused
history = 3
require_mfa = true

[lockout]
# failed sign-in attempts before the account is locked
threshold = 5
# how long the lock lasts
duration_minutes = 10

[api_tokens]
# personal API tokens for the reporting API
max_age_days = 90
min_length = 32
"""

EXAMPLE = """# Example only - copy to auth.toml
[password]
min_length = 8
max_age_days = 90
history = 0
require_mfa = false

[lockout]
threshold = 10
duration_minutes = 5
"""

IAS_V4 = """# IAS-07 Identity and Access Standard - version 4

Effective 1 March 2025. Owner: Information Security. Replaces version 3 (January 2023).

## 1. Scope

Applies to all staff-facing systems, including the staff portal, email and HR systems. Contractor accounts are
covered by the contractor addendum.

## 2. Passwords for staff accounts

| Setting | Requirement |
|---|---|
| Minimum length | 14 characters |
| Expiry | None - passwords are not changed on a schedule, only when a compromise is suspected (systems that have an expiry setting must have it turned off) |
| Password history | The last 5 passwords may not be reused |
| Multi-factor authentication | Required for all staff accounts |

## 3. Account lockout

Lock an account after 8 consecutive failed sign-in attempts. The lock lasts 15 minutes, after which the user may
try again. The service desk can unlock sooner after verifying the user.

## 4. API tokens

Personal API tokens expire after at most 90 days and must be at least 32 characters.

## 5. Sessions

Sessions time out after 30 minutes of inactivity, with an absolute lifetime of 1 day.
"""

IAS_V3 = """# IAS-07 Identity and Access Standard - version 3 (January 2023)

SUPERSEDED by version 4 on 1 March 2025.

* Passwords: at least 12 characters, changed every 90 days, last 10 may not be reused.
* Lockout: after 5 failed attempts, for 30 minutes.
* MFA required for remote access only.
"""

CONTRACTOR = """# IAS-07 addendum - contractor accounts

Applies only to contractor accounts on the contractor portal, not to staff accounts.

* Minimum password length 16 characters.
* Accounts expire after 90 days unless renewed by the sponsoring manager.
* Lockout after 3 failed attempts, for 60 minutes.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "portal", "config", "auth.toml"), AUTH)
    write(os.path.join(ws, "portal", "config", "auth.example.toml"), EXAMPLE)
    write(os.path.join(ws, "portal", "README.md"), "# Staff portal\n\nSettings live in config/auth.toml "
          "(loaded at start-up).\n")
    if kb:
        write(os.path.join(kb, "security", "ias-07-identity-access-standard-v4.md"), IAS_V4)
        write(os.path.join(kb, "security", "archive", "ias-07-v3-2023.md"), IAS_V3)
        write(os.path.join(kb, "security", "ias-07-contractor-addendum.md"), CONTRACTOR)
