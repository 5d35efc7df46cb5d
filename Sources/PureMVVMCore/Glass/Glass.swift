/// The Liquid Glass material, like SwiftUI's `Glass` (iOS 26); recorded where it is used
/// (see ``ElementAttributes/glass``).
public struct Glass: Hashable, Sendable {
  /// Which variant of glass.
  public enum Variant: Hashable, Sendable {
    /// The standard glass.
    case regular
    /// A more transparent glass.
    case clear
    /// No glass: the content as it is.
    case identity
  }

  /// The variant.
  public let variant: Variant
  /// The colour the glass is tinted with, if any.
  public private(set) var tintColor: Color?
  /// Whether the glass reacts to touches.
  public private(set) var isInteractive = false

  /// The standard glass.
  public static var regular: Self { Self(variant: .regular) }
  /// A more transparent glass.
  public static var clear: Self { Self(variant: .clear) }
  /// No glass.
  public static var identity: Self { Self(variant: .identity) }

  /// This glass tinted with `color`; `nil` removes the tint.
  ///
  /// - Parameter color: The tint.
  /// - Returns: The tinted glass.
  public func tint(_ color: Color?) -> Self {
    var tinted = self
    tinted.tintColor = color
    return tinted
  }

  /// This glass, reacting to touches or not.
  ///
  /// - Parameter isEnabled: Whether it reacts.
  /// - Returns: The glass.
  public func interactive(_ isEnabled: Bool = true) -> Self {
    var interactive = self
    interactive.isInteractive = isEnabled
    return interactive
  }
}
