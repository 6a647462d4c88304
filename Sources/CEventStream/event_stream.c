// libcurl's easy interface through dlopen, declared without <curl/curl.h> (only libcurl's
// -dev package has it): in libcurl's ABI every handle is a pointer and every enum an int;
// the option and info numbers below are curl.h's.

#define _POSIX_C_SOURCE 200809L

#include "CEventStream.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_LOW_SPEED_LIMIT = 19,
    CURLOPT_LOW_SPEED_TIME = 20,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_CONNECTTIMEOUT = 78,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_XFERINFODATA = 10057,
    CURLOPT_XFERINFOFUNCTION = 20219,
    CURLINFO_CONTENT_TYPE = 0x100000 + 18,
    CURLINFO_RESPONSE_CODE = 0x200000 + 2,
    CURLE_OK = 0,
    CURLE_WRITE_ERROR = 23,
    CURLE_ABORTED_BY_CALLBACK = 42,
    CURL_GLOBAL_ALL = 3,
    CURL_ERROR_SIZE = 256,
};

struct curl_slist;

static struct {
    int (*global_init)(long);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_perform)(void *);
    int (*easy_getinfo)(void *, int, ...);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} lib;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];
static int loaded = 0;

#define FIND(field, symbol)                                                                  \
    do {                                                                                     \
        *(void **)(&lib.field) = dlsym(handle, symbol);                                      \
        if (!lib.field) {                                                                    \
            snprintf(load_error, sizeof load_error, "libcurl lacks %s", symbol);             \
            return;                                                                          \
        }                                                                                    \
    } while (0)

static void load(void) {
    void *handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "cannot load libcurl.so.4: %s", reason ? reason : "unknown error");
        return;
    }
    FIND(global_init, "curl_global_init");
    FIND(easy_init, "curl_easy_init");
    FIND(easy_cleanup, "curl_easy_cleanup");
    FIND(easy_setopt, "curl_easy_setopt");
    FIND(easy_perform, "curl_easy_perform");
    FIND(easy_getinfo, "curl_easy_getinfo");
    FIND(easy_strerror, "curl_easy_strerror");
    FIND(slist_append, "curl_slist_append");
    FIND(slist_free_all, "curl_slist_free_all");
    lib.global_init(CURL_GLOBAL_ALL);
    loaded = 1;
}

typedef struct {
    void *easy;
    es_callbacks callbacks;
    void *context;
    const volatile int *cancelled;
    int headed;
    int stopped;
} transfer;

static int is_cancelled(transfer *t) {
    return t->stopped || __atomic_load_n(t->cancelled, __ATOMIC_ACQUIRE) != 0;
}

static size_t on_header(char *line, size_t size, size_t count, void *pointer) {
    transfer *t = pointer;
    size_t length = size * count;
    if (is_cancelled(t)) return 0;
    // The blank line after a final answer's headers (a 1xx answer has more after it).
    if (length <= 2 && (line[0] == '\r' || line[0] == '\n')) {
        long status = 0;
        const char *type = NULL;
        lib.easy_getinfo(t->easy, CURLINFO_RESPONSE_CODE, &status);
        lib.easy_getinfo(t->easy, CURLINFO_CONTENT_TYPE, &type);
        if (status >= 200 && !t->headed) {
            t->headed = 1;
            if (t->callbacks.head(t->context, status, type ? type : "") != 0) {
                t->stopped = 1;
                return 0;
            }
        }
    }
    return length;
}

static size_t on_data(char *bytes, size_t size, size_t count, void *pointer) {
    transfer *t = pointer;
    if (is_cancelled(t)) return 0;
    t->callbacks.data(t->context, bytes, size * count);
    return size * count;
}

// libcurl calls it about once a second while the stream is quiet: where a stop is seen.
static int on_progress(void *pointer, long long total, long long now, long long upload_total, long long uploaded) {
    (void)total, (void)now, (void)upload_total, (void)uploaded;
    return is_cancelled((transfer *)pointer) ? 1 : 0;
}

int es_run(const char *url, const char *const *headers, int count, long connect_seconds, long idle_seconds,
           es_callbacks callbacks, void *context, const volatile int *cancelled, char **error) {
    pthread_once(&load_once, load);
    if (!loaded) {
        if (error) *error = strdup(load_error);
        return -1;
    }
    void *easy = lib.easy_init();
    if (!easy) {
        if (error) *error = strdup("libcurl could not make a request");
        return -1;
    }
    struct curl_slist *list = NULL;
    for (int index = 0; index < count; index++) list = lib.slist_append(list, headers[index]);
    char message[CURL_ERROR_SIZE] = {0};
    transfer t = {.easy = easy, .callbacks = callbacks, .context = context, .cancelled = cancelled};
    lib.easy_setopt(easy, CURLOPT_URL, url);
    lib.easy_setopt(easy, CURLOPT_HTTPHEADER, list);
    lib.easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    lib.easy_setopt(easy, CURLOPT_CONNECTTIMEOUT, connect_seconds);
    lib.easy_setopt(easy, CURLOPT_LOW_SPEED_LIMIT, 1L);
    lib.easy_setopt(easy, CURLOPT_LOW_SPEED_TIME, idle_seconds);
    lib.easy_setopt(easy, CURLOPT_ERRORBUFFER, message);
    lib.easy_setopt(easy, CURLOPT_HEADERFUNCTION, on_header);
    lib.easy_setopt(easy, CURLOPT_HEADERDATA, &t);
    lib.easy_setopt(easy, CURLOPT_WRITEFUNCTION, on_data);
    lib.easy_setopt(easy, CURLOPT_WRITEDATA, &t);
    lib.easy_setopt(easy, CURLOPT_NOPROGRESS, 0L);
    lib.easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, on_progress);
    lib.easy_setopt(easy, CURLOPT_XFERINFODATA, &t);
    int code = lib.easy_perform(easy);
    int result;
    if (code == CURLE_OK) {
        result = 0;
    } else if (is_cancelled(&t) && (code == CURLE_WRITE_ERROR || code == CURLE_ABORTED_BY_CALLBACK || code == 23)) {
        result = 1;
    } else {
        result = -1;
        if (error) *error = strdup(message[0] ? message : lib.easy_strerror(code));
    }
    lib.easy_cleanup(easy);
    lib.slist_free_all(list);
    return result;
}

void es_cancel(volatile int *cancelled) {
    __atomic_store_n(cancelled, 1, __ATOMIC_RELEASE);
}

void es_free_string(char *string) {
    free(string);
}
