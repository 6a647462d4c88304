// cmark-gfm, the reference CommonMark parser with GitHub's extensions (Debian's
// libcmark-gfm-dev and libcmark-gfm-extensions-dev).
//
// Node types of the extensions are C globals and the core's are macros over an enum,
// neither of which Swift 6 reads well; the Swift side tells nodes apart by
// `cmark_node_get_type_string`, and parses through the one function below.
#ifndef TUI_CMARK_GFM_SHIM_H
#define TUI_CMARK_GFM_SHIM_H

#include <stddef.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

/// Parses `length` bytes of Markdown with the table, strikethrough, tasklist and autolink
/// extensions; the caller frees the document with `cmark_node_free`.
static inline cmark_node *tui_cmark_parse(const char *text, size_t length) {
    cmark_gfm_core_extensions_ensure_registered();
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    static const char *const names[] = {"table", "strikethrough", "tasklist", "autolink"};
    for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
        cmark_syntax_extension *extension = cmark_find_syntax_extension(names[index]);
        if (extension) cmark_parser_attach_syntax_extension(parser, extension);
    }
    cmark_parser_feed(parser, text, length);
    cmark_node *document = cmark_parser_finish(parser);
    cmark_parser_free(parser);
    return document;
}

#endif
