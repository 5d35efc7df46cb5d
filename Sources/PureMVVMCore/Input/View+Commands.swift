extension View {
  /// Runs `action` with a direction when an arrow key is pressed on the view, as macOS's
  /// `onMoveCommand(perform:)`; `nil` handles nothing.
  ///
  /// A test presses the key on the view with `press(.upArrow)`.
  ///
  /// - Parameter action: What a move does.
  /// - Returns: The view.
  nonisolated public func onMoveCommand(
    perform action: ((MoveCommandDirection) -> Void)?
  ) -> some View {
    let directions: [KeyEquivalent: MoveCommandDirection] = [
      .upArrow: .up, .downArrow: .down, .leftArrow: .left, .rightArrow: .right,
    ]
    return onKeyPress(keys: Set(directions.keys)) { press in
      guard let action, let direction = directions[press.key] else { return .ignored }
      action(direction)
      return .handled
    }
  }

  /// Runs `action` when the Delete key is pressed on the view, as macOS's
  /// `onDeleteCommand(perform:)`; `nil` handles nothing.
  ///
  /// - Parameter action: What deleting does.
  /// - Returns: The view.
  nonisolated public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
    command(keys: [.delete, .deleteForward], action)
  }

  /// Runs `action` when the Escape key is pressed on the view, as macOS's and tvOS's
  /// `onExitCommand(perform:)`; `nil` handles nothing.
  ///
  /// - Parameter action: What leaving does.
  /// - Returns: The view.
  nonisolated public func onExitCommand(perform action: (() -> Void)?) -> some View {
    command(keys: [.escape], action)
  }

  /// Runs `action` when the Space bar is pressed on the view, as tvOS's
  /// `onPlayPauseCommand(perform:)` does for the remote's Play/Pause button; `nil` handles
  /// nothing.
  ///
  /// A test presses the key on the view with `press(.space)`.
  ///
  /// - Parameter action: What playing or pausing does.
  /// - Returns: The view.
  nonisolated public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View {
    command(keys: [.space], action)
  }

  /// Handles `keys` with `action`, or ignores them when there is none.
  nonisolated private func command(keys: Set<KeyEquivalent>, _ action: (() -> Void)?)
    -> some View
  {
    onKeyPress(keys: keys) { _ in
      guard let action else { return .ignored }
      action()
      return .handled
    }
  }
}
