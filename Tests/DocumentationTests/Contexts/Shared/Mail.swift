import Trellis

struct Mail: Sendable, Hashable, Identifiable {
  let id: Int
  var subject: String
}

let mails = [Mail(id: 1, subject: "Hello")]
var count: Int { mails.count }

struct Inbox: Component {
  init(_ mails: [Mail] = []) {}
  var body: some Component { Text("Inbox") }
}

struct MailList: Component {
  let mails: [Mail]
  init(_ mails: [Mail]) { self.mails = mails }
  var body: some Component { Text("\(mails.count) mails") }
}

struct DeleteSelected: ComponentAction {}

struct Store: Sendable {
  func save() {}
  func reload() {}
  func like(_ postID: Int) {}
}

let store = Store()
