import Foundation

extension View {
  /// Runs `handler` when an assistive technology zooms the view, like SwiftUI's
  /// `accessibilityZoomAction(_:)`; accepted, as no assistive technology zooms here.
  ///
  /// - Parameter handler: What a zoom does.
  /// - Returns: The view.
  nonisolated public func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology begins a drag on the view, like SwiftUI's
  /// `accessibilityDragPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  /// - Returns: The view.
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: Text
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology begins a drag on the view, like SwiftUI's
  /// `accessibilityDragPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  ///   - isEnabled: Whether the point is offered.
  /// - Returns: The view.
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: Text, isEnabled: Bool
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology begins a drag on the view, like SwiftUI's
  /// `accessibilityDragPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  /// - Returns: The view.
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: LocalizedStringKey
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology begins a drag on the view, like SwiftUI's
  /// `accessibilityDragPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  ///   - isEnabled: Whether the point is offered.
  /// - Returns: The view.
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology begins a drag on the view, like SwiftUI's
  /// `accessibilityDragPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology begins a drag on the view, like SwiftUI's
  /// `accessibilityDragPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  ///   - isEnabled: Whether the point is offered.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology ends a drag on the view, like SwiftUI's
  /// `accessibilityDropPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  /// - Returns: The view.
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: Text
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology ends a drag on the view, like SwiftUI's
  /// `accessibilityDropPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  ///   - isEnabled: Whether the point is offered.
  /// - Returns: The view.
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: Text, isEnabled: Bool
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology ends a drag on the view, like SwiftUI's
  /// `accessibilityDropPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  /// - Returns: The view.
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: LocalizedStringKey
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology ends a drag on the view, like SwiftUI's
  /// `accessibilityDropPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  ///   - isEnabled: Whether the point is offered.
  /// - Returns: The view.
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology ends a drag on the view, like SwiftUI's
  /// `accessibilityDropPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S
  ) -> some View {
    self
  }

  /// Sets the point where an assistive technology ends a drag on the view, like SwiftUI's
  /// `accessibilityDropPoint(_:description:)`; accepted.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's unit space.
  ///   - description: What the point is for.
  ///   - isEnabled: Whether the point is offered.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> some View {
    self
  }

  /// Offers a watch quick action (a double tap or a clench) while the view shows, like
  /// SwiftUI's `accessibilityQuickAction(style:content:)`; accepted.
  ///
  /// - Parameters:
  ///   - style: How the action shows.
  ///   - content: The action's button.
  /// - Returns: The view.
  nonisolated public func accessibilityQuickAction<
    Style: AccessibilityQuickActionStyle, Content: View
  >(
    style: Style, @ViewBuilder content: () -> Content
  ) -> some View {
    self
  }

  /// Offers a watch quick action while `isActive` is true; accepted.
  ///
  /// - Parameters:
  ///   - style: How the action shows.
  ///   - isActive: Whether the action is offered.
  ///   - content: The action's button.
  /// - Returns: The view.
  nonisolated public func accessibilityQuickAction<
    Style: AccessibilityQuickActionStyle, Content: View
  >(
    style: Style, isActive: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> some View {
    self
  }
}
