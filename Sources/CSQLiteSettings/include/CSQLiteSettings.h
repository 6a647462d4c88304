#ifndef CSQLITESETTINGS_H
#define CSQLITESETTINGS_H

// SQLite's process-wide settings, which sqlite3_config takes as C varargs that Swift cannot
// call. They hold only before SQLite initializes, that is before the first connection opens.

/// Turns off SQLite's memory statistics: with them on, every allocation of every
/// connection takes one process-wide mutex, so the log store's writer and the panel's
/// reader queued on it (the main thread waited for a writer thread that was not running).
/// Returns SQLite's result code: 0 (SQLITE_OK), or 21 (SQLITE_MISUSE) once SQLite is initialized.
int csqlite_memory_statistics_off(void);

/// Whether SQLite keeps memory statistics now (1) or not (0).
int csqlite_memory_statistics_on(void);

#endif
