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
