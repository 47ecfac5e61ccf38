import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Source: KB pets_policy_2024.md (version 3, in force from 1 May 2024; replaces the 2019 policy).
ws, ev = ek.solve_args()
ek.emit(ev, answer=(
    "Yes. Under the co-op's current pets policy (version 3, in force since 1 May 2024) you can have up to two "
    "cats per home, in flats as well as houses, as long as both are neutered and microchipped. Tell the housing "
    "officer with the pet registration form before the new cat moves in (reply within 14 days).\n"
    "The pet deposit is \u00a3150 per home, paid once for one or two cats, and refundable when you move out. "
    "If you're already paying the cat deposit for Biscuit, nothing more is due for the second cat."))
