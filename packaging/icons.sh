#!/usr/bin/env bash
# Rasterises assets/icon/keyspace-studio.svg into the sizes the packagers and the window need.
# Tools (Debian): librsvg2-bin (rsvg-convert), icoutils (icotool), icnsutils (png2icns).
# The outputs are committed, so building a package needs none of these; run this after
# changing the SVG.
set -euo pipefail
cd "$(dirname "$0")/../assets/icon"
for tool in rsvg-convert icotool png2icns; do
  command -v "$tool" >/dev/null || { echo "icons.sh: $tool missing (apt-get install librsvg2-bin icoutils icnsutils)" >&2; exit 2; }
done
sizes=(16 24 32 48 64 128 256 512 1024)
for s in "${sizes[@]}"; do
  rsvg-convert --width "$s" --height "$s" keyspace-studio.svg -o "keyspace-studio-$s.png"
done
# Windows: one .ico with the sizes Explorer and the taskbar pick from.
icotool --create -o keyspace-studio.ico keyspace-studio-{16,24,32,48,64,128}.png --raw=keyspace-studio-256.png
# macOS: .icns (png2icns takes 16, 32, 48, 128, 256, 512 and 1024).
png2icns keyspace-studio.icns keyspace-studio-{16,32,48,128,256,512,1024}.png >/dev/null
# Only the sizes something uses are kept: 24 and 1024 exist for the .ico and .icns alone.
rm -f keyspace-studio-24.png keyspace-studio-1024.png
ls -l keyspace-studio*
