import Trellis

let document = "Notes from 2026-11-25: mail help@example.com"
@MainActor func show(_ linked: StyledText) {}
