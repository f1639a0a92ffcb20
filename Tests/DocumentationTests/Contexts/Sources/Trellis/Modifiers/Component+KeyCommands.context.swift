// include: Shared/Mail.swift
import Trellis
import TrellisTerminal

struct Router: Sendable {
  func pop() {}
}

let router = Router()
