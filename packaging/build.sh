#!/usr/bin/env bash
# Build everything that can be built on Linux into dist/:
#   dist/pardsgui_<version>_amd64.deb              (dpkg-deb; the bundle in /opt/pardsgui)
#   dist/pardsgui-<version>-linux-x86_64.tar.gz    (the same bundle, with the icon and menu entry)
#   dist/SHA256SUMS
# Steps: a build venv with PyInstaller (from PyPI, not a runtime dependency), the app icon
# rendered to PNGs, the PyInstaller one-folder bundle (packaging/pardsgui.spec), the bundle's
# own --self-test, then the two archives.  Needs python3-venv and dpkg-deb (Debian/Ubuntu).
#
# Environment: PYTHON (default /usr/bin/python3, the Python the bundle carries),
#              PARDSGUI_BUILD_VENV (default /tmp/pardsgui-build-venv; reused when present).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
started=$(date +%s)

PYTHON=${PYTHON:-/usr/bin/python3}
VENV=${PARDSGUI_BUILD_VENV:-/tmp/pardsgui-build-venv}
BUILD=$ROOT/build/packaging
DIST=$ROOT/dist
APP_ID=io.github.pardsgui.pardsgui
ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
[ "$ARCH" = amd64 ] || { echo "build.sh: only amd64 is built here (this is $ARCH)" >&2; exit 1; }
command -v dpkg-deb >/dev/null || { echo "build.sh: dpkg-deb is missing (apt-get install dpkg)" >&2; exit 1; }

VERSION=$("$PYTHON" -c 'import sys; sys.path.insert(0, "."); import pardsgui; print(pardsgui.__version__)')
echo "build.sh: pardsgui $VERSION"

# -- the build venv: the app's runtime dependencies (from pyproject.toml) and PyInstaller
requirements=$("$PYTHON" - <<'EOF'
import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
print("\n".join(project["dependencies"] + project["optional-dependencies"]["build"]))
EOF
)
if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
fi
mapfile -t requirement_list <<<"$requirements"
"$VENV/bin/python" -m pip install -q --disable-pip-version-check "${requirement_list[@]}"

# -- the system libraries Qt's plugins link to, so that PyInstaller finds and bundles them
# (Debian package names; installed with apt-get when missing and this is root).
BUILD_PACKAGES=(
    libgl1 libegl1 libglib2.0-0 libfontconfig1 libfreetype6 libxkbcommon0 libdbus-1-3
    libxkbcommon-x11-0 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
    libxcb-render-util0 libxcb-shape0 libxcb-util1 libxcb-xkb1 libxcb-randr0 libxcb-render0
    libxcb-shm0 libxcb-sync1 libxcb-xfixes0 libxcb-xinput0 libxcb-glx0 libx11-xcb1
    libwayland-client0 libwayland-cursor0 libwayland-egl1
)
absent=()
for package in "${BUILD_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || absent+=("$package")
done
if ((${#absent[@]})); then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
        echo "build.sh: installing ${absent[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${absent[@]}"
    else
        echo "build.sh: missing on this machine (the bundle would lack them): ${absent[*]}" >&2
        echo "build.sh: sudo apt-get install ${absent[*]}" >&2
        exit 1
    fi
fi

# -- icons, bundle, self-test
rm -rf "$BUILD"
mkdir -p "$BUILD" "$DIST"
"$VENV/bin/python" packaging/render_icons.py "$BUILD/icons" "$APP_ID"
bundle_started=$(date +%s)
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN \
    --distpath "$BUILD/dist" --workpath "$BUILD/work" packaging/pardsgui.spec
bundle=$BUILD/dist/pardsgui
echo "build.sh: bundle built in $(($(date +%s) - bundle_started)) s"

# -- every library the bundle's Qt plugins and modules link to resolves, with the bundle's own
# library path: from the bundle, or from a system package that the .deb then depends on.  A
# library found nowhere fails the build by name (a build machine that lacked libxcb-icccm4 once
# made a bundle whose xcb platform could not load on a desktop).
missing=$(cd "$bundle/_internal" && find . -name '*.so*' -type f -print0 |
    LD_LIBRARY_PATH=$PWD:$PWD/PySide6/Qt/lib xargs -0 -n1 ldd 2>/dev/null |
    grep 'not found' | awk '{print $1}' | sort -u || true)
if [ -n "$missing" ]; then
    echo "build.sh: the bundle links to libraries found neither in it nor on this machine:" \
        "$(tr '\n' ' ' <<<"$missing")" >&2
    echo "build.sh: install the Debian packages holding them (see BUILD_PACKAGES above) and build again" >&2
    exit 1
fi
xcb=$bundle/_internal/PySide6/Qt/plugins/platforms/libqxcb.so
[ -f "$xcb" ] || { echo "build.sh: the xcb platform plugin is not in the bundle" >&2; exit 1; }

# The Debian packages of the libraries the bundle uses from the system: the .deb's Depends.
package_of() { # LIBRARY PATH -> the Debian package that installs it
    local path=$1 candidate found
    for candidate in "$path" "/usr$path" "${path#/usr}" "$(readlink -f "$path")"; do
        found=$(dpkg-query -S "$candidate" 2>/dev/null | head -1 | cut -d: -f1) && [ -n "$found" ] &&
            { echo "$found"; return 0; }
    done
    return 1
}
system_libraries=$(cd "$bundle/_internal" && find . -name '*.so*' -type f -print0 |
    LD_LIBRARY_PATH=$PWD:$PWD/PySide6/Qt/lib xargs -0 -n1 ldd 2>/dev/null |
    awk -v b="$bundle" '$2 == "=>" && $3 ~ /^\// && index($3, b) != 1 {print $3}' | sort -u)
base_depends=$(sed -n 's/^Depends: //p' packaging/linux/control)
depends=$base_depends
unpackaged=()
while read -r library; do
    [ -n "$library" ] || continue
    package=$(package_of "$library") || { unpackaged+=("$library"); continue; }
    grep -q -E "(^|, )$package( |,|$)" <<<"$depends" || depends="$depends, $package"
done <<<"$system_libraries"
if ((${#unpackaged[@]})); then
    echo "build.sh: libraries from outside any Debian package: ${unpackaged[*]}" >&2
    exit 1
fi
echo "build.sh: the .deb depends on: $depends"

echo "build.sh: the bundle's self-test:"
QT_QPA_PLATFORM=offscreen "$bundle/pardsgui" --self-test

# -- the pieces both archives share: the icon, the menu entry, the AppStream metainfo
share=$BUILD/share
mkdir -p "$share/applications" "$share/metainfo"
cp -r "$BUILD/icons" "$share/icons"
cp packaging/linux/$APP_ID.desktop "$share/applications/"
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$(date -u -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}" +%F)/" \
    packaging/linux/$APP_ID.metainfo.xml >"$share/metainfo/$APP_ID.metainfo.xml"

# -- the .deb
deb_root=$BUILD/deb/pardsgui_${VERSION}_$ARCH
mkdir -p "$deb_root/opt" "$deb_root/usr/bin" "$deb_root/usr/share/doc/pardsgui" "$deb_root/DEBIAN"
cp -a "$bundle" "$deb_root/opt/pardsgui"
install -m 0755 packaging/linux/pardsgui.sh "$deb_root/usr/bin/pardsgui"
cp -r "$share/applications" "$share/metainfo" "$share/icons" "$deb_root/usr/share/"
install -m 0644 packaging/linux/copyright "$deb_root/usr/share/doc/pardsgui/copyright"
installed_size=$(du -sk --exclude=DEBIAN "$deb_root" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@INSTALLED_SIZE@/$installed_size/" \
    -e "s/^Depends: .*/Depends: $depends/" packaging/linux/control >"$deb_root/DEBIAN/control"
find "$deb_root" -type d -exec chmod 0755 {} +
chmod -R go-w "$deb_root"
deb=$DIST/pardsgui_${VERSION}_$ARCH.deb
dpkg-deb --root-owner-group -Zxz --build "$deb_root" "$deb" >/dev/null
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'

# -- the .tar.gz: pardsgui-<version>/ holding the bundle and share/
tar_root=$BUILD/tar/pardsgui-$VERSION
mkdir -p "$tar_root"
cp -a "$bundle/." "$tar_root/"
cp -r "$share" "$tar_root/share"
tarball=$DIST/pardsgui-$VERSION-linux-x86_64.tar.gz
tar -C "$BUILD/tar" --owner=0 --group=0 --numeric-owner --sort=name -czf "$tarball" "pardsgui-$VERSION"

(cd "$DIST" && sha256sum "$(basename "$deb")" "$(basename "$tarball")" >SHA256SUMS)
echo "build.sh: done in $(($(date +%s) - started)) s"
echo "  bundle  $(du -sh "$bundle" | cut -f1)  ($bundle)"
echo "  .deb    $(du -h "$deb" | cut -f1)  ($deb; installed $((installed_size / 1024)) MiB)"
echo "  .tar.gz $(du -h "$tarball" | cut -f1)  ($tarball)"
