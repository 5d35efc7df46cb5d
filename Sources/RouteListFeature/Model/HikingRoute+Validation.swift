import Foundation

extension HikingRoute {
  /// The longest name a route may have, in characters.
  public static let maximumNameLength = 100
  /// The longest distance a route may have, in kilometres.
  public static let maximumDistance = 1_000.0

  /// Checks a route's name and distance.
  ///
  /// - Parameters:
  ///   - name: The name, already trimmed.
  ///   - distance: The distance in kilometres.
  /// - Throws: ``RouteValidationError`` for an empty or overlong name, or a distance that
  ///   is not finite, not positive or over ``maximumDistance``.
  public static func validate(name: String, distance: Double) throws(RouteValidationError) {
    if name.isEmpty { throw .emptyName }
    if name.count > maximumNameLength { throw .nameTooLong }
    if !distance.isFinite || distance <= 0 { throw .distanceNotPositive }
    if distance > maximumDistance { throw .distanceTooLong }
  }

  /// Checks this route as ``validate(name:distance:)`` does, ignoring surrounding whitespace
  /// in the name.
  ///
  /// - Throws: ``RouteValidationError`` when the route may not be stored.
  public func validate() throws(RouteValidationError) {
    try Self.validate(
      name: name.trimmingCharacters(in: .whitespacesAndNewlines), distance: distance)
  }

  /// Reads a distance as typed: `6.4` or `6,4`, surrounded by spaces or not.
  ///
  /// - Parameter text: The typed distance.
  /// - Returns: The kilometres.
  /// - Throws: ``RouteValidationError/distanceNotANumber(_:)`` when it is not a number.
  public static func parseDistance(_ text: String) throws(RouteValidationError) -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      .replacingOccurrences(of: ",", with: ".")
    guard let distance = Double(trimmed) else {
      throw .distanceNotANumber(text)
    }
    return distance
  }
}
