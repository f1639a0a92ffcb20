import Foundation
import Testing
import Trellis
import TrellisWeb

/// Markup a screen file or a web page could hold: the page must show these
/// characters, never run or load them.
let hostileText = #"<script>alert(1)</script><img src=x onerror="alert(2)">&amp;"#

/// One view of every kind the client draws, each showing `hostileText`
/// wherever it shows a string.
struct EveryKindScreen: Component {
  var body: some Component {
    Stack(alignment: .start) {
      Text(
        StyledText("Bold ", style: TextStyle(bold: true)) + StyledText(hostileText)
          + StyledText(
            " web",
            style: TextStyle(underline: true, foreground: .accent, link: "https://example.org/"))
          + StyledText(" app", style: TextStyle(link: "app://settings"))
          + StyledText(" js", style: TextStyle(link: "javascript:alert(3)"))
      ).tag("text")
      Button(hostileText) {}.tag("button")
      TextField(hostileText, text: hostileText).tag("field")
      TextField("Password", text: "s3cret").secure().tag("secure")
      TextArea(hostileText, text: "one\ntwo").tag("area")
      Toggle(hostileText, isOn: true).tag("toggle")
      Slider(value: 0.5, in: 0...2, step: 0.25).tag("slider")
      SegmentedControl(["A", hostileText], selection: 1).tag("segments")
      DatePicker(Date(timeIntervalSince1970: 86_400), mode: .dateAndTime).tag("date")
      ActivityIndicator().tag("activity")
      ProgressBar(value: 0.5, label: hostileText).tag("progress")
      Divider(.horizontal, color: .rgb(red: 1, green: 2, blue: 3)).tag("divider")
      Badge(hostileText).tag("badge")
      Image(url: "https://example.org/a.png", altText: hostileText).tag("image")
      ColumnRow(
        ColumnLayout(
          [.fixed(40), .flexible(weight: 2, minimum: 20, alignment: .trailing)], spacing: 8),
        [hostileText, "2"]
      ).tag("row")
      ScrollView { Text("inside").tag("inside") }.tag("scroll")
    }
  }
}

@MainActor
@Suite("Journal to DOM mapping")
struct JournalToDOMTests {
  @Test("every kind of view arrives with the attributes its element shows")
  func everyKindCarriesWhatTheClientNeeds() throws {
    let page = PageSession(EveryKindScreen())
    func attributes(_ tag: String, kind: String) throws -> [String: Any] {
      let view = try #require(page.view(tag), "no view tagged \(tag)")
      #expect(view.kind == kind, "\(tag)")
      return view.attributes
    }
    #expect(try attributes("button", kind: "button")["title"] as? String == hostileText)
    let field = try attributes("field", kind: "textField")
    #expect(
      field["value"] as? String == hostileText && field["placeholder"] as? String == hostileText)
    #expect(try attributes("secure", kind: "textField")["secure"] as? Bool == true)
    #expect(try attributes("area", kind: "textArea")["value"] as? String == "one\ntwo")
    let toggle = try attributes("toggle", kind: "toggle")
    #expect(toggle["isOn"] as? Bool == true && toggle["label"] as? String == hostileText)
    let slider = try attributes("slider", kind: "slider")
    #expect(slider["doubleValue"] as? Double == 0.5 && slider["maximum"] as? Double == 2)
    #expect(slider["step"] as? Double == 0.25)
    let segments = try attributes("segments", kind: "segmentedControl")
    #expect(segments["segments"] as? [String] == ["A", hostileText])
    #expect(segments["selectedIndex"] as? Int == 1)
    let date = try attributes("date", kind: "datePicker")
    #expect(date["date"] as? Double == 86_400 && date["datePickerMode"] as? String == "dateAndTime")
    #expect(try attributes("activity", kind: "activityIndicator")["animating"] as? Bool == true)
    #expect(try attributes("progress", kind: "progressBar")["doubleValue"] as? Double == 0.5)
    #expect(try attributes("divider", kind: "divider")["tint"] as? String == "#010203")
    #expect(try attributes("badge", kind: "badge")["badgeText"] as? String == hostileText)
    let image = try attributes("image", kind: "image")
    #expect(image["altText"] as? String == hostileText)
    #expect(image["imageURL"] as? String == "https://example.org/a.png")
    let row = try attributes("row", kind: "columnRow")
    #expect(row["cells"] as? [String] == [hostileText, "2"])
    let layout = try #require(row["columnLayout"] as? [String: Any])
    #expect(layout["spacing"] as? Double == 8)
    let columns = try #require(layout["columns"] as? [[String: Any]])
    #expect(columns.count == 2 && columns[0]["fixed"] as? Double == 40)
    #expect(columns[1]["weight"] as? Double == 2 && columns[1]["align"] as? String == "trailing")
    _ = try attributes("scroll", kind: "scrollView")
    #expect(page.last("frame", of: "inside") != nil)
  }

  @Test("every string reaches the page as data: markup is escaped in JSON and decodes unchanged")
  func stringsAreDataNotMarkup() throws {
    let page = PageSession(EveryKindScreen())
    for message in page.messages {
      #expect(!message.contains("<") && !message.contains(">"))
      #expect(!message.contains("javascript"))
    }
    let runs = try #require(page.view("text")?.attributes["text"] as? [[Any]])
    let shown = runs.compactMap { $0.first as? String }.joined()
    #expect(shown.contains(hostileText))
    // The lines the page draws hold the same characters, as text.
    let lines = try #require(page.last("lines", of: "text")?.first as? [Any])
    #expect(!lines.isEmpty)
  }

  @Test("links carry their index; only http, https and mailto carry a URL the page may follow")
  func linksByIndex() throws {
    let page = PageSession(EveryKindScreen(), size: Size(width: 2000, height: 900))
    let text = try #require(page.view("text")?.attributes["text"] as? [[Any]])
    let links = text.compactMap { run -> (String, Any, Int)? in
      guard let style = run[2] as? [String: Any], let index = style["link"] as? Int else {
        return nil
      }
      return (run[0] as? String ?? "", run[1], index)
    }
    try #require(links.count == 3 && text.count > 2)
    #expect(links.map(\.0) == [" web", " app", " js"])
    #expect(links.map(\.2) == [0, 1, 2])
    #expect(links[0].1 as? String == "https://example.org/")
    #expect(links[1].1 is NSNull && links[2].1 is NSNull)
    let bold = try #require(text.first?[2] as? [String: Any])
    #expect(bold["bold"] as? Bool == true)
    let web = try #require(text[2][2] as? [String: Any])
    #expect(web["underline"] as? Bool == true && web["fg"] as? String == "accent")
  }

  @Test("a link clicked by index reaches the app with its URL, whatever its scheme")
  func followLinkByIndex() async throws {
    let page = PageSession(EveryKindScreen())
    let text = try #require(page.host.find(tag: "text")?.id)
    try page.host.apply(.followLink(1, cell: nil, view: text), root: page.root)
    await page.frame()
    #expect(
      page.root.unhandledActions.compactMap { ($0 as? LinkTapped)?.url } == ["app://settings"])
    #expect(throws: SemanticInputError.self) {
      try page.host.apply(.followLink(9, cell: nil, view: text), root: page.root)
    }
  }

  @Test(
    "a link followed by URL goes the index's way to the app; other URLs and schemes are refused")
  func followLinkByURL() async throws {
    let page = PageSession(EveryKindScreen())
    let text = try #require(page.host.find(tag: "text")?.id)
    #expect(try page.host.followLink("https://example.org/", in: text))
    await page.frame()
    #expect(
      page.root.unhandledActions.compactMap { ($0 as? LinkTapped)?.url } == ["https://example.org/"]
    )
    #expect(throws: WebLinkError.notALink("https://other.example/", view: text)) {
      try page.host.followLink("https://other.example/", in: text)
    }
    #expect(throws: WebLinkError.schemeNotAllowed("javascript:alert(3)")) {
      try page.host.followLink("javascript:alert(3)", in: text)
    }
    #expect(throws: WebLinkError.unknownView(ViewID(rawValue: 99_999))) {
      try page.host.followLink("https://example.org/", in: ViewID(rawValue: 99_999))
    }
  }

  @Test("a text view's lines are the server's, sent again only when what they depend on changes")
  func textLinesFromTheServer() async throws {
    let long = "The quick brown fox jumps over the lazy dog and keeps running far away"
    let page = PageSession(
      Stack(alignment: .start) { Text(long).tag("long") }, size: Size(width: 200, height: 400))
    let lines = try #require(page.last("lines", of: "long")?.first as? [String])
    #expect(lines.count > 1)
    #expect(lines.joined(separator: " ") == long)
    let frame = try #require(page.last("frame", of: "long") as? [Double])
    #expect(frame[3] == Double(lines.count) * 19)
    // A frame in which nothing about the text changed sends no lines.
    page.host.tree.resize(to: Size(width: 200, height: 500))
    let resized = await page.frame()
    #expect(page.last("lines", of: "long", in: resized) == nil)
  }
}
