import PureMVVMCore

extension InspectedElement {
  /// The names of the accessibility actions the element offers, in order; `"default"`
  /// stands for `accessibilityAction { … }` without a kind.
  public var accessibilityActionNames: [String] {
    element.attributes.accessibility?.actionNames ?? []
  }

  /// Performs an accessibility action of a kind, as VoiceOver would: the element's own
  /// action of that kind, or for `.default` without one, a tap.
  ///
  /// - Parameter kind: The kind; activation unless given.
  /// - Throws: ``InspectionError`` if the element is gone, ambiguous or disabled, or has no
  ///   such action.
  public func performAccessibilityAction(_ kind: AccessibilityActionKind = .default)
    throws(InspectionError)
  {
    if kind == .default, !accessibilityActionNames.contains(kind.name) { return try tap() }
    try performAccessibilityAction(named: kind.name)
  }

  /// Performs the accessibility action with a name, as VoiceOver's actions rotor would.
  ///
  /// - Parameter name: The action's name, as `accessibilityAction(named:)` gave it.
  /// - Throws: ``InspectionError`` if the element is gone, ambiguous or disabled, or has no
  ///   action of that name.
  public func performAccessibilityAction(named name: String) throws(InspectionError) {
    defer { inspector.invalidate() }
    let actions = try handler(\.handlers, else: .noAccessibilityAction(name)).accessibilityActions
    guard let action = actions.last(where: { $0.name == name }) else {
      throw query.error(.noAccessibilityAction(name))
    }
    action.perform()
  }

  /// Adjusts the element as VoiceOver's swipe up (`.increment`) or down (`.decrement`)
  /// does: runs its `accessibilityAdjustableAction`.
  ///
  /// - Parameter direction: Which way to adjust.
  /// - Throws: ``InspectionError`` if the element is gone, ambiguous or disabled, or is not
  ///   adjustable.
  public func performAccessibilityAdjustment(_ direction: AccessibilityAdjustmentDirection)
    throws(InspectionError)
  {
    defer { inspector.invalidate() }
    try handler(\.handlers?.adjust, else: .noAccessibilityAction("adjust"))(direction)
  }
}
