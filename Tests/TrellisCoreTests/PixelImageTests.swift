import PropertyBased
import Testing
import Trellis
import TrellisTesting

@Suite("Pixel images and Netpbm decoding")
struct PixelImageTests {
  func pixels(_ image: PixelImage) -> [[UInt8]] {
    (0..<image.height).flatMap { y in
      (0..<image.width).map { x in
        let p = image[x, y]
        return [p.red, p.green, p.blue, p.alpha]
      }
    }
  }

  @Test("plain and binary PPM, with comments")
  func ppm() throws {
    let plain = try PixelImage(netpbm: Array("P3 # a comment\n2 1\n255\n255 0 0  0 0 255\n".utf8))
    #expect(plain.width == 2 && plain.height == 1)
    #expect(pixels(plain) == [[255, 0, 0, 255], [0, 0, 255, 255]])
    let binary = try PixelImage(netpbm: Array("P6\n1 2\n255\n".utf8) + [1, 2, 3, 4, 5, 6])
    #expect(pixels(binary) == [[1, 2, 3, 255], [4, 5, 6, 255]])
  }

  @Test("grey maps scale samples to 8 bits, 16-bit samples included")
  func pgm() throws {
    let plain = try PixelImage(netpbm: Array("P2 2 1 15 0 15".utf8))
    #expect(pixels(plain) == [[0, 0, 0, 255], [255, 255, 255, 255]])
    let wide = try PixelImage(netpbm: Array("P5 1 1 65535\n".utf8) + [0x80, 0x00])
    #expect(pixels(wide) == [[128, 128, 128, 255]])
  }

  @Test("bitmaps: 1 is black, plain and packed")
  func pbm() throws {
    let plain = try PixelImage(netpbm: Array("P1 3 1 101".utf8))
    #expect(pixels(plain).map { $0[0] } == [0, 255, 0])
    let packed = try PixelImage(netpbm: Array("P4 3 1\n".utf8) + [0b0100_0000])
    #expect(pixels(packed).map { $0[0] } == [255, 0, 255])
  }

  @Test("PAM with alpha")
  func pam() throws {
    let header = "P7\nWIDTH 1\nHEIGHT 1\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
    let image = try PixelImage(netpbm: Array(header.utf8) + [10, 20, 30, 0])
    #expect(pixels(image) == [[10, 20, 30, 0]])
  }

  @Test("bad input is a typed error that says what and where")
  func errors() {
    #expect(throws: PixelImageError.unsupportedFormat) {
      try PixelImage(netpbm: Array("GIF89a".utf8))
    }
    #expect(throws: PixelImageError.truncated(expected: 6, found: 3)) {
      try PixelImage(netpbm: Array("P6 2 1 255\n".utf8) + [1, 2, 3])
    }
    #expect(throws: PixelImageError.malformedHeader("expected the height", offset: 5)) {
      try PixelImage(netpbm: Array("P3 2 x".utf8))
    }
    #expect(throws: PixelImageError.sizeMismatch(expected: 4, found: 3)) {
      try PixelImage(width: 1, height: 1, rgba: [1, 2, 3])
    }
    #expect(throws: PixelImageError.invalidSize(width: 0, height: 1)) {
      try PixelImage(netpbm: Array("P5 0 1 255\n".utf8))
    }
  }

  @Test("random bytes never crash the decoder")
  func fuzz() async {
    let prefix = Gen.element(of: ["P1 ", "P2 ", "P3 ", "P4 ", "P5 ", "P6 ", "P7\n", ""])
    let byte = Gen.int(in: 0...255).map { UInt8($0) }
    await propertyCheck(count: 500, input: prefix, byte.array(of: 0...40)) { start, rest in
      let bytes = Array((start ?? "").utf8) + rest
      if let image = try? PixelImage(netpbm: bytes) {
        #expect(image.rgba.count == image.width * image.height * 4)
      }
    }
  }

  @MainActor
  @Test("an image from pixels carries them to the host")
  func component() throws {
    let image = try PixelImage(width: 1, height: 1, rgba: [1, 2, 3, 255])
    let host = HeadlessHost(size: Size(width: 10, height: 2))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(Image(pixels: image, altText: "dot").tag("image"))
    #expect(host.find(tag: "image")?[.imagePixels] == image)
    #expect(host.find(tag: "image")?[.altText] == "dot")
  }
}
