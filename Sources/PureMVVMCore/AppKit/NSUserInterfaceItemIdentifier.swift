#if !os(macOS)
  /// The identifier of a window or view, standing in for AppKit's
  /// `NSUserInterfaceItemIdentifier`.
  public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String

    /// The identifier `rawValue`.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The identifier `rawValue`.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }
#endif
