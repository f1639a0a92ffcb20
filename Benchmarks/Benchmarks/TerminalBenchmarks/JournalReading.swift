import Trellis

/// Whether each journal benchmark also runs with a reader attached (only
/// where the tree has a journal: the file is swapped for one that says
/// `[false]` to measure a checkout from before it).
let journalVariants = [false, true]

/// Attaches a reader that takes each journal and counts its entries, as a
/// host keeping a retained copy would before applying them.
@MainActor
func attachJournalReader(to tree: HostViewTree) {
  var entries = 0
  tree.addJournalReader { journal in entries &+= journal.entries.count }
}
