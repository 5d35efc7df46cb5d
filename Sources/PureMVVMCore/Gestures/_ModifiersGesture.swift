/// A gesture recognised only while modifier keys are held, made by
/// ``Gesture/modifiers(_:)``.
public nonisolated struct _ModifiersGesture<Content: Gesture>: Gesture {
  /// The gesture.
  public typealias Body = Never
  let content: Content
  let modifiers: EventModifiers

  /// The content's run, when the interaction holds at least the modifiers.
  ///
  /// - Parameter event: The interaction.
  /// - Returns: The run, or `nil`.
  @MainActor public func _recognize(_ event: _GestureEvent) -> _GestureRun<Content.Value>? {
    event.modifiers.isSuperset(of: modifiers) ? content._recognize(event) : nil
  }

  /// The content's, with the modifiers held.
  @MainActor public var _completingEvent: _GestureEvent? {
    guard var event = content._completingEvent else { return nil }
    event.modifiers.formUnion(modifiers)
    return event
  }
}

extension Gesture {
  /// The gesture, recognised only while `modifiers` are held, as SwiftUI's: a
  /// `TapGesture().modifiers(.shift)` ignores a plain tap.
  ///
  /// A test holds them with `tap(count:modifiers:)` or `drag(by:modifiers:)`.
  ///
  /// - Parameter modifiers: The keys that must be held.
  /// - Returns: The gesture.
  nonisolated public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
    _ModifiersGesture(content: self, modifiers: modifiers)
  }
}
