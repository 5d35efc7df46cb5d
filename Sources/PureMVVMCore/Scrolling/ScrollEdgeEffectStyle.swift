/// How scrolling content fades under bars and pinned views, like SwiftUI's
/// `ScrollEdgeEffectStyle` (iOS 26); accepted: a host draws content up to its edges.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  private let name: String

  /// The system's choice.
  public static var automatic: Self { Self(name: "automatic") }
  /// A nearly opaque, straight edge.
  public static var hard: Self { Self(name: "hard") }
  /// A subtle blur.
  public static var soft: Self { Self(name: "soft") }
}

extension View {
  /// Sets how scrolling content fades at `edges`, like SwiftUI's
  /// `scrollEdgeEffectStyle(_:for:)` (iOS 26); accepted.
  ///
  /// - Parameters:
  ///   - style: The style; `nil`: the system's.
  ///   - edges: The edges.
  /// - Returns: The view.
  nonisolated public func scrollEdgeEffectStyle(
    _ style: ScrollEdgeEffectStyle?, for edges: Edge.Set
  )
    -> some View
  {
    self
  }

  /// Hides the fade of scrolling content at `edges`, like SwiftUI's
  /// `scrollEdgeEffectHidden(_:for:)` (iOS 26); accepted.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - edges: The edges.
  /// - Returns: The view.
  nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all)
    -> some View
  {
    self
  }
}
