/// A view that animates a value through keyframes, like SwiftUI's `KeyframeAnimator`.
///
/// A host draws each change's final state at once. So an animator with a trigger shows
/// its initial value until the trigger changes, then where the keyframes end, each change
/// playing them again from there, as SwiftUI's comes to rest. One that repeats shows where
/// its keyframes end; one told not to repeat shows its initial value, as in SwiftUI.
/// ``KeyframeTimeline`` reads keyframes at any time in between.
///
/// The modifiers' `content` closures are not `@Sendable` here, as they are in SwiftUI: a
/// closure SwiftUI accepts is accepted here.
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  private let initialValue: Value
  private let content: (Value) -> Content
  private let keyframes: ((Value) -> KeyframePath)?
  private let trigger: AnyTrigger?

  /// An animator that plays its keyframes each time `trigger` changes.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the keyframes.
  ///   - trigger: The value whose changes play them.
  ///   - content: The view for a value.
  ///   - keyframes: The keyframes, given the value they start from.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
    self.keyframes = keyframes
    self.trigger = AnyTrigger(trigger)
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
    var value = initialValue
    if repeating { keyframes(initialValue)._finish(&value) }
    self.initialValue = value
    self.content = content
    self.keyframes = nil
    trigger = nil
  }

  /// The view at the value the animator rests at.
  @MainActor public var body: some View {
    if let trigger, let keyframes {
      TriggeredKeyframes(
        initialValue: initialValue, trigger: trigger, content: content, keyframes: keyframes)
    } else {
      content(initialValue)
    }
  }
}

/// A trigger of any equatable type, equal to another of the same type and value.
private struct AnyTrigger: Equatable {
  let value: any Equatable

  init(_ value: some Equatable) {
    self.value = value
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    func equals<T: Equatable>(_ value: T) -> Bool { (rhs.value as? T) == value }
    return equals(lhs.value)
  }
}

/// An animator's content at the value its keyframes last ended at, played again from there
/// each time the trigger changes.
private struct TriggeredKeyframes<Value, Path: Keyframes, Trigger: Equatable, Content: View>:
  View
where Path.Value == Value {
  let initialValue: Value
  let trigger: Trigger
  let content: (Value) -> Content
  let keyframes: (Value) -> Path
  /// Where the keyframes ended the last time they played.
  @State private var ended: Value?

  var body: some View {
    content(ended ?? initialValue)
      .onChange(of: trigger) {
        var value = ended ?? initialValue
        keyframes(value)._finish(&value)
        ended = value
      }
  }
}

extension View {
  /// Plays keyframes on a value each time `trigger` changes; a host shows the initial
  /// value until then, and where they end after.
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
  /// they end, or the initial value when they do not repeat.
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
