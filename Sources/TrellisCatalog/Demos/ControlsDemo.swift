import Foundation
import Trellis

/// Switches, sliders, segmented controls and date pickers.
enum ControlsDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "controls", title: "Controls",
      summary: "Switch, slider, segmented control, date and time pickers"
    ) {
      ControlsPage()
    }
  }
}

private struct ControlsPage: StatefulComponent {
  struct Values: Sendable {
    var notifications = true
    var volume = 0.4
    var size = 1
    var date = Date(timeIntervalSince1970: 1_795_000_000)
  }

  func initialState() -> Values { Values() }

  func body(state values: Values, scope: Scope<Values>) -> some Component {
    Stack(spacing: 1, alignment: .stretch) {
      Toggle("Notifications", isOn: values.notifications) { isOn in
        scope.mutate { $0.notifications = isOn }
      }.tag("toggle")
      Stack(.horizontal, spacing: 1) {
        Text("Volume").frame(characters: 8)
        Slider(value: values.volume, in: 0...1, step: 0.1) { value in
          scope.mutate { $0.volume = value }
        }.flex(grow: 1).tag("slider")
        Text("\(Int((values.volume * 100).rounded()))%").frame(characters: 4)
      }.scaled()
      Stack(.horizontal, spacing: 1) {
        Text("Size").frame(characters: 8)
        SegmentedControl(["Small", "Medium", "Large"], selection: values.size) { index in
          scope.mutate { $0.size = index }
        }.tag("segments")
      }.scaled()
      Stack(.horizontal, spacing: 1) {
        Text("Date").frame(characters: 8)
        DatePicker(values.date, mode: .date) { date in scope.mutate { $0.date = date } }
          .tag("date")
      }.scaled()
      Stack(.horizontal, spacing: 1) {
        Text("Time").frame(characters: 8)
        DatePicker(values.date, mode: .time) { date in scope.mutate { $0.date = date } }
          .tag("time")
      }.scaled()
      Text("←/→ change a slider, segment or date field; ↑/↓ change the field's value")
        .foregroundColor(.brightBlack)
    }.scaled()
  }
}
