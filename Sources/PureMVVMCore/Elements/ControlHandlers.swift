import Foundation

/// What the controls among elements do when a test or the console works them: a field's
/// input, focus and submission, a picker's selection, a stepper's steps, a slider's and a
/// date picker's values, and a stack's, a presentation's and a tab view's navigation.
///
/// Held by ``ElementHandlers``, which documents each handler.
final class ControlHandlers {
  var input: ((String) -> Void)?
  var focus: ((Bool) -> Void)?
  var submit: (() -> Void)?
  var select: ((AnyHashable) -> Void)?
  var step: ((Int) -> Void)?
  var setValue: ((Double) -> Void)?
  var setDate: ((Date) -> Void)?
  var back: (() -> Void)?
  var dismiss: (() -> Void)?
  var selectTab: ((Int) -> Void)?

  /// A new box holding the same handlers.
  func copy() -> ControlHandlers {
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
