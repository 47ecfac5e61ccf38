import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ROTA = """# St Aldhelm's, Coombe Bissett - altar flowers rota, spring 2025

Please arrange your flowers on the Saturday morning before your Sunday (the church is open 9am-12pm).
Order from Bloomfields on the church account, up to \u00a325 a week.

| Sunday | Arranger(s) |
|---|---|
| 23 March | Pat Hobbs |
| 30 March (Mothering Sunday) | Jean Pollard |
| 6 April | Margaret Ellis |
| 13 April (Palm Sunday) | Hazel Dunn and Pat Hobbs |
| 20 April (Easter Day) | Everyone - Saturday 19 April, 10am |

If you can't do your Sunday, please sort out a swap between yourselves and copy in Ruth Kemble,
who keeps the master copy of this sheet. She does not arrange flowers herself.
"""

MARGARET = """From: Margaret Ellis <m.ellis@example.org>
To: Jean Pollard <jeanpollard@example.org>, Hazel Dunn <hazel.dunn@example.org>, Pat Hobbs <pat.hobbs@example.org>
Cc: Ruth Kemble <ruth.kemble@example.org>
Date: Mon, 17 Mar 2025 10:02:11 +0000
Subject: Flowers - 6 April
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Dear all,

I've just realised we're in Whitby with my sister the weekend of 6 April, so I can't do my
Sunday. Jean, could we swap? You'd do 6 April and I'd take your 30 March.

Margaret
"""

JEAN = """From: Jean Pollard <jeanpollard@example.org>
To: Margaret Ellis <m.ellis@example.org>
Cc: Hazel Dunn <hazel.dunn@example.org>, Pat Hobbs <pat.hobbs@example.org>, Ruth Kemble <ruth.kemble@example.org>
Date: Tue, 18 Mar 2025 19:40:52 +0000
Subject: Re: Flowers - 6 April
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Oh Margaret, I'd love to help but I can't do the 6th either - it's our Tom's christening
that weekend. And I've already ordered the posies for Mothering Sunday, so I'd rather keep
the 30th. Hazel, didn't you say you were free in early April?

Jean
"""

HAZEL = """From: Hazel Dunn <hazel.dunn@example.org>
To: Margaret Ellis <m.ellis@example.org>
Cc: Jean Pollard <jeanpollard@example.org>, Pat Hobbs <pat.hobbs@example.org>, Ruth Kemble <ruth.kemble@example.org>
Date: Thu, 20 Mar 2025 08:15:03 +0000
Subject: Re: Re: Flowers - 6 April
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Yes, I'm free, so I'll take it on - no need to swap anything back, Margaret.
Pat, that would leave you on your own for Palm Sunday, so Margaret, could you
do the 13th with Pat instead of me?

Hazel

> From: Margaret Ellis, Wed 19 Mar 2025 21:30
> Hazel, if you could do my Sunday I'd be so grateful. I'm back on the 9th
> and happy to do Palm Sunday if that helps anyone.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "flowers")
    write(os.path.join(d, "rota_spring_2025.md"), ROTA)
    write(os.path.join(d, "2025-03-17_margaret_flowers-6-april.eml"), MARGARET)
    write(os.path.join(d, "2025-03-18_jean_re-flowers-6-april.eml"), JEAN)
    write(os.path.join(d, "2025-03-20_hazel_re-flowers-6-april.eml"), HAZEL)
