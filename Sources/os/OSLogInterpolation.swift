import Foundation

/// The parts of an ``OSLogMessage``, like the os module's `OSLogInterpolation`: the
/// compiler calls its methods for each literal part and value.
///
/// Values are read when the message is made, and shown as the log's privacy rules say
/// (see ``OSLogPrivacy``).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  /// The message so far, as shown.
  var composed = ""
  /// The literal parts so far, with `%@` for each value.
  var format = ""

  /// Room for a message.
  ///
  /// - Parameters:
  ///   - literalCapacity: The length of the literal parts.
  ///   - interpolationCount: The number of values.
  public init(literalCapacity: Int, interpolationCount: Int) {
    composed.reserveCapacity(literalCapacity)
  }

  /// Appends a literal part.
  ///
  /// - Parameter literal: The text.
  public mutating func appendLiteral(_ literal: String) {
    composed += literal
    format += literal.replacingOccurrences(of: "%", with: "%%")
  }

  /// Appends a value's text, padded and redacted.
  private mutating func append(
    _ text: String, isScalar: Bool, align: OSLogStringAlignment, privacy: OSLogPrivacy
  ) {
    composed += align.aligned(privacy.shown(text, isScalar: isScalar))
    format += "%@"
  }

  /// Appends a string; redacted unless `privacy` is `.public`.
  ///
  /// - Parameters:
  ///   - argumentString: The string.
  ///   - align: The column it is padded to.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(argumentString(), isScalar: false, align: align, privacy: privacy)
  }

  /// Appends a value's description; redacted unless `privacy` is `.public`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - align: The column it is padded to.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(value().description, isScalar: false, align: align, privacy: privacy)
  }

  /// Appends a type's name; redacted unless `privacy` is `.public`.
  ///
  /// - Parameters:
  ///   - value: The type.
  ///   - align: The column it is padded to.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(_typeName(value(), qualified: false), isScalar: false, align: align, privacy: privacy)
  }

  /// Appends an error's description; redacted unless `privacy` is `.public`.
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - privacy: How much of it the log shows.
  ///   - attributes: Accepted.
  public mutating func appendInterpolation(
    _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
    attributes: String = ""
  ) {
    append(String(describing: error()), isScalar: false, align: .none, privacy: privacy)
  }

  /// Appends an object's description; redacted unless `privacy` is `.public`.
  ///
  /// - Parameters:
  ///   - argumentObject: The object.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation(
    _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
  ) {
    append(argumentObject().description, isScalar: false, align: .none, privacy: privacy)
  }

  /// Appends an integer; shown unless `privacy` redacts it.
  ///
  /// - Parameters:
  ///   - number: The integer.
  ///   - format: Its base, sign and digits.
  ///   - align: The column it is padded to.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(format.text(number()), isScalar: true, align: align, privacy: privacy)
  }

  /// Appends an integer of any fixed width; shown unless `privacy` redacts it.
  ///
  /// - Parameters:
  ///   - number: The integer.
  ///   - format: Its base, sign and digits.
  ///   - align: The column it is padded to.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(format.text(number()), isScalar: true, align: align, privacy: privacy)
  }

  /// Appends a double; shown unless `privacy` redacts it.
  ///
  /// - Parameters:
  ///   - number: The number.
  ///   - format: Its notation and precision.
  ///   - align: The column it is padded to.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(format.text(number()), isScalar: true, align: align, privacy: privacy)
  }

  /// Appends a float; shown unless `privacy` redacts it.
  ///
  /// - Parameters:
  ///   - number: The number.
  ///   - format: Its notation and precision.
  ///   - align: The column it is padded to.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(format.text(Double(number())), isScalar: true, align: align, privacy: privacy)
  }

  /// Appends a Boolean; shown unless `privacy` redacts it.
  ///
  /// - Parameters:
  ///   - boolean: The Boolean.
  ///   - format: `true`/`false` or `YES`/`NO`.
  ///   - privacy: How much of it the log shows.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    append(format.text(boolean()), isScalar: true, align: .none, privacy: privacy)
  }
}
