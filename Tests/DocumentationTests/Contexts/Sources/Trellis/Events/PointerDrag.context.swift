import Trellis

@MainActor func showNext() {}
@MainActor func showPrevious() {}
