import Trellis
import TrellisTables

/// The original use case's second form: a trip, with the "from city / to
/// city" element (a row three lines high, with a swap button).
enum FormsTripDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let formView = FormView(form: form)
    return CatalogDemo(
      id: "trip", title: "Trip",
      summary: "The from city / to city element, with a height of its own", scrolls: false
    ) {
      Embedded(formView)
    }
  }

  @MainActor
  static var form: Form {
    // Identifiers are unique, so making the form cannot fail.
    // swift-format-ignore: NeverUseForceTry
    try! Form(sectioned: [
      "Trip",
      CityPairElement(
        id: "route", validators: [CityPairElement.complete(), CityPairElement.distinct()]),
      SegmentedElement(
        id: "class", title: "Class", segments: ["Economy", "Business"], selection: 0),
      NumberElement(
        id: "travellers", title: "Travellers", number: 1, validators: [.range(1...9)]),
      ButtonElement(id: "search", title: "Search") { form in
        guard case .success(let values) = form.submit(),
          let cities = values["route"]?.texts, cities.count == 2
        else {
          form.setValue(.text(""), for: "summary")
          return
        }
        form.setValue(.text("\(cities[0]) → \(cities[1])"), for: "summary")
      },
      ResultElement(id: "summary", title: "Trip"),
    ])
  }
}
