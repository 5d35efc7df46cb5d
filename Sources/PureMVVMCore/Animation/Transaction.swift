/// The context of one change: its animation and how it runs, like SwiftUI's
/// `Transaction`.
///
/// ``withAnimation(_:_:)`` and ``withTransaction(_:_:)`` run a change under a transaction;
/// a host records it (`DesignInspector.lastTransaction`), so a test can ask how the last
/// change animated. A host draws every change's final state at once and runs completion
/// handlers right after the change.
public struct Transaction {
  /// The animation of the change; `nil` for none.
  public var animation: Animation?
  /// Whether `.animation(_:value:)` modifiers below keep their animations out of the change.
  public var disablesAnimations = false
  /// Whether the change is one of many in a continuous interaction, such as a drag.
  public var isContinuous = false
  /// Whether animations follow the velocity of an interaction.
  public var tracksVelocity = false
  /// What runs once the change's animations finish, in order.
  var completions: [() -> Void] = []
  /// Values of your own, by key type.
  private var values: [ObjectIdentifier: Any] = [:]

  /// A transaction without an animation.
  public init() {}

  /// A transaction with an animation.
  ///
  /// - Parameter animation: The animation; `nil` for none.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// Runs `completion` once the change's animations finish: at once in a host, after the
  /// change and after earlier completions.
  ///
  /// - Parameters:
  ///   - criteria: When the animation counts as finished.
  ///   - completion: What to run.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completions.append(completion)
  }

  /// A value of your own.
  ///
  /// - Parameter key: The key's type.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// A value of your own, under a key `@Entry` generates (an `EnvironmentKey`).
  ///
  /// - Parameter key: The key's type.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The transaction with only its animation and flags.
  ///
  /// It keeps no completion handlers and no values of your own. Every property it keeps is sendable, so it may cross to another thread.
  package var withoutValues: Transaction {
    var copy = recorded
    copy.values = [:]
    return copy
  }

  /// The transaction without its completion handlers, as a host records it.
  package var recorded: Transaction {
    var copy = self
    copy.completions = []
    return copy
  }
}
