#if !os(macOS)
  import Foundation

  /// The Mac's workspace, standing in for AppKit's `NSWorkspace` where there is no AppKit,
  /// so designs that open a link or reveal a file with `NSWorkspace.shared` compile.
  ///
  /// Nothing leaves the process: what would open is recorded in ``openedURLs`` and what
  /// would be revealed in ``revealedURLs``, for a test to read.
  public final class NSWorkspace: Sendable {
    private let record = Locked<(opened: [URL], revealed: [URL])>(([], []))

    /// The workspace.
    public static let shared = NSWorkspace()

    private init() {}

    /// The URLs opened, oldest first.
    public var openedURLs: [URL] { record.withLock { $0.opened } }

    /// The files revealed in the Finder, oldest first.
    public var revealedURLs: [URL] { record.withLock { $0.revealed } }

    /// Opens `url` in the app that handles it; recorded.
    ///
    /// - Parameter url: What to open.
    /// - Returns: `true`, as the request is taken.
    @discardableResult
    public func open(_ url: URL) -> Bool {
      record.withLock { $0.opened.append(url) }
      return true
    }

    /// Shows `urls` selected in a Finder window; recorded.
    ///
    /// - Parameter urls: The files.
    public func activateFileViewerSelecting(_ urls: [URL]) {
      record.withLock { $0.revealed += urls }
    }

    /// Shows the file at `fullPath` selected in a Finder window; recorded.
    ///
    /// - Parameters:
    ///   - fullPath: The file's path.
    ///   - rootFullPath: The folder the window shows; accepted.
    /// - Returns: `true`, as the request is taken.
    @discardableResult
    public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String)
      -> Bool
    {
      if let fullPath { record.withLock { $0.revealed.append(URL(fileURLWithPath: fullPath)) } }
      return true
    }

    /// Forgets what was recorded, for a test that starts afresh.
    public func reset() {
      record.withLock { $0 = ([], []) }
    }
  }
#endif
