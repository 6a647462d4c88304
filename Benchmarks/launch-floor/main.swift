import CNcurses

// launch-floor: the least a Swift program on ncursesw does to show a frame, for the launch
// benchmark to set example-tui beside. No Foundation: it sets the locale, draws one line
// with a Cyrillic word, waits for a key and restores the terminal.
setlocale(LC_ALL, "")
initscr()
cbreak()
noecho()
mvaddstr(0, 0, "launch-floor: Привет")
refresh()
getch()
endwin()
