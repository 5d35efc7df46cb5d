import Foundation

/// A view's `onKeyPress` action and the presses it takes.
package struct KeyPressHandler {
  /// Whether the handler takes `press`.
  let accepts: (KeyPress) -> Bool
  /// Handles a press it takes.
  let action: (KeyPress) -> KeyPress.Result

  /// Runs the action if the handler takes `press`; `.ignored` otherwise.
  package func handle(_ press: KeyPress) -> KeyPress.Result {
    accepts(press) ? action(press) : .ignored
  }
}
