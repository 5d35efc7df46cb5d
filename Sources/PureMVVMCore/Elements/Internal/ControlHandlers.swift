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
  /// Selects a tab view's tab (or a paged tab view's page) by its index.
  package var selectTab: ((Int) -> Void)?
  /// Moves a `ForEach` row: the `onMove` action and the rows' count (the row's offset is
  /// ``Element/rowOffset``).
  package var rowMove: (action: (IndexSet, Int) -> Void, count: Int)?
  /// Drops items before a `ForEach` row: the `onInsert` action (the row's offset is
  /// ``Element/rowOffset``).
  package var rowInsertion: ((Int, [NSItemProvider]) -> Void)?
  /// Selects a list row (or, in a list with a set selection, adds or removes it).
  package var selectRow: (() -> Void)?
  /// The edges a row has swipe actions on.
  package var swipeEdges: [HorizontalEdge]?
  /// Runs a view's refresh action (`.refreshable`) and waits for it.
  package var refresh: (@MainActor () async -> Void)?
  /// Selects a sheet's detent (`.presentationDetents(_:selection:)`).
  package var selectDetent: ((PresentationDetent) -> Void)?
  /// Completes a file importer's or mover's panel with the files chosen; `false` when it
  /// takes none or fewer.
  package var chooseFiles: (([URL]) -> Bool)?
  /// Handles a URL opened in the app (`.onOpenURL(perform:)`).
  package var openURL: ((URL) -> Void)?
  /// Continues a user activity (`.onContinueUserActivity`); `true` when one of the
  /// element's handlers took its type.
  package var continueActivity: ((NSUserActivity) -> Bool)?
  /// What dragging the view picks up (`.draggable`, `.onDrag`, `.itemProvider`).
  package var dragItem: (() -> DragItem?)?
  /// Receives items dropped on the view (`.dropDestination`, `.onDrop`).
  package var drop: DropHandler?
  /// What assistive technologies read in the element's place
  /// (`.accessibilityRepresentation`, `.accessibilityChildren`).
  package var accessibilityRepresentation: AccessibilityRepresentation?
  /// Adjusts the element's value, as swiping up or down does with VoiceOver
  /// (`.accessibilityAdjustableAction`).
  package var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
  /// The key press handlers of the element and of the views around it, innermost first
  /// (`.onKeyPress`).
  package var keyPresses: [KeyPressHandler]?
  /// Pastes what the host's pasteboard holds and the button takes (`PasteButton`).
  package var paste: (@MainActor () async -> Void)?
  /// Turns the Digital Crown by an amount of the bound value (`.digitalCrownRotation`).
  package var rotateCrown: ((Double) -> Void)?

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
    copy.rowMove = rowMove
    copy.rowInsertion = rowInsertion
    copy.selectRow = selectRow
    copy.swipeEdges = swipeEdges
    copy.refresh = refresh
    copy.selectDetent = selectDetent
    copy.chooseFiles = chooseFiles
    copy.openURL = openURL
    copy.dragItem = dragItem
    copy.drop = drop
    copy.accessibilityRepresentation = accessibilityRepresentation
    copy.adjust = adjust
    copy.keyPresses = keyPresses
    copy.paste = paste
    copy.rotateCrown = rotateCrown
    return copy
  }
}
