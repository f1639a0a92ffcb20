#ifndef CTRELLISMEDIA_H
#define CTRELLISMEDIA_H

#include <stddef.h>
#include <stdint.h>

/// Result codes of the decoders.
enum {
  TM_OK = 0,
  TM_NOT_THIS_FORMAT = 1,
  TM_CORRUPT = 2,
  TM_TOO_LARGE = 3,
  TM_UNSUPPORTED = 4,
  TM_OUT_OF_MEMORY = 5,
  /// The data ends before the image does (a download cut short): never a
  /// partial image.
  TM_TRUNCATED = 6
};

/// A decoded image: 8-bit RGBA rows from the top-left, owned by C
/// (release with tm_image_free).
typedef struct {
  int width;
  int height;
  uint8_t *rgba;
  char message[160];
} tm_image;

/// Decodes PNG bytes with libpng's simplified API. Images with more than
/// max_pixels pixels are refused before any pixel memory is allocated.
int tm_png_decode(const uint8_t *data, size_t size, int64_t max_pixels, tm_image *out);

/// Decodes JPEG bytes with libjpeg-turbo; libjpeg's error exit is turned
/// into a return code with setjmp. When min_width and min_height are
/// positive, decoding uses libjpeg's DCT scaling (1/2, 1/4, 1/8) to the
/// smallest size still at least that large.
int tm_jpeg_decode(const uint8_t *data, size_t size, int64_t max_pixels,
                   int min_width, int min_height, tm_image *out);

/// Encodes RGBA pixels as PNG with libpng's simplified API. On success
/// *out_data is malloc'd and owned by the caller (free()).
int tm_png_encode(const uint8_t *rgba, int width, int height, uint8_t **out_data,
                  size_t *out_size);

/// Encodes RGBA pixels (alpha ignored) as a baseline JPEG of the given
/// quality (1-100) with libjpeg-turbo. On success *out_data is malloc'd
/// and owned by the caller (tm_free()).
int tm_jpeg_encode(const uint8_t *rgba, int width, int height, int quality,
                   uint8_t **out_data, size_t *out_size);

/// Releases an image's pixels.
void tm_image_free(tm_image *image);

/// Releases memory handed out by tm_png_encode.
void tm_free(void *pointer);

/// What tm_html_walk reports.
enum {
  TM_HTML_START = 1,
  TM_HTML_END = 2,
  TM_HTML_TEXT = 3,
  /// The start of an element nested deeper than max_depth: its name only.
  TM_HTML_FLAT_START = 4,
  /// The end of an element nested deeper than max_depth.
  TM_HTML_FLAT_END = 5
};

/// Receives the document's elements and text in order: a start (with the
/// element's lowercased name and its href, src and alt attributes, NULL
/// when absent), its content, then its end. Text comes as text_length
/// bytes (not NUL-terminated), possibly in several pieces. Strings live
/// until the callback returns.
typedef void (*tm_html_callback)(void *context, int kind, const char *name, const char *text,
                                 int text_length, const char *href, const char *src,
                                 const char *alt);

/// Parses HTML with libxml2's HTML parser (recovering from errors as
/// browsers do, no network) and reports it as it goes, without building a
/// tree. Elements nested deeper than max_depth come as TM_HTML_FLAT_START
/// and TM_HTML_FLAT_END with their name only; their text comes as usual.
/// Links are left as written: the caller resolves them against the page.
/// Returns TM_OK, or TM_CORRUPT with libxml2's message in message.
int tm_html_walk(const char *data, int size, int max_depth, void *context,
                 tm_html_callback callback, char *message, int message_size);

#endif
