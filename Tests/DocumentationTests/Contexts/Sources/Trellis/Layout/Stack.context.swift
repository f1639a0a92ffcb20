let title = "Title"
