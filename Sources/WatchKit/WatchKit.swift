// The WatchKit module, where Linux has none: a watch design file that writes
// `import WatchKit` beside `import PureMVVM` (for `WKInterfaceDevice.current().play(.click)`
// or `WKApplication.shared().openSystemURL`) finds the stand-ins the view language declares.
// Apple's WatchKit re-exports Foundation, and this module does too.
@_exported import Foundation
@_exported import PureMVVMCore
