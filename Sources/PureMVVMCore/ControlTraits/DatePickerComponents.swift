/// Which parts of a date a date picker edits, like SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// A set from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The day.
  public static let date = DatePickerComponents(rawValue: 1)
  /// Hours and minutes.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
