struct Contact: Hashable, Sendable {
  let name: String
}
