/// A transition of your own, like SwiftUI's `Transition`: how a view looks in each
/// phase of entering and leaving the tree.
///
/// A host shows a view at rest, that is `body(content:phase: .identity)`, and records the
/// transition (see ``AnyTransition``).
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view ``body(content:phase:)`` returns.
  associatedtype Body: View

  /// The view in a phase of the transition.
  ///
  /// - Parameters:
  ///   - content: The view entering or leaving.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does, for the system.
  static var properties: TransitionProperties { get }

  /// The view being transitioned, as ``body(content:phase:)`` receives it.
  typealias Content = PlaceholderContentView<Self>
}

extension Transition {
  /// A transition with motion.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition and another at once.
  ///
  /// - Parameter other: The other transition.
  /// - Returns: The combined transition.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition with its own animation.
  ///
  /// - Parameter animation: The animation.
  /// - Returns: The transition.
  public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(base: self, animation: animation)
  }

  /// How the transition describes itself when recorded.
  nonisolated var transitionDescription: String {
    (self as? any CustomStringConvertible)?.description ?? "\(Self.self)"
  }

  /// How the transition's insertion and removal describe themselves: an asymmetric one's
  /// differ.
  nonisolated var transitionParts: (insertion: String, removal: String) {
    if let asymmetric = self as? any AsymmetricParts {
      return (asymmetric.insertionDescription, asymmetric.removalDescription)
    }
    return (transitionDescription, transitionDescription)
  }
}

/// The phase of a transition, like SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
  /// The view is about to enter.
  case willAppear
  /// The view is in the tree, at rest.
  case identity
  /// The view has left.
  case didDisappear

  /// Whether the view is at rest.
  public var isIdentity: Bool { self == .identity }

  /// -1 while entering, 0 at rest, 1 once left.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does, like SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
  /// Whether the transition moves the view.
  public var hasMotion: Bool

  /// Properties.
  ///
  /// - Parameter hasMotion: Whether the transition moves the view.
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

/// Two transitions at once.
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition,
  CustomStringConvertible
{
  let first: First
  let second: Second
  let description: String

  init(first: First, second: Second) {
    self.first = first
    self.second = second
    description =
      "\(first.transitionDescription).combined(with: \(second.transitionDescription))"
  }

  @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
    let inner = first.body(content: First.Content(content), phase: phase)
    return second.body(content: Second.Content(inner), phase: phase)
  }
}

/// A transition with an animation of its own.
nonisolated struct AnimatedTransition<Base: Transition>: Transition, CustomStringConvertible {
  let base: Base
  let description: String

  init(base: Base, animation: Animation?) {
    self.base = base
    description = "\(base.transitionDescription).animation(\(animation.map { "\($0)" } ?? "nil"))"
  }

  @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
    base.body(content: Base.Content(content), phase: phase)
  }
}

/// A transition whose insertion and removal differ.
protocol AsymmetricParts {
  nonisolated var insertionDescription: String { get }
  nonisolated var removalDescription: String { get }
}
