/// A column of a ``NavigationSplitView``, like SwiftUI's `NavigationSplitViewColumn`: the
/// one a collapsed split view prefers to show.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  private let name: String

  /// The sidebar.
  public static var sidebar: Self { Self(name: "sidebar") }
  /// The middle column of three.
  public static var content: Self { Self(name: "content") }
  /// The detail.
  public static var detail: Self { Self(name: "detail") }
}
