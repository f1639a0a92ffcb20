import Trellis
import TrellisTables

/// The original use case's first form: a driver's-licence query. A
/// "label + text field" element takes the licence number; the "查询"
/// (query) cell validates it and shows the result.
enum FormsLicenceDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let formView = FormView(form: form)
    return CatalogDemo(
      id: "licence-query", title: "Licence query",
      summary: "A label + text field element and a 查询 cell that validates", scrolls: false
    ) {
      Embedded(formView)
    }
  }

  @MainActor
  static var form: Form {
    // Identifiers are unique and the pattern is valid, so this cannot fail.
    // swift-format-ignore: NeverUseForceTry
    try! Form(sectioned: [
      "Driver's licence",
      LabeledTextFieldElement(
        id: "licence", label: "Licence no.", placeholder: "18 characters", hint: "18 chars",
        maxLength: 18, allowedCharacters: { $0.isNumber || $0 == "X" || $0 == "x" },
        uppercases: true,
        validators: [
          .required("Enter your licence number"),
          try .pattern("[0-9]{17}[0-9X]", message: "17 digits and a digit or X"),
        ]),
      ButtonElement(id: "query", title: "查询") { form in
        guard case .success(let values) = form.submit(), let number = values["licence"]?.text
        else {
          form.setValue(.text(""), for: "result")
          return
        }
        form.setValue(.text(LicenceRegistry.lookUp(number)), for: "result")
      },
      ResultElement(id: "result", title: "Result"),
    ])
  }
}

/// A stand-in for the licensing office: a deterministic answer per number.
enum LicenceRegistry {
  static func lookUp(_ number: String) -> String {
    let points = 12 - number.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 7
    return "Licence \(number.suffix(4)): valid, \(points) of 12 points"
  }
}
