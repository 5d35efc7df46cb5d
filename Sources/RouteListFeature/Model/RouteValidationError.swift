import PureMVVMRendering

/// Why a route's name or distance is not acceptable.
public enum RouteValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name is empty or only whitespace.
  case emptyName
  /// The name is longer than ``HikingRoute/maximumNameLength`` characters.
  case nameTooLong
  /// Another route already has the name, ignoring case and accents.
  case duplicateName(existing: String)
  /// The distance is not a number, zero or negative.
  case distanceNotPositive
  /// The distance is positive but would show as "0.0 km".
  case distanceTooShort
  /// The distance is over ``HikingRoute/maximumDistance`` kilometres (or infinite).
  case distanceTooLong
  /// The distance text is not a decimal number.
  case distanceNotANumber(String)

  /// The message shown to the user (in Spanish, like the rest of the screen).
  public var description: String {
    switch self {
    case .emptyName: return "Escribe un nombre para la ruta."
    case .nameTooLong:
      return "El nombre no puede tener más de \(HikingRoute.maximumNameLength) caracteres."
    case .duplicateName(let existing):
      return "Ya hay una ruta llamada «\(existing.escapingControlCharacters())»."
    case .distanceNotPositive: return "La distancia debe ser mayor que 0 km."
    case .distanceTooShort: return "La distancia debe ser de al menos 0.1 km."
    case .distanceTooLong:
      return "La distancia no puede superar \(Int(HikingRoute.maximumDistance)) km."
    case .distanceNotANumber(let text):
      return "«\(text.escapingControlCharacters())» no es una distancia; escribe los km, "
        + "por ejemplo 6.4."
    }
  }
}
