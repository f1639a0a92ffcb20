import TrellisPresentation

/// A character of TrellisPresentation's samples.
struct Character: Sendable, Hashable {
  let name: String
}

/// Where the characters come from: pages of names.
@MainActor final class CharacterService {
  let pages: [[String]]
  init(pages: [[String]] = [["Hulk", "Thor"], ["Loki"]]) { self.pages = pages }
  func characters(page: Int) async throws -> [String] { page < pages.count ? pages[page] : [] }
}

let character = Character(name: "Hulk")
