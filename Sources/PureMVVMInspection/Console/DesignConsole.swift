import Foundation
import PureMVVMCore
import PureMVVMRendering

/// Hosts a design in a terminal: draws it, reads commands, applies them, draws it again.
///
/// Commands are one per line: `tap Login`, `type Username = Mike`,
/// `toggle Menos de 10 km`, `delete Bosque del Roble`, `focus Password`,
/// `submit Password`, an empty line (Return: submits the focused field),
/// `select Units = Imperial`, `increment Guests`, `decrement Guests`, `set Volume = 0.5`,
/// `set Departure = 2026-11-30 14:30` (GMT), `expand Details`, `collapse Details`,
/// `open Terms` (prints where a link goes; links are never opened), `back` (pops the
/// pushed screen), `dismiss` (the sheet, alert or dialog on top), `tab Mapa`, `more` and
/// `page 3` (long lists are drawn a page of rows at a time, see `RowPage`), `wait 2`
/// (timers tick), `env` (the device settings) and `env dynamicTypeSize xxxLarge` (changes
/// one: `dynamicTypeSize`, `colorScheme`, `horizontalSizeClass`, `verticalSizeClass`,
/// `layoutDirection` or `locale`), `help` and `quit`;
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
  private let rowsPerPage: Int
  /// The page of long lists drawn, from 1.
  private var page = 1
  /// The pages of the longest list in the last drawing.
  private var pageCount = 1
  /// The screen drawn last, so one unchanged is not drawn again.
  private var lastScreen: String?
  /// Whether a draw is on its way for changes already seen.
  private var drawIsScheduled = false

  /// Creates a console for `design`.
  ///
  /// - Parameters:
  ///   - design: The design to host; its `Stateful` state lives as long as the console.
  ///   - width: The rendering width, frame included.
  ///   - hint: Extra lines for `help`, such as demo credentials.
  ///   - rowsPerPage: The most rows a list or form draws at once; `more` and `page <n>`
  ///     show the others.
  ///   - environment: The device settings the design starts under; `env` changes them.
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
    rowsPerPage: Int = 50,
    environment: EnvironmentValues = EnvironmentValues(),
    settle: @escaping () async -> Void = {},
    refresh: @escaping () async -> Void = {},
    readLine: @escaping () -> String? = { Swift.readLine() },
    write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
  ) {
    self.inspector = DesignInspector(design)
    inspector.environment = environment
    self.width = width
    self.hint = hint
    self.rowsPerPage = max(rowsPerPage, 1)
    // The rows of a page are the rows on screen: they are the ones that appear.
    inspector.visibleRowCount = self.rowsPerPage
    self.settle = settle
    self.refresh = refresh
    self.readLine = readLine
    self.write = write
  }

  /// Runs the session until `quit` or the end of input.
  ///
  /// The first screen is drawn at once, and again as the design's tasks (`.task { await
  /// model.load() }`) and the `settle` given change what it shows.
  public func run() async {
    draw()
    await settleDrawingChanges()
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
      case .help:
        let usage = ConsoleUsage.text(for: inspector.elements, isPaged: pageCount > 1)
        write(usage + "\n" + (hint.map { $0.escapingControlCharacters() + "\n" } ?? ""))
        return
      case .open(let label):
        try reportLink(inspector.find(link: label))
        return
      case .showSettings:
        write(EnvironmentSetting.describe(inspector.environment) + "\n")
        return
      case .more, .page:
        try turn(to: command)
      case .refresh:
        try await pullToRefresh()
      default:
        guard try perform(action: command) else { return }
      }
    } catch {
      writeError("\(error)")
      return
    }
    draw()
    await settleDrawingChanges()
  }

  /// Pulls to refresh and waits for the refresh, five seconds at most: a refresh that
  /// never ends goes on in the background and the session goes on, saying so.
  private func pullToRefresh() async throws(InspectionError) {
    try await inspector.refresh(before: .seconds(5)) {
      write("the refresh is still running; the screen shows what it has so far\n")
    }
  }

  /// Waits for the work an action or the first screen started (the `settle` given, and the
  /// design's tasks for a second at most, so a task that never ends, listening to a
  /// stream, does not hold up every command), drawing the screen again whenever what it
  /// shows changes meanwhile (a burst of changes draws once), and once more at the end.
  private func settleDrawingChanges() async {
    // Held strongly only until the work is done: no weak reference outlives the console.
    inspector.onChange { @MainActor in self.scheduleDraw() }
    await settle()
    await inspector.settle(timeout: .seconds(1))
    inspector.onChange(nil)
    draw(onlyIfChanged: true)
  }

  /// Draws on the main actor's next turn, once however many changes ask for it before.
  private func scheduleDraw() {
    guard !drawIsScheduled else { return }
    drawIsScheduled = true
    Task { @MainActor in
      drawIsScheduled = false
      draw(onlyIfChanged: true)
    }
  }

  /// Draws the design, with the current page of any long list, and which page it is.
  ///
  /// - Parameter onlyIfChanged: Whether to draw nothing when the screen is the one drawn
  ///   last (a redraw while work runs), rather than draw it again (after a command).
  private func draw(onlyIfChanged: Bool = false) {
    var truncations: [String] = []
    var pages = 1
    let renderer = TextRenderer(width: width, page: RowPage(size: rowsPerPage, number: page))
    let screen = renderer.render(inspector.elements, truncations: &truncations, pageCount: &pages)
    if onlyIfChanged, screen == lastScreen { return }
    lastScreen = screen
    write(screen)
    pageCount = pages
    page = min(page, pages)
    if pages > 1 {
      write(
        "Page \(page.grouped) of \(pages.grouped): type more for the next rows, or page <number>.\n"
      )
    }
  }

  /// Moves to the next page (`more`) or to a page by number.
  private func turn(to command: ConsoleCommand) throws(ConsoleInputError) {
    guard pageCount > 1 else { throw ConsoleInputError("no list here is long enough to page.") }
    switch command {
    case .page(let text):
      guard let number = Int(text), (1...pageCount).contains(number) else {
        throw ConsoleInputError(
          "there is no page \"\(text)\"; type a page from 1 to \(pageCount.grouped).")
      }
      page = number
    default:
      guard page < pageCount else {
        throw ConsoleInputError("this is the last page; type page 1 to go back to the first.")
      }
      page += 1
    }
    inspector.scroll(toRow: (page - 1) * rowsPerPage)
  }

  /// Performs a command that acts on the design.
  ///
  /// - Returns: Whether the design may have changed and must be drawn again.
  private func perform(action command: ConsoleCommand) throws -> Bool {
    switch command {
    case .submitFocused:
      guard let field = inspector.focusedField else { return false }
      try inspector.find(textField: field).submit()
    case .focus(let field): try inspector.find(textField: field).focus()
    case .submit(let field): try inspector.find(textField: field).submit()
    case .tap(let label): return try tap(label)
    case .longPress(let label): try interactive(label).longPress()
    case .drag(let label, let width, let height):
      try interactive(label).drag(by: CGSize(width: width, height: height))
    case .toggle(let label): try inspector.find(toggle: label).tap()
    case .delete(let row): try inspector.find(row: row).delete()
    case .move(let row, let offset): try inspector.find(row: row).move(toOffset: offset)
    case .selectRow(let row): try inspector.find(row: row).select()
    case .swipe(let row, let edge, let fully):
      try inspector.find(row: row).swipe(edge, fully: fully)
    case .swipeToPage(let page):
      // Without a paged view on screen, "page 2" is a row's text.
      guard inspector.currentPage != nil else {
        try inspector.find(row: "page \(page)").swipe()
        return true
      }
      try inspector.swipe(toPage: page)
    case .type(let field, let text): try inspector.find(textField: field).setInput(text)
    case .select(let picker, let option): try inspector.find(picker: picker).select(option)
    case .increment(let stepper): try inspector.find(stepper: stepper).increment()
    case .decrement(let stepper): try inspector.find(stepper: stepper).decrement()
    case .set(let control, let value): try set(control, to: value)
    case .expand(let group): try inspector.find(disclosureGroup: group).expand()
    case .collapse(let group): try inspector.find(disclosureGroup: group).collapse()
    case .tab(let title): try inspector.find(tab: title).tap()
    case .back: try inspector.back()
    case .dismiss: try inspector.dismiss()
    case .wait(let seconds):
      #if !canImport(Darwin)
        inspector.clock.advance(by: seconds)
      #endif
      _ = seconds
    case .setting(let name, let value):
      try EnvironmentSetting(name: name, value: value).apply(to: &inspector.environment)
    case .open, .help, .quit, .more, .page, .refresh, .showSettings: return false
    }
    return true
  }

  /// Writes one `error:` line; the message cannot drive the terminal.
  private func writeError(_ message: String) {
    write("error: " + message.escapingControlCharacters() + "\n")
  }

  /// Taps what is labelled `label`: a button, else a toggle, a navigation link, a
  /// disclosure group, a link (reported, not opened), a text that responds to taps, or
  /// what has `label` as its accessibility identifier.
  ///
  /// - Returns: Whether the design may have changed.
  private func tap(_ label: String) throws(InspectionError) -> Bool {
    let finders: [(String) throws(InspectionError) -> InspectedElement] = [
      inspector.find(button:), inspector.find(toggle:), inspector.find(navigationLink:),
      inspector.find(disclosureGroup:), inspector.find(menu:), inspector.find(link:),
      inspector.find(text:),
      inspector.find(identifier:),
    ]
    var firstError: InspectionError?
    for find in finders {
      do {
        let element = try find(label)
        if element.url != nil { return try reportLink(element) }
        try element.tap()
        return true
      } catch  where error.reason == .notFound {
        firstError = firstError ?? error
      }
    }
    throw firstError
      ?? InspectionError(reason: .notFound, kind: "button", label: label, candidates: [])
  }

  /// The one element labelled `label` that a gesture may act on: a button, a toggle, a
  /// link, a text, or a view by its identifier, tried in that order.
  private func interactive(_ label: String) throws(InspectionError) -> InspectedElement {
    let finders: [(String) throws(InspectionError) -> InspectedElement] = [
      inspector.find(button:), inspector.find(toggle:), inspector.find(navigationLink:),
      inspector.find(link:), inspector.find(text:), inspector.find(identifier:),
    ]
    var firstError: InspectionError?
    for find in finders {
      do {
        return try find(label)
      } catch  where error.reason == .notFound {
        firstError = firstError ?? error
      }
    }
    throw firstError
      ?? InspectionError(reason: .notFound, kind: "text", label: label, candidates: [])
  }

  /// Says where a link goes; hosts never open links.
  ///
  /// - Returns: `false`: the design does not change.
  @discardableResult
  private func reportLink(_ link: InspectedElement) throws(InspectionError) -> Bool {
    try link.tap()
    let url = link.url?.absoluteString ?? ""
    let line = "Link \"\(link.element.title ?? "")\" goes to \(url) (links are not opened here)."
    write(line.escapingControlCharacters() + "\n")
    return false
  }

  /// Moves the slider labelled `control` to a number, or picks a date in the date picker
  /// labelled `control`.
  private func set(_ control: String, to value: String) throws {
    do {
      let slider = try inspector.find(slider: control)
      guard let number = Double(value), number.isFinite else {
        throw ConsoleInputError("\"\(value)\" is not a number; type one such as 0.5.")
      }
      try slider.setValue(number)
    } catch let sliderError as InspectionError where sliderError.reason == .notFound {
      do {
        let picker = try inspector.find(datePicker: control)
        guard let date = ConsoleDate.parse(value) else {
          throw ConsoleInputError(
            "\"\(value)\" is not a date; type 2026-11-30 or 2026-11-30 14:30 (GMT).")
        }
        try picker.setDate(date)
      } catch let dateError as InspectionError where dateError.reason == .notFound {
        throw ConsoleInputError("\(sliderError) \(dateError)")
      }
    }
  }
}
