#!/usr/bin/env bash
# Build the macOS app and disk image: pardsgui.app (PyInstaller BUNDLE) and
# dist/pardsgui-<version>-macos-<arch>.dmg (hdiutil).  Unsigned and not notarized.
# NOT RUN OR TESTED in this project: there is no Mac here. See packaging/README.md.
# Needs Python 3.11+ from python.org (universal2) or Homebrew; run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON=${PYTHON:-python3}
VENV=${PARDSGUI_BUILD_VENV:-/tmp/pardsgui-build-venv}
BUILD=build/packaging
VERSION=$("$PYTHON" -c 'import sys; sys.path.insert(0, "."); import pardsgui; print(pardsgui.__version__)')

[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
requirements=$("$VENV/bin/python" -c 'import tomllib
p = tomllib.load(open("pyproject.toml", "rb"))["project"]
print("\n".join(p["dependencies"] + p["optional-dependencies"]["build"]))')
# Pillow lets PyInstaller turn the PNG icon into the .icns the app bundle wants
"$VENV/bin/python" -m pip install -q $requirements pillow

rm -rf "$BUILD" && mkdir -p "$BUILD" dist
"$VENV/bin/python" packaging/render_icons.py "$BUILD/icons" pardsgui
PARDSGUI_ICON=$PWD/$BUILD/icons/hicolor/512x512/apps/pardsgui.png \
    "$VENV/bin/pyinstaller" --noconfirm --distpath "$BUILD/dist" --workpath "$BUILD/work" packaging/pardsgui.spec
app=$BUILD/dist/pardsgui.app
QT_QPA_PLATFORM=offscreen "$app/Contents/MacOS/pardsgui" --self-test

# the disk image: the app and a link to /Applications to drag it onto
staging=$BUILD/dmg
rm -rf "$staging" && mkdir -p "$staging"
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
dmg=dist/pardsgui-$VERSION-macos-$(uname -m).dmg
hdiutil create -volname "pardsgui $VERSION" -srcfolder "$staging" -ov -format UDZO "$dmg"
echo "$dmg"
