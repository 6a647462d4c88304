// libdbus-1 through dlopen: the few prototypes and the DBusError layout are declared here
// (from libdbus 1.14's public headers), so the package needs no libdbus-1-dev.

#define _POSIX_C_SOURCE 200809L

#include "CDBusNotifications.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// MARK: - The libdbus types used, as its headers declare them

typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;
typedef uint32_t dbus_bool_t;

typedef struct {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1, dummy2 : 1, dummy3 : 1, dummy4 : 1, dummy5 : 1;
    void *padding1;
} DBusError;

// DBusMessageIter is 72 bytes on 64-bit systems; a larger, pointer-aligned block holds it.
typedef struct {
    void *space[16];
} DBusMessageIter;

enum {
    DBUS_TYPE_INVALID = 0,
    DBUS_TYPE_BYTE = 'y',
    DBUS_TYPE_INT32 = 'i',
    DBUS_TYPE_UINT32 = 'u',
    DBUS_TYPE_STRING = 's',
    DBUS_TYPE_ARRAY = 'a',
    DBUS_TYPE_VARIANT = 'v',
    DBUS_TYPE_DICT_ENTRY = 'e',
};

#define NOTIFICATIONS_NAME "org.freedesktop.Notifications"
#define NOTIFICATIONS_PATH "/org/freedesktop/Notifications"

static struct {
    void (*error_init)(DBusError *);
    void (*error_free)(DBusError *);
    dbus_bool_t (*error_is_set)(const DBusError *);
    dbus_bool_t (*threads_init_default)(void);
    DBusConnection *(*connection_open_private)(const char *, DBusError *);
    dbus_bool_t (*bus_register)(DBusConnection *, DBusError *);
    void (*connection_set_exit_on_disconnect)(DBusConnection *, dbus_bool_t);
    void (*connection_close)(DBusConnection *);
    void (*connection_unref)(DBusConnection *);
    dbus_bool_t (*connection_get_is_connected)(DBusConnection *);
    dbus_bool_t (*connection_get_unix_fd)(DBusConnection *, int *);
    dbus_bool_t (*connection_read_write)(DBusConnection *, int);
    DBusMessage *(*connection_pop_message)(DBusConnection *);
    DBusMessage *(*connection_send_with_reply_and_block)(DBusConnection *, DBusMessage *, int, DBusError *);
    void (*bus_add_match)(DBusConnection *, const char *, DBusError *);
    DBusMessage *(*message_new_method_call)(const char *, const char *, const char *, const char *);
    void (*message_unref)(DBusMessage *);
    dbus_bool_t (*message_is_signal)(DBusMessage *, const char *, const char *);
    dbus_bool_t (*message_get_args)(DBusMessage *, DBusError *, int, ...);
    void (*message_iter_init_append)(DBusMessage *, DBusMessageIter *);
    dbus_bool_t (*message_iter_append_basic)(DBusMessageIter *, int, const void *);
    dbus_bool_t (*message_iter_open_container)(DBusMessageIter *, int, const char *, DBusMessageIter *);
    dbus_bool_t (*message_iter_close_container)(DBusMessageIter *, DBusMessageIter *);
} lib;

struct cdn_connection {
    DBusConnection *bus;
    pthread_mutex_t lock;
    /// Written to after a call that may have queued signals, and by cdn_close.
    int wake[2];
    int closed;
};

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static int load_state = 0;  // 0 not tried, 1 loaded, -1 failed
static char *load_error = NULL;

static char *copy_string(const char *text) {
    return strdup(text ? text : "unknown error");
}

static void set_error(char **error, const char *text) {
    if (error) *error = copy_string(text);
}

static void take_error(char **error, DBusError *dbus_error, const char *fallback) {
    if (error) {
        if (lib.error_is_set(dbus_error) && dbus_error->message) {
            char buffer[1024];
            snprintf(buffer, sizeof buffer, "%s (%s)", dbus_error->message, dbus_error->name ? dbus_error->name : "");
            *error = copy_string(buffer);
        } else {
            *error = copy_string(fallback);
        }
    }
    lib.error_free(dbus_error);
}

#define FIND(field, symbol)                                                  \
    do {                                                                     \
        *(void **)(&lib.field) = dlsym(handle, symbol);                      \
        if (!lib.field) {                                                    \
            snprintf(buffer, sizeof buffer, "libdbus lacks %s", symbol);     \
            load_error = strdup(buffer);                                     \
            return -1;                                                       \
        }                                                                    \
    } while (0)

static int load_library(void) {
    char buffer[512];
    void *handle = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(buffer, sizeof buffer, "libdbus is not installed (%s)", reason ? reason : "dlopen failed");
        load_error = strdup(buffer);
        return -1;
    }
    FIND(error_init, "dbus_error_init");
    FIND(error_free, "dbus_error_free");
    FIND(error_is_set, "dbus_error_is_set");
    FIND(threads_init_default, "dbus_threads_init_default");
    FIND(connection_open_private, "dbus_connection_open_private");
    FIND(bus_register, "dbus_bus_register");
    FIND(connection_set_exit_on_disconnect, "dbus_connection_set_exit_on_disconnect");
    FIND(connection_close, "dbus_connection_close");
    FIND(connection_unref, "dbus_connection_unref");
    FIND(connection_get_is_connected, "dbus_connection_get_is_connected");
    FIND(connection_get_unix_fd, "dbus_connection_get_unix_fd");
    FIND(connection_read_write, "dbus_connection_read_write");
    FIND(connection_pop_message, "dbus_connection_pop_message");
    FIND(connection_send_with_reply_and_block, "dbus_connection_send_with_reply_and_block");
    FIND(bus_add_match, "dbus_bus_add_match");
    FIND(message_new_method_call, "dbus_message_new_method_call");
    FIND(message_unref, "dbus_message_unref");
    FIND(message_is_signal, "dbus_message_is_signal");
    FIND(message_get_args, "dbus_message_get_args");
    FIND(message_iter_init_append, "dbus_message_iter_init_append");
    FIND(message_iter_append_basic, "dbus_message_iter_append_basic");
    FIND(message_iter_open_container, "dbus_message_iter_open_container");
    FIND(message_iter_close_container, "dbus_message_iter_close_container");
    lib.threads_init_default();
    return 1;
}

int cdn_load(const char *library, char **error) {
    if (library) {
        // Another name is only tried (tests name one that is missing); the one loaded for
        // good is always the system's.
        void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            char buffer[512];
            const char *reason = dlerror();
            snprintf(buffer, sizeof buffer, "libdbus is not installed (%s)", reason ? reason : "dlopen failed");
            set_error(error, buffer);
            return 0;
        }
        dlclose(handle);
    }
    pthread_mutex_lock(&load_lock);
    if (load_state == 0) load_state = load_library();
    int state = load_state;
    pthread_mutex_unlock(&load_lock);
    if (state != 1) set_error(error, load_error);
    return state == 1;
}

cdn_connection *cdn_open(const char *address, char **error) {
    if (!cdn_load(NULL, error)) return NULL;  // loaded already, or says why not
    if (!address || !*address) {
        set_error(error, "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)");
        return NULL;
    }
    DBusError dbus_error;
    lib.error_init(&dbus_error);
    DBusConnection *bus = lib.connection_open_private(address, &dbus_error);
    if (!bus) {
        take_error(error, &dbus_error, "cannot connect to the session bus");
        return NULL;
    }
    // libdbus would otherwise end the whole process when the bus goes away.
    lib.connection_set_exit_on_disconnect(bus, 0);
    if (!lib.bus_register(bus, &dbus_error)) {
        take_error(error, &dbus_error, "the session bus did not register the app");
        lib.connection_close(bus);
        lib.connection_unref(bus);
        return NULL;
    }
    // The server sends ActionInvoked to the app that notified; the rule lets it through.
    lib.bus_add_match(bus,
                      "type='signal',interface='" NOTIFICATIONS_NAME "',member='ActionInvoked'",
                      &dbus_error);
    if (lib.error_is_set(&dbus_error)) {
        take_error(error, &dbus_error, "the session bus refused the signal rule");
        lib.connection_close(bus);
        lib.connection_unref(bus);
        return NULL;
    }
    cdn_connection *connection = calloc(1, sizeof *connection);
    if (!connection || pipe(connection->wake) != 0) {
        set_error(error, "out of memory or file descriptors");
        free(connection);
        lib.connection_close(bus);
        lib.connection_unref(bus);
        return NULL;
    }
    fcntl(connection->wake[0], F_SETFL, O_NONBLOCK);
    fcntl(connection->wake[1], F_SETFL, O_NONBLOCK);
    fcntl(connection->wake[0], F_SETFD, FD_CLOEXEC);
    fcntl(connection->wake[1], F_SETFD, FD_CLOEXEC);
    pthread_mutex_init(&connection->lock, NULL);
    connection->bus = bus;
    return connection;
}

static void wake(cdn_connection *connection) {
    char byte = 1;
    ssize_t written = write(connection->wake[1], &byte, 1);
    (void)written;  // a full pipe already wakes the reader
}

static int append_hint_byte(DBusMessageIter *hints, const char *key, unsigned char value) {
    DBusMessageIter entry, variant;
    if (!lib.message_iter_open_container(hints, DBUS_TYPE_DICT_ENTRY, NULL, &entry)) return 0;
    lib.message_iter_append_basic(&entry, DBUS_TYPE_STRING, &key);
    if (!lib.message_iter_open_container(&entry, DBUS_TYPE_VARIANT, "y", &variant)) return 0;
    lib.message_iter_append_basic(&variant, DBUS_TYPE_BYTE, &value);
    lib.message_iter_close_container(&entry, &variant);
    return lib.message_iter_close_container(hints, &entry);
}

int cdn_notify(cdn_connection *connection, const char *app_name, const char *summary, const char *body,
               const char *const *actions, int count, int expire_ms, int timeout_ms, uint32_t *id, char **error) {
    DBusMessage *message = lib.message_new_method_call(NOTIFICATIONS_NAME, NOTIFICATIONS_PATH, NOTIFICATIONS_NAME,
                                                       "Notify");
    if (!message) {
        set_error(error, "out of memory");
        return 0;
    }
    const char *icon = "";
    uint32_t replaces = 0;
    int32_t expire = expire_ms;
    DBusMessageIter args, list, hints;
    lib.message_iter_init_append(message, &args);
    lib.message_iter_append_basic(&args, DBUS_TYPE_STRING, &app_name);
    lib.message_iter_append_basic(&args, DBUS_TYPE_UINT32, &replaces);
    lib.message_iter_append_basic(&args, DBUS_TYPE_STRING, &icon);
    lib.message_iter_append_basic(&args, DBUS_TYPE_STRING, &summary);
    lib.message_iter_append_basic(&args, DBUS_TYPE_STRING, &body);
    lib.message_iter_open_container(&args, DBUS_TYPE_ARRAY, "s", &list);
    for (int index = 0; index < count * 2; index++) {
        lib.message_iter_append_basic(&list, DBUS_TYPE_STRING, &actions[index]);
    }
    lib.message_iter_close_container(&args, &list);
    lib.message_iter_open_container(&args, DBUS_TYPE_ARRAY, "{sv}", &hints);
    append_hint_byte(&hints, "urgency", 1);  // normal
    lib.message_iter_close_container(&args, &hints);
    lib.message_iter_append_basic(&args, DBUS_TYPE_INT32, &expire);

    DBusError dbus_error;
    lib.error_init(&dbus_error);
    pthread_mutex_lock(&connection->lock);
    DBusMessage *reply = lib.connection_send_with_reply_and_block(connection->bus, message, timeout_ms, &dbus_error);
    pthread_mutex_unlock(&connection->lock);
    lib.message_unref(message);
    // Signals read while waiting for the answer are queued: the listener takes them now.
    wake(connection);
    if (!reply) {
        take_error(error, &dbus_error, "the notification service did not answer");
        return 0;
    }
    uint32_t answer = 0;
    int ok = lib.message_get_args(reply, &dbus_error, DBUS_TYPE_UINT32, &answer, DBUS_TYPE_INVALID);
    lib.message_unref(reply);
    if (!ok) {
        take_error(error, &dbus_error, "the notification service answered without an id");
        return 0;
    }
    if (id) *id = answer;
    return 1;
}

static void release(cdn_connection *connection) {
    lib.connection_close(connection->bus);
    lib.connection_unref(connection->bus);
    close(connection->wake[0]);
    close(connection->wake[1]);
    pthread_mutex_destroy(&connection->lock);
    free(connection);
}

int cdn_next_action(cdn_connection *connection, uint32_t *id, char **action, char **error) {
    int fd = -1;
    for (;;) {
        pthread_mutex_lock(&connection->lock);
        if (connection->closed) {
            pthread_mutex_unlock(&connection->lock);
            release(connection);
            return 0;
        }
        DBusMessage *message;
        while ((message = lib.connection_pop_message(connection->bus))) {
            if (lib.message_is_signal(message, NOTIFICATIONS_NAME, "ActionInvoked")) {
                uint32_t invoked = 0;
                const char *key = NULL;
                DBusError dbus_error;
                lib.error_init(&dbus_error);
                int ok = lib.message_get_args(message, &dbus_error, DBUS_TYPE_UINT32, &invoked, DBUS_TYPE_STRING, &key,
                                              DBUS_TYPE_INVALID);
                if (ok) {
                    if (id) *id = invoked;
                    if (action) *action = copy_string(key);
                }
                lib.error_free(&dbus_error);
                lib.message_unref(message);
                if (ok) {
                    pthread_mutex_unlock(&connection->lock);
                    return 1;
                }
                continue;
            }
            lib.message_unref(message);
        }
        if (!lib.connection_get_is_connected(connection->bus)) {
            pthread_mutex_unlock(&connection->lock);
            set_error(error, "the session bus closed the connection");
            return -1;
        }
        if (fd < 0 && !lib.connection_get_unix_fd(connection->bus, &fd)) fd = -1;
        pthread_mutex_unlock(&connection->lock);
        struct pollfd fds[2] = {{.fd = connection->wake[0], .events = POLLIN}, {.fd = fd, .events = POLLIN}};
        int ready = poll(fds, fd >= 0 ? 2 : 1, -1);
        if (ready < 0 && errno != EINTR) {
            set_error(error, strerror(errno));
            return -1;
        }
        if (fds[0].revents) {
            char drain[64];
            while (read(connection->wake[0], drain, sizeof drain) > 0) {
            }
        }
        if (fd >= 0 && fds[1].revents) {
            pthread_mutex_lock(&connection->lock);
            lib.connection_read_write(connection->bus, 0);
            pthread_mutex_unlock(&connection->lock);
        }
    }
}

void cdn_close(cdn_connection *connection, int listening) {
    if (!connection) return;
    if (!listening) {
        release(connection);
        return;
    }
    pthread_mutex_lock(&connection->lock);
    connection->closed = 1;
    pthread_mutex_unlock(&connection->lock);
    wake(connection);
}

void cdn_free_string(char *string) {
    free(string);
}
