/// Moves an item the system puts in a toolbar, like SwiftUI's `DefaultToolbarItem`
/// (iOS 26); accepted: the system's own items are not drawn here.
public nonisolated struct DefaultToolbarItem: ToolbarContent {
  /// Places an item the system provides.
  ///
  /// - Parameters:
  ///   - kind: The item.
  ///   - placement: Where it goes.
  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}

  /// Resolves to nothing.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {}
}
