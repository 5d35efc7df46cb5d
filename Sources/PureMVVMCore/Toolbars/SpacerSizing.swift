/// How much room a ``ToolbarSpacer`` takes, like SwiftUI's `SpacerSizing`.
public struct SpacerSizing: Hashable, Sendable {
  private let isFlexible: Bool

  /// A gap of the system's width.
  public static let fixed = Self(isFlexible: false)
  /// As much room as the bar has.
  public static let flexible = Self(isFlexible: true)
}
