import sys

from pardsgui.app import main

# The guard matters: the computer's worker process is spawned and imports this module.
if __name__ == "__main__":
    sys.exit(main())
