/// Where an ``AsyncImage`` is in loading its image, like SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet: no URL, no loader, or the load still running.
  case empty
  /// Loaded.
  case success(Image)
  /// The load failed, with why.
  case failure(any Error)

  /// The loaded image, if the load succeeded.
  public var image: Image? {
    guard case .success(let image) = self else { return nil }
    return image
  }

  /// Why the load failed, if it did.
  public var error: (any Error)? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
