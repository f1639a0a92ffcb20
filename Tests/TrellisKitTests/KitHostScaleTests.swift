import Testing
import Trellis
import TrellisKit
import TrellisTesting

/// The kit's composites take their geometry from the host: their gaps,
/// padding and fixed sizes are steps of `ControlMetrics.spacingStep`,
/// so on a pixel host they scale with its spacing instead of staying in
/// character cells.
@MainActor
@Suite("Kit composites: geometry from the host's spacing scale")
struct KitHostScaleTests {
  static let items = (1...3).map { LauncherItem(id: "i\($0)", title: "I\($0)", glyph: "#") }

  /// A grid host's environment with a spacing step of `step` and
  /// unrounded frames: a pixel host's spacing, with text still in cells
  /// so only the spacing differs.
  static func environment(step: Double) -> LayoutEnvironment {
    var environment = LayoutEnvironment.characterGrid()
    environment.pointScale = 0
    environment.controlMetrics.spacingStep = step
    return environment
  }

  /// The launcher's frames, by tag, under a spacing step of `step`.
  func launcher(step: Double) async throws -> (icon1: Rect, icon2: Rect, previous: Rect, dots: Rect)
  {
    let host = HeadlessHost(
      size: Size(width: 400, height: 40), environment: Self.environment(step: step))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(LauncherView(items: Self.items) { _ in })
    func frame(_ tag: String) throws -> Rect { try #require(host.find(tag: tag)).absoluteFrame }
    return (
      try frame("icon-i1"), try frame("icon-i2"), try frame("launcher-previous"),
      try frame("launcher-dots")
    )
  }

  @Test("a launcher's icon width and gaps are steps: 15 cells apart on a grid, 15 steps at 2.5")
  func launcherScalesWithTheSpacingStep() async throws {
    let grid = try await launcher(step: 1)
    #expect(grid.icon2.origin.x - grid.icon1.origin.x == 15, "14 cells of icon, a cell of gap")
    #expect(grid.dots.origin.x - grid.previous.maxX == 1)

    let pixels = try await launcher(step: 2.5)
    #expect(pixels.icon2.origin.x - pixels.icon1.origin.x == 15 * 2.5)
    #expect(pixels.dots.origin.x - pixels.previous.maxX == 2.5)
    // The page row sits a step below the icons.
    #expect(pixels.previous.origin.y - pixels.icon1.maxY >= 2.5)
  }

  @Test("padding(steps:) and Stack.scaled() are the host's units times its step")
  func stepsAreTheHostsUnitsTimesItsStep() async throws {
    for step in [1.0, 0.75, 8] {
      let host = HeadlessHost(
        size: Size(width: 200, height: 40), environment: Self.environment(step: step))
      let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
      await root.render(
        Stack(alignment: .start) {
          Stack(.horizontal, spacing: 2) {
            Text("a").tag("a")
            Text("b").tag("b")
          }.scaled(width: 10)
          Text("c").tag("c").padding(steps: EdgeInsets(top: 1, leading: 3))
        })
      let a = try #require(host.find(tag: "a")).absoluteFrame
      let b = try #require(host.find(tag: "b")).absoluteFrame
      let c = try #require(host.find(tag: "c")).absoluteFrame
      #expect(b.origin.x - a.maxX == 2 * step, "step \(step)")
      #expect(c.origin.x == 3 * step, "step \(step)")
      #expect(c.origin.y - a.maxY == step, "step \(step)")
    }
  }
}
