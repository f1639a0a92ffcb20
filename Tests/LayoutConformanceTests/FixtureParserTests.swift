import Foundation
import Testing
import TrellisLayout

@testable import LayoutConformance

@Suite("Fixture parsing")
struct FixtureParserTests {
  static func exampleData() throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/example", withExtension: "json"))
    return try Data(contentsOf: url)
  }

  @Test("The bundled example file parses into cases with LTR and RTL layouts")
  func parsesExample() throws {
    let cases = try FixtureParser.parse(data: Self.exampleData(), file: "example.json")
    #expect(cases.count >= 30)
    let row = try #require(cases.first { $0.name == "row_ltr_and_rtl" })
    #expect(row.layouts.map(\.direction) == [.ltr, .rtl])
    #expect(row.root.style.flexDirection == .row)
    #expect(row.root.children.map(\.id) == ["a", "b"])
    #expect(row.unsupported.isEmpty)
    let half = try #require(cases.first { $0.name == "rounding_half_points" })
    #expect(half.pointScaleFactor == 2)
  }

  @Test("Style values map to the engine's types")
  func styleValues() throws {
    let json = """
      {"tests": [{"name": "styles", "root": {"id": "root", "children": [], "style": {
        "flexDirection": "row-reverse", "justifyContent": "space-evenly", "alignItems": "baseline",
        "alignSelf": "auto", "alignContent": "space-around", "flexWrap": "wrap-reverse",
        "positionType": "static", "display": "contents", "overflow": "scroll",
        "boxSizing": "content-box", "flexGrow": 2, "flexShrink": 0.5, "aspectRatio": 1.5,
        "flexBasis": {"unit": "percent", "value": 30}, "width": {"unit": "max-content", "value": null},
        "height": {"unit": "fit-content", "value": null}, "minWidth": {"unit": "stretch", "value": null},
        "maxHeight": {"unit": "auto", "value": null},
        "margin": {"start": {"unit": "point", "value": 3}, "vertical": {"unit": "auto", "value": null}},
        "padding": {"all": {"unit": "percent", "value": 10}}, "border": {"left": {"unit": "point", "value": 2}},
        "position": {"end": {"unit": "point", "value": 4}}, "gap": {"row": {"unit": "point", "value": 6}}
      }}, "layouts": []}]}
      """
    let cases = try FixtureParser.parse(data: Data(json.utf8), file: "inline.json")
    let style = try #require(cases.first).root.style
    #expect(style.flexDirection == .rowReverse && style.justifyContent == .spaceEvenly)
    #expect(style.alignItems == .baseline && style.alignContent == .spaceAround)
    #expect(style.flexWrap == .wrapReverse && style.positionType == .static)
    #expect(
      style.display == .contents && style.overflow == .scroll && style.boxSizing == .contentBox)
    #expect(style.flexGrow == 2 && style.flexShrink == 0.5 && style.aspectRatio == 1.5)
    #expect(style.flexBasis == .percent(30) && style.width == .maxContent)
    #expect(style.height == .fitContent && style.minWidth == .stretch && style.maxHeight == .auto)
    #expect(style.margin == EdgeDimensions(vertical: .auto, start: 3))
    #expect(style.padding == .all(.percent(10)) && style.border == EdgeDimensions(left: 2))
    #expect(style.position == EdgeDimensions(end: 4) && style.gap == Gap(row: 6))
  }

  @Test("Invalid JSON names the file")
  func invalidJSON() {
    #expect {
      try FixtureParser.parse(data: Data("{\"tests\": [".utf8), file: "broken.json")
    } throws: { error in
      let fixtureError = error as? FixtureError
      return fixtureError?.file == "broken.json" && fixtureError?.location == ""
        && "\(error)".hasPrefix("broken.json: not valid JSON")
    }
  }

  @Test("A missing field or a wrong type names its JSON path")
  func wrongTypes() {
    let missing = #"{"tests": [{"name": "a", "layouts": []}]}"#
    #expect(
      throws: FixtureError(file: "f.json", location: "tests[0] (a)", message: "missing \"root\"")
    ) {
      try FixtureParser.parse(data: Data(missing.utf8), file: "f.json")
    }
    let wrong =
      #"{"tests": [{"name": "b", "root": {"id": "root", "style": {"width": "wide"}}, "layouts": []}]}"#
    #expect(
      throws: FixtureError(
        file: "f.json", location: "tests[0] (b).root.style.width",
        message: "expected an object, found a string")
    ) {
      try FixtureParser.parse(data: Data(wrong.utf8), file: "f.json")
    }
    let badKeyword =
      #"{"tests": [{"name": "c", "root": {"id": "r", "style": {"display": "grid"}}, "layouts": []}]}"#
    #expect {
      try FixtureParser.parse(data: Data(badKeyword.utf8), file: "f.json")
    } throws: { error in
      (error as? FixtureError)?.location == "tests[0] (c).root.style.display"
    }
    #expect(
      throws: FixtureError(
        file: "f.json", location: "", message: "expected an object, found an array")
    ) {
      try FixtureParser.parse(data: Data("[]".utf8), file: "f.json")
    }
  }

  @Test("What the runner cannot express marks the case unsupported, with reasons")
  func unsupported() throws {
    let json = """
      {"tests": [{"name": "u", "root": {"id": "root", "style": {"gridTemplate": "none"},
        "children": [{"id": "t", "style": {}, "children": [], "measure": {"function": "Other", "text": "x"}}]},
        "layouts": []}]}
      """
    let testCase = try #require(
      try FixtureParser.parse(data: Data(json.utf8), file: "u.json").first)
    #expect(testCase.unsupported.count == 2)
    #expect(testCase.unsupported.contains { $0.contains("gridTemplate") })
    #expect(testCase.unsupported.contains { $0.contains("measure function Other") })
    let result = ConformanceRunner().run(testCase)
    guard case .skipped(let reasons) = result.outcome else {
      Issue.record("expected a skip, got \(result.outcome)")
      return
    }
    #expect(reasons == testCase.unsupported)
    #expect(result.reportLine?.hasPrefix("SKIP u: ") == true)
  }
}

@Suite("Fixture loading")
struct FixtureLoaderTests {
  @Test("A missing file is an error naming it")
  func missingFile() {
    #expect(
      throws: FixtureError(file: "/no/such/fixtures.json", location: "", message: "no such file")
    ) {
      try FixtureLoader.load(path: "/no/such/fixtures.json")
    }
  }
}
