// libsecret through dlopen: the few prototypes and the SecretSchema layout are declared
// here (from libsecret 0.20's public headers), so neither libsecret-1-dev nor the library
// itself is needed to build, link or start the app. Nothing is loaded before the first call.

// strdup, with any C standard the compiler is told to use.
#define _POSIX_C_SOURCE 200809L

#include "CSecretService.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - The GLib and libsecret types used, as their headers declare them

typedef int gboolean;
typedef char gchar;
typedef unsigned int guint32;
typedef void *gpointer;

typedef struct {
    guint32 domain;
    int code;
    gchar *message;
} GError;

typedef struct GList {
    gpointer data;
    struct GList *next;
    struct GList *prev;
} GList;

typedef struct {
    const gchar *name;
    int type;  // SecretSchemaAttributeType: 0 is a string
} SecretSchemaAttribute;

typedef struct {
    const gchar *name;
    int flags;  // SecretSchemaFlags: 0 matches the schema's name too
    SecretSchemaAttribute attributes[32];
    // private: a zero `reserved` marks the schema as static, so libsecret does not ref it.
    int reserved;
    gpointer reserved1, reserved2, reserved3, reserved4, reserved5, reserved6, reserved7;
} SecretSchema;

enum {
    G_BUS_TYPE_SESSION = 2,
    G_DBUS_CALL_FLAGS_NONE = 0,
    SECRET_SERVICE_OPEN_SESSION = 1 << 1,
    SECRET_SERVICE_LOAD_COLLECTIONS = 1 << 2,
    SECRET_COLLECTION_NONE = 0,
    SECRET_SEARCH_ALL = 1 << 1,
    SECRET_SEARCH_UNLOCK = 1 << 2,
    SECRET_SEARCH_LOAD_SECRETS = 1 << 3,
};

#define SECRET_COLLECTION_DEFAULT "default"
#define SECRETS_BUS_NAME "org.freedesktop.secrets"

// MARK: - The functions, found with dlsym

static struct {
    void (*g_error_free)(GError *);
    void (*g_object_unref)(gpointer);
    void (*g_list_free_full)(GList *, void (*)(gpointer));
    void (*g_strfreev)(gchar **);
    gpointer (*g_bus_get_sync)(int, gpointer, GError **);
    void (*g_dbus_connection_set_exit_on_close)(gpointer, gboolean);
    gpointer (*g_dbus_connection_call_sync)(gpointer, const gchar *, const gchar *, const gchar *, const gchar *,
                                            gpointer, const gpointer, int, int, gpointer, GError **);
    gpointer (*g_variant_new)(const gchar *, ...);
    void (*g_variant_get)(gpointer, const gchar *, ...);
    void (*g_variant_unref)(gpointer);

    gboolean (*secret_password_store_sync)(const SecretSchema *, const gchar *, const gchar *, const gchar *, gpointer,
                                           GError **, ...);
    gchar *(*secret_password_lookup_sync)(const SecretSchema *, gpointer, GError **, ...);
    void (*secret_password_free)(gchar *);
    gboolean (*secret_password_clear_sync)(const SecretSchema *, gpointer, GError **, ...);
    GList *(*secret_password_search_sync)(const SecretSchema *, int, gpointer, GError **, ...);
    gpointer (*secret_retrievable_retrieve_secret_sync)(gpointer, gpointer, GError **);
    const gchar *(*secret_value_get_text)(gpointer);
    void (*secret_value_unref)(gpointer);
    gpointer (*secret_service_get_sync)(int, gpointer, GError **);
    gpointer (*secret_collection_for_alias_sync)(gpointer, const gchar *, int, gpointer, GError **);
    gboolean (*secret_collection_get_locked)(gpointer);
} lib;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char *load_error = NULL;
/// The session bus, held for the life of the process with exit-on-close off: GDBus would
/// otherwise end the whole process when the bus goes away.
static gpointer session_bus = NULL;
static pthread_mutex_t bus_lock = PTHREAD_MUTEX_INITIALIZER;

static char *copy_string(const char *text) {
    return text ? strdup(text) : strdup("unknown error");
}

static void set_error(char **error, const char *text) {
    if (error) *error = copy_string(text);
}

/// Moves a GError's message into *error and frees the GError.
static void take_error(char **error, GError *gerror, const char *fallback) {
    if (error) *error = copy_string(gerror && gerror->message ? gerror->message : fallback);
    if (gerror) lib.g_error_free(gerror);
}

static void load_library(void) {
    void *handle = dlopen("libsecret-1.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        char buffer[512];
        snprintf(buffer, sizeof buffer, "libsecret is not installed (%s)", reason ? reason : "dlopen failed");
        load_error = strdup(buffer);
        return;
    }
#define LOAD(name)                                                                              \
    do {                                                                                        \
        *(void **)(&lib.name) = dlsym(handle, #name);                                           \
        if (!lib.name) {                                                                        \
            load_error = strdup("libsecret is too old: it lacks " #name " (0.19 or later needed)"); \
            return;                                                                             \
        }                                                                                       \
    } while (0)
    LOAD(g_error_free);
    LOAD(g_object_unref);
    LOAD(g_list_free_full);
    LOAD(g_strfreev);
    LOAD(g_bus_get_sync);
    LOAD(g_dbus_connection_set_exit_on_close);
    LOAD(g_dbus_connection_call_sync);
    LOAD(g_variant_new);
    LOAD(g_variant_get);
    LOAD(g_variant_unref);
    LOAD(secret_password_store_sync);
    LOAD(secret_password_lookup_sync);
    LOAD(secret_password_free);
    LOAD(secret_password_clear_sync);
    LOAD(secret_password_search_sync);
    LOAD(secret_retrievable_retrieve_secret_sync);
    LOAD(secret_value_get_text);
    LOAD(secret_value_unref);
    LOAD(secret_service_get_sync);
    LOAD(secret_collection_for_alias_sync);
    LOAD(secret_collection_get_locked);
#undef LOAD
}

int css_load(char **error) {
    pthread_once(&load_once, load_library);
    if (load_error) {
        set_error(error, load_error);
        return 0;
    }
    return 1;
}

static SecretSchema make_schema(const char *name) {
    SecretSchema schema;
    memset(&schema, 0, sizeof schema);
    schema.name = name;
    schema.attributes[0] = (SecretSchemaAttribute){"service", 0};
    schema.attributes[1] = (SecretSchemaAttribute){"instance", 0};
    schema.attributes[2] = (SecretSchemaAttribute){"key", 0};
    return schema;
}

/// A call to the bus daemon itself; returns its reply or NULL with *error set.
static gpointer bus_call(const char *method, gpointer parameters, const char *reply_type, int timeout_ms,
                         char **error) {
    GError *gerror = NULL;
    gpointer reply = lib.g_dbus_connection_call_sync(session_bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                     "org.freedesktop.DBus", method, parameters,
                                                     (const gpointer)reply_type, G_DBUS_CALL_FLAGS_NONE, timeout_ms,
                                                     NULL, &gerror);
    if (!reply) take_error(error, gerror, method);
    return reply;
}

/// Whether the bus has (or can start) org.freedesktop.secrets; never waits for D-Bus's
/// default 25 s timeout.
static int secrets_name_present(int timeout_ms, char **error) {
    gpointer reply = bus_call("NameHasOwner", lib.g_variant_new("(s)", SECRETS_BUS_NAME), "(b)", timeout_ms, error);
    if (!reply) return 0;
    gboolean owned = 0;
    lib.g_variant_get(reply, "(b)", &owned);
    lib.g_variant_unref(reply);
    if (owned) return 1;

    reply = bus_call("ListActivatableNames", NULL, "(as)", timeout_ms, error);
    if (!reply) return 0;
    gchar **names = NULL;
    lib.g_variant_get(reply, "(^as)", &names);
    lib.g_variant_unref(reply);
    int activatable = 0;
    for (gchar **name = names; name && *name; name++) {
        if (strcmp(*name, SECRETS_BUS_NAME) == 0) activatable = 1;
    }
    lib.g_strfreev(names);
    if (!activatable) {
        set_error(error, "no Secret Service on the session bus");
        return 0;
    }
    reply = bus_call("StartServiceByName", lib.g_variant_new("(su)", SECRETS_BUS_NAME, 0u), "(u)", timeout_ms, error);
    if (!reply) return 0;
    lib.g_variant_unref(reply);
    return 1;
}

int css_service_available(int timeout_ms, char **error) {
    if (!css_load(error)) return 0;
    pthread_mutex_lock(&bus_lock);
    if (!session_bus) {
        GError *gerror = NULL;
        session_bus = lib.g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &gerror);
        if (!session_bus) {
            pthread_mutex_unlock(&bus_lock);
            take_error(error, gerror, "no session bus");
            return 0;
        }
        lib.g_dbus_connection_set_exit_on_close(session_bus, 0);
    }
    pthread_mutex_unlock(&bus_lock);
    if (!secrets_name_present(timeout_ms, error)) return 0;

    GError *gerror = NULL;
    gpointer service =
        lib.secret_service_get_sync(SECRET_SERVICE_OPEN_SESSION | SECRET_SERVICE_LOAD_COLLECTIONS, NULL, &gerror);
    if (!service) {
        take_error(error, gerror, "the Secret Service did not answer");
        return 0;
    }
    gpointer collection =
        lib.secret_collection_for_alias_sync(service, SECRET_COLLECTION_DEFAULT, SECRET_COLLECTION_NONE, NULL, &gerror);
    lib.g_object_unref(service);
    if (!collection) {
        if (gerror) {
            take_error(error, gerror, "no default collection");
        } else {
            set_error(error, "the Secret Service has no default collection (keyring)");
        }
        return 0;
    }
    gboolean locked = lib.secret_collection_get_locked(collection);
    lib.g_object_unref(collection);
    if (locked) {
        // Unlocking would need a password prompt, which a terminal app cannot show.
        set_error(error, "the default keyring is locked");
        return 0;
    }
    return 1;
}

int css_store(const char *schema_name, const char *service, const char *instance, const char *key, const char *label,
              const char *secret, char **error) {
    if (!css_load(error)) return 0;
    SecretSchema schema = make_schema(schema_name);
    GError *gerror = NULL;
    gboolean stored = lib.secret_password_store_sync(&schema, SECRET_COLLECTION_DEFAULT, label, secret, NULL, &gerror,
                                                     "service", service, "instance", instance, "key", key, NULL);
    if (!stored) {
        take_error(error, gerror, "the item was not stored");
        return 0;
    }
    return 1;
}

char *css_lookup(const char *schema_name, const char *service, const char *instance, const char *key, int *found,
                 char **error) {
    *found = 0;
    if (!css_load(error)) return NULL;
    SecretSchema schema = make_schema(schema_name);
    GError *gerror = NULL;
    gchar *secret = lib.secret_password_lookup_sync(&schema, NULL, &gerror, "service", service, "instance", instance,
                                                    "key", key, NULL);
    if (gerror) {
        if (secret) lib.secret_password_free(secret);
        take_error(error, gerror, "lookup failed");
        return NULL;
    }
    if (!secret) return NULL;
    *found = 1;
    char *copy = strdup(secret);
    lib.secret_password_free(secret);  // wipes libsecret's copy
    return copy;
}

int css_clear(const char *schema_name, const char *service, const char *instance, const char *key, char **error) {
    if (!css_load(error)) return 0;
    SecretSchema schema = make_schema(schema_name);
    GError *gerror = NULL;
    if (instance && key) {
        lib.secret_password_clear_sync(&schema, NULL, &gerror, "service", service, "instance", instance, "key", key,
                                       NULL);
    } else {
        lib.secret_password_clear_sync(&schema, NULL, &gerror, "service", service, NULL);
    }
    if (gerror) {
        take_error(error, gerror, "clear failed");
        return 0;
    }
    return 1;
}

int css_search(const char *schema_name, const char *service, char ***secrets, size_t *count, char **error) {
    *secrets = NULL;
    *count = 0;
    if (!css_load(error)) return 0;
    SecretSchema schema = make_schema(schema_name);
    GError *gerror = NULL;
    GList *items = lib.secret_password_search_sync(
        &schema, SECRET_SEARCH_ALL | SECRET_SEARCH_UNLOCK | SECRET_SEARCH_LOAD_SECRETS, NULL, &gerror, "service",
        service, NULL);
    if (gerror) {
        if (items) lib.g_list_free_full(items, lib.g_object_unref);
        take_error(error, gerror, "search failed");
        return 0;
    }
    size_t length = 0;
    for (GList *item = items; item; item = item->next) length++;
    char **result = calloc(length ? length : 1, sizeof(char *));
    size_t filled = 0;
    for (GList *item = items; item; item = item->next) {
        gpointer value = lib.secret_retrievable_retrieve_secret_sync(item->data, NULL, &gerror);
        if (!value) {
            if (gerror) {
                lib.g_error_free(gerror);
                gerror = NULL;
            }
            continue;  // an item that went away or is locked: left out, as a file that does not decrypt
        }
        const gchar *text = lib.secret_value_get_text(value);
        if (text) result[filled++] = strdup(text);
        lib.secret_value_unref(value);
    }
    if (items) lib.g_list_free_full(items, lib.g_object_unref);
    *secrets = result;
    *count = filled;
    return 1;
}

void css_free_string(char *string) {
    free(string);
}

void css_free_secret(char *secret) {
    if (!secret) return;
    // Through a volatile pointer, so the wipe is not optimised away.
    volatile char *bytes = secret;
    for (size_t index = 0; bytes[index]; index++) bytes[index] = 0;
    free(secret);
}

void css_free_secrets(char **secrets, size_t count) {
    if (!secrets) return;
    for (size_t index = 0; index < count; index++) css_free_secret(secrets[index]);
    free(secrets);
}
