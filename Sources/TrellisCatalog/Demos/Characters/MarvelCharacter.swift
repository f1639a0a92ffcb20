import Trellis
import TrellisTables

/// A character of the sample data: BothamUI's Marvel sample, with data of
/// our own.
struct MarvelCharacter: Sendable, Hashable, TableCellObject {
  let name: String
  let summary: String
  let comics: [Comic]
  /// A 4×2 image, drawn as two terminal cells of half blocks.
  let thumbnail: PixelImage

  func makeCell(context: CellContext) -> ImageCell {
    ImageCell(image: .pixels(thumbnail), title: name)
  }
}

/// A comic a character appears in (the detail screen's bound rows).
struct Comic: Sendable, Hashable {
  let title: String
  let year: Int
}

/// A series, the second tab's rows.
struct Series: Sendable, Hashable, TableCellObject {
  let title: String
  let years: String

  func makeCell(context: CellContext) -> SubtitleCell { SubtitleCell(title, subtitle: years) }
}

/// The bundled sample data: written for this demo, no real API.
enum SampleData {
  static let names: [(String, String)] = [
    ("Captain Comet", "A pilot who fell through a wormhole and came back glowing."),
    ("The Quiet Fox", "A detective who never says a word and always finds the thief."),
    ("Ironbark", "A gardener whose skin turns to oak when danger is near."),
    ("Miss Meridian", "She stops time at noon, for exactly one minute a day."),
    ("Doctor Drizzle", "A meteorologist who argues with clouds and wins."),
    ("Gearhead", "Builds a machine for every problem, and a problem for every machine."),
    ("Lady Lumen", "Bends light into bridges, shields and the occasional disco."),
    ("Nightjar", "A night-shift nurse with wings nobody at the hospital mentions."),
    ("Professor Paradox", "Teaches history, mostly before it happens."),
    ("Red Kettle", "A cook who boils villains' plans into soup."),
    ("Silverscale", "A river guardian who speaks with every fish in the delta."),
    ("Thunderclap", "Claps once, and the windows of the whole street rattle."),
    ("Umbra", "Walks through shadows as if they were doors."),
    ("Vortex Vera", "Spins so fast she can dig a well in a second."),
    ("Wanderwolf", "A cartographer who maps places that are not there yet."),
    ("Zephyr Jones", "Carries the west wind in a bottle, politely."),
    ("Atlas Annie", "Holds up collapsing buildings until everyone is out."),
    ("Blue Beacon", "A lighthouse keeper whose lamp can find lost people."),
    ("Copperhead", "An electrician who can be in two sockets at once."),
    ("Dame Dynamo", "Powers the city's trams on bad days, by hand."),
    ("Echo", "Repeats any sound she hears, including doors opening in the past."),
    ("Frostbyte", "A programmer who freezes bugs, literally."),
    ("Glimmer", "A thief turned hero who steals only stolen things."),
    ("Hollow Knight", "An empty suit of armour with a very full heart."),
    ("Inkwell", "Whatever she draws gets up and walks away."),
    ("Jetstream", "The fastest courier in the world; the parcel always arrives first."),
    ("Kilowatt Kid", "Charges phones. That's it. Everyone loves him."),
    ("Lodestone", "Pulls the north pole a little closer when she is sad."),
    ("Mister Mirage", "Shows you what you want to see, then tells you the truth."),
    ("Nova Nell", "A retired star who took up knitting."),
    ("Oddsmaker", "Always knows the odds, never tells them."),
    ("Pebble", "A very small giant."),
    ("Quasar", "Burns brighter than a galaxy for a whole second."),
    ("Riptide", "A lifeguard who can turn the sea around."),
    ("Sundial", "Knows what time it is anywhere, even on the moon."),
    ("Tinderbox", "Lights every candle in the city with a sneeze."),
  ]

  /// The names, then their successors ("Captain Comet II", "… III"):
  /// 108 characters, enough for a few pages.
  static let allNames: [(String, String)] =
    names
    + ["II", "III"].flatMap { suffix in
      names.map { ("\($0.0) \(suffix)", "The next to carry the name. " + $0.1) }
    }

  static let characters: [MarvelCharacter] = allNames.enumerated().map { index, entry in
    MarvelCharacter(
      name: entry.0, summary: entry.1,
      comics: (0..<3).map {
        Comic(title: "\(entry.0) #\(index * 3 + $0 + 1)", year: 1980 + index + $0)
      },
      thumbnail: thumbnail(seed: index))
  }

  static let series: [Series] = [
    Series(title: "Tales of the Meridian", years: "1981–1990"),
    Series(title: "The Quiet Files", years: "1985–1993"),
    Series(title: "Beacon & Lumen", years: "1992–2001"),
    Series(title: "Gearhead Unlimited", years: "1999–2004"),
    Series(title: "Night Shift", years: "2003–2011"),
    Series(title: "Paradox Lost", years: "2010–2016"),
  ]

  /// A small two-colour image per character, from its index.
  static func thumbnail(seed: Int) -> PixelImage {
    let palette: [(UInt8, UInt8, UInt8)] = [
      (220, 50, 47), (38, 139, 210), (133, 153, 0), (181, 137, 0), (108, 113, 196),
      (42, 161, 152),
    ]
    let a = palette[seed % palette.count]
    let b = palette[(seed / palette.count + seed + 1) % palette.count]
    var rgba: [UInt8] = []
    for y in 0..<2 {
      for x in 0..<4 {
        let colour = (x + y + seed) % 3 == 0 ? b : a
        rgba += [colour.0, colour.1, colour.2, 255]
      }
    }
    // 4×2 with four bytes a pixel is always a valid image.
    return (try? PixelImage(width: 4, height: 2, rgba: rgba))!
  }
}
