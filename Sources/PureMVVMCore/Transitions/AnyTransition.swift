import Foundation

/// How a view enters and leaves the tree, like SwiftUI's `AnyTransition`.
///
/// A host has no clock: a view appears and disappears at once. The transition is
/// recorded on the view's elements (``ElementAttributes/transition``), and each
/// insertion and removal of a view that carries one is logged by its host
/// (`DesignInspector.transitions`), so a test can assert which transition ran.
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
  /// The transition as Swift would spell it, such as `move(edge: .leading)`.
  public let description: String
  /// The transition a view enters with, as ``description`` spells it.
  public let insertion: String
  /// The transition a view leaves with, as ``description`` spells it.
  public let removal: String

  init(_ description: String) {
    self.init(description, insertion: description, removal: description)
  }

  private init(_ description: String, insertion: String, removal: String) {
    self.description = description
    self.insertion = insertion
    self.removal = removal
  }

  /// A transition of your own, or a built-in ``Transition``.
  ///
  /// - Parameter transition: The transition.
  public init<T: Transition>(_ transition: T) {
    let parts = transition.transitionParts
    self.init(transition.transitionDescription, insertion: parts.insertion, removal: parts.removal)
  }

  /// Fades the view in and out.
  public static let opacity = AnyTransition("opacity")
  /// Slides the view in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition("slide")
  /// Scales the view up from nothing and down to nothing.
  public static let scale = AnyTransition("scale")
  /// No transition.
  public static let identity = AnyTransition("identity")

  /// Scales the view from and to a factor.
  ///
  /// - Parameters:
  ///   - scale: The factor it starts and ends at.
  ///   - anchor: The point that stays put.
  /// - Returns: The transition.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    let anchored = anchor == .center ? "" : ", anchor: UnitPoint(x: \(anchor.x), y: \(anchor.y))"
    return AnyTransition("scale(scale: \(scale)\(anchored))")
  }

  /// Moves the view in from an edge and out to it.
  ///
  /// - Parameter edge: The edge.
  /// - Returns: The transition.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition("move(edge: .\(edge))")
  }

  /// Pushes the view in from an edge, and out to the opposite one.
  ///
  /// - Parameter edge: The edge it comes from.
  /// - Returns: The transition.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition("push(from: .\(edge))")
  }

  /// Moves the view in from an offset and out to it.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The transition.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition.offset(x: offset.width, y: offset.height)
  }

  /// Moves the view in from an offset and out to it.
  ///
  /// - Parameters:
  ///   - x: Across.
  ///   - y: Down.
  /// - Returns: The transition.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition("offset(x: \(x), y: \(y))")
  }

  /// One transition in, another out.
  ///
  /// - Parameters:
  ///   - insertion: How the view enters.
  ///   - removal: How the view leaves.
  /// - Returns: The transition.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(
      "asymmetric(insertion: \(insertion), removal: \(removal))",
      insertion: insertion.insertion, removal: removal.removal)
  }

  /// A transition between a modifier's active and identity forms.
  ///
  /// - Parameters:
  ///   - active: The modifier while the view is out.
  ///   - identity: The modifier while the view is in.
  /// - Returns: The transition.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier(\(E.self))")
  }

  /// This transition and another at once.
  ///
  /// - Parameter other: The other transition.
  /// - Returns: The combined transition.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      "\(self).combined(with: \(other))",
      insertion: "\(insertion).combined(with: \(other.insertion))",
      removal: "\(removal).combined(with: \(other.removal))")
  }

  /// This transition with its own animation.
  ///
  /// - Parameter animation: The animation.
  /// - Returns: The transition.
  public func animation(_ animation: Animation?) -> AnyTransition {
    let suffix = ".animation(\(animation.map { "\($0)" } ?? "nil"))"
    return AnyTransition(
      description + suffix, insertion: insertion + suffix, removal: removal + suffix)
  }
}
