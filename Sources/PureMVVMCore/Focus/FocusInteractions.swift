/// What a focusable view takes the focus for, like SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
  /// The interactions' bits.
  public let rawValue: Int

  /// Interactions from bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Activating the view, as a button.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// Editing the view's content, as a field.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// As the platform decides.
  public static let automatic: FocusInteractions = [.activate, .edit]
}
