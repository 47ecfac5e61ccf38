"""Which paths and variables hold credentials."""

from __future__ import annotations

import os
import re

_SECRET_NAMES = {
    "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk", "identity",
    ".netrc", "_netrc", ".git-credentials", ".pgpass", ".my.cnf", ".boto", ".s3cfg", ".dockercfg",
    "credentials.json", "service-account.json", ".htpasswd", "shadow", "gshadow", "master.key", ".npmrc",
    ".pypirc", "credentials.toml", "rclone.conf", "auth.json", "logins.json", "key4.db", "Login Data",
    ".terraformrc", "credentials.tfrc.json", "hosts.yml", ".vault-token", "secrets.json",
}  # fmt: skip
_SECRET_EXT = (".kdbx", ".p12", ".pfx", ".jks", ".keystore", ".gpg", ".asc", ".ppk")
_SECRET_DIRS = (
    "/.ssh/", "/.gnupg/", "/.aws/", "/.azure/", "/.config/gcloud/", "/.kube/", "/.docker/",
    "/.password-store/", "/keyrings/", "/.config/gh/", "/.vault-token", "/.terraform.d/",
)  # fmt: skip
_SECRET_SYSTEM = ("/etc/shadow", "/etc/gshadow", "/etc/sudoers", "/etc/ssl/private/", "/etc/ssh/ssh_host_",
                  "/var/run/secrets/", "/run/secrets/", "/proc/kcore", "/dev/mem", "/dev/kmem")  # fmt: skip
_ENV_EXAMPLE = re.compile(r"\.(example|sample|template|dist|defaults?|tpl|schema)$", re.I)
SECRET_VAR = re.compile(
    r"(SECRET|TOKEN|PASSW|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|_AUTH$|^AUTH|SESSION_?KEY)", re.I
)


def is_env_file(real: str) -> bool:
    base = os.path.basename(real)
    return base == ".env" or (base.startswith(".env.") and base != ".envrc")


def secret_reason(real: str) -> str | None:
    """Why reading ``real`` (a resolved absolute path) reads credentials, or None."""
    base = os.path.basename(real)
    if base == ".env" or (base.startswith(".env.") and not _ENV_EXAMPLE.search(base)):
        return f"{base} holds credentials"
    if base in _SECRET_NAMES and not base.endswith(".pub"):
        if base in ("shadow", "gshadow") and not real.startswith("/etc/"):
            return None
        return f"{real} holds credentials"
    if base.endswith(_SECRET_EXT) or (
        base.endswith((".pem", ".key")) and re.search(r"key|priv|secret", base, re.I)
    ):
        return f"{real} looks like a private key"
    for d in _SECRET_DIRS:
        if d in real + ("/" if not real.endswith("/") else ""):
            if d == "/.ssh/" and (
                base.endswith(".pub")
                or base.startswith("known_hosts")
                or base in (".ssh", "config", "authorized_keys")
            ):
                return None
            if real.endswith(d.rstrip("/")):
                return None  # the directory itself: listing it is not reading a secret
            return f"{real} holds credentials"
    for s in _SECRET_SYSTEM:
        if real == s.rstrip("/") or real.startswith(s):
            return f"{real} holds credentials"
    if re.match(r"^/proc/(self|\d+|thread-self)/(environ|mem|cmdline)$", real) and not real.endswith(
        "cmdline"
    ):
        return f"{real} exposes a process's environment"
    return None
