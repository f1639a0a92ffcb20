import Trellis

let text = StyledText("Call +44 20 7946 0958 or see www.example.com")
