import Foundation
import PureMVVMCore
import PureMVVMRendering

/// One line typed into a ``DesignConsole``, parsed.
enum ConsoleCommand: Equatable {
  case tap(String)
  case longPress(String)
  /// A drag of the element labelled `label` by a translation in points.
  case drag(String, width: Double, height: Double)
  case type(field: String, text: String)
  case toggle(String)
  case delete(String)
  /// Moves the row whose first text is the label before the row at an offset.
  case move(String, toOffset: Int)
  /// Selects the row whose first text is the label.
  case selectRow(String)
  /// Swipes the row whose first text is the label, to reveal an edge's actions or all
  /// the way.
  case swipe(String, edge: HorizontalEdge, fully: Bool)
  /// Swipes the paged tab view on screen to a page, counted from 0.
  case swipeToPage(Int)
  /// Pulls to refresh, waiting for the refresh to end.
  case refresh
  /// Lets the host clock run for some seconds, so timers tick.
  case wait(seconds: Double)
  case focus(String)
  case submit(String)
  case select(picker: String, option: String)
  case increment(String)
  case decrement(String)
  case set(control: String, value: String)
  case expand(String)
  case collapse(String)
  case open(String)
  case tab(String)
  case back
  case dismiss
  /// The next page of a long list.
  case more
  /// A page of a long list, as typed (checked when it is performed).
  case page(String)
  /// An empty line: Return, which submits the focused field, if any.
  case submitFocused
  /// Shows the device settings the design is resolved under.
  case showSettings
  /// Changes a device setting, named as `EnvironmentSetting` names it (checked when it is
  /// performed, so a mistake can be explained).
  case setting(name: String, value: String)
  case help
  case quit

  /// Parses a line; `nil` for an unknown command or a malformed one.
  init?(line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let verb = String(trimmed.prefix { $0 != " " })
    let argument = String(trimmed.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
    if verb.isEmpty {
      self = .submitFocused
    } else if argument.isEmpty {
      guard let command = Self.bare[verb] else { return nil }
      self = command
    } else if verb == "drag" {
      guard let drag = Self.drag(argument) else { return nil }
      self = drag
    } else if verb == "move" {
      guard let move = Self.move(argument) else { return nil }
      self = move
    } else if verb == "wait" {
      guard let seconds = Double(argument), seconds.isFinite, seconds >= 0 else { return nil }
      self = .wait(seconds: seconds)
    } else if verb == "env" {
      // A missing value is let through, for the setting to say which values it takes.
      let words = argument.split(separator: " ", omittingEmptySubsequences: true)
      guard words.count <= 2 else { return nil }
      self = .setting(name: String(words[0]), value: words.count == 2 ? String(words[1]) : "")
    } else if verb == "swipe" {
      self = Self.swipe(argument)
    } else if verb == "select", !argument.contains("=") {
      self = .selectRow(argument)
    } else if let command = Self.labelled[verb] {
      self = command(argument)
    } else if let command = Self.assigning[verb], let (label, value) = Self.split(argument) {
      self = command(label, value)
    } else {
      return nil
    }
  }

  private static let bare: [String: ConsoleCommand] = [
    "help": .help, "?": .help, "quit": .quit, "exit": .quit, "back": .back,
    "dismiss": .dismiss, "more": .more, "refresh": .refresh, "env": .showSettings,
  ]

  private static let labelled: [String: @Sendable (String) -> ConsoleCommand] = [
    "tap": ConsoleCommand.tap, "longpress": ConsoleCommand.longPress,
    "toggle": ConsoleCommand.toggle,
    "delete": ConsoleCommand.delete, "focus": ConsoleCommand.focus,
    "submit": ConsoleCommand.submit, "increment": ConsoleCommand.increment,
    "decrement": ConsoleCommand.decrement, "expand": ConsoleCommand.expand,
    "collapse": ConsoleCommand.collapse, "open": ConsoleCommand.open,
    "tab": ConsoleCommand.tab, "page": ConsoleCommand.page,
  ]

  private static let assigning: [String: @Sendable (String, String) -> ConsoleCommand] = [
    "type": { .type(field: $0, text: $1) },
    "select": { .select(picker: $0, option: $1.trimmingCharacters(in: .whitespaces)) },
    "set": { .set(control: $0, value: $1.trimmingCharacters(in: .whitespaces)) },
  ]

  /// Parses `<label> <across> <down>`: the last two words are finite numbers of points.
  private static func drag(_ argument: String) -> ConsoleCommand? {
    let words = argument.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count >= 3, let width = Double(words[words.count - 2]),
      let height = Double(words[words.count - 1]), width.isFinite, height.isFinite
    else { return nil }
    return .drag(words.dropLast(2).joined(separator: " "), width: width, height: height)
  }

  /// Parses `<row> to <offset>`.
  private static func move(_ argument: String) -> ConsoleCommand? {
    let words = argument.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count >= 3, words[words.count - 2] == "to", let offset = Int(words[words.count - 1])
    else { return nil }
    return .move(words.dropLast(2).joined(separator: " "), toOffset: offset)
  }

  /// Parses `page <n>`, or `<row> [leading] [full]`: a trailing swipe that reveals unless
  /// told.
  private static func swipe(_ argument: String) -> ConsoleCommand {
    var words = argument.split(separator: " ", omittingEmptySubsequences: true)
    if words.count == 2, words[0] == "page", let page = Int(words[1]) { return .swipeToPage(page) }
    let fully = words.count > 1 && words.last == "full"
    if fully { words.removeLast() }
    let leading = words.count > 1 && words.last == "leading"
    if leading { words.removeLast() }
    return .swipe(words.joined(separator: " "), edge: leading ? .leading : .trailing, fully: fully)
  }

  /// Splits `label = value` at the first `=`; one space after it belongs to the syntax.
  private static func split(_ argument: String) -> (String, String)? {
    guard let equals = argument.firstIndex(of: "=") else { return nil }
    let label = String(argument[..<equals]).trimmingCharacters(in: .whitespaces)
    var value = argument[argument.index(after: equals)...]
    if value.first == " " { value = value.dropFirst() }
    return label.isEmpty ? nil : (label, String(value))
  }
}
