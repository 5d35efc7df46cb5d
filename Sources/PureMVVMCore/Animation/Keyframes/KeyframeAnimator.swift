/// A view that animates a value through keyframes, like SwiftUI's `KeyframeAnimator`.
///
/// A host has no clock, so it shows the value where the keyframes end: each track's
/// property at its last keyframe.
///
/// The modifiers' `content` closures are not `@Sendable` here, as they are in SwiftUI: a
/// closure SwiftUI accepts is accepted here.
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  private let value: Value
  private let content: (Value) -> Content

  /// An animator that plays its keyframes each time `trigger` changes.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the keyframes.
  ///   - trigger: The value whose changes play them.
  ///   - content: The view for a value.
  ///   - keyframes: The keyframes, given the initial value.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = Self.finished(initialValue, keyframes)
    self.content = content
  }

  /// An animator that plays its keyframes, repeating them unless told not to.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the keyframes.
  ///   - repeating: Whether they repeat.
  ///   - content: The view for a value.
  ///   - keyframes: The keyframes, given the initial value.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = Self.finished(initialValue, keyframes)
    self.content = content
  }

  private static func finished(_ initial: Value, _ keyframes: (Value) -> KeyframePath) -> Value {
    var value = initial
    keyframes(initial)._finish(&value)
    return value
  }

  /// The view at the value where the keyframes end.
  @MainActor public var body: some View { content(value) }
}

extension View {
  /// Plays keyframes on a value each time `trigger` changes; a host shows where they end.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the keyframes.
  ///   - trigger: The value whose changes play them.
  ///   - content: This view for a value.
  ///   - keyframes: The keyframes, given the initial value.
  /// - Returns: The view.
  nonisolated public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// Plays keyframes on a value, repeating them unless told not to; a host shows where
  /// they end.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the keyframes.
  ///   - repeating: Whether they repeat.
  ///   - content: This view for a value.
  ///   - keyframes: The keyframes, given the initial value.
  /// - Returns: The view.
  nonisolated public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
