// The module a design file imports: everything `import SwiftUI` gives a design file, in
// pure Swift. That is the view language (views, state, environment, styles), rendering,
// inspection, previews, and the Foundation and Observation names SwiftUI's module
// re-exports (`Date`, `UUID`, `Locale`, `IndexSet`, `@Observable`…).
@_exported import Foundation
@_exported import Observation
@_exported import PureMVVMCore
@_exported import PureMVVMInspection
@_exported import PureMVVMPreviews
@_exported import PureMVVMRendering
