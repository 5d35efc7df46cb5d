extension Gesture {
  /// Runs `action` with the final value when the gesture ends.
  ///
  /// - Parameter action: What to do.
  /// - Returns: The gesture.
  nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Gives each value the gesture produces to `body`, to derive another.
  ///
  /// - Parameter body: The transform.
  /// - Returns: The gesture.
  nonisolated public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(base: self, transform: body)
  }

  /// Updates `state` with each value on the way; the state returns to its initial value
  /// when the gesture ends.
  ///
  /// - Parameters:
  ///   - state: The gesture state (`$isPressed`).
  ///   - body: Changes the state (and the transaction) for a value.
  /// - Returns: The gesture.
  nonisolated public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// This gesture and `other`, recognised together.
  ///
  /// - Parameter other: The other gesture.
  /// - Returns: The gesture.
  nonisolated public func simultaneously<Other: Gesture>(
    with other: Other
  ) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// This gesture, then `other` once it ends.
  ///
  /// - Parameter other: The gesture after.
  /// - Returns: The gesture.
  nonisolated public func sequenced<Other: Gesture>(
    before other: Other
  ) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, or `other` when this one does not recognise the interaction.
  ///
  /// - Parameter other: The other gesture.
  /// - Returns: The gesture.
  nonisolated public func exclusively<Other: Gesture>(
    before other: Other
  ) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

extension Gesture where Value: Equatable {
  /// Runs `action` with each value on the way.
  ///
  /// - Parameter action: What to do.
  /// - Returns: The gesture.
  nonisolated public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, action: action)
  }
}

/// A gesture with an action when it ends, made by ``Gesture/onEnded(_:)``.
public nonisolated struct _EndedGesture<Base: Gesture>: Gesture {
  /// The gesture.
  public typealias Body = Never
  let base: Base
  let action: (Base.Value) -> Void

  /// The base's run, the action added to its end.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Base.Value>? {
    base._recognize(event)?.adding(where: \.isEnd, action)
  }

  /// The base's.
  @MainActor public var _completingEvent: _GestureEvent? { base._completingEvent }
}

/// A gesture with an action for each value on the way, made by ``Gesture/onChanged(_:)``.
public nonisolated struct _ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
  /// The gesture.
  public typealias Body = Never
  let base: Base
  let action: (Base.Value) -> Void

  /// The base's run, the action added to its changes.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Base.Value>? {
    base._recognize(event)?.adding(where: { !$0.isEnd }, action)
  }

  /// The base's.
  @MainActor public var _completingEvent: _GestureEvent? { base._completingEvent }
}

/// A gesture whose values are transformed, made by ``Gesture/map(_:)``.
public nonisolated struct _MapGesture<Base: Gesture, Value>: Gesture {
  /// The gesture.
  public typealias Body = Never
  let base: Base
  let transform: (Base.Value) -> Value

  /// The base's run, its values transformed.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    base._recognize(event)?.map(transform)
  }

  /// The base's.
  @MainActor public var _completingEvent: _GestureEvent? { base._completingEvent }
}

/// A gesture that updates a ``GestureState``, made by ``Gesture/updating(_:body:)``.
public nonisolated struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The values of the base.
  public typealias Value = Base.Value
  /// The gesture.
  public typealias Body = Never
  /// The gesture.
  public var base: Base
  /// The state it updates.
  public var state: GestureState<State>
  /// Changes the state for a value.
  public var body: (Value, inout State, inout Transaction) -> Void

  /// A gesture that updates `state`.
  ///
  /// - Parameters:
  ///   - base: The gesture.
  ///   - state: The state it updates.
  ///   - body: Changes the state for a value.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  /// The base's run: each change updates the state, which returns to its initial value
  /// at the end.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    guard var run = base._recognize(event) else { return nil }
    let (state, body) = (state, body)
    run = run.adding(where: { !$0.isEnd }) { value in state.update { body(value, &$0, &$1) } }
    run.cleanups.append { state.reset() }
    return run
  }

  /// The base's.
  @MainActor public var _completingEvent: _GestureEvent? { base._completingEvent }
}

/// A gesture of any type, like SwiftUI's `AnyGesture`.
public nonisolated struct AnyGesture<Value>: Gesture {
  /// The gesture.
  public typealias Body = Never
  /// The wrapped gesture, read as the host recognises interactions, on the main actor.
  private let gesture: any Gesture<Value>

  /// Wraps a gesture, hiding its type.
  ///
  /// - Parameter gesture: The gesture.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    self.gesture = gesture
  }

  /// The wrapped gesture's run.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Value>? {
    gesture._recognize(event)
  }

  /// The wrapped gesture's.
  @MainActor public var _completingEvent: _GestureEvent? { gesture._completingEvent }
}
