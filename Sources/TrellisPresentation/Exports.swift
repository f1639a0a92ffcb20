// The presentation layer's public API speaks in the core's components
// (`AnyComponent`, `KeyPress`), TrellisTables' lists (`CellFactory`,
// `TableView`, and the `TableCellObject` rows a `Screen` shows) and
// TrellisBinding's `Binder`: `import TrellisPresentation` alone brings them,
// as `import TrellisTables` brings TrellisDiff.
@_exported public import Trellis
@_exported public import TrellisBinding
@_exported public import TrellisTables
