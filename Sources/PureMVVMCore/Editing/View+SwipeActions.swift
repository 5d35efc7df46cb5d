extension View {
  /// Gives this row actions revealed by swiping it, like SwiftUI's
  /// `swipeActions(edge:allowsFullSwipe:content:)`.
  ///
  /// A test opens them with `inspector.find(row:).swipe(.trailing)` (or a `drag(by:)` to
  /// the left), then taps one with `find(button:)`; `swipe(.trailing, fully: true)` runs
  /// the first one at once when full swipes are allowed. An action closes them after it
  /// runs. The text renderer draws an open row with its actions beside it.
  ///
  /// - Parameters:
  ///   - edge: The edge the actions show on: a swipe from the other side reveals them.
  ///   - allowsFullSwipe: Whether swiping all the way runs the first action.
  ///   - content: The actions: buttons, first nearest the edge.
  /// - Returns: The view.
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(
      SwipeActionsModifier(
        edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(content())))
  }
}
