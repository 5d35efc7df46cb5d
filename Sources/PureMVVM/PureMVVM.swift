// The module a design file imports: everything `import SwiftUI` gives a design file, in
// pure Swift. That is the view language (views, state, environment, styles), rendering,
// inspection, previews, and the Foundation and Observation names SwiftUI's module
// re-exports (`Date`, `UUID`, `Locale`, `IndexSet`, `URLSession`, `@Observable`…).
@_exported import Foundation
@_exported import Observation
@_exported import PureMVVMCore
@_exported import PureMVVMInspection
@_exported import PureMVVMPreviews
@_exported import PureMVVMRendering

// On Apple platforms Foundation has `URLSession`; on Linux it is in FoundationNetworking,
// so a design's `URLSession.shared.data(from:)` compiles here as with SwiftUI.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
