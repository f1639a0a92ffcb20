// include: Shared/Mail.swift
// include: Shared/Scope.swift
struct InboxState: Sendable {
  var isConfirming = false
}

let state = InboxState()
