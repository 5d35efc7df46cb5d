#if !os(macOS)
  import Foundation

  /// The Mac's Save panel, standing in for AppKit's `NSSavePanel` where there is no
  /// AppKit, so designs that export a file compile.
  ///
  /// There is no one to answer a panel here: unless a test sets ``answer``, it ends as
  /// cancelled, with no ``url``.
  @MainActor open class NSSavePanel {
    /// The panel's title.
    public var title: String?
    /// The text above the panel's fields.
    public var message: String?
    /// The confirm button's words.
    public var prompt: String?
    /// The file name it starts with.
    public var nameFieldStringValue = ""
    /// The kinds of files it may save.
    public var allowedContentTypes: [UTType] = []
    /// Whether it may make new folders.
    public var canCreateDirectories = true
    /// Whether it shows hidden files.
    public var showsHiddenFiles = false
    /// The folder it starts in.
    public var directoryURL: URL?
    /// Whether packages (apps, bundles) are browsed as folders.
    public var treatsFilePackagesAsDirectories = false
    /// Whether the panel shows the grip that resizes it, as a window's
    /// `showsResizeIndicator`; kept, as hosts draw no panel.
    public var showsResizeIndicator = true
    /// What decides which files the panel lets the user choose.
    public weak var delegate: (any NSOpenSavePanelDelegate)?
    /// The file chosen, once confirmed.
    public internal(set) var url: URL?

    /// What the next panel's run returns, for a test: the URLs chosen, or `nil` to cancel.
    public static var answer: [URL]?

    /// A panel.
    public init() {}

    /// Runs the panel and returns how it ended: ``NSApplication/ModalResponse/OK`` with
    /// ``answer``'s URL, or cancelled.
    ///
    /// The ``delegate`` is asked about each URL: those it does not enable are left out,
    /// and one it does not validate cancels the panel.
    ///
    /// - Returns: How it ended.
    public func runModal() -> NSApplication.ModalResponse {
      var chosen = Self.answer ?? []
      if let delegate {
        chosen = chosen.filter { delegate.panel(self, shouldEnable: $0) }
        do {
          try chosen.forEach { try delegate.panel(self, validate: $0) }
        } catch {
          return .cancel
        }
      }
      guard !chosen.isEmpty else { return .cancel }
      choose(chosen)
      return .OK
    }

    /// Runs the panel, then calls `handler` with how it ended.
    ///
    /// - Parameter handler: Called with how it ended.
    public func begin(completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {
      handler(runModal())
    }

    /// Runs the panel and returns how it ended, as `await panel.begin()`.
    ///
    /// - Returns: How it ended.
    public func begin() async -> NSApplication.ModalResponse {
      runModal()
    }

    /// Runs the panel as a sheet on `window`, then calls `handler` with how it ended.
    ///
    /// - Parameters:
    ///   - window: The window the sheet is on.
    ///   - handler: Called with how it ended.
    public func beginSheetModal(
      for window: NSWindow,
      completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void
    ) {
      handler(runModal())
    }

    /// Runs the panel as a sheet on `window` and returns how it ended.
    ///
    /// - Parameter window: The window the sheet is on.
    /// - Returns: How it ended.
    public func beginSheetModal(for window: NSWindow) async -> NSApplication.ModalResponse {
      runModal()
    }

    /// Keeps the URLs chosen.
    func choose(_ urls: [URL]) {
      url = urls.first
    }
  }
#endif
