import Foundation
import Testing
import TrellisLayout

@testable import LayoutConformance

@Suite("Conformance runner")
struct ConformanceRunnerTests {
  @Test("Every bundled example case passes")
  func examplePasses() throws {
    let cases = try FixtureParser.parse(
      data: FixtureParserTests.exampleData(), file: "example.json")
    var summary = ConformanceSummary()
    for testCase in cases {
      let result = ConformanceRunner().run(testCase)
      #expect(result.outcome == .passed, "\(result.reportLine ?? "")")
      summary.record(result, yogaHeadPasses: testCase.yogaHeadPasses)
    }
    #expect(summary.line == "\(cases.count) passed, 0 failed, 0 skipped")
  }

  @Test("A wrong expectation fails naming the case, node and field")
  func reportsMismatch() throws {
    let json = """
      {"tests": [{"name": "wrong", "root": {"id": "root", "style": {"width": {"unit": "point", "value": 100},
        "height": {"unit": "point", "value": 40}}, "children": [{"id": "child", "style": {"height": {"unit": "point", "value": 10}}, "children": []}]},
        "layouts": [{"direction": "LTR", "availableWidth": null, "availableHeight": null, "expected": {
          "root": {"left": 0, "top": 0, "width": 100, "height": 40},
          "child": {"left": 0, "top": 0, "width": 90, "height": 10.005}}}]}]}
      """
    let testCase = try #require(
      try FixtureParser.parse(data: Data(json.utf8), file: "w.json").first)
    let result = ConformanceRunner().run(testCase)
    guard case .failed(let mismatches) = result.outcome else {
      Issue.record("expected a failure, got \(result.outcome)")
      return
    }
    // 10.005 is within the tolerance of 0.01; the width is not.
    #expect(
      mismatches == [
        Mismatch(direction: "LTR", node: "child", field: "width", expected: 90, actual: 100)
      ])
    #expect(result.reportLine == "FAIL wrong [LTR] child.width: expected 90, got 100")
  }

  @Test("A node missing from the tree is a failure")
  func missingNode() throws {
    let json = """
      {"tests": [{"name": "missing", "root": {"id": "root", "style": {}, "children": []},
        "layouts": [{"direction": "RTL", "availableWidth": 50, "availableHeight": 20, "expected": {
          "root": {"left": 0, "top": 0, "width": 50, "height": 20},
          "ghost": {"left": 0, "top": 0, "width": 0, "height": 0}}}]}]}
      """
    let testCase = try #require(
      try FixtureParser.parse(data: Data(json.utf8), file: "m.json").first)
    let result = ConformanceRunner().run(testCase)
    #expect(result.reportLine == "FAIL missing [RTL] ghost: node missing from the tree")
  }

  @Test("The summary counts outcomes and Yoga-passing cases")
  func summary() {
    var summary = ConformanceSummary()
    summary.record(CaseResult(name: "a", outcome: .passed), yogaHeadPasses: true)
    summary.record(
      CaseResult(
        name: "b",
        outcome: .failed([
          Mismatch(direction: "LTR", node: "n", field: "top", expected: 1, actual: 2)
        ])),
      yogaHeadPasses: true)
    summary.record(CaseResult(name: "c", outcome: .skipped(["why"])), yogaHeadPasses: nil)
    #expect(summary.line == "1 passed, 1 failed, 1 skipped")
    #expect(summary.yogaCases == 2 && summary.yogaCasesPassed == 1)
  }

  @Test("The text measure function follows the fixture format")
  func intrinsicSizeMeasure() {
    let column = IntrinsicSizeMeasure.function(text: "hello big world", flexDirection: .column)
    #expect(
      column(.infinity, .undefined, .infinity, .undefined) == LayoutSize(width: 150, height: 10))
    #expect(column(60, .atMost, .infinity, .undefined) == LayoutSize(width: 60, height: 30))
    #expect(column(60, .exactly, 15, .atMost) == LayoutSize(width: 60, height: 15))
    #expect(column(60, .exactly, 45, .exactly) == LayoutSize(width: 60, height: 45))
    // A word wider than the line takes a line of its own.
    #expect(column(30, .exactly, .infinity, .undefined).height == 30)
    // In a row, text wraps at no less than its longest word.
    let row = IntrinsicSizeMeasure.function(text: "hello big world", flexDirection: .row)
    #expect(row(20, .exactly, .infinity, .undefined).height == 30)
  }
}
