#!/usr/bin/env bash
# Lines of Rust that produce user-visible words (issue #30's measure), recomputable:
#   A. every line of the word tables: model-core/src/text/**, model-core/src/catalogue/**,
#      app/src/gui/{i18n,construct_strings,compare_strings,step_words,undo_step}.rs (tests
#      included; step_words.rs was renamed undo_step.rs);
#   B. inline language branches elsewhere: lines of other non-test .rs files under
#      model-core/src and app/src holding a Chinese character (each is one arm of an
#      `(en, zh)` pair, a `match lang`, an `if zh`...).
# .ftl files are not Rust and are not counted. Run from the repository's root.
set -euo pipefail
tables=$( { find model-core/src/text model-core/src/catalogue -name '*.rs' 2>/dev/null
  for f in app/src/gui/{i18n,construct_strings,compare_strings,step_words,undo_step}.rs; do if [ -f "$f" ]; then echo "$f"; fi; done; } | sort)
a=$(cat $tables | wc -l)
b=$(find model-core/src app/src -name '*.rs' ! -name '*tests.rs' ! -path '*/tests/*' \
  | grep -v -e '^model-core/src/text/' -e '^model-core/src/catalogue/' \
      -e '^app/src/gui/i18n.rs$' -e '^app/src/gui/construct_strings.rs$' -e '^app/src/gui/compare_strings.rs$' -e '^app/src/gui/step_words.rs$' -e '^app/src/gui/undo_step.rs$' \
  | xargs grep -cP '[\x{4e00}-\x{9fff}\x{3000}-\x{303f}\x{ff00}-\x{ffef}]' | awk -F: '{s+=$2} END {print s}')
if [ "${1:-}" = -v ]; then
  for f in $tables; do printf '%6d %s\n' "$(wc -l <"$f")" "$f"; done
  find model-core/src app/src -name '*.rs' ! -name '*tests.rs' ! -path '*/tests/*' \
    | grep -v -e '^model-core/src/text/' -e '^model-core/src/catalogue/' -e '^app/src/gui/i18n.rs$' -e '^app/src/gui/construct_strings.rs$' -e '^app/src/gui/compare_strings.rs$' -e '^app/src/gui/step_words.rs$' -e '^app/src/gui/undo_step.rs$' \
    | xargs grep -cP '[\x{4e00}-\x{9fff}\x{3000}-\x{303f}\x{ff00}-\x{ffef}]' | grep -v ':0$' | sort -t: -k2 -nr
fi
echo "word tables (A): $a"
echo "inline Chinese lines elsewhere (B): $b"
echo "total: $((a + b))"
