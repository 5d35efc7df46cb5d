// The AppKit module, where Linux has none: a Mac design file that writes `import AppKit`
// beside `import PureMVVM` (for `NSApp.terminate`, `NSWorkspace.shared.open`, `NSColor` or
// the save and open panels) finds the stand-ins the view language declares. Apple's
// AppKit re-exports Foundation, and this module does too.
@_exported import Foundation
@_exported import PureMVVMCore

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
