#!/usr/bin/env bash
# The clean-machine check of the Linux packages (run as root on Debian or Ubuntu):
#  1. debootstrap makes a minimal Debian root (bookworm, variant minbase: no X, no fonts);
#  2. apt installs the .deb into it, with its Depends and without Recommends;
#  3. inside it (chroot), the installed keyspace-studio runs --version, export, render and
#     document on the installed hotel sample; the CQL must equal tests/golden;
#  4. the AppImage is copied into the same root and extracted there with its runtime's own
#     --appimage-extract; the extracted binary runs the same commands on its own samples, and
#     the AppImage itself runs (--appimage-extract-and-run: the root has no FUSE).
# Usage: packaging/verify-install.sh [--reuse-build]
#   Without --reuse-build it first runs packaging/build-packages.sh (release profile).
# Needs: debootstrap, a Debian mirror (KS_MIRROR, default deb.debian.org).
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" = 0 ] || { echo "verify-install.sh: run as root (debootstrap, chroot)" >&2; exit 2; }
for tool in debootstrap dpkg-deb; do
  command -v "$tool" >/dev/null || { echo "verify-install.sh: $tool missing (apt-get install debootstrap)" >&2; exit 2; }
done
[ "${1:-}" = "--reuse-build" ] || packaging/build-packages.sh
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
deb=target/debian/keyspace-studio_${version}-1_$(dpkg --print-architecture).deb
stem=target/packages/Keyspace_Studio-${version}-x86_64

work=$(mktemp -d /tmp/ks-verify.XXXXXX)
root=$work/root
cleanup() {
  mountpoint -q "$root/proc" && umount "$root/proc"
  rm -rf "$work"
}
trap cleanup EXIT
step() { printf '\n== %s (%ss)\n' "$*" "$SECONDS"; }

step "debootstrap: a minimal Debian bookworm root"
keyring=()  # Ubuntu's debootstrap needs Debian's keys named (package debian-archive-keyring)
if [ -f /usr/share/keyrings/debian-archive-keyring.gpg ]; then keyring=(--keyring=/usr/share/keyrings/debian-archive-keyring.gpg); fi
debootstrap "${keyring[@]}" --variant=minbase bookworm "$root" "${KS_MIRROR:-http://deb.debian.org/debian}" > "$work/debootstrap.log" 2>&1 \
  || { tail -n 20 "$work/debootstrap.log"; exit 1; }
mount -t proc proc "$root/proc"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

step "apt-get install $(basename "$deb") (Depends only)"
cp "$deb" "$root/tmp/keyspace-studio.deb"
cp /etc/resolv.conf "$root/etc/resolv.conf"
in_root apt-get update -qq
in_root apt-get install -y -qq --no-install-recommends /tmp/keyspace-studio.deb > "$work/apt.log" 2>&1 \
  || { tail -n 20 "$work/apt.log"; exit 1; }
grep -E '^(Setting up|Unpacking) ' "$work/apt.log" | sed 's/^/  /'
# shellcheck disable=SC2016 # dpkg-query's own ${Field} syntax
in_root dpkg-query -W -f='installed: ${Package} ${Version} (${Installed-Size} KiB), depends: ${Depends}\n' keyspace-studio
for f in /usr/bin/keyspace-studio /usr/share/applications/keyspace-studio.desktop \
  /usr/share/icons/hicolor/256x256/apps/keyspace-studio.png /usr/share/icons/hicolor/scalable/apps/keyspace-studio.svg \
  /usr/share/doc/keyspace-studio/copyright /usr/share/doc/keyspace-studio/LICENSE-MIT \
  /usr/share/doc/keyspace-studio/LICENSE-APACHE /usr/share/doc/keyspace-studio/THIRD-PARTY-LICENSES.md \
  /usr/share/doc/keyspace-studio/CHANGELOG.md /usr/share/keyspace-studio/sample-projects/hotel.json; do
  test -s "$root$f" || { echo "verify-install.sh: the .deb did not install $f" >&2; exit 1; }
done
echo "files in place: binary, desktop entry, icons, licences, changelog, $(find "$root/usr/share/keyspace-studio/sample-projects" -name '*.json' | wc -l) samples"

# Runs the four commands with binary $1 on the samples in $2 (paths inside the root), in a
# fresh folder $3 there, and checks what they wrote.
check_commands() {
  local bin=$1 samples=$2 out=$3
  mkdir -p "$root$out"
  local got
  got=$(in_root "$bin" --version)
  [ "$got" = "keyspace-studio $version" ] || { echo "verify-install.sh: --version printed '$got'" >&2; exit 1; }
  echo "$bin --version: $got"
  in_root "$bin" export "$samples/hotel.json" -o "$out/schema.cql" --queries "$out/queries.cql"
  cmp "$root$out/schema.cql" tests/golden/hotel.schema.cql
  cmp "$root$out/queries.cql" tests/golden/hotel.queries.cql
  echo "export: schema.cql and queries.cql equal tests/golden ($(grep -c '^CREATE TABLE' "$root$out/schema.cql") tables)"
  in_root "$bin" render "$samples/hotel.json" --diagram logical -o "$out/logical.png"
  in_root "$bin" render "$samples/hotel.json" --diagram conceptual -o "$out/conceptual.svg"
  [ "$(head -c 8 "$root$out/logical.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
    || { echo "verify-install.sh: logical.png is not a PNG" >&2; exit 1; }
  grep -q '<svg' "$root$out/conceptual.svg"
  echo "render: logical.png ($(stat -c %s "$root$out/logical.png") bytes), conceptual.svg ($(stat -c %s "$root$out/conceptual.svg") bytes)"
  in_root "$bin" document "$samples/hotel.json" -o "$out/hotel.html"
  grep -q 'hotels_by_poi' "$root$out/hotel.html"
  echo "document: hotel.html ($(stat -c %s "$root$out/hotel.html") bytes, names hotels_by_poi)"
  for f in "$root$samples"/*.json; do in_root "$bin" check "${f#"$root"}" > /dev/null; done
  echo "check: every installed sample ($(find "$root$samples" -name '*.json' | wc -l)) has no error"
  local keep
  keep=target/packages/verify/$(basename "$out")
  rm -rf "$keep" && mkdir -p "$keep" && cp -r "$root$out/." "$keep/"
  echo "(what they wrote is kept in $keep)"
}

step "the installed .deb, inside the root"
check_commands /usr/bin/keyspace-studio /usr/share/keyspace-studio/sample-projects /tmp/out-deb

step "the AppImage, inside the same root"
test -f "$stem.AppImage" || { echo "verify-install.sh: no $stem.AppImage" >&2; exit 1; }
cp "$stem.AppImage" "$root/opt/Keyspace_Studio.AppImage"
in_root sh -c 'cd /opt && ./Keyspace_Studio.AppImage --appimage-extract > /dev/null'
appdir=/opt/squashfs-root
echo "/opt/Keyspace_Studio.AppImage --appimage-extract: $appdir ($(du -sk "$root$appdir" | cut -f1) KiB)"
for f in AppRun keyspace-studio.desktop keyspace-studio.png .DirIcon usr/bin/keyspace-studio \
  usr/share/doc/keyspace-studio/THIRD-PARTY-LICENSES.md usr/share/doc/keyspace-studio/LICENSE-MIT \
  usr/share/doc/keyspace-studio/APPIMAGE-RUNTIME-LICENSE.md usr/share/keyspace-studio/sample-projects/hotel.json; do
  test -e "$root$appdir/$f" || { echo "verify-install.sh: the AppImage lacks $f" >&2; exit 1; }
done
grep -qx "X-AppImage-Version=$version" "$root$appdir/keyspace-studio.desktop"
echo "files in place: AppRun, desktop entry ($version), icon, licences, $(find "$root$appdir/usr/share/keyspace-studio/sample-projects" -name '*.json' | wc -l) samples"
check_commands $appdir/AppRun $appdir/usr/share/keyspace-studio/sample-projects /tmp/out-appimage
got=$(in_root APPIMAGE_EXTRACT_AND_RUN=1 /opt/Keyspace_Studio.AppImage --version)
[ "$got" = "keyspace-studio $version" ] || { echo "verify-install.sh: the AppImage printed '$got'" >&2; exit 1; }
echo "/opt/Keyspace_Studio.AppImage --version (APPIMAGE_EXTRACT_AND_RUN=1): $got"

step "binary size"
echo "installed binary: $(stat -c %s "$root/usr/bin/keyspace-studio") bytes; .deb: $(stat -c %s "$deb") bytes; AppImage: $(stat -c %s "$stem.AppImage") bytes"
[ "$(stat -c %s "$root/usr/bin/keyspace-studio")" -lt $((40 * 1024 * 1024)) ] \
  || { echo "verify-install.sh: the packaged binary is 40 MiB or more" >&2; exit 1; }
step "verify-install.sh: all checks passed"
