#include "CTrellisMedia.h"

#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>  // xmlCreateMemoryParserCtxt
#include <libxml/xmlerror.h>
#include <stdio.h>
#include <string.h>

/// What the SAX callbacks share: where to report, and how deep the
/// parser is.
typedef struct {
  void *context;
  tm_html_callback callback;
  int depth;
  int max_depth;
  int reported;
} tm_html_walk_state;

static tm_html_walk_state *tm_state(void *parser) {
  return (tm_html_walk_state *)((htmlParserCtxtPtr)parser)->_private;
}

/// The value of attribute `name` in SAX's NULL-terminated name/value list.
static const char *tm_attribute(const xmlChar **attributes, const char *name) {
  if (attributes == NULL) return NULL;
  for (int index = 0; attributes[index] != NULL; index += 2) {
    if (xmlStrcasecmp(attributes[index], (const xmlChar *)name) == 0)
      return (const char *)attributes[index + 1];
  }
  return NULL;
}

static void tm_start(void *parser, const xmlChar *name, const xmlChar **attributes) {
  tm_html_walk_state *state = tm_state(parser);
  state->depth += 1;
  if (name == NULL) return;
  const char *element = (const char *)name;
  if (state->depth > state->max_depth) {
    // Deeper content is kept, flattened: the element's name only.
    state->callback(state->context, TM_HTML_FLAT_START, element, NULL, 0, NULL, NULL, NULL);
    return;
  }
  // Only links and images carry attributes the walk reads.
  int is_link = strcmp(element, "a") == 0;
  int is_image = !is_link && strcmp(element, "img") == 0;
  state->reported += 1;
  state->callback(state->context, TM_HTML_START, element, NULL, 0,
                  is_link ? tm_attribute(attributes, "href") : NULL,
                  is_image ? tm_attribute(attributes, "src") : NULL,
                  is_image ? tm_attribute(attributes, "alt") : NULL);
}

static void tm_end(void *parser, const xmlChar *name) {
  tm_html_walk_state *state = tm_state(parser);
  if (name != NULL)
    state->callback(state->context, state->depth <= state->max_depth ? TM_HTML_END : TM_HTML_FLAT_END,
                    (const char *)name, NULL, 0, NULL, NULL, NULL);
  if (state->depth > 0) state->depth -= 1;
}

static void tm_characters(void *parser, const xmlChar *text, int length) {
  tm_html_walk_state *state = tm_state(parser);
  if (text == NULL || length <= 0) return;
  state->reported += 1;
  state->callback(state->context, TM_HTML_TEXT, NULL, (const char *)text, length, NULL, NULL,
                  NULL);
}

/// Swallows libxml2's messages: a screen drawn in the terminal must never
/// see them, and failures come back through the parser context.
static void tm_ignore_error(void *context, xmlErrorPtr error) {
  (void)context;
  (void)error;
}

int tm_html_walk(const char *data, int size, int max_depth, void *context,
                 tm_html_callback callback, char *message, int message_size) {
  if (message_size > 0) message[0] = 0;
  // Made as htmlReadMemory makes it (an XML memory context switched to
  // HTML), which reads UTF-8 unless the page declares another charset.
  htmlParserCtxtPtr parser = xmlCreateMemoryParserCtxt(data, size);
  if (parser == NULL || parser->sax == NULL) {
    snprintf(message, (size_t)message_size, "%s", "the parser could not start");
    if (parser != NULL) htmlFreeParserCtxt(parser);
    return TM_CORRUPT;
  }
  // Events instead of a tree: building and freeing the tree took a third
  // of a large page's time.
  memset(parser->sax, 0, sizeof(xmlSAXHandler));
  parser->sax->initialized = 1;
  parser->sax->startElement = tm_start;
  parser->sax->endElement = tm_end;
  parser->sax->characters = tm_characters;
  parser->sax->cdataBlock = tm_characters;
  // White space between blocks is text too: collapsing it is the walk's job.
  parser->sax->ignorableWhitespace = tm_characters;
  tm_html_walk_state state = {context, callback, 0, max_depth, 0};
  parser->_private = &state;
  parser->userData = parser;
  parser->html = 1;
  htmlCtxtUseOptions(parser, HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                                 HTML_PARSE_NONET | HTML_PARSE_COMPACT);
  // libxml2 prints some errors (bad bytes for the encoding) through its
  // per-thread handler rather than the context's: silenced for this parse.
  xmlStructuredErrorFunc previous_handler = xmlStructuredError;
  void *previous_context = xmlStructuredErrorContext;
  xmlSetStructuredErrorFunc(NULL, tm_ignore_error);
  int result = htmlParseDocument(parser);
  xmlSetStructuredErrorFunc(previous_context, previous_handler);
  int code = TM_OK;
  if (result < 0 && state.reported == 0) {
    const xmlError *error = xmlCtxtGetLastError(parser);
    snprintf(message, (size_t)message_size, "%s",
             error != NULL && error->message != NULL ? error->message : "no document");
    code = TM_CORRUPT;
  }
  htmlFreeParserCtxt(parser);
  return code;
}
