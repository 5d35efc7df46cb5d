extension View {
  /// Has assistive technologies read `representation` in the view's place, like SwiftUI's
  /// `accessibilityRepresentation(representation:)`: a custom control read as the
  /// standard one it stands for.
  ///
  /// The view is drawn; the representation is read (`AccessibilityNode`s) and never
  /// drawn.
  ///
  /// - Parameter representation: What is read.
  /// - Returns: The view.
  nonisolated public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View {
    modifier(
      AccessibilityRepresentationModifier(representation: representation(), replacesContent: true))
  }

  /// Has assistive technologies read `children` as the view's children, like SwiftUI's
  /// `accessibilityChildren(children:)`: a chart drawn as one shape, read bar by bar.
  ///
  /// - Parameter children: What is read inside the view.
  /// - Returns: The view.
  nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V)
    -> some View
  {
    modifier(
      AccessibilityRepresentationModifier(representation: children(), replacesContent: false))
  }

  /// Lets assistive technologies adjust the view, like SwiftUI's
  /// `accessibilityAdjustableAction(_:)`: it reads as adjustable, and
  /// `inspector.find(…).performAccessibilityAdjustment(.increment)` runs `handler`.
  ///
  /// - Parameter handler: Adjusts the value up or down.
  /// - Returns: The view.
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    modifier(ElementHandlersModifier { $0.adjust = handler })
      .accessibilityAttributes { $0.isAdjustable = true }
  }
}
