/// Why a route's name or distance is not acceptable.
public enum RouteValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name is empty or only whitespace.
  case emptyName
  /// The name is longer than ``HikingRoute/maximumNameLength`` characters.
  case nameTooLong
  /// The distance is not a number, infinite, zero or negative.
  case distanceNotPositive
  /// The distance is over ``HikingRoute/maximumDistance`` kilometres.
  case distanceTooLong
  /// The distance text is not a number.
  case distanceNotANumber(String)

  /// The message shown to the user (in Spanish, like the rest of the screen).
  public var description: String {
    switch self {
    case .emptyName: return "Escribe un nombre para la ruta."
    case .nameTooLong:
      return "El nombre no puede tener más de \(HikingRoute.maximumNameLength) caracteres."
    case .distanceNotPositive: return "La distancia debe ser mayor que 0 km."
    case .distanceTooLong:
      return "La distancia no puede superar \(Int(HikingRoute.maximumDistance)) km."
    case .distanceNotANumber(let text):
      return "«\(text)» no es una distancia; escribe los km, por ejemplo 6.4."
    }
  }
}
