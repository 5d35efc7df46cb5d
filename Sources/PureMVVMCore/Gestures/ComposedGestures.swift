/// Two gestures recognised together, like SwiftUI's `SimultaneousGesture`.
///
/// Each recognises the interaction on its own; the first's values come first, then the
/// second's, each with the other's last value.
public nonisolated struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of both gestures, `nil` for one that has not produced one.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The gesture.
  public typealias Body = Never
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Two gestures recognised together.
  ///
  /// - Parameters:
  ///   - first: The first gesture.
  ///   - second: The second gesture.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both runs, one after the other.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil` when neither recognises it.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    let firstRun = first._recognize(event)
    let secondRun = second._recognize(event)
    guard firstRun != nil || secondRun != nil else { return nil }
    let lastFirst = firstRun?.finalValue
    let head = firstRun?.map(endsHere: secondRun == nil) { Value(first: $0, second: nil) }
    let tail = secondRun?.map { Value(first: lastFirst, second: $0) }
    return _GestureRun(
      steps: (head?.steps ?? []) + (tail?.steps ?? []),
      cleanups: (head?.cleanups ?? []) + (tail?.cleanups ?? []))
  }

  /// The first's.
  @MainActor public var _completingEvent: _GestureEvent? { first._completingEvent }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture, then another once it ends, like SwiftUI's `SequenceGesture`.
///
/// An interaction the second gesture recognises completes the first one before it (a
/// long press, then a drag); one only the first recognises runs the first alone, and the
/// sequence does not end.
public nonisolated struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Where the sequence is.
  public enum Value {
    /// The first gesture, with its value.
    case first(First.Value)
    /// The second gesture, with the first's final value and its own.
    case second(First.Value, Second.Value?)
  }

  /// The gesture.
  public typealias Body = Never
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// A gesture, then another.
  ///
  /// - Parameters:
  ///   - first: The first gesture.
  ///   - second: The gesture after it.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The first's run, then the second's.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    if let secondRun = second._recognize(event), let completing = first._completingEvent,
      let firstRun = first._recognize(completing), let firstValue = firstRun.finalValue
    {
      let head = firstRun.map(endsHere: false) { Value.first($0) }
      let tail = secondRun.map { Value.second(firstValue, $0) }
      return _GestureRun(steps: head.steps + tail.steps, cleanups: head.cleanups + tail.cleanups)
    }
    return first._recognize(event)?.map(endsHere: false) { Value.first($0) }
  }

  /// The first's.
  @MainActor public var _completingEvent: _GestureEvent? { first._completingEvent }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture, or another when the first does not recognise the interaction, like SwiftUI's
/// `ExclusiveGesture`.
public nonisolated struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture recognised the interaction.
  public enum Value {
    /// The first, with its value.
    case first(First.Value)
    /// The second, with its value.
    case second(Second.Value)
  }

  /// The gesture.
  public typealias Body = Never
  /// The preferred gesture.
  public var first: First
  /// The other gesture.
  public var second: Second

  /// One gesture or the other.
  ///
  /// - Parameters:
  ///   - first: The preferred gesture.
  ///   - second: The other gesture.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The first's run, or else the second's.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    first._recognize(event)?.map { Value.first($0) }
      ?? second._recognize(event)?.map { Value.second($0) }
  }

  /// The first's.
  @MainActor public var _completingEvent: _GestureEvent? {
    first._completingEvent ?? second._completingEvent
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
