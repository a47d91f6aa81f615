#!/usr/bin/env bash
# Install everything pardsgui needs, on Debian 12 (or a Debian-like system):
# the system libraries Qt needs, then a virtual environment in .venv holding
# the app with its test and lint tools.  Safe to run again.
set -euo pipefail
cd "$(dirname "$0")"

packages=(
    python3 python3-venv python3-pip
    # Qt (PySide6) on an empty Debian 12; the xcb ones for a real window
    libgl1 libegl1 libglib2.0-0 libfontconfig1 libxkbcommon0 libdbus-1-3 fonts-dejavu-core
    libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
    libxcb-render-util0 libxcb-shape0
    # The accessibility tests (tests/a11y): the app read through AT-SPI as Orca reads it, on a
    # private X display and session bus; the reader runs under the system's python3
    xvfb xdotool dbus at-spi2-core python3-gi gir1.2-atspi-2.0
    # and Orca itself, speaking to speech-dispatcher's dummy module (tests/a11y/test_orca.py)
    orca speech-dispatcher
)

if command -v dpkg-query >/dev/null && command -v apt-get >/dev/null; then
    missing=()
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$package")
    done
    if ((${#missing[@]})); then
        sudo=()
        if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
        echo "setup.sh: installing ${missing[*]}"
        "${sudo[@]}" apt-get update -qq
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
else
    echo "setup.sh: not a Debian system; install the Qt libraries listed in this script yourself" >&2
fi

python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$python" -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test,dev]'
echo "setup.sh: done; start the app with .venv/bin/pardsgui"
