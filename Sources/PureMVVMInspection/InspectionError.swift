import PureMVVMCore
import PureMVVMRendering

/// Why a ``DesignInspector`` query or interaction failed.
///
/// The description is a full sentence that lists what the design did contain, so a failing
/// test says what to fix:
/// `No button labelled "Logn". Buttons: "Login", "Log out".`
/// Past 20 candidates it says how many there are and lists 20, those like the label
/// first (ignoring case and accents); ``candidates`` holds them all.
public struct InspectionError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// Nothing of the kind has the label.
    case notFound
    /// More than one element of the kind has the label.
    case ambiguous(count: Int)
    /// The control is disabled.
    case disabled
    /// The element does not receive touches: a view around it has
    /// `.allowsHitTesting(false)`.
    case notHitTestable
    /// The tab view's tab bar is hidden (`.toolbar(.hidden, for: .tabBar)`).
    case tabBarHidden
    /// The element does not respond to taps.
    case notTappable
    /// The element does not take text input.
    case notEditable
    /// The element is not a deletable row.
    case notDeletable
    /// The element is not a picker.
    case notSelectable
    /// The picker has no option with this label; `options` lists those it has.
    case noSuchOption(String, options: [String])
    /// The element takes no such value: steps go to steppers, values to sliders, dates
    /// to date pickers.
    case notAdjustable
    /// The value is not a number a slider can take (NaN).
    case invalidValue(String)
    /// The element is not a disclosure group.
    case notExpandable
    /// The element is on the screen under a presentation: `by` names it ("the sheet").
    case covered(by: String)
    /// Nothing is presented to dismiss.
    case nothingPresented
    /// The presentation's content sets `.interactiveDismissDisabled()`: it cannot be
    /// swiped away, only closed by its own buttons.
    case dismissDisabled
    /// The navigation stack shows its root; there is nothing to go back to.
    case atRoot
    /// No gesture of the element recognises the interaction, named here ("a long press").
    case gestureNotRecognized(String)
    /// The element is not a row of a `ForEach` with `onMove` (or the row is
    /// `.moveDisabled`).
    case notMovable
    /// A move's destination is outside the rows: offsets run from 0 to `count`.
    case offsetOutOfRange(Int, count: Int)
    /// The element has no swipe actions on that edge (`.swipeActions`).
    case noSwipeActions(edge: String)
    /// The element does not accept dropped items (`onInsert`).
    case notInsertable
    /// The element cannot be dragged (`.draggable`, `.onDrag`, `.itemProvider`), or gives
    /// nothing to drag now.
    case notDraggable
    /// The element is not a drop destination (`.dropDestination`, `.onDrop`).
    case notADropDestination
    /// No view at or around the element handles key presses (`.onKeyPress`).
    case takesNoKeyPresses
    /// The element is not a `PasteButton`.
    case notAPasteButton
    /// Nothing in the design refreshes (`.refreshable`).
    case notRefreshable
    /// Nothing on screen handles URLs (`.onOpenURL`).
    case opensNoURLs
    /// Nothing on screen continues activities of that type (`.onContinueUserActivity`).
    case continuesNoActivity
    /// The element offers no accessibility action of that name (`.accessibilityAction`).
    case noAccessibilityAction(String)
  }

  /// What went wrong.
  public let reason: Reason
  /// The kind of element asked for, such as `"button"`.
  public let kind: String
  /// The label asked for.
  public let label: String
  /// The labels of every element of that kind in the design, in order.
  public let candidates: [String]

  /// A sentence describing the failure and what the design contained.
  public var description: String {
    switch reason {
    case .notFound:
      return "No \(kind) labelled \(quoted(label)). \(candidateList)"
    case .ambiguous(let count):
      return "\(count) \(kind)s are labelled \(quoted(label)); a query must match exactly one. "
        + candidateList
    case .disabled:
      return "The \(kind) \(quoted(label)) is disabled."
    case .notHitTestable:
      return "The \(kind) \(quoted(label)) does not receive touches: a view around it has "
        + "allowsHitTesting(false)."
    case .tabBarHidden:
      return "The tab \(quoted(label)) cannot be tapped: its tab bar is hidden "
        + "(.toolbar(.hidden, for: .tabBar)); change the tab view's selection instead."
    case .notTappable:
      return "The \(kind) \(quoted(label)) cannot be tapped; tap a button, a toggle, a "
        + "link, a disclosure group or a view with onTapGesture."
    case .notEditable:
      return "The \(kind) \(quoted(label)) does not take text; type into a text field."
    case .notDeletable:
      return "The \(kind) \(quoted(label)) cannot be deleted; find a row to delete."
    case .notSelectable:
      return "The \(kind) \(quoted(label)) cannot be selected; select an option of a picker, "
        + "or a row of a list with a selection (a set selection only while editing)."
    case .noSuchOption(let option, let options):
      let list =
        options.isEmpty
        ? "It has none." : "Options: \(options.map(quoted).joined(separator: ", "))."
      return "The \(kind) \(quoted(label)) has no option \(quoted(option)). \(list)"
    case .notAdjustable:
      return "The \(kind) \(quoted(label)) cannot take that value; step a stepper, "
        + "set a value on a slider or a date on a date picker."
    case .invalidValue(let value):
      return "The \(kind) \(quoted(label)) cannot take the value \(value); give a number."
    case .notExpandable:
      return "The \(kind) \(quoted(label)) cannot expand; expand a disclosure group."
    case .covered(let presentation):
      return "The \(kind) \(quoted(label)) is covered by \(presentation); dismiss it first."
    case .nothingPresented:
      return "Nothing is presented: there is no sheet, cover, popover, alert or dialog to dismiss."
    case .dismissDisabled:
      return "The presentation cannot be swiped away: its content sets "
        + ".interactiveDismissDisabled(); close it with one of its buttons."
    case .atRoot:
      return "There is no screen to go back to: no navigation stack has a screen pushed."
    case .gestureNotRecognized(let interaction):
      return "No gesture of the \(kind) \(quoted(label)) recognises \(interaction)."
    case .notMovable:
      return "The \(kind) \(quoted(label)) cannot be moved; move a row of a ForEach with onMove."
    case .offsetOutOfRange(let offset, let count):
      return "The \(kind) \(quoted(label)) cannot move to offset \(offset); offsets run from 0 "
        + "to \(count)."
    case .noSwipeActions(let edge):
      return "The \(kind) \(quoted(label)) has no swipe actions on its \(edge) edge."
    case .notInsertable:
      return "The \(kind) \(quoted(label)) does not accept dropped items; drop on a row of a "
        + "ForEach with onInsert."
    case .notDraggable:
      return "The \(kind) \(quoted(label)) cannot be dragged: it has no .draggable, .onDrag "
        + "or .itemProvider, or gives nothing to drag."
    case .notADropDestination:
      return "The \(kind) \(quoted(label)) takes no drops: it has no .dropDestination or .onDrop."
    case .notAPasteButton:
      return "The \(kind) \(quoted(label)) is not a PasteButton."
    case .takesNoKeyPresses:
      return "The \(kind) \(quoted(label)) takes no key presses: neither it nor a view around it "
        + "has .onKeyPress."
    case .opensNoURLs:
      return "Nothing opens \(quoted(label)): no view on screen has .onOpenURL."
    case .continuesNoActivity:
      return "Nothing continues \(quoted(label)): no view on screen has "
        + ".onContinueUserActivity for that type."
    case .notRefreshable:
      return "Nothing refreshes: no view in the design has .refreshable."
    case .noAccessibilityAction(let name):
      return "The \(kind) \"\(label)\" offers no accessibility action \"\(name)\"."
    }
  }

  /// The most candidates a description lists: a query among 10k rows would otherwise fail
  /// with a sentence of 100k characters.
  private static let listedCandidates = 20

  /// The candidates, all of them up to ``listedCandidates``; past that, how many there are
  /// and the first of them, those like the label first (a near miss, in either direction).
  private var candidateList: String {
    guard !candidates.isEmpty else { return "There are no \(kind)s." }
    let kinds = kind.prefix(1).uppercased() + kind.dropFirst() + "s"
    guard candidates.count > Self.listedCandidates else {
      return "\(kinds): " + candidates.map(quoted).joined(separator: ", ") + "."
    }
    var alike: [String] = []
    var others: [String] = []
    for candidate in candidates {
      if resemblesLabel(candidate) { alike.append(candidate) } else { others.append(candidate) }
    }
    let listed = (alike + others).prefix(Self.listedCandidates)
    return "\(kinds) (\(candidates.count); \(listed.count) shown, those like the label first): "
      + listed.map(quoted).joined(separator: ", ")
      + "; \(candidates.count - listed.count) more."
  }

  /// Whether `candidate` holds the label, or the label holds it, ignoring case and accents.
  private func resemblesLabel(_ candidate: String) -> Bool {
    guard !label.isEmpty, !candidate.isEmpty else { return false }
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    return candidate.range(of: label, options: options) != nil
      || label.range(of: candidate, options: options) != nil
  }

  private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
