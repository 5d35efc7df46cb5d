import Foundation

/// Receives item providers holding some content types (`.onDrop(of:isTargeted:perform:)`).
struct ProviderDropReceiver: DropReceiver {
  let contentTypes: [UTType]
  let isTargeted: Binding<Bool>?
  let action: ([NSItemProvider], CGPoint) -> Bool

  /// Gives the conforming providers; with none, does nothing.
  @MainActor func receive(_ items: [DragItem], at location: CGPoint) async -> Bool {
    let info = DropInfo(location: location, providers: await DragTransfer.providers(from: items))
    let providers = info.itemProviders(for: contentTypes)
    guard !providers.isEmpty else { return false }
    isTargeted?.wrappedValue = true
    defer { isTargeted?.wrappedValue = false }
    return action(providers, location)
  }
}
