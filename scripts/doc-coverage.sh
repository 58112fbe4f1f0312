#!/usr/bin/env bash
# Documentation coverage of the public API (the items docs.rs shows), with rustdoc's
# unstable --show-coverage (needs a nightly toolchain). rustc's `missing_docs` lint cannot
# check it: it skips items defined in the `#[doc(hidden)]` modules (`core`, `games`) even
# when the game modules re-export them. Fails unless every item is documented.
set -euo pipefail
cd "$(dirname "$0")/.."
report=$(cargo +nightly rustdoc --lib --quiet -- -Z unstable-options --show-coverage)
echo "$report" | grep -v '100.0%' || true
echo "$report" | grep -q '^| Total .*| *100.0% |' || {
  echo "some public item has no documentation (see the files above)" >&2
  exit 1
}
