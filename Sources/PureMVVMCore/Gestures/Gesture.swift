import Foundation

/// An interaction a view recognises, like SwiftUI's `Gesture`.
///
/// Attach one with `.gesture(_:)`, `.simultaneousGesture(_:)` or
/// `.highPriorityGesture(_:)`. A host performs gestures for tests: the inspector's
/// `tap(count:)`, `longPress()`, `drag(by:)`, `magnify(by:)` and `rotate(by:)`, and the
/// console's `tap`, `longpress` and `drag`. A performed gesture runs at once: its
/// `onChanged` and `updating` actions see the values on the way (half way, then all of
/// it), its `onEnded` action the final value, and its `@GestureState` returns to its
/// initial value when it ends.
///
/// A gesture of your own returns a composition of gestures from `body`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type of the values the gesture produces.
  associatedtype Value = Body.Value
  /// The type of gesture ``body`` returns.
  associatedtype Body: Gesture

  /// The gesture this one is made of.
  var body: Body { get }

  /// What the gesture does when `event` is performed on its view, or `nil` when it does
  /// not recognise it; for implementing primitives.
  func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>?

  /// The event that completes the gesture when it comes first in a sequence (a tap for
  /// a tap, a press for a long press); for implementing primitives.
  var _completingEvent: _GestureEvent? { get }
}

extension Gesture where Value == Body.Value {
  /// Recognises what ``body`` recognises.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    body._recognize(event)
  }

  /// The event that completes ``body``.
  public var _completingEvent: _GestureEvent? { body._completingEvent }
}

extension Gesture where Body == Never {
  /// A primitive gesture has no body.
  public var body: Never {
    fatalError("\(Self.self) is a primitive gesture; it has no body.")
  }
}

extension Never: Gesture {
  /// Never produced.
  public typealias Value = Never

  /// `Never` has no body, as a view, a gesture or a transfer representation.
  nonisolated public var body: Never {
    fatalError("Never has no body.")
  }

  /// Recognises nothing.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Never>? { nil }

  /// None.
  public var _completingEvent: _GestureEvent? { nil }
}

/// An interaction a host performs on a view: what a test or the console asked for.
public struct _GestureEvent: Hashable, Sendable {
  /// The kinds of interaction.
  package enum Kind: Hashable, Sendable {
    case tap(count: Int)
    case longPress
    case drag(CGSize)
    case magnify(CGFloat)
    case rotate(Angle)
    case hover(Bool)
  }

  /// What the interaction is.
  package let kind: Kind
  /// The modifier keys held during it.
  package var modifiers: EventModifiers

  /// An interaction, with `modifiers` held.
  package init(_ kind: Kind, modifiers: EventModifiers = []) {
    self.kind = kind
    self.modifiers = modifiers
  }
}

/// What a gesture does when it recognises an event: the values it produces in order, each
/// with the actions that run for it, and what runs once it ends.
public struct _GestureRun<Value> {
  /// One value the gesture produces.
  package struct Step {
    /// Whether this is the final value.
    package var isEnd: Bool
    /// The value.
    package var value: Value
    /// What runs for it, innermost modifier first.
    package var actions: [() -> Void] = []
  }

  /// The values, in order; the last is the final one.
  package var steps: [Step]
  /// What runs after every step (a `@GestureState` returning to its initial value).
  package var cleanups: [() -> Void] = []

  /// A run of `changes` followed by a final value.
  package init(changes: [Value] = [], end: Value) {
    steps =
      changes.map { Step(isEnd: false, value: $0) } + [Step(isEnd: true, value: end)]
  }

  package init(steps: [Step], cleanups: [() -> Void]) {
    self.steps = steps
    self.cleanups = cleanups
  }

  /// Every action, in the order they run.
  package var actions: [() -> Void] { steps.flatMap(\.actions) + cleanups }

  /// The final value.
  package var finalValue: Value? { steps.last?.value }

  /// The run with each value transformed, its actions kept; `endsHere: false` makes its
  /// final step a change (the run is the first part of a longer one).
  package func map<T>(endsHere: Bool = true, _ transform: (Value) -> T) -> _GestureRun<T> {
    _GestureRun<T>(
      steps: steps.map {
        _GestureRun<T>.Step(
          isEnd: $0.isEnd && endsHere, value: transform($0.value), actions: $0.actions)
      }, cleanups: cleanups)
  }

  /// The run with `action` added to each step `where` selects.
  package func adding(
    where selects: (Step) -> Bool, _ action: @escaping (Value) -> Void
  ) -> _GestureRun {
    var run = self
    for index in run.steps.indices where selects(run.steps[index]) {
      let value = run.steps[index].value
      run.steps[index].actions.append { action(value) }
    }
    return run
  }
}

extension Optional: Gesture where Wrapped: Gesture {
  /// The wrapped gesture's values.
  public typealias Value = Wrapped.Value
  /// A primitive gesture.
  public typealias Body = Never

  /// What the wrapped gesture recognises; nothing when `nil`.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  public func _recognize(_ event: _GestureEvent) -> _GestureRun<Wrapped.Value>? {
    self?._recognize(event)
  }

  /// The wrapped gesture's.
  public var _completingEvent: _GestureEvent? { self?._completingEvent }
}
