import Foundation
import Trellis

extension TerminalHost {
  /// The pixels an image view shows: those it was given, or its file
  /// decoded when it is a Netpbm file (`.ppm`, `.pgm`, `.pbm`, `.pam`,
  /// `.pnm`) within `PixelImage.defaultMaximumFileSize` and
  /// `PixelImage.defaultMaximumPixelCount` (checked before
  /// reading and before allocating). Files are read once and remembered,
  /// decodable or not; other images draw as a placeholder with their
  /// alternative text.
  func pixelImage(of attributes: Attributes) -> PixelImage? {
    if let pixels = attributes[.imagePixels] { return pixels }
    guard let path = attributes[.imageFile] else { return nil }
    if let known = decodedImages[path] { return known }
    let netpbm: Set<String> = ["ppm", "pgm", "pbm", "pam", "pnm"]
    var image: PixelImage?
    if netpbm.contains((path as NSString).pathExtension.lowercased()) {
      image = try? PixelImage(netpbmFileAtPath: path)
    }
    decodedImages[path] = .some(image)
    return image
  }
}
