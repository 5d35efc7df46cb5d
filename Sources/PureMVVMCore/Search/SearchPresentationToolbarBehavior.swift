/// How a toolbar changes while a search is presented, like SwiftUI's
/// `SearchPresentationToolbarBehavior`; accepted: a host's toolbar hides nothing.
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
  private let name: String

  /// The system's choice: on iOS, the toolbar may hide some of its items.
  public static var automatic: Self { Self(name: "automatic") }
  /// The toolbar keeps all its items while searching.
  public static var avoidHidingContent: Self { Self(name: "avoidHidingContent") }
}
