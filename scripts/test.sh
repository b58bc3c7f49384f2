#!/usr/bin/env bash
# Installs, builds and runs the whole test suite through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
ctest --test-dir build --output-on-failure --parallel "$(nproc)"
