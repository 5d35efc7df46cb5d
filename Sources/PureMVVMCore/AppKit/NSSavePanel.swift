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
    /// The file chosen, once confirmed.
    public internal(set) var url: URL?

    /// What the next panel's run returns, for a test: the URLs chosen, or `nil` to cancel.
    public static var answer: [URL]?

    /// A panel.
    public init() {}

    /// Runs the panel and returns how it ended: ``NSApplication/ModalResponse/OK`` with
    /// ``answer``'s URL, or cancelled.
    ///
    /// - Returns: How it ended.
    public func runModal() -> NSApplication.ModalResponse {
      guard let chosen = Self.answer, !chosen.isEmpty else { return .cancel }
      choose(chosen)
      return .OK
    }

    /// Runs the panel, then calls `handler` with how it ended.
    ///
    /// - Parameter handler: Called with how it ended.
    public func begin(completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {
      handler(runModal())
    }

    /// Keeps the URLs chosen.
    func choose(_ urls: [URL]) {
      url = urls.first
    }
  }
#endif
