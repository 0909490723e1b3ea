#!/usr/bin/env bash
# Diffs two dumps of dev/dump_words.rs, the folders of the trees they were made in left out.
set -euo pipefail
norm() { sed -E 's#[^ ]*/sample-projects/#sample-projects/#g; s#[^ ]*/tests/golden/#tests/golden/#g' "$1"; }
diff <(norm "$1") <(norm "$2")
