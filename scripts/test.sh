#!/usr/bin/env bash
# Installs, builds and runs the whole test suite through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
# The suite scores the model against the reference architectures' published results and
# reads real AWR / NetBox files from the team's shared folder: ../shared beside the project,
# or the folder TOPOPLAN_SHARED names. Said here, before a 20-minute build, not as 9 failures.
shared=${TOPOPLAN_SHARED:-$PWD/../shared}
if [ ! -f "$shared/reference/published-results.yaml" ]; then
    echo "test.sh: $shared/reference/published-results.yaml not found." >&2
    echo "  The tests read the shared reference folder (published results, AWR reports, NetBox files)." >&2
    echo "  Clone the project beside the team's shared/ folder, or run: TOPOPLAN_SHARED=/path/to/shared ./scripts/test.sh" >&2
    exit 2
fi
export TOPOPLAN_SHARED="$(cd "$shared" && pwd)"
./scripts/build.sh
ctest --test-dir build --output-on-failure --parallel "$(nproc)"
