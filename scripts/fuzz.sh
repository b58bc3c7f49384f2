#!/usr/bin/env bash
# Runs the libFuzzer targets (tests/fuzz) for a bounded time each (issue 8).
#   ./scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     default: 60 s, design netbox awr awrhtml pdh hammerdb measurementfile
# Builds build-fuzz with clang (-DTOPOPLAN_FUZZ=ON: ASan + UBSan + libFuzzer coverage),
# seeds a working corpus in build-fuzz/corpus/<target> from the committed corpus and the
# seed inputs, and fuzzes with a 10 s per-input timeout (FUZZ_TIMEOUT) (a slow input is a hang to fix)
# and a 2 GB memory limit. A failing input lands in build-fuzz/artifacts/<target>/; fix
# the defect, then copy the input into tests/fuzz/corpus/<target>/ so ctest replays it.
# Prints executions per second and total executions of each run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
timeout_s="${FUZZ_TIMEOUT:-10}" # per input; raise it on a loaded machine
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(design netbox awr awrhtml pdh hammerdb measurementfile)

"./scripts/setup-deps.sh"
if ! command -v clang++ >/dev/null || ! ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1; then
  echo "fuzz.sh: installing clang and its libFuzzer runtime" >&2
  apt-get install -y --no-install-recommends clang libclang-rt-dev >/dev/null
fi
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++ -DTOPOPLAN_FUZZ=ON \
  ${TOPOPLAN_SHARED_DIR:+-DTOPOPLAN_SHARED_DIR="$TOPOPLAN_SHARED_DIR"} >/dev/null
cmake --build build-fuzz --parallel "$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}")

seeds_design=(tests/fuzz/corpus/design resources/examples tests/data/bad tests/data/analysis)
seeds_netbox=(tests/fuzz/corpus/netbox)
[ -d ../shared/reference/netbox-devicetypes ] && seeds_netbox+=(../shared/reference/netbox-devicetypes)
# Measurement readers: the real AWR reports and the made-up samples (tests/data/measurements).
shared_measurements="${TOPOPLAN_SHARED_DIR:-../shared}/reference/measurements"
seeds_awr=(tests/fuzz/corpus/awr tests/data/measurements/statspack-11g-madeup.txt
  tests/data/measurements/awrgrpt-rac-madeup.txt)
seeds_awrhtml=(tests/fuzz/corpus/awrhtml tests/data/measurements/awrgrpt-rac-madeup.html)
seeds_pdh=(tests/fuzz/corpus/pdh tests/data/measurements/perfmon-sqlserver-madeup.csv
  tests/data/measurements/perfmon-french-madeup.csv tests/data/measurements/esxtop-madeup.csv)
seeds_hammerdb=(tests/fuzz/corpus/hammerdb tests/data/measurements/hammerdb-v4-madeup.log
  tests/data/measurements/hammerdb-v3-madeup.log)
# The front end (format detection, UTF-16, binary check) and the import's checks: every sample.
seeds_measurementfile=(tests/fuzz/corpus/measurementfile tests/data/measurements)
if [ -d "$shared_measurements" ]; then
  seeds_awr+=("$shared_measurements"/*.txt)
  seeds_awrhtml+=("$shared_measurements"/*.html)
  seeds_measurementfile+=("$shared_measurements")
fi

status=0
for t in "${targets[@]}"; do
  corpus="build-fuzz/corpus/$t"
  artifacts="build-fuzz/artifacts/$t/"
  mkdir -p "$corpus" "$artifacts"
  declare -n seeds="seeds_$t"
  for s in "${seeds[@]}"; do find "$s" -type f ! -name '*.md' ! -name 'LICENSE*' -exec cp -n {} "$corpus"/ \; ; done
  log="build-fuzz/fuzz-$t.log"
  echo "== fuzz_$t for ${seconds} s (log $log)"
  set +e
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "build-fuzz/tests/fuzz/fuzz_$t" "$corpus" -max_total_time="$seconds" -timeout="$timeout_s" \
    -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1
  rc=$?
  set -e
  grep -E "^stat::number_of_executed_units|^stat::average_exec_per_sec|^stat::new_units_added|^stat::peak_rss_mb" "$log" || true
  if [ $rc -ne 0 ]; then
    echo "fuzz_$t FAILED (exit $rc): see $log and $artifacts" >&2
    grep -m5 -E "ERROR|runtime error|SUMMARY" "$log" >&2 || true
    status=1
  fi
done
exit $status
