import Foundation

/// Gives each row the content resolves to actions revealed by swiping it; primitive.
///
/// A horizontal drag towards the opposite edge opens them (a drag to the left opens the
/// trailing ones), a drag back closes them; a drag of ``fullSwipeDistance`` or more runs
/// the first action at once when full swipes are allowed. While open, the row is drawn
/// with its actions beside it, and each action closes them after running. Each row (an
/// element of a `ForEach` or `Group` the modifier is applied to) keeps its own state, and
/// its actions resolve even while closed, so a full swipe runs the current first action.
nonisolated struct SwipeActionsModifier: ViewModifier {
  typealias Body = Never
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: AnyView

  /// How far a drag must go, in points, to be a full swipe: over half a phone's width.
  static let fullSwipeDistance: CGFloat = 200

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex where !elements[index].kind.isPresentation {
      let rowContext = context.child(1).child(elements[index].identity)
      elements[index] = swipeable(elements[index], in: rowContext)
    }
  }

  /// The row with its swipe gestures, and beside its actions while they are open.
  @MainActor private func swipeable(_ row: Element, in context: ResolveContext) -> Element {
    let isOpen = context.primitiveState(false)
    var buttons: [Element] = []
    actions._resolve(in: context.child(1), into: &buttons)
    for index in buttons.indices {
      Element.dismissingAfterTaps(&buttons[index], dismiss: { isOpen.wrappedValue = false }) {
        _ in
      }
      buttons[index].changeAttributes { $0.part = .actions }
    }
    var row = row
    if isOpen.wrappedValue, !buttons.isEmpty {
      row = opened(row, beside: buttons, in: context)
    }
    for handler in gestures(isOpen: isOpen, firstAction: buttons.first?.firstAction) {
      GestureModifier.attach(handler, to: &row)
    }
    let edge = edge
    row.withHandlers { $0.swipeEdges = ($0.swipeEdges ?? []) + [edge] }
    return row
  }

  /// A row of `row` and its actions, the first nearest the edge (trailing actions pushed
  /// to it), which takes over what makes `row` a row: its tag, its swipe edges and
  /// gestures, and the attributes lists read from rows.
  @MainActor private func opened(
    _ row: Element, beside buttons: [Element], in context: ResolveContext
  )
    -> Element
  {
    var inner = row
    let (tag, edges) = (row.handlers?.tag, row.handlers?.swipeEdges)
    if tag != nil || edges != nil {
      inner.withHandlers {
        $0.tag = nil
        $0.swipeEdges = nil
      }
    }
    var gap: [Element] = []
    if edge == .trailing { Spacer()._resolve(in: context.child(3), into: &gap) }
    let children = edge == .trailing ? [inner] + gap + buttons.reversed() : buttons + [inner]
    var opened = Element(.hStack, children: children, context: context.child(2))
    let attributes = row.box.value
    opened.changeAttributes {
      $0.isDeleteDisabled = attributes.isDeleteDisabled
      $0.isMoveDisabled = attributes.isMoveDisabled
      $0.isSelectionDisabled = attributes.isSelectionDisabled
      $0.listRowBackground = attributes.listRowBackground
      $0.listRowSeparator = attributes.listRowSeparator
    }
    let gestures = row.handlers?.gestures ?? []
    opened.withHandlers {
      $0.tag = tag
      $0.swipeEdges = edges
      // The row's own swipes (an inner `.swipeActions`) still answer on the opened row.
      $0.gestures = gestures
    }
    return opened
  }

  /// The drag that opens the actions or fully swipes the row, and, alongside any other
  /// edge's, the drag back that closes them.
  @MainActor private func gestures(isOpen: Binding<Bool>, firstAction: (() -> Void)?)
    -> [GestureHandler]
  {
    let edge = edge
    let allowsFullSwipe = allowsFullSwipe
    let opening = GestureHandler(priority: .normal) { event in
      guard let towards = Self.horizontalEdge(of: event), towards == edge else { return nil }
      if allowsFullSwipe, Self.isFull(event), let firstAction { return [firstAction] }
      return [{ isOpen.wrappedValue = true }]
    }
    let closing = GestureHandler(priority: .simultaneous) { event in
      guard let towards = Self.horizontalEdge(of: event), towards != edge, isOpen.wrappedValue
      else { return nil }
      return [{ isOpen.wrappedValue = false }]
    }
    return [opening, closing]
  }

  /// The edge a horizontal drag reveals actions on; `nil` for other interactions.
  private static func horizontalEdge(of event: _GestureEvent) -> HorizontalEdge? {
    guard case .drag(let translation) = event.kind, abs(translation.width) > abs(translation.height)
    else { return nil }
    return translation.width < 0 ? .trailing : .leading
  }

  /// Whether a drag goes far enough to be a full swipe.
  private static func isFull(_ event: _GestureEvent) -> Bool {
    guard case .drag(let translation) = event.kind else { return false }
    return abs(translation.width) >= fullSwipeDistance
  }
}

extension Element {
  /// The action of the first button in this element or its descendants.
  fileprivate var firstAction: (() -> Void)? {
    if control?.face == .pushButton, let action { return action }
    for child in childElements {
      if let action = child.firstAction { return action }
    }
    return nil
  }
}
