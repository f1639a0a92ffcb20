let title = "Title"
let subtitle: String? = "Subtitle"
let tags = ["new", "beta"]
