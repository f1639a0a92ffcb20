import Testing
import Trellis
import TrellisDiff
import TrellisTables
import TrellisTesting

@MainActor
@Suite("The use case's custom elements")
struct CustomElementTests {
  @Test("label + text field: typed text is filtered, upper-cased and cut before it is kept")
  func labeledTextField() async throws {
    let element = LabeledTextFieldElement(
      id: "licence", label: "Licence no.", hint: "6 chars", maxLength: 6,
      allowedCharacters: { $0.isLetter || $0.isNumber }, uppercases: true,
      validators: [.required()])
    #expect(element.accepted("ab-12 cd-345") == "AB12CD")
    let form = try Form(sectioned: [element])
    let (host, view) = mountForm(form, size: Size(width: 40, height: 6))
    #expect(host.find(tag: "hint")?.text == "6 chars")
    let field = try #require(host.find(identifier: "licence"))
    // The row's padding (1), the label column (12) and a space.
    #expect(field.absoluteFrame.minX == 14)
    host.type("x9-y", into: field.id)
    await view.table.settle()
    #expect(form.value(for: "licence") == .text("X9Y"))
    #expect(host.find(identifier: "licence")?[.value] == "X9Y")
    host.type("12345", into: field.id)
    await view.table.settle()
    #expect(form.value(for: "licence") == .text("X9Y123"))
  }

  @Test("from / to cities: a row three lines high, swapping, and its rules")
  func cityPair() async throws {
    let form = try Form(sectioned: [
      "Trip",
      CityPairElement(
        id: "trip", from: "Lisbon",
        validators: [CityPairElement.complete(), CityPairElement.distinct()]),
      ButtonElement(id: "go", title: "Go") { _ in },
    ])
    let (host, view) = mountForm(form, size: Size(width: 40, height: 10))
    let list = try #require(view.table.list)
    let row = try #require(view.path(of: "trip"))
    #expect(list.frame(of: view.table.listPath(of: row)).height == 3)
    #expect(host.find(identifier: "trip")?[.value] == "Lisbon")
    #expect(host.find(identifier: "trip.to")?.absoluteFrame.minY == 3)

    #expect(form.validate() == [FormError(id: "trip", message: "Enter both cities")])
    await view.table.settle()
    // The message adds a line below the row's own three.
    #expect(list.frame(of: view.table.listPath(of: row)).height == 4)
    host.type("lisbon ", into: try #require(host.find(identifier: "trip.to")).id)
    await view.table.settle()
    #expect(form.validate() == [FormError(id: "trip", message: "Pick two different cities")])
    host.type("", into: try #require(host.find(identifier: "trip.to")).id)
    form.setValue(.texts(["Lisbon", "Porto"]), for: "trip")
    await view.table.settle()
    #expect(host.tap(tag: "swap"))
    await view.table.settle()
    #expect(form.value(for: "trip") == .texts(["Porto", "Lisbon"]))
    #expect(host.find(identifier: "trip")?[.value] == "Porto")
    #expect(form.validate().isEmpty)
    #expect(list.frame(of: view.table.listPath(of: row)).height == 3)
  }
}
