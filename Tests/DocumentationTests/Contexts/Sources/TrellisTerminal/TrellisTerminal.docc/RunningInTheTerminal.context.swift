// include: Shared/Mail.swift
import Testing

struct InboxState: Sendable {
  var isConfirming = false
}

let state = InboxState()
@Sendable func cancel() {}
