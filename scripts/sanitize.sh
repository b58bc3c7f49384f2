#!/usr/bin/env bash
# Runs the test suite under sanitizers (issue 8).
#   ./scripts/sanitize.sh [asan|tsan]...     default: asan tsan
# asan: every target built with AddressSanitizer + UndefinedBehaviorSanitizer into
#       build-asan (gcc, -DTOPOPLAN_SANITIZE=address,undefined); the whole ctest suite.
# tsan: every target built with ThreadSanitizer into build-tsan
#       (-DTOPOPLAN_SANITIZE=thread); the tests of the recompute path (models, widgets:
#       the worker-thread analysis and its revision tagging) and the core tests.
# Only the executables of the selected tests are built (and what they need, e.g.
# topoplan-cli for the core tests); benchmarks are not built in sanitizer builds.
# Environment:
#   SANITIZE_TESTS  ctest -R regular expression, instead of the default selection above
#                   (a partial run on a busy machine, e.g. 'models/|core/tst_(paths|mva)')
#   SANITIZE_JOBS   parallel compile and test jobs (default: nproc)
# TSan: die_after_fork=0 because QProcess starts the poppler tools of tst_exporters with
# clone(CLONE_VM|CLONE_VFORK): the child shares the test's memory, TSan marks the test
# itself as forked and would kill it at its next thread; the child only execs.
# Any sanitizer report fails the test that produced it (halt_on_error, and
# -fno-sanitize-recover=all for UBSan). Suppressions for uninstrumented system
# libraries are in tests/sanitizers/*.supp, each with its reason. Under TSan the Qt Test
# executables run under `strace` (no watchdog thread; see below). TSan needs the
# address-space layout it was built for: with high-entropy ASLR (vm.mmap_rnd_bits > 28,
# "FATAL: ThreadSanitizer: unexpected memory mapping") the tests run under `setarch -R`.
set -euo pipefail
cd "$(dirname "$0")/.."
kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(asan tsan)
"./scripts/setup-deps.sh"
supp="$PWD/tests/sanitizers"
jobs="${SANITIZE_JOBS:-$(nproc)}"
status=0
for kind in "${kinds[@]}"; do
  case "$kind" in
    asan) flags="address,undefined"; regex="${SANITIZE_TESTS:-.}" ;;
    tsan) flags="thread"; regex="${SANITIZE_TESTS:-models/|widgets/|core/}" ;;
    *) echo "sanitize.sh: unknown kind '$kind' (asan or tsan)" >&2; exit 2 ;;
  esac
  dir="build-$kind"
  start=$(date +%s)
  # TSan: each Qt Test executable runs under strace (tracing no system call) because
  # QTest::qRun() starts no watchdog thread when a tracer is attached (qtestcase.cpp,
  # debuggerPresent(): TracerPid in /proc/self/status; no environment variable turns the
  # watchdog off). The watchdog's hand-over happens inside uninstrumented Qt and would be
  # reported as a race in every test. strace exits with the test's exit status.
  launcher=""
  [ "$kind" != tsan ] || launcher="strace;-f;--seccomp-bpf;-e;trace=none;-qq;-o;/dev/null"
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOPOPLAN_SANITIZE="$flags" \
    -DTOPOPLAN_TEST_LAUNCHER="$launcher" >/dev/null
  # The executables of the selected tests, by tests/CMakeLists.txt's naming: test
  # LAYER/tst_x is target LAYER_tst_x, fuzz/replay-T is fuzz_replay_T; layering/* run sh.
  mapfile -t targets < <(ctest --test-dir "$dir" -N -R "$regex" 2>/dev/null \
    | sed -n 's/^ *Test *#[0-9]*: //p' \
    | sed -n -e 's#^\(core\|models\|widgets\)/\(tst_.*\)$#\1_\2#p' -e 's#^fuzz/replay-\(.*\)$#fuzz_replay_\1#p' | sort -u)
  [ ${#targets[@]} -eq 0 ] || cmake --build "$dir" --parallel "$jobs" --target "${targets[@]}"
  built=$(date +%s)
  runner=()
  if [ "$kind" = tsan ] && [ "$(cat /proc/sys/vm/mmap_rnd_bits 2>/dev/null || echo 28)" -gt 28 ]; then
    runner=(setarch "$(uname -m)" -R)
  fi
  echo "== ctest under $kind (${#targets[@]} executables built in $((built - start)) s)"
  set +e
  ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:abort_on_error=1" \
  LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0" \
  UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
  TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:die_after_fork=0:suppressions=$supp/tsan.supp" \
    "${runner[@]}" ctest --test-dir "$dir" --output-on-failure -j "$jobs" -R "$regex"
  rc=$?
  set -e
  echo "== $kind: ctest exit $rc; build $((built - start)) s, tests $(($(date +%s) - built)) s"
  [ $rc -eq 0 ] || { echo "sanitize.sh: $kind FAILED" >&2; status=1; }
done
exit $status
