#!/usr/bin/env bash
# Regenerates THIRD-PARTY-LICENSES.md: the licence texts of every crate in the shipped binary
# (cargo-about, from Cargo.lock), then the embedded fonts' licences. Run after changing
# dependencies; `tests/tests/licences.rs` fails while the list and Cargo.lock disagree.
# Needs: cargo install --locked cargo-about@0.9.3 --features cli
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-about >/dev/null || { echo "licenses.sh: cargo-about missing (cargo install --locked cargo-about@0.9.3 --features cli)" >&2; exit 2; }
out=THIRD-PARTY-LICENSES.md
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
cargo about generate --locked --manifest-path app/Cargo.toml \
  --config packaging/about.toml --fail packaging/about.hbs > "$tmp"
{
  cat "$tmp"
  echo "## Fonts"
  echo
  echo "Droid Sans Fallback (\`assets/fonts/DroidSansFallback.ttf\`, embedded for Chinese, Japanese"
  echo "and Korean text), Apache-2.0:"
  echo
  echo "~~~~text"
  cat assets/fonts/LICENSE-DroidSansFallback.txt
  echo "~~~~"
  echo
  echo "egui's default fonts (Ubuntu Light, Hack, Noto Emoji, emoji-icon-font) come with the crate"
  echo "\`epaint_default_fonts\`, whose licences (OFL-1.1, Ubuntu-font-1.0, MIT, Apache-2.0) are listed above."
} > "$out"
echo "licenses.sh: wrote $out ($(grep '^- `' "$out" | sort -u | wc -l) crates)"
