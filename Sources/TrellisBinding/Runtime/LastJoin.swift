import Trellis

/// The binding a ``Binder`` joined to a group last, and where it led.
@MainActor
final class LastJoin {
  /// The component the binding's operators led to.
  let walked: OutlineNode
  let binding: ViewBinding
  /// The view whose data object it reads.
  let target: ViewID
  let group: ObservedGroup

  init(walked: OutlineNode, binding: ViewBinding, target: ViewID, group: ObservedGroup) {
    self.walked = walked
    self.binding = binding
    self.target = target
    self.group = group
  }

  /// Whether `binding`, its operators having led to `walked`, reads what
  /// this one read.
  func matches(_ binding: ViewBinding, walked: OutlineNode) -> Bool {
    walked == self.walked && !group.isDropped
      && (binding.sharesStorage(with: self.binding) || binding.source == self.binding.source)
  }
}
