import PropertyBased
import Testing
import TrellisTesting

@testable import Trellis

@Suite("HeightIndex")
struct HeightIndexTests {
  @Test("offsets and lookups agree with plain prefix sums after any height changes")
  func agreesWithPrefixSums() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SeededRandom(seed: UInt64(seed))
      var heights = (0..<Int.random(in: 0...60, using: &random)).map { _ in
        Double(Int.random(in: 0...3, using: &random))
      }
      var index = HeightIndex(heights)
      for _ in 0..<Int.random(in: 0...20, using: &random) where !heights.isEmpty {
        let at = Int.random(in: heights.indices, using: &random)
        let value = Double(Int.random(in: 0...4, using: &random))
        let delta = index.setHeight(value, at: at)
        #expect(delta == value - heights[at])
        heights[at] = value
      }
      let probe = Int.random(in: 0...200, using: &random)
      var sum = 0.0
      for i in heights.indices {
        #expect(index.offset(of: i) == sum)
        #expect(index.height(i) == heights[i])
        sum += heights[i]
      }
      #expect(index.total == sum)
      // The item covering `y`: its top at or before, its bottom after.
      let y = Double(probe) / 2
      let found = index.index(at: y)
      var expected = heights.count
      var top = 0.0
      for i in heights.indices {
        if top <= y && y < top + heights[i] {
          expected = i
          break
        }
        top += heights[i]
      }
      #expect(found == expected)
    }
  }
}
