/// State a gesture updates while it runs and that returns to its initial value when it
/// ends, like SwiftUI's `@GestureState`.
///
/// ```swift
/// @GestureState private var isPressed = false
/// Circle().gesture(LongPressGesture().updating($isPressed) { value, state, _ in state = value })
/// ```
///
/// `$isPressed` is the gesture state itself, for ``Gesture/updating(_:body:)``.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let storage: State<Value>
  private let initialValue: Value
  private let resetAction: (Value, inout Transaction) -> Void

  /// Gesture state with an initial value.
  ///
  /// - Parameter wrappedValue: The value while no gesture runs.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, reset: { _, _ in })
  }

  /// Gesture state with an initial value.
  ///
  /// - Parameter initialValue: The value while no gesture runs.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Gesture state that returns to its initial value under a transaction.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value while no gesture runs.
  ///   - resetTransaction: The transaction of the return.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
  }

  /// Gesture state that returns to its initial value under a transaction.
  ///
  /// - Parameters:
  ///   - initialValue: The value while no gesture runs.
  ///   - resetTransaction: The transaction of the return.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Gesture state that calls `reset` as it returns to its initial value.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value while no gesture runs.
  ///   - reset: Given the value before the return; may change the return's transaction.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    storage = State(wrappedValue: wrappedValue)
    initialValue = wrappedValue
    resetAction = reset
  }

  /// Gesture state that calls `reset` as it returns to its initial value.
  ///
  /// - Parameters:
  ///   - initialValue: The value while no gesture runs.
  ///   - reset: Given the value before the return; may change the return's transaction.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The current value.
  public var wrappedValue: Value { storage.wrappedValue }

  /// The gesture state itself, for ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }

  /// Lets `body` change the value and the transaction it changes under.
  func update(_ body: (inout Value, inout Transaction) -> Void) {
    var value = storage.wrappedValue
    var transaction = TransactionScope.current ?? Transaction()
    body(&value, &transaction)
    withTransaction(transaction) { storage.wrappedValue = value }
  }

  /// Returns the value to its initial value.
  func reset() {
    var transaction = TransactionScope.current ?? Transaction()
    resetAction(storage.wrappedValue, &transaction)
    withTransaction(transaction) { storage.wrappedValue = initialValue }
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Gesture state whose initial value is `nil`.
  ///
  /// - Parameter resetTransaction: The transaction of the return to `nil`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// Gesture state whose initial value is `nil`, calling `reset` as it returns to it.
  ///
  /// - Parameter reset: Given the value before the return; may change its transaction.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}
