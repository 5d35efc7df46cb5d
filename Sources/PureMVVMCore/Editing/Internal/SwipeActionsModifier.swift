import Foundation

/// Gives a row actions revealed by swiping it; primitive.
///
/// A horizontal drag towards the opposite edge opens them (a drag to the left opens the
/// trailing ones), a drag back closes them; a drag of ``fullSwipeDistance`` or more runs
/// the first action at once when full swipes are allowed. While open, the row is drawn
/// with its actions beside it, and each action closes them after running. The actions
/// resolve even while closed, so a full swipe runs the current first action.
struct SwipeActionsModifier: ViewModifier {
  typealias Body = Never
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: AnyView

  /// How far a drag must go, in points, to be a full swipe: over half a phone's width.
  static let fullSwipeDistance: CGFloat = 200

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let isOpen = context.primitiveState(false)
    var buttons: [Element] = []
    actions._resolve(in: context.child(1), into: &buttons)
    for index in buttons.indices {
      Element.dismissingAfterTaps(&buttons[index], dismiss: { isOpen.wrappedValue = false }) {
        _ in
      }
      buttons[index].changeAttributes { $0.part = .actions }
    }
    let first = elements.endIndex
    let handler = gesture(isOpen: isOpen, firstAction: buttons.first?.firstAction)
    content.modifier(GestureModifier(handler: handler, mask: .all))
      ._resolve(in: context.child(0), into: &elements)
    guard first < elements.endIndex else { return }
    if isOpen.wrappedValue, !buttons.isEmpty {
      var row = Array(elements[first...])
      let edges = row[0].handlers?.swipeEdges
      if edges != nil { row[0].withHandlers { $0.swipeEdges = nil } }
      elements.removeSubrange(first...)
      // The first action sits nearest its edge; trailing actions are pushed to it.
      var gap: [Element] = []
      if edge == .trailing { Spacer()._resolve(in: context.child(3), into: &gap) }
      let children = edge == .trailing ? row + gap + buttons.reversed() : buttons + row
      var opened = Element(.hStack, children: children, context: context.child(2))
      opened.withHandlers { $0.swipeEdges = edges }
      elements.append(opened)
    }
    let edge = edge
    elements[first].withHandlers { $0.swipeEdges = ($0.swipeEdges ?? []) + [edge] }
  }

  /// The drag that opens, closes or fully swipes the row.
  private func gesture(isOpen: Binding<Bool>, firstAction: (() -> Void)?) -> GestureHandler {
    let edge = edge
    let allowsFullSwipe = allowsFullSwipe
    return GestureHandler(priority: .normal) { event in
      guard case .drag(let translation) = event.kind,
        abs(translation.width) > abs(translation.height)
      else { return nil }
      let towards: HorizontalEdge = translation.width < 0 ? .trailing : .leading
      guard towards == edge else {
        return isOpen.wrappedValue ? [{ isOpen.wrappedValue = false }] : nil
      }
      if allowsFullSwipe, abs(translation.width) >= Self.fullSwipeDistance, let firstAction {
        return [firstAction]
      }
      return [{ isOpen.wrappedValue = true }]
    }
  }
}

extension Element {
  /// The action of the first button in this element or its descendants.
  fileprivate var firstAction: (() -> Void)? {
    if control?.face == .pushButton, let action { return action }
    for child in children {
      if let action = child.firstAction { return action }
    }
    return nil
  }
}
