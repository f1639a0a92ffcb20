import Foundation
import Trellis
import TrellisMedia

/// Where a served image's pixels come from: what an image view shows.
enum WebImageSource: Hashable, Sendable {
  /// Pixels in memory (`imagePixels`): a
  /// `NetworkImage`'s decoded, downscaled picture, a drawn image.
  case pixels(PixelImage)
  /// A file (`imageFile`): PNG, JPEG or Netpbm.
  case file(String)

  /// The source of an image view with `attributes`, if it shows one.
  init?(_ attributes: Attributes) {
    if let pixels = attributes[.imagePixels] {
      self = .pixels(pixels)
    } else if let path = attributes[.imageFile] {
      self = .file(path)
    } else {
      return nil
    }
  }
}

/// An image as the server sends it: encoded bytes and their content type.
struct ServedImage: Sendable {
  let bytes: [UInt8]
  let contentType: String

  /// `source` encoded to fit `target` pixels: pixels with transparency or
  /// few of them as PNG, other pictures as JPEG (quality 90); a PNG or
  /// JPEG file that already fits as its own bytes.
  static func encode(_ source: WebImageSource, fitting target: PixelSize, limits: WebImageLimits)
    throws(WebImageError) -> ServedImage
  {
    switch source {
    case .pixels(let image):
      return try encode(image.scaledDown(toFit: target))
    case .file(let path):
      let bytes = try read(path, limit: limits.maximumFileBytes)
      let format = ImageFormat(sniffing: bytes)
      let image: PixelImage
      do {
        image = try ImageDecoder().decode(bytes)
      } catch {
        throw .undecodable(error.description)
      }
      if image.sizeFitting(target) == PixelSize(width: image.width, height: image.height) {
        if format == .png { return ServedImage(bytes: bytes, contentType: "image/png") }
        if format == .jpeg { return ServedImage(bytes: bytes, contentType: "image/jpeg") }
      }
      return try encode(image.scaledDown(toFit: target))
    }
  }

  private static func encode(_ image: PixelImage) throws(WebImageError) -> ServedImage {
    let opaque = stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 }
    do {
      if opaque, image.width * image.height > 128 * 128 {
        return ServedImage(
          bytes: try JPEGEncoder.encode(image, quality: 90), contentType: "image/jpeg")
      }
      return ServedImage(bytes: try PNGEncoder.encode(image), contentType: "image/png")
    } catch {
      throw .undecodable(error.description)
    }
  }

  /// The file's bytes, its size checked against `limit` before reading.
  private static func read(_ path: String, limit: Int) throws(WebImageError) -> [UInt8] {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue
    else { throw .unreadableFile(path: path) }
    guard size <= limit else { throw .fileTooLarge(path: path, bytes: size, limit: limit) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadableFile(path: path)
    }
    defer { try? handle.close() }
    // Read at most one byte past the limit: a file that grew since is
    // still refused without reading all of it.
    guard let data = try? handle.read(upToCount: limit + 1) else { return [] }
    guard data.count <= limit else {
      throw .fileTooLarge(path: path, bytes: data.count, limit: limit)
    }
    return [UInt8](data)
  }
}
