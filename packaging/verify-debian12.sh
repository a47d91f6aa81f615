#!/usr/bin/env bash
# Check pardsgui in empty Debian 12 systems made with debootstrap.  Needs root, on a Debian host
# (installs debootstrap, xvfb and xdotool on it with apt-get if they are missing).
#
#   packaging/verify-debian12.sh readme   a clean copy of the repository (git archive HEAD) in an
#                                         empty bookworm; the README's two set-up commands, exactly
#                                         as the README has them, run as root: the first must end
#                                         with the app's window on screen (an Xvfb display), the
#                                         second with the whole test suite passing
#   packaging/verify-debian12.sh deb      dist/pardsgui_<version>_amd64.deb in another empty
#                                         bookworm: `apt-get install ./pardsgui_*.deb`, then
#                                         `pardsgui --self-test` (offscreen, then on the X display),
#                                         no library missing in /opt/pardsgui, purge removes it all
#   packaging/verify-debian12.sh [all]    both
#
# Environment: PARDSGUI_VERIFY_DIR (default /var/tmp/pardsgui-verify: the cached minbase tarball,
# the systems while they are checked, logs and a screenshot), DEBIAN_MIRROR (default
# http://deb.debian.org/debian), PARDSGUI_VERIFY_FRESH=1 (debootstrap again instead of the cached
# tarball), PARDSGUI_VERIFY_KEEP=1 (keep the systems afterwards), PARDSGUI_DEB (the .deb to check).
# The host's CA bundle is copied into each system and named in its /etc/pip.conf, so pip there
# trusts what pip trusts here; nothing else of the host goes in.  Every mount is undone on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
what=${1:-all}
case $what in readme | deb | all) ;; *)
    echo "usage: $0 [readme|deb|all]" >&2
    exit 2
    ;;
esac
[ "$(id -u)" -eq 0 ] || { echo "verify-debian12.sh: needs root (debootstrap, chroot, mount)" >&2; exit 2; }

WORK=${PARDSGUI_VERIFY_DIR:-/var/tmp/pardsgui-verify}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
CACHE=$WORK/bookworm-minbase.tar
SUMMARY=$WORK/summary.txt
mkdir -p "$WORK"
: >"$SUMMARY"
note() { echo "verify: $*" | tee -a "$SUMMARY"; }
fail() { note "FAILED: $*"; exit 1; }

host_tools=()
command -v debootstrap >/dev/null || host_tools+=(debootstrap)
command -v Xvfb >/dev/null || host_tools+=(xvfb)
command -v xdotool >/dev/null || host_tools+=(xdotool)
if ((${#host_tools[@]})); then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${host_tools[@]}"
fi

# -- clean-up: every mount made below, the X server, the systems ------------------------------
roots=()
xvfb_pid=
cleanup() {
    set +e
    for root in "${roots[@]}"; do
        # processes still running inside a system this script made (the app, if a check failed)
        for proc in /proc/[0-9]*; do
            [ "$(readlink "$proc/root" 2>/dev/null)" = "$root" ] && kill -9 "${proc#/proc/}" 2>/dev/null
        done
        for mount in $(awk -v r="$root" 'index($2, r "/") == 1 {print $2}' /proc/mounts | sort -r); do
            umount "$mount" 2>/dev/null || umount -l "$mount"
        done
        if awk -v r="$root" 'index($2, r "/") == 1 {found = 1} END {exit !found}' /proc/mounts; then
            echo "verify: $root still has mounts; not removed" >&2
        elif [ "${PARDSGUI_VERIFY_KEEP:-}" != 1 ]; then
            rm -rf --one-file-system "$root"
        fi
    done
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
}
trap cleanup EXIT

# -- an empty Debian 12 (minbase), debootstrapped once and kept as a tarball ----------------------
if [ ! -s "$CACHE" ] || [ "${PARDSGUI_VERIFY_FRESH:-}" = 1 ]; then
    note "debootstrap --variant=minbase bookworm ($MIRROR)"
    rm -rf --one-file-system "$WORK/debootstrap"
    started=$(date +%s)
    debootstrap --variant=minbase bookworm "$WORK/debootstrap" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
        fail "debootstrap (see $WORK/debootstrap.log)"
    tar -C "$WORK/debootstrap" -cf "$CACHE.part" . && mv "$CACHE.part" "$CACHE"
    rm -rf --one-file-system "$WORK/debootstrap"
    note "debootstrap took $(($(date +%s) - started)) s"
fi

# -- an X server for the real window, its socket shared with the systems --------------------------
display=
for n in $(seq 90 119); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=:$n; break; fi
done
[ -n "$display" ] || fail "no free X display number"
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.2; done
[ -e "/tmp/.X11-unix/X${display#:}" ] || fail "Xvfb did not start (see $WORK/xvfb.log)"

new_system() { # NAME -> prints the new system's root
    local root=$WORK/$1
    rm -rf --one-file-system "$root"
    mkdir -p "$root"
    tar -C "$root" -xf "$CACHE"
    roots+=("$root")
    cat >"$root/etc/apt/sources.list" <<EOF
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb ${MIRROR%/debian}/debian-security bookworm-security main
EOF
    cp -L /etc/resolv.conf "$root/etc/resolv.conf"
    if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
        mkdir -p "$root/usr/local/share/pardsgui-verify"
        cp /etc/ssl/certs/ca-certificates.crt "$root/usr/local/share/pardsgui-verify/host-ca.crt"
        printf '[global]\ncert = /usr/local/share/pardsgui-verify/host-ca.crt\n' >"$root/etc/pip.conf"
    fi
    mount -t proc proc "$root/proc"
    mount -t sysfs sysfs "$root/sys"
    mount --rbind /dev "$root/dev"
    mount --make-rslave "$root/dev"
    mkdir -p "$root/tmp/.X11-unix"
    mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
}

in_system() { # ROOT COMMAND... : run as root in a clean login-like environment
    local root=$1
    shift
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}

window_on_screen() { # TIMEOUT_SECONDS: the title of a visible pardsgui window on the X display
    local until=$(($(date +%s) + $1)) id
    while [ "$(date +%s)" -lt "$until" ]; do
        id=$(DISPLAY=$display xdotool search --onlyvisible --name 'pardsgui$' 2>/dev/null | head -1)
        if [ -n "$id" ]; then
            DISPLAY=$display xdotool getwindowname "$id"
            return 0
        fi
        sleep 1
    done
    return 1
}

readme_command() { # HEADING: the first line of the first ```sh block under that README heading
    awk -v h="$1" 'index($0, h) == 1 {f = 1} f && /^```sh/ {getline; print; exit}' README.md
}

check_readme() {
    local install test root app_pid started title said
    install=$(readme_command "## Install and run")
    test=$(readme_command "## Test")
    [ -n "$install" ] && [ -n "$test" ] || fail "the README's set-up commands were not found"
    root=$WORK/readme
    new_system readme
    mkdir -p "$root/root/pardsgui"
    git archive --format=tar HEAD | tar -C "$root/root/pardsgui" -x
    note "readme: commit $(git rev-parse --short HEAD) copied by git archive into an empty bookworm"

    note "readme: command 1, as root, with DISPLAY=$display (Xvfb): $install"
    started=$(date +%s)
    setsid chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb DISPLAY="$display" \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        sh -c "cd /root/pardsgui && $install" >"$WORK/readme-command1.log" 2>&1 &
    app_pid=$!
    while kill -0 "$app_pid" 2>/dev/null && ! grep -q "setup.sh: done" "$WORK/readme-command1.log"; do
        sleep 2
        [ $(($(date +%s) - started)) -lt 3600 ] || { kill -- -"$app_pid"; fail "readme: setup.sh ran over an hour"; }
    done
    grep -q "setup.sh: done" "$WORK/readme-command1.log" ||
        fail "readme: setup.sh failed: $(tail -5 "$WORK/readme-command1.log")"
    note "readme: setup.sh done in $(($(date +%s) - started)) s; waiting for the window"
    title=$(window_on_screen 120) ||
        fail "readme: no pardsgui window appeared: $(tail -5 "$WORK/readme-command1.log")"
    sleep 3
    kill -0 "$app_pid" 2>/dev/null || fail "readme: the app quit by itself: $(tail -5 "$WORK/readme-command1.log")"
    note "readme: command 1 ends with the app's window on screen, titled \"$title\""
    in_system "$root" env DISPLAY="$display" /root/pardsgui/.venv/bin/python -c '
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(["grab"])
sys.exit(0 if app.primaryScreen().grabWindow(0).save("/root/window.png") else 1)' &&
        cp "$root/root/window.png" "$WORK/readme-window.png" && note "readme: screenshot $WORK/readme-window.png"
    kill -- -"$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    said=$(awk 'f; /setup.sh: done/ {f = 1}' "$WORK/readme-command1.log")
    if [ -n "$said" ]; then
        note "readme: the app said (see $WORK/readme-command1.log):"
        tail -5 <<<"$said" | sed 's/^/    /' | tee -a "$SUMMARY"
    fi

    note "readme: command 2, as root, no display: $test"
    started=$(date +%s)
    if in_system "$root" sh -c "cd /root/pardsgui && $test" >"$WORK/readme-command2.log" 2>&1; then
        note "readme: command 2 passed in $(($(date +%s) - started)) s: $(tail -1 "$WORK/readme-command2.log")"
    else
        fail "readme: command 2: $(tail -3 "$WORK/readme-command2.log")"
    fi
    note "readme: and the source install's self-test: $(in_system "$root" sh -c \
        'cd /root/pardsgui && .venv/bin/pardsgui --self-test' 2>&1 | tail -1)"
}

check_deb() {
    local deb root started missing
    deb=${PARDSGUI_DEB:-$(ls -t dist/pardsgui_*_amd64.deb 2>/dev/null | head -1)}
    [ -f "$deb" ] || fail "deb: no dist/pardsgui_*_amd64.deb; run packaging/build.sh first"
    root=$WORK/deb
    new_system deb
    cp "$deb" "$root/root/"
    note "deb: apt-get install ./$(basename "$deb") in an empty bookworm"
    started=$(date +%s)
    in_system "$root" sh -c "apt-get update -qq && cd /root && DEBIAN_FRONTEND=noninteractive \
        apt-get install -y ./$(basename "$deb")" >"$WORK/deb-install.log" 2>&1 ||
        fail "deb: apt-get install: $(tail -5 "$WORK/deb-install.log")"
    note "deb: installed in $(($(date +%s) - started)) s; $(grep -E '^[0-9]+ upgraded' "$WORK/deb-install.log")"

    started=$(date +%s)
    in_system "$root" pardsgui --self-test >"$WORK/deb-selftest.log" 2>&1 ||
        fail "deb: pardsgui --self-test: $(tail -5 "$WORK/deb-selftest.log")"
    note "deb: pardsgui --self-test passed in $(($(date +%s) - started)) s:"
    sed 's/^/    /' "$WORK/deb-selftest.log" | tee -a "$SUMMARY"
    in_system "$root" env DISPLAY="$display" QT_QPA_PLATFORM=xcb pardsgui --self-test \
        >"$WORK/deb-selftest-xcb.log" 2>&1 ||
        fail "deb: QT_QPA_PLATFORM=xcb pardsgui --self-test: $(tail -5 "$WORK/deb-selftest-xcb.log")"
    note "deb: on the X display: $(tail -1 "$WORK/deb-selftest-xcb.log")"

    missing=$(in_system "$root" sh -c 'cd /opt/pardsgui/_internal && find . -name "*.so*" -type f -print0 |
        LD_LIBRARY_PATH=$PWD:$PWD/PySide6/Qt/lib xargs -0 -n1 ldd 2>/dev/null | grep "not found" | sort -u')
    [ -z "$missing" ] || fail "deb: libraries missing for the bundle: $missing"
    note "deb: every library of /opt/pardsgui resolves (ldd)"
    for file in /usr/bin/pardsgui /usr/share/applications/io.github.pardsgui.pardsgui.desktop \
        /usr/share/icons/hicolor/48x48/apps/io.github.pardsgui.pardsgui.png \
        /usr/share/metainfo/io.github.pardsgui.pardsgui.metainfo.xml; do
        [ -e "$root$file" ] || fail "deb: $file was not installed"
    done
    in_system "$root" apt-get purge -y -qq pardsgui >"$WORK/deb-purge.log" 2>&1 || fail "deb: apt-get purge"
    [ ! -e "$root/opt/pardsgui" ] && [ ! -e "$root/usr/bin/pardsgui" ] || fail "deb: purge left files"
    note "deb: apt-get purge pardsgui removes /opt/pardsgui and the launcher"
}

case $what in
readme) check_readme ;;
deb) check_deb ;;
all)
    check_readme
    check_deb
    ;;
esac
note "all checks passed ($what)"
