#!/bin/sh
# /usr/bin/pardsgui: start the bundle installed by the pardsgui package.
exec /opt/pardsgui/pardsgui "$@"
