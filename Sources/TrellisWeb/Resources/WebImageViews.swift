import Foundation
import Trellis
import TrellisMedia

/// A host's image views as the page sees them: each one showing a picture
/// gets an `imageSrc` attribute, the URL of its picture served by the
/// server (``WebResources``) at the view's frame times the page's device
/// pixel ratio, or an `imageError` attribute saying why it has none. The
/// pixels themselves never go into the journal.
///
/// A picture's URL stays while the view shows the same pixels at the same
/// size; new pixels, a new size or a new pixel ratio give a new URL (so the
/// page fetches it) and the old one answers 404, as does every URL of a
/// destroyed view.
@MainActor
final class WebImageViews {
  private struct Shown {
    let token: ResourceToken
    let source: WebImageSource
    let target: PixelSize
  }

  /// The attribute carrying a picture's URL.
  static let sourceAttribute = "imageSrc"
  /// The attribute carrying why a view shows no picture.
  static let errorAttribute = "imageError"

  private let resources: WebResources
  private let session: SessionID
  private var imageViews: Set<ViewID> = []
  private var shown: [ViewID: Shown] = [:]
  /// Device pixels per CSS pixel, as the page reported it.
  private(set) var pixelRatio = 1.0

  init(resources: WebResources, session: SessionID) {
    self.resources = resources
    self.session = session
  }

  /// `journal` with the picture URLs of the image views it creates,
  /// changes or resizes; the pictures of views it destroys are removed.
  func rewrite(_ journal: ChangeJournal, in tree: HostViewTree) -> ChangeJournal {
    var dirty: [ViewID] = []
    var reparented = false
    for entry in journal.entries {
      switch entry {
      case .removed, .inserted, .moved:
        reparented = true
      case .created(let id, let kind, _) where kind == .image:
        imageViews.insert(id)
        dirty.append(id)
      case .attributesChanged(let id, let changes) where imageViews.contains(id):
        let names: Set<String> = [AttributeKey.imagePixels.name, AttributeKey.imageFile.name]
        if changes.set.names.contains(where: names.contains)
          || changes.removed.contains(where: names.contains)
        {
          dirty.append(id)
        }
      case .frameChanged(let id, _) where imageViews.contains(id):
        dirty.append(id)
      case .destroyed(let id):
        if imageViews.remove(id) != nil, let old = shown.removeValue(forKey: id) {
          resources.remove(old.token)
        }
      default: break
      }
    }
    if reparented {
      // A view taken out of the tree (alone or inside another) serves no
      // picture until it is back; one put back gets a new URL.
      for id in imageViews where (shown[id] != nil) != isAttached(id, in: tree) {
        dirty.append(id)
      }
    }
    var result = journal
    var seen: Set<ViewID> = []
    for id in dirty where imageViews.contains(id) && seen.insert(id).inserted {
      guard let node = tree.node(id), let changes = update(id, node: node, in: tree) else {
        continue
      }
      Self.merge(changes, for: id, into: &result)
    }
    return result
  }

  /// Makes the pictures for `ratio` device pixels per CSS pixel; returns
  /// the journal of the URLs that changed, if any.
  func setPixelRatio(_ ratio: Double, in tree: HostViewTree) -> ChangeJournal? {
    let ratio = min(max(ratio, 0.25), resources.limits.maximumPixelRatio)
    guard ratio != pixelRatio else { return nil }
    pixelRatio = ratio
    var journal = ChangeJournal()
    for id in imageViews.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let node = tree.node(id), let changes = update(id, node: node, in: tree) else {
        continue
      }
      journal.entries.append(.attributesChanged(id, changes))
    }
    return journal.isEmpty ? nil : journal
  }

  /// Removes every picture (the session closed).
  func removeAll() {
    for shown in shown.values { resources.remove(shown.token) }
    shown = [:]
    imageViews = []
  }

  /// The pixels a view of `size` CSS pixels shows: its size times the
  /// pixel ratio, rounded up, scaled down to the limit's pixels if over.
  func target(for size: Size) -> PixelSize {
    var width = (size.width * pixelRatio).rounded(.up)
    var height = (size.height * pixelRatio).rounded(.up)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
      return PixelSize(width: 0, height: 0)
    }
    let limit = Double(resources.limits.maximumPixelsPerImage)
    if width * height > limit {
      let scale = (limit / (width * height)).squareRoot()
      width = max(1, (width * scale).rounded(.down))
      height = max(1, (height * scale).rounded(.down))
    }
    return PixelSize(width: Int(width), height: Int(height))
  }

  /// Whether view `id` is in the tree under its root (not taken out, nor
  /// inside a view taken out).
  private func isAttached(_ id: ViewID, in tree: HostViewTree) -> Bool {
    var current: ViewID? = id
    while let view = current {
      if view == tree.rootView { return true }
      current = tree.node(view)?.parent
    }
    return false
  }

  /// The attribute changes that bring view `id` up to date, if any.
  private func update(_ id: ViewID, node: HostViewNode, in tree: HostViewTree)
    -> AttributeChanges?
  {
    guard isAttached(id, in: tree) else {
      if let old = shown.removeValue(forKey: id) { resources.remove(old.token) }
      return nil
    }
    let source = WebImageSource(node.attributes)
    let target = target(for: node.frame.size)
    let old = shown[id]
    guard let source, target.width > 0, target.height > 0 else {
      guard let old else { return nil }
      resources.remove(old.token)
      shown[id] = nil
      return AttributeChanges(removed: [Self.sourceAttribute])
    }
    if let old, old.source == source, old.target == target { return nil }
    if let old { resources.remove(old.token) }
    shown[id] = nil
    var set = Attributes()
    do {
      let token = try resources.addImage(source, fitting: target, session: session)
      shown[id] = Shown(token: token, source: source, target: target)
      set.setValue("/image/\(token)", named: Self.sourceAttribute)
      return AttributeChanges(set: set, removed: [Self.errorAttribute])
    } catch {
      let alt = node.attributes[.altText].map { "\($0) (\(error.shortDescription))" }
      set.setValue("✕ " + (alt ?? error.shortDescription), named: Self.errorAttribute)
      return AttributeChanges(set: set, removed: [Self.sourceAttribute])
    }
  }

  /// Puts `changes` in the journal's entry creating or changing `id` when
  /// it has one (so the page sees the URL with the view), else after it.
  private static func merge(
    _ changes: AttributeChanges, for id: ViewID, into journal: inout ChangeJournal
  ) {
    for index in journal.entries.indices {
      switch journal.entries[index] {
      case .created(id, let kind, var attributes):
        for entry in changes.set.entries { attributes.setValue(entry.value, named: entry.name) }
        journal.entries[index] = .created(id, kind: kind, attributes: attributes)
        return
      case .attributesChanged(id, var existing):
        for entry in changes.set.entries {
          existing.set.setValue(entry.value, named: entry.name)
        }
        existing.removed = existing.removed.filter { !changes.set.names.contains($0) }
        existing.removed += changes.removed.filter { existing.set.value(named: $0) == nil }
        journal.entries[index] = .attributesChanged(id, existing)
        return
      default: continue
      }
    }
    journal.entries.append(.attributesChanged(id, changes))
  }
}
