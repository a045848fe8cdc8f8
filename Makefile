# Two commands for a newcomer:  `make run` (set up, open the app)  and  `make test` (set up, run tests).
# Both create the virtual environment when it is missing and install the system libraries Qt needs.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: setup run test bench clean-venv

$(STAMP): pyproject.toml packaging/constraints.txt
	@bash packaging/system-deps.sh
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c packaging/constraints.txt -e '.[test]'
	@touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	@bash packaging/system-deps.sh --gui
	@$(BIN)/gpu-advisor

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

clean-venv:
	rm -rf $(VENV)
