#!/usr/bin/env bash
# The installer checks: `.ci/run` calls this unless PARDSGUI_CI_PACKAGING=0.
# Builds the bundle, the .deb and the .tar.gz (build.sh runs the bundle's self-test), runs the
# self-test of the unpacked .tar.gz, then installs the .deb in an empty Debian 12 (debootstrap)
# and runs its self-test there (verify-debian12.sh deb; needs root).  With
# PARDSGUI_CI_PACKAGING=all it also checks the README's two commands in an empty Debian 12.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)

packaging/build.sh

unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
tar -C "$unpacked" -xzf dist/pardsgui-*-linux-x86_64.tar.gz
echo "packaging/ci.sh: the .tar.gz's self-test:"
QT_QPA_PLATFORM=offscreen "$unpacked"/pardsgui-*/pardsgui --self-test

if [ "${PARDSGUI_CI_PACKAGING:-}" = all ]; then
    packaging/verify-debian12.sh all
else
    packaging/verify-debian12.sh deb
fi
echo "packaging/ci.sh: installers built and checked in $(($(date +%s) - started)) s"
