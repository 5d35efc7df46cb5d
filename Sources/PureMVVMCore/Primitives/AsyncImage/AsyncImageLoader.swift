import Foundation

/// What loads the images of ``AsyncImage``s: a host's or test's stand-in for the network.
///
/// PureMVVM never goes to the network on its own. With no loader (the default) every
/// `AsyncImage` shows its placeholder, so previews and snapshots are the same on every
/// run. A test sets one to drive the phases:
///
/// ```swift
/// let design = Avatar().environment(\.asyncImageLoader, AsyncImageLoader { url in
///   Image(systemName: "person")
/// })
/// await inspector.settle()
/// ```
public struct AsyncImageLoader: Sendable {
  let load: @MainActor @Sendable (URL) async throws -> Image

  /// Creates a loader from a function that turns a URL into an image or throws why not.
  ///
  /// - Parameter load: Called once per `AsyncImage` and URL, on the main actor, where
  ///   it may suspend. A loader that never returns leaves the placeholder shown until the
  ///   image leaves the screen, which cancels it.
  public init(_ load: @escaping @MainActor @Sendable (URL) async throws -> Image) {
    self.load = load
  }
}

extension EnvironmentValues {
  /// What loads the images of ``AsyncImage``s; `nil`, the default, loads nothing.
  public var asyncImageLoader: AsyncImageLoader? {
    get { self[AsyncImageLoaderKey.self] }
    set { self[AsyncImageLoaderKey.self] = newValue }
  }
}

private enum AsyncImageLoaderKey: EnvironmentKey {
  static let defaultValue: AsyncImageLoader? = nil
}
