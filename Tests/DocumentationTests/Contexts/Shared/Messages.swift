struct Header: Hashable, Sendable, Identifiable {
  let id: String
  let title: String
}

struct Message: Hashable, Sendable, Identifiable {
  let id: Int
  var subject: String
  var day = "Today"
}

let inbox = Header(id: "inbox", title: "Inbox")
let messages = [Message(id: 1, subject: "Hello"), Message(id: 2, subject: "Lunch?")]
let updatedMessages = [Message(id: 2, subject: "Lunch at noon?")]
let inboxMessages = messages
let archivedMessages = [Message(id: 3, subject: "Receipt")]
let oldMessages = messages
let newMessages = updatedMessages
