#if !os(macOS)
  import Foundation

  /// Decides which files an Open or Save panel lets the user choose, standing in for
  /// AppKit's `NSOpenSavePanelDelegate`; both methods are optional.
  @MainActor public protocol NSOpenSavePanelDelegate: AnyObject {
    /// Whether the panel lets the user choose `url`.
    ///
    /// - Parameters:
    ///   - sender: The panel.
    ///   - url: A file or folder.
    /// - Returns: Whether it can be chosen.
    func panel(_ sender: Any, shouldEnable url: URL) -> Bool

    /// Throws when `url`, once chosen, cannot be used: the panel does not end with it.
    ///
    /// - Parameters:
    ///   - sender: The panel.
    ///   - url: The file or folder chosen.
    /// - Throws: Why the file cannot be used.
    func panel(_ sender: Any, validate url: URL) throws
  }

  extension NSOpenSavePanelDelegate {
    /// Every file can be chosen.
    ///
    /// - Parameters:
    ///   - sender: The panel.
    ///   - url: A file or folder.
    /// - Returns: `true`.
    public func panel(_ sender: Any, shouldEnable url: URL) -> Bool { true }

    /// Every file chosen can be used.
    ///
    /// - Parameters:
    ///   - sender: The panel.
    ///   - url: The file or folder chosen.
    /// - Throws: Nothing.
    public func panel(_ sender: Any, validate url: URL) throws {}
  }
#endif
