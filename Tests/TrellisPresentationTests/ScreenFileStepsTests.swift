import Testing
import Trellis
import TrellisPresentation
import TrellisTesting

/// A screen file's `spacing` and padding count steps of the host's spacing
/// scale, so one file lays out in a terminal (a cell a step) and in a
/// browser (8 px a step) — issue 29: the Characters demo's detail screen
/// on the web.
@MainActor
@Suite("Screen files: spacing and padding in steps")
struct ScreenFileStepsTests {
  static let yaml = """
    screens:
      - id: a
        body:
          kind: stack
          axis: horizontal
          spacing: 2
          paddingHorizontal: 3
          children:
            - {kind: text, text: one, tag: one}
            - {kind: text, text: two, tag: two}
    """

  @Test("the gap is 2 steps and the padding 3, at a step of 1 and of 8", arguments: [1.0, 8])
  func spacingAndPaddingAreSteps(step: Double) async throws {
    var environment = LayoutEnvironment.characterGrid()
    environment.controlMetrics.spacingStep = step
    let size = Size(width: 200, height: 10)
    let host = HeadlessHost(size: size, environment: environment)
    let screen = try Storyboard(yaml: Self.yaml, registry: ScreenFileRegistry())
      .instantiateInitial()
    Navigator(root: screen).mount(host: host, in: host.rootView, size: size)
    await screen.settle()
    let one = try #require(host.find(tag: "one")).absoluteFrame
    let two = try #require(host.find(tag: "two")).absoluteFrame
    #expect(two.minX - one.maxX == 2 * step)
    #expect(one.minX == 3 * step)
  }
}
