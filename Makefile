# Two commands for a newcomer:  `make run` (set up, open the app)  and  `make test` (set up, run tests).
# Both create the virtual environment when it is missing and install the system libraries Qt needs.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: setup run test typecheck lint bench clean-venv package wheel

$(STAMP): pyproject.toml packaging/constraints.txt
	@bash packaging/system-deps.sh
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c packaging/constraints.txt -e '.[test]'
	@touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	@bash packaging/system-deps.sh --gui
	@$(BIN)/gpu-advisor

# The type check of core/, gui/ and the CLI runs first: a type error fails `make test` (and CI, which runs it). The tests run
# on every core (pytest-xdist, -n auto); each test keeps its own folders, servers and catalog home. Python may cache
# compiled modules even where the environment says not to (PYTHONDONTWRITEBYTECODE, set on the CI machines): each of
# the suite's few hundred command-line processes would otherwise compile the app's sources again (0.3 s each).
test: typecheck lint
	env -u PYTHONDONTWRITEBYTECODE QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n auto

# ruff over the whole tree (rules in pyproject.toml [tool.ruff.lint]); an unused import or undefined name fails `make test`.
lint: $(STAMP)
	$(BIN)/ruff check core gui gpu_advisor scripts bench tests text

# The type check of core/, gui/ and the CLI (gpu_advisor/), under their installed names (config in pyproject.toml;
# packaging/mypy/ maps core/ and gui/ into the package as setuptools does). Incremental: the cache is .mypy_cache/.
typecheck: $(STAMP)
	$(BIN)/python -m mypy

clean-venv:
	rm -rf $(VENV)

# The desktop app's timings (bench/ui.py): start-up next to a bare window, then a person's changes, drawn on Xvfb
# (installed here when missing; `make test` never needs it). Exit status 1 when a goal is not met.
bench: $(STAMP)
	@bash packaging/system-deps.sh --bench
	$(BIN)/python bench/ui.py

# --------------------------------------------------------------------------- packaging (not used by `make test`)
# `make package`: one-folder app in dist/gpu-advisor/ (PyInstaller), then the smoke test of the built binary.
# `make wheel`:   dist/*.whl, installed into a fresh virtual environment and run from there.
PYINSTALLER_VERSION ?= 6.22.3

package: $(STAMP)
	@$(BIN)/python -c "import PyInstaller, sys; sys.exit(PyInstaller.__version__ != '$(PYINSTALLER_VERSION)')" 2>/dev/null \
		|| $(BIN)/python -m pip install --quiet --disable-pip-version-check pyinstaller==$(PYINSTALLER_VERSION)
	@rm -rf dist/gpu-advisor
	@start=$$(date +%s); \
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/gpu-advisor.spec || exit 1; \
	echo "built dist/gpu-advisor in $$(( $$(date +%s) - start )) s, $$(du -sh dist/gpu-advisor | cut -f1)"
	bash packaging/smoke.sh dist/gpu-advisor/gpu-advisor

wheel: $(STAMP)
	@$(BIN)/python -m pip show --quiet build >/dev/null 2>&1 \
		|| $(BIN)/python -m pip install --quiet --disable-pip-version-check build
	@rm -f dist/*.whl dist/*.tar.gz
	$(BIN)/python -m build --outdir dist .
	bash packaging/wheel-check.sh dist/*.whl
