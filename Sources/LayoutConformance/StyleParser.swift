import TrellisLayout

/// Turns a fixture node's `style` object into a ``Style``.
enum StyleParser {
  static func apply(
    _ object: ObjectCursor, to style: inout Style, unsupported: inout [String]
  ) throws(FixturePathError) {
    for key in object.keys.sorted() {
      let cursor = try object.required(key)
      if cursor.value == .null { continue }
      switch key {
      case "direction": style.direction = try keyword(cursor, directions)
      case "flexDirection": style.flexDirection = try keyword(cursor, flexDirections)
      case "justifyContent": style.justifyContent = try keyword(cursor, justifications)
      case "alignItems": style.alignItems = try keyword(cursor, alignments)
      case "alignSelf": style.alignSelf = try keyword(cursor, alignments)
      case "alignContent": style.alignContent = try keyword(cursor, alignments)
      case "flexWrap": style.flexWrap = try keyword(cursor, wraps)
      case "positionType": style.positionType = try keyword(cursor, positionTypes)
      case "display": style.display = try keyword(cursor, displays)
      case "overflow": style.overflow = try keyword(cursor, overflows)
      case "boxSizing": style.boxSizing = try keyword(cursor, boxSizings)
      case "flexGrow": style.flexGrow = try cursor.number()
      case "flexShrink": style.flexShrink = try cursor.number()
      case "aspectRatio": style.aspectRatio = try cursor.number()
      case "flexBasis": style.flexBasis = try dimension(cursor)
      case "width": style.width = try dimension(cursor)
      case "height": style.height = try dimension(cursor)
      case "minWidth": style.minWidth = try dimension(cursor)
      case "minHeight": style.minHeight = try dimension(cursor)
      case "maxWidth": style.maxWidth = try dimension(cursor)
      case "maxHeight": style.maxHeight = try dimension(cursor)
      case "margin": style.margin = try edges(cursor)
      case "padding": style.padding = try edges(cursor)
      case "border": style.border = try edges(cursor)
      case "position": style.position = try edges(cursor)
      case "gap": style.gap = try gap(cursor)
      default:
        unsupported.append("style key \"\(key)\" is not supported (\(cursor.path))")
      }
    }
  }

  private static func keyword<Value>(_ cursor: Cursor, _ table: [String: Value])
    throws(FixturePathError) -> Value
  {
    let name = try cursor.string()
    guard let value = table[name] else {
      let known = table.keys.sorted().joined(separator: ", ")
      throw cursor.error("unknown value \"\(name)\" (expected one of: \(known))")
    }
    return value
  }

  /// `{"unit": U, "value": V}`, or a bare number of points.
  static func dimension(_ cursor: Cursor) throws(FixturePathError) -> Dimension {
    if case .number(let points) = cursor.value { return .points(points) }
    let object = try cursor.object()
    let unitCursor = try object.required("unit")
    let unit = try unitCursor.string()
    func value() throws(FixturePathError) -> Double {
      guard let number = try object.optional("value")?.optionalNumber() else {
        throw FixturePathError(location: object.path, message: "unit \(unit) needs a value")
      }
      return number
    }
    switch unit {
    case "point", "points", "px": return .points(try value())
    case "percent": return .percent(try value())
    case "auto", "undefined": return .auto
    case "max-content": return .maxContent
    case "fit-content": return .fitContent
    case "stretch": return .stretch
    default:
      throw unitCursor.error(
        "unknown unit \"\(unit)\" (expected point, percent, auto, max-content, fit-content or "
          + "stretch)")
    }
  }

  static func edges(_ cursor: Cursor) throws(FixturePathError) -> EdgeDimensions {
    let object = try cursor.object()
    var edges = EdgeDimensions()
    for key in object.keys.sorted() {
      let valueCursor = try object.required(key)
      let value = try dimension(valueCursor)
      switch key {
      case "all": edges.all = value
      case "horizontal": edges.horizontal = value
      case "vertical": edges.vertical = value
      case "left": edges.left = value
      case "right": edges.right = value
      case "top": edges.top = value
      case "bottom": edges.bottom = value
      case "start": edges.start = value
      case "end": edges.end = value
      default:
        throw valueCursor.error(
          "unknown edge \"\(key)\" (expected all, horizontal, vertical, left, right, top, "
            + "bottom, start or end)")
      }
    }
    return edges
  }

  static func gap(_ cursor: Cursor) throws(FixturePathError) -> Gap {
    let object = try cursor.object()
    var gap = Gap()
    for key in object.keys.sorted() {
      let valueCursor = try object.required(key)
      let value = try dimension(valueCursor)
      switch key {
      case "all": gap.all = value
      case "row": gap.row = value
      case "column": gap.column = value
      default:
        throw valueCursor.error("unknown gap \"\(key)\" (expected all, row or column)")
      }
    }
    return gap
  }

  private static let directions: [String: Direction] = [
    "inherit": .inherit, "ltr": .ltr, "rtl": .rtl, "LTR": .ltr, "RTL": .rtl,
  ]
  private static let flexDirections: [String: FlexDirection] = [
    "column": .column, "column-reverse": .columnReverse, "row": .row,
    "row-reverse": .rowReverse,
  ]
  private static let justifications: [String: Justify] = [
    "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd,
    "space-between": .spaceBetween, "space-around": .spaceAround,
    "space-evenly": .spaceEvenly,
  ]
  private static let alignments: [String: Align] = [
    "auto": .auto, "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd,
    "stretch": .stretch, "baseline": .baseline, "space-between": .spaceBetween,
    "space-around": .spaceAround, "space-evenly": .spaceEvenly,
  ]
  private static let wraps: [String: Wrap] = [
    "nowrap": .noWrap, "no-wrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse,
  ]
  private static let positionTypes: [String: PositionType] = [
    "static": .static, "relative": .relative, "absolute": .absolute,
  ]
  private static let displays: [String: Display] = [
    "flex": .flex, "none": .none, "contents": .contents,
  ]
  private static let overflows: [String: Overflow] = [
    "visible": .visible, "hidden": .hidden, "scroll": .scroll,
  ]
  private static let boxSizings: [String: BoxSizing] = [
    "border-box": .borderBox, "content-box": .contentBox,
  ]
}
