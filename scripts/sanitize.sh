#!/usr/bin/env bash
# Runs the test suite under sanitizers (issue 8).
#   ./scripts/sanitize.sh [asan|tsan]...     default: asan tsan
# asan: every target built with AddressSanitizer + UndefinedBehaviorSanitizer into
#       build-asan (gcc, -DTOPOPLAN_SANITIZE=address,undefined); the whole ctest suite.
# tsan: every target built with ThreadSanitizer into build-tsan
#       (-DTOPOPLAN_SANITIZE=thread); the tests of the recompute path (models, widgets:
#       the worker-thread analysis and its revision tagging) and the core tests.
# Any sanitizer report fails the test that produced it (halt_on_error, and
# -fno-sanitize-recover=all for UBSan). Suppressions for uninstrumented system
# libraries are in tests/sanitizers/*.supp, each with its reason.
set -euo pipefail
cd "$(dirname "$0")/.."
kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(asan tsan)
"./scripts/setup-deps.sh"
supp="$PWD/tests/sanitizers"
status=0
for kind in "${kinds[@]}"; do
  case "$kind" in
    asan) flags="address,undefined"; select=() ;;
    tsan) flags="thread"; select=(-R "models/|widgets/|core/") ;;
    *) echo "sanitize.sh: unknown kind '$kind' (asan or tsan)" >&2; exit 2 ;;
  esac
  dir="build-$kind"
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOPOPLAN_SANITIZE="$flags" >/dev/null
  cmake --build "$dir" --parallel "$(nproc)"
  echo "== ctest under $kind"
  set +e
  ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:abort_on_error=1" \
  LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0" \
  UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
  TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$supp/tsan.supp" \
    ctest --test-dir "$dir" --output-on-failure -j "$(nproc)" "${select[@]}"
  rc=$?
  set -e
  [ $rc -eq 0 ] || { echo "sanitize.sh: $kind FAILED" >&2; status=1; }
done
exit $status
