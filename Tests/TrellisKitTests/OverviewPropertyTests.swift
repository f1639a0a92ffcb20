import Logging
import PropertyBased
import Testing
import TrellisKit

@Suite("Overview properties")
struct OverviewPropertyTests {
  @Test("the log keeps exactly the last messages appended, in order")
  func logRingKeepsTheLast() async {
    await propertyCheck(input: Gen.int(in: 1...8), Gen.int(in: 0...40)) { capacity, count in
      let log = OverviewLog(capacity: capacity)
      for index in 0..<count {
        log.append(OverviewLogEntry(level: .info, label: "p", message: "\(index)"))
      }
      let expected = (max(0, count - capacity)..<count).map { "\($0)" }
      #expect(log.entries.map(\.message) == expected)
      #expect(log.totalCount == count)
    }
  }

  @Test("a percentile is a value of the list, between its smallest and largest")
  func percentileIsAMember() async {
    await propertyCheck(input: Gen.int(in: 0...1000).array(of: 1...60), Gen.int(in: 0...100)) {
      values, percent in
      let sorted = values.sorted().map { Duration.microseconds($0) }
      let value = FrameTimeSummary.percentile(percent, of: sorted)
      #expect(value.map { sorted.contains($0) } == true)
      #expect(FrameTimeSummary.percentile(0, of: sorted)! <= value!)
      #expect(value! <= FrameTimeSummary.percentile(100, of: sorted)!)
    }
  }

  @Test("a sparkline has one bar per value shown, the largest a full block")
  func sparklineShape() async {
    await propertyCheck(input: Gen.int(in: 1...1000).array(of: 1...40), Gen.int(in: 1...30)) {
      values, width in
      let line = FrameTimeSummary.sparkline(values.map { .microseconds($0) }, width: width)
      #expect(line.count == min(values.count, width))
      #expect(line.contains("█"))
    }
  }
}
