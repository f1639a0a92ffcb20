import Testing
import Trellis
import TrellisMedia

/// Issue 32, item 20: an image whose data ends early is an error, as the
/// article says, never a picture with made-up (grey) rows.
@Suite("Truncated images")
struct TruncatedImageTests {
  let decoder = ImageDecoder()

  private func isTruncated(_ format: ImageFormat, _ bytes: [UInt8]) -> Bool {
    do {
      _ = try decoder.decode(bytes)
      return false
    } catch {
      return error == .truncated(format: format, byteCount: bytes.count)
    }
  }

  @Test("a JPEG or PNG cut anywhere after its signature is a truncated-data error")
  func truncatedJPEGAndPNGAreErrors() throws {
    // A photo-sized JPEG, so cuts fall in its header, its first rows and its last.
    let jpeg = try JPEGEncoder.encode(SampleImages.picture(3, width: 160, height: 120))
    for cut in [12, 200, jpeg.count / 4, jpeg.count / 2, jpeg.count - 40, jpeg.count - 2] {
      #expect(isTruncated(.jpeg, Array(jpeg.prefix(cut))), "JPEG cut at \(cut) of \(jpeg.count)")
    }
    let png = TestImages.png
    for cut in [9, 40, png.count / 2, png.count - 13] {
      #expect(isTruncated(.png, Array(png.prefix(cut))), "PNG cut at \(cut) of \(png.count)")
    }
    // Whole images still decode, at any size asked.
    #expect(try decoder.decode(jpeg).width == 160)
    #expect(try decoder.decode(jpeg, fitting: PixelSize(width: 40, height: 30)).width == 40)
    #expect(try decoder.decode(png).width == 32)
  }

  @Test("a truncated image says so in words")
  func truncationIsDescribed() {
    #expect(
      ImageDecodingError.truncated(format: .jpeg, byteCount: 12).description
        == "truncated JPEG data: the image goes on past its 12 bytes")
  }
}
