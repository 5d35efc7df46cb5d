/// Hosts a design in a terminal: draws it, reads commands, applies them, draws it again.
///
/// Commands are one per line: `tap Login`, `type Username = Mike`,
/// `toggle Menos de 10 km`, `delete Bosque del Roble`, `help` and `quit`. A command that fails (an unknown command, a
/// control that is not there or is disabled) prints one `error:` line and the session goes
/// on; the end of input ends it cleanly. Input and output are closures, so tests drive a
/// console with an array of lines and read what it wrote.
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
  ///   - readLine: Returns the next line of input, or `nil` at the end.
  ///   - write: Writes output.
  public init(
    _ design: some Design,
    width: Int = 40,
    hint: String? = nil,
    settle: @escaping () async -> Void = {},
    readLine: @escaping () -> String? = { Swift.readLine() },
    write: @escaping (String) -> Void = { print($0, terminator: "") }
  ) {
    self.inspector = DesignInspector(design)
    self.width = width
    self.hint = hint
    self.settle = settle
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
        write("error: unknown command \"\(line)\". Type help for commands.\n")
        continue
      }
      if command == .quit { return }
      await perform(command)
    }
  }

  private func perform(_ command: ConsoleCommand) async {
    do {
      switch command {
      case .empty, .quit: return
      case .help:
        write(ConsoleCommand.usage + "\n" + (hint.map { $0 + "\n" } ?? ""))
        return
      case .tap(let label): try tap(label)
      case .toggle(let label): try inspector.find(toggle: label).tap()
      case .delete(let row): try inspector.find(row: row).delete()
      case .type(let field, let text): try inspector.find(textField: field).setInput(text)
      }
    } catch {
      write("error: \(error)\n")
      return
    }
    await settle()
    write(inspector.render(width: width))
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
