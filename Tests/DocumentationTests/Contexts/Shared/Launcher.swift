import Foundation
import TrellisKit

/// The icons of the launcher samples, where they were saved, and what the
/// app does with them.
let apps = [
  LauncherItem(id: "mail", title: "Mail", glyph: "✉", badge: "3"),
  LauncherItem(id: "notes", title: "Notes", glyph: "✎"),
]
@MainActor var saved: LauncherArrangement?
@MainActor func open(_ item: LauncherItem) {}
@MainActor func save(_ arrangement: LauncherArrangement) { saved = arrangement }
