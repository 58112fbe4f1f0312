#!/usr/bin/env bash
# Builds the bundle of `kifu web` (the kifu library as WebAssembly, its glue and the
# page) into the web folder ($KIFU_WEB_DIR, else web/ in the target directory), where the
# next build of the `kifu` binary embeds it. Needs the wasm32 target:
#   rustup target add wasm32-unknown-unknown
# Then: cargo build && kifu web -o kifu.html
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --quiet --locked -p kifu-web-build
