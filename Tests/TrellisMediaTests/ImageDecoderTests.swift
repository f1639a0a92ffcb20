import PropertyBased
import Testing
import Trellis
import TrellisMedia

@Suite("Image decoding")
struct ImageDecoderTests {
  let decoder = ImageDecoder()

  @Test("a PNG decodes to the pixels it was encoded from")
  func pngRoundTrip() throws {
    let image = try decoder.decode(TestImages.png)
    #expect(image == TestImages.pngImage)
  }

  @Test("a JPEG decodes to its size with colours close to the original")
  func jpegRoundTrip() throws {
    let original = SampleImages.picture(2, width: 64, height: 48)
    let image = try decoder.decode(TestImages.jpeg)
    #expect(image.width == 64 && image.height == 48)
    let a = image[10, 10]
    let b = original[10, 10]
    #expect(abs(Int(a.red) - Int(b.red)) < 24)
    #expect(abs(Int(a.blue) - Int(b.blue)) < 24)
  }

  @Test("a JPEG decoded to fit a size is downscaled in the codec and then to the size")
  func jpegFitting() throws {
    let image = try decoder.decode(TestImages.jpeg, fitting: PixelSize(width: 16, height: 16))
    #expect(image.width == 16 && image.height == 12)
  }

  @Test("garbage bytes are an unrecognised format naming the first bytes")
  func garbage() {
    #expect(throws: ImageDecodingError.unrecognizedFormat(firstBytes: "68 65 6c 6c 6f")) {
      try decoder.decode(Array("hello".utf8))
    }
    #expect(throws: ImageDecodingError.unrecognizedFormat(firstBytes: "")) {
      try decoder.decode([])
    }
  }

  @Test("an image claiming huge dimensions is refused before allocation")
  func huge() {
    let bytes = TestImages.pngClaiming(width: 100_000, height: 100_000)
    #expect(
      throws: ImageDecodingError.tooLarge(width: 100_000, height: 100_000, limit: 24_000_000)
    ) {
      try decoder.decode(bytes)
    }
  }

  @Test("issue 27.1: a Netpbm header claiming 32768×32768 is refused before allocation")
  func hugeNetpbm() {
    #expect(
      throws: ImageDecodingError.tooLarge(width: 32768, height: 32768, limit: 24_000_000)
    ) {
      try decoder.decode(Array("P3 32768 32768 255\n".utf8))
    }
    #expect(throws: ImageDecodingError.tooLarge(width: 2, height: 2, limit: 3)) {
      try ImageDecoder(maximumPixelCount: 3).decode(Array("P2 2 2 255 0 1 2 3".utf8))
    }
  }

  @Test("a JPEG whose frame header claims 60000×60000 is refused before allocation")
  func hugeJPEG() {
    // SOI, a baseline frame header (SOF0) for 60000×60000 with three
    // components, then a scan header (SOS): all libjpeg reads for the size.
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xEA, 0x60, 0xEA, 0x60, 0x03]
    bytes += [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
    bytes += [0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00]
    #expect(
      throws: ImageDecodingError.tooLarge(width: 60000, height: 60000, limit: 24_000_000)
    ) {
      try decoder.decode(bytes)
    }
  }

  @Test("a Netpbm image decodes through the core's decoder")
  func netpbm() throws {
    let image = try decoder.decode(Array("P3 1 1 255 255 0 0".utf8))
    #expect(image[0, 0].red == 255 && image[0, 0].green == 0)
  }

  @Test("downscaling fits the bounds, keeps the aspect ratio and never enlarges")
  func downscaleProperty() async {
    await propertyCheck(
      count: 200,
      input: Gen.int(in: 1...300), Gen.int(in: 1...300), Gen.int(in: 1...100),
      Gen.int(in: 1...100)
    ) { width, height, boundsWidth, boundsHeight in
      let image = SampleImages.picture(0, width: width, height: height)
      let bounds = PixelSize(width: boundsWidth, height: boundsHeight)
      let scaled = image.scaledDown(toFit: bounds)
      #expect(scaled.width <= max(boundsWidth, 1) && scaled.height <= max(boundsHeight, 1))
      #expect(scaled.width <= width && scaled.height <= height)
      #expect(scaled.width == boundsWidth || scaled.height == boundsHeight || scaled == image)
    }
  }

  @Test("a box filter averages the pixels it covers")
  func boxFilter() throws {
    let image = try PixelImage(
      width: 2, height: 1, rgba: [200, 0, 0, 255, 0, 100, 0, 255])
    let scaled = image.scaledDown(toFit: PixelSize(width: 1, height: 1))
    #expect(scaled.rgba == [100, 50, 0, 255])
  }
}
