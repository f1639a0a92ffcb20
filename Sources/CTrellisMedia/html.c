#include "CTrellisMedia.h"

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <stdio.h>
#include <string.h>

static char *tm_property(xmlNodePtr node, const char *name) {
  return (char *)xmlGetProp(node, (const xmlChar *)name);
}

static void tm_html_visit(xmlNodePtr node, int depth, int max_depth, void *context,
                          tm_html_callback callback) {
  for (xmlNodePtr child = node; child != NULL; child = child->next) {
    if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE) {
      if (child->content != NULL)
        callback(context, TM_HTML_TEXT, NULL, (const char *)child->content, NULL, NULL, NULL);
    } else if (child->type == XML_ELEMENT_NODE && child->name != NULL) {
      const char *name = (const char *)child->name;
      // Only links and images carry attributes the walk reads: looking
      // them up on every element cost a tenth of a large page's parse.
      int is_link = strcmp(name, "a") == 0;
      int is_image = !is_link && strcmp(name, "img") == 0;
      char *href = is_link ? tm_property(child, "href") : NULL;
      char *src = is_image ? tm_property(child, "src") : NULL;
      char *alt = is_image ? tm_property(child, "alt") : NULL;
      callback(context, TM_HTML_START, name, NULL, href, src, alt);
      xmlFree(href);
      xmlFree(src);
      xmlFree(alt);
      if (depth < max_depth) tm_html_visit(child->children, depth + 1, max_depth, context, callback);
      callback(context, TM_HTML_END, name, NULL, NULL, NULL, NULL);
    }
  }
}

int tm_html_walk(const char *data, int size, const char *url, int max_depth, void *context,
                 tm_html_callback callback, char *message, int message_size) {
  if (message_size > 0) message[0] = 0;
  int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                HTML_PARSE_NONET | HTML_PARSE_COMPACT;
  htmlDocPtr document = htmlReadMemory(data, size, url, NULL, options);
  if (document == NULL) {
    const xmlError *error = xmlGetLastError();
    snprintf(message, (size_t)message_size, "%s",
             error != NULL && error->message != NULL ? error->message : "no document");
    return TM_CORRUPT;
  }
  xmlNodePtr root = xmlDocGetRootElement(document);
  if (root != NULL) tm_html_visit(root, 0, max_depth, context, callback);
  xmlFreeDoc(document);
  return TM_OK;
}
