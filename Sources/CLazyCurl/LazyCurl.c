// The libcurl functions FoundationNetworking calls (its `_CFURLSessionInterface`), as
// trampolines that load libcurl at the first call instead of at exec. Linked statically
// (`make bench`, `make install`), FoundationNetworking would otherwise have the loader map
// libcurl and its 25 libraries (TLS, Kerberos, LDAP, SSH, ...) before main, a large part of
// a launch that usually makes no request. Those builds do not link libcurl at all (the
// Makefile's STATIC_LINK: no -lcurl); here it is opened by its runtime name.
// In a build against the shared Foundation (debug, tests) nothing changes: the shared
// FoundationNetworking loads libcurl at exec and binds to it (the executable does not
// export these), and lazy_curl_load_error() finds it loaded.
//
// Declared without <curl/curl.h>, which only libcurl's -dev package has: in libcurl's ABI
// every handle is a pointer and every enum an int.
#include "LazyCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// The soname FoundationNetworking's shared library links: Debian and Ubuntu's libcurl4.
static const char *const libraryName = "libcurl.so.4";

static void *library;
static char loadError[512];
static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;

static void load(void) {
    library = dlopen(libraryName, RTLD_NOW | RTLD_GLOBAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(loadError, sizeof loadError, "cannot load %s: %s", libraryName, reason ? reason : "unknown error");
    }
}

const char *lazy_curl_load_error(void) {
    pthread_once(&loadOnce, load);
    return library == NULL ? loadError : NULL;
}

// The function `name` of libcurl. `URLSessionTransport` asks lazy_curl_load_error() first
// and reports a failure as a network error; a caller that did not (FoundationNetworking
// used directly) cannot be told: say why and abort, as the loader would have at exec.
static void *resolve(const char *name) {
    const char *error = lazy_curl_load_error();
    void *function = error == NULL ? dlsym(library, name) : NULL;
    if (function == NULL) {
        fprintf(stderr, "libcurl: %s\n", error != NULL ? error : dlerror());
        abort();
    }
    return function;
}

// A trampoline: finds `name` on its first call, then calls it. Threads racing on the
// first call store the same pointer.
#define TRAMPOLINE(Result, name, parameters, arguments)                                            \
    Result name parameters {                                                                       \
        static Result(*volatile function) parameters;                                              \
        if (function == NULL) function = (Result(*) parameters)resolve(#name);                     \
        return function arguments;                                                                 \
    }

#define VOID_TRAMPOLINE(name, parameters, arguments)                                               \
    void name parameters {                                                                         \
        static void(*volatile function) parameters;                                                \
        if (function == NULL) function = (void(*) parameters)resolve(#name);                       \
        function arguments;                                                                        \
    }

TRAMPOLINE(int, curl_global_init, (long flags), (flags))
TRAMPOLINE(char *, curl_version, (void), ())
TRAMPOLINE(void *, curl_version_info, (int age), (age))
VOID_TRAMPOLINE(curl_free, (void *pointer), (pointer))
TRAMPOLINE(void *, curl_easy_init, (void), ())
VOID_TRAMPOLINE(curl_easy_cleanup, (void *easy), (easy))
TRAMPOLINE(int, curl_easy_pause, (void *easy, int bitmask), (easy, bitmask))
TRAMPOLINE(const char *, curl_easy_strerror, (int code), (code))
TRAMPOLINE(void *, curl_multi_init, (void), ())
TRAMPOLINE(int, curl_multi_cleanup, (void *multi), (multi))
TRAMPOLINE(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))
TRAMPOLINE(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))
TRAMPOLINE(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
TRAMPOLINE(void *, curl_multi_info_read, (void *multi, int *left), (multi, left))
TRAMPOLINE(
    int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running), (multi, socket, mask, running))
TRAMPOLINE(void *, curl_slist_append, (void *list, const char *string), (list, string))
VOID_TRAMPOLINE(curl_slist_free_all, (void *list), (list))
TRAMPOLINE(void *, curl_url, (void), ())
TRAMPOLINE(int, curl_url_get, (void *url, int part, char **value, unsigned flags), (url, part, value, flags))
TRAMPOLINE(int, curl_url_set, (void *url, int part, const char *value, unsigned flags), (url, part, value, flags))

// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt take exactly one more
// argument: a long, a curl_off_t or a pointer (to data, a function or a result). On the
// 64-bit ABIs Swift runs on under Linux each travels in one integer register or stack slot,
// so it is read and passed on whole as a pointer-sized integer.
#define VARIADIC_TRAMPOLINE(name)                                                                  \
    int name(void *handle, int option, ...) {                                                      \
        static int (*volatile function)(void *, int, ...);                                         \
        if (function == NULL) function = (int (*)(void *, int, ...))resolve(#name);                \
        va_list arguments;                                                                         \
        va_start(arguments, option);                                                               \
        intptr_t argument = va_arg(arguments, intptr_t);                                           \
        va_end(arguments);                                                                         \
        return function(handle, option, argument);                                                 \
    }

VARIADIC_TRAMPOLINE(curl_easy_setopt)
VARIADIC_TRAMPOLINE(curl_easy_getinfo)
VARIADIC_TRAMPOLINE(curl_multi_setopt)
