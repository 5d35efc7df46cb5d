/// A namespace for matched geometry, like SwiftUI's `@Namespace`: one ID per view
/// identity, kept for as long as the view is in the tree.
@propertyWrapper
public struct Namespace: DynamicProperty {
  private let storage: State<ID>

  /// A new namespace.
  public init() {
    storage = State(wrappedValue: ID.next())
  }

  /// The namespace's ID.
  public var wrappedValue: ID { storage.wrappedValue }

  /// The identity of a namespace.
  public struct ID: Hashable, Sendable {
    private let value: Int
    private static let counter = Locked(0)

    /// A namespace ID no other has.
    static func next() -> ID {
      ID(
        value: counter.withLock { count in
          count &+= 1
          return count
        })
    }
  }
}

/// Which parts of a geometry `matchedGeometryEffect` matches, like SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The parts, as bits.
  public let rawValue: UInt32

  /// Parts from bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// The position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Matches this view's geometry with others of the same ID in a namespace, like
  /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
  ///
  /// A host draws each view where its own layout puts it; the match is recorded in
  /// ``ElementAttributes/effects``.
  ///
  /// - Parameters:
  ///   - id: The ID views share.
  ///   - namespace: The namespace.
  ///   - properties: What is matched.
  ///   - anchor: The point matched.
  ///   - isSource: Whether this view gives the geometry.
  /// - Returns: The view.
  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    effect(.matchedGeometry(id: "\(id)", namespace: namespace, isSource: isSource))
  }
}
