import PropertyBased
import Testing
import TrellisDiff
import TrellisTables

/// One random change to a mutable model, by numbers reduced modulo the
/// model's shape when played.
enum Mutation: Sendable, CustomStringConvertible {
  case append(Int)
  case insert(Int, Int, Int)
  case remove(Int, Int)
  case replace(Int, Int, Int)
  case move(Int, Int, Int, Int)
  case appendSection(Int)
  case insertSection(Int, Int)
  case removeSection(Int)

  var description: String {
    switch self {
    case .append(let v): "append \(v)"
    case .insert(let s, let i, let v): "insert \(v) at \(s),\(i)"
    case .remove(let s, let i): "remove \(s),\(i)"
    case .replace(let s, let i, let v): "replace \(s),\(i) with \(v)"
    case .move(let a, let b, let c, let d): "move \(a),\(b) to \(c),\(d)"
    case .appendSection(let n): "append section of \(n)"
    case .insertSection(let s, let n): "insert section of \(n) at \(s)"
    case .removeSection(let s): "remove section \(s)"
    }
  }

  /// Makes a mutation from five random numbers: the kind, then arguments.
  init(_ n: [Int]) {
    switch n[0] % 8 {
    case 0: self = .append(n[1])
    case 1: self = .insert(n[1], n[2], n[3])
    case 2: self = .remove(n[1], n[2])
    case 3: self = .replace(n[1], n[2], n[3])
    case 4: self = .move(n[1], n[2], n[3], n[4])
    case 5: self = .appendSection(n[1] % 5)
    case 6: self = .insertSection(n[1], n[2] % 5)
    default: self = .removeSection(n[1])
    }
  }

  /// Plays the mutation; `nil` when the model refused it (it must then be
  /// unchanged).
  func play(on model: inout MutableTableModel, next: inout Int) throws -> Changeset {
    let counts = model.model.counts
    func section(_ s: Int) -> Int { counts.isEmpty ? s : s % counts.count }
    func row(_ s: Int, _ i: Int, extra: Int = 0) -> ItemPath {
      let sec = section(s)
      let count = counts.isEmpty ? 0 : counts[sec] + extra
      return ItemPath(section: sec, item: count == 0 ? i : i % count)
    }
    func fresh(_ n: Int) -> [any Sendable] {
      (0..<n).map { _ in
        next += 1
        return next
      }
    }
    switch self {
    case .append(let n): return model.append(fresh(n % 3 + 1))
    case .insert(let s, let i, _): return try model.insert(fresh(1)[0], at: row(s, i, extra: 1))
    case .remove(let s, let i): return try model.remove(at: row(s, i))
    case .replace(let s, let i, _): return try model.replace(at: row(s, i), with: fresh(1)[0])
    case .move(let a, let b, let c, let d):
      let source = row(a, b)
      let target = section(c)
      let extra = target == source.section ? 0 : 1
      return try model.move(from: source, to: row(c, d, extra: extra))
    case .appendSection(let n): return model.appendSection(TableSection(objects: fresh(n)))
    case .insertSection(let s, let n):
      return try model.insertSection(
        TableSection(objects: fresh(n)), at: counts.isEmpty ? 0 : s % (counts.count + 1))
    case .removeSection(let s): return try model.removeSection(at: section(s))
    }
  }
}

@Suite("Model mutation properties")
struct MutationPropertyTests {
  @Test("every changeset validates, and applying it to the old rows gives the new rows")
  func changesetsReplayMutations() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...40).array(of: 5...5).array(of: 1...25)) {
      numbers in
      let mutations = numbers.map(Mutation.init)
      var model = MutableTableModel(sectioned: ["A", 1, 2, "B", 3])
      var next = 100
      for mutation in mutations {
        let before = model.model.sections.map {
          ListSection($0.header, items: $0.objects.map { $0 as! Int })
        }
        let beforeModel = model.model
        do {
          let changes = try mutation.play(on: &model, next: &next)
          let after = model.model.sections.map {
            ListSection($0.header, items: $0.objects.map { $0 as! Int })
          }
          #expect(changes.isValid(oldCounts: beforeModel.counts, newCounts: model.model.counts))
          let replayed = try changes.apply(to: before, fillingFrom: after)
          #expect(replayed.map(\.items) == after.map(\.items), "\(mutation)")
        } catch let error as TableModelError {
          // Refused: nothing changed.
          #expect(model.model.counts == beforeModel.counts, "\(mutation): \(error)")
        } catch {
          Issue.record("\(mutation): \(error)")
        }
      }
    }
  }
}
