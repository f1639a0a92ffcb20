// include: Shared/Scope.swift
struct Settings: Sendable {
  var notify: Bool
}

let settings = Settings(notify: true)
