"""Approvals as data: what a capability asks to do, and the verdict it gets back."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass


@dataclass
class ApprovalRequest:
    task_id: str | None
    key: str  # stable within the run: the same request after a resume gets the same approval_id
    action: str  # command | docx_overwrite | ...
    subject: str
    risk_level: str  # low | medium | high
    reasons: list[str]
    decision: str  # what the policy said: allow | ask | deny
    rule: str | None = None
    message: str | None = None


@dataclass
class Verdict:
    approval_id: str
    approved: bool | None  # None: pending, the run pauses
    source: str | None = None
    reason: str | None = None

    @property
    def pending(self) -> bool:
        return self.approved is None


def approval_id_for(run_id: str, key: str) -> str:
    return "ap_" + hashlib.sha1(f"{run_id}\0{key}".encode()).hexdigest()[:12]
