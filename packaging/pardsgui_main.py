"""The frozen bundle's entry point: the same `main` as the `pardsgui` command."""

import sys

from pardsgui.app import main

if __name__ == "__main__":
    sys.exit(main())
