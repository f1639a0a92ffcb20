import Trellis

struct Liked: ComponentAction { let postID: Int }
