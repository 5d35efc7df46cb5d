/// A gesture attached to an element, erased: how it takes part in recognising an
/// interaction, and what runs when it does.
package struct GestureHandler {
  /// How the gesture competes with the others on its element.
  package enum Priority {
    /// `.gesture`: the innermost that recognises the interaction wins, after a control's
    /// own action.
    case normal
    /// `.highPriorityGesture`: wins over the element's other gestures and its action, the
    /// outermost first.
    case high
    /// `.simultaneousGesture`: runs alongside whatever wins.
    case simultaneous
  }

  /// How an interaction is recognised.
  private enum Recognizer {
    /// By a function of the event.
    case events((_GestureEvent) -> [() -> Void]?)
    /// By a gesture, kept wherever the view was built and recognising on the main
    /// actor; `actions`, when set, run instead of the gesture's own.
    case gesture(any Gesture, actions: [() -> Void]?)
  }

  package let priority: Priority
  private let recognizer: Recognizer

  /// A handler whose actions for an interaction `recognize` gives, in order, or `nil`
  /// when it does not recognise it.
  package init(priority: Priority, recognize: @escaping (_GestureEvent) -> [() -> Void]?) {
    self.priority = priority
    recognizer = .events(recognize)
  }

  /// A handler that runs what `gesture` recognises, or `actions` instead when given.
  package init<T: Gesture>(priority: Priority, gesture: T, actions: [() -> Void]? = nil) {
    self.priority = priority
    recognizer = .gesture(gesture, actions: actions)
  }

  /// The actions to run for an interaction, in order, or `nil` when it is not recognised.
  @MainActor
  package func recognize(_ event: _GestureEvent) -> [() -> Void]? {
    switch recognizer {
    case .events(let recognize):
      return recognize(event)
    case .gesture(let gesture, let actions):
      guard let recognized = Self.actions(of: gesture, for: event) else { return nil }
      return actions ?? recognized
    }
  }

  /// The actions `gesture` runs for `event`, or `nil` when it does not recognise it.
  @MainActor
  private static func actions(of gesture: some Gesture, for event: _GestureEvent)
    -> [() -> Void]?
  {
    gesture._recognize(event)?.actions
  }
}
