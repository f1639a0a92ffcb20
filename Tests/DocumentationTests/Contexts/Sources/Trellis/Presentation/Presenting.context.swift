// include: Shared/Mail.swift
import Trellis

struct SharingState: Sendable {
  var sharing = false
}

let state = SharingState()

struct CloseShare: ComponentAction {}

struct ShareTargets: Component {
  var body: some Component { Text("Mail, Chat") }
}
