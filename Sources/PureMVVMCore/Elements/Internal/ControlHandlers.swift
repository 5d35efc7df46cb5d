import Foundation

/// What the controls among elements do when a test or the console works them: a field's
/// input, focus and submission, a picker's selection, a stepper's steps, a slider's and a
/// date picker's values, and a stack's, a presentation's and a tab view's navigation.
///
/// Held by ``ElementHandlers`` and read through it.
package final class ControlHandlers {
  /// Replaces the text of a field.
  package var input: ((String) -> Void)?
  /// Moves the focus to a field (`true`) or away from it (`false`).
  package var focus: ((Bool) -> Void)?
  /// Runs a field's `onSubmit` actions.
  package var submit: (() -> Void)?
  /// Selects a picker's option by its tag.
  package var select: ((AnyHashable) -> Void)?
  /// Steps a stepper: +1 increments, -1 decrements.
  package var step: ((Int) -> Void)?
  /// Sets a slider's value.
  package var setValue: ((Double) -> Void)?
  /// Sets a date picker's date.
  package var setDate: ((Date) -> Void)?
  /// Pops a navigation stack's top screen.
  package var back: (() -> Void)?
  /// Dismisses a presentation.
  package var dismiss: (() -> Void)?
  /// Selects a tab view's tab by its index.
  package var selectTab: ((Int) -> Void)?

  /// A new box holding the same handlers.
  package func copy() -> ControlHandlers {
    let copy = ControlHandlers()
    copy.input = input
    copy.focus = focus
    copy.submit = submit
    copy.select = select
    copy.step = step
    copy.setValue = setValue
    copy.setDate = setDate
    copy.back = back
    copy.dismiss = dismiss
    copy.selectTab = selectTab
    return copy
  }
}
