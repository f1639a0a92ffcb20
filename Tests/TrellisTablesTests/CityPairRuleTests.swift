import Testing
import Trellis
import TrellisTables
import TrellisTesting

/// Issue 29: in a browser, the rule between the city pair's fields started
/// under the labels (its inset was in spacing steps, the label column in
/// characters): a stray line. It spans the fields, on every host.
@MainActor
@Suite("CityPairElement: the rule between the fields")
struct CityPairRuleTests {
  /// A web font's text (8.8-pixel characters, 19.2-pixel lines) and an
  /// eight-pixel step; and the grid.
  nonisolated static let environments: [LayoutEnvironment] = {
    var metrics = ControlMetrics.characterGrid
    metrics.spacingStep = 8
    let pixels = LayoutEnvironment(
      textMeasurer: ScaledGridMeasurer(characterWidth: 8.8, lineHeight: 19.2), pointScale: 1,
      controlMetrics: metrics)
    return [pixels, .characterGrid()]
  }()

  @Test("the rule starts and ends where the fields do", arguments: environments.indices)
  func ruleSpansTheFields(environment index: Int) async throws {
    let environment = Self.environments[index]
    let form = try Form(sectioned: ["Trip", CityPairElement(id: "route", from: "Lisbon")])
    let view = FormView(form: form)
    let size = Size(width: environment.roundedDown(60 * environment.characterWidth), height: 400)
    let host = HeadlessHost(size: size, environment: environment)
    view.mount(host: host, in: host.rootView, size: size)
    await view.settle()
    let from = try #require(host.find(identifier: "route")).absoluteFrame
    let to = try #require(host.find(identifier: "route.to")).absoluteFrame
    let rule = try #require(host.findAll(kind: .divider).first).absoluteFrame
    #expect(from.minX == to.minX)
    #expect(rule.minX == from.minX, "\(rule) under \(from)")
    // Frames are rounded at their edges: a field a line of 19.2 pixels
    // high, grown to fill the row, may end a pixel off the rule.
    let pixel = 1.0
    #expect(abs(rule.maxX - from.maxX) <= pixel, "\(rule) under \(from)")
    #expect(rule.minY >= from.maxY - pixel && rule.maxY <= to.minY + pixel)
  }
}
