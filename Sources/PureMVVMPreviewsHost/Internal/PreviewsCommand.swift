import PureMVVM
import PureMVVMInspection
import PureMVVMRendering

/// The options of `swift run previews`, parsed from the command line.
struct PreviewsCommand: Equatable {
  enum Action: Equatable {
    case renderAll
    case list
    case render(String)
    case html(String)
    case audit
    case console(String)
    case help
  }

  var action = Action.renderAll
  var width = 40
  /// Whether previews are read as a screen reader would instead of drawn.
  var readsAloud = false
  /// The device settings previews are resolved under, in the order given.
  var settings: [EnvironmentSetting] = []

  static let usage = """
    Usage: previews [--list | --preview NAME | --console NAME | --html FILE | --audit]
                    [--width N] [--accessibility] [--env NAME=VALUE]...

      (no option)      render every preview as text
      --list           print the preview names
      --preview NAME   render one preview
      --console NAME   use one preview interactively: tap, type, pick (type help)
      --html FILE      write every preview to one self-contained HTML page
      --audit          list each preview's accessibility problems; exit 1 on an error
      --accessibility  read previews as a screen reader would, one element a line
      --width N        rendering width in columns, 1 to 1000 (default 40)
      --env NAME=VALUE resolve previews under a device setting; may be repeated:
    \(EnvironmentSetting.usage.split(separator: "\n").map { "                     " + $0 }.joined(separator: "\n"))
      --help           show this help
    """

  /// Parses arguments (without the program name).
  ///
  /// - Throws: A message for an unknown option, a missing value, a bad width, an option
  ///   given twice or two actions at once.
  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var seen: Set<String> = []
    var actionOption: String?
    while let argument = remaining.popFirst() {
      guard argument == "--env" || seen.insert(argument).inserted else {
        throw UsageError("\(argument) is given twice.")
      }
      if ["--list", "--help", "-h", "--preview", "--console", "--html", "--audit"].contains(
        argument)
      {
        if let actionOption {
          throw UsageError("\(actionOption) and \(argument) cannot be combined.")
        }
        actionOption = argument
      }
      switch argument {
      case "--list": action = .list
      case "--help", "-h": action = .help
      case "--preview": action = .render(try Self.value(for: argument, from: &remaining))
      case "--console": action = .console(try Self.value(for: argument, from: &remaining))
      case "--html": action = .html(try Self.value(for: argument, from: &remaining))
      case "--audit": action = .audit
      case "--accessibility": readsAloud = true
      case "--width": width = try Self.width(try Self.value(for: argument, from: &remaining))
      case "--env":
        settings.append(try Self.setting(try Self.value(for: argument, from: &remaining)))
      default:
        throw UsageError("Unknown option \"\(argument)\".")
      }
    }
    if readsAloud, let actionOption, !["--preview", "--help", "-h"].contains(actionOption) {
      throw UsageError("--accessibility and \(actionOption) cannot be combined.")
    }
  }

  /// The widest rendering `--width` accepts, in columns.
  static let maximumWidth = TextRenderer.maximumWidth

  private static func width(_ text: String) throws(UsageError) -> Int {
    guard let width = Int(text), width > 0 else {
      throw UsageError("--width needs a positive whole number, not \"\(text)\".")
    }
    guard width <= maximumWidth else {
      throw UsageError("--width can be at most \(maximumWidth), not \(text).")
    }
    return width
  }

  private static func setting(_ text: String) throws(UsageError) -> EnvironmentSetting {
    do {
      return try EnvironmentSetting(assignment: text)
    } catch {
      throw UsageError("--env: \(error)")
    }
  }

  private static func value(
    for option: String, from remaining: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    guard let value = remaining.popFirst(), !value.hasPrefix("--"), !value.isEmpty else {
      throw UsageError("\(option) needs a value.")
    }
    return value
  }
}

/// A command-line mistake, reported on standard error with exit code 2.
struct UsageError: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
