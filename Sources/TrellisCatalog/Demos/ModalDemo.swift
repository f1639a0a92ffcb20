import Trellis

/// Modal dialogs and sheets.
enum ModalDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "modal", title: "Modal",
      summary: "A dialog and a sheet: focus stays inside, Escape dismisses"
    ) {
      ModalPage()
    }
  }
}

private struct ModalPage: StatefulComponent {
  enum Shown: Sendable, Equatable {
    case nothing
    case dialog
    case sheet
  }

  struct State: Sendable {
    var shown = Shown.nothing
    var answer = "Nothing chosen yet."
  }

  func initialState() -> State { State() }

  func body(state: State, scope: Scope<State>) -> some Component {
    let close: @MainActor @Sendable () -> Void = { scope.mutate { $0.shown = .nothing } }
    Stack(spacing: 1, alignment: .start) {
      Text("Open a dialog or a sheet. Tab stays inside it; Escape closes it.")
      Stack(.horizontal, spacing: 2) {
        Button("Delete file…") { scope.mutate { $0.shown = .dialog } }.tag("show-dialog")
        Button("Share…") { scope.mutate { $0.shown = .sheet } }.tag("show-sheet")
      }.scaled()
      Text(state.answer).foregroundColor(.brightBlack).tag("answer")
    }.scaled()
      .flex(grow: 1)
      .modal(
        isPresented: state.shown == .dialog, title: "Delete “notes.txt”?", onDismiss: close
      ) {
        Text("The file is moved to the bin. You can restore it later.")
      } actions: {
        Button("Cancel") {
          scope.mutate {
            $0.shown = .nothing
            $0.answer = "Kept notes.txt."
          }
        }.tag("cancel")
        Button("Delete") {
          scope.mutate {
            $0.shown = .nothing
            $0.answer = "Deleted notes.txt."
          }
        }.tag("delete")
      }
      .sheet(
        isPresented: state.shown == .sheet, title: "Share", onDismiss: close
      ) {
        Stack(.horizontal, spacing: 2) {
          for target in ["Mail", "Messages", "Copy link"] {
            Button(target) {
              scope.mutate {
                $0.shown = .nothing
                $0.answer = "Shared with \(target)."
              }
            }
          }
        }.scaled()
      }
  }
}
