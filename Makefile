# example-tui: every command a newcomer needs. `make run` and `make test` install what is
# missing (a C compiler's ncursesw headers) before building.
SHELL := /bin/bash
SWIFT ?= swift
SWIFT_FORMAT ?= swift format
SOURCES = Package.swift Sources Tests Tools Plugins Benchmarks Templates/App
ARGS ?=
# Release builds link the Swift runtime and Foundation statically, and not libcurl, which
# CLazyCurl loads at the first request: a faster launch (docs/performance.md, Launch).
# scripts/install.sh builds with the same flags, so install and bench share one build.
RELEASE_FLAGS = -Xswiftc -static-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc curl

.DEFAULT_GOAL := help
.PHONY: help init build run test lint format snapshots bench e2e clean module new-app docs-images docs template-check install uninstall install-check fuzz sanitize

help: ## List the commands
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{printf "  make %-15s %s\n", $$1, $$2}'

init: ## Install system packages the build needs (libncurses-dev), if missing
	@scripts/bootstrap.sh

build: init ## Build everything (debug)
	$(SWIFT) build

run: init ## Build and open example-tui in this terminal (ARGS="exampletui://settings --lang ru")
	$(SWIFT) build --product example-tui
	@"$$($(SWIFT) build --show-bin-path)/example-tui" $(ARGS)

test: init ## Build and run every test: unit, snapshot, pilot and end-to-end (never records); warnings fail it
	@scripts/bootstrap.sh --test
	set -o pipefail; $(SWIFT) build --build-tests 2>&1 | scripts/fail-on-warnings.sh
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --skip-build --parallel --num-workers 3

snapshots: init ## Re-record every snapshot reference; review each changed file before committing
	$(SWIFT) build --build-tests
	-SNAPSHOT_TESTING_RECORD=all $(SWIFT) test --skip-build
	@git status --short -- '*__Snapshots__*'

lint: ## Check formatting (swift format lint --strict) and the module boundaries (scripts/check-boundaries.sh)
	$(SWIFT_FORMAT) lint --strict --recursive $(SOURCES)
	scripts/check-boundaries.sh

format: ## Format every Swift file in place
	$(SWIFT_FORMAT) format --in-place --recursive $(SOURCES)

bench: init ## Run the benchmarks (release build) and print their figures
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product example-tui
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product example-tui-bench
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product launch-floor
	@"$$($(SWIFT) build -c release $(RELEASE_FLAGS) --show-bin-path)/example-tui-bench"

module: init ## Add an MVVM+C module: NAME=<Name> [TAB=<tab>] (Templates/make-module --help)
	@test -n "$(NAME)" || { Templates/make-module --help; exit 2; }
	Templates/make-module $(if $(TAB),--tab $(TAB)) "$(NAME)"

new-app: ## Create a new app: NAME=<name> [DEST=<folder>] [LIBRARIES=copy] [TEMPLATE_URL=<url>] (Templates/new-app --help)
	@test -n "$(NAME)" || { Templates/new-app --help; exit 2; }
	Templates/new-app $(if $(DEST),--dest "$(DEST)") $(if $(LIBRARIES),--libraries "$(LIBRARIES)") \
		$(if $(TEMPLATE_URL),--template-url "$(TEMPLATE_URL)") "$(NAME)"

# scripts/check-template.sh (make module in a scratch copy of the showcase) is left out of CI's
# time: make module is proven in the new app, and on a small app tree by MakeModuleTests.
template-check: init ## Prove the template: new apps in package and copy mode, a module, an upgrade, install, fuzz
	scripts/check-new-app.sh

docs: init ## Build the DocC documentation of TUICore, TUITerminal and TUIKit into .build/docs (no warnings allowed)
	@mkdir -p .build/docs
	@for target in TUICore TUITerminal TUIKit; do \
		$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$target \
			--warnings-as-errors --output-path .build/docs/$$target --transform-for-static-hosting || exit 1; \
	done
	@echo "Open .build/docs/<target>/index.html for TUICore, TUITerminal and TUIKit (any static file server)"

docs-images: init ## Render the docs' pictures (docs/images/pictures.txt) as SVG; look at each before committing
	$(SWIFT) build --build-tests
	DOCS_IMAGES_RECORD=1 $(SWIFT) test --skip-build --filter DocsImagesTests
	@git status --short -- docs/images

PREFIX ?= /usr/local
DESTDIR ?=

install: init ## Install the release binary, man page, completions, desktop entry: [PREFIX=/usr/local] [DESTDIR=]
	@PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" SWIFT="$(SWIFT)" scripts/install.sh install

uninstall: ## Remove exactly what make install wrote: [PREFIX=/usr/local] [DESTDIR=]
	@PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh uninstall

install-check: init ## Install into temporary folders, check every file, the man page and completions, uninstall
	scripts/check-install.sh

fuzz: init ## Fuzz every parser of outside input, FUZZ_SECONDS (60) each; fails on a crash, hang or leak
	scripts/fuzz.sh

sanitize: init ## Run the unit and service tests under TSan, then ASan (SANITIZE_LEAKS=1: LSan); fails on any report
	scripts/sanitize.sh

clean: ## Remove build products
	rm -rf .build
