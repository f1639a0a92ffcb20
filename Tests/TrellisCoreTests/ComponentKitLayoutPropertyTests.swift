import PropertyBased
import Testing
import Trellis
import TrellisTesting

/// Properties of ComponentKit's layout rules that must hold for any input.
@MainActor
@Suite("ComponentKit layout properties")
struct ComponentKitLayoutPropertyTests {
  /// A size range from four small numbers: each axis exact or min…max (an upper bound of 0
  /// on the height means unbounded).
  static func range(_ values: [Int]) -> SizeRange {
    let minWidth = Double(values[0])
    let maxWidth = values[1] == 0 ? minWidth : minWidth + Double(values[1])
    let minHeight = Double(values[2])
    let maxHeight = values[3] == 0 ? Double.infinity : minHeight + Double(values[3])
    return SizeRange(
      min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
  }

  /// One of several contents, chosen and shaped by `seed`, tagged "content".
  static func content(_ seed: [Int]) -> AnyComponent {
    func inset(_ value: Int) -> Double { [0, 3, .infinity][value % 3] }
    let block = HostView(
      ViewKind("block"), size: Size(width: Double(seed[1]), height: Double(seed[2])))
    switch seed[0] % 6 {
    case 0:
      return AnyComponent(
        Inset(
          EdgeInsets(
            top: inset(seed[3]), leading: inset(seed[4]), bottom: inset(seed[5]),
            trailing: inset(seed[3] + seed[4]))
        ) { block }.tag("content"))
    case 1:
      let axes: [CenterAxes] = [.both, .horizontal, .vertical, .neither]
      let sizing: [CenterSizing] = [.fill, .minimumWidth, .minimumHeight, .minimum]
      return AnyComponent(
        Center(axes[seed[3] % 4], sizing: sizing[seed[4] % 4]) { block }.tag("content"))
    case 2:
      return AnyComponent(
        Ratio(heightToWidth: Double(seed[3] + 1) / 4) { block }.tag("content"))
    case 3:
      return AnyComponent(Text(String(repeating: "word ", count: seed[3] + 1)).tag("content"))
    case 4:
      return AnyComponent(
        Stack(.horizontal, spacing: Double(seed[3] % 3)) {
          block
          Text("x").flex(grow: 1)
        }.tag("content"))
    default:
      return AnyComponent(block.tag("content"))
    }
  }

  static func frames(of component: some Component, in range: SizeRange, tags: [String])
    -> [Rect?]
  {
    let host = HeadlessHost(size: Size(width: 200, height: 200))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: range)
    root.renderSynchronously(component)
    return tags.map { host.find(tag: $0)?.absoluteFrame }
  }

  @Test("a background never changes its content's frame, and covers exactly that frame")
  func backgroundNeverMovesContent() async {
    let seeds = Gen.int(in: 0...12).array(of: 6...6)
    let ranges = Gen.int(in: 0...40).array(of: 4...4)
    await propertyCheck(count: 300, input: seeds, ranges) { seed, values in
      let range = Self.range(values)
      let alone = Self.frames(of: Self.content(seed), in: range, tags: ["content"])[0]
      let backed = Self.frames(
        of: Self.content(seed).background { HostView(ViewKind("fill")).tag("background") },
        in: range, tags: ["content", "background"])
      #expect(alone != nil, "\(seed) \(range)")
      #expect(backed[0] == alone, "\(seed) \(range)")
      #expect(backed[1] == alone, "\(seed) \(range)")
    }
  }

  /// The inputs the property found: insets wider or taller than an exact range of 0.
  /// `CKBackgroundLayoutComponent` is its content's size as is, so the background covers an
  /// overflowing content too.
  @Test(
    "a background covers a content that overflows its range",
    arguments: [[0, 0, 0, 0, 4, 0], [0, 0, 0, 0, 1, 0]])
  func backgroundCoversOverflowingContent(seed: [Int]) {
    let range = Self.range([0, 0, 0, 0])
    let alone = Self.frames(of: Self.content(seed), in: range, tags: ["content"])[0]
    let backed = Self.frames(
      of: Self.content(seed).background { HostView(ViewKind("fill")).tag("background") },
      in: range, tags: ["content", "background"])
    #expect(alone != nil && (alone?.width ?? 0) + (alone?.height ?? 0) > 0)
    #expect(backed[0] == alone)
    #expect(backed[1] == alone)
  }

  @Test("Center's child is centred within the container, for any range and child size")
  func centerCentresChild() async {
    let sizes = Gen.int(in: 0...30).array(of: 2...2)
    let ranges = Gen.int(in: 0...40).array(of: 4...4)
    await propertyCheck(count: 300, input: sizes, ranges) { size, values in
      let range = Self.range(values)
      let component = Center {
        HostView(ViewKind("block"), size: Size(width: Double(size[0]), height: Double(size[1])))
          .tag("child")
      }.tag("center")
      let frames = Self.frames(of: component, in: range, tags: ["center", "child"])
      guard let container = frames[0], let child = frames[1] else {
        Issue.record("missing frames in \(range)")
        return
      }
      // Inside the container, with the free space split evenly (to a pixel).
      #expect(child.minX >= container.minX && child.maxX <= container.maxX, "\(range)")
      #expect(child.minY >= container.minY && child.maxY <= container.maxY, "\(range)")
      let left = child.minX - container.minX
      let right = container.maxX - child.maxX
      let top = child.minY - container.minY
      let bottom = container.maxY - child.maxY
      #expect(abs(left - right) <= 1 && abs(top - bottom) <= 1, "\(range) \(container) \(child)")
      // The container takes the range's maximum where it is finite (ComponentKit's default
      // sizing), and never leaves the range.
      if range.max.width.isFinite { #expect(container.width == range.max.width) }
      #expect(container.height >= range.min.height && container.height <= range.max.height)
    }
  }
}
