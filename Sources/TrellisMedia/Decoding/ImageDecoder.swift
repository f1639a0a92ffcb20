internal import CTrellisMedia
public import Trellis

/// Decodes PNG (libpng), JPEG (libjpeg-turbo) and Netpbm bytes into a
/// ``Trellis/PixelImage``, optionally downscaled to fit a size.
///
/// ```swift
/// let decoder = ImageDecoder()
/// let thumbnail = try decoder.decode(bytes, fitting: PixelSize(width: 80, height: 48))
/// ```
///
/// Bad bytes never crash: each failure is an ``ImageDecodingError``. Data
/// that ends before the image does is ``ImageDecodingError/truncated(format:byteCount:)``,
/// never a partly made-up image.
public struct ImageDecoder: Sendable {
  /// The most pixels an image may declare (width × height); larger images
  /// are refused from their header, before their pixels are allocated, in
  /// every format (PNG, JPEG and Netpbm), with
  /// ``ImageDecodingError/tooLarge(width:height:limit:)``.
  public var maximumPixelCount: Int

  /// Creates a decoder that accepts images up to `maximumPixelCount`
  /// pixels (`PixelImage.defaultMaximumPixelCount`, 24
  /// megapixels, by default).
  public init(maximumPixelCount: Int = PixelImage.defaultMaximumPixelCount) {
    self.maximumPixelCount = maximumPixelCount
  }

  /// Decodes `bytes`; when `size` is given, the image is scaled down
  /// (never up) to fit inside it, keeping its aspect ratio.
  ///
  /// - Throws: ``ImageDecodingError``.
  public func decode(_ bytes: [UInt8], fitting size: PixelSize? = nil) throws(ImageDecodingError)
    -> PixelImage
  {
    let image = try decodeFull(bytes, sizeHint: size)
    guard let size else { return image }
    return image.scaledDown(toFit: size)
  }

  /// Decodes `bytes` and scales the image to cover `size`, cropped to it
  /// around the centre.
  ///
  /// - Throws: ``ImageDecodingError``.
  public func decode(_ bytes: [UInt8], filling size: PixelSize) throws(ImageDecodingError)
    -> PixelImage
  {
    try decodeFull(bytes, sizeHint: size).scaledToFill(size)
  }

  /// Decodes at full size, or, for JPEG, at the smallest DCT scale still
  /// at least `sizeHint` both ways.
  private func decodeFull(_ bytes: [UInt8], sizeHint size: PixelSize?) throws(ImageDecodingError)
    -> PixelImage
  {
    guard let format = ImageFormat(sniffing: bytes) else {
      let head = bytes.prefix(8).map { byte in
        let hex = String(byte, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }
      throw .unrecognizedFormat(firstBytes: head.joined(separator: " "))
    }
    let image: PixelImage
    switch format {
    case .png: image = try decodeWithC(format: format, bytes: bytes, size: nil)
    case .jpeg: image = try decodeWithC(format: format, bytes: bytes, size: size)
    case .netpbm:
      do {
        image = try PixelImage(netpbm: bytes, maximumPixelCount: maximumPixelCount)
      } catch .tooLarge(let width, let height, let limit) {
        throw .tooLarge(width: width, height: height, limit: limit)
      } catch {
        throw .corrupt(format: .netpbm, reason: error.description)
      }
    }
    return image
  }

  private func decodeWithC(format: ImageFormat, bytes: [UInt8], size: PixelSize?)
    throws(ImageDecodingError) -> PixelImage
  {
    var result = tm_image()
    let limit = Int64(maximumPixelCount)
    let code = bytes.withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return Int32(TM_NOT_THIS_FORMAT) }
      switch format {
      case .png: return tm_png_decode(base, buffer.count, limit, &result)
      default:
        return tm_jpeg_decode(
          base, buffer.count, limit, Int32(size?.width ?? 0), Int32(size?.height ?? 0), &result)
      }
    }
    defer { tm_image_free(&result) }
    let message = withUnsafeBytes(of: result.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    switch Int(code) {
    case Int(TM_OK): break
    case Int(TM_TOO_LARGE):
      throw .tooLarge(
        width: Int(result.width), height: Int(result.height), limit: maximumPixelCount)
    case Int(TM_UNSUPPORTED): throw .unsupported(format: format, reason: message)
    case Int(TM_OUT_OF_MEMORY): throw .outOfMemory(format: format)
    case Int(TM_TRUNCATED): throw .truncated(format: format, byteCount: bytes.count)
    default: throw .corrupt(format: format, reason: message.isEmpty ? "unreadable" : message)
    }
    let width = Int(result.width)
    let height = Int(result.height)
    let count = width * height * 4
    guard let pixels = result.rgba, count > 0 else {
      throw .corrupt(format: format, reason: "no pixels")
    }
    let rgba = [UInt8](UnsafeBufferPointer(start: pixels, count: count))
    do {
      return try PixelImage(width: width, height: height, rgba: rgba)
    } catch {
      throw .corrupt(format: format, reason: error.description)
    }
  }
}
