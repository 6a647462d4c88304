#ifndef CDBUSNOTIFICATIONS_H
#define CDBUSNOTIFICATIONS_H

// Desktop notifications through the freedesktop notification service
// (org.freedesktop.Notifications) over D-Bus, with libdbus-1 loaded by dlopen on first use:
// neither its headers nor the library are needed to build, link or launch the app.
//
// A connection is to one bus address (the session bus's, DBUS_SESSION_BUS_ADDRESS). Notify
// waits at most its timeout for the service's answer, so a hung daemon costs that long and
// no more; the action a user clicks comes back as the service's ActionInvoked signal, which
// one thread reads with cdn_next_action while others notify. Errors come back as a string in
// *error (free it with cdn_free_string).

#include <stdint.h>

typedef struct cdn_connection cdn_connection;

/// Whether libdbus-1.so.3 could be loaded (1) or not (0, the reason in *error); the first call
/// decides. A `library` that is not NULL must load first (tests name one that is missing).
int cdn_load(const char *library, char **error);

/// Connects to the bus at `address` and registers on it; NULL on failure (the reason in *error).
cdn_connection *cdn_open(const char *address, char **error);

/// Shows a notification: `actions` is `count` pairs of key and label ("default", "Open").
/// `expire_ms` -1 lets the server choose. Waits at most `timeout_ms` for the answer.
/// 1 with the notification's id in *id, or 0 with the reason in *error.
int cdn_notify(cdn_connection *connection, const char *app_name, const char *summary, const char *body,
               const char *const *actions, int count, int expire_ms, int timeout_ms, uint32_t *id, char **error);

/// Blocks until the service says an action was invoked (1: its notification id in *id and its
/// key in *action, to free with cdn_free_string), the connection was closed with cdn_close (0:
/// the connection is freed, do not use it again), or the bus went away (-1, the reason in
/// *error). Call it from one thread only; it uses no CPU while it waits.
int cdn_next_action(cdn_connection *connection, uint32_t *id, char **action, char **error);

/// Closes the connection: a thread in cdn_next_action returns 0 and frees it; with none
/// (`listening` 0) it is freed now.
void cdn_close(cdn_connection *connection, int listening);

void cdn_free_string(char *string);

#endif
