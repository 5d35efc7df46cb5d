import Foundation
import PureMVVMCore
import PureMVVMRendering

/// The `help` text of a ``DesignConsole``: the commands that apply to the design on screen.
@MainActor
enum ConsoleUsage {
  /// The commands that apply to `elements`, one per line, with how labels are matched.
  ///
  /// - Parameters:
  ///   - elements: The resolved design.
  ///   - isPaged: Whether a list is drawn a page at a time, so `more` and `page` apply.
  /// - Returns: The help text, without a final newline.
  static func text(for elements: [Element], isPaged: Bool = false) -> String {
    let layers = ScreenLayers(elements)
    var kinds = kinds(in: layers.visible)
    if !layers.layers.isEmpty { kinds.insert(.presented) }
    var lines = ["Commands (labels match exactly, case and accents included):"]
    let tappable = tappableNames.filter { kinds.contains($0.0) }.map(\.1)
    if let last = tappable.last {
      let names =
        tappable.count == 1 ? last : tappable.dropLast().joined(separator: ", ") + " or " + last
      lines.append("  tap <label>              tap the \(names) labelled <label>")
    }
    for (kind, usage) in table where kinds.contains(kind) { lines += usage }
    if isPaged {
      lines.append("  more                     show the next rows of the long list")
      lines.append("  page <number>            show that page of the long list")
    }
    lines.append("  wait <seconds>           let the clock run, so timers tick")
    lines.append("  env                      show the device settings the design sees")
    lines.append("  env <setting> <value>    change one, such as env dynamicTypeSize xxxLarge")
    lines.append("  help                     show this list")
    lines.append("  quit                     leave")
    return lines.joined(separator: "\n")
  }

  /// What the design holds, as far as commands are concerned.
  private enum Kind: Hashable {
    case button, tapGesture, textField, toggle, row, picker, stepper, slider, datePicker
    case disclosureGroup, link, navigationLink, pushed, tabs, presented
    case longPress, drag, refreshable, pages
  }

  /// What `tap` acts on, in the order it tries them.
  private static let tappableNames: [(Kind, String)] = [
    (.button, "button"), (.toggle, "toggle"), (.navigationLink, "navigation link"),
    (.disclosureGroup, "disclosure group"),
    (.link, "link"), (.tapGesture, "tappable text"),
  ]

  private static let table: [(Kind, [String])] = [
    (
      .textField,
      [
        "  type <field> = <text>    replace the text of the field titled <field>",
        "  focus <field>            move the focus to the field titled <field>",
        "  submit <field>           submit the field titled <field> (Return)",
        "  (an empty line)          submit the focused field",
      ]
    ),
    (.toggle, ["  toggle <label>           flip the toggle titled <label>"]),
    (
      .row,
      [
        "  delete <text>            delete the row whose first text is <text>",
        "  move <text> to <offset>  move the row before the row at <offset> (0 is the top)",
        "  select <text>            select the row (in a list with a selection)",
        "  swipe <text> [leading] [full]  reveal the row's swipe actions, or run the first",
      ]
    ),
    (.picker, ["  select <picker> = <opt>  choose the option labelled <opt>"]),
    (
      .stepper,
      [
        "  increment <stepper>      tap the stepper's +",
        "  decrement <stepper>      tap the stepper's -",
      ]
    ),
    (.slider, ["  set <slider> = <number>  move the slider to <number>"]),
    (
      .datePicker,
      ["  set <picker> = <date>    pick 2026-11-30 or 2026-11-30 14:30 (GMT)"]
    ),
    (
      .disclosureGroup,
      [
        "  expand <label>           show the content of the disclosure group",
        "  collapse <label>         hide it",
      ]
    ),
    (.link, ["  open <label>             show where the link goes (it is not opened)"]),
    (.pushed, ["  back                     go back to the previous screen"]),
    (.tabs, ["  tab <title>              select the tab titled <title>"]),
    (.pages, ["  swipe page <n>           swipe the paged view to page <n> (0 is the first)"]),
    (.longPress, ["  longpress <label>        press the view labelled <label> long enough"]),
    (.drag, ["  drag <label> <dx> <dy>   drag the view labelled <label> by dx, dy points"]),
    (.presented, ["  dismiss                  dismiss the sheet, alert or dialog on top"]),
    (.refreshable, ["  refresh                  pull to refresh, waiting for it to end"]),
  ]

  private static func kinds(in elements: [Element]) -> Set<Kind> {
    var kinds = Set<Kind>()
    Element.visit(elements) { element in
      if element.isActionableRow { kinds.insert(.row) }
      if element.handlers?.refresh != nil { kinds.insert(.refreshable) }
      if let kind = kind(of: element) { kinds.insert(kind) }
      if element.actions(for: _GestureEvent(.longPress)) != nil { kinds.insert(.longPress) }
      if element.actions(for: longestDrag) != nil { kinds.insert(.drag) }
    }
    return kinds
  }

  /// A drag every drag gesture recognises, to tell whether an element has one.
  private static let longestDrag = _GestureEvent(.drag(CGSize(width: 10_000, height: 10_000)))

  private static func kind(of element: Element) -> Kind? {
    if let control = element.control { return kind(of: control.face) }
    if case .navigationLink = element.kind { return .navigationLink }
    if let titles = element.kind.stackTitles { return titles.count > 1 ? .pushed : nil }
    if element.kind.tabTitles != nil {
      let look = element.attributes.tabViewStyle
      return look == .page || look == .verticalPage ? .pages : .tabs
    }
    return element.handlers?.isTapGesture == true ? .tapGesture : nil
  }

  /// The commands a control's face answers to.
  private static func kind(of face: ControlFace) -> Kind? {
    switch face {
    case .pushButton: .button
    case .textBox, .secureBox, .textArea: .textField
    case .onOffSwitch: .toggle
    case .popUp: .picker
    case .plusMinus: .stepper
    case .track: .slider
    case .valueBox: .datePicker
    case .disclosure: .disclosureGroup
    case .hyperlink: .link
    case .pullDown, .progressBar, .levelMeter: nil
    }
  }
}
