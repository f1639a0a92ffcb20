import Foundation
import Trellis
import TrellisMedia

/// Encoded sample images and helpers shared by the media tests.
enum TestImages {
  static let pngImage = SampleImages.picture(1, width: 32, height: 16)
  static let png: [UInt8] = try! PNGEncoder.encode(pngImage)
  static let jpeg: [UInt8] = try! JPEGEncoder.encode(
    SampleImages.picture(2, width: 64, height: 48), quality: 90)

  /// A valid PNG whose header claims `width` × `height` pixels.
  static func pngClaiming(width: UInt32, height: UInt32) -> [UInt8] {
    var bytes = png
    // IHDR data starts after the signature (8), length (4) and type (4).
    withUnsafeBytes(of: width.bigEndian) { bytes.replaceSubrange(16..<20, with: $0) }
    withUnsafeBytes(of: height.bigEndian) { bytes.replaceSubrange(20..<24, with: $0) }
    let crc = crc32(bytes[12..<29])
    withUnsafeBytes(of: crc.bigEndian) { bytes.replaceSubrange(29..<33, with: $0) }
    return bytes
  }

  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// A new empty folder for a disk cache.
  static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-media-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
