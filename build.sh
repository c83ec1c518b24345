#!/usr/bin/env bash
# Build, serve, test and benchmark the Omweso engine and web game.
#
#   ./build.sh serve   set up, build, and serve the game on http://127.0.0.1:8000
#   ./build.sh test    set up, build, and run every test (Rust, wasm API in Node, browser)
#   ./build.sh bench   playouts/s native, wasm and OpenSpiel's C++ Oware, game and legal() times, sizes,
#                      then the computer opponent's figures (as `bench ladder`; about 25 minutes in all)
#   ./build.sh bench ladder   the computer opponent only: search speed, the levels' ladder, UCT baseline
#   ./build.sh build   set up and build only
#   ./build.sh fuzz    long cargo-fuzz runs of the save, setup and decision targets
#                      (a nightly toolchain; FUZZ_SECONDS per target, 600 by default)
#
# Set-up installs only what is missing: the wasm32 target, wasm-bindgen-cli of
# the exact version pinned in Cargo.lock, and the npm dev dependencies.
set -euo pipefail
cd "$(dirname "$0")"

PORT="${PORT:-8000}"
VENV="target/openspiel-venv"
step() { printf '\n== %s\n' "$*"; }

setup() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    step "adding the wasm32 target"
    rustup target add wasm32-unknown-unknown
  fi
  local want have
  want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$have" != "$want" ]; then
    step "installing wasm-bindgen-cli $want (about 3 minutes, once)"
    # Not --locked: a transitive crate of its lock file is missing from the registry.
    cargo install wasm-bindgen-cli --version "$want"
  fi
  if [ -n "${WITH_OPENSPIEL:-}" ] && ! "$VENV/bin/python" -c 'import pyspiel' 2>/dev/null; then
    step "installing OpenSpiel into $VENV (for the Oware cross-check)"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check open_spiel
  fi
  if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/binaryen ] || [ ! -d node_modules/typescript ] \
     || [ ! -d node_modules/esbuild ] || [ ! -d node_modules/intl-messageformat ] \
     || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    step "installing npm dev dependencies"
    npm ci --no-audit --no-fund
  fi
}

build() {
  step "building the engine for wasm32"
  cargo build --release --target wasm32-unknown-unknown --lib
  local wasm=target/wasm32-unknown-unknown/release/omweso.wasm
  rm -rf www/pkg
  wasm-bindgen --target web --out-dir www/pkg --out-name omweso "$wasm"
  step "guarding the glue's classes (a freed Game costs one coded Error)"
  node tools/glue-guard.mjs www/pkg/omweso.js
  step "optimising with wasm-opt -Oz"
  node_modules/.bin/wasm-opt -Oz --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    www/pkg/omweso_bg.wasm -o www/pkg/omweso_bg.wasm
  step "bundling the page's libraries from npm (www/js/vendor)"
  node tools/vendor.mjs
  step "bundling the site into dist/ (esbuild: the page, its workers, the element, the offline file)"
  node tools/bundle.mjs
  ls -l www/pkg/omweso_bg.wasm dist/omweso-offline.html | awk '{print $5, $9}'
}

typecheck() {
  step "type-checking the frontend (tsc --checkJs)"
  node_modules/.bin/tsc -p tsconfig.json
}

chromium_path() {
  for c in /usr/bin/chromium /usr/bin/chromium-browser; do
    [ -x "$c" ] && { echo "$c"; return; }
  done
  echo ""
}

run_tests() {
  step "Rust formatting and lints"
  cargo fmt --check
  cargo clippy --quiet --all-targets -- -D warnings
  step "Rust tests"
  cargo test --quiet
  step "Oware cross-checked against OpenSpiel (500 random games)"
  "$VENV/bin/python" tools/openspiel_trace.py 500 "${OPENSPIEL_SEED:-1}" target/openspiel-oware.json
  OPENSPIEL_TRACE=target/openspiel-oware.json cargo test --quiet --test openspiel_oware -- --ignored
  step "wasm API tests in Node"
  node --test tests/js/
  typecheck
  step "browser end-to-end tests (headless Chromium)"
  if [ -z "$(chromium_path)" ]; then
    echo "Chromium is not installed: apt-get install chromium (.ci/run does this)" >&2
    exit 1
  fi
  node --test --test-concurrency=1 tests/e2e/
}

bench_engine() {
  # Each step prints its figures and writes them to target/bench/*.json; the
  # last step reads those back into one summary with the ratios.
  step "native (release)"
  cargo run --release --quiet --example bench -- --games "${BENCH_GAMES:-300}" --json target/bench/native.json
  step "wasm in Node"
  BENCH_GAMES="${BENCH_GAMES:-300}" node tests/bench/wasm-bench.mjs
  step "OpenSpiel (peer engine: C++ core, and a Python-driven loop)"
  "$VENV/bin/python" tools/openspiel_bench.py "${BENCH_SECONDS:-1}" target/bench/openspiel.json
  step "sizes"
  local wasm_gz js_gz
  wasm_gz=$(gzip -9c www/pkg/omweso_bg.wasm | wc -c)
  js_gz=$(gzip -9c www/pkg/omweso.js | wc -c)
  echo "omweso_bg.wasm: $(wc -c < www/pkg/omweso_bg.wasm) bytes, $wasm_gz gzipped"
  echo "omweso.js glue: $(wc -c < www/pkg/omweso.js) bytes, $js_gz gzipped"
  echo "wasm + glue gzipped: $((wasm_gz + js_gz)) bytes"
  echo "omweso-offline.html: $(wc -c < dist/omweso-offline.html) bytes, $(gzip -9c dist/omweso-offline.html | wc -c) gzipped"
  step "the first board on a slow link (Chromium, 150 ms round trip, 1.6 Mbit/s)"
  node tools/first-board.mjs --runs 5 --json target/bench/first-board.json
  node tools/first-board.mjs --runs 5 --br --json target/bench/first-board-br.json
  node tools/first-board.mjs --runs 5 --returning --json target/bench/first-board-returning.json
  step "the main thread's long tasks while the page loads (Chromium)"
  node tools/long-tasks.mjs --runs 5 --json target/bench/long-tasks.json
}

bench_opponent() {
  step "the computer opponent's search: nodes per second, native and wasm"
  cargo run --release --quiet --example ladder -- speed --json target/bench/search-native.json
  node tests/bench/search-bench.mjs
  step "the ladder: each level against the one below (node budgets; about 15 minutes)"
  cargo run --release --quiet --example ladder -- ladder --json target/bench/ladder.json
  step "the computer's replies as a player feels them: click to decision, per level (Chromium)"
  node tools/computer-pace.mjs --moves 12 --json target/bench/computer-pace.json
  step "Expert at 0.5 s a move against a plain UCT of 10,000 simulations a move"
  cargo run --release --quiet --example ladder -- baseline --json target/bench/baseline.json
}

fuzz_long() {
  # The short run of the same targets is part of `cargo test` (tests/fuzz_short.rs).
  if ! rustup toolchain list | grep -q '^nightly'; then
    echo "cargo-fuzz needs a nightly toolchain: rustup toolchain install nightly" >&2
    exit 1
  fi
  command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz
  mkdir -p fuzz/corpus/save fuzz/corpus/setup fuzz/corpus/decisions
  cp tests/fixtures/saved-v1.json fuzz/corpus/save/
  printf '%s' '{"ruleset":"omweso","layout":{"south":"all-twos","north":"all-twos"},"options":{"direction":"cw"},"seed":3}' > fuzz/corpus/setup/new-game.json
  printf '%s' '{"ruleset":"oware","board":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"toMove":"north"}' > fuzz/corpus/setup/oware.json
  for target in ${FUZZ_TARGETS:-save setup decisions}; do
    step "fuzzing $target for ${FUZZ_SECONDS:-600} s"
    cargo +nightly fuzz run "$target" -- -max_total_time="${FUZZ_SECONDS:-600}" -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1
  done
}

case "${1:-}" in
  serve)
    setup; build
    step "serving dist/ on http://127.0.0.1:$PORT (Ctrl-C to stop)"
    exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist ;;
  test) WITH_OPENSPIEL=1 setup; build; run_tests ;;
  bench)
    WITH_OPENSPIEL=1 setup; build
    case "${2:-}" in
      ladder) rm -f target/bench/{search-native,search-wasm,ladder,baseline}.json; bench_opponent ;;
      *) rm -rf target/bench; bench_engine; bench_opponent ;;
    esac
    step "summary"
    node tests/bench/summary.mjs ;;
  build) setup; build ;;
  fuzz) fuzz_long ;;
  *) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
