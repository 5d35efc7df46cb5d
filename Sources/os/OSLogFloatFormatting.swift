import Foundation

/// How an interpolated floating-point number reads, like the os module's
/// `OSLogFloatFormatting`: `printf`'s `%f`, `%e`, `%g` and `%a`.
public struct OSLogFloatFormatting: Sendable {
  let conversion: Character
  let precision: Int?
  let explicitPositiveSign: Bool
  let uppercase: Bool

  /// Fixed point, six decimals (`%f`).
  public static let fixed = fixed()
  /// Hexadecimal (`%a`).
  public static let hex = hex()
  /// Exponential (`%e`).
  public static let exponential = exponential()
  /// Fixed or exponential, whichever is shorter (`%g`).
  public static let hybrid = hybrid()

  /// Fixed point with `precision` decimals.
  ///
  /// - Parameters:
  ///   - precision: The number of decimals.
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - uppercase: Whether letters (`INF`, `NAN`) are capitals.
  /// - Returns: The format.
  public static func fixed(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  /// Fixed point, six decimals.
  ///
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - uppercase: Whether letters are capitals.
  /// - Returns: The format.
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  /// Hexadecimal.
  ///
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - uppercase: Whether letters are capitals.
  /// - Returns: The format.
  public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  /// Exponential with `precision` decimals.
  ///
  /// - Parameters:
  ///   - precision: The number of decimals.
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - uppercase: Whether letters are capitals.
  /// - Returns: The format.
  public static func exponential(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  /// Exponential, six decimals.
  ///
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - uppercase: Whether letters are capitals.
  /// - Returns: The format.
  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  /// Fixed or exponential with `precision` significant digits.
  ///
  /// - Parameters:
  ///   - precision: The number of significant digits.
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - uppercase: Whether letters are capitals.
  /// - Returns: The format.
  public static func hybrid(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  /// Fixed or exponential, six significant digits.
  ///
  /// - Parameters:
  ///   - explicitPositiveSign: Whether positive numbers start with `+`.
  ///   - uppercase: Whether letters are capitals.
  /// - Returns: The format.
  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(
      conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  /// `value` in this format (precision at most 64).
  func text(_ value: Double) -> String {
    let sign = explicitPositiveSign ? "+" : ""
    let digits = precision.map { ".\(min(max($0, 0), 64))" } ?? ""
    let letter = uppercase ? conversion.uppercased() : String(conversion)
    return String(format: "%\(sign)\(digits)\(letter)", value)
  }
}
