"""The handler for package managers, containers, services and other system tools."""

from __future__ import annotations

import re

from ...shell import SimpleCommand, Word
from ..classifier import Classifier, handler
from ..findings import Findings


@handler("pip", "pip3", "pipx", "uv", "uvx", "poetry", "pdm", "conda", "mamba", "micromamba", "npm", "yarn", "pnpm",
          "npx", "pnpx", "bunx", "gem", "bundle", "bundler", "cargo", "go", "composer", "apt", "apt-get", "aptitude",
          "dpkg", "rpm", "yum", "dnf", "zypper", "pacman", "apk", "brew", "port", "snap", "flatpak", "nix-env", "nix",
          "cpan", "cpanm", "luarocks", "opam", "stack", "cabal", "dotnet", "nuget", "helm", "docker", "podman",
          "nerdctl", "kubectl", "terraform", "tofu", "pulumi", "ansible", "ansible-playbook", "vagrant", "bun",
          "deno", "corepack", "volta", "nvm", "pyenv", "rbenv", "asdf", "sdk", "rustup", "systemctl", "service",
          "crontab", "journalctl", "apt-cache", "easy_install", "conan", "vcpkg", "mvn", "gradle", "sysctl", "ip",
          "hostname", "openssl", "gpg", "gpg2", "pass", "secret-tool", "security", "ssh-keygen", "ssh-add",
          "ps", "pgrep", "lsof", "sqlite3", "psql", "mysql", "redis-cli", "mongo", "mongosh", "xdg-open", "open",
          "code", "timedatectl", "hostnamectl", "loginctl", "localectl", "ulimit")  # fmt: skip
def _h_tools(
    c: Classifier, part: SimpleCommand, key: str, args: list[Word], f: Findings, cwd: str | None
) -> None:
    vals = [a.value for a in args]
    ops = [v for v in vals if not v.startswith("-")]
    sub = ops[0] if ops else ""
    sub2 = ops[1] if len(ops) > 1 else ""
    install_words = {"install", "i", "add", "ci", "update", "upgrade", "up", "uninstall", "remove", "rm", "un",
                     "unlink", "link", "rebuild", "dedupe", "prune", "reinstall", "purge", "autoremove",
                     "dist-upgrade", "full-upgrade", "build-dep", "sync", "tap", "get", "inject", "create",
                     "dlx", "global", "require", "self-update", "selfupdate", "refresh", "-S", "-U", "-R", "del"}  # fmt: skip

    def high(reason: str, cat: str = "exec") -> None:
        f.add("high", cat, reason)

    def med(reason: str, cat: str = "exec") -> None:
        f.add("medium", cat, reason)

    if key in ("pip", "pip3", "easy_install"):
        c.pip(sub if key != "easy_install" else "install", f)
    elif key in ("npx", "pnpx", "bunx", "uvx"):
        pkg = next((v for v in vals if not v.startswith("-")), "")
        if (
            key != "npx"
            or any(v in ("-y", "--yes", "-p", "--package") for v in vals)
            or "@" in pkg.lstrip("@")
            or pkg.startswith("create-")
        ):
            high(f"{key} downloads and runs a package")
        else:
            med(f"npx runs the package binary {pkg} (downloads it if missing)")
    elif key == "pipx":
        high(f"pipx {sub} installs or runs packages") if sub in (
            "install",
            "run",
            "inject",
            "upgrade",
            "reinstall",
        ) else med(f"runs pipx {sub}")
    elif key == "uv":
        if sub == "pip":
            c.pip(sub2, f)
        elif sub in ("add", "sync", "remove", "tool", "python", "self"):
            high(f"uv {sub} installs/changes packages (runs third-party code)")
        else:
            med(f"uv {sub} runs project code/tooling")
    elif key in ("poetry", "pdm", "conda", "mamba", "micromamba", "gem", "composer", "cpan", "cpanm", "luarocks",
                 "opam", "cabal", "stack", "nuget", "conan", "vcpkg", "rustup", "pyenv", "rbenv", "asdf", "sdk",
                 "nvm", "volta", "corepack", "bundle", "bundler"):  # fmt: skip
        if (
            sub in install_words
            or key in ("cpan", "cpanm")
            or (key in ("bundle", "bundler") and sub in ("", "install", "update"))
        ):
            high(f"{key} {sub} installs packages (runs third-party code)".replace("  ", " "))
        else:
            med(f"{key} {sub} runs project code/tooling".replace("  ", " "))
    elif key in ("npm", "yarn", "pnpm", "bun"):
        if (key == "yarn" and not sub) or sub in install_words or sub in ("exec", "x", "init", "create", "publish",
                                                                          "unpublish", "login", "adduser", "deprecate", "owner", "token", "access"):  # fmt: skip
            high(
                f"{key} {sub or 'install'} installs/publishes/runs packages (third-party code, lifecycle scripts)"
            )
        elif sub in (
            "run",
            "run-script",
            "test",
            "t",
            "start",
            "restart",
            "stop",
            "tst",
            "build",
            "exec",
            "dev",
            "lint",
        ) or key in ("yarn", "bun"):
            med(f"{key} {sub} runs a package.json script")
        elif sub in ("view", "info", "show", "search", "audit", "outdated", "ping", "whoami"):
            med(f"{key} {sub} queries the registry", "network")
        else:
            med(f"runs {key} {sub}".strip())
    elif key == "cargo":
        if sub in ("install", "uninstall", "publish", "yank", "login", "owner"):
            high(f"cargo {sub} installs/publishes crates")
        elif sub in ("add", "remove", "update", "fetch", "search", "generate-lockfile"):
            med(f"cargo {sub} uses the network and changes the manifest", "network")
        else:
            med(f"cargo {sub} builds/runs workspace code (build scripts)".replace("  ", " "))
    elif key == "go":
        if sub in ("install", "get"):
            high(f"go {sub} downloads and installs code")
        elif sub == "mod":
            med("go mod uses the network", "network")
        else:
            med(f"go {sub} builds/runs workspace code".replace("  ", " "))
    elif key in ("apt", "apt-get", "aptitude", "dnf", "yum", "zypper", "apk", "brew", "port", "snap", "flatpak",
                 "pacman", "nix-env", "nix"):  # fmt: skip
        if (
            sub in install_words
            or any(
                v.startswith(("-S", "-U", "-R", "-i", "-e")) and key in ("pacman", "nix-env") for v in vals
            )
            or (key == "nix" and sub in ("profile", "run", "shell", "develop"))
        ):
            high(f"{key} {sub} installs or removes system packages".replace("  ", " "))
        else:
            med(f"{key} {sub} queries the package system".replace("  ", " "), "read")
    elif key in ("apt-cache",):
        med("apt-cache reads the package database", "read")
    elif key in ("dpkg", "rpm"):
        if any(
            re.match(r"^(-[iUFePr]|--install|--remove|--purge|--erase|--upgrade|--configure|--unpack)", v)
            for v in vals
        ):
            high(f"{key} installs or removes system packages")
        else:
            med(f"{key} queries the package database", "read")
    elif key in ("docker", "podman", "nerdctl"):
        joined = " ".join(vals)
        if "--privileged" in vals or re.search(
            r"(-v|--volume|--mount)[ =]?\S*(^|[ =])/(:|\s|$)|source=/,|/var/run/docker.sock|--pid[= ]host|--net(work)?[= ]host|--cap-add|--userns[= ]host",
            joined,
        ):
            high(f"{key} {sub} grants host-level privileges", "privileged")
        if sub in ("rm", "rmi", "prune", "kill") or (
            sub in ("system", "volume", "image", "container", "network", "builder")
            and sub2 in ("rm", "prune")
        ):
            high(f"{key} {sub} deletes containers/images/volumes", "delete")
        elif sub in ("pull", "push", "login", "logout", "search"):
            med(f"{key} {sub} talks to a registry", "network")
        else:
            med(
                f"{key} {sub} runs containers (the daemon has root privileges)".replace("  ", " "),
                "privileged",
            )
    elif key in ("kubectl", "helm", "terraform", "tofu", "pulumi", "ansible", "ansible-playbook", "vagrant"):
        if sub in (
            "delete",
            "destroy",
            "apply",
            "uninstall",
            "drain",
            "replace",
            "up",
            "rollback",
            "scale",
            "patch",
            "edit",
            "taint",
        ) or key.startswith("ansible"):
            high(f"{key} {sub} changes remote infrastructure".replace("  ", " "), "network")
        else:
            med(f"{key} {sub} talks to remote infrastructure".replace("  ", " "), "network")
    elif key in ("systemctl", "service", "timedatectl", "hostnamectl", "loginctl", "localectl"):
        if sub in ("status", "is-active", "is-enabled", "is-failed", "list-units", "list-unit-files", "list-timers",
                   "show", "cat", "list-dependencies", "") or (key == "service" and sub2 == "status"):  # fmt: skip
            med(f"{key} {sub} reads system service state".replace("  ", " "), "read")
        else:
            high(f"{key} {sub} changes system services (privilege/persistence)", "privileged")
    elif key == "crontab":
        if vals == ["-l"] or (
            vals and all(v in ("-l", "-u") or not v.startswith("-") for v in vals) and "-l" in vals
        ):
            med("crontab -l reads scheduled jobs", "read")
        else:
            high("crontab changes scheduled jobs (persistence)", "privileged")
    elif key == "journalctl":
        if any(v.startswith(("--vacuum", "--rotate", "--flush")) for v in vals):
            high("journalctl deletes system logs", "delete")
        else:
            med("journalctl reads system logs", "read")
    elif key == "sysctl":
        if any(v in ("-w", "--write", "-p", "--load", "--system") for v in vals) or any(
            "=" in v for v in ops
        ):
            high("sysctl changes kernel parameters", "privileged")
        else:
            med("sysctl reads kernel parameters", "read")
    elif key == "ip":
        if any(v in ("add", "del", "delete", "set", "change", "replace", "flush", "exec") for v in ops):
            high("ip changes network configuration", "privileged")
        else:
            med("ip reads network configuration", "read")
    elif key == "hostname":
        if ops:
            high("hostname NAME changes the host name", "privileged")
    elif key in ("openssl",):
        if sub in ("s_client", "s_server", "ocsp", "s_time"):
            med(f"openssl {sub} talks to the network", "network")
        else:
            med(f"openssl {sub} is not modelled".replace("  ", " "))
        c.generic_paths(part, f, cwd)
        for j, v in enumerate(vals):
            if v in ("-out",) and j + 1 < len(args):
                c.b.check_write(f, args[j + 1], cwd)
            elif v in ("-in", "-inkey", "-key", "-kfile", "-pass") and j + 1 < len(args):
                c.b.check_read(f, args[j + 1], cwd)
    elif key in ("gpg", "gpg2"):
        if any(v.startswith(("--export-secret", "--export-ssh-key")) for v in vals):
            high("gpg exports secret keys", "read")
            f.secret = True
        else:
            med("gpg uses the keyring", "read")
    elif key in ("pass", "secret-tool", "security"):
        high(f"{key} reads stored secrets", "read")
        f.secret = True
    elif key in ("ssh-keygen", "ssh-add"):
        med(f"{key} manages SSH keys", "read")
        c.generic_paths(part, f, cwd)
        reading = any(v in ("-l", "-y", "-e", "-i", "-F", "-B", "-L", "-lf", "-yf") for v in vals)
        for j, v in enumerate(vals):
            if v == "-f" and j + 1 < len(args) and key == "ssh-keygen":
                if reading:
                    c.b.check_read(f, args[j + 1], cwd)
                else:
                    c.b.check_write(f, args[j + 1], cwd)
    elif key in ("ps", "pgrep", "lsof"):
        med(f"{key} reads other processes' command lines, which can hold secrets", "read")
    elif key in ("sqlite3", "psql", "mysql", "redis-cli", "mongo", "mongosh"):
        med(f"{key} runs database commands", "exec")
        if key != "sqlite3":
            f.cat("network")
    elif key in ("xdg-open", "open", "code"):
        med(f"{key} opens files with other applications")
    elif key in ("gradle", "mvn", "dotnet", "deno"):
        med(f"{key} builds/runs project code")
    elif key == "ulimit":
        pass
    else:
        med(f"runs {key}")
