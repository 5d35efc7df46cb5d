import Foundation

/// A hiking route: a name and a distance in kilometres.
public struct HikingRoute: Identifiable, Hashable, Codable, Sendable {
  /// The route's identity, stable across renames.
  public let id: UUID
  /// The route's name.
  public var name: String
  /// The length of the route, in kilometres.
  public var distance: Double

  /// Creates a route.
  ///
  /// - Parameters:
  ///   - id: The identity; a new one by default.
  ///   - name: The name.
  ///   - distance: The length in kilometres.
  public init(id: UUID = UUID(), name: String, distance: Double) {
    self.id = id
    self.name = name
    self.distance = distance
  }

  /// The "Menos de 10 km" filter: shorter than 10 km (9.99 is short, 10.0 is not).
  public var isShort: Bool { distance < 10 }

  /// The distance as the list shows it, with one decimal: `"6.4 km"`.
  ///
  /// Rounded to the nearest tenth, except that a short route never reads "10.0 km":
  /// 9.99 km shows as "9.9 km", so the "Menos de 10 km" list never seems to break its rule.
  public var formattedDistance: String {
    guard distance.isFinite, abs(distance) < 1e15 else { return "\(distance) km" }
    var tenths = Int((distance * 10).rounded())
    if isShort, tenths >= 100 { tenths = 99 }
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10) km"
  }
}
