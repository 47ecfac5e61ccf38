import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="These paths accept POST:\n"
                "- /webhooks/stripe\n- /orders/\n- /orders/<int:order_id>/cancel\n- /customers/\n"
                "- /customers/<cid>/notes\n- /admin/reindex\n"
                "The /v1 legacy blueprint is not registered, and the refund route is commented out.")
