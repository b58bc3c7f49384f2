#!/usr/bin/env bash
# The RA-1 SAN built from an empty design as a new user builds it (issue 16 "Done when"):
# the real window under Xvfb, driven only by xdotool — mouse moves, clicks and drags, key
# presses, and typed names and numbers. No port or device id is typed into a reference
# field: devices come from the palette, cables from the context menu's Cable From Here and
# a click on the other port, fabrics from SAN Tools > Create Fabrics from Cabling, zones
# from the context menu's Zone to Port Group, every reference from a picker's drop-down or
# Pick on the canvas. Typed are the names given to new things (renamed devices, new Design
# entries), numbers, the catalog search text and the file name. A screenshot of every
# step goes to OUT_DIR; at the end the design is saved and checked with topoplan-cli
# (check: no error; analyze: 8 paths from each host to the PowerMax, RA-1's rule).
#
# Usage: scripts/walkthrough-ra1.sh [BUILD_DIR] [OUT_DIR]
#   BUILD_DIR  default: build (needs app/topoplan and app/topoplan-cli)
#   OUT_DIR    default: /tmp/topoplan-walk-ra1 (screenshots NN-step.png, ra1-walk.topoplan.yaml)
# Needs: xvfb-run, xdotool, ImageMagick's import. Runs in its own Xvfb (xvfb-run -a) with a
# fresh settings folder, so window layout and coordinates are those of a first start at
# 1280x800. Coordinates are window-relative (the window sits at 0,0: no window manager).
# Set WALK_SLOW=2 to double every pause on a loaded machine.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$(cd "${1:-$here/build}" && pwd)
OUT=${2:-/tmp/topoplan-walk-ra1}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)

if [ -z "${TOPOPLAN_WALK_INNER:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x800x24" env TOPOPLAN_WALK_INNER=1 "$0" "$BUILD" "$OUT"
fi

SLOW=${WALK_SLOW:-1}
pause() { sleep "$(echo "$1 * $SLOW" | bc -l)"; }
step=0
shot() { # shot NAME: the whole screen after a step
    step=$((step + 1))
    pause 0.4
    import -window root "$OUT/$(printf '%02d' $step)-$1.png"
    echo "step $step: $1"
}
W=
click() { xdotool mousemove --window "$W" "$1" "$2" click 1; pause "${3:-0.5}"; }
rclick() { xdotool mousemove --window "$W" "$1" "$2" click 3; pause 0.6; }
key() { xdotool key "$@"; pause 0.4; }
# drag X1 Y1 X2 Y2: press, move in ten steps (Qt starts a drag after a few pixels), release
drag() {
    xdotool mousemove --window "$W" "$1" "$2" mousedown 1
    pause 0.2
    for i in 1 2 3 4 5 6 7 8 9 10; do
        xdotool mousemove --window "$W" $(($1 + ($3 - $1) * i / 10)) $(($2 + ($4 - $2) * i / 10))
        sleep 0.05
    done
    pause 0.3
    xdotool mouseup 1
    pause 0.8
}
# field X Y TEXT: select the line edit's text, type TEXT (a name or a number), Enter
field() {
    xdotool mousemove --window "$W" "$1" "$2" click --repeat 3 1
    xdotool key ctrl+a type "$3"
    xdotool key Return
    pause 0.6
}
palette() { # the catalog's search line; the one model found sits at (140,143)
    click 100 80 0.2
    xdotool key ctrl+a type "$1"
    pause 0.8
}

export HOME="$OUT/home"
rm -rf "$HOME"
mkdir -p "$HOME"
export XDG_CONFIG_HOME="$HOME/.config" XDG_DATA_HOME="$HOME/.local/share" XDG_CACHE_HOME="$HOME/.cache"
"$BUILD/app/topoplan" >"$OUT/topoplan.log" 2>&1 &
app=$!
# WALK_KEEP=1 leaves the window open at the end (to go on by hand on that display).
[ -n "${WALK_KEEP:-}" ] || trap 'kill $app 2>/dev/null || true' EXIT
for _ in $(seq 60); do
    W=$(xdotool search --name ' — Topoplan$' 2>/dev/null | head -1 || true)
    [ -n "$W" ] && break
    sleep 0.5
done
[ -n "$W" ] || { echo "no Topoplan window" >&2; exit 1; }
pause 2
# Without a window manager X gives the keyboard to the window under the pointer: the
# pointer goes into the window, which gets the focus.
xdotool mousemove --window "$W" 640 300
xdotool windowfocus --sync "$W"
pause 0.5

# 1. File > New (Ctrl+N): the empty design. A first start gives the canvas the largest area
#    (the Analysis dock at its least height, the splitter above it at y 518): no splitter
#    to drag.
key ctrl+n
shot empty-design

# 2. The MX7000 from the palette, named mx7000-1; Fit Design.
palette mx7000
drag 140 143 400 150
field 1177 301 mx7000-1
click 449 33 0.8
shot chassis

# 3. Two MX840c sleds dropped on bays sled-1 and sled-3, named ora-host and sql-host.
palette mx840c
drag 140 143 330 198
field 1190 315 ora-host
drag 140 143 520 260
field 1190 315 sql-host
shot sleds

# 4. The two MX9116n IOMs onto fabric slots A1 and B1 (Fit Design in between: the chassis
#    grows), named iom-a1 and iom-b1.
palette mx9116n
drag 140 143 331 385
field 1177 287 iom-a1
click 449 33 0.8
drag 140 143 567 331
field 1177 287 iom-b1
click 449 33 0.8
shot ioms

# 5. A QL41262 CNA in mezzanine 1A and 1B of each sled; on each, an NPAR partition on port 1
#    (the port from the partition picker's drop-down, below its label: the picker shows a
#    whole id), function fcoe, 25 Gb/s (RA-1).
cna() {
    drag 140 143 "$1" "$2"
    field 1203 301 "$3"
    click 1216 408           # new partition: port ▾
    click 1190 431 0.8       # "1"
    click 1196 444           # function
    click 1160 467           # fcoe
    field 1196 472 25        # gbps
}
palette ql41262
cna 433 146 ora-mezz-1a
cna 479 151 ora-mezz-1b
cna 538 147 sql-mezz-1a
cna 584 147 sql-mezz-1b
shot cnas

# 6. The PowerMax 2000 beside the chassis, named pmax: 1 brick, 24 drives of 3.84 TB
#    (taken from the drive model's completer), RAID 5 (7+1) from its combo box.
palette "powermax 2000"
drag 140 143 860 90
field 1177 287 pmax
field 1177 373 1
field 1177 429 24
key Tab                  # to drive_model (Tab goes to the next field)
xdotool type nvme-3.84
pause 0.8
shot drive-model-completer
key Down Return          # dell/nvme-3.84tb from the completer
pause 0.6
key Tab                  # to raid
key alt+Down             # its list
key Down Return          # raid5-7+1, the first choice
pause 0.6
click 449 33 0.8         # Fit Design
shot powermax

# 7. The 16 FC lanes (RA-1: eth1/1/43 of each IOM in 4 x 16GFC breakout to SLICs 1d and 2d,
#    eth1/1/44 to 1e and 2e; fabric A on ports 1-2, B on 3-4): right click on the IOM port,
#    "C" (Cable From Here: the next free lane), click the PowerMax port. The PowerMax's 16
#    ports sit at y 146, x 755 + 10.9 i (catalog order fa-1d-1..4, fa-1e-1..4, fa-2d-1..4,
#    fa-2e-1..4); the IOM ports 43 and 44 at x 596 and 607, y 267 (A1) and 356 (B1).
pmax_x() { echo $((755 + (109 * $1 + 5) / 10)); }
lane() { # lane IOMX IOMY PMAX-PORT-INDEX
    rclick "$1" "$2"
    key c
    click "$(pmax_x "$3")" 146 0.7
}
rclick 596 267
shot context-menu-port
key Escape
for i in 0 1 8 9; do lane 596 267 $i; done      # iom-a1:eth1/1/43 -> fa-1d-1, fa-1d-2, fa-2d-1, fa-2d-2
for i in 2 3 10 11; do lane 596 356 $i; done    # iom-b1:eth1/1/43 -> fa-1d-3, fa-1d-4, fa-2d-3, fa-2d-4
for i in 4 5 12 13; do lane 607 267 $i; done    # iom-a1:eth1/1/44 -> fa-1e-1, fa-1e-2, fa-2e-1, fa-2e-2
for i in 6 7 14 15; do lane 607 356 $i; done    # iom-b1:eth1/1/44 -> fa-1e-3, fa-1e-4, fa-2e-3, fa-2e-4
click 39 33              # the Select tool (tool bar)
shot cables

# 8. SAN Tools > Create Fabrics from Cabling: san-a and san-b.
click 155 8
shot san-tools-menu
click 230 51 1
shot fabrics

# Design dock: select a section, Add, type the new entry's id in the dialog (the pointer
# goes over the dialog: no window manager gives it the keyboard otherwise).
add_entry() { # add_entry SECTION-X SECTION-Y ID
    click "$1" "$2"
    click 19 316 0.8
    xdotool mousemove --window "$W" 630 330
    pause 0.2
    xdotool key ctrl+a type "$3"
    xdotool key Return
    pause 0.8
}

# 9. Port group ora-pg: array pmax from its drop-down, the 8 D-SLIC ports ticked in the
#    ports drop-down (rows 22 px apart from y 237, catalog order).
add_entry 68 382 ora-pg
click 1216 186; click 1200 209 0.8                 # array ▾ > pmax
for i in 0 1 2 3 8 9 10 11; do
    click 1216 215
    [ $i = 3 ] && shot picker-dropdown-ports
    click 1208 $((237 + 22 * i)) 0.8
done
shot port-group-ora

# 10. Port group sql-pg: array from the drop-down, the 8 E-SLIC ports picked on the canvas
#     (Pick, then a click on the port; the valid ports are ringed while the pick runs).
add_entry 68 382 sql-pg
click 1216 186; click 1200 209 0.8
first=1
for i in 4 5 6 7 12 13 14 15; do
    click 1250 215 0.5
    [ $first = 1 ] && shot pick-on-canvas && first=0
    click "$(pmax_x $i)" 146 0.8
done
shot port-group-sql

# 11. Zones: right click on each sled, Zone to Port Group > its port group: single-initiator
#     zones of both CNAs' FCoE ports to the group's ports in their own fabric.
rclick 375 115
xdotool mousemove --window "$W" 460 237
pause 0.8
shot context-menu-zone
click 600 237 1                                    # ora-pg
rclick 480 115
xdotool mousemove --window "$W" 565 237
pause 0.8
click 705 259 1                                    # sql-pg
shot zones

# 12. Storage group ora-oltp-sg: storage pmax (drop-down), 2000 GB, service level diamond.
add_entry 80 452 ora-oltp-sg
click 1216 186; click 1200 209 0.8
field 1186 242 2000
click 1186 270; click 1137 293 0.8
shot storage-group-ora

# 13. Masking view ora-mv: initiators ora-mezz-1a:1 and ora-mezz-1b:1 ticked in the
#     drop-down, port group ora-pg, storage group ora-oltp-sg.
add_entry 77 424 ora-mv
click 1216 186; click 1200 209 0.8
click 1216 186; click 1200 231 0.8
click 1258 215; click 1205 237 0.8
click 1258 244; click 1210 266 0.8
shot masking-view-ora

# Workload: storage and storage group from their drop-downs, 100 users, then the host
# picked on the canvas (a click on the sled). The storage group lists the groups on the
# chosen storage; the prediction block appears above the fields once the host is set. The
# host and storage pickers sit below their labels (they show a whole id). The wheel turns
# over the labels' column (x 1040): over a combo box it would change its value.
workload() { # workload TREE-Y ID SG-ROW-Y HOST-X
    add_entry 65 "$1" "$2"
    click 1202 347; click 1203 369 0.8             # storage ▾ > pmax
    click 1244 376; click 1210 "$3" 0.8            # storage_group ▾ > the host's group
    xdotool mousemove --window "$W" 1040 400 click --repeat 5 5   # scroll the Inspector down
    pause 0.5
    field 1200 265 100                             # profile.users
    xdotool mousemove --window "$W" 1040 180 click --repeat 10 4  # and back up
    pause 0.5
    click 1236 298                                 # host: Pick
    click "$4" 116 1.5                             # the sled on the canvas
}
# 14. Workload oracle-oltp on ora-host.
workload 494 oracle-oltp 399 350
shot workload-ora

# 15. The SQL Server side the same way: storage group, masking view, workload.
add_entry 80 452 sql-oltp-1-sg
click 1216 186; click 1200 209 0.8
field 1186 243 1450
click 1186 271; click 1137 294 0.8
add_entry 77 410 sql-mv
click 1216 186; click 1200 253 0.8                 # sql-mezz-1a:1
click 1216 186; click 1200 275 0.8                 # sql-mezz-1b:1
click 1258 215; click 1205 259 0.8                 # sql-pg
click 1258 244; click 1210 288 0.8                 # sql-oltp-1-sg
workload 508 sql-oltp-1 421 450
shot workload-sql

# 16. The design's name (click on the empty canvas: the design page), Fit Design, Paths tab.
click 950 480
field 1186 183 "RA-1 SAN built in the walk-through"
click 449 33 0.8
click 133 553 0.8
shot paths

# 17. File > Save As (Ctrl+Shift+S): the file name typed in the dialog.
file="$OUT/ra1-walk.topoplan.yaml"
rm -f "$file"
xdotool mousemove --window "$W" 640 300
key ctrl+shift+s
pause 1
xdotool mousemove --window "$W" 628 512 click 1
xdotool type "$file"
xdotool key Return
pause 1.5
shot saved
xdotool mousemove --window "$W" 640 300
key ctrl+q
pause 1
[ -s "$file" ] || { echo "the design was not saved" >&2; exit 1; }

# 18. The saved design checked headless: valid, 8 paths from each host to the PowerMax with
#     no single point of failure (RA-1's rule, architectures.md), no error finding.
cli="$BUILD/app/topoplan-cli"
"$cli" check --require min-paths=8 --require no-spof "$file"
"$cli" analyze "$file" | sed -n '/Paths per host/,/^$/p'
"$cli" analyze "$file" --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
errors = [f["message"] for f in d["findings"] if f["severity"] == "error"]
paths = {f["id"]: len(f["paths"]) for f in d["flows"]}
print("flows:", paths, "error findings:", len(errors))
want = {"storage:ora-host->pmax": 8, "storage:sql-host->pmax": 8}
sys.exit(0 if not errors and all(paths.get(k) == v for k, v in want.items()) else 1)
'
echo "walk-through done: screenshots in $OUT"
