extension KeyCommand {
  /// What a footer shows for `commands`: the ones shown in the footer, with
  /// adjacent commands of the same label merged into one item (`↑↓ Move`,
  /// `j/k Move`). Every host's footer draws these items, so a key command
  /// footer reads the same on a grid and in a browser.
  public static func footerItems(_ commands: [KeyCommand]) -> [(keys: String, label: String)] {
    var groups: [(keys: [KeyPress], label: String)] = []
    for command in commands where command.isShownInFooter {
      if let last = groups.last, last.label == command.label {
        groups[groups.count - 1].keys.append(command.key)
      } else {
        groups.append(([command.key], command.label))
      }
    }
    let arrows: Set<String> = ["↑", "↓", "←", "→"]
    return groups.map { group in
      let names = group.keys.map(\.displayName)
      // Arrows read well run together (`↑↓`); other keys need a slash.
      let joined = names.allSatisfy(arrows.contains) ? names.joined() : names.joined(separator: "/")
      return (joined, group.label)
    }
  }
}
