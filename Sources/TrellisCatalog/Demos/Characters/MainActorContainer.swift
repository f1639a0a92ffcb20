import Swinject

/// Why a ``MainActorContainer`` could not make a service.
enum WiringError: Error, Equatable, CustomStringConvertible {
  /// Nothing is registered for the type under the name.
  case notRegistered(type: String, name: String?)

  var description: String {
    switch self {
    case .notRegistered(let type, let name):
      "nothing is registered for \(type)" + (name.map { " named “\($0)”" } ?? "")
    }
  }
}

/// A Swinject container for objects that live on the main actor (screens,
/// presenters, services they share), with isolation the compiler checks.
///
/// Its factories are `@MainActor` closures and it resolves only on the main
/// actor, so making a screen from another thread does not compile — no
/// `MainActor.assumeIsolated` that would trap there at run time. A service
/// that is not registered is a typed ``WiringError`` naming it, not an
/// optional to force-unwrap.
///
/// ``CharactersAssembly`` shows it in use: a shared service registered with
/// the `.container` lifetime, each screen by name, each factory resolving
/// what it needs with `try`.
@MainActor
final class MainActorContainer {
  /// Makes a service from the container it can resolve its dependencies in.
  typealias Factory<Service> = @MainActor (MainActorContainer) throws(WiringError) -> Service

  /// Swinject's container; it holds each factory's outcome (so a failure
  /// is kept as the error, in the registration's scope).
  private let container = Container()

  /// How long a resolved service lives.
  enum Lifetime {
    /// Made again on each resolution (screens, presenters).
    case transient
    /// Made once and kept for the container's life (shared services).
    case container
  }

  /// Registers how to make `type` (under `name`).
  func register<Service>(
    _ type: Service.Type, name: String? = nil, lifetime: Lifetime = .transient,
    factory: @escaping Factory<Service>
  ) {
    container.register(Outcome<Service>.self, name: name) { [unowned self] _ in
      Outcome { () throws(WiringError) in try factory(self) }
    }.inObjectScope(lifetime == .container ? .container : .transient)
  }

  /// Makes (or returns the kept) `type` registered under `name`.
  ///
  /// - Throws: ``WiringError/notRegistered(type:name:)`` when nothing is
  ///   registered for it, or the error its factory threw.
  func resolve<Service>(_ type: Service.Type, name: String? = nil) throws(WiringError) -> Service {
    guard let outcome = container.resolve(Outcome<Service>.self, name: name) else {
      throw .notRegistered(type: String(describing: type), name: name)
    }
    return try outcome.result.get()
  }

  /// A factory's result, boxed so a kept instance and a failure are stored
  /// alike.
  private final class Outcome<Service> {
    let result: Result<Service, WiringError>

    init(_ make: () throws(WiringError) -> Service) {
      do throws(WiringError) {
        result = .success(try make())
      } catch {
        result = .failure(error)
      }
    }
  }
}
