import Testing

@testable import TrellisDiff

/// The raw-memory types behind the diff's matching walk, tested on their own.
@Suite("Pending storage")
struct PendingStorageTests {
  @Test("A filter says no to every hash never inserted, and yes to every hash inserted")
  func filterHasNoFalseNegatives() {
    let filter = PendingFilter(expectedCount: 100)
    let multiplier = Int(bitPattern: 0x9E37_79B9_7F4A_7C15 as UInt)
    let inserted = (0..<100).map { $0 &* multiplier }
    #expect(inserted.allSatisfy { !filter.mayContain($0) })
    for hash in inserted { filter.insert(hash) }
    #expect(inserted.allSatisfy { filter.mayContain($0) })
  }

  @Test("A filter has four bits per expected hash, between 64 and 2^18")
  func filterSize() {
    #expect(PendingFilter(expectedCount: 0).bitCount == 64)
    #expect(PendingFilter(expectedCount: 100).bitCount == 512)
    #expect(PendingFilter(expectedCount: 10_000_000).bitCount == 1 << 18)
  }

  @Test("A pending table gives back positions per identifier, oldest first")
  func tableIsFIFOPerIdentifier() {
    // Identifiers by position; 1 and 2 share a hash to force a tag collision.
    let ids = [1, 2, 1, 3, 2, 1]
    let hash = { (id: Int) in id == 3 ? 77 : 42 }
    var table = PendingTable(count: ids.count)
    for (position, id) in ids.enumerated() {
      table.add(hash: hash(id), at: position, isSame: { ids[$0] == id })
    }
    #expect(table.pending == 6)
    func take(_ id: Int) -> Int { table.take(hash: hash(id), isSame: { ids[$0] == id }) }
    #expect(take(1) == 0)
    #expect(take(2) == 1)
    #expect(take(1) == 2)
    #expect(take(3) == 3)
    #expect(take(3) == -1)
    #expect(take(1) == 5)
    #expect(take(1) == -1)
    #expect(take(2) == 4)
    #expect(table.pending == 0)
    #expect(take(4) == -1)
  }

  @Test("A pending table grows past its first size without losing positions")
  func tableGrows() {
    let count = 10_000
    var table = PendingTable(count: count)
    for position in 0..<count {
      table.add(hash: position &* 0x5851_F42D_4C95_7F2D, at: position, isSame: { $0 == position })
    }
    var taken = 0
    for position in stride(from: count - 1, through: 0, by: -1) {
      let found = table.take(hash: position &* 0x5851_F42D_4C95_7F2D, isSame: { $0 == position })
      if found == position { taken += 1 }
    }
    #expect(taken == count)
    #expect(table.pending == 0)
  }

  @Test("An identity table matches the k-th new occurrence with the k-th old one")
  func identityTableMatchesInOrder() {
    // 5 and 7 share a hash (same tag and slot) to force a comparison.
    let ids = [5, 7, 5, 5, 9]
    let hash = { (id: Int) in id == 9 ? 0x1234_5678_9ABC : 0x0BAD_F00D_0000 }
    let table = IdentityTable(count: ids.count)
    for position in ids.indices.reversed() {
      table.addOld(hash: hash(ids[position]), at: position, isSame: { ids[$0] == ids[position] })
    }
    func take(_ id: Int) -> Int { table.takeOld(hash: hash(id), isSame: { ids[$0] == id }) }
    #expect(take(5) == 0)
    #expect(take(7) == 1)
    #expect(take(5) == 2)
    #expect(take(9) == 4)
    #expect(take(5) == 3)
    #expect(take(5) == -1)
    #expect(take(7) == -1)
    #expect(take(8) == -1)
  }
}
