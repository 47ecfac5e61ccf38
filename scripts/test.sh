#!/usr/bin/env bash
# Install what the tests need (system packages + the test extra) and run the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  missing=()
  command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
  command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-writer-nogui)
  command -v git >/dev/null 2>&1 || missing+=(git)
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi
python3 -m pip install -q -e '.[test]'
exec python3 -m pytest "$@"
