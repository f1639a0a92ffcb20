import Foundation
import Testing
import Trellis

@Suite("Netpbm files: the file's size is checked before it is read")
struct NetpbmFileLimitTests {
  private func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-netpbm-\(UUID().uuidString).ppm").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a small file decodes")
  func smallFileDecodes() throws {
    let path = try temporaryFile(Array("P3 2 1 255\n255 0 0 0 0 255\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let image = try PixelImage(netpbmFileAtPath: path)
    #expect(image.width == 2 && image.height == 1)
  }

  @Test("a file over maximumFileSize is refused from its size, naming the limit")
  func largeFileIsRefused() throws {
    let bytes = Array("P3 2 1 255\n255 0 0 0 0 255\n".utf8)
    let path = try temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: PixelImageError.fileTooLarge(path: path, size: bytes.count, limit: 10)) {
      try PixelImage(netpbmFileAtPath: path, maximumFileSize: 10)
    }
  }

  @Test("the 19-byte header claiming 32768×32768 pixels is refused, not allocated")
  func hugeHeaderFile() throws {
    let path = try temporaryFile(Array("P3 32768 32768 255\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      throws: PixelImageError.tooLarge(
        width: 32768, height: 32768, limit: PixelImage.defaultMaximumPixelCount)
    ) { try PixelImage(netpbmFileAtPath: path) }
  }

  @Test("a missing file, a directory and a device are unreadable")
  func notRegularFiles() {
    for path in ["/nonexistent/image.ppm", NSTemporaryDirectory(), "/dev/zero"] {
      #expect(throws: PixelImageError.fileUnreadable(path: path)) {
        try PixelImage(netpbmFileAtPath: path)
      }
    }
  }
}
