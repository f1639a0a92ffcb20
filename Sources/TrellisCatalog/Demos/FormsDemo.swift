import Foundation
import Trellis
import TrellisTables

/// A form with every element the forms kit has, validated on submit.
enum FormsDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let formView = FormView(form: form)
    return CatalogDemo(
      id: "forms", title: "Forms", summary: "Every form element, with validation",
      scrolls: false
    ) {
      Embedded(formView)
    }
  }

  /// 2026-11-22 09:30 UTC: a fixed date, so screens are reproducible.
  static let day = Date(timeIntervalSince1970: 1_795_339_800)

  @MainActor
  static var form: Form {
    // Identifiers are unique, so making the form cannot fail.
    // swift-format-ignore: NeverUseForceTry
    try! Form(sectioned: [
      "Account",
      TextInputElement(
        id: "name", title: "Name", placeholder: "Your name", validators: [.required()]),
      TextInputElement(id: "password", title: "Password", isSecure: true),
      MultilineTextElement(id: "notes", title: "Notes", minLines: 2),
      NumberElement(id: "age", title: "Age", validators: [.range(18...120)]),
      "Preferences",
      SwitchElement(id: "news", title: "Newsletter", isOn: true),
      SliderElement(id: "volume", title: "Volume", value: 40, in: 0...100, step: 10),
      SegmentedElement(id: "size", title: "Size", segments: ["S", "M", "L"], selection: 1),
      DateElement(id: "day", title: "Day", date: day, mode: .date),
      RadioGroupElement(id: "colour", title: "Colour", options: ["Red", "Blue"], selection: 0),
      RadioGroupElement(
        id: "plan", title: "Plan", options: ["Free", "Pro"], selection: 1, style: .picker),
      "Custom elements",
      LabeledTextFieldElement(
        id: "plate", label: "Plate", hint: "upper-case", maxLength: 8, uppercases: true),
      CityPairElement(id: "trip", from: "Lisbon", to: "Porto"),
      ButtonElement(id: "submit", title: "Submit") { form in _ = form.submit() },
    ])
  }
}
