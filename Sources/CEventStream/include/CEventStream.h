#ifndef CEVENTSTREAM_H
#define CEVENTSTREAM_H

// One long-lived HTTP GET for a Server-Sent Events stream, through libcurl's easy interface
// on the caller's thread, libcurl loaded with dlopen (libcurl.so.4, the library
// FoundationNetworking uses): http and https alike, and, unlike corelibs URLSession's
// dispatch-driven multi handle (which keeps a core busy while a stream is idle), no CPU
// while the stream is quiet. What arrives goes to the callbacks as it comes.

#include <stddef.h>

typedef struct {
    /// The answer's status and content type, once its headers are in; return 0 to go on,
    /// anything else to stop.
    int (*head)(void *context, long status, const char *content_type);
    /// Bytes of the body, as they come.
    void (*data)(void *context, const char *bytes, size_t count);
} es_callbacks;

/// Runs the request to its end: 0 when the server ended the stream, 1 when the caller
/// stopped it (`*cancelled` set, seen within about a second, or `head` said stop), -1 on an
/// error (its words in *error, freed with es_free_string). `headers` are `count` lines
/// ("Name: value"). The connection is dropped when nothing arrives for `idle_seconds`.
int es_run(const char *url, const char *const *headers, int count, long connect_seconds, long idle_seconds,
           es_callbacks callbacks, void *context, const volatile int *cancelled, char **error);

/// Sets `*cancelled` for a running es_run, from any thread.
void es_cancel(volatile int *cancelled);

void es_free_string(char *string);

#endif
