/// Options of a toolbar item's default customization, like SwiftUI's
/// `ToolbarCustomizationOptions`.
public struct ToolbarCustomizationOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Creates options from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The item stays in the overflow menu when the user removes it from the bar.
  public static var alwaysAvailable: Self { Self(rawValue: 1) }
}
