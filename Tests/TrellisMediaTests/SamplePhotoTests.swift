import Testing
import Trellis
import TrellisMedia

/// The album's sample pictures look like photographs: detail at every
/// scale, down to single pixels at a terminal's resolution.
@Suite("Sample photos")
struct SamplePhotoTests {
  @Test("a photo at the viewer's pixel size has detail inside every 9 × 9 block")
  func photosHaveRealDetail() {
    for index in [0, 5, 11] {
      let photo = SampleImages.photo(index, width: 480, height: 360)
      var colors = Set<UInt32>()
      var uniformBlocks = 0
      var blocks = 0
      for blockY in stride(from: 0, to: 360, by: 9) {
        for blockX in stride(from: 0, to: 480, by: 9) {
          blocks += 1
          var seen = Set<UInt32>()
          for y in blockY..<min(360, blockY + 9) {
            for x in blockX..<min(480, blockX + 9) {
              let pixel = photo[x, y]
              let color = UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
              seen.insert(color)
              colors.insert(color)
            }
          }
          if seen.count == 1 { uniformBlocks += 1 }
        }
      }
      #expect(colors.count > 5000, "photo \(index): \(colors.count) colours")
      #expect(uniformBlocks * 20 < blocks, "photo \(index): \(uniformBlocks) of \(blocks) flat")
    }
  }

  @Test("the same index gives the same photo; another index another scene")
  func photosAreStableAndDistinct() {
    let first = SampleImages.photo(3, width: 64, height: 48)
    #expect(first == SampleImages.photo(3, width: 64, height: 48))
    #expect(first != SampleImages.photo(4, width: 64, height: 48))
  }
}
