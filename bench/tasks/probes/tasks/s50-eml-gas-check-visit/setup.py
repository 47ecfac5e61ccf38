import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

AGENT = """From: Harbour Lets Lettings Team <lettings@harbourlets.example>
To: Sam Okafor <sam.okafor@example.com>
Date: Mon, 3 Mar 2025 09:12:44 +0000
Subject: Annual gas safety check - Flat 3, 4 Wharf Street
Message-ID: <20250303091244.4411@harbourlets.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Dear Sam,

Your landlord's annual gas safety check has been booked with Kestrel Heating for
Thursday 13 March, 8am-12pm.

Someone aged 18 or over must be at the flat to let the engineer in. If the date
does not suit you, please contact Kestrel Heating directly on 0117 496 0321 or
reply to bookings@kestrelheating.example and they will rearrange it with you.

Kind regards,
Lettings Team
Harbour Lets
"""

KESTREL_MOVE = """From: Kestrel Heating Bookings <bookings@kestrelheating.example>
To: Sam Okafor <sam.okafor@example.com>
Date: Mon, 10 Mar 2025 16:05:10 +0000
Subject: Rearranging your gas safety check - Flat 3, 4 Wharf Street
Message-ID: <kh-7781-20250310@kestrelheating.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hello Sam,

I'm sorry, but our engineer is unwell and we need to move your visit on
Thursday 13 March. We can offer either of these instead:

  - Tuesday 18 March, afternoon slot (1pm-5pm)
  - Friday 21 March, morning slot (8am-12pm)

Please reply and let us know which one suits you.

Many thanks,
Donna
Kestrel Heating Ltd
"""

KESTREL_CONFIRM = """From: Kestrel Heating Bookings <bookings@kestrelheating.example>
To: Sam Okafor <sam.okafor@example.com>
Date: Wed, 12 Mar 2025 08:47:31 +0000
Subject: Re: Rearranging your gas safety check - Flat 3, 4 Wharf Street
Message-ID: <kh-7781-20250312@kestrelheating.example>
In-Reply-To: <so-20250311-2210@example.com>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi Sam,

No problem at all - we'll go with the other day, same slot as offered.
Marek will be your engineer and he'll ring you about 30 minutes before he
arrives. We've also rebooked Flat 1 (Mrs Adeyemi) for Tuesday 18 March.

Harbour Lets' system may still send you an automatic reminder for the old
date. Please just ignore it.

Donna
Kestrel Heating Ltd

> On Tue, 11 Mar 2025 at 22:10, Sam Okafor wrote:
> Hi Donna, thanks for letting me know. I'm in the office all day on
> Tuesdays so the 18th won't work, but I work from home on Fridays.
> Sam
"""

REMINDER = """From: Harbour Lets <no-reply@harbourlets.example>
To: Sam Okafor <sam.okafor@example.com>
Date: Wed, 12 Mar 2025 09:00:02 +0000
Subject: Reminder: gas safety check tomorrow
Message-ID: <auto-rem-55120@harbourlets.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

This is an automatic reminder.

Appointment: Annual gas safety check
Property: Flat 3, 4 Wharf Street
Date: Thursday 13 March 2025
Time: 8am-12pm
Contractor: Kestrel Heating

Please make sure someone aged 18 or over is at the property.
This mailbox is not monitored.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "emails", "2025-03-03_harbour-lets_gas-safety-check.eml"), AGENT)
    write(os.path.join(ws, "emails", "2025-03-10_kestrel_rearranging.eml"), KESTREL_MOVE)
    write(os.path.join(ws, "emails", "2025-03-12_kestrel_re-rearranging.eml"), KESTREL_CONFIRM)
    write(os.path.join(ws, "emails", "2025-03-12_harbour-lets_reminder.eml"), REMINDER)
