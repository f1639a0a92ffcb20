import Foundation
import Observation
import Testing
import Trellis
import TrellisBinding
import TrellisPresentation
import TrellisTesting

/// A clock a screen file binds to; its time changes while the screen runs.
@Observable
final class Clock: @unchecked Sendable {
  var time = "12:00"
  var zone = "UTC"
}

extension Clock: KeyPathExposing {
  static let exposedKeys: ExposedKeys<Clock> = ["time": \.time, "zone": \.zone]
}

@MainActor
@Suite("Screen-file bindings read the screen's data object")
struct ScreenFileBindingTests {
  static func clockFile(_ text: String, extra: String = "") -> String {
    """
    screens:
      - id: clock
        title: Clock\(extra)
        body:
          kind: stack
          children:
            - kind: stack
              axis: horizontal
              children:
                - kind: text
                  text: \(text)
                  tag: time
    """
  }

  func show(_ yaml: String, object: any Sendable, registry: ScreenFileRegistry = .init())
    async throws -> (FileScreen, Navigator, HeadlessHost)
  {
    let storyboard = try Storyboard(yaml: yaml, path: "Clock.yaml", registry: registry)
    let screen = try storyboard.instantiate("clock")
    screen.dataObject = object
    let navigator = Navigator(root: screen)
    let host = mounted(navigator)
    await navigator.settle()
    return (screen, navigator, host)
  }

  /// Issue 32 item 3: `bindTo.dataObject.time` at any depth, and
  /// `@rootview.dataObject.time`, read the screen's data object and stay
  /// current.
  @Test(arguments: ["bindTo.dataObject.time", "bindTo.@rootview.dataObject.time"])
  func documentedPathsReadTheScreensDataObject(path: String) async throws {
    let clock = Clock()
    let (screen, navigator, host) = try await show(Self.clockFile(path), object: clock)
    #expect(host.find(tag: "time")?.text == "12:00")
    clock.time = "12:01"
    await navigator.settle()
    #expect(host.find(tag: "time")?.text == "12:01")
    #expect(navigator.binder?.failures.isEmpty == true)
    #expect(screen.bindingProblems.isEmpty)
  }

  /// Issue 32 item 4: a bound text given a width and no height is one line
  /// high, so the values the binder shows are seen.
  @Test func aBoundTextWithAWidthIsALineHigh() async throws {
    let clock = Clock()
    let yaml = Self.clockFile("bindTo.dataObject.time").replacingOccurrences(
      of: "tag: time", with: "tag: time\n              width: 12")
    let storyboard = try Storyboard(yaml: yaml, path: "Clock.yaml")
    let screen = try storyboard.instantiate("clock")  // no data object yet: ""
    let navigator = Navigator(root: screen)
    let host = mounted(navigator)
    await navigator.settle()
    screen.dataObject = clock
    clock.time = "12:02"
    await navigator.settle()
    let time = try #require(host.find(tag: "time"))
    #expect(time.frame.height == 1)
    #expect(time.frame.width == 12)
    #expect(time.text == "12:02")
  }

  /// Issue 32 item 7: a screen that declares its data object's type has
  /// its paths' keys checked at load, at the key's line and column.
  @Test func aTypoInAKeyOfADeclaredDataObjectIsReportedWhereItIsWritten() throws {
    let registry = ScreenFileRegistry()
    registry.register(dataObject: Clock.self)
    let yaml = Self.clockFile("bindTo.dataObject.tiem", extra: "\n    dataObject: Clock")
    #expect {
      try Storyboard(yaml: yaml, path: "Clock.yaml", registry: registry)
    } throws: { error in
      let problem = (error as? ScreenFileError)?.problems.first
      return problem?.description.hasPrefix(
        "Clock.yaml:12:39: error: 'Clock' has no key 'tiem'") == true
        && problem?.message.contains("'time', 'zone'") == true
    }
    // trellis-check's way: the keys declared on the command line.
    let declared = try #require(DataObjectSchema.parse(declaration: "Clock:time,zone"))
    let problems = ScreenFile.check(
      yaml, path: "Clock.yaml",
      names: RegisteredNames(dataObjects: [declared.name: declared.schema]))
    #expect(problems.map(\.location.description) == ["Clock.yaml:12:39"])
    // A type the app did not register is an error too.
    let unknown = Self.clockFile("bindTo.dataObject.time", extra: "\n    dataObject: Watch")
    #expect(throws: ScreenFileError.self) {
      try Storyboard(yaml: unknown, path: "Clock.yaml", registry: registry)
    }
    // Correct keys load.
    let good = Self.clockFile("bindTo.dataObject.time", extra: "\n    dataObject: Clock")
    #expect(ScreenFile.check(good, path: "Clock.yaml", names: registry.names).isEmpty)
  }

  /// Issue 32 item 7: with no declared type the typo is found at run time,
  /// and the failure names where the binding is written.
  @Test func aBindingFailingAtRunTimeNamesItsFilePosition() async throws {
    let (screen, navigator, _) = try await show(
      Self.clockFile("bindTo.dataObject.tiem"), object: Clock())
    #expect(navigator.binder?.failures.isEmpty == false)
    let problem = try #require(screen.bindingProblems.first)
    #expect(problem.location.description == "Clock.yaml:11:21")
    #expect(problem.description.contains("tiem"))
  }
}
