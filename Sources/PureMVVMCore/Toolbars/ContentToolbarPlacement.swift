/// Where `contentToolbar(for:content:)` puts its items, like SwiftUI's
/// `ContentToolbarPlacement`.
public struct ContentToolbarPlacement: Hashable, Sendable {
  let name: String

  /// The sidebar of a `.sidebarAdaptable` tab view.
  public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}
