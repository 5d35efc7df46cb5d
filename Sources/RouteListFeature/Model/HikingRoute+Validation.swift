import Foundation

extension HikingRoute {
  /// The longest name a route may have, in characters.
  public static let maximumNameLength = 100
  /// The longest distance a route may have, in kilometres.
  public static let maximumDistance = 1_000.0

  /// Checks a route's name and distance.
  ///
  /// A distance must show as at least "0.1 km": anything shorter would read "0.0 km".
  ///
  /// - Parameters:
  ///   - name: The name, already trimmed.
  ///   - distance: The distance in kilometres.
  /// - Throws: ``RouteValidationError`` for an empty or overlong name, or a distance that
  ///   is not a number, not positive, under 0.05 km or over ``maximumDistance``.
  public static func validate(name: String, distance: Double) throws(RouteValidationError) {
    if name.isEmpty { throw .emptyName }
    if name.count > maximumNameLength { throw .nameTooLong }
    if distance.isNaN || distance <= 0 { throw .distanceNotPositive }
    if distance > maximumDistance { throw .distanceTooLong }
    if (distance * 10).rounded() < 1 { throw .distanceTooShort }
  }

  /// Checks this route as ``validate(name:distance:)`` does, ignoring surrounding whitespace
  /// in the name.
  ///
  /// - Throws: ``RouteValidationError`` when the route may not be stored.
  public func validate() throws(RouteValidationError) {
    try Self.validate(name: Self.trimmed(name), distance: distance)
  }

  /// `name` without surrounding whitespace; a name that has none (every stored name) is
  /// returned as it is, without Foundation's trimming, which costs a bridged copy.
  private static func trimmed(_ name: String) -> String {
    let surrounding = CharacterSet.whitespacesAndNewlines
    guard let first = name.unicodeScalars.first, let last = name.unicodeScalars.last,
      surrounding.contains(first) || surrounding.contains(last)
    else { return name }
    return name.trimmingCharacters(in: surrounding)
  }

  /// Checks that no route in `routes` already has `name`, ignoring case and accents as the
  /// list's order does ("Águila" and "aguila" are one name).
  ///
  /// - Parameters:
  ///   - name: The new route's name.
  ///   - routes: The routes already stored.
  /// - Throws: ``RouteValidationError/duplicateName(existing:)`` naming the route that has it.
  public static func validateUnique(
    name: String, among routes: some Sequence<HikingRoute>
  ) throws(RouteValidationError) {
    let key = RouteNameKey.fold(name)
    if let existing = routes.first(where: { RouteNameKey.fold($0.name) == key }) {
      throw .duplicateName(existing: existing.name)
    }
  }

  /// Reads a distance as typed: decimal notation only, `6.4` or `6,4`, with an optional
  /// sign and surrounding spaces.
  ///
  /// Hexadecimal (`0x10`), exponents (`1e3`), `inf` and `nan` are not distances.
  ///
  /// - Parameter text: The typed distance.
  /// - Returns: The kilometres.
  /// - Throws: ``RouteValidationError/distanceNotANumber(_:)`` when it is not a decimal
  ///   number.
  public static func parseDistance(_ text: String) throws(RouteValidationError) -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard isDecimal(trimmed),
      let distance = Double(trimmed.replacingOccurrences(of: ",", with: "."))
    else {
      throw .distanceNotANumber(text)
    }
    return distance
  }

  /// Whether `text` is an optional sign, digits, and at most one `.` or `,` among them.
  private static func isDecimal(_ text: String) -> Bool {
    var body = Substring(text)
    if body.first == "-" || body.first == "+" { body = body.dropFirst() }
    var digits = 0
    var separators = 0
    for character in body {
      switch character {
      case "0"..."9": digits += 1
      case ".", ",": separators += 1
      default: return false
      }
    }
    return digits > 0 && separators <= 1
  }
}
