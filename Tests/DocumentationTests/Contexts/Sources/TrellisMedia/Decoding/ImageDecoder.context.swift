import Foundation

let bytes = [UInt8](FileManager.default.contents(atPath: "cat.png") ?? Data())
