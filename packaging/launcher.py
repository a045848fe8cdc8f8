"""Entry point of the PyInstaller build: the same as the installed ``gpu-advisor`` command."""

import sys

from gpu_advisor.cli import main

if __name__ == "__main__":
    sys.exit(main())
