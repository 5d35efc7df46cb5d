import Foundation

/// How the source of a zoom transition looks, like SwiftUI's
/// `MatchedTransitionSourceConfiguration`; accepted.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source's own look, like SwiftUI's `EmptyMatchedTransitionSourceConfiguration`: what
/// `.matchedTransitionSource(id:in:configuration:)` starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
  /// The source with a background; accepted.
  public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
    self
  }

  /// The source clipped to a rounded rectangle; accepted.
  public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
    self
  }

  /// The source with a shadow; accepted.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some MatchedTransitionSourceConfiguration {
    self
  }
}
