#include "CSQLiteSettings.h"

#include <sqlite3.h>

int csqlite_memory_statistics_off(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

int csqlite_memory_statistics_on(void) {
    // With statistics off, SQLite counts nothing: the highwater stays 0 after an allocation.
    sqlite3_free(sqlite3_malloc(64));
    int current = 0;
    int highwater = 0;
    sqlite3_status(SQLITE_STATUS_MEMORY_USED, &current, &highwater, 0);
    return highwater > 0 || current > 0;
}
