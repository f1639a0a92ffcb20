internal import CTrellisMedia
public import Trellis

/// Encodes a ``Trellis/PixelImage`` as JPEG bytes with libjpeg-turbo (to
/// make sample images for demos, tests and benchmarks).
public enum JPEGEncoder {
  /// The image as a baseline JPEG of `quality` (1–100); alpha is dropped.
  ///
  /// - Throws: ``ImageDecodingError/corrupt(format:reason:)`` for an empty
  ///   image, which JPEG cannot hold.
  public static func encode(_ image: PixelImage, quality: Int = 85) throws(ImageDecodingError)
    -> [UInt8]
  {
    var data: UnsafeMutablePointer<UInt8>?
    var size = 0
    let code = image.rgba.withUnsafeBufferPointer { buffer in
      tm_jpeg_encode(
        buffer.baseAddress, Int32(image.width), Int32(image.height),
        Int32(min(100, max(1, quality))), &data, &size)
    }
    defer { tm_free(data) }
    guard code == Int32(TM_OK), let data else {
      throw .corrupt(format: .jpeg, reason: "cannot encode a \(image.width)×\(image.height) image")
    }
    return [UInt8](UnsafeBufferPointer(start: data, count: size))
  }
}
