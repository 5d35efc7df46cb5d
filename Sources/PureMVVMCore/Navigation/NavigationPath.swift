/// A list of values of any hashable types that a ``NavigationStack`` pushes, like
/// SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(route.id)
/// ```
public struct NavigationPath: Equatable {
  /// The values, the root's first destination first.
  var elements: [AnyHashable]

  /// Creates an empty path.
  public init() {
    elements = []
  }

  /// Creates a path of `elements`.
  ///
  /// - Parameter elements: The values, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    var erased: [AnyHashable] = []
    for element in elements { erased.append(AnyHashable(element)) }
    self.elements = erased
  }

  /// Creates a path of the values a representation holds, decoded.
  ///
  /// - Parameter codable: The representation, as ``codable`` gave it or as decoded.
  public init(_ codable: CodableRepresentation) {
    elements = codable.values.map { AnyHashable($0) }
  }

  /// The path in a form you can encode, to restore it later; `nil` unless every value it
  /// holds is `Codable`.
  ///
  /// ```swift
  /// if let codable = path.codable { data = try JSONEncoder().encode(codable) }
  /// path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
  /// ```
  public var codable: CodableRepresentation? {
    var values: [any Codable & Hashable] = []
    for element in elements {
      guard let value = element.base as? any Codable & Hashable else { return nil }
      values.append(value)
    }
    return CodableRepresentation(values: values)
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty: the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  ///
  /// - Parameter value: The value; the stack shows the destination its type registered.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops `k` values; popping more than there are empties the path (SwiftUI traps).
  ///
  /// - Parameter k: How many to pop.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(k, 0), elements.count))
  }
}
