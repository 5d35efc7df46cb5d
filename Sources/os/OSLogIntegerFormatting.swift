/// How an interpolated integer reads, like the os module's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: Int

  /// In base 10.
  public static let decimal = decimal()
  /// In base 16, lowercase, without a prefix.
  public static let hex = hex()
  /// In base 8, without a prefix.
  public static let octal = octal()

  /// In base 10.
  ///
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - minDigits: The least number of digits, zeros filling.
  /// - Returns: The format.
  public static func decimal(
    explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: minDigits())
  }

  /// In base 16.
  ///
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - includePrefix: Whether the digits follow `0x`.
  ///   - uppercase: Whether the letters are capitals.
  ///   - minDigits: The least number of digits, zeros filling.
  /// - Returns: The format.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  /// In base 8.
  ///
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - includePrefix: Whether the digits follow `0o`.
  ///   - uppercase: Accepted, as octal has no letters.
  ///   - minDigits: The least number of digits, zeros filling.
  /// - Returns: The format.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  /// `value` in this format.
  func text<T: BinaryInteger>(_ value: T) -> String {
    var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
    let fill = min(max(minDigits, 0), 1_024) - min(digits.count, 1_024)
    digits = String(repeating: "0", count: max(fill, 0)) + digits
    let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0o" : "") : ""
    let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
    return sign + prefix + digits
  }
}
