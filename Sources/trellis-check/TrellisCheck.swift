@main
enum TrellisCheck {
  static func main() {}
}
