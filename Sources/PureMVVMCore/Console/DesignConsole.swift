import Foundation

/// Hosts a design in a terminal: draws it, reads commands, applies them, draws it again.
///
/// Commands are one per line: `tap Login`, `type Username = Mike`,
/// `toggle Menos de 10 km`, `delete Bosque del Roble`, `focus Password`,
/// `submit Password`, an empty line (Return: submits the focused field), `help` and `quit`;
/// `help` lists only the commands that apply to the design on screen. A command that fails (an unknown
/// command, a control that is not there or is disabled) prints one `error:` line and the
/// session goes on; the end of input ends it cleanly. Nothing the user typed or the design
/// shows reaches the terminal raw: control characters are shown as `\u{1B}`. Input and
/// output are closures, so tests drive a console with an array of lines and read what it
/// wrote.
///
/// ```swift
/// let viewModel = LoginViewModel()
/// await DesignConsole(LoginScreen(viewModel: viewModel), settle: viewModel.settle).run()
/// ```
@MainActor
public final class DesignConsole {
  private let inspector: DesignInspector
  private let width: Int
  private let hint: String?
  private let settle: () async -> Void
  private let refresh: () async -> Void
  private let readLine: () -> String?
  private let write: (String) -> Void

  /// Creates a console for `design`.
  ///
  /// - Parameters:
  ///   - design: The design to host; its ``Stateful`` state lives as long as the console.
  ///   - width: The rendering width, frame included.
  ///   - hint: Extra lines for `help`, such as demo credentials.
  ///   - settle: Awaited after every command, before drawing: let the work a command
  ///     started (a login attempt, a save) finish, so the drawing shows its result.
  ///   - refresh: Awaited before every command: pick up changes made elsewhere (another
  ///     process writing the same file), so the command acts on what is there now.
  ///   - readLine: Returns the next line of input, or `nil` at the end.
  ///   - write: Writes output; by default unbuffered to standard output, so a program
  ///     driving the console through a pipe sees each screen as soon as it is drawn.
  public init(
    _ design: some View,
    width: Int = 40,
    hint: String? = nil,
    settle: @escaping () async -> Void = {},
    refresh: @escaping () async -> Void = {},
    readLine: @escaping () -> String? = { Swift.readLine() },
    write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
  ) {
    self.inspector = DesignInspector(design)
    self.width = width
    self.hint = hint
    self.settle = settle
    self.refresh = refresh
    self.readLine = readLine
    self.write = write
  }

  /// Runs the session until `quit` or the end of input.
  public func run() async {
    await settle()
    write(inspector.render(width: width))
    write("Type help for commands.\n")
    while let line = readLine() {
      guard let command = ConsoleCommand(line: line) else {
        writeError("unknown command \"\(line)\". Type help for commands.")
        continue
      }
      if command == .quit { return }
      await refresh()
      await perform(command)
    }
  }

  private func perform(_ command: ConsoleCommand) async {
    do {
      switch command {
      case .quit: return
      case .submitFocused:
        guard let field = inspector.focusedField else { return }
        try inspector.find(textField: field).submit()
      case .focus(let field): try inspector.find(textField: field).focus()
      case .submit(let field): try inspector.find(textField: field).submit()
      case .help:
        let usage = ConsoleCommand.usage(for: inspector.elements)
        write(usage + "\n" + (hint.map { $0.escapingControlCharacters() + "\n" } ?? ""))
        return
      case .tap(let label): try tap(label)
      case .toggle(let label): try inspector.find(toggle: label).tap()
      case .delete(let row): try inspector.find(row: row).delete()
      case .type(let field, let text): try inspector.find(textField: field).setInput(text)
      }
    } catch {
      writeError("\(error)")
      return
    }
    await settle()
    write(inspector.render(width: width))
  }

  /// Writes one `error:` line; the message cannot drive the terminal.
  private func writeError(_ message: String) {
    write("error: " + message.escapingControlCharacters() + "\n")
  }

  /// Taps the button labelled `label`, or the toggle if there is no such button.
  private func tap(_ label: String) throws(InspectionError) {
    do {
      try inspector.find(button: label).tap()
    } catch  where error.reason == .notFound {
      let buttonError = error
      do {
        try inspector.find(toggle: label).tap()
      } catch  where error.reason == .notFound {
        throw buttonError
      }
    }
  }
}
