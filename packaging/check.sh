#!/usr/bin/env bash
# CI's share of the packaging checks: the cheap part of verify-install.sh, no debootstrap and
# no release build. .ci/run calls it after `cargo test --workspace`.
#  1. cargo deny check licenses: every crate in the binary has an allowed licence (deny.toml);
#  2. actionlint on the release workflow;
#  3. the packaging step on the binary the tests built (build-packages.sh --profile dev
#     --reuse-build): the .deb and the AppImage are made, the .deb's files are in place, its
#     binary, extracted, runs --version and export on its own installed sample, and the
#     AppImage extracts itself (--appimage-extract) and its binary runs --version.
# Tools are pinned and installed once (cargo-deny and cargo-deb compile in about 4 and 2
# minutes on 2 cores; a machine that has them at this version skips that).
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO_DENY_VERSION=0.20.2
CARGO_DEB_VERSION=3.8.0

installed_version() { "$@" --version 2>/dev/null | awk '{print $2}'; }
if [ "$(installed_version cargo-deny)" != "$CARGO_DENY_VERSION" ]; then
  cargo install --locked --quiet "cargo-deny@$CARGO_DENY_VERSION"
fi
if [ "$(installed_version cargo-deb)" != "$CARGO_DEB_VERSION" ]; then
  cargo install --locked --quiet "cargo-deb@$CARGO_DEB_VERSION"
fi
if ! command -v mksquashfs >/dev/null && command -v apt-get >/dev/null; then
  SUDO=""; if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
  $SUDO apt-get install -y -qq --no-install-recommends squashfs-tools >/dev/null
fi

echo "== cargo deny check licenses"
cargo deny check licenses

echo "== actionlint .github/workflows/release.yml"
packaging/lint-workflows.sh

echo "== packaging step (dev profile, the binary the tests built)"
packaging/build-packages.sh --profile dev --reuse-build
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
deb=target/debian/keyspace-studio_${version}-1_$(dpkg --print-architecture).deb
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp/root"
for f in usr/bin/keyspace-studio usr/share/applications/keyspace-studio.desktop \
  usr/share/icons/hicolor/256x256/apps/keyspace-studio.png usr/share/doc/keyspace-studio/copyright \
  usr/share/doc/keyspace-studio/THIRD-PARTY-LICENSES.md usr/share/keyspace-studio/sample-projects/hotel.json; do
  test -s "$tmp/root/$f" || { echo "check.sh: the .deb lacks $f" >&2; exit 1; }
done
got=$("$tmp/root/usr/bin/keyspace-studio" --version)
[ "$got" = "keyspace-studio $version" ] || { echo "check.sh: --version printed '$got'" >&2; exit 1; }
"$tmp/root/usr/bin/keyspace-studio" export "$tmp/root/usr/share/keyspace-studio/sample-projects/hotel.json" -o "$tmp/schema.cql"
cmp "$tmp/schema.cql" tests/golden/hotel.schema.cql
appimage=$(pwd)/target/packages/Keyspace_Studio-${version}-x86_64.AppImage
(cd "$tmp" && "$appimage" --appimage-extract > /dev/null)
got=$("$tmp/squashfs-root/AppRun" --version)
[ "$got" = "keyspace-studio $version" ] || { echo "check.sh: the AppImage's AppRun --version printed '$got'" >&2; exit 1; }
test -s "$tmp/squashfs-root/usr/share/keyspace-studio/sample-projects/hotel.json" || { echo "check.sh: the AppImage lacks its samples" >&2; exit 1; }
echo "packaging checks passed"
