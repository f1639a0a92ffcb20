import PropertyBased
import Testing
import TrellisTesting

@testable import Trellis

@Suite("ColumnLayout: sharing a row's width between columns")
struct ColumnLayoutTests {
  @Test("fixed columns take their width, flexible ones share the rest by weight")
  func fixedAndFlexible() {
    let layout = ColumnLayout(
      [.fixed(4), .flexible(weight: 1), .fixed(6), .flexible(weight: 3)], spacing: 1)
    let spans = layout.spans(inWidth: 33, scale: 1, characterWidth: 1)
    // 33 - 3 gaps - 10 fixed = 20 to share: 5 and 15.
    #expect(
      spans == [
        .init(x: 0, width: 4), .init(x: 5, width: 5), .init(x: 11, width: 6),
        .init(x: 18, width: 15),
      ])
    #expect(layout.naturalWidth(characterWidth: 1) == 13)
    #expect(layout.isFlexible)
  }

  @Test("shares that are not whole cells keep the spacing and fixed widths exact")
  func fractionalShares() {
    // 11 cells shared 2 : 1 : 3; running totals put 3.67 + 1.83 on a
    // half-cell boundary, which rounding each edge alone once pushed a
    // column one cell further from its neighbour.
    let layout = ColumnLayout(
      [.flexible(weight: 2), .flexible(weight: 1), .fixed(5), .fixed(1), .flexible(weight: 3)],
      spacing: 2)
    let spans = layout.spans(inWidth: 25, scale: 1, characterWidth: 1)
    #expect(spans.map(\.width) == [4, 2, 5, 1, 5])
    #expect(spans.map(\.x) == [0, 6, 10, 17, 20])
  }

  @Test("a flexible column whose share is under its minimum takes the minimum")
  func minimums() {
    let layout = ColumnLayout([.flexible(weight: 1, minimum: 8), .flexible(weight: 3)], spacing: 0)
    #expect(
      layout.spans(inWidth: 20, scale: 1, characterWidth: 1) == [
        .init(x: 0, width: 8), .init(x: 8, width: 12),
      ])
    // Narrower than the minimums: the row overflows instead of squeezing.
    #expect(
      layout.spans(inWidth: 4, scale: 1, characterWidth: 1) == [
        .init(x: 0, width: 8), .init(x: 8, width: 0),
      ])
  }

  @Test("bad widths and weights are clamped, never negative")
  func badInput() {
    let layout = ColumnLayout(
      [.fixed(-3), .fixed(.nan), .flexible(weight: -1, minimum: .infinity)], spacing: -2)
    #expect(layout.spacing == 0)
    #expect(
      layout.spans(inWidth: 10, scale: 1, characterWidth: 1).allSatisfy {
        $0.width >= 0 && $0.x >= 0
      })
    #expect(layout.spans(inWidth: .nan, scale: 1, characterWidth: 1).count == 3)
  }

  @Test("columns are in order, never overlap, keep the spacing, and fill a row they fit")
  func spanInvariants() async {
    // Each column: a kind (0 fixed, else a flexible weight) and a size.
    await propertyCheck(
      count: 500, input: Gen.int(in: 0...3).array(of: 1...8), Gen.int(in: 0...30).array(of: 8...8),
      Gen.int(in: 0...3), Gen.int(in: 0...200)
    ) { kinds, sizes, spacing, width in
      let columns = zip(kinds, sizes).map { kind, size in
        kind == 0
          ? ColumnLayout.Column.fixed(Double(size))
          : ColumnLayout.Column.flexible(weight: Double(kind), minimum: Double(size % 5))
      }
      let layout = ColumnLayout(columns, spacing: Double(spacing))
      let spans = layout.spans(inWidth: Double(width), scale: 1, characterWidth: 1)
      #expect(spans.count == columns.count)
      for (index, span) in spans.enumerated() {
        #expect(span.width >= 0)
        #expect(span.x == span.x.rounded() && span.width == span.width.rounded())
        if case .fixed(let fixed) = columns[index].width { #expect(span.width == fixed) }
        if index > 0 {
          let previous = spans[index - 1]
          #expect(span.x - (previous.x + previous.width) == Double(spacing))
        }
      }
      if layout.isFlexible, Double(width) >= layout.naturalWidth(characterWidth: 1),
        let last = spans.last
      {
        #expect(last.x + last.width == Double(width))
      }
      if !layout.isFlexible, let last = spans.last {
        #expect(last.x + last.width == layout.naturalWidth(characterWidth: 1))
      }
    }
  }
}

@MainActor
@Suite("ColumnRow: a table row in shared columns")
struct ColumnRowTests {
  let columns = ColumnLayout([.fixed(3, alignment: .trailing), .flexible(), .fixed(5)])

  @Test("a row is one view, one line high, as wide as it is offered when a column is flexible")
  func oneViewOneLine() async throws {
    let host = HeadlessHost(size: Size(width: 30, height: 5))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack(alignment: .start) {
        ColumnRow(columns, ["1", "Ada Lovelace", "London"]).tag("flexible")
        ColumnRow(ColumnLayout([.fixed(3), .fixed(4)]), ["a", "b"]).tag("fixed")
        ColumnRow(columns, cells: []).tag("empty")
      })
    let flexible = try #require(host.find(tag: "flexible"))
    #expect(flexible.kind == .columnRow)
    #expect(flexible.children.isEmpty)
    #expect(flexible.absoluteFrame == Rect(x: 0, y: 0, width: 30, height: 1))
    #expect(flexible.text == "1 Ada Lovelace London")
    #expect(flexible[.columnLayout] == columns)
    #expect(host.find(tag: "fixed")?.absoluteFrame == Rect(x: 0, y: 1, width: 8, height: 1))
    // No cells: still a line, so an empty row keeps its place.
    #expect(host.find(tag: "empty")?.absoluteFrame == Rect(x: 0, y: 2, width: 30, height: 1))
  }

  @Test("styling a row styles every cell")
  func styling() {
    let row = ColumnRow(columns, ["#", "Name"]).bold().foregroundColor(.red)
    #expect(row.cells.allSatisfy { $0.runs.allSatisfy { $0.style.bold } })
    #expect(row.cells.allSatisfy { $0.runs.allSatisfy { $0.style.foreground == .red } })
  }

  @Test("rows laid out from the memo get the frames a fresh layout gives")
  func memoAgreesWithFreshLayouts() async {
    let styles: [TextStyle] = [.plain, TextStyle(bold: true)]
    let cell = Gen.int(in: 0...40).map { String(repeating: "x", count: $0) }
    await propertyCheck(
      count: 200, input: cell.array(of: 0...4), Gen.int(in: 0...1), Gen.int(in: 0...3),
      Gen.int(in: 10...60)
    ) { cells, styleIndex, padding, width in
      let memo = LayoutMemo()
      let range = SizeRange(width: Double(width))
      let environment = LayoutEnvironment.characterGrid()
      func tree(_ cells: [String], style: Int, padding: Int) -> RenderedTree {
        TreeBuilder.build(
          ColumnRow(self.columns, cells: cells.map { StyledText($0, style: styles[style]) })
            .padding(Double(padding)))
      }
      // Other rows first, in every padding and style, so the memo holds
      // layouts it must choose between.
      for otherStyle in styles.indices {
        for otherPadding in 0...3 {
          _ = LayoutPass.layout(
            tree(["other"], style: otherStyle, padding: otherPadding), in: range,
            environment: environment, memo: memo)
        }
      }
      func tree(_ cells: [String]) -> RenderedTree {
        tree(cells, style: styleIndex, padding: padding)
      }
      let memoised = LayoutPass.layout(tree(cells), in: range, environment: environment, memo: memo)
      let fresh = LayoutPass.layout(tree(cells), in: range, environment: environment)
      #expect(memoised.frames == fresh.frames)
      #expect(memoised.size == fresh.size)
    }
  }

  @Test("rows whose text decides their size are laid out afresh, not from the memo")
  func textDecidingSizeIsNotMemoised() {
    let memo = LayoutMemo()
    let range = SizeRange(width: 20)
    let short = LayoutPass.layout(
      TreeBuilder.build(Text("a")), in: range, environment: .characterGrid(), memo: memo)
    let long = LayoutPass.layout(
      TreeBuilder.build(Text("a long text that wraps onto lines")), in: range,
      environment: .characterGrid(), memo: memo)
    #expect(short.size.height == 1)
    #expect(long.size.height > 1)
    #expect(long.geometry !== short.geometry)
  }

  @Test("rows of one-line texts in fixed columns share one layout, whatever they say")
  func fixedWidthTextsShareALayout() {
    let memo = LayoutMemo()
    let range = SizeRange(width: 40)
    func row(_ cells: [String]) -> RenderedTree {
      TreeBuilder.build(
        Stack(.horizontal, spacing: 1) {
          for cell in cells { Text(cell).lineLimit(1).frame(width: .points(9)) }
        }.padding(horizontal: 1, vertical: 0))
    }
    let first = LayoutPass.layout(
      row(["1", "Ada", "London"]), in: range, environment: .characterGrid(), memo: memo)
    let second = LayoutPass.layout(
      row(["2", "Grace Hopper", "東京"]), in: range, environment: .characterGrid(), memo: memo)
    #expect(second.geometry === first.geometry)
    #expect(!second.ownsGeometry)
  }

  @Test("rows of text laid out from the memo get the frames a fresh layout gives")
  func textMemoAgreesWithFreshLayouts() async {
    let words = ["a", "ab", "Zürich", "東京", "São Paulo", "x y z", "long-word-here", "", "\n"]
    let text = Gen.int(in: 0...(words.count - 1)).array(of: 0...4).map { indexes in
      indexes.map { words[$0] }.joined(separator: " ")
    }
    await propertyCheck(
      count: 200, input: text.array(of: 1...3), Gen.int(in: 0...2), Gen.int(in: 0...12),
      Gen.int(in: 8...40)
    ) { texts, lineLimit, columnWidth, width in
      let memo = LayoutMemo()
      let range = SizeRange(width: Double(width))
      let environment = LayoutEnvironment.characterGrid()
      func row(_ texts: [String]) -> RenderedTree {
        TreeBuilder.build(
          Stack(.horizontal, spacing: 1) {
            for text in texts {
              // Column width 0 leaves the text its own width.
              Text(text).lineLimit(lineLimit == 0 ? nil : lineLimit)
                .frame(width: columnWidth == 0 ? nil : .points(Double(columnWidth)))
            }
          })
      }
      // Rows alike but for their texts first, so the memo holds layouts
      // the row may wrongly take.
      let others = [
        texts.map { _ in "a" }, texts.map { _ in "a long text that wraps" }, texts.reversed(),
        texts.map { $0 + "x" },
      ]
      for other in others {
        _ = LayoutPass.layout(row(other), in: range, environment: environment, memo: memo)
      }
      let memoised = LayoutPass.layout(row(texts), in: range, environment: environment, memo: memo)
      let fresh = LayoutPass.layout(row(texts), in: range, environment: environment)
      #expect(memoised.frames == fresh.frames)
      #expect(memoised.size == fresh.size)
    }
  }

  @Test("an item's next layout after one from the memo measures its own texts")
  func relayoutAfterMemoMeasuresOwnText() {
    let memo = LayoutMemo()
    let range = SizeRange(width: 30)
    let environment = LayoutEnvironment.characterGrid()
    func row(_ text: String, width: Double) -> RenderedTree {
      TreeBuilder.build(Text(text).lineLimit(1).frame(width: .points(width)))
    }
    _ = LayoutPass.layout(
      row("exemplar", width: 10), in: range, environment: environment, memo: memo)
    let borrowed = LayoutPass.layout(
      row("this text", width: 10), in: range, environment: environment, memo: memo)
    #expect(!borrowed.ownsGeometry)
    // The same item with its column freed: its own text decides the width.
    let next = LayoutPass.layout(
      TreeBuilder.build(Text("this text").lineLimit(1)), in: range, environment: environment,
      previous: borrowed)
    let fresh = LayoutPass.layout(
      TreeBuilder.build(Text("this text").lineLimit(1)), in: range, environment: environment)
    #expect(next.frames == fresh.frames)
  }
}
