"""Handlers for network clients (curl, wget, nc, ssh)."""

from __future__ import annotations

import re

from ...shell import SimpleCommand, Word
from ..classifier import Classifier, handler
from ..findings import Findings
from ..options import has_option, option_values, split_args
from ..secrets import secret_reason


@handler("curl")
def _h_curl(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    value = {"-o", "--output", "-D", "--dump-header", "-c", "--cookie-jar", "--trace", "--trace-ascii", "--libcurl",
             "--etag-save", "--stderr", "--output-dir", "-d", "--data", "--data-binary", "--data-raw",
             "--data-ascii", "--data-urlencode", "--json", "-F", "--form", "--form-string", "-T", "--upload-file",
             "-K", "--config", "-b", "--cookie", "-E", "--cert", "--key", "--cacert", "--capath", "-u", "--user",
             "-H", "--header", "-X", "--request", "-A", "--user-agent", "-e", "--referer", "-x", "--proxy",
             "-U", "--proxy-user", "--connect-timeout", "-m", "--max-time", "--retry", "-w", "--write-out",
             "-r", "--range", "-C", "--continue-at", "--resolve", "--connect-to", "--interface", "-Y", "-y",
             "--limit-rate", "--max-filesize", "-z", "--time-cond", "--netrc-file", "--url", "-Q", "--quote",
             "--mail-from", "--mail-rcpt", "--unix-socket", "--abstract-unix-socket", "--oauth2-bearer",
             "--proto", "--proto-redir", "--ciphers", "--compressed-ssh", "--pubkey", "--hostpubmd5",
             "--hostpubsha256", "--variable", "--expand-url", "--expand-data", "--etag-compare", "--happy-eyeballs-timeout-ms",
             "--keepalive-time", "--dns-servers", "--doh-url", "--preproxy", "--socks5", "--socks5-hostname",
             "--socks4", "--socks4a", "--max-redirs", "--retry-delay", "--retry-max-time", "--ftp-port", "-P"}  # fmt: skip
    opts, operands = split_args(args, value)
    f.add("medium", "network", "curl talks to the network")
    for v in option_values(opts, "-o", "--output", "-D", "--dump-header", "-c", "--cookie-jar", "--trace", "--trace-ascii",
                   "--libcurl", "--etag-save", "--stderr", "--output-dir"):  # fmt: skip
        if v.value != "-":
            c.b.check_write(f, v, cwd)
    if has_option(opts, "-O", "--remote-name", "--remote-name-all", "-J", "--remote-header-name"):
        f.add("medium", "write", "curl -O writes the download into the working directory")
        c.implicit_cwd(f, cwd)
    uploads: list[Word] = []
    for o, v in opts:
        if v is None:
            continue
        val = v.value
        if o in ("-d", "--data", "--data-binary", "--data-ascii", "--json") and val.startswith("@"):
            uploads.append(Word(val[1:], dynamic=v.dynamic, tilde=val[1:].startswith("~")))
        elif o == "--data-urlencode" and "@" in val:
            p = val.split("@", 1)[1]
            uploads.append(Word(p, dynamic=v.dynamic, tilde=p.startswith("~")))
        elif o in ("-F", "--form") and re.search(r"=[@<]", val):
            p = re.split(r"=[@<]", val, maxsplit=1)[1].split(";", 1)[0]
            uploads.append(Word(p, dynamic=v.dynamic, tilde=p.startswith("~")))
        elif o in ("-T", "--upload-file"):
            uploads.append(v)
        elif o in ("-K", "--config", "--netrc-file", "-E", "--cert", "--key"):
            c.b.check_read(f, v, cwd)
        elif o in ("-b", "--cookie") and "=" not in val:
            c.b.check_read(f, v, cwd)
        if o in ("-d", "--data", "--data-binary", "--data-raw", "--data-urlencode", "--json", "-F", "--form",
                 "-T", "--upload-file") and (v.dynamic and v.substitution):  # fmt: skip
            f.add("medium", "network", "sends the output of a command off-host")
    for u in uploads:
        if u.value == "-":
            continue
        c.b.check_read(f, u, cwd)
        paths = c.b.resolve(u, cwd)
        f.add("medium", "network", f"uploads {u.value} off-host")
        if paths is not None and any(secret_reason(p) for p in paths):
            f.add("high", "network", f"uploads credentials ({u.value}) off-host (exfiltration)")
            f.secret = True
    if has_option(opts, "-n", "--netrc", "--netrc-optional"):
        f.add("high", "read", "curl --netrc sends stored credentials")
        f.secret = True
    for w in operands + option_values(opts, "--url"):
        if w.value.lower().startswith("file:"):
            path = re.sub(r"^file://(localhost)?", "", w.value, flags=re.I)
            c.b.check_read(f, Word(path, tilde=path.startswith("~")), cwd)
        elif w.value.lower().startswith(("scp:", "sftp:")):
            f.add("high", "network", "curl scp/sftp uses SSH credentials")


@handler("wget")
def _h_wget(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    value = {"-O", "--output-document", "-o", "--output-file", "-a", "--append-output", "-P", "--directory-prefix",
             "-i", "--input-file", "--post-file", "--body-file", "-e", "--execute", "--config", "-U", "--user-agent",
             "--header", "--post-data", "--body-data", "--method", "-t", "--tries", "-T", "--timeout", "-w", "--wait",
             "-l", "--level", "-A", "--accept", "-R", "--reject", "-D", "--domains", "--user", "--password",
             "--load-cookies", "--save-cookies", "-Q", "--quota", "--limit-rate", "-B", "--base"}  # fmt: skip
    opts, operands = split_args(args, value)
    f.add("medium", "network", "wget talks to the network")
    outs = option_values(opts, "-O", "--output-document")
    if outs:
        for v in outs:
            if v.value != "-":
                c.b.check_write(f, v, cwd)
    elif not has_option(opts, "--spider"):
        dirs = option_values(opts, "-P", "--directory-prefix")
        f.add("medium", "write", "wget saves the download to a file")
        for d in dirs:
            c.b.check_write(f, d, cwd)
        if not dirs:
            c.implicit_cwd(f, cwd)
    for v in option_values(opts, "-o", "--output-file", "-a", "--append-output", "--save-cookies"):
        c.b.check_write(f, v, cwd)
    for v in option_values(opts, "-i", "--input-file", "--config", "--load-cookies"):
        c.b.check_read(f, v, cwd)
    for v in option_values(opts, "--post-file", "--body-file"):
        c.b.check_read(f, v, cwd)
        f.add("medium", "network", f"uploads {v.value} off-host")
        paths = c.b.resolve(v, cwd)
        if paths and any(secret_reason(p) for p in paths):
            f.add("high", "network", "uploads credentials off-host (exfiltration)")
    if has_option(opts, "-e", "--execute"):
        f.add("medium", "exec", "wget -e runs wgetrc commands")


@handler("nc", "socat", "telnet")
def _h_nc(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    vals = [a.value for a in args]
    f.add("medium", "network", f"{key} opens raw network connections")
    if key == "nc" and any(
        v in ("-e", "-c", "--exec", "--sh-exec", "--lua-exec") or re.match(r"^-[a-zA-Z]*[ec]$", v)
        for v in vals
    ):
        f.add("high", "network", "nc -e/-c hands a program to the network (reverse/bind shell)")
    if key == "socat" and any(re.search(r"(^|[,:])(exec|system)\s*:", v, re.I) for v in vals):
        f.add(
            "high", "network", "socat EXEC/SYSTEM connects a program to the network (reverse shell pattern)"
        )
    if key == "socat":
        for v in vals:
            m = re.match(r"^(?:open|file|create|gopen):([^,]+)", v, re.I)
            if m:
                c.b.check_read(f, Word(m.group(1), tilde=m.group(1).startswith("~")), cwd)


@handler("ssh", "sshpass", "autossh")
def _h_ssh(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    f.add("high", "network", f"{key} uses the user's SSH credentials to reach another host")
    for a in args:
        if "ProxyCommand" in a.value or "LocalCommand" in a.value:
            f.add("high", "exec", "ssh option runs a local command")
