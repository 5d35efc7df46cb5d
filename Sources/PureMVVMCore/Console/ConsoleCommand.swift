import Foundation

/// One line typed into a ``DesignConsole``, parsed.
enum ConsoleCommand: Equatable {
  case tap(String)
  case type(field: String, text: String)
  case toggle(String)
  case delete(String)
  case focus(String)
  case submit(String)
  /// An empty line: Return, which submits the focused field, if any.
  case submitFocused
  case help
  case quit

  /// Parses a line; `nil` for an unknown command or a malformed one.
  init?(line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let verb = trimmed.prefix { $0 != " " }
    let argument = String(trimmed.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
    switch (verb, argument.isEmpty) {
    case ("", _): self = .submitFocused
    case ("help", true), ("?", true): self = .help
    case ("quit", true), ("exit", true): self = .quit
    case ("tap", false): self = .tap(argument)
    case ("toggle", false): self = .toggle(argument)
    case ("delete", false): self = .delete(argument)
    case ("focus", false): self = .focus(argument)
    case ("submit", false): self = .submit(argument)
    case ("type", false):
      guard let equals = argument.firstIndex(of: "=") else { return nil }
      let field = String(argument[..<equals]).trimmingCharacters(in: .whitespaces)
      var text = argument[argument.index(after: equals)...]
      if text.first == " " { text = text.dropFirst() }
      guard !field.isEmpty else { return nil }
      self = .type(field: field, text: String(text))
    default: return nil
    }
  }

  /// The commands that apply to `elements`, one per line, with how labels are matched.
  static func usage(for elements: [Element]) -> String {
    var kinds = Set<ElementQuery.Kind>()
    ElementQuery.visit(elements) { element in
      for kind in [ElementQuery.Kind.button, .textField, .toggle, .row]
      where ElementQuery(kind: kind, label: "").candidateLabel(of: element) != nil {
        kinds.insert(kind)
      }
    }
    var lines = ["Commands (labels match exactly, case and accents included):"]
    if kinds.contains(.button) {
      let alsoToggles = kinds.contains(.toggle) ? " (or flip the toggle titled <label>)" : ""
      lines.append("  tap <label>              tap the button labelled <label>" + alsoToggles)
    }
    if kinds.contains(.textField) {
      lines.append("  type <field> = <text>    replace the text of the field titled <field>")
      lines.append("  focus <field>            move the focus to the field titled <field>")
      lines.append("  submit <field>           submit the field titled <field> (Return)")
      lines.append("  (an empty line)          submit the focused field")
    }
    if kinds.contains(.toggle) {
      lines.append("  toggle <label>           flip the toggle titled <label>")
    }
    if kinds.contains(.row) {
      lines.append("  delete <text>            delete the row whose first text is <text>")
    }
    lines.append("  help                     show this list")
    lines.append("  quit                     leave")
    return lines.joined(separator: "\n")
  }
}
