import Foundation

/// One line typed into a ``DesignConsole``, parsed.
enum ConsoleCommand: Equatable {
  case tap(String)
  case type(field: String, text: String)
  case toggle(String)
  case delete(String)
  case help
  case quit
  case empty

  /// Parses a line; `nil` for an unknown command or a malformed one.
  init?(line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let verb = trimmed.prefix { $0 != " " }
    let argument = String(trimmed.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
    switch (verb, argument.isEmpty) {
    case ("", _): self = .empty
    case ("help", true), ("?", true): self = .help
    case ("quit", true), ("exit", true): self = .quit
    case ("tap", false): self = .tap(argument)
    case ("toggle", false): self = .toggle(argument)
    case ("delete", false): self = .delete(argument)
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

  static let usage = """
    Commands:
      tap <label>                  tap a button (or flip a toggle)
      type <field> = <text>        replace the text of a field
      toggle <label>               flip a toggle
      delete <row>                 delete the row that starts with this text
      help                         show this list
      quit                         leave
    """
}
