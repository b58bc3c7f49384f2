#!/usr/bin/env bash
# Installs the Debian 12 packages Topoplan needs to build, test and run (only the
# missing ones). Needs root or sudo. Package names: ../shared/TOOLCHAIN.md.
set -euo pipefail
packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n
  libqcustomplot-dev libboost-graph-dev libyaml-cpp-dev libqpdf-dev
  xvfb xauth imagemagick poppler-utils librsvg2-bin fonts-dejavu-core
  strace
  # Installing like a desktop application (issue 18, tests/install/check-install.sh):
  # the .deb (dpkg-shlibdeps from dpkg-dev, lintian), desktop entry and metainfo
  # validation, the file type (update-mime-database, gio, xdg-mime), man page, completion.
  dpkg-dev lintian desktop-file-utils appstream shared-mime-info libglib2.0-bin xdg-utils
  man-db bash-completion
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
