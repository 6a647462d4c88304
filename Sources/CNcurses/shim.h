// Shim over ncursesw's wide-character API.
//
// Swift 6 strict concurrency cannot touch C globals such as `stdscr`, `COLORS` or
// `LINES` directly, and function-like macros (`COLOR_PAIR`, `A_BOLD`, mouse masks) are
// not imported at all, so everything the backend needs is reached through the small
// inline functions below.
#ifndef TUI_CNCURSES_SHIM_H
#define TUI_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *tui_stdscr(void) { return stdscr; }
static inline FILE *tui_stdout(void) { return stdout; }
static inline FILE *tui_stdin(void) { return stdin; }
#include <langinfo.h>
static inline int tui_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}
static inline WINDOW *tui_curscr(void) { return curscr; }
static inline int tui_colors(void) { return COLORS; }
static inline int tui_color_pairs(void) { return COLOR_PAIRS; }
static inline int tui_lines(void) { return LINES; }
static inline int tui_cols(void) { return COLS; }

static inline attr_t tui_attr_normal(void) { return A_NORMAL; }
static inline attr_t tui_attr_bold(void) { return A_BOLD; }
static inline attr_t tui_attr_dim(void) { return A_DIM; }
static inline attr_t tui_attr_italic(void) { return A_ITALIC; }
static inline attr_t tui_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t tui_attr_reverse(void) { return A_REVERSE; }

/// Writes one cell: up to CCHAR_MAX-1 code points (a base and its combining marks) with
/// attributes and an extended color pair (ncurses 6.1 passes it through `opts`).
static inline int tui_put_cell(int y, int x, const wchar_t *wch, attr_t attrs, int pair) {
    cchar_t cell;
    int extended = pair;
    if (setcchar(&cell, wch, attrs, 0, &extended) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

/// The terminal's size from the kernel, which is right after SIGWINCH even when
/// ncurses has not noticed yet.
static inline int tui_window_size(int fd, int *rows, int *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}

/// A terminfo string capability, or NULL when the terminal has none.
/* Whether terminal type `type` (NULL: $TERM) can move its cursor, read from terminfo
   without starting curses: 1 yes, 0 no (dumb, a printer, an editor's shell buffer),
   -1 no terminfo entry. Curses on a terminal without cursor addressing writes a frame as
   a run of characters and waits, so such a terminal is refused before it starts. */
static inline int tui_terminal_addresses_cursor(const char *type, int fd) {
    int error = 0;
    if (setupterm((char *)type, fd, &error) != OK) return -1;
    const char *cup = tigetstr("cup");
    int addresses = cup != NULL && cup != (const char *)-1;
    del_curterm(cur_term);
    return addresses;
}

// ncurses' own output buffer: libtinfo exports its writer (curses.priv.h declares it), and
// what goes there leaves with the frame in doupdate's flush, where putp would go through
// stdio and out in a write of its own.
extern int _nc_outch_sp(SCREEN *, int);
static inline int tui_put_buffered(SCREEN *screen, const char *string) {
    return tputs_sp(screen, string, 1, _nc_outch_sp);
}
static inline const char *tui_tigetstr(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

#endif
