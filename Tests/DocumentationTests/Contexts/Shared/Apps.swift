import Trellis

/// An app's top-level component, as the overview and graphics samples take it.
struct MyApp: Component {
  var body: some Component { Text("My app") }
}

/// A screen that shows photos, as the terminal graphics samples take it.
struct PhotoViewer: Component {
  var body: some Component { Text("Photos") }
}
