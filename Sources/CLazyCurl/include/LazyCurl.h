#ifndef LAZY_CURL_H
#define LAZY_CURL_H

/// Loads libcurl if it is not loaded yet: NULL once it is, else why it cannot be (the
/// loader's message). Safe from any thread; the answer never changes after the first call.
const char *_Nullable lazy_curl_load_error(void);

// Three of the trampolines, as libcurl declares them (handles as pointers), for the tests
// to call through: FoundationNetworking calls all of them itself.
char *_Nullable curl_version(void);
void *_Nullable curl_easy_init(void);
void curl_easy_cleanup(void *_Nullable easy);

#endif
