import PropertyBased
import Testing
import TrellisBinding

@Suite("BindingPath: TJBinder's syntax")
struct BindingPathTests {
  @Test(
    "every operator of TJBinder's table parses",
    arguments: [
      ("bindTo.@superview.dataObject.name", [BindingStep.superview]),
      ("bindTo.superview.dataObject.name", [.superview]),
      ("bindTo.@rootview.dataObject.name", [.rootview]),
      ("bindTo.@cell.dataObject.name", [.cell]),
      ("bindTo.@superviewWithTag[12].dataObject.name", [.superviewWithTag("12")]),
      ("bindTo.@superviewWithRestorationID[card].dataObject.name", [.superviewWithIdentifier("card")]),
      ("bindTo.@superviewWithClass[FruitCard].dataObject.name", [.superviewWithKind("FruitCard")]),
      ("bindTo.@subviews[2].dataObject.name", [.subview(at: 2)]),
      ("bindTo.@subviewWithTag[12].dataObject.name", [.subviewWithTag("12")]),
      ("bindTo.@subviewWithRestorationID[id].dataObject.name", [.subviewWithIdentifier("id")]),
      ("bindTo.@subviewWithClass[text].dataObject.name", [.subviewWithKind("text")]),
      ("bindTo.@superview.@superview.@subviews[0].dataObject.name", [.superview, .superview, .subview(at: 0)]),
      ("bindTo.dataObject.name", []),
    ])
  func operators(text: String, steps: [BindingStep]) throws {
    let path = try BindingPath(parsing: text)
    #expect(path.steps == steps)
    #expect(path.keys == ["name"])
    #expect(try BindingPath(parsing: path.description) == path)
  }

  @Test("nested keys, optionals marked or not, and the data object itself")
  func keys() throws {
    #expect(try BindingPath(parsing: "bindTo.@cell.dataObject.owner.address.city").keys == ["owner", "address", "city"])
    #expect(try BindingPath(parsing: "bindTo.@cell.dataObject.owner?.city").keys == ["owner", "city"])
    #expect(try BindingPath(parsing: "bindTo.dataObject").keys == [])
  }

  @Test(
    "a path that does not parse says what and at which character",
    arguments: [
      ("name", 0, BindingPathError.Reason.missingPrefix),
      ("bindTo", 6, .missingDataObject),
      ("bindTo.@cell", 12, .missingDataObject),
      ("bindTo..dataObject", 7, .emptySegment),
      ("bindTo.@nope.dataObject.x", 7, .unknownOperator("nope")),
      ("bindTo.cell.dataObject.x", 7, .expectedOperatorOrDataObject("cell")),
      ("bindTo.@superviewWithTag.dataObject.x", 24, .missingArgument(operator: "superviewWithTag")),
      ("bindTo.@cell[3].dataObject.x", 12, .unexpectedArgument(operator: "cell")),
      ("bindTo.@subviews[x].dataObject.x", 17, .invalidIndex("x")),
      ("bindTo.@subviews[-1].dataObject.x", 17, .invalidIndex("-1")),
      ("bindTo.@subviewWithTag[].dataObject.x", 23, .emptyArgument(operator: "subviewWithTag")),
      ("bindTo.@subviewWithTag[12.dataObject.x", 22, .unterminatedArgument),
      ("bindTo.dataObject.1st", 18, .invalidKey("1st")),
      ("bindTo.dataObject.name-x", 22, .unexpectedCharacter("-")),
      ("bindTo.dataObject.name.", 23, .emptySegment),
      ("bindTo.🍎.dataObject", 7, .emptySegment),
      ("bindTo.@superviewWithTag[🍎].x", 28, .expectedOperatorOrDataObject("x")),
    ])
  func errors(text: String, offset: Int, reason: BindingPathError.Reason) {
    #expect(throws: BindingPathError(path: text, offset: offset, reason: reason)) {
      try BindingPath(parsing: text)
    }
    #expect(BindingPath.validate(text)?.offset == offset)
  }

  @Test("any text parses or fails with an offset inside it; a parsed path prints back")
  func anyText() async {
    let alphabet = Array("bindTo.@[]superviewcelldataObject0123xyz?🍎-")
    await propertyCheck(
      count: 2000, input: Gen.int(in: 0..<alphabet.count).array(of: 0...40)
    ) { indices in
      let text = "bindTo." + String(indices.map { alphabet[$0] })
      if let error = BindingPath.validate(text) {
        #expect(error.offset >= 0 && error.offset <= text.count)
      } else {
        let path = try BindingPath(parsing: text)
        #expect(try BindingPath(parsing: path.description) == path)
      }
    }
  }
}
