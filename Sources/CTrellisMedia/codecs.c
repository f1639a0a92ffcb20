#include "CTrellisMedia.h"

#include <setjmp.h>
#include <stdio.h>
// jpeglib.h needs FILE from stdio.h first.
#include <jpeglib.h>
// The message codes (JWRN_JPEG_EOF), after jpeglib.h.
#include <jerror.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>

static void tm_set_message(tm_image *out, const char *message) {
  snprintf(out->message, sizeof out->message, "%s", message);
}

/// A failed libpng read: truncated when its memory reader ran out of
/// bytes (the only way libpng's simplified API says so), else corrupt.
static int tm_png_failure_code(const char *message) {
  return strstr(message, "beyond end of data") != NULL ? TM_TRUNCATED : TM_CORRUPT;
}

int tm_png_decode(const uint8_t *data, size_t size, int64_t max_pixels, tm_image *out) {
  memset(out, 0, sizeof *out);
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
    tm_set_message(out, "not a PNG signature");
    return TM_NOT_THIS_FORMAT;
  }
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, size)) {
    tm_set_message(out, image.message);
    png_image_free(&image);
    return tm_png_failure_code(out->message);
  }
  out->width = (int)image.width;
  out->height = (int)image.height;
  if ((int64_t)image.width * (int64_t)image.height > max_pixels) {
    png_image_free(&image);
    tm_set_message(out, "image too large");
    return TM_TOO_LARGE;
  }
  image.format = PNG_FORMAT_RGBA;
  size_t bytes = PNG_IMAGE_SIZE(image);
  uint8_t *pixels = malloc(bytes ? bytes : 1);
  if (pixels == NULL) {
    png_image_free(&image);
    tm_set_message(out, "out of memory");
    return TM_OUT_OF_MEMORY;
  }
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    tm_set_message(out, image.message);
    free(pixels);
    png_image_free(&image);
    return tm_png_failure_code(out->message);
  }
  out->rgba = pixels;
  return TM_OK;
}

/// libjpeg's error manager with a place to jump back to.
typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf escape;
  char message[JMSG_LENGTH_MAX];
  /// Set when libjpeg ran out of data: it then warns and makes up the
  /// rest of the image in grey, which must not pass for the image.
  int truncated;
} tm_jpeg_error;

/// libjpeg's messages: warnings are counted (and a premature end of the
/// data noted), never printed.
static void tm_jpeg_emit_message(j_common_ptr info, int level) {
  if (level >= 0) return;
  tm_jpeg_error *error = (tm_jpeg_error *)info->err;
  error->base.num_warnings++;
  if (error->base.msg_code == JWRN_JPEG_EOF) error->truncated = 1;
}

static void tm_jpeg_error_exit(j_common_ptr info) {
  tm_jpeg_error *error = (tm_jpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->escape, 1);
}

static void tm_jpeg_quiet(j_common_ptr info) { (void)info; }

int tm_jpeg_decode(const uint8_t *data, size_t size, int64_t max_pixels,
                   int min_width, int min_height, tm_image *out) {
  memset(out, 0, sizeof *out);
  if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
    tm_set_message(out, "not a JPEG signature");
    return TM_NOT_THIS_FORMAT;
  }
  struct jpeg_decompress_struct info;
  tm_jpeg_error error;
  memset(&error, 0, sizeof error);
  info.err = jpeg_std_error(&error.base);
  error.base.error_exit = tm_jpeg_error_exit;
  error.base.output_message = tm_jpeg_quiet;
  error.base.emit_message = tm_jpeg_emit_message;
  // Volatile: modified between setjmp and longjmp.
  uint8_t *volatile pixels = NULL;
  if (setjmp(error.escape)) {
    tm_set_message(out, error.message);
    free(pixels);
    jpeg_destroy_decompress(&info);
    return error.truncated ? TM_TRUNCATED : TM_CORRUPT;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  out->width = (int)info.image_width;
  out->height = (int)info.image_height;
  if ((int64_t)info.image_width * (int64_t)info.image_height > max_pixels) {
    jpeg_destroy_decompress(&info);
    tm_set_message(out, "image too large");
    return TM_TOO_LARGE;
  }
  if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
    jpeg_destroy_decompress(&info);
    tm_set_message(out, "CMYK JPEG images are not supported");
    return TM_UNSUPPORTED;
  }
  info.out_color_space = JCS_EXT_RGBA;
  if (min_width > 0 && min_height > 0) {
    unsigned int denominator = 8;
    while (denominator > 1 && ((int)(info.image_width / denominator) < min_width ||
                               (int)(info.image_height / denominator) < min_height)) {
      denominator /= 2;
    }
    info.scale_num = 1;
    info.scale_denom = denominator;
  }
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  size_t bytes = stride * info.output_height;
  pixels = malloc(bytes ? bytes : 1);
  if (pixels == NULL) {
    jpeg_destroy_decompress(&info);
    tm_set_message(out, "out of memory");
    return TM_OUT_OF_MEMORY;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  if (error.truncated) {
    free(pixels);
    jpeg_destroy_decompress(&info);
    tm_set_message(out, "the data ends before the image does");
    return TM_TRUNCATED;
  }
  out->width = (int)info.output_width;
  out->height = (int)info.output_height;
  out->rgba = pixels;
  jpeg_destroy_decompress(&info);
  return TM_OK;
}

int tm_png_encode(const uint8_t *rgba, int width, int height, uint8_t **out_data,
                  size_t *out_size) {
  *out_data = NULL;
  *out_size = 0;
  if (width <= 0 || height <= 0) return TM_CORRUPT;
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = PNG_FORMAT_RGBA;
  png_alloc_size_t size = 0;
  if (!png_image_write_to_memory(&image, NULL, &size, 0, rgba, 0, NULL)) return TM_CORRUPT;
  uint8_t *buffer = malloc(size);
  if (buffer == NULL) return TM_OUT_OF_MEMORY;
  if (!png_image_write_to_memory(&image, buffer, &size, 0, rgba, 0, NULL)) {
    free(buffer);
    return TM_CORRUPT;
  }
  *out_data = buffer;
  *out_size = size;
  return TM_OK;
}

int tm_jpeg_encode(const uint8_t *rgba, int width, int height, int quality,
                   uint8_t **out_data, size_t *out_size) {
  *out_data = NULL;
  *out_size = 0;
  if (width <= 0 || height <= 0) return TM_CORRUPT;
  struct jpeg_compress_struct info;
  tm_jpeg_error error;
  memset(&error, 0, sizeof error);
  info.err = jpeg_std_error(&error.base);
  error.base.error_exit = tm_jpeg_error_exit;
  error.base.output_message = tm_jpeg_quiet;
  unsigned char *volatile buffer = NULL;
  unsigned long size = 0;
  if (setjmp(error.escape)) {
    jpeg_destroy_compress(&info);
    free(buffer);
    return TM_CORRUPT;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, (unsigned char **)&buffer, &size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 4;
  info.in_color_space = JCS_EXT_RGBA;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * (size_t)width * 4);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  *out_data = buffer;
  *out_size = size;
  return TM_OK;
}

void tm_image_free(tm_image *image) {
  free(image->rgba);
  image->rgba = NULL;
}

void tm_free(void *pointer) { free(pointer); }
