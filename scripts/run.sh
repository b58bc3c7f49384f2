#!/usr/bin/env bash
# Installs, builds and runs the main job: the GUI opened on the built-in RA-1 design.
# Without a display it prints the headless summary of RA-1 instead.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec ./build/app/topoplan "$@"
fi
echo "No display found: headless summary of the RA-1 reference design."
echo
./build/app/topoplan-cli check builtin:ra1
./build/app/topoplan-cli info builtin:ra1
