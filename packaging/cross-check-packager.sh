#!/usr/bin/env bash
# What can be checked on Linux of the macOS and Windows packages, which only the release
# workflow builds (cargo-packager, `[package.metadata.packager]` in app/Cargo.toml):
#  1. cargo-packager (pinned) reads the configuration: it refuses unknown keys, so a typo in
#     the metadata fails here rather than on a release tag;
#  2. it lays out the macOS `.app` (its `app` format is plain file copying, which it also
#     does on Linux), with the Linux binary in place of the Mac one: Info.plist names the
#     workspace version, the executable and the icon; Contents/Resources holds the icon, the
#     samples and the licences; the bundled binary runs `export` on its bundled sample
#     and the CQL equals tests/golden. The Windows installer (NSIS) copies the same resource
#     list beside the .exe; it cannot be built here (cargo-packager downloads its NSIS
#     plugins from GitHub).
# Usage: packaging/cross-check-packager.sh [--profile release|dev]   (default dev: the binary
#   `cargo test` or `cargo build` left in target/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO_PACKAGER_VERSION=0.11.8
profile=dev
case ${1:-} in
  --profile) profile=${2:?--profile needs release or dev} ;;
  "") ;;
  *) echo "cross-check-packager.sh: unknown argument '$1'" >&2; exit 2 ;;
esac
case $profile in
  release) release=(--release); bindir=target/release ;;
  dev) release=(); bindir=target/debug ;;
  *) echo "cross-check-packager.sh: unknown profile '$profile'" >&2; exit 2 ;;
esac
test -x "$bindir/keyspace-studio" || { echo "cross-check-packager.sh: no $bindir/keyspace-studio (cargo build first)" >&2; exit 1; }
if [ "$(cargo packager --version 2>/dev/null | awk '{print $2}')" != "$CARGO_PACKAGER_VERSION" ]; then
  cargo install --locked --quiet "cargo-packager@$CARGO_PACKAGER_VERSION"
fi
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
app="target/packages/Keyspace Studio.app"
rm -rf "$app" target/packages/.cargo-packager
cargo packager --quite "${release[@]}" -p keyspace-studio --formats app
echo "cargo-packager $CARGO_PACKAGER_VERSION read [package.metadata.packager] and made $app"

plist=$app/Contents/Info.plist
value() { grep -A1 "<key>$1</key>" "$plist" | sed -n 's:.*<string>\(.*\)</string>.*:\1:p'; }
[ "$(value CFBundleShortVersionString)" = "$version" ] || { echo "cross-check-packager.sh: Info.plist version is '$(value CFBundleShortVersionString)'" >&2; exit 1; }
[ "$(value CFBundleExecutable)" = keyspace-studio ] || { echo "cross-check-packager.sh: Info.plist names executable '$(value CFBundleExecutable)'" >&2; exit 1; }
[ "$(value CFBundleIconFile)" = keyspace-studio.icns ] || { echo "cross-check-packager.sh: Info.plist names icon '$(value CFBundleIconFile)'" >&2; exit 1; }
res=$app/Contents/Resources
cmp "$res/keyspace-studio.icns" assets/icon/keyspace-studio.icns
for f in LICENSE-MIT LICENSE-APACHE THIRD-PARTY-LICENSES.md CHANGELOG.md; do cmp "$res/$f" "$f"; done
for f in sample-projects/*.json; do cmp "$res/$f" "$f"; done
echo "Info.plist: $(value CFBundleName) $(value CFBundleShortVersionString), executable keyspace-studio, icon keyspace-studio.icns; Resources: icon, licences, changelog, $(find "$res/sample-projects" -name '*.json' | wc -l) samples"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
got=$("$app/Contents/MacOS/keyspace-studio" --version)
[ "$got" = "keyspace-studio $version" ] || { echo "cross-check-packager.sh: --version printed '$got'" >&2; exit 1; }
"$app/Contents/MacOS/keyspace-studio" export "$res/sample-projects/hotel.json" -o "$tmp/schema.cql"
cmp "$tmp/schema.cql" tests/golden/hotel.schema.cql
echo "the bundled binary: $got; export of the bundled hotel sample equals tests/golden"
