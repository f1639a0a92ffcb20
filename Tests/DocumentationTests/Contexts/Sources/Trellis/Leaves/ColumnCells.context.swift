import Trellis

let bold = TextStyle(bold: true)
