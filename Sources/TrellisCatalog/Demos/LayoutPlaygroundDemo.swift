import Trellis
import TrellisLayout

/// The interactive layout playground: change a flex container's and its
/// children's properties with the controls, and watch the frames move.
enum LayoutPlaygroundDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "layout-playground", title: "Layout playground",
      summary: "Flexbox live: direction, wrap, justify, align, grow, basis, gap, absolute"
    ) {
      LayoutPlayground()
    }
  }
}

private struct LayoutPlayground: StatefulComponent {
  func initialState() -> LayoutPlaygroundModel { LayoutPlaygroundModel() }

  func body(state model: LayoutPlaygroundModel, scope: Scope<LayoutPlaygroundModel>)
    -> some Component
  {
    let frames = model.frames()
    // Side by side where there is room; in a narrow window (a phone, an
    // 80-column terminal) the controls go under the preview, and each
    // narrows to the window's width.
    Stack(.horizontal, spacing: 2, alignment: .start, wraps: true) {
      Stack(spacing: 1, alignment: .start) {
        PlaygroundPreview(frames: frames, selected: model.selected)
        PlaygroundNumbers(frames: frames)
      }.scaled().flex(shrink: 1)
      PlaygroundControls(model: model, scope: scope).frame(characters: 52).flex(shrink: 1)
    }.scaled()
  }
}

/// The controls: the container's properties, then the selected child's.
private struct PlaygroundControls: Component {
  let model: LayoutPlaygroundModel
  let scope: Scope<LayoutPlaygroundModel>

  var body: some Component {
    let child = model.children[model.selected]
    let selected = model.selected
    let scope = scope
    Stack(spacing: 0, alignment: .stretch) {
      Text("Container").bold()
      labelled("Direction") {
        SegmentedControl(
          LayoutPlaygroundModel.directions.map(\.0), selection: model.direction
        ) { index in scope.mutate { $0.direction = index } }.tag("direction")
      }
      // Six choices need the whole width: the label goes above them.
      Text("Justify")
      SegmentedControl(
        LayoutPlaygroundModel.justifications.map(\.0), selection: model.justify
      ) { index in scope.mutate { $0.justify = index } }.tag("justify")
      labelled("Align") {
        SegmentedControl(LayoutPlaygroundModel.alignments.map(\.0), selection: model.align) {
          index in scope.mutate { $0.align = index }
        }.tag("align")
      }
      Toggle("Wrap", isOn: model.wraps) { isOn in scope.mutate { $0.wraps = isOn } }.tag("wrap")
      labelled("Gap \(Int(model.gap))") {
        Slider(value: model.gap, in: 0...4, step: 1) { value in scope.mutate { $0.gap = value } }
          .tag("gap")
      }
      labelled("Padding \(Int(model.padding))") {
        Slider(value: model.padding, in: 0...3, step: 1) { value in
          scope.mutate { $0.padding = value }
        }.tag("padding")
      }
      Text("Child").bold()
      labelled("Child") {
        SegmentedControl(LayoutPlaygroundModel.names, selection: selected) { index in
          scope.mutate { $0.selected = index }
        }.tag("child")
      }
      labelled("Grow \(Int(child.grow))") {
        Slider(value: child.grow, in: 0...3, step: 1) { value in
          scope.mutate { $0.children[selected].grow = value }
        }.tag("grow")
      }
      labelled("Shrink \(Int(child.shrink))") {
        Slider(value: child.shrink, in: 0...3, step: 1) { value in
          scope.mutate { $0.children[selected].shrink = value }
        }.tag("shrink")
      }
      labelled(child.basis > 0 ? "Basis \(Int(child.basis))" : "Basis auto") {
        Slider(value: child.basis, in: 0...30, step: 2) { value in
          scope.mutate { $0.children[selected].basis = value }
        }.tag("basis")
      }
      Toggle("Absolute at (2, 2)", isOn: child.isAbsolute) { isOn in
        scope.mutate { $0.children[selected].isAbsolute = isOn }
      }.tag("absolute")
      Toggle("Aspect ratio 2:1", isOn: child.hasAspectRatio) { isOn in
        scope.mutate { $0.children[selected].hasAspectRatio = isOn }
      }.tag("ratio")
    }
  }

  private func labelled(_ label: String, @ComponentBuilder control: () -> some Component)
    -> some Component
  {
    Stack(.horizontal, spacing: 1) {
      Text(label).frame(characters: 10)
      control().flex(grow: 1, shrink: 1)
    }.scaled()
  }
}

/// The container drawn to scale: each child a coloured box at its frame.
/// The model lays out in character cells; the preview draws a row as a
/// line of the host's text and a column as its share of the preview's
/// width: 44 characters where there is room, narrower in a narrow window,
/// where each box keeps its place in proportion.
private struct PlaygroundPreview: Component {
  let frames: [LayoutFrame]
  let selected: Int

  static let colors: [Color] = [.blue, .green, .magenta, .cyan]

  var body: some Component {
    let size = LayoutPlaygroundModel.containerSize
    Absolute {
      for (index, frame) in frames.enumerated() {
        // Placed by an empty column and row before the box, sized in
        // characters and lines as the box is.
        Stack(alignment: .stretch) {
          Stack {}.frame(lines: max(frame.y, 0))
          Stack(.horizontal, alignment: .start) {
            Stack {}.frame(width: .percent(Self.share(of: frame.x)))
            Text(LayoutPlaygroundModel.names[index] + (index == selected ? " ◀" : ""))
              .bold(index == selected).lineLimit(1)
              .frame(lines: max(frame.height, 0))
              .frame(width: .percent(Self.share(of: frame.width)))
              .backgroundColor(Self.colors[index])
          }
        }
        .position(x: 0, y: 0).frame(width: .percent(100))
        .key(index)
      }
    }
    .frame(characters: size.width, lines: size.height)
    .frame(maxWidth: .percent(100))
    .backgroundColor(.brightBlack)
    .tag("preview")
  }
}

extension PlaygroundPreview {
  /// A length across the model's container as a percentage of its width.
  static func share(of columns: Double) -> Double {
    max(columns, 0) / LayoutPlaygroundModel.containerSize.width * 100
  }
}

/// Every child's frame, in numbers.
private struct PlaygroundNumbers: Component {
  let frames: [LayoutFrame]

  var body: some Component {
    Stack(spacing: 0, alignment: .start) {
      for (index, frame) in frames.enumerated() {
        Text(
          "\(LayoutPlaygroundModel.names[index])  x \(Int(frame.x))  y \(Int(frame.y))  "
            + "w \(Int(frame.width))  h \(Int(frame.height))"
        ).tag("frame-\(LayoutPlaygroundModel.names[index])")
      }
    }
  }
}
