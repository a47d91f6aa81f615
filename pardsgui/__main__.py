import sys

from pardsgui.app import main

sys.exit(main())
