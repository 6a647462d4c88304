#ifndef LAZY_CURL_H
#define LAZY_CURL_H

/// Loads libcurl if it is not loaded yet: NULL once it is, else why it cannot be (the
/// loader's message). Safe from any thread; the answer never changes after the first call.
const char *_Nullable lazy_curl_load_error(void);

#endif
