/// A coordinate space locations are given in, like SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// The space of the view named `name` with `.coordinateSpace(_:)`.
  case named(AnyHashable)
}

/// A way of naming a coordinate space, like SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
  /// The space it names.
  var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The space.
  public init() {}
  /// ``CoordinateSpace/local``.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The space.
  public init() {}
  /// ``CoordinateSpace/global``.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space named by a view.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  private let name: AnyHashable
  /// ``CoordinateSpace/named(_:)``.
  public var coordinateSpace: CoordinateSpace { .named(name) }

  init(name: AnyHashable) {
    self.name = name
  }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space of the view named `name`.
  ///
  /// - Parameter name: The name.
  /// - Returns: The space.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
  /// Itself.
  public var coordinateSpace: CoordinateSpace { self }
}

extension View {
  /// Names this view's coordinate space, so a `GeometryProxy` below can give frames in it
  /// (`proxy.frame(in: .named("card"))`); a host's gestures give locations at `.zero`.
  ///
  /// - Parameter name: The name.
  /// - Returns: The view.
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(
      GeometryProposalModifier { scope in
        guard case .named(let key) = name.coordinateSpace else { return scope }
        return scope.naming(key)
      })
  }

  /// Names this view's coordinate space (the iOS 13 form).
  ///
  /// - Parameter name: The name.
  /// - Returns: The view.
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
    coordinateSpace(.named(name))
  }
}
