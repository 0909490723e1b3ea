#!/usr/bin/env bash
# Prints the CHANGELOG.md section of a release tag (vX.Y.Z), the release's notes. Fails when
# the tag is not the workspace version or CHANGELOG.md has no section for it.
# Usage: packaging/release-notes.sh v0.1.0
set -euo pipefail
cd "$(dirname "$0")/.."
tag=${1:?usage: release-notes.sh vX.Y.Z}
version=${tag#v}
cargo_version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
[ "$version" = "$cargo_version" ] || { echo "release-notes.sh: tag $tag is not the workspace version $cargo_version" >&2; exit 1; }
notes=$(awk -v v="$version" '
  /^## \[/ { if (found) exit; if (index($0, "## [" v "]") == 1) { found = 1; next } }
  found && !/^\[[^]]*\]: / { print }
' CHANGELOG.md)
[ -n "$(printf '%s' "$notes" | tr -d '[:space:]')" ] || { echo "release-notes.sh: CHANGELOG.md has no section for $version" >&2; exit 1; }
printf '%s\n' "$notes" | sed -e '/./,$!d'
