internal import CTrellisMedia
public import Trellis

/// Encodes a ``Trellis/PixelImage`` as PNG bytes with libpng (for the
/// iTerm2 inline-image protocol, and to make sample images).
public enum PNGEncoder {
  /// The image as PNG bytes.
  ///
  /// - Throws: ``ImageDecodingError/corrupt(format:reason:)`` for an empty
  ///   image, which PNG cannot hold.
  public static func encode(_ image: PixelImage) throws(ImageDecodingError) -> [UInt8] {
    var data: UnsafeMutablePointer<UInt8>?
    var size = 0
    let code = image.rgba.withUnsafeBufferPointer { buffer in
      tm_png_encode(buffer.baseAddress, Int32(image.width), Int32(image.height), &data, &size)
    }
    defer { tm_free(data) }
    guard code == Int32(TM_OK), let data else {
      throw .corrupt(format: .png, reason: "cannot encode a \(image.width)×\(image.height) image")
    }
    return [UInt8](UnsafeBufferPointer(start: data, count: size))
  }
}
