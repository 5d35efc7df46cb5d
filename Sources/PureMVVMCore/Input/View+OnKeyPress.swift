import Foundation

extension View {
  /// Runs `action` when `key` goes down or repeats while the view (or one inside it) has
  /// the focus, like SwiftUI's `onKeyPress(_:action:)`.
  ///
  /// A test presses a key with `inspector.find(…).press(_:modifiers:)`: the press goes to
  /// that view's handlers, then its ancestors', until one handles it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - action: Handles the press; `.ignored` lets it go on to the views around.
  /// - Returns: The view.
  nonisolated public func onKeyPress(
    _ key: KeyEquivalent, action: @escaping () -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
  }

  /// Runs `action` when `key` is in one of `phases`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - phases: The phases to handle.
  ///   - action: Handles the press.
  /// - Returns: The view.
  nonisolated public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  /// Runs `action` when one of `keys` is in one of `phases`.
  ///
  /// - Parameters:
  ///   - keys: The keys.
  ///   - phases: The phases to handle; down and repeat unless given.
  ///   - action: Handles the press.
  /// - Returns: The view.
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressHandler(
      KeyPressHandler(
        accepts: { phases.contains($0.phase) && keys.contains($0.key) }, action: action))
  }

  /// Runs `action` when a key making one of `characters` is in one of `phases`.
  ///
  /// - Parameters:
  ///   - characters: The characters.
  ///   - phases: The phases to handle; down and repeat unless given.
  ///   - action: Handles the press.
  /// - Returns: The view.
  nonisolated public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressHandler(
      KeyPressHandler(
        accepts: { press in
          phases.contains(press.phase) && !press.characters.isEmpty
            && press.characters.unicodeScalars.allSatisfy(characters.contains)
        }, action: action))
  }

  /// Runs `action` for every key in one of `phases`.
  ///
  /// - Parameters:
  ///   - phases: The phases to handle; down and repeat unless given.
  ///   - action: Handles the press.
  /// - Returns: The view.
  nonisolated public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressHandler(KeyPressHandler(accepts: { phases.contains($0.phase) }, action: action))
  }

  /// Gives the elements the view produces, and those inside them, `handler` after their
  /// own: a press goes to the innermost view first.
  nonisolated private func keyPressHandler(_ handler: KeyPressHandler) -> some View {
    modifier(KeyPressModifier(handler: handler))
  }
}

/// Attaches a key press handler to the elements its content produces and their
/// descendants, after their own; primitive.
nonisolated struct KeyPressModifier: ViewModifier {
  typealias Body = Never
  let handler: KeyPressHandler

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].changeTree { element in
        element.withHandlers { $0.keyPresses = ($0.keyPresses ?? []) + [handler] }
      }
    }
  }
}
