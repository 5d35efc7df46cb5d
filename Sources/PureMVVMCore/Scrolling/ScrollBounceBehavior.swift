/// Whether a scroll view bounces at its edges, like SwiftUI's `ScrollBounceBehavior`; recorded.
public struct ScrollBounceBehavior: Hashable, Sendable {
  /// The option's name.
  let name: String

  /// As the platform decides.
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }

  /// Always.
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }

  /// Only when the content is larger than the view.
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}
