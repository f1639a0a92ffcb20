import Foundation

/// The addresses and bytes TrellisMedia's samples show.
let url = URL(string: "https://example.com/cat.jpg")!
let urls = [url, URL(string: "https://example.com/dog.png")!]
