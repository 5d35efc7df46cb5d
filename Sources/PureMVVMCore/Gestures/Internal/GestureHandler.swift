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

  package let priority: Priority
  /// The actions to run for an interaction, in order, or `nil` when it is not recognised.
  package let recognize: (_GestureEvent) -> [() -> Void]?

  package init(priority: Priority, recognize: @escaping (_GestureEvent) -> [() -> Void]?) {
    self.priority = priority
    self.recognize = recognize
  }
}
