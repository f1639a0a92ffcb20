// Fuzzes the image decoders' Swift wrappers (libpng, libjpeg-turbo, Netpbm).
// For each input it checks that:
// - decoding never traps: bad bytes are an ImageDecodingError;
// - a decoded image has exactly width × height × 4 bytes, within the limit;
// - decoding to fit a small size gives an image inside that size;
// - the core's Netpbm decoder at its default limit (24 megapixels) reads a
//   header claiming any size without allocating for it: run under
//   -rss_limit_mb=512 (Fuzz/run.sh's default), a header that made it
//   reserve its pixels before reading them would fail the run.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise
// it replays the files or folders given as arguments.

import FuzzSupport
import Trellis
import TrellisMedia

@main
enum ImageDecoderFuzzing: FuzzTarget {
  static let decoder = ImageDecoder(maximumPixelCount: 1 << 20)

  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    let bytes = Array(data)
    if let netpbm = try? PixelImage(netpbm: bytes),
      netpbm.width * netpbm.height > PixelImage.defaultMaximumPixelCount
    {
      fatalError("\(netpbm) is over the default limit")
    }
    guard let image = try? decoder.decode(bytes) else { return }
    if image.rgba.count != image.width * image.height * 4 { fatalError("bad pixel count") }
    if image.width * image.height > decoder.maximumPixelCount { fatalError("over the limit") }
    let bounds = PixelSize(width: 7, height: 5)
    guard let small = try? decoder.decode(bytes, fitting: bounds) else {
      fatalError("decoded at full size but not to fit")
    }
    if small.width > bounds.width || small.height > bounds.height {
      fatalError("\(small) does not fit \(bounds)")
    }
  }
}
