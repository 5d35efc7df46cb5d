/// What a ``CustomAnimation`` knows while it runs, like SwiftUI's `AnimationContext`: its
/// state, kept from one call to the next, and the environment it runs in.
public struct AnimationContext<Value: VectorArithmetic> {
  /// The values the animation keeps between calls.
  public var state: AnimationState<Value>
  /// The environment of the view whose change the animation runs.
  public let environment: EnvironmentValues
  private var completed = false

  /// Whether the animation is logically complete: once set, it stays set, as in SwiftUI,
  /// so completions waiting for it run once.
  public var isLogicallyComplete: Bool {
    get { completed }
    set { completed = completed || newValue }
  }

  /// A context with an empty state, in `environment`.
  ///
  /// - Parameter environment: The environment the animation runs in.
  package init(environment: EnvironmentValues = EnvironmentValues()) {
    state = AnimationState()
    self.environment = environment
  }

  /// The same context holding `state`, for an animation that runs another on a value of
  /// another type.
  ///
  /// - Parameter state: The state.
  /// - Returns: The context.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>(environment: environment)
    context.state = state
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}
