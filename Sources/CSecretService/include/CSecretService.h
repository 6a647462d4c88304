#ifndef CSECRETSERVICE_H
#define CSECRETSERVICE_H

// The freedesktop Secret Service through libsecret, loaded with dlopen on first use: the
// package needs neither libsecret's headers to build nor the library to link or launch.
// Items carry the attributes `service`, `instance` and `key` under the schema named by the
// caller (`<app>.Keychain`). Every function is safe to call from any thread.
//
// Errors come back as a string in `*error` (free it with css_free_string); a secret comes
// back as a string to free with css_free_secret, which wipes it first.

#include <stddef.h>

/// Whether libsecret could be loaded (1) or not (0, with the reason in *error).
int css_load(char **error);

/// Whether a Secret Service answers on the process's session bus, with an unlocked default
/// collection: 1 yes, 0 no (the reason in *error). Waits at most about `timeout_ms` for the
/// bus and for a service that D-Bus starts on demand.
int css_service_available(int timeout_ms, char **error);

/// Stores (or replaces) the secret of (service, instance, key). 1 on success.
int css_store(const char *schema, const char *service, const char *instance, const char *key,
              const char *label, const char *secret, char **error);

/// The secret of (service, instance, key), or NULL: *found is 0 when there is none and no
/// error, and *error is set when the service failed.
char *css_lookup(const char *schema, const char *service, const char *instance, const char *key, int *found,
                 char **error);

/// Removes the item of (service, instance, key), or every item of `service` when instance and
/// key are NULL. 1 on success (removing nothing is a success).
int css_clear(const char *schema, const char *service, const char *instance, const char *key, char **error);

/// Every secret of `service`: *secrets gets an array of *count strings (free it with
/// css_free_secrets). 1 on success.
int css_search(const char *schema, const char *service, char ***secrets, size_t *count, char **error);

void css_free_string(char *string);
void css_free_secret(char *secret);
void css_free_secrets(char **secrets, size_t count);

#endif
