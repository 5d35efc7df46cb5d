import Foundation

/// Where a scroll view is, or is asked to go, like SwiftUI's `ScrollPosition`: a view's
/// identity, an edge, or a point; bound with `.scrollPosition(_:anchor:)`.
///
/// A host scrolls by rows: an identity scrolls to its row, the top or leading edge (or a
/// point at the top) to the first rows, the bottom or trailing edge to the last; other
/// points are recorded. When the host scrolls, the position becomes the first row shown,
/// if its identity is of the type given as `idType`, with ``isPositionedByUser`` set.
public struct ScrollPosition: Equatable, Sendable {
  private enum Target: Equatable, Sendable {
    case none
    case view(ViewID)
    case edge(Edge)
    case point(CGPoint)
  }

  /// A view's identity, compared as its type's `==` does.
  private struct ViewID: Equatable, Sendable {
    let value: any Hashable & Sendable
    let anchor: UnitPoint?

    static func == (lhs: Self, rhs: Self) -> Bool {
      AnyHashable(lhs.value) == AnyHashable(rhs.value) && lhs.anchor == rhs.anchor
    }
  }

  private var target = Target.none
  /// Turns the identity of a row the host scrolled to into one of the `idType` given.
  private let typed: @Sendable (AnyHashable) -> (any Hashable & Sendable)?

  /// Whether the host, not the design, scrolled to this position last; setting it forgets
  /// an edge or point asked for.
  public var isPositionedByUser = false {
    didSet { if isPositionedByUser, edge != nil || point != nil { target = .none } }
  }

  /// A position at the top, following rows whose identities are of `idType`.
  ///
  /// - Parameter idType: The type of the identities to follow; `Never`: none.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
    typed = { $0.base as? ID }
  }

  /// A position at the view with identity `id`.
  ///
  /// - Parameters:
  ///   - id: The view's identity.
  ///   - anchor: Where in the visible area to show it; recorded.
  public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
    self.init(idType: ID.self)
    scrollTo(id: id, anchor: anchor)
  }

  /// A position at an edge.
  ///
  /// - Parameters:
  ///   - idType: The type of the identities to follow.
  ///   - edge: The edge.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {
    self.init(idType: idType)
    scrollTo(edge: edge)
  }

  /// A position at a point of the content.
  ///
  /// - Parameters:
  ///   - idType: The type of the identities to follow.
  ///   - point: The point.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {
    self.init(idType: idType)
    scrollTo(point: point)
  }

  /// A position at a point of the content.
  ///
  /// - Parameters:
  ///   - idType: The type of the identities to follow.
  ///   - x: The point's distance across.
  ///   - y: The point's distance down.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
    self.init(idType: idType, point: CGPoint(x: x, y: y))
  }

  /// A position at a distance across the content.
  ///
  /// - Parameters:
  ///   - idType: The type of the identities to follow.
  ///   - x: The distance.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) {
    self.init(idType: idType, point: CGPoint(x: x, y: 0))
  }

  /// A position at a distance down the content.
  ///
  /// - Parameters:
  ///   - idType: The type of the identities to follow.
  ///   - y: The distance.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) {
    self.init(idType: idType, point: CGPoint(x: 0, y: y))
  }

  /// Asks to scroll to the view with identity `id`.
  ///
  /// - Parameters:
  ///   - id: The view's identity.
  ///   - anchor: Where in the visible area to show it; recorded.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    target = .view(ViewID(value: id, anchor: anchor))
    isPositionedByUser = false
  }

  /// Asks to scroll to an edge.
  ///
  /// - Parameter edge: The edge.
  public mutating func scrollTo(edge: Edge) {
    target = .edge(edge)
    isPositionedByUser = false
  }

  /// Asks to scroll to a point of the content.
  ///
  /// - Parameter point: The point.
  public mutating func scrollTo(point: CGPoint) {
    target = .point(point)
    isPositionedByUser = false
  }

  /// Asks to scroll to a point of the content.
  ///
  /// - Parameters:
  ///   - x: The point's distance across.
  ///   - y: The point's distance down.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {
    scrollTo(point: CGPoint(x: x, y: y))
  }

  /// Asks to scroll to a distance across the content.
  ///
  /// - Parameter x: The distance.
  public mutating func scrollTo(x: CGFloat) {
    scrollTo(point: CGPoint(x: x, y: 0))
  }

  /// Asks to scroll to a distance down the content.
  ///
  /// - Parameter y: The distance.
  public mutating func scrollTo(y: CGFloat) {
    scrollTo(point: CGPoint(x: 0, y: y))
  }

  /// The edge asked for, if any.
  public var edge: Edge? {
    if case .edge(let edge) = target { edge } else { nil }
  }

  /// The point asked for, if any.
  public var point: CGPoint? {
    if case .point(let point) = target { point } else { nil }
  }

  /// The identity of the view asked for or scrolled to, if any.
  public var viewID: (any Hashable & Sendable)? {
    if case .view(let view) = target { view.value } else { nil }
  }

  /// The identity of the view asked for or scrolled to, if it is a `T`.
  ///
  /// - Parameter type: The identity's type.
  /// - Returns: The identity.
  public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
    viewID as? T
  }

  /// Asks `graph` to scroll where this position asks: to a row by its identity, or to the
  /// first or last rows.
  ///
  /// - Returns: Whether it asked for a scroll (a point below the top asks for none).
  @MainActor
  func scroll(_ graph: ViewGraph, anchor: UnitPoint?) -> Bool {
    switch target {
    case .none:
      return false
    case .view(let view):
      graph.scroll(to: AnyHashable(view.value), anchor: view.anchor ?? anchor)
    case .edge(.top), .edge(.leading):
      graph.scrollLazyContainers(to: .top)
    case .edge:
      graph.scrollLazyContainers(to: .end)
    case .point(let point):
      guard point.x <= 0, point.y <= 0 else { return false }
      graph.scrollLazyContainers(to: .top)
    }
    return true
  }

  /// This position, moved by the host to the row with identity `id`: its identity if it
  /// is of the type followed, and no edge or point.
  func positionedByHost(at id: AnyHashable?) -> Self {
    var moved = self
    moved.target = id.flatMap(typed).map { .view(ViewID(value: $0, anchor: nil)) } ?? .none
    moved.isPositionedByUser = true
    return moved
  }

  /// Whether two positions ask for the same place, and were set by the same side.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.target == rhs.target && lhs.isPositionedByUser == rhs.isPositionedByUser
  }
}
