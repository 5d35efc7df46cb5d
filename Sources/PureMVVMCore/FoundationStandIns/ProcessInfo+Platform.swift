import Foundation

#if !canImport(Darwin)
  extension ProcessInfo {
    /// Whether an iPhone or iPad app runs on a Mac, as Foundation says on Apple platforms.
    ///
    /// Never here, as the hosts are phones. Foundation's own wins if it gains one.
    @_disfavoredOverload
    public var isiOSAppOnMac: Bool { false }

    /// Whether a Mac Catalyst app runs, as Foundation says on Apple platforms; never here.
    @_disfavoredOverload
    public var isMacCatalystApp: Bool { false }
  }
#endif
