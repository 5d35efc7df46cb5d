/// Attaches a gesture to the elements its content produces and to their descendants
/// (after their own gestures, which are inner); primitive.
nonisolated struct GestureModifier: ViewModifier {
  typealias Body = Never
  let handler: GestureHandler
  let mask: GestureMask

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard mask != .all else {
      for index in first..<elements.endIndex { Self.attach(handler, to: &elements[index]) }
      return
    }
    for index in first..<elements.endIndex {
      if !mask.contains(.subviews) { Self.removeGestures(from: &elements[index]) }
      if mask.contains(.gesture) { Self.attach(handler, to: &elements[index]) }
    }
  }

  static func attach(_ handler: GestureHandler, to element: inout Element) {
    element.withHandlers { $0.gestures.append(handler) }
    element.changeEachChild { attach(handler, to: &$0) }
  }

  private static func removeGestures(from element: inout Element) {
    if element.handlers?.gestures.isEmpty == false { element.withHandlers { $0.gestures = [] } }
    element.changeEachChild { removeGestures(from: &$0) }
  }
}

extension Element {
  /// The actions an interaction runs on this element, in order, or `nil` when nothing
  /// recognises it.
  ///
  /// A high-priority gesture that recognises it wins (the outermost first); then, for a
  /// single tap, the element's own action (a button's, a toggle's, `onTapGesture`'s);
  /// then the innermost gesture that recognises it. Simultaneous gestures that recognise
  /// it run after the winner, or alone.
  @MainActor
  package func actions(for event: _GestureEvent) -> [() -> Void]? {
    let gestures = handlers?.gestures ?? []
    let simultaneous = gestures.filter { $0.priority == .simultaneous }
      .compactMap { $0.recognize(event) }.flatMap { $0 }
    for gesture in gestures.reversed() where gesture.priority == .high {
      if let actions = gesture.recognize(event) { return actions + simultaneous }
    }
    if event.kind == .tap(count: 1), let action { return [action] + simultaneous }
    for gesture in gestures where gesture.priority == .normal {
      if let actions = gesture.recognize(event) { return actions + simultaneous }
    }
    return simultaneous.isEmpty ? nil : simultaneous
  }
}
