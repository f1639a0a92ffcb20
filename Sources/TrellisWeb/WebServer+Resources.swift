import Hummingbird
import Logging
import NIOCore

extension WebServer {
  /// `/image/<token>` serves a picture, `/theme/<token>.css` a theme's
  /// style sheet, while its view or session shows it; any other token,
  /// well-formed or not, is 404.
  func resourceRoutes(_ router: Router<BasicRequestContext>) {
    let resources = resources
    let logger = logger
    router.get("/image/:token") { _, context in
      guard let name = context.parameters.get("token"), let token = ResourceToken(name[...]),
        let result = resources.image(token)
      else { throw HTTPError(.notFound) }
      switch result {
      case .success(let image):
        return Self.response(ByteBuffer(bytes: image.bytes), type: image.contentType)
      case .failure(let error):
        logger.notice("image not served: \(error)")
        throw HTTPError(.unprocessableContent)
      }
    }
    router.get("/theme/:file") { _, context in
      guard let name = context.parameters.get("file"), name.hasSuffix(".css"),
        let token = ResourceToken(name.dropLast(4)), let css = resources.styleSheet(token)
      else { throw HTTPError(.notFound) }
      return Self.response(css, type: "text/css; charset=utf-8")
    }
  }
}
