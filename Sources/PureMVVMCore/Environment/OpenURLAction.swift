import Foundation

/// Opens a URL, like SwiftUI's `OpenURLAction`: what a `Link` calls when tapped.
///
/// Hosts never leave the design: unless a design or test sets its own with
/// `.environment(\.openURL, OpenURLAction { url in … })`, opening does nothing. A test
/// that wants to see which URL a tap opens sets one that records it.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable, Equatable {
    private let outcome: String

    /// The handler opened the URL.
    public static let handled = Result(outcome: "handled")
    /// The handler refused the URL.
    public static let discarded = Result(outcome: "discarded")
    /// The handler asks the system to open the URL; hosts here do nothing.
    public static let systemAction = Result(outcome: "systemAction")

    /// The handler asks the system to open another URL; hosts here do nothing.
    ///
    /// - Parameter url: The URL to open instead.
    /// - Returns: The result.
    public static func systemAction(_ url: URL) -> Result { .systemAction }

    /// The handler asks the system to open the URL, or `url` instead, in the app's own
    /// browser or not (iOS 26); hosts here do nothing.
    ///
    /// - Parameters:
    ///   - url: The URL to open instead; `nil` for the one given.
    ///   - prefersInApp: Whether to open it in the app.
    /// - Returns: The result.
    public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result {
      Result(outcome: "systemAction(prefersInApp: \(prefersInApp))")
    }
  }

  private let handler: @MainActor @Sendable (URL) -> Result

  /// Creates an action that hands every URL to `handler`.
  ///
  /// - Parameter handler: What opening a URL does.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  ///
  /// - Parameter url: The URL.
  @MainActor
  public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }

  /// Opens `url`, preferring the app's own browser or not (iOS 26): the handler decides.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - prefersInApp: Whether to open it in the app.
  @MainActor
  public func callAsFunction(_ url: URL, prefersInApp: Bool) {
    _ = handler(url)
  }

  /// Opens `url`, then tells `completion` whether it was accepted: `false` only when the
  /// handler discarded it.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - completion: Called with whether the URL was opened.
  @MainActor
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(handler(url) != .discarded)
  }
}
