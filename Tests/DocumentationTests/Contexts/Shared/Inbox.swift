import Trellis

/// What TrellisKit's badge and link samples show: an unread count and a link.
@MainActor var unread = 3
let url = "https://example.com/guide"
