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

    /// The Finder's icon for the file at `fullPath`: an app's for a `.app`, a folder's for a
    /// folder, or else a document's; the file's contents are not read.
    ///
    /// - Parameter fullPath: The file's path.
    /// - Returns: The icon, an image named by its kind.
    public func icon(forFile fullPath: String) -> NSImage {
      let url = URL(fileURLWithPath: fullPath)
      let name =
        url.pathExtension == "app"
        ? NSImage.applicationIconName : url.hasDirectoryPath ? "NSFolder" : "NSGenericDocument"
      return NSImage(named: name) ?? NSImage(size: .zero)
    }

    /// Forgets what was recorded, for a test that starts afresh.
    public func reset() {
      record.withLock { $0 = ([], []) }
    }
  }
#endif
