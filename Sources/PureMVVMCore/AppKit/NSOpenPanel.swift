#if !os(macOS)
  import Foundation

  /// The Mac's Open panel, standing in for AppKit's `NSOpenPanel`.
  @MainActor public final class NSOpenPanel: NSSavePanel {
    /// Whether files may be chosen.
    public var canChooseFiles = true
    /// Whether folders may be chosen.
    public var canChooseDirectories = false
    /// Whether several may be chosen.
    public var allowsMultipleSelection = false
    /// Whether aliases are resolved.
    public var resolvesAliases = true
    /// The files chosen, once confirmed.
    public private(set) var urls: [URL] = []

    override func choose(_ urls: [URL]) {
      super.choose(urls)
      self.urls = allowsMultipleSelection ? urls : Array(urls.prefix(1))
    }
  }
#endif
