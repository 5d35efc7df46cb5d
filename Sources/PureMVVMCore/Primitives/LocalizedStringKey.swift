import Foundation

/// The text of a ``Text``, written as a string literal with interpolations.
///
/// Mirrors SwiftUI's `LocalizedStringKey` so that designs port unchanged, including
/// format specifiers: `Text("\(route.distance, specifier: "%.1f") km")`. PureMVVM does not
/// localize; the key is the text. Formatting is locale-independent (`.` decimal separator),
/// so renders and snapshots are the same on every machine.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable, Hashable {
  /// The resolved text.
  let text: String

  /// Creates a key from a literal with no interpolations.
  ///
  /// - Parameter value: The text.
  public init(stringLiteral value: String) {
    text = value
  }

  /// Creates a key from an interpolated literal.
  ///
  /// - Parameter stringInterpolation: The collected pieces.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// Collects the pieces of an interpolated ``LocalizedStringKey`` literal.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Reserves room for the literal's pieces.
    ///
    /// - Parameters:
    ///   - literalCapacity: The length of the literal parts.
    ///   - interpolationCount: The number of interpolations.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    /// Appends a literal part.
    ///
    /// - Parameter literal: The text between interpolations.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// Appends a value as `String(describing:)` prints it.
    ///
    /// - Parameter value: The interpolated value.
    public mutating func appendInterpolation<Value>(_ value: Value) {
      text += String(describing: value)
    }

    /// Appends a number formatted with a `printf`-style specifier such as `"%.1f"`.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - specifier: The format, for example `"%.1f"` or `"%d"`.
    public mutating func appendInterpolation<Value: CVarArg & Numeric>(
      _ value: Value, specifier: String
    ) {
      text += String(format: specifier, value)
    }
  }
}
