import Foundation

#if !canImport(Darwin)
  extension URL {
    /// Asks for access to a file the user chose, as Foundation's method on Apple
    /// platforms, where a file importer's URLs are security-scoped.
    ///
    /// A Linux host has no sandbox, so a file URL is always open to the process and this
    /// answers `true`, as for a file importer's URL on Apple platforms; any other URL
    /// answers `false`. Foundation's own wins if it gains one.
    ///
    /// - Returns: Whether the URL is a file URL.
    @_disfavoredOverload
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }

    /// Gives back access asked for with `startAccessingSecurityScopedResource()`; nothing
    /// to give back here.
    @_disfavoredOverload
    public func stopAccessingSecurityScopedResource() {}
  }
#endif
