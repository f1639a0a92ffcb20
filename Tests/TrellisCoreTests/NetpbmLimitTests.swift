import Testing
import Trellis

@Suite("Netpbm: the pixel limit is checked from the header, before allocating")
struct NetpbmLimitTests {
  @Test("issue 27.1: the 19-byte header P3 32768 32768 255 is refused, not allocated")
  func theNineteenByteHeaderIsRefused() {
    let bytes = Array("P3 32768 32768 255\n".utf8)
    #expect(bytes.count == 19)
    #expect(throws: PixelImageError.tooLarge(width: 32768, height: 32768, limit: 24_000_000)) {
      try PixelImage(netpbm: bytes)
    }
  }

  @Test("every Netpbm kind claiming billions of pixels is refused from its header")
  func everyKindIsRefused() {
    let headers = [
      "P1 100000 100000\n", "P2 100000 100000 255\n", "P3 100000 100000 65535\n",
      "P4 100000 100000\n", "P5 100000 100000 255\n", "P6 100000 100000 255\n",
      "P7\nWIDTH 100000\nHEIGHT 100000\nDEPTH 4\nMAXVAL 255\nENDHDR\n",
    ]
    for header in headers {
      #expect(throws: PixelImageError.tooLarge(width: 100_000, height: 100_000, limit: 24_000_000))
      {
        try PixelImage(netpbm: Array(header.utf8))
      }
    }
  }

  @Test("the limit is a parameter; its error names it")
  func theLimitIsAParameter() throws {
    let bytes = Array("P2 2 2 255 0 1 2 3".utf8)
    #expect(throws: PixelImageError.tooLarge(width: 2, height: 2, limit: 3)) {
      try PixelImage(netpbm: bytes, maximumPixelCount: 3)
    }
    #expect(try PixelImage(netpbm: bytes, maximumPixelCount: 4).width == 2)
    let message = PixelImageError.tooLarge(width: 2, height: 2, limit: 3).description
    #expect(message.contains("limit of 3 pixels") && message.contains("maximumPixelCount"))
  }

  @Test("a header under the limit with too little data is truncated")
  func shortDataIsTruncated() {
    #expect(throws: PixelImageError.truncated(expected: 12_000_000, found: 5)) {
      try PixelImage(netpbm: Array("P3 2000 2000 255\n1 2 3 4 5".utf8))
    }
    #expect(throws: PixelImageError.truncated(expected: 12_000_000, found: 3)) {
      try PixelImage(netpbm: Array("P6 2000 2000 255\n".utf8) + [1, 2, 3])
    }
  }

  @Test("the header alone is readable without the pixels")
  func headerAlone() throws {
    let header = try NetpbmHeader(parsing: Array("P6 # c\n640 480 255\n".utf8))
    #expect(header.width == 640 && header.height == 480 && header.channels == 3)
    #expect(header.pixelCount == 307_200 && header.maximumValue == 255)
    #expect(header.dataOffset == 19)
    #expect(throws: PixelImageError.invalidSize(width: 0, height: 5)) {
      try NetpbmHeader(parsing: Array("P5 0 5 255\n".utf8))
    }
  }
}
