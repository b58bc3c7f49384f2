#!/usr/bin/env bash
# The install check of issue 18 (ctest: install/package; docs/install.md).
#   tests/install/check-install.sh SOURCE_DIR BUILD_DIR
# 1. cmake --install BUILD into a temporary prefix; the expected files are there.
# 2. The installed topoplan-cli, started from an empty folder with PATH=/usr/bin:/bin, runs
#    on every installed example and on builtin:ra1, and opens nothing under SOURCE_DIR or
#    BUILD_DIR (strace); report --lang de reads the installed translation.
# 3. --help is usage.txt; the man page renders without groff warnings and lists every
#    command; the bash completion completes commands, options and builtin: names.
# 4. desktop-file-validate, appstreamcli validate; the MIME package, compiled with
#    update-mime-database, types *.topoplan.yaml and a design without that name (magic: format: topoplan/) as
#    application/x-topoplan+yaml; xdg-mime names the desktop entry as its default.
# 5. cpack -G DEB; dpkg-deb -c lists the files; every library the executables
#    links directly (readelf NEEDED, resolved by ldd) comes from a package in Depends;
#    lintian errors fail (warnings are printed and listed in docs/install.md).
set -euo pipefail
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
work=$(mktemp -d /tmp/topoplan-install.XXXXXX)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }

step "cmake --install into $prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
for f in bin/topoplan bin/topoplan-cli \
  share/applications/org.topoplan.Topoplan.desktop share/metainfo/org.topoplan.Topoplan.metainfo.xml \
  share/mime/packages/topoplan.xml share/icons/hicolor/scalable/apps/topoplan.svg \
  share/icons/hicolor/16x16/apps/topoplan.png share/icons/hicolor/256x256/apps/topoplan.png \
  share/man/man1/topoplan-cli.1.gz share/bash-completion/completions/topoplan-cli \
  share/topoplan/translations/topoplan_de.qm share/doc/topoplan/copyright share/doc/topoplan/changelog.gz \
  share/doc/topoplan/designer.md share/doc/topoplan/screenshots/context-menu.png; do
  [ -f "$prefix/$f" ] || fail "not installed: $f"
done
for e in "$src"/resources/examples/*.topoplan.yaml; do
  [ -f "$prefix/share/topoplan/examples/$(basename "$e")" ] || fail "example not installed: $(basename "$e")"
done

step "installed topoplan-cli, outside the build tree"
mkdir "$work/empty" "$work/home" && mkdir -m 700 "$work/runtime"
run() { (cd "$work/empty" && env -i PATH=/usr/bin:/bin HOME="$work/home" XDG_RUNTIME_DIR="$work/runtime" LANG=C.UTF-8 "$@"); }
cli=$prefix/bin/topoplan-cli
run "$cli" --help | diff -u "$src/app/cli/usage.txt" - || fail "--help differs from app/cli/usage.txt"
count=0
for e in "$prefix"/share/topoplan/examples/*.topoplan.yaml; do
  run "$cli" check "$e" >/dev/null || fail "installed topoplan-cli check $(basename "$e")"
  count=$((count + 1))
done
echo "check: $count installed examples valid"
run "$cli" check builtin:ra1
if [ -f "$prefix/share/topoplan/reference/published-results.yaml" ]; then
  run "$cli" validate-reference >/dev/null || fail "installed validate-reference"
  echo "validate-reference: reads the installed published-results.yaml"
fi
if command -v strace >/dev/null; then
  run strace -f -qq -e trace=%file -o "$work/strace.log" "$cli" report builtin:ra1 --lang de -o "$work/ra1.html" >/dev/null
  grep -E "\"($src|$build)[/\"]" "$work/strace.log" && fail "the installed topoplan-cli opened files of the source or build tree"
  grep -q "\"$prefix/bin/../share/topoplan/translations/topoplan_de.qm\"" "$work/strace.log" \
    || fail "report --lang de did not read the installed translation"
  echo "strace: no file of $src or $build opened; translation read from the prefix"
else
  run "$cli" report builtin:ra1 --lang de -o "$work/ra1.html" >/dev/null
fi
grep -q 'lang="de"\|Stückliste' "$work/ra1.html" || fail "report --lang de is not German"

step "man page"
man_out=$(MANWIDTH=80 man --warnings -l "$prefix/share/man/man1/topoplan-cli.1.gz" 2>"$work/man.err")
[ ! -s "$work/man.err" ] || { cat "$work/man.err" >&2; fail "groff warnings in the man page"; }
for c in $(sed -n 's/^  \([a-z][a-z-]*\).*/\1/p' "$src/app/cli/usage.txt" | sort -u); do
  grep -q "^       $c" <<<"$man_out" || grep -q "^       $c " <<<"$man_out" || fail "man page lacks '$c'"
done
echo "man: renders, every entry of usage.txt present"

step "bash completion"
[ -f /usr/share/bash-completion/bash_completion ] || fail "bash-completion is not installed (scripts/setup-deps.sh)"
# The words bash would offer for the command line "$1" (cursor at its end). Like readline,
# the words are split at ':' too (COMP_WORDBREAKS): builtin:ra1 is "builtin" ":" "ra1", and
# the completion replaces only "ra1".
complete_line() {
  bash -c 'source /usr/share/bash-completion/bash_completion; source "$1"
    COMP_LINE=$2; COMP_POINT=${#COMP_LINE}; read -ra COMP_WORDS <<<"${COMP_LINE//:/ : }"
    [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _topoplan_cli; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$prefix/share/bash-completion/completions/topoplan-cli" "$1"
}
complete_line "topoplan-cli sim" | grep -qx simulate || fail "completion: command"
complete_line "topoplan-cli simulate FILE --cu" | grep -qx -- --curve || fail "completion: option"
complete_line "topoplan-cli sweep FILE --depth " | tr '\n' ' ' | grep -qx "1 2 " || fail "completion: option value"
complete_line "topoplan-cli check builtin:ra1" | grep -qx "ra1-mx7000-powermax" || fail "completion: builtin name"
echo "completion: commands, options, values, builtin names"

step "desktop entry, metainfo, file type"
desktop-file-validate "$prefix/share/applications/org.topoplan.Topoplan.desktop"
appstreamcli validate --no-net "$prefix/share/metainfo/org.topoplan.Topoplan.metainfo.xml"
mkdir -p "$work/xdg/mime" && cp -r "$prefix/share/mime/packages" "$work/xdg/mime/"
cp /usr/share/mime/packages/freedesktop.org.xml "$work/xdg/mime/packages/"
XDG_DATA_DIRS="$work/xdg" update-mime-database "$work/xdg/mime"
cp "$src/resources/examples/ra1-mx7000-powermax.topoplan.yaml" "$work/empty/ra1.topoplan.yaml"
cp "$src/resources/examples/ra1-mx7000-powermax.topoplan.yaml" "$work/empty/renamed-design"
for f in ra1.topoplan.yaml renamed-design; do
  t=$(XDG_DATA_DIRS="$work/xdg" XDG_DATA_HOME="$work/xdg" gio info -a standard::content-type "$work/empty/$f" | sed -n 's/.*standard::content-type: //p')
  [ "$t" = application/x-topoplan+yaml ] || fail "$f has type '$t'"
done
cp -r "$prefix/share/applications" "$work/xdg/"
update-desktop-database "$work/xdg/applications"
default=$(env -i PATH=/usr/bin:/bin HOME="$work/home" XDG_DATA_HOME="$work/home/none" XDG_DATA_DIRS="$work/xdg" \
  XDG_CONFIG_HOME="$work/home/none" XDG_CONFIG_DIRS="$work/home/none" xdg-mime query default application/x-topoplan+yaml)
[ "$default" = org.topoplan.Topoplan.desktop ] || fail "xdg-mime query default gave '$default'"
echo "file type: glob and magic give application/x-topoplan+yaml; default application $default"

step "cpack -G DEB"
(cd "$build" && cpack -G DEB -B "$work/pkg" >/dev/null)
deb=$(ls "$work"/pkg/topoplan_*.deb)
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
dpkg-deb -c "$deb" >"$work/contents"
for f in ./usr/bin/topoplan ./usr/bin/topoplan-cli ./usr/share/applications/org.topoplan.Topoplan.desktop \
  ./usr/share/mime/packages/topoplan.xml ./usr/share/man/man1/topoplan-cli.1.gz ./usr/share/doc/topoplan/copyright; do
  grep -q " $f\$" "$work/contents" || fail "the .deb lacks $f"
done
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
# The libraries the executables link directly (ELF NEEDED; the libraries those pull in are
# their packages' own Depends), found where ldd resolves them, and their packages.
checked=0
for exe in "$prefix/bin/topoplan" "$prefix/bin/topoplan-cli"; do
  for soname in $(readelf -d "$exe" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
    lib=$(ldd "$exe" | sed -n "s|^[[:space:]]*$soname => \(/[^ ]*\).*|\1|p")
    [ -n "$lib" ] || fail "ldd does not resolve $soname of $exe"
    pkg=$(dpkg -S "$lib" 2>/dev/null | head -1 | cut -d: -f1) || true
    [ -n "$pkg" ] || pkg=$(dpkg -S "$(readlink -f "$lib")" | head -1 | cut -d: -f1)
    sed 's/ ([^)]*)//g; s/ *[,|] */\n/g' <<<"$depends" | grep -qxF "$pkg" || fail "$soname ($lib, package $pkg) of $(basename "$exe") is not in Depends"
    checked=$((checked + 1))
  done
done
echo "Depends: covers the $checked libraries the executables link (readelf NEEDED, resolved by ldd)"
if command -v lintian >/dev/null; then
  lintian --fail-on error --tag-display-limit 0 "$deb" | tee "$work/lintian.txt" || fail "lintian errors"
  echo "lintian: no errors, $(grep -c '^W:' "$work/lintian.txt" || true) warnings"
else
  echo "lintian not installed: skipped"
fi
echo "install check passed"
