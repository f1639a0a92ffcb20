import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisDiff
import TrellisTesting

@testable import TrellisTables

@MainActor
func mountForm(_ form: Form, size: Size = Size(width: 40, height: 30)) -> (HeadlessHost, FormView) {
  let host = HeadlessHost(size: size)
  let view = FormView(form: form, width: size.width, environment: .characterGrid())
  view.mount(host: host, parent: host.rootView, frame: Rect(origin: .zero, size: size))
  view.focusHandler = { id in host.focus(host.find(identifier: id)?.id) }
  return (host, view)
}

let day = Date(timeIntervalSince1970: 1_790_000_000)

@MainActor
@Suite("Forms", .snapshots(record: .missing))
struct FormTests {
  @Test("every form element has a stable tree dump")
  func everyElement() throws {
    let form = try Form(sectioned: [
      "Elements",
      TextInputElement(id: "name", title: "Name", placeholder: "Your name", text: "Ada"),
      TextInputElement(id: "password", title: "Password", isSecure: true),
      MultilineTextElement(id: "notes", title: "Notes", minLines: 2),
      NumberElement(id: "age", title: "Age", number: 36),
      SwitchElement(id: "news", title: "Newsletter", isOn: true),
      SliderElement(id: "volume", title: "Volume", value: 40, in: 0...100, step: 10),
      SegmentedElement(id: "size", title: "Size", segments: ["S", "M", "L"], selection: 1),
      DateElement(id: "day", title: "Day", date: day, mode: .dateAndTime),
      RadioGroupElement(id: "colour", title: "Colour", options: ["Red", "Blue"], selection: 0),
      RadioGroupElement(
        id: "plan", title: "Plan", options: ["Free", "Pro"], selection: 1, style: .picker),
      ButtonElement(id: "go", title: "Submit") { _ in },
      "Custom",
      LabeledTextFieldElement(id: "licence", label: "Licence", hint: "6 digits"),
      CityPairElement(id: "trip"),
    ])
    let (host, view) = mountForm(form, size: Size(width: 40, height: 30))
    #expect(view.table.model.rowCount == 13)
    assertSnapshot(of: host.treeDump(), as: .lines)
  }

  @Test("a button element takes focus, and Enter or Space runs its action")
  func buttonElementByKeys() async throws {
    let presses = Log()
    let form = try Form(sectioned: [
      TextInputElement(id: "name", title: "Name"),
      ButtonElement(id: "save", title: "Save") { _ in presses.entries.append("save") },
    ])
    let (host, view) = mountForm(form, size: Size(width: 40, height: 10))
    await view.table.settle()
    #expect(host.focus(identifier: "save"))
    #expect(host.press(KeyPress(.enter)))
    #expect(host.press(KeyPress(.character(" "))))
    #expect(presses.entries == ["save", "save"])
  }

  @Test("values print as a user reads them: a date as a day, with its time when it has one")
  func valuesPrintReadably() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let birthday = Date(timeIntervalSince1970: -2_100_038_400)
    #expect(FormValue.readable(birthday, in: utc) == "1903-06-16")
    #expect(
      FormValue.readable(birthday.addingTimeInterval(9 * 3600 + 41 * 60), in: utc)
        == "1903-06-16 09:41")
    #expect(!FormValue.date(birthday).description.hasSuffix("s"))
    #expect(FormValue.bool(true).description == "true")
  }

  @Test("validators: required, pattern, range, custom; bad patterns are typed errors")
  func validators() throws {
    let form = try Form(sectioned: [
      TextInputElement(
        id: "licence", title: "Licence",
        validators: [
          .required("Enter a licence"), try .pattern("[0-9]{4}", message: "4 digits"),
        ]),
      NumberElement(id: "age", title: "Age", validators: [.range(18...120)]),
      TextInputElement(
        id: "nick", title: "Nick",
        validators: [
          .custom { $0.text == "root" ? "Taken" : nil }
        ]),
    ])
    #expect(
      form.validate() == [FormError(id: "licence", message: "Enter a licence")])
    form.setValue(.text("12a4"), for: "licence")
    form.setValue(.text("abc"), for: "age")
    form.setValue(.text("root"), for: "nick")
    #expect(
      form.validate() == [
        FormError(id: "licence", message: "4 digits"),
        FormError(id: "age", message: NumberElement.notANumberMessage),
        FormError(id: "nick", message: "Taken"),
      ])
    form.setValue(.text("7"), for: "age")
    #expect(form.message(for: "age") == "Must be between 18.0 and 120.0")
    form.setValue(.text("1234"), for: "licence")
    form.setValue(.text("30"), for: "age")
    form.setValue(.text("ada"), for: "nick")
    #expect(form.message(for: "licence") == nil)
    #expect(try form.submit().get()["age"] == .number(30))
    #expect(throws: FormValidator.InvalidPattern.self) {
      try FormValidator.pattern("(", message: "")
    }
    #expect(throws: Form.DefinitionError.duplicateID("a")) {
      try Form(sectioned: [SwitchElement(id: "a", title: "A"), SwitchElement(id: "a", title: "B")])
    }
  }

  @Test("the message shows beside an invalid field, and goes once fixed")
  func messagesShown() async throws {
    let form = try Form(sectioned: [
      TextInputElement(id: "name", title: "Name", validators: [.required("Enter a name")])
    ])
    let (host, view) = mountForm(form, size: Size(width: 40, height: 5))
    await #expect(throws: FormErrors.self) { try await view.submit().get() }
    #expect(host.find(identifier: "message-name")?.text == "⚠ Enter a name")
    #expect(host.focusedView == host.find(identifier: "name")?.id)
    host.type("Ada", into: try #require(host.find(identifier: "name")).id)
    await view.table.settle()
    #expect(host.find(identifier: "message-name") == nil)
  }

  @Test("a picker radio group asks for a picker screen that writes the choice")
  func radioPicker() throws {
    final class Presenter: ActionResponder {
      var requests: [RadioPickerRequested] = []
      func handle(_ action: any ComponentAction) -> Bool {
        guard let request = action as? RadioPickerRequested else { return false }
        requests.append(request)
        return true
      }
    }
    let form = try Form(sectioned: [
      RadioGroupElement(id: "plan", title: "Plan", options: ["Free", "Pro"], style: .picker)
    ])
    let presenter = Presenter()
    let (host, view) = mountForm(form, size: Size(width: 30, height: 5))
    view.table.responder = presenter
    host.tap(try #require(host.find(identifier: "plan")).id)
    let request = try #require(presenter.requests.first)
    #expect(
      request
        == RadioPickerRequested(
          id: "plan", title: "Plan", options: ["Free", "Pro"], selection: nil))
    let screen = HeadlessHost(size: Size(width: 30, height: 5))
    let root = ComponentRoot(host: screen, container: screen.rootView, sizeRange: screen.sizeRange)
    var closed = false
    root.renderSynchronously(RadioPicker(request: request, form: form) { closed = true })
    screen.tap(tag: "option")
    #expect(form.values["plan"] == .index(0))
    #expect(closed)
  }

  @Test("radio groups and tap actions work together in one table")
  func radioWithActions() throws {
    let log = Log()
    var actions = TableActions()
    actions.onTap(TitleCell.self) { cell, _ in
      log.entries.append(cell.title)
      return .deselect
    }
    let form = try Form(sectioned: [
      TitleCell("help"),
      RadioGroupElement(id: "size", title: "Size", options: ["S", "M"]),
    ])
    let host = HeadlessHost(size: Size(width: 30, height: 6))
    let view = FormView(form: form, actions: actions, width: 30, environment: .characterGrid())
    view.mount(host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 30, height: 6))
    host.tap(try #require(host.find(identifier: "size-1")).id)
    host.tap(try #require(host.find(text: "help")).id)
    #expect(form.values["size"] == .index(1))
    #expect(log.entries == ["help"])
  }
}

@MainActor
@Suite("Form end to end")
struct FormEndToEndTests {
  @Test("fill by keys, scroll away and back, resize, submit: the right values")
  func fillScrollResizeSubmit() async throws {
    var submitted: [String: FormValue]?
    var filler: [any Sendable] = ["Filler"]
    filler.append(contentsOf: (0..<30).map { TitleCell("filler \($0)") })
    let form = try Form(
      sectioned: [
        "Driver",
        TextInputElement(id: "name", title: "Name", validators: [.required()]),
        TextInputElement(id: "password", title: "Password", isSecure: true),
        LabeledTextFieldElement(
          id: "licence", label: "Licence",
          validators: [.required(), try .pattern("[0-9]{6}", message: "6 digits")]),
        NumberElement(id: "age", title: "Age", validators: [.required(), .range(18...99)]),
        SwitchElement(id: "news", title: "Newsletter"),
        RadioGroupElement(id: "size", title: "Size", options: ["S", "M", "L"]),
        CityPairElement(id: "trip", validators: [.required()]),
      ] + filler + [
        ButtonElement(id: "submit", title: "查询") { form in
          if case .success(let values) = form.submit() { submitted = values }
        }
      ])
    let (host, view) = mountForm(form, size: Size(width: 40, height: 10))
    func field(_ id: String) throws -> ViewID { try #require(host.find(identifier: id)).id }

    // Submitting empty shows messages and focuses the first invalid field.
    await #expect(throws: FormErrors.self) { try await view.submit().get() }
    #expect(host.focusedView == (try field("name")))
    #expect(host.find(identifier: "message-licence")?.text == "⚠ Required")

    // Each key is one edit; the row shows it once rebuilt.
    func typeKeys(_ text: String, into id: String) async throws {
      for character in text {
        host.type(String(character), into: try field(id))
        await view.table.settle()
      }
    }
    try await typeKeys("Adx", into: "name")
    host.press(KeyPress(.backspace))
    await view.table.settle()
    try await typeKeys("a", into: "name")
    try await typeKeys("s3cret", into: "password")
    try await typeKeys("123456", into: "licence")
    try await typeKeys("42", into: "age")
    #expect(host.find(identifier: "message-licence") == nil)
    host.send(.toggled(true), to: try field("news"))
    host.tap(try field("size-2"))
    await view.table.settle()
    let list = try #require(view.table.list)
    list.scroll(to: list.offset(of: view.table.listPath(of: try #require(view.path(of: "trip")))))
    try await typeKeys("Lisbon", into: "trip")
    try await typeKeys("Porto", into: "trip.to")
    await view.table.settle()

    // Away and back: the name row is unmounted, then shows what was typed.
    list.scroll(to: list.contentHeight)
    #expect(host.find(identifier: "name") == nil)
    list.scroll(to: 0)
    #expect(host.find(identifier: "name")?[.value] == "Ada")
    #expect(host.find(identifier: "age")?[.value] == "42")

    // Resized: laid out again, nothing lost.
    view.table.resize(to: Rect(x: 0, y: 0, width: 60, height: 12))
    // The rows are laid out at the new width in the background.
    await view.table.settle()
    #expect(host.find(identifier: "name")?.absoluteFrame.width ?? 0 > 30)
    #expect(host.find(identifier: "password")?[.value] == "s3cret")

    // The submit cell with an invalid field: the message shows and the
    // focus moves there.
    try await typeKeys("7", into: "licence")
    let resizedList = try #require(view.table.list)
    resizedList.scroll(to: resizedList.contentHeight)
    host.focus(nil)
    host.tap(try field("submit"))
    #expect(submitted == nil)
    await view.settle()
    #expect(host.focusedView == (try field("licence")))
    #expect(host.find(identifier: "message-licence")?.text == "⚠ 6 digits")
    host.press(KeyPress(.backspace))
    await view.table.settle()
    #expect(host.find(identifier: "message-licence") == nil)

    resizedList.scroll(to: resizedList.contentHeight)
    host.tap(try field("submit"))
    let values = try #require(submitted)
    #expect(values["name"] == .text("Ada"))
    #expect(values["password"] == .text("s3cret"))
    #expect(values["licence"] == .text("123456"))
    #expect(values["age"] == .number(42))
    #expect(values["news"] == .bool(true))
    #expect(values["size"] == .index(2))
    #expect(values["trip"] == .texts(["Lisbon", "Porto"]))
  }
}
