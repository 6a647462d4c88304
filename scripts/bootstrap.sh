#!/usr/bin/env bash
# Installs the system packages example-tui needs to build, when they are missing:
# ncursesw's headers and terminfo, cmark-gfm's (the Markdown widget's parser), and the font the glyph tests check against; with
# --install-check, what `make install-check` also uses (groff, to render the man page); with
# --test, what `make test` also uses (a Secret Service for the keychain's tests, dunst and Xvfb for the
# desktop notifications', asciinema for the recordings', yasr for the screen-reader mode's,
# the OpenSSH client for serve --ssh's, Chromium and its driver for serve --web's).
# Works as root or through sudo; never prompts.
set -euo pipefail

missing=()
if [ "${1:-}" = --install-check ]; then
    command -v groff >/dev/null 2>&1 || missing+=(groff-base)
fi
if [ "${1:-}" = --test ]; then
    # The keychain's Secret Service tests (Tests/StorageTests/SecretServiceSession.swift) start
    # a private session bus and gnome-keyring on it, and check items with secret-tool. The app
    # itself needs none of these: it loads libsecret only when a Secret Service is running.
    command -v dbus-daemon >/dev/null 2>&1 || missing+=(dbus-daemon)
    command -v dbus-send >/dev/null 2>&1 || missing+=(dbus-bin)
    command -v gnome-keyring-daemon >/dev/null 2>&1 || missing+=(gnome-keyring)
    command -v secret-tool >/dev/null 2>&1 || missing+=(libsecret-tools)
    /sbin/ldconfig -p 2>/dev/null | grep 'libsecret-1\.so\.0 ' >/dev/null || missing+=(libsecret-1-0)
    # The desktop notification tests (Tests/PushTests/NotificationDaemonSession.swift) run dunst,
    # a real notification daemon, on a private bus and an Xvfb display, and read it with
    # dunstctl; the app loads libdbus-1 only when it raises a notification.
    command -v dunst >/dev/null 2>&1 || missing+=(dunst)
    command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
    /sbin/ldconfig -p 2>/dev/null | grep 'libdbus-1\.so\.3 ' >/dev/null || missing+=(libdbus-1-3)
    # The push channel's tests run a python3 event-stream server (Tests/PushTests/Server).
    command -v python3 >/dev/null 2>&1 || missing+=(python3)
    # `example-tui record`'s end-to-end test plays its file with the real asciinema client.
    command -v asciinema >/dev/null 2>&1 || missing+=(asciinema)
    # The screen-reader mode's end-to-end test runs it under yasr, a real console screen
    # reader, whose speech goes to a recording synthesizer (Tests/EndToEndTests/ConsoleReader).
    command -v yasr >/dev/null 2>&1 || missing+=(yasr)
    # `example-tui serve --ssh`'s end-to-end tests connect with the real OpenSSH client.
    command -v ssh >/dev/null 2>&1 || missing+=(openssh-client)
    command -v ssh-keygen >/dev/null 2>&1 || missing+=(openssh-client)
    # `example-tui serve --web`'s browser tests drive headless Chromium through chromedriver's
    # WebDriver HTTP API directly (Tests/EndToEndTests/Serving/WebDriverSession.swift: no Selenium, no pip).
    [ -x /usr/bin/chromium ] || missing+=(chromium)
    [ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
fi
[ -f /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
# cmark-gfm and its GitHub extensions, for TUIMarkdown (Sources/CMarkGFM).
[ -f /usr/include/cmark-gfm.h ] || missing+=(libcmark-gfm-dev)
[ -f /usr/include/cmark-gfm-core-extensions.h ] || missing+=(libcmark-gfm-extensions-dev)
# SQLite for the log store (GRDB's GRDBSQLite system library: FTS5 with the trigram tokenizer, ≥ 3.34).
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
command -v infocmp >/dev/null 2>&1 || missing+=(ncurses-bin)
# The -direct terminfo entries, for 24-bit colour with COLORTERM=truecolor.
[ -e /usr/share/terminfo/x/xterm-direct ] || [ -e /lib/terminfo/x/xterm-direct ] || missing+=(ncurses-term)
# DejaVu Sans Mono (Debian's default monospace font) and fc-query: the icon glyph tests
# check every glyph against the font's coverage.
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing+=(fonts-dejavu-core)
command -v fc-query >/dev/null 2>&1 || missing+=(fontconfig)
command -v swift >/dev/null 2>&1 || { echo "bootstrap: swift is not on PATH; install the Swift 6 toolchain first" >&2; exit 1; }

[ ${#missing[@]} -eq 0 ] && exit 0

echo "bootstrap: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "bootstrap: need root to install ${missing[*]}" >&2; exit 1; }
    sudo="sudo -n"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
