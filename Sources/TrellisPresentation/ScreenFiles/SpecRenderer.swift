import Trellis
import TrellisBinding
import TrellisTables

/// Turns a checked ``ComponentSpec`` into components, resolving bindings
/// against the screen's (or the cell's) data object and reading form
/// values.
struct SpecRenderer {
  let screenObject: (any Sendable)?
  var cellObject: (any Sendable)?
  let formValues: [String: PropertyValue]
  let customComponents: [String: ScreenFileRegistry.ComponentFactory]
  let perform: @MainActor @Sendable (String) -> Void
  let setValue: @MainActor @Sendable (String, PropertyValue) -> Void
  /// Enter in the text field of that name (see `ReturnKeyResult`).
  let returnKey: @MainActor @Sendable (String) -> Void

  init(
    screenObject: (any Sendable)?, formValues: [String: PropertyValue],
    customComponents: [String: ScreenFileRegistry.ComponentFactory],
    perform: @escaping @MainActor @Sendable (String) -> Void,
    setValue: @escaping @MainActor @Sendable (String, PropertyValue) -> Void,
    returnKey: @escaping @MainActor @Sendable (String) -> Void
  ) {
    self.screenObject = screenObject
    self.formValues = formValues
    self.customComponents = customComponents
    self.perform = perform
    self.setValue = setValue
    self.returnKey = returnKey
  }

  @MainActor
  func component(_ spec: ComponentSpec) -> AnyComponent {
    applyLayout(spec, to: bound(spec, leaf(spec)))
  }

  /// Attaches TrellisBinding bindings for the properties that map to a
  /// bindable attribute, so a binder keeps them current after the first
  /// frame (which shows the value resolved here).
  @MainActor
  private func bound(_ spec: ComponentSpec, _ component: AnyComponent) -> AnyComponent {
    guard
      spec.properties.values.contains(where: {
        if case .binding = $0 { true } else { false }
      })
    else { return component }
    let attributes: [String: String] =
      switch spec.kind {
      case "text": ["text": "text"]
      case "button": ["title": "title"]
      case "badge": ["text": "badgeText"]
      case "textField": ["placeholder": "placeholder"]
      case "switch": ["label": "label"]
      default: [:]
      }
    var result = component
    var declaredAt: SourceLocation?
    for (property, attributeName) in attributes.sorted(by: { $0.key < $1.key }) {
      guard case .binding(let path)? = spec.properties[property],
        let attribute = AnyBoundAttribute.builtIn[attributeName]
      else { continue }
      let inCell = cellObject != nil
      result = AnyComponent(result.bind(attribute, to: path.forScreenFile(inCell: inCell)))
      declaredAt = declaredAt ?? spec.bindingLocations[property] ?? spec.location
    }
    // Where the binding was declared: a failure at run time names it.
    guard let declaredAt else { return result }
    return AnyComponent(result.attribute(.screenFileLocation, declaredAt))
  }

  // MARK: Kinds

  @MainActor
  private func leaf(_ spec: ComponentSpec) -> AnyComponent {
    let p = spec.properties
    switch spec.kind {
    case "stack":
      let axis: Axis = p["axis"]?.string == "horizontal" ? .horizontal : .vertical
      let children = spec.children.map(component)
      return AnyComponent(
        Stack(
          axis, spacing: p["spacing"]?.number ?? 0,
          alignment: alignment(p["alignment"]?.string) ?? .stretch,
          wraps: p["wraps"]?.bool ?? false
        ) { for (index, child) in children.enumerated() { child.key(index) } }
        // A screen file's spacing counts steps of the host's scale: a cell
        // in a terminal, a few pixels in a browser.
        .scaled())
    case "scroll":
      let children = spec.children.map(component)
      return AnyComponent(
        ScrollView {
          Stack(alignment: .stretch) {
            for (index, child) in children.enumerated() { child.key(index) }
          }
        })
    case "center":
      let children = spec.children.map(component)
      return AnyComponent(
        Center { Stack { for (i, child) in children.enumerated() { child.key(i) } } })
    case "text":
      var text = Text(string(p["text"]))
      if p["bold"]?.bool == true { text = text.bold() }
      if p["italic"]?.bool == true { text = text.italic() }
      if p["underline"]?.bool == true { text = text.underline() }
      if let color = color(p["color"]?.string) { text = text.foregroundColor(color) }
      if let lines = p["lines"]?.number { text = text.lineLimit(Int(max(1, min(lines, 1000)))) }
      return AnyComponent(text)
    case "button":
      let action = string(p["action"])
      let perform = perform
      return AnyComponent(Button(string(p["title"])) { perform(action) })
    case "image":
      return AnyComponent(Image(file: string(p["file"]), altText: p["alt"].map(string)))
    case "spinner":
      return AnyComponent(ActivityIndicator(isAnimating: p["animating"]?.bool ?? true))
    case "progress":
      return AnyComponent(
        ProgressBar(value: p["value"]?.number ?? 0, label: p["label"].map(string)))
    case "badge":
      return AnyComponent(Badge(string(p["text"]), color: color(p["color"]?.string)))
    case "divider":
      return AnyComponent(Divider(p["axis"]?.string == "vertical" ? .vertical : .horizontal))
    case "spacer":
      return AnyComponent(Spacer())
    case "textField":
      let name = string(p["name"])
      let setValue = setValue
      let current = formValues[name]?.string ?? string(p["value"])
      let returnKey = returnKey
      let field = TextField(string(p["placeholder"]), text: current) { setValue(name, .string($0)) }
        .secure(p["secure"]?.bool ?? false)
        .onSubmit { _ in returnKey(name) }
      return AnyComponent(field.tag("field-\(name)"))
    case "switch":
      let name = string(p["name"])
      let setValue = setValue
      let isOn = formValues[name]?.bool ?? p["value"]?.bool ?? false
      return AnyComponent(
        Toggle(string(p["label"]), isOn: isOn) { setValue(name, .bool($0)) }.tag("field-\(name)"))
    case "slider":
      let name = string(p["name"])
      let setValue = setValue
      let low = p["min"]?.number ?? 0
      let high = max(low, p["max"]?.number ?? 1)
      let value = formValues[name]?.number ?? p["value"]?.number ?? low
      return AnyComponent(
        Slider(value: value, in: low...high, step: p["step"]?.number) {
          setValue(name, .number($0))
        }
        .tag("field-\(name)"))
    case "segmented":
      let name = string(p["name"])
      let setValue = setValue
      let options: [String] = if case .strings(let list)? = p["options"] { list } else { [] }
      let selected = Int(formValues[name]?.number ?? p["value"]?.number ?? 0)
      return AnyComponent(
        SegmentedControl(options, selection: selected) { setValue(name, .number(Double($0))) }
          .tag("field-\(name)"))
    case "table":
      return table(spec)
    case "titleCell":
      return AnyComponent(TitleCell(string(p["title"])))
    case "subtitleCell":
      return AnyComponent(SubtitleCell(string(p["title"]), subtitle: string(p["subtitle"])))
    case "valueCell":
      return AnyComponent(ValueCell(string(p["title"]), value: string(p["value"])))
    default:
      guard let make = customComponents[spec.kind] else {
        return AnyComponent(Text("unknown component '\(spec.kind)'"))
      }
      var resolved: [String: PropertyValue] = [:]
      for (name, value) in p {
        if case .binding = value {
          resolved[name] = .string(string(value))
        } else {
          resolved[name] = value
        }
      }
      return make(ResolvedProperties(values: resolved))
    }
  }

  @MainActor
  private func table(_ spec: ComponentSpec) -> AnyComponent {
    var rows: [AnyComponent] = []
    for section in spec.sections {
      if let header = section.header { rows.append(AnyComponent(Text(header).bold())) }
      rows += section.cells.map(component)
      if let footer = section.footer {
        rows.append(AnyComponent(Text(footer).foregroundColor(.brightBlack)))
      }
    }
    if case .binding(let path)? = spec.properties["rows"],
      let list = path.resolve(in: dataObject(for: path)) as? [any Sendable]
    {
      for object in list {
        var cellRenderer = self
        cellRenderer.cellObject = object
        let cells = spec.cellTemplate.map(cellRenderer.component)
        rows.append(
          AnyComponent(
            Stack(alignment: .stretch) {
              for (index, cell) in cells.enumerated() { cell.key(index) }
            }
            .dataObject(object, isCell: true)))
      }
    }
    return AnyComponent(
      Stack(alignment: .stretch) { for (index, row) in rows.enumerated() { row.key(index) } })
  }

  // MARK: Values

  private func string(_ value: PropertyValue?) -> String {
    switch value {
    case .string(let text): return text
    case .number(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .strings(let list): return list.joined(separator: ", ")
    case .binding(let path):
      guard let resolved = path.resolve(in: dataObject(for: path)) else { return "" }
      return String(describing: resolved)
    case nil: return ""
    }
  }

  /// The data object a path reads on the first frame (see
  /// `BindingPath.forScreenFile(inCell:)`); `nil` for a path that walks
  /// the mounted tree, which only the binder can.
  private func dataObject(for path: BindingPath) -> (any Sendable)? {
    switch path.steps {
    case []: cellObject ?? screenObject
    case [.cell]: cellObject
    case [.rootview]: screenObject
    default: nil
    }
  }

  private func alignment(_ word: String?) -> StackAlignment? {
    switch word {
    case "start": .start
    case "center": .center
    case "end": .end
    case "stretch": .stretch
    default: nil
    }
  }

  /// A colour by its name in `Color`'s one vocabulary (``Color/namedColors``).
  private func color(_ word: String?) -> Color? {
    word.flatMap(Color.init(named:))
  }

  /// Whether the spec is a text whose text is bound.
  private static func isBoundText(_ spec: ComponentSpec) -> Bool {
    guard spec.kind == "text", case .binding? = spec.properties["text"] else { return false }
    return true
  }

  /// The height a bound text keeps room for without a `height` of its own:
  /// its `lines`, or one. A binding changes the text, never the layout,
  /// so a text first laid out empty (its data object not there yet) would
  /// otherwise stay 0 high and never show its values.
  private static func boundTextHeight(_ spec: ComponentSpec) -> Double? {
    guard isBoundText(spec), spec.properties["height"] == nil else { return nil }
    return max(1, min(spec.properties["lines"]?.number ?? 1, 1000)).rounded()
  }

  @MainActor
  private func applyLayout(_ spec: ComponentSpec, to base: AnyComponent) -> AnyComponent {
    let p = spec.properties
    // Most components have no layout property: one pass over their few
    // properties instead of a lookup per layout property.
    guard p.keys.contains(where: { ComponentSchema.layout[$0] != nil }) || Self.isBoundText(spec)
    else { return base }
    var result = base
    if let tag = p["tag"] { result = AnyComponent(result.tag(string(tag))) }
    if p["autofocus"]?.bool == true { result = AnyComponent(result.autofocus()) }
    if let styleClass = p["styleClass"] {
      result = AnyComponent(result.styleClass(string(styleClass)))
    }
    if p["width"] != nil || p["height"] != nil {
      result = AnyComponent(
        result.frame(
          width: p["width"]?.number.map { .points(max(0, $0)) },
          height: p["height"]?.number.map { .points(max(0, $0)) }))
    }
    let minHeight = Self.boundTextHeight(spec)
    if p["minWidth"] != nil || p["maxWidth"] != nil || minHeight != nil {
      result = AnyComponent(
        result.frame(
          minWidth: p["minWidth"]?.number.map { .points(max(0, $0)) },
          maxWidth: p["maxWidth"]?.number.map { .points(max(0, $0)) },
          minHeight: minHeight.map { .points($0) }))
    }
    if p["flexGrow"] != nil || p["flexShrink"] != nil {
      result = AnyComponent(
        result.flex(grow: p["flexGrow"]?.number, shrink: p["flexShrink"]?.number))
    }
    if let align = alignment(p["alignSelf"]?.string) {
      result = AnyComponent(result.alignSelf(align))
    }
    // Padding, as spacing, counts steps of the host's spacing scale.
    if let all = p["padding"]?.number {
      result = AnyComponent(result.padding(steps: EdgeInsets(all: all)))
    }
    if p["paddingHorizontal"] != nil || p["paddingVertical"] != nil {
      result = AnyComponent(
        result.padding(
          steps: EdgeInsets(
            horizontal: p["paddingHorizontal"]?.number ?? 0,
            vertical: p["paddingVertical"]?.number ?? 0)))
    }
    return result
  }
}
