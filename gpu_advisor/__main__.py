"""``python -m gpu_advisor``: the same as the ``gpu-advisor`` command."""

from gpu_advisor.cli import main

raise SystemExit(main())
