import Foundation

extension View {
  /// Attaches a gesture, like SwiftUI's `gesture(_:including:)`: it recognises
  /// interactions on this view and its subviews, after their own gestures.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which of this gesture and the subviews' gestures are on.
  /// - Returns: The view.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    attachingGesture(gesture, priority: .normal, mask: mask)
  }

  /// Attaches a gesture that is on only while `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - isEnabled: Whether it is on.
  /// - Returns: The view.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    attachingGesture(gesture, priority: .normal, mask: isEnabled ? .all : .subviews)
  }

  /// Attaches a gesture that wins over the view's other gestures and its action, like
  /// SwiftUI's `highPriorityGesture(_:including:)`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which of this gesture and the subviews' gestures are on.
  /// - Returns: The view.
  nonisolated public func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  )
    -> some View
  {
    attachingGesture(gesture, priority: .high, mask: mask)
  }

  /// Attaches a high-priority gesture that is on only while `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - isEnabled: Whether it is on.
  /// - Returns: The view.
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool)
    -> some View
  {
    attachingGesture(gesture, priority: .high, mask: isEnabled ? .all : .subviews)
  }

  /// Attaches a gesture that runs alongside the view's other gestures and its action, like
  /// SwiftUI's `simultaneousGesture(_:including:)`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which of this gesture and the subviews' gestures are on.
  /// - Returns: The view.
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  )
    -> some View
  {
    attachingGesture(gesture, priority: .simultaneous, mask: mask)
  }

  /// Attaches a simultaneous gesture that is on only while `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - isEnabled: Whether it is on.
  /// - Returns: The view.
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool)
    -> some View
  {
    attachingGesture(gesture, priority: .simultaneous, mask: isEnabled ? .all : .subviews)
  }

  /// Runs `action` when the view is pressed long enough, like SwiftUI's
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`; the
  /// inspector presses with `longPress()`.
  ///
  /// - Parameters:
  ///   - minimumDuration: The seconds the press must last.
  ///   - maximumDistance: How far the finger may move, in points.
  ///   - action: What a long press does.
  ///   - onPressingChanged: Told `true` as the press starts and `false` as it ends.
  /// - Returns: The view.
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    let actions: [() -> Void] =
      if let onPressingChanged {
        [{ onPressingChanged(true) }, action, { onPressingChanged(false) }]
      } else {
        [action]
      }
    return modifier(
      GestureModifier(
        handler: GestureHandler(priority: .normal, gesture: press, actions: actions), mask: .all))
  }

  /// Runs `action` when the view is pressed long enough (the iOS 13 argument order).
  ///
  /// - Parameters:
  ///   - minimumDuration: The seconds the press must last.
  ///   - maximumDistance: How far the finger may move, in points.
  ///   - pressing: Told `true` as the press starts and `false` as it ends.
  ///   - action: What a long press does.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }

  /// Runs `action` with the location of a tap, like SwiftUI's
  /// `onTapGesture(count:coordinateSpace:perform:)`; a host taps at `.zero`.
  ///
  /// - Parameters:
  ///   - count: The taps it takes.
  ///   - coordinateSpace: The space the location is given in.
  ///   - action: What tapping does.
  /// - Returns: The view.
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }

  /// Runs `action` when the pointer enters (`true`) or leaves (`false`) the view, like
  /// SwiftUI's `onHover(perform:)`; the inspector moves it with `hover(_:)`.
  ///
  /// - Parameter action: What to do.
  /// - Returns: The view.
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    attachingHandler(priority: .simultaneous) { event in
      guard case .hover(let isInside) = event.kind else { return nil }
      return [{ action(isInside) }]
    }
  }

  nonisolated private func attachingGesture<T: Gesture>(
    _ gesture: T, priority: GestureHandler.Priority, mask: GestureMask
  ) -> some View {
    let handler = GestureHandler(priority: priority, gesture: gesture)
    return modifier(GestureModifier(handler: handler, mask: mask))
  }

  /// Asks the system to give its own gestures on `edges` a second chance to start, like
  /// SwiftUI's `defersSystemGestures(on:)`; accepted (no system gestures compete here).
  ///
  /// - Parameter edges: The screen edges.
  /// - Returns: The view.
  nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View {
    self
  }

  nonisolated private func attachingHandler(
    priority: GestureHandler.Priority,
    recognize: @escaping (_GestureEvent) -> [() -> Void]?
  ) -> some View {
    modifier(
      GestureModifier(handler: GestureHandler(priority: priority, recognize: recognize), mask: .all)
    )
  }
}
