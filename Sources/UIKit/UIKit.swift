// The UIKit module, where Linux has none: a design file that writes `import UIKit` beside
// `import PureMVVM` (for `UIApplication.shared.open`, `UIImage`, `UIColor`, the haptic
// generators or `UIScreen.main.bounds`) finds the stand-ins the view language declares.
// Apple's UIKit re-exports Foundation, and this module does too.
@_exported import Foundation
@_exported import PureMVVMCore

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
