/// The column an interpolated value is padded to, like the os module's
/// `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let isLeft: Bool

  /// No padding.
  public static let none = OSLogStringAlignment(columns: 0, isLeft: false)

  /// Pads on the left to `columns` characters, the value at the right.
  ///
  /// - Parameter columns: The column's width.
  /// - Returns: The alignment.
  public static func right(columns: @autoclosure @escaping () -> Int)
    -> OSLogStringAlignment
  {
    OSLogStringAlignment(columns: columns(), isLeft: false)
  }

  /// Pads on the right to `columns` characters, the value at the left.
  ///
  /// - Parameter columns: The column's width.
  /// - Returns: The alignment.
  public static func left(columns: @autoclosure @escaping () -> Int)
    -> OSLogStringAlignment
  {
    OSLogStringAlignment(columns: columns(), isLeft: true)
  }

  /// `text` padded with spaces to the column's width (at most 1,024 columns).
  func aligned(_ text: String) -> String {
    let padding = max(min(max(columns, 0), 1_024) - text.count, 0)
    let spaces = String(repeating: " ", count: padding)
    return isLeft ? text + spaces : spaces + text
  }
}
